// ferz-tune: tunes the evaluation weights on positions from games Ferz plays against itself.
//
//   ferz-tune selfplay OPENINGS.epd OUT GAMES NODES [SEED]
//       plays GAMES games from random openings of the file (plus two random plies, so games
//       differ), each move searched to NODES nodes, and appends the quiet positions of each
//       game to OUT, one "FEN | result | score" line each: the game's result for White (1,
//       0.5 or 0) and the search's score in centipawns for White.
//   ferz-tune tune DATA [EPOCHS] [ROUNDS] [PULL]
//       fits every weight of the evaluation to those results and scores (see tune() below), or
//       to the "FEN | expected" lines of tools/tune/label.py (another engine's expected score),
//       EPOCHS steps in each of ROUNDS rounds, and prints them as engine/search/evalparams.h.
//       PULL (default 0) holds the weights towards a prior: see tune().
//   ferz-tune print
//       prints the compiled-in weights as engine/search/evalparams.h.
#include "engine.h"
#include "eval.h"
#include "evalparams.h"
#include "game.h"
#include "movegen.h"
#include "text.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
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
                std::vector<std::pair<std::string, int>>& quiet) { // FEN, White's score
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
            quiet.emplace_back(pos.fen(), white);
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
        std::vector<std::pair<std::string, int>> quiet;
        const double result =
            playGame(engine, openings[rng() % openings.size()], nodes, rng, quiet);
        if (result < 0) continue;
        ++played;
        for (const auto& [fen, score] : quiet)
            out << fen << " | " << result << " | " << score << '\n';
        positions += int(quiet.size());
        if (played % 50 == 0) std::cerr << played << " games, " << positions << " positions\n";
    }
    std::cerr << played << " games, " << positions << " positions written to " << outPath << '\n';
    return 0;
}

struct Sample {
    Position pos;
    double result;
    double score = std::nan(""); // the search's, White's view; NaN when the file has none
    double target = result;      // what the evaluation is fitted to
};

std::vector<Sample> readSamples(const char* path) {
    std::vector<Sample> samples;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t bar = line.find('|');
        if (bar == std::string::npos) continue;
        Parsed<Position> pos = Position::fromFen(line.substr(0, bar));
        if (!pos) continue;
        const std::string rest = line.substr(bar + 1);
        const auto fields = text::split(rest);
        if (fields.empty()) continue;
        Sample sample{pos.value(), std::strtod(std::string(fields[0]).c_str(), nullptr)};
        if (fields.size() >= 3 && fields[1] == "|")
            sample.score = std::strtod(std::string(fields[2]).c_str(), nullptr);
        samples.push_back(sample);
    }
    return samples;
}

// The evaluation before rounding, White's view: what the tuner fits.
double exactTotal(const EvalTrace& t) {
    return (t.mg * t.phase + t.eg * t.egScale / 64.0 * (24 - t.phase)) / 24.0 + t.tempo;
}

double sigmoid(double k, double eval) {
    return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400.0));
}

// Runs body(from, to) over [0, n) on two threads.
template <class Body>
void inHalves(std::size_t n, Body body) {
    std::thread helper(body, std::size_t(0), n / 2);
    body(n / 2, n);
    helper.join();
}

