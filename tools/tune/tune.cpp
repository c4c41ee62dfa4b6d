// ferz-tune: tunes the evaluation weights on positions from games Ferz plays against itself.
//
//   ferz-tune selfplay OPENINGS.epd OUT GAMES NODES [SEED]
//       plays GAMES games from random openings of the file (plus two random plies, so games
//       differ), each move searched to NODES nodes, and appends the quiet positions of each
//       game with its result to OUT, one "FEN | result" line each (1, 0.5 or 0 for White).
//   ferz-tune tune DATA [PASSES]
//       Texel's method (https://www.chessprogramming.org/Texel%27s_Tuning_Method): finds the
//       scale K that best maps evaluations to results, then changes one weight at a time,
//       keeping every change that lowers the mean squared error, and prints the weights.
#include "engine.h"
#include "eval.h"
#include "game.h"
#include "movegen.h"
#include "text.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace ferz;

namespace {

// The positions of a file of FENs: the first four fields of each line, counters 0 1.
std::vector<Position> readOpenings(const char* path) {
    std::vector<Position> openings;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const auto w = text::split(line);
        if (w.size() < 4) continue;
        const std::string fen = std::string(w[0]) + ' ' + std::string(w[1]) + ' ' +
                                std::string(w[2]) + ' ' + std::string(w[3]);
        if (Parsed<Position> p = Position::fromFen(fen)) openings.push_back(p.value());
    }
    return openings;
}

struct Searched {
    Move best;
    int score = 0; // for the side to move
};

Searched searchNodes(Engine& engine, const Game& game, std::uint64_t nodes) {
    std::vector<Key> history = game.keys();
    history.pop_back();
    engine.setPosition(game.position(), std::move(history));
    SearchLimits limits;
    limits.nodes = nodes;
    Searched out;
    engine.go(
        limits, [&out](const SearchInfo& i) { out.score = i.score; },
        [&out](Move m, Move) { out.best = m; });
    engine.wait();
    return out;
}

// One game: returns White's result (1, 0.5, 0), or -1 when the game is thrown away.
double playGame(Engine& engine, const Position& opening, std::uint64_t nodes, std::mt19937_64& rng,
                std::vector<std::string>& quiet) {
    Game game(opening);
    for (int i = 0; i < 2; ++i) { // two random plies, so no two games are the same
        const MoveList moves(game.position());
        if (moves.empty()) return -1;
        game.play(moves[rng() % moves.size()]);
    }
    engine.newGame();
    int decisive = 0, drawish = 0;
    for (int ply = 0; ply < 400; ++ply) {
        const GameStatus status = game.status();
        if (status.over() || status.canClaimDraw())
            return status.result == Result::WhiteWins   ? 1.0
                   : status.result == Result::BlackWins ? 0.0
                                                        : 0.5;
        const Searched s = searchNodes(engine, game, nodes);
        if (!s.best) return -1;
        const Position& pos = game.position();
        const int white = pos.sideToMove() == White ? s.score : -s.score;
        if (ply == 0 && std::abs(white) > 300) return -1; // the random plies spoilt the opening
        // Adjudicate: a clear score kept for eight plies wins; a long dead level draws.
        decisive = std::abs(white) >= 1000 ? decisive + 1 : 0;
        if (decisive >= 8) return white > 0 ? 1.0 : 0.0;
        drawish = ply >= 80 && std::abs(white) <= 8 ? drawish + 1 : 0;
        if (drawish >= 16) return 0.5;
        if (!pos.inCheck() && !pos.isCapture(s.best) && !s.best.isPromotion() &&
            !isMateScore(s.score) && ply >= 4)
            quiet.push_back(pos.fen());
        game.play(s.best);
    }
    return 0.5;
}

