// ferz-puzzles: makes the tactics puzzles Ferz ships (resources/puzzles/puzzles.tsv) from its
// own self-play games. docs/puzzles.md describes the method and the file; in short:
//
// 1. Games. Game g is played by Ferz against itself at two levels drawn by a generator seeded
//    with g (600 to 1800 Elo: the weak levels blunder, which makes tactics for the other side),
//    its openings from Ferz's own book (compiled in, so no file is read), each move a level's
//    node-limited search. One thread, node limits only: the same command makes the same file.
// 2. Candidates. Every position of the game gets a quick look; a position right after a move
//    that gave the other side at least 1.5 pawns, and left it winning, is a candidate.
// 3. The line. The candidate is searched with two lines at --nodes; it is kept only when the
//    best move is the only win (criterion.h). The best move is played, then the opponent's best
//    reply, and so on while the solver's move stays the only win, until the gain is cashed (a
//    mate, or two pawns of material won in a quiet position), 1 to 5 solver moves.
// 4. The check. Every solver move is searched again at 4 × --nodes and must be the best and the
//    only win there too, and the other moves searched alone at 4 × --nodes find no second
//    win; else the puzzle is dropped. --check-with asks an outside UCI engine
//    (Stockfish) the same question and drops what it disagrees with.
// 5. Themes (themes.h), and the rating: which of Ferz's levels find every solver move (three
//    tries each, seeded), from the weakest up, on the Elo scale the levels are measured in
//    (level.h, measuredElo).
//
// usage: ferz-puzzles [--games N] [--first-game K] [--nodes N] [--out FILE] [--date TEXT]
//                     [--check-with ENGINE [--check-nodes N]] [--resume EARLIER.tsv]
#include "criterion.h"
#include "movegen.h"
#include "notation.h"
#include "ownbook.h"
#include "puzzle.h"
#include "searcher.h"
#include "see.h"
#include "themes.h"
#include "ucicheck.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

