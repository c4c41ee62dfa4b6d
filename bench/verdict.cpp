// ferz-verdict-bench: how far the post-game review's verdicts can be trusted, checked against
// Debian's Stockfish searched deeper (docs/review.md, "How good the verdicts are").
//
//   ferz-verdict-bench [GAMES.pgn] [--games N] [--nodes N] [--first-look] [--stockfish PATH]
//                      [--sf-depth N] [--cache FILE] [--first N] [--confirm-depth N]
//                      [--suspicion P] [--workers N] [--verbose] [--dump FILE]
//   ferz-verdict-bench --make-games OUT.pgn [--seed N]
//
// The first form annotates the games (bench/verdict/games.pgn unless told) with Ferz's engine
// as Analyse Game does (two judges of one thread each, 200,000 nodes a position unless told;
// --workers 1: one judge; --first-look: the
// verdicts of the first look alone, unchecked, for comparison), then asks Stockfish about every
// move: first at depth 10 (its best move and the played move alone), then, for every move Ferz
// marked and every move that depth 10 finds losing 5 points of winning chances or more, at a
// fixed depth (22 unless told): its best move and score, the played move alone, and the
// suggested move alone. It prints:
//   - the share of the ? and ?? marks Stockfish confirms: the played move scores at least 100
//     cp below Stockfish's best, or a mate worse;
//   - the share of the suggested moves within 50 cp of Stockfish's best (mate scores compared
//     in the search's units: a mate one move slower is within);
//   - the suggestions that lose to a mate the played move did not lose to;
//   - Stockfish's blunders (its own scores judged by the review's rules as ??) that Ferz did
//     not mark ? or ?? (and those it did not mark ??);
//   - Ferz's seconds per game, by the clock and by CPU time, and per 40 moves;
//   - where the check changed the suggestion, how the first look's own would have fared.
// Each share comes with its 95 % interval (Wilson's), and the seconds with the longest game
// and the number over the target's 30 s. The quality figures depend on node and depth limits
// only, not on the machine's load.
// --cache FILE keeps Stockfish's answers (by position, depth and moves) for the next run;
// --first N starts at the file's Nth game; --confirm-depth and --suspicion set the check's
// AnalysisOptions of those names, to compare; --dump FILE writes every move's scores (the first
// look's, the check's and Stockfish's, each for the mover) as tab-separated values.
//
// The second form plays the games: Ferz against itself at levels from 600 to 1600, one thread,
// each level's own depth and node caps, seeded, so the same seed gives the same games.
#include "judge.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "review.h"
#include "ucijudge.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <unordered_map>

using namespace ferz;