int selfplay(const char* openingsPath, const char* outPath, int games, std::uint64_t nodes,
             std::uint64_t seed) {
    const std::vector<Position> openings = readOpenings(openingsPath);
    if (openings.empty()) {
        std::cerr << "no openings in " << openingsPath << '\n';
        return 1;
    }
    std::ofstream out(outPath, std::ios::app);
    std::mt19937_64 rng(seed);
    Engine engine;
    int played = 0, positions = 0;
    for (int g = 0; g < games; ++g) {
        std::vector<std::string> quiet;
        const double result =
            playGame(engine, openings[rng() % openings.size()], nodes, rng, quiet);
        if (result < 0) continue;
        ++played;
        for (const std::string& fen : quiet) out << fen << " | " << result << '\n';
        positions += int(quiet.size());
        if (played % 50 == 0) std::cerr << played << " games, " << positions << " positions\n";
    }
    std::cerr << played << " games, " << positions << " positions written to " << outPath << '\n';
    return 0;
}

struct Sample {
    Position pos;
    double result;
};

// The mean squared error of the predicted score sigmoid(K * eval) against the results, over
// all samples, computed on two threads.
double meanError(const std::vector<Sample>& samples, const EvalWeights& w, double k) {
    const auto part = [&](std::size_t from, std::size_t to, double& sum) {
        for (std::size_t i = from; i < to; ++i) {
            const double eval = traceEvaluation(samples[i].pos, w).total;
            const double predicted = 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0));
            sum += (samples[i].result - predicted) * (samples[i].result - predicted);
        }
    };
    double a = 0, b = 0;
    const std::size_t mid = samples.size() / 2;
    std::thread helper(part, 0, mid, std::ref(a));
    part(mid, samples.size(), b);
    helper.join();
    return (a + b) / double(samples.size());
}

int tune(const char* dataPath, int passes) {
    std::vector<Sample> samples;
    std::ifstream in(dataPath);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t bar = line.find('|');
        if (bar == std::string::npos) continue;
        Parsed<Position> pos = Position::fromFen(line.substr(0, bar));
        if (!pos) continue;
        samples.push_back({pos.value(), std::stod(line.substr(bar + 1))});
    }
    std::cerr << samples.size() << " positions\n";
    if (samples.empty()) return 1;

    EvalParams params;
    double k = 1.0, best = 1e9;
    for (double tryK = 0.5; tryK <= 2.5; tryK += 0.05) {
        const double e = meanError(samples, EvalWeights(params), tryK);
        if (e < best) best = e, k = tryK;
    }
    std::cerr << "K " << k << ", error " << best << '\n';

    auto weights = tunableWeights(params);
    for (int pass = 1; pass <= passes; ++pass) {
        int changed = 0;
        for (auto& [name, value] : weights) {
            for (int step : {+1, -1}) {
                bool improved = false;
                while (true) {
                    *value += step;
                    const double e = meanError(samples, EvalWeights(params), k);
                    if (e >= best) {
                        *value -= step;
                        break;
                    }
                    best = e;
                    improved = true;
                }
                if (improved) {
                    ++changed;
                    break;
                }
            }
        }
        std::cerr << "pass " << pass << ": " << changed << " weights changed, error " << best
                  << '\n';
        if (changed == 0) break;
    }
    for (const auto& [name, value] : weights) std::cout << name << " = " << *value << '\n';
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    const std::string cmd = argc > 1 ? argv[1] : "";
    if (cmd == "selfplay" && (argc == 6 || argc == 7))
        return selfplay(argv[2], argv[3], std::stoi(argv[4]), std::stoull(argv[5]),
                        argc == 7 ? std::stoull(argv[6]) : 1);
    if (cmd == "tune" && (argc == 3 || argc == 4))
        return tune(argv[2], argc == 4 ? std::stoi(argv[3]) : 20);
    std::cerr << "usage: ferz-tune selfplay OPENINGS.epd OUT GAMES NODES [SEED]\n"
                 "       ferz-tune tune DATA [PASSES]\n";
    return 2;
}