// For each weight, the piece-square entry it is (piece type * 64 + square, White's view), or
// -1: read from the names tunableWeights() gives them, "psqt.<piece>.<square>.<mg|eg>".
std::vector<int> pieceSquares(const std::vector<std::pair<std::string, int*>>& weights) {
    static const char* const pieces[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    std::map<std::string, int> entries;
    for (int pt = Pawn; pt <= King; ++pt)
        for (int sq = 0; sq < 64; ++sq)
            for (const char* part : {".mg", ".eg"})
                entries[std::string("psqt.") + pieces[pt] + '.' + squareName(Square(sq)) + part] =
                    pt * 64 + sq;
    std::vector<int> out;
    for (const auto& weight : weights) {
        const auto found = entries.find(weight.first);
        out.push_back(found == entries.end() ? -1 : found->second);
    }
    return out;
}

// Does a piece of either colour stand where the piece-square entry applies?
bool standsOn(const Position& pos, int entry) {
    const PieceType pt = PieceType(entry / 64);
    const Square s = Square(entry % 64);
    return pos.pieceOn(s) == makePiece(White, pt) ||
           pos.pieceOn(Square(s ^ 56)) == makePiece(Black, pt);
}

// The evaluation as a linear function of the weights around a starting point: for each sample,
// its value there and, for every weight that changes it, how much one unit of that weight
// adds. Found by moving each weight by one, so the tuner needs no help from the evaluation;
// the few weights the evaluation uses non-linearly (king danger) are linearised.
struct LinearModel {
    struct Coefficient {
        std::uint32_t weight;
        float perUnit;
    };
    std::vector<double> base;
    std::vector<std::uint64_t> first; // sample i's coefficients: [first[i], first[i + 1])
    std::vector<Coefficient> coefficients;

    LinearModel(const std::vector<Sample>& samples, EvalParams params) {
        const auto weights = tunableWeights(params);
        const std::vector<int> squares = pieceSquares(weights);
        const std::size_t n = samples.size();
        base.resize(n);
        std::vector<std::vector<Coefficient>> parts(n);
        inHalves(n, [&](std::size_t from, std::size_t to) {
            EvalParams local = params; // each thread moves its own copy
            const auto mine = tunableWeights(local);
            for (std::size_t i = from; i < to; ++i) {
                const Position& pos = samples[i].pos;
                const double at = exactTotal(traceEvaluation(pos, local));
                base[i] = at;
                for (std::size_t w = 0; w < mine.size(); ++w) {
                    if (squares[w] >= 0 && !standsOn(pos, squares[w])) continue;
                    ++*mine[w].second;
                    const double moved = exactTotal(traceEvaluation(samples[i].pos, local));
                    --*mine[w].second;
                    if (moved != at) parts[i].push_back({std::uint32_t(w), float(moved - at)});
                }
            }
        });
        first.reserve(n + 1);
        first.push_back(0);
        for (auto& part : parts) {
            coefficients.insert(coefficients.end(), part.begin(), part.end());
            first.push_back(coefficients.size());
            std::vector<Coefficient>().swap(part);
        }
        std::cerr << coefficients.size() << " coefficients over " << weights.size() << " weights\n";
    }

    double eval(std::size_t i, const std::vector<double>& delta) const {
        double e = base[i];
        for (std::uint64_t c = first[i]; c < first[i + 1]; ++c)
            e += coefficients[c].perUnit * delta[coefficients[c].weight];
        return e;
    }
};

double meanError(const std::vector<Sample>& samples, std::size_t from, std::size_t to,
                 const LinearModel& model, const std::vector<double>& delta, double k) {
    double sum = 0;
    for (std::size_t i = from; i < to; ++i) {
        const double d = samples[i].target - sigmoid(k, model.eval(i, delta));
        sum += d * d;
    }
    return sum / double(to - from);
}

// Prints the weights as engine/search/evalparams.h.
void printParams(std::ostream& out, const EvalParams& p) {
    const auto score = [](Score s) {
        return '{' + std::to_string(s.mg) + ", " + std::to_string(s.eg) + '}';
    };
    const auto scores = [&score](const Score* s, int n, int perLine, const std::string& indent) {
        if (n <= perLine) {
            std::string text = "{";
            for (int i = 0; i < n; ++i) text += score(s[i]) + (i + 1 < n ? ", " : "");
            return text + '}';
        }
        std::string text = "{";
        for (int i = 0; i < n; ++i) {
            text += i % perLine == 0 ? '\n' + indent : std::string(" ");
            text += score(s[i]) + (i + 1 < n ? "," : "");
        }
        return text + '\n' + indent.substr(4) + '}';
    };
    const auto ints = [](const int* v, int n) {
        std::string text = "{";
        for (int i = 0; i < n; ++i) text += std::to_string(v[i]) + (i + 1 < n ? ", " : "");
        return text + '}';
    };
    static const char* const names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    out << "// The evaluation's weights (see EvalParams in eval.h), written by `ferz-tune print` "
           "or\n"
           "// `ferz-tune tune` (tools/tune): change them there, or by hand and then run\n"
           "// `ferz-tune print > engine/search/evalparams.h` to keep this layout.\n"
           "#pragma once\n\n#include \"eval.h\"\n\nnamespace ferz {\n\n// clang-format off\n"
           "inline constexpr EvalParams DefaultParams = {\n";
    out << "    .pieceValue = " << scores(p.pieceValue, 6, 6, "        ") << ",\n";
    out << "    // a1 b1 ... h1, then rank 2, ..., rank 8\n    .psqt = {\n";
    for (int pt = 0; pt < 6; ++pt)
        out << "        // " << names[pt] << "\n        "
            << scores(p.psqt[pt], 64, 8, "            ") << ",\n";
    out << "    },\n    // by the number of squares reached\n    .mobility = {\n";
    for (int i = 0; i < 4; ++i)
        out << "        // " << names[Knight + i] << "\n        "
            << scores(p.mobility[i], MobilityCounts[i], 7, "            ") << ",\n";
    out << "    },\n";
    out << "    .isolated = " << score(p.isolated) << ",\n";
    out << "    .doubled = " << score(p.doubled) << ",\n";
    out << "    .backward = " << score(p.backward) << ",\n";
    out << "    .passed = " << scores(p.passed, 8, 8, "        ") << ",\n";
    out << "    .passedOwnKingEg = " << p.passedOwnKingEg << ",\n";
    out << "    .passedEnemyKingEg = " << p.passedEnemyKingEg << ",\n";
    out << "    .passedFreePath = " << score(p.passedFreePath) << ",\n";
    out << "    .passedSafeStop = " << score(p.passedSafeStop) << ",\n";
    out << "    .passedUnstoppable = " << p.passedUnstoppable << ",\n";
    out << "    .connected = " << scores(p.connected, 8, 8, "        ") << ",\n";
    out << "    .blockedPawn = " << scores(p.blockedPawn, 2, 2, "        ") << ",\n";
    out << "    .rookBehindPasser = " << score(p.rookBehindPasser) << ",\n";
    out << "    .bishopPair = " << score(p.bishopPair) << ",\n";
    out << "    .bishopPawns = " << score(p.bishopPawns) << ",\n";
    out << "    .bishopXrayPawns = " << score(p.bishopXrayPawns) << ",\n";
    out << "    .longDiagonalBishop = " << score(p.longDiagonalBishop) << ",\n";
    out << "    .outpost = " << scores(p.outpost, 2, 2, "        ") << ",\n";
    out << "    .minorBehindPawn = " << score(p.minorBehindPawn) << ",\n";
    out << "    .kingProtector = " << scores(p.kingProtector, 2, 2, "        ") << ",\n";
    out << "    .rookOpenFile = " << score(p.rookOpenFile) << ",\n";
    out << "    .rookSemiOpenFile = " << score(p.rookSemiOpenFile) << ",\n";
    out << "    .rookOnQueenFile = " << score(p.rookOnQueenFile) << ",\n";
    out << "    .trappedRook = " << score(p.trappedRook) << ",\n";
    out << "    .queenInfiltration = " << score(p.queenInfiltration) << ",\n";
    out << "    .knightPawns = " << score(p.knightPawns) << ",\n";
    out << "    .rookPawns = " << score(p.rookPawns) << ",\n";
    out << "    .kingPawnDistance = " << p.kingPawnDistance << ",\n";
    out << "    .space = " << p.space << ",\n";
    out << "    .threatByPawn = " << scores(p.threatByPawn, 6, 6, "        ") << ",\n";
    out << "    .threatByMinor = " << scores(p.threatByMinor, 6, 6, "        ") << ",\n";
    out << "    .threatByRook = " << scores(p.threatByRook, 6, 6, "        ") << ",\n";
    out << "    .hanging = " << score(p.hanging) << ",\n";
    out << "    .threatByKing = " << score(p.threatByKing) << ",\n";
    out << "    .pawnPush = " << score(p.pawnPush) << ",\n";
    out << "    .knightOnQueen = " << score(p.knightOnQueen) << ",\n";
    out << "    .sliderOnQueen = " << score(p.sliderOnQueen) << ",\n";
    out << "    .restricted = " << score(p.restricted) << ",\n";
    out << "    .shelter = " << ints(p.shelter, 8) << ",\n";
    out << "    .storm = " << ints(p.storm, 8) << ",\n";
    out << "    .attackWeight = " << ints(p.attackWeight, 6) << ",\n";
    out << "    .safeCheck = " << ints(p.safeCheck, 6) << ",\n";
    out << "    .attackers = " << p.attackers << ",\n";
    out << "    .weakZone = " << p.weakZone << ",\n";
    out << "    .attackDivisor = " << p.attackDivisor << ",\n";
    out << "    .attackMax = " << p.attackMax << ",\n";
    out << "    .flankAttack = " << p.flankAttack << ",\n";
    out << "    .pawnlessFlank = " << score(p.pawnlessFlank) << ",\n";
    out << "    .complexityPawns = " << p.complexityPawns << ",\n";
    out << "    .complexityFlanks = " << p.complexityFlanks << ",\n";
    out << "    .complexityPawnEnding = " << p.complexityPawnEnding << ",\n";
    out << "    .complexityBase = " << p.complexityBase << ",\n";
    out << "    .complexityInfiltration = " << p.complexityInfiltration << ",\n";
    out << "    .scaleOppositeBishops = " << p.scaleOppositeBishops << ",\n";
    out << "    .scaleOppositeBishopsPieces = " << p.scaleOppositeBishopsPieces << ",\n";
    out << "    .tempo = " << p.tempo << ",\n";
    out << "};\n// clang-format on\n\n} // namespace ferz\n";
}

// Texel's method (https://www.chessprogramming.org/Texel%27s_Tuning_Method) by gradient
// descent: finds the scale K that best maps evaluations to results, then moves every weight at
// once down the gradient of the mean squared error (Adam) for the given number of epochs, in
// rounds that each linearise the evaluation afresh, and prints the weights as
// engine/search/evalparams.h. The file's last twentieth (whole games the fit
// never sees) is held out, and its error printed as the fit goes. It is a rough guide: with a
// few thousand games it rises soon while the weights still gain in play, so only a match
// decides (see the commit that last changed evalparams.h for the data, epochs and match).
//
// Adam moves every weight about as fast whatever its gradient's size, so a weight few positions
// touch (a pawn's square on the seventh rank, a knight's corner) drifts with their noise as far
// as a common one moves on evidence. `pull` adds pull x (weight - prior)^2, in centipawns, to
// the error, so that only enough positions move a weight far from its prior: zero for the
// piece-square tables (a square is worth what its piece is, unless the data says otherwise),
// the compiled-in value, fitted on earlier data, for every other weight. The larger the pull,
// the more positions it takes to move a weight; on 560,000 positions 1e-8 gave the lowest
// held-out error (docs/strength.md).
int tune(const char* dataPath, int epochs, int rounds, double pull) {
    std::vector<Sample> samples = readSamples(dataPath);
    std::cerr << samples.size() << " positions\n";
    if (samples.size() < 100) return 1;
    const std::size_t held = samples.size() / 20, n = samples.size() - held;

    EvalParams params = DefaultParams;
    const auto weights = tunableWeights(params);
    std::vector<int> prior(weights.size());
    for (std::size_t w = 0; w < weights.size(); ++w)
        prior[w] = weights[w].first.starts_with("psqt.") ? 0 : *weights[w].second;
    double k = 0;
    for (int round = 1; round <= rounds; ++round) {
        // The model is exact for every weight but the king danger's, which it linearises:
        // each round starts again from the weights the last one found.
        const LinearModel model(samples, params);
        std::vector<double> delta(weights.size(), 0.0);
        const auto report = [&](const std::string& what) {
            std::cerr << "round " << round << ", " << what << ": error "
                      << meanError(samples, 0, n, model, delta, k) << ", held out "
                      << meanError(samples, n, samples.size(), model, delta, k) << '\n';
        };

        if (round == 1) {
            double best = 1e9;
            for (double tryK = 0.5; tryK <= 2.5; tryK += 0.01) {
                const double e = meanError(samples, 0, n, model, delta, tryK);
                if (e < best) best = e, k = tryK;
            }
            report("K " + std::to_string(k));

            // A game's result says little about one position of it; the search's score at the
            // time says more, but only what Ferz already knew. Fit to both, half and half.
            std::size_t scored = 0;
            for (Sample& sample : samples)
                if (!std::isnan(sample.score)) {
                    sample.target = (sample.result + sigmoid(k, sample.score)) / 2;
                    ++scored;
                }
            if (scored) report(std::to_string(scored) + " positions with a score");
        }

        const double rate = 1.0, beta1 = 0.9, beta2 = 0.999;
        std::vector<double> m(weights.size()), v(weights.size());
        const double ln10k = std::log(10.0) * k / 400.0;
        for (int epoch = 1; epoch <= epochs; ++epoch) {
            std::vector<double> gradient[2] = {std::vector<double>(weights.size()),
                                               std::vector<double>(weights.size())};
            inHalves(n, [&](std::size_t from, std::size_t to) {
                std::vector<double>& sum = gradient[from == 0 ? 0 : 1];
                for (std::size_t i = from; i < to; ++i) {
                    const double s = sigmoid(k, model.eval(i, delta));
                    const double g = (s - samples[i].target) * s * (1 - s) * ln10k;
                    for (std::uint64_t c = model.first[i]; c < model.first[i + 1]; ++c)
                        sum[model.coefficients[c].weight] += g * model.coefficients[c].perUnit;
                }
            });
            for (std::size_t w = 0; w < weights.size(); ++w) {
                const double moved = *weights[w].second + delta[w] - prior[w];
                const double g =
                    (gradient[0][w] + gradient[1][w]) * 2.0 / double(n) + 2 * pull * moved;
                m[w] = beta1 * m[w] + (1 - beta1) * g;
                v[w] = beta2 * v[w] + (1 - beta2) * g * g;
                const double mHat = m[w] / (1 - std::pow(beta1, epoch));
                const double vHat = v[w] / (1 - std::pow(beta2, epoch));
                delta[w] -= rate * mHat / (std::sqrt(vHat) + 1e-8);
            }
            if (epoch % 25 == 0 || epoch == epochs) report("epoch " + std::to_string(epoch));
        }
        for (std::size_t w = 0; w < weights.size(); ++w)
            *weights[w].second += int(std::lround(delta[w]));
    }
    printParams(std::cout, params);
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    const std::string cmd = argc > 1 ? argv[1] : "";
    if (cmd == "selfplay" && (argc == 6 || argc == 7))
        return selfplay(argv[2], argv[3], std::stoi(argv[4]), std::stoull(argv[5]),
                        argc == 7 ? std::stoull(argv[6]) : 1);
    if (cmd == "tune" && argc >= 3 && argc <= 6)
        return tune(argv[2], argc >= 4 ? std::stoi(argv[3]) : 50,
                    argc >= 5 ? std::stoi(argv[4]) : 1, argc == 6 ? std::stod(argv[5]) : 0.0);
    if (cmd == "print" && argc == 2) {
        printParams(std::cout, DefaultParams);
        return 0;
    }
    std::cerr << "usage: ferz-tune selfplay OPENINGS.epd OUT GAMES NODES [SEED]\n"
                 "       ferz-tune tune DATA [EPOCHS] [ROUNDS] [PULL]"
                 " > engine/search/evalparams.h\n"
                 "       ferz-tune print > engine/search/evalparams.h\n";
    return 2;
}