namespace {

using namespace ferz;
using namespace ferz::puzzles;

struct Options {
    long games = 10;
    long firstGame = 0;
    std::uint64_t nodes = 40'000;
    std::string out;
    std::string date;
    std::string checkWith;
    std::uint64_t checkNodes = 1'000'000;
    std::string resume;
};

// The levels that play the games, and the ladder the rating is measured on.
constexpr int PlayLevels[] = {600, 800, 1000, 1200, 1400, 1600, 1800};
constexpr int RatingLevels[] = {600, 800, 1000, 1200, 1400, 1600, 1800, 2000};
constexpr int RatingTries = 3;
constexpr int MaxPlies = 160;
// A game is ended once one side is this far ahead in material: the rest is mopping up.
constexpr int DecidedMaterial = 1800;
// Puzzles from one game are at least this many plies apart.
constexpr int MinPliesApart = 6;

std::uint64_t mix(std::uint64_t x) {
    // SplitMix64's finaliser: seeds that differ in one bit give unrelated generators.
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

struct PlayedGame {
    int whiteElo = 0, blackElo = 0;
    std::vector<Position> positions; // positions[k]: after k moves
    std::vector<Move> moves;
};

// Game g: two levels drawn from g's generator, each side its own engine with the book.
PlayedGame playGame(long g, Engine& white, Engine& black,
                    const std::shared_ptr<const PolyglotBook>& book) {
    std::mt19937_64 rng(mix(std::uint64_t(g)));
    PlayedGame out;
    out.whiteElo = PlayLevels[rng() % std::size(PlayLevels)];
    out.blackElo = PlayLevels[rng() % std::size(PlayLevels)];
    Engine* engines[2] = {&white, &black};
    for (Color c : {White, Black}) {
        Engine& e = *engines[c];
        e.newGame();
        e.setStrength(c == White ? out.whiteElo : out.blackElo);
        e.setBook(book);
        e.setUseBook(book != nullptr);
        e.setBookStartPly(0);
        e.setMultiPv(1);
        e.setSeed(rng());
    }
    Game game;
    out.positions.push_back(game.position());
    while (int(game.ply()) < MaxPlies && !game.status().over() && !game.status().canClaimDraw() &&
           std::abs(materialBalance(game.position(), White)) < DecidedMaterial) {
        Engine& e = *engines[game.position().sideToMove()];
        e.setPosition(game.position(),
                      std::vector<Key>(game.keys().begin(), game.keys().end() - 1));
        Move best;
        e.go(SearchLimits{}, {}, [&best](Move m, Move) { best = m; });
        e.wait();
        if (!best || !game.play(best)) break;
        out.moves.push_back(best);
        out.positions.push_back(game.position());
    }
    return out;
}

// Two pawns or more won since the puzzle began, and the opponent (to move) can win nothing
// back at once: no capture of theirs comes out ahead.
bool cashed(const Position& pos, Color solver, int startBalance) {
    if (materialBalance(pos, solver) - startBalance < 200) return false;
    for (Move m : MoveList(pos, GenType::Captures))
        if (seeAtLeast(pos, m, 1)) return false;
    return !pos.inCheck();
}

bool isMate(const Position& pos) {
    return pos.inCheck() && countLegalMoves(pos) == 0;
}

int mateMoves(int score) {
    return (ScoreMate - score + 1) / 2;
}

struct Built {
    Puzzle puzzle;
    bool mateLine = false;
    std::vector<Position> solverPositions; // before each solver move
};

// Steps 3 and 4: the line from the position after the opponent's move `first` in `start`.
// Why candidates were dropped, for the progress report.
struct Drops {
    int firstMove = 0, laterMove = 0, notCashed = 0, deeper = 0, outside = 0, noTheme = 0,
        balance = 0;
};

std::optional<Built> buildLine(Searcher& s, const Position& start, Move first, std::uint64_t nodes,
                               const Criterion& c, Drops& drops) {
    Built b;
    b.puzzle.position = start;
    b.puzzle.moves = {first};
    Position pos = start;
    std::deque<StateInfo> states(1);
    pos.makeMove(first, states.back());
    const Color solver = pos.sideToMove();
    // The material the solver had before the opponent's move or after it, whichever is more:
    // taking back what the opponent just took wins nothing.
    const int startBalance = std::max(materialBalance(start, solver), materialBalance(pos, solver));
    for (int i = 1; i <= PuzzleMaxSolverMoves; ++i) {
        const std::vector<Line> lines = s.search(pos, nodes, 2);
        if (lines.empty() || (i == 1 && lines.size() < 2)) return std::nullopt;
        if (i == 1)
            b.mateLine = matesFor(lines[0].score) && mateMoves(lines[0].score) <= c.maxMateMoves;
        const int second = lines.size() > 1 ? lines[1].score : -ScoreInfinite;
        if (!onlyWin(lines[0].score, second, b.mateLine, c)) {
            ++(i == 1 ? drops.firstMove : drops.laterMove);
            return std::nullopt;
        }
        const Move m = lines[0].move;
        b.solverPositions.push_back(pos);
        b.puzzle.moves.push_back(m);
        states.emplace_back();
        pos.makeMove(m, states.back());
        if (isMate(pos)) return b;
        if (countLegalMoves(pos) == 0) return std::nullopt; // stalemate
        if (!b.mateLine && cashed(pos, solver, startBalance)) return b;
        if (i == PuzzleMaxSolverMoves) {
            ++drops.notCashed;
            return std::nullopt;
        }
        const std::vector<Line> reply = s.search(pos, nodes, 1);
        if (reply.empty()) return std::nullopt;
        b.puzzle.moves.push_back(reply[0].move);
        states.emplace_back();
        pos.makeMove(reply[0].move, states.back());
    }
    return std::nullopt;
}

// Every solver move searched again deeper: still the best, still the only win, and the best
// of the other moves searched alone no second win either.
bool verify(Searcher& s, const Built& b, std::uint64_t nodes, const Criterion& c) {
    for (std::size_t i = 0; i < b.solverPositions.size(); ++i) {
        const Position& pos = b.solverPositions[i];
        const Move solution = b.puzzle.moves[2 * i + 1];
        const std::vector<Line> lines = s.search(pos, nodes, 2);
        if (lines.empty() || lines[0].move != solution) return false;
        int second = lines.size() > 1 ? lines[1].score : -ScoreInfinite;
        if (const std::optional<Line> other = s.bestOther(pos, nodes, solution))
            second = std::max(second, other->score);
        if (!onlyWin(lines[0].score, second, b.mateLine, c)) return false;
    }
    return true;
}

// Step 5: the rating. For each level from the weakest, the share of tries in which it plays
// every solver move; the rating is where that share crosses one half, between the measured
// Elo of the last level below it and the first at or above it.
int rate(Searcher& s, const Built& b) {
    const Key key = b.puzzle.position.key();
    double previousShare = 0;
    for (std::size_t l = 0; l < std::size(RatingLevels); ++l) {
        const int elo = RatingLevels[l];
        int solved = 0;
        for (int t = 0; t < RatingTries; ++t) {
            bool ok = true;
            for (std::size_t i = 0; ok && i < b.solverPositions.size(); ++i) {
                const std::uint64_t seed = mix(key ^ mix(std::uint64_t(elo) * 131 + t * 17 + i));
                ok = s.levelMove(b.solverPositions[i], elo, seed) == b.puzzle.moves[2 * i + 1];
            }
            solved += ok;
        }
        const double share = double(solved) / RatingTries;
        const double here = measuredElo(elo).elo;
        if (share >= 0.5) {
            if (l == 0) return int(here - 300 * (share - 0.5)); // 522 … 672
            const double below = measuredElo(RatingLevels[l - 1]).elo;
            const double t = (0.5 - previousShare) / (share - previousShare);
            return int(below + (here - below) * t);
        }
        previousShare = share;
    }
    const double top = measuredElo(RatingLevels[std::size(RatingLevels) - 1]).elo;
    return int(top + 100 + 300 * (0.5 - previousShare)); // 2138 … 2288
}

// The command that makes the file, as its header gives it.
std::string commandLine(const Options& o) {
    std::string command = "ferz-puzzles --games " + std::to_string(o.games) + " --first-game " +
                          std::to_string(o.firstGame) + " --nodes " + std::to_string(o.nodes);
    if (!o.checkWith.empty())
        command +=
            " --check-with " + o.checkWith + " --check-nodes " + std::to_string(o.checkNodes);
    if (!o.date.empty()) command += " --date " + o.date;
    return command;
}

// The review's verdict on the opponent's move that set the puzzle (game.moves[k - 1]), for its
// motif: a piece hung or left undefended, a fork allowed.
MoveReview opponentsMove(Searcher& s, const PlayedGame& game, std::size_t k, std::uint64_t nodes) {
    const Position& start = game.positions[k - 1];
    const std::vector<Line> la = s.search(start, nodes, 1);
    const std::vector<Line> lb = s.search(game.positions[k], nodes, 1);
    if (la.empty() || lb.empty()) return {};
    const PositionAnalysis before{Evaluation::fromSideToMove(la[0].score, start.sideToMove()),
                                  la[0].move,
                                  la[0].pv,
                                  1,
                                  0,
                                  true};
    const PositionAnalysis after{Evaluation::fromSideToMove(lb[0].score, ~start.sideToMove()),
                                 lb[0].move,
                                 lb[0].pv,
                                 1,
                                 0,
                                 true};
    return reviewMove(start, game.moves[k - 1], before, after,
                      k >= 2 ? game.moves[k - 2] : Move::none());
}

// The set made so far: what the balance rules and the duplicate check look at.
struct SetSoFar {
    int made = 0;
    int matesInOne = 0;
    std::map<int, int> bands;     // puzzles by rating / 200
    std::unordered_set<Key> seen; // each puzzle's position, before and after the first move

    void add(const Puzzle& p) {
        ++made;
        matesInOne += p.hasTheme(PuzzleTheme::MateIn1);
        ++bands[p.rating / 200];
        seen.insert(p.position.key());
        Position after = p.position;
        StateInfo st;
        after.makeMove(p.moves.front(), st);
        seen.insert(after.key());
    }
};

// --resume: the earlier run's file, made by the same command with fewer games. Its puzzles are
// taken as they are (the set so far, as if this run had made them) and the games after its
// last are played, so the two runs write the file one run of all the games would.
struct Resumed {
    long games = 0;
    std::vector<std::string> lines;
    std::string error;
};

Resumed resume(const std::string& path, const Options& o) {
    Resumed r;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        r.error = "cannot read " + path;
        return r;
    }
    std::string line, command;
    while (std::getline(in, line)) {
        if (line.rfind("# ferz-puzzles ", 0) == 0)
            command = line.substr(2);
        else if (!line.empty() && line[0] != '#')
            r.lines.push_back(line);
    }
    // The command must be this one but for --games (and --date).
    Options earlier = o;
    const std::size_t at = command.find(" --games ");
    if (at == std::string::npos) {
        r.error = path + " does not say the command that made it";
        return r;
    }
    earlier.games = std::atol(command.c_str() + at + 9);
    const std::size_t dateAt = command.find(" --date ");
    earlier.date = dateAt == std::string::npos ? std::string() : command.substr(dateAt + 8);
    if (command != commandLine(earlier)) {
        r.error = path + " was made by another command: " + command;
        return r;
    }
    r.games = earlier.games;
    std::string all;
    for (const std::string& l : r.lines) all += l + '\n';
    std::istringstream text(all);
    std::vector<std::string> problems;
    const std::size_t read = readPuzzles(text, &problems).size();
    if (!problems.empty() || read != r.lines.size())
        r.error = path + ": " + (problems.empty() ? std::string("unreadable") : problems.front());
    return r;
}

std::string header(const Options& o, const std::string& checker) {
    const std::string command = commandLine(o);
    std::string h = "# Ferz's tactics puzzles: id, FEN, moves (UCI), rating, themes; one a line, "
                    "TAB-separated (docs/puzzles.md).\n"
                    "# Made by ferz-puzzles (tools/puzzles) from Ferz's own self-play games";
    if (!o.date.empty()) h += ", " + o.date;
    h += ", with:\n# " + command + "\n";
    if (!checker.empty()) h += "# checked by " + checker + "\n";
    return h;
}

int usage() {
    std::fprintf(stderr, "usage: ferz-puzzles [--games N] [--first-game K] [--nodes N] "
                         "[--out FILE] [--date TEXT] [--check-with ENGINE [--check-nodes N]] "
                         "[--resume EARLIER.tsv]\n");
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool more = i + 1 < argc;
        if (arg == "--games" && more)
            o.games = std::atol(argv[++i]);
        else if (arg == "--first-game" && more)
            o.firstGame = std::atol(argv[++i]);
        else if (arg == "--nodes" && more)
            o.nodes = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--out" && more)
            o.out = argv[++i];
        else if (arg == "--date" && more)
            o.date = argv[++i];
        else if (arg == "--check-with" && more)
            o.checkWith = argv[++i];
        else if (arg == "--check-nodes" && more)
            o.checkNodes = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--resume" && more)
            o.resume = argv[++i];
        else
            return usage();
    }
    if (o.games < 0 || o.firstGame < 0 || o.nodes < 1000) {
        std::fprintf(stderr, "--games and --first-game are 0 or more, --nodes 1000 or more\n");
        return 2;
    }

