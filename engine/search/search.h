// The values that go into and come out of a search: limits, progress reports, scores.
// The search itself (search.cpp) is driven by the Engine facade (engine.h).
#pragma once

#include "position.h"
#include "tt.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ferz {

constexpr int MaxPly = 128;

// Scores are centipawns from the side to move's point of view; mate scores count plies.
constexpr int ScoreDraw = 0;
constexpr int ScoreMate = 32000;
constexpr int ScoreInfinite = 32001;
constexpr int ScoreMateInMaxPly = ScoreMate - MaxPly;

constexpr int mateIn(int ply) {
    return ScoreMate - ply;
}
constexpr int matedIn(int ply) {
    return -ScoreMate + ply;
}
constexpr bool isMateScore(int score) {
    return score >= ScoreMateInMaxPly || score <= -ScoreMateInMaxPly;
}

// What to search for how long. Zero means "no limit" for every number.
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    int movetimeMs = 0;
    int timeMs[2] = {0, 0}; // remaining clock time, white and black
    int incMs[2] = {0, 0};
    int movesToGo = 0;
    bool infinite = false;
    bool ponder = false;
    std::vector<Move> searchMoves; // empty: all legal moves
};

// A progress report for one principal variation.
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPv = 1;
    int score = 0;            // centipawns, or a mate score (see mateInMoves)
    Bound bound = BoundExact; // BoundLower: fail high, BoundUpper: fail low
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    std::int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<Move> pv;

    bool isMate() const { return isMateScore(score); }
    // Moves to mate, positive when the side to move mates, negative when it is mated.
    int mateInMoves() const {
        return score > 0 ? (ScoreMate - score + 1) / 2 : -(ScoreMate + score) / 2;
    }
};

// How long the search may take: it starts no new iteration after `optimumMs` and stops at
// `maximumMs` (both zero when time does not limit it).
struct TimeBudget {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    std::int64_t optimumMs = 0;
    std::int64_t maximumMs = 0;

    std::int64_t elapsedMs() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - start)
            .count();
    }
};

/// Splits the clock for this move: `overheadMs` is kept back for the GUI and the pipe.
TimeBudget planTime(const SearchLimits& limits, Color us, int overheadMs);

class Worker;

// What the threads of one search share. The Engine owns it; workers read the limits and write
// only the stop flag (and the transposition table, which is safe for that).
struct SearchShared {
    TranspositionTable* tt = nullptr;
    SearchLimits limits;
    TimeBudget time;
    int multiPv = 1;     // root moves searched with full windows
    int reportLines = 1; // of which this many are reported through onInfo
    int noiseCp = 0;     // evaluation noise of a strength level (0: none)
    std::uint64_t noiseSeed = 0;
    // A weak level's short search tries the quiet moves that save a threatened piece early and
    // never prunes them (Level::guardPieces). At full strength that gained nothing in
    // self-play: 35-37-90 and 27-33-104 at 4+0.04.
    bool guardPieces = false;
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false}; // while set, the clock does not stop the search
    // When our clock started, in ms after the search began: at once, or at the ponderhit.
    std::atomic<std::int64_t> clockStartMs{0};
    std::vector<Worker*> workers;
    std::function<void(const SearchInfo&)> onInfo; // called from the main search thread

    std::uint64_t totalNodes() const;
    /// The time our clock has run for this move (not while pondering on the opponent's time).
    std::int64_t clockMs() const { return time.elapsedMs() - clockStartMs.load(); }
};

// One search thread's state: its copy of the position, its move-ordering statistics and its
// principal variations. Worker 0 is the main thread: it watches the clock, reports progress and
// decides when to stop; the others (Lazy SMP) search the same tree to fill the shared table.
// https://www.chessprogramming.org/Lazy_SMP
class Worker {
public:
    Worker(SearchShared& shared, int id);
    ~Worker();
    Worker(const Worker&) = delete;
    Worker& operator=(const Worker&) = delete;

    /// Sets the root; `history` holds the keys of the game's earlier positions, oldest first.
    void setRoot(const Position& root, const std::vector<Key>& history);
    /// Forgets the move-ordering statistics (a new game).
    void clearHistory();
    /// Iterative deepening until the limits are reached or the stop flag is set.
    void run();

    std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    Move bestMove() const;
    Move ponderMove() const;

    // A root move as the last search left it: its score, and the reply it expects.
    struct RootResult {
        Move move;
        int score;
        Move reply;
    };
    /// The first `count` root moves, best first (those of the last finished iteration).
    std::vector<RootResult> rootResults(std::size_t count) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::atomic<std::uint64_t> nodes_{0};
    friend struct Impl;
};

} // namespace ferz