namespace {

// Ferz against itself: the pairs of levels, each played with both colours.
int makeGames(const char* out, std::uint64_t seed) {
    const std::pair<int, int> pairs[] = {{600, 600},   {600, 1000},  {800, 800},   {800, 1200},
                                         {1000, 1000}, {1000, 1400}, {1200, 1200}, {1200, 1600},
                                         {1400, 1400}, {1600, 1600}};
    std::ofstream file(out, std::ios::binary);
    if (!file) {
        std::fprintf(stderr, "cannot write %s\n", out);
        return 1;
    }
    constexpr int MaxPlies = 80; // forty moves each
    int round = 0;
    for (const auto& [a, b] : pairs) {
        for (int swap = 0; swap < 2; ++swap) {
            const int white = swap ? b : a, black = swap ? a : b;
            ++round;
            Engine engines[2];
            for (int side = 0; side < 2; ++side) {
                engines[side].setThreads(1);
                engines[side].setHashMegabytes(16);
                engines[side].setStrength(side == 0 ? white : black);
                engines[side].setSeed(seed * 1000 + std::uint64_t(round) * 2 + side);
                engines[side].newGame();
            }
            Game game;
            while (!game.status().over() && game.ply() < MaxPlies) {
                Engine& e = engines[game.position().sideToMove() == White ? 0 : 1];
                e.setPosition(game.position(),
                              std::vector<Key>(game.keys().begin(), game.keys().end() - 1));
                Move best;
                e.go(SearchLimits{}, {}, [&best](Move m, Move) { best = m; });
                e.wait();
                if (!best || !game.play(best)) break;
            }
            const GameStatus status = game.status();
            PgnGame pgn;
            pgn.setTag("Event", "Ferz verdict bench");
            pgn.setTag("Site", "?");
            pgn.setTag("Date", "2026.12.01");
            pgn.setTag("Round", std::to_string(round));
            pgn.setTag("White", "Ferz " + std::to_string(white));
            pgn.setTag("Black", "Ferz " + std::to_string(black));
            pgn.setTag("Result", std::string(resultString(status.result)));
            for (Move m : game.moves()) {
                PgnMove pm;
                pm.move = m;
                pgn.moves.push_back(pm);
            }
            pgn.result = std::string(resultString(status.result));
            file << writePgn(pgn) << '\n';
            std::fprintf(stderr, "game %d: %d v %d, %zu plies, %s\n", round, white, black,
                         game.ply(), pgn.result.c_str());
        }
    }
    return 0;
}

// Stockfish's view of one move.
struct Truth {
    int best = 0;   // its best move's score, for the mover
    int played = 0; // the played move's, searched alone
    Move bestMove;
};

constexpr int QuickDepth = 10;

bool isMate(int score) {
    return isMateScore(score);
}

// Confirmed: the played move at least 100 cp below the best, or a mate worse than the best.
bool confirmed(const Truth& t) {
    if (isMate(t.best) || isMate(t.played)) return t.played < t.best;
    return t.best - t.played >= 100;
}

std::string scoreText(int score) {
    if (isMate(score)) {
        const int plies = ScoreMate - std::abs(score);
        return std::string(score > 0 ? "#" : "#-") + std::to_string((plies + 1) / 2);
    }
    return std::to_string(score);
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // a long run shows its progress line by line
    AnalysisOptions options;
    options.workers = 2; // as Analyse Game on two cores
    long maxGames = -1, firstGame = 1;
    int sfDepth = 22; // deeper than the check searches, at depth 16 to 24 on the bench's games
    bool verbose = false;
    std::string games = FERZ_VERDICT_GAMES;
    std::string stockfish = "/usr/games/stockfish";
    const char* makeTo = nullptr;
    std::string cacheFile, dumpFile;
    std::uint64_t seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool more = i + 1 < argc;
        if (arg == "--nodes" && more)
            options.nodes = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--games" && more)
            maxGames = std::strtol(argv[++i], nullptr, 10);
        else if (arg == "--sf-depth" && more)
            sfDepth = std::atoi(argv[++i]);
        else if (arg == "--stockfish" && more)
            stockfish = argv[++i];
        else if (arg == "--make-games" && more)
            makeTo = argv[++i];
        else if (arg == "--cache" && more)
            cacheFile = argv[++i];
        else if (arg == "--seed" && more)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--first-look")
            options.verify = false;
        else if (arg == "--confirm-depth" && more)
            options.confirmDepth = std::atoi(argv[++i]);
        else if (arg == "--suspicion" && more)
            options.suspicion = std::atof(argv[++i]);
        else if (arg == "--workers" && more)
            options.workers = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--first" && more)
            firstGame = std::strtol(argv[++i], nullptr, 10);
        else if (arg == "--verbose")
            verbose = true;
        else if (arg == "--dump" && more)
            dumpFile = argv[++i];
        else if (arg[0] != '-')
            games = arg;
        else {
            std::fprintf(stderr, "usage: ferz-verdict-bench [GAMES.pgn] [--games N] [--nodes N] "
                                 "[--first-look] [--stockfish PATH] [--sf-depth N] [--cache FILE] "
                                 "[--first N] [--confirm-depth N] [--suspicion P] [--workers N] "
                                 "[--verbose] [--dump FILE]\n"
                                 "       ferz-verdict-bench --make-games OUT.pgn [--seed N]\n");
            return 2;
        }
    }
    if (makeTo) return makeGames(makeTo, seed);

