// ferz-analysis-bench FILE [--nodes N] [--games N] [--verbose]: analyses the games of a PGN
// file as the post-game review does, at a fixed node count per position (200000 unless told),
// and prints the positions per second (by the clock and by CPU time, since a shared machine
// slows the clock) and how many moves got ?!, ? and ?? and why. One search thread, so the
// counts are the same on every run and machine. --verbose prints every judged move.
#include "notation.h"
#include "review.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>

int main(int argc, char* argv[]) {
    ferz::AnalysisOptions options;
    long maxGames = -1;
    bool verbose = false;
    const char* file = nullptr;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--nodes" && i + 1 < argc)
            options.nodes = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--games" && i + 1 < argc)
            maxGames = std::strtol(argv[++i], nullptr, 10);
        else if (arg == "--verbose")
            verbose = true;
        else if (!file && arg[0] != '-')
            file = argv[i];
        else
            file = nullptr, i = argc;
    }
    if (!file) {
        std::fprintf(stderr,
                     "usage: ferz-analysis-bench FILE.pgn [--nodes N] [--games N] [--verbose]\n");
        return 2;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot open %s\n", file);
        return 1;
    }

    ferz::Analyser analyser(options);
    ferz::PgnReader reader(in);
    ferz::PgnGame game;
    long games = 0, positions = 0;
    int marks[4] = {};
    int reasons[7] = {};
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    while ((maxGames < 0 || games < maxGames) && (reader.next(game) || reader.error())) {
        if (reader.error()) continue; // an unreadable game: the next one
        std::vector<ferz::Move> moves;
        for (const ferz::PgnMove& m : game.moves) moves.push_back(m.move);
        const ferz::GameAnalysis a = analyser.run(game.start, moves);
        ++games;
        positions += long(a.positions.size());
        for (const ferz::MoveReview& r : a.reviews) {
            ++marks[int(r.judgement)];
            if (r.judgement == ferz::Judgement::None) continue;
            ++reasons[int(r.explanation.reason)];
            if (verbose) {
                ferz::Position pos = a.start;
                for (std::size_t i = 0; i < r.ply; ++i) {
                    ferz::StateInfo st;
                    pos.makeMove(a.moves[i], st);
                }
                std::printf("game %ld, %d%s %s%s (%s -> %s): %s\n", games, pos.fullmoveNumber(),
                            pos.sideToMove() == ferz::White ? "." : "...",
                            ferz::toSan(pos, r.played).c_str(),
                            std::string(ferz::glyphOf(r.judgement)).c_str(),
                            r.before.pgnText().c_str(), r.after.pgnText().c_str(),
                            r.comment().c_str());
            }
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;

    std::printf("%ld games, %ld positions at %llu nodes: %.1f s, %.1f positions/s; "
                "%.1f s of CPU, %.1f positions per CPU second\n",
                games, positions, static_cast<unsigned long long>(options.nodes), seconds,
                seconds > 0 ? double(positions) / seconds : 0.0, cpu,
                cpu > 0 ? double(positions) / cpu : 0.0);
    std::printf("?! %d   ? %d   ?? %d   (of %d moves)\n", marks[1], marks[2], marks[3],
                marks[0] + marks[1] + marks[2] + marks[3]);
    static const char* const names[7] = {"allows mate",   "misses mate",  "hangs a piece",
                                         "loses a piece", "lets promote", "misses a win",
                                         "better move"};
    std::printf("reasons:");
    for (int i = 0; i < 7; ++i) std::printf(" %s %d%s", names[i], reasons[i], i < 6 ? "," : "\n");
    return 0;
}