    Resumed resumed;
    if (!o.resume.empty()) {
        if (o.resume == o.out) {
            std::fprintf(stderr, "--resume reads %s: write to another file\n", o.resume.c_str());
            return 2;
        }
        resumed = resume(o.resume, o);
        if (!resumed.error.empty()) {
            std::fprintf(stderr, "cannot resume: %s\n", resumed.error.c_str());
            return 1;
        }
        if (resumed.games >= o.games) {
            std::fprintf(stderr, "%s already has %ld games; ask for more with --games\n",
                         o.resume.c_str(), resumed.games);
            return 2;
        }
    }

    std::ofstream file;
    if (!o.out.empty()) {
        file.open(o.out, std::ios::binary | std::ios::trunc);
        if (!file) {
            std::fprintf(stderr, "cannot write %s\n", o.out.c_str());
            return 1;
        }
    }
    std::ostream& out = o.out.empty() ? std::cout : file;

    std::unique_ptr<UciCheck> outside;
    if (!o.checkWith.empty()) {
        outside = std::make_unique<UciCheck>(o.checkWith, o.checkNodes);
        if (!outside->ok()) {
            std::fprintf(stderr, "%s cannot be used: %s\n", o.checkWith.c_str(),
                         outside->failure().c_str());
            return 1;
        }
    }

