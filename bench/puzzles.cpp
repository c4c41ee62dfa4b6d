// ferz-puzzle-bench: how many of the shipped puzzles an outside engine agrees with
// (docs/puzzles.md, "How good the set is"). Debian's Stockfish searches each solver move of a
// sample with two lines (MultiPV 2), and the puzzle passes when at every solver move
// Stockfish's best move is the solution and the only win, by the rule the maker keeps moves by
// (tools/puzzles/criterion.h: in a mate puzzle no other move mates as fast or one move slower;
// otherwise a best move that wins at least two pawns with the second at most half of it, 150 cp
// and 20 points of winning chances below). A second figure reads mate puzzles strictly: no
// other move mates at all, however slowly.
//
//   ferz-puzzle-bench [--file PUZZLES.tsv] [--sample N] [--depth D] [--stockfish PATH]
//                     [--verbose]
//
// The sample is N puzzles spread evenly over the file (all of them when N is 0 or more than
// the file holds); Stockfish searches to depth D (18 unless told), one thread, 64 MB of hash.
// It prints the share of puzzles that pass, the share whose every solution move is Stockfish's
// best, and the failures (each with its move and Stockfish's two lines).
#include "criterion.h"
#include "game.h"
#include "judge.h"
#include "notation.h"
#include "puzzle.h"
#include "ucijudge.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

using namespace ferz;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::string file = FERZ_PUZZLES_FILE;
    std::string stockfish = "/usr/games/stockfish";
    std::size_t sample = 200;
    int depth = 18;
    bool verbose = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool more = i + 1 < argc;
        if (arg == "--file" && more)
            file = argv[++i];
        else if (arg == "--sample" && more)
            sample = std::strtoul(argv[++i], nullptr, 10);
        else if (arg == "--depth" && more)
            depth = std::atoi(argv[++i]);
        else if (arg == "--stockfish" && more)
            stockfish = argv[++i];
        else if (arg == "--verbose")
            verbose = true;
        else {
            std::fprintf(stderr, "usage: ferz-puzzle-bench [--file PUZZLES.tsv] [--sample N] "
                                 "[--depth D] [--stockfish PATH] [--verbose]\n");
            return 2;
        }
    }

    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot open %s\n", file.c_str());
        return 1;
    }
    std::vector<std::string> problems;
    const std::vector<Puzzle> puzzles = readPuzzles(in, &problems);
    for (const std::string& p : problems) std::fprintf(stderr, "%s\n", p.c_str());
    if (puzzles.empty()) {
        std::fprintf(stderr, "no puzzles in %s\n", file.c_str());
        return 1;
    }

    EngineConfig sfConfig;
    sfConfig.name = QStringLiteral("Stockfish");
    sfConfig.program = QString::fromStdString(stockfish);
    sfConfig.options = {{QStringLiteral("Threads"), QStringLiteral("1")},
                        {QStringLiteral("Hash"), QStringLiteral("64")}};
    UciJudge sf(sfConfig);
    if (!sf.start()) {
        std::fprintf(stderr, "Stockfish cannot be started (%s): %s\n", stockfish.c_str(),
                     sf.failure().c_str());
        return 1;
    }

    const std::size_t n = sample == 0 || sample > puzzles.size() ? puzzles.size() : sample;
    int passed = 0, strict = 0, bestEverywhere = 0, moves = 0, movesBest = 0, movesOnly = 0;
    std::map<bool, std::pair<int, int>> byKind; // mate or not: passed, checked
    for (std::size_t s = 0; s < n; ++s) {
        const Puzzle& p = puzzles[s * puzzles.size() / n];
        bool mateLine = false;
        for (int t = 0; t < 5; ++t)
            mateLine |= p.hasTheme(PuzzleTheme(int(PuzzleTheme::MateIn1) + t));
        Game game(p.position);
        bool pass = true, allBest = true, strictPass = true;
        sf.newGame();
        for (std::size_t i = 0; i < p.moves.size(); ++i) {
            if (i % 2 == 1) {
                const JudgeResult r = sf.search(game, JudgeLimits{0, depth, 0}, {}, 2);
                ++moves;
                const bool best = r.scored() && r.best().move == p.moves[i];
                const int second = r.lines.size() > 1 ? r.lines[1].score : -ScoreInfinite;
                const bool only = best && puzzles::onlyWin(r.best().score, second, mateLine);
                strictPass =
                    strictPass && only && (!mateLine || puzzles::onlyMate(r.best().score, second));
                movesBest += best;
                movesOnly += only;
                allBest = allBest && best;
                if (!only) {
                    pass = false;
                    std::string lines;
                    for (const JudgeLine& l : r.lines) {
                        lines.append(" ").append(toSan(game.position(), l.move));
                        lines.append(" ").append(std::to_string(l.score));
                    }
                    std::printf("%s move %zu %s: Stockfish%s\n", p.id.c_str(), i + 1,
                                toSan(game.position(), p.moves[i]).c_str(), lines.c_str());
                }
            }
            game.play(p.moves[i]);
        }
        passed += pass;
        strict += strictPass;
        bestEverywhere += allBest;
        byKind[mateLine].first += pass;
        ++byKind[mateLine].second;
        if (verbose) std::printf("%s %s\n", p.id.c_str(), pass ? "passes" : "fails");
    }
    std::printf("\n%zu puzzles of %zu checked by %s at depth %d (MultiPV 2)\n", n, puzzles.size(),
                sf.name().c_str(), depth);
    std::printf("every solver move the only win: %d (%.1f %%)\n", passed, 100.0 * passed / n);
    std::printf("and in mate puzzles no slower mate either: %d (%.1f %%)\n", strict,
                100.0 * strict / n);
    std::printf("every solver move Stockfish's best: %d (%.1f %%)\n", bestEverywhere,
                100.0 * bestEverywhere / n);
    std::printf("solver moves: %d, Stockfish's best %d, the only win %d\n", moves, movesBest,
                movesOnly);
    for (const auto& [mate, counts] : byKind)
        std::printf("  %s puzzles: %d of %d pass\n", mate ? "mate" : "other", counts.first,
                    counts.second);
    return 0;
}