    std::ifstream in(games, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot open %s\n", games.c_str());
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

    // Stockfish's answers, kept in a file (--cache) so that a run after a change of Ferz's
    // review asks Stockfish only about what changed: position, depth and moves to a score.
    std::unordered_map<std::string, std::pair<int, std::string>> cache;
    std::ofstream cacheOut;
    if (!cacheFile.empty()) {
        std::ifstream known(cacheFile);
        std::string line;
        while (std::getline(known, line)) {
            const std::size_t a = line.find('\t'), b = line.rfind('\t');
            if (a == std::string::npos || a == b) continue;
            cache[line.substr(0, a)] = {std::atoi(line.substr(a + 1, b - a - 1).c_str()),
                                        line.substr(b + 1)};
        }
        cacheOut.open(cacheFile, std::ios::app);
    }

    std::ofstream dump;
    if (!dumpFile.empty()) {
        dump.open(dumpFile, std::ios::binary);
        if (!dump) {
            std::fprintf(stderr, "cannot write %s\n", dumpFile.c_str());
            return 1;
        }
        dump << "game\tply\tmove\tmover\tfirst_before\tfirst_after\tbefore\tafter\tchecked\t"
                "judgement\tsf_best\tsf_played\tsf_depth\n";
    }
    Analyser analyser(options);
    PgnReader reader(in);
    PgnGame pgn;
    long gameCount = 0, moveCount = 0;
    double ferzSeconds = 0, ferzCpu = 0, longestSeconds = 0;
    int gamesOver30 = 0; // the target: under 30 s for a game of 40 moves
    int marks = 0, marksConfirmed = 0, inaccuracies = 0, suggestions = 0, sound = 0, intoMate = 0;
    int sfBlunders = 0, sfBlundersMarked = 0, sfBlundersMarkedBlunder = 0;
    int changed = 0, changedUnsound = 0, changedIntoMate = 0; // the first look's suggestions
    long skipped = 0;
    while ((maxGames < 0 || gameCount < maxGames) && (reader.next(pgn) || reader.error())) {
        if (reader.error()) continue;
        if (++skipped < firstGame) continue;
        std::vector<Move> moves;
        for (const PgnMove& m : pgn.moves) moves.push_back(m.move);
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpuStart = std::clock();
        const GameAnalysis a = analyser.run(pgn.start, moves);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        ferzSeconds += seconds;
        ferzCpu += cpu;
        longestSeconds = std::max(longestSeconds, seconds);
        gamesOver30 += seconds > 30.0;
        ++gameCount;
        moveCount += long(a.moves.size());
        std::printf("game %ld (%s - %s): %zu plies, Ferz %.1f s (%.1f s CPU)\n", gameCount,
                    pgn.tag("White").c_str(), pgn.tag("Black").c_str(), a.moves.size(), seconds,
                    cpu);
        std::fflush(stdout);

        Game game(a.start);
        // Stockfish's score of `only` alone (all moves: empty) at the bench's depth.
        const auto sfScore = [&](const std::vector<Move>& only, Move* best = nullptr,
                                 int depth = 0) {
            JudgeLimits limits;
            limits.depth = depth ? depth : sfDepth;
            std::string key = game.position().fen() + " d" + std::to_string(limits.depth);
            for (Move m : only) key += ' ' + toUci(m);
            if (const auto known = cache.find(key); known != cache.end()) {
                if (best) *best = *parseUci(game.position(), known->second.second);
                return known->second.first;
            }
            // From a cleared hash and history: the answer depends on the position, the depth
            // and the moves alone, not on what was asked before (which depends on Ferz's
            // marks), so the same verdicts always meet the same answers, cached or not.
            sf.newGame();
            const JudgeResult r = sf.search(game, limits, only);
            if (!r.scored()) {
                std::fprintf(stderr, "Stockfish failed: %s\n", sf.failure().c_str());
                std::exit(1);
            }
            if (best) *best = r.best().move;
            cache[key] = {r.best().score, toUci(r.best().move)};
            if (cacheOut)
                cacheOut << key << '\t' << r.best().score << '\t' << toUci(r.best().move)
                         << std::endl;
            return r.best().score;
        };
        for (std::size_t i = 0; i < a.reviews.size(); ++i) {
            const MoveReview& r = a.reviews[i];
            const Position pos = game.position();
            Truth t;
            int truthDepth = 0;
            if (!game.status().over() && countLegalMoves(pos) > 1) {
                truthDepth = QuickDepth;
                // A quick look first; the deep one where a mark is, or may be.
                t.best = sfScore({}, &t.bestMove, QuickDepth);
                t.played =
                    t.bestMove == r.played ? t.best : sfScore({r.played}, nullptr, QuickDepth);
                const double quickLoss =
                    winChanceLoss(Evaluation::fromSideToMove(t.best, r.mover),
                                  Evaluation::fromSideToMove(t.played, r.mover), r.mover);
                if (r.judgement != Judgement::None || quickLoss >= 5.0 || isMate(t.best) ||
                    isMate(t.played)) {
                    t.best = sfScore({}, &t.bestMove);
                    t.played = t.bestMove == r.played ? t.best : sfScore({r.played});
                    truthDepth = sfDepth;
                }
            }
            const Judgement sfJudgement =
                t.bestMove ? judgeMove(Evaluation::fromSideToMove(t.best, r.mover),
                                       Evaluation::fromSideToMove(t.played, r.mover), r.mover)
                           : Judgement::None;
            const std::string san = toSan(pos, r.played);
            const std::string where =
                std::to_string(pos.fullmoveNumber()) + (r.mover == White ? ". " : "... ") + san;
            if (dump && i + 1 < a.positions.size())
                dump << skipped << '\t' << i << '\t' << where << '\t'
                     << (r.mover == White ? 'w' : 'b') << '\t'
                     << a.positions[i].eval.forSide(r.mover) << '\t'
                     << a.positions[i + 1].eval.forSide(r.mover) << '\t'
                     << r.before.forSide(r.mover) << '\t' << r.after.forSide(r.mover) << '\t'
                     << r.checkedDepth << '\t' << int(r.judgement) << '\t' << t.best << '\t'
                     << t.played << '\t' << truthDepth << '\n';
            if (sfJudgement == Judgement::Blunder) {
                ++sfBlunders;
                const bool marked =
                    r.judgement == Judgement::Mistake || r.judgement == Judgement::Blunder;
                sfBlundersMarked += marked;
                sfBlundersMarkedBlunder += r.judgement == Judgement::Blunder;
                if (!marked && verbose)
                    std::printf("  missed: %s%s (Stockfish: best %s %s, played %s)\n",
                                where.c_str(), std::string(glyphOf(r.judgement)).c_str(),
                                toSan(pos, t.bestMove).c_str(), scoreText(t.best).c_str(),
                                scoreText(t.played).c_str());
            }
            if (r.judgement == Judgement::Inaccuracy) ++inaccuracies;
            if (r.judgement == Judgement::Mistake || r.judgement == Judgement::Blunder) {
                ++marks;
                const bool ok = confirmed(t);
                marksConfirmed += ok;
                if (verbose || !ok)
                    std::printf("  %s %s%s %s  (Ferz: best %s, played %s, depth %d; Stockfish: "
                                "best %s %s, played %s)\n",
                                ok ? "confirmed" : "NOT CONFIRMED", where.c_str(),
                                std::string(glyphOf(r.judgement)).c_str(), r.comment().c_str(),
                                scoreText(r.before.forSide(r.mover)).c_str(),
                                scoreText(r.after.forSide(r.mover)).c_str(), r.checkedDepth,
                                toSan(pos, t.bestMove).c_str(), scoreText(t.best).c_str(),
                                scoreText(t.played).c_str());
            }
            // What the first look alone would have suggested, where the check changed it.
            const Move firstBest = a.positions[i].best;
            if (r.judgement != Judgement::None && firstBest && firstBest != r.played &&
                firstBest != r.explanation.better) {
                ++changed;
                const int s = firstBest == t.bestMove ? t.best : sfScore({firstBest});
                const bool mated = isMate(s) && s < 0 && !(isMate(t.played) && t.played < 0);
                changedUnsound += s < t.best - 50;
                changedIntoMate += mated;
                if (verbose || mated)
                    std::printf("  first look's %s for %s: %s%s (%s; Stockfish: best %s %s); "
                                "shown %s  [%s]\n",
                                toSan(pos, firstBest).c_str(), where.c_str(), scoreText(s).c_str(),
                                mated ? " INTO MATE" : "", a.positions[i].eval.pgnText().c_str(),
                                toSan(pos, t.bestMove).c_str(), scoreText(t.best).c_str(),
                                r.explanation.betterSan.c_str(), pos.fen().c_str());
            }
            if (r.judgement != Judgement::None && r.explanation.better) {
                ++suggestions;
                const int s =
                    r.explanation.better == t.bestMove ? t.best : sfScore({r.explanation.better});
                const bool good = s >= t.best - 50;
                const bool mated = isMate(s) && s < 0 && !(isMate(t.played) && t.played < 0);
                sound += good;
                intoMate += mated;
                if (verbose || !good || mated)
                    std::printf("  suggestion %s %s for %s: %s (Stockfish: best %s %s)\n",
                                mated  ? "INTO MATE"
                                : good ? "sound"
                                       : "UNSOUND",
                                r.explanation.betterSan.c_str(), where.c_str(),
                                scoreText(s).c_str(), toSan(pos, t.bestMove).c_str(),
                                scoreText(t.best).c_str());
            }
            game.play(r.played);
        }
        std::fflush(stdout);
    }
    const auto share = [](int part, int whole) { return whole ? 100.0 * part / whole : 100.0; };
    // Wilson's 95 % interval of a share, in percent: how far 20 games pin it down.
    const auto interval = [](int part, int whole) {
        if (whole == 0) return std::string();
        const double z = 1.96, n = whole, p = part / n, z2n = z * z / n;
        const double centre = (p + z2n / 2) / (1 + z2n);
        const double half = z * std::sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
        char text[64];
        std::snprintf(text, sizeof text, "; 95 %% interval %.1f to %.1f %%", 100 * (centre - half),
                      100 * (centre + half));
        return std::string(text);
    };
    std::printf("\n%ld games, %ld moves; Ferz %s, %llu nodes a position; Stockfish depth %d\n",
                gameCount, moveCount, options.verify ? "checked" : "first look only",
                static_cast<unsigned long long>(options.nodes), sfDepth);
    std::printf("marks ? and ?? confirmed by Stockfish: %d of %d (%.1f %%%s); ?! marks: %d\n",
                marksConfirmed, marks, share(marksConfirmed, marks),
                interval(marksConfirmed, marks).c_str(), inaccuracies);
    std::printf("suggestions within 50 cp of Stockfish's best: %d of %d (%.1f %%%s)\n", sound,
                suggestions, share(sound, suggestions), interval(sound, suggestions).c_str());
    std::printf("suggestions into a mate the played move did not allow: %d\n", intoMate);
    std::printf("suggestions the check changed: %d; of the first look's instead, %d more than "
                "50 cp below Stockfish's best, %d into a mate\n",
                changed, changedUnsound, changedIntoMate);
    std::printf("Stockfish's ?? marked ? or ?? by Ferz: %d of %d (%.1f %%%s); marked ??: %d "
                "(%.1f %%)\n",
                sfBlundersMarked, sfBlunders, share(sfBlundersMarked, sfBlunders),
                interval(sfBlundersMarked, sfBlunders).c_str(), sfBlundersMarkedBlunder,
                share(sfBlundersMarkedBlunder, sfBlunders));
    std::printf("Ferz: %.1f s a game by the clock, %.1f s of CPU; %.1f s (CPU) per 40 moves\n",
                gameCount ? ferzSeconds / double(gameCount) : 0.0,
                gameCount ? ferzCpu / double(gameCount) : 0.0,
                moveCount ? ferzCpu / double(moveCount) * 80.0 : 0.0);
    std::printf("Ferz: the longest game %.1f s by the clock; %d of %ld games over 30 s\n",
                longestSeconds, gamesOver30, gameCount);
    return 0;
}