    Parsed<PolyglotBook> parsedBook = ownBook();
    std::shared_ptr<const PolyglotBook> book;
    if (parsedBook) book = std::make_shared<const PolyglotBook>(std::move(parsedBook).value());
    Engine white, black;
    Searcher searcher;
    const Criterion criterion;
    const std::uint64_t screenNodes = std::max<std::uint64_t>(1000, o.nodes / 8);

    out << header(o, outside ? outside->name() : std::string());
    SetSoFar set;
    for (const std::string& line : resumed.lines) {
        std::istringstream text(line);
        set.add(readPuzzles(text).front());
        out << line << '\n';
    }
    out << std::flush;
    Drops drops;
    const auto started = std::chrono::steady_clock::now();
    for (long g = o.firstGame + resumed.games; g < o.firstGame + o.games; ++g) {
        const PlayedGame game = playGame(g, white, black, book);
        const std::size_t n = game.moves.size();
        // Step 2: a quick look at every position, from the side to move's view.
        std::vector<std::optional<int>> eval(n + 1);
        for (std::size_t k = 1; k <= n; ++k) {
            const std::vector<Line> l = searcher.search(game.positions[k], screenNodes, 1);
            if (!l.empty()) eval[k] = l[0].score;
        }
        int candidates = 0, here = 0;
        long lastPly = -MinPliesApart;
        for (std::size_t k = 2; k <= n; ++k) {
            if (!eval[k] || !eval[k - 1] || long(k) - lastPly < MinPliesApart) continue;
            const int now = *eval[k], before = -*eval[k - 1]; // the solver's view
            const bool mate = matesFor(now) && mateMoves(now) <= criterion.maxMateMoves;
            if (!mate && (now < criterion.minWinCp || now - before < 150 || before > 300)) continue;
            const Position& start = game.positions[k - 1];
            if (set.seen.count(start.key()) || set.seen.count(game.positions[k].key())) continue;
            ++candidates;
            std::optional<Built> b =
                buildLine(searcher, start, game.moves[k - 1], o.nodes, criterion, drops);
            if (!b) continue;
            // The checks below are each a function of the line alone, so their order does not
            // change the set; the cheap ones and the quotas come first, so that the deep
            // searches and the outside engine are spent only on what the set will take.
            b->puzzle.themes = themesOf(b->puzzle, opponentsMove(searcher, game, k, o.nodes));
            if (b->puzzle.themes.empty()) {
                ++drops.noTheme;
                continue;
            }
            // Mates in one come easily: at most a fifth of the set.
            const bool mateIn1 = b->puzzle.hasTheme(PuzzleTheme::MateIn1);
            if (set.made >= 80 && mateIn1 && set.matesInOne + 1 > (set.made + 1) / 5) {
                ++drops.balance;
                continue;
            }
            b->puzzle.rating = std::clamp(rate(searcher, *b), PuzzleMinRating, PuzzleMaxRating);
            // A balanced set: no rating band of 200 holds more than a quarter of the set (once
            // it has 80 puzzles), so the easy tactics of weak games do not crowd out the rest.
            const int band = b->puzzle.rating / 200;
            if (set.made >= 80 && set.bands[band] + 1 > (set.made + 1) / 4) {
                ++drops.balance;
                continue;
            }
            if (!verify(searcher, *b, 4 * o.nodes, criterion)) {
                ++drops.deeper;
                continue;
            }
            if (outside && !outside->confirms(b->puzzle, b->mateLine, criterion)) {
                ++drops.outside;
                continue;
            }
            char id[16];
            std::snprintf(id, sizeof id, "p%05d", set.made + 1);
            b->puzzle.id = id;
            out << puzzleLine(b->puzzle) << '\n' << std::flush;
            set.add(b->puzzle);
            ++here;
            lastPly = long(k);
        }
        const double minutes =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() / 60;
        std::fprintf(
            stderr,
            "game %ld (%d-%d, %zu plies): %d candidates, %d puzzles; %d in all, %.1f "
            "a minute; dropped: first move %d, later %d, not cashed %d, deeper %d, outside %d, "
            "no theme %d, balance %d\n",
            g, game.whiteElo, game.blackElo, n, candidates, here, set.made,
            minutes > 0 ? (set.made - int(resumed.lines.size())) / minutes : 0.0, drops.firstMove,
            drops.laterMove, drops.notCashed, drops.deeper, drops.outside, drops.noTheme,
            drops.balance);
    }
    return 0;
}
