// The engine that judges a game, behind one interface: the post-game review asks it to search a
// position of the game (all its moves, some of them only, or one alone) to a limit and gets the
// lines of the last iteration it finished. Ferz's own engine is one judge (EngineJudge, here);
// an external UCI engine driven synchronously from the same thread is another (the GUI's
// UciJudge in app/game). The review does not know which it has.
//
// Threading contract: a Judge belongs to the thread that calls search() (the review's worker),
// and search() blocks until the search ends. stop() is the one method any thread may call at
// any moment: the search in hand ends promptly with what it has finished, and every search
// after it returns at once, unscored, until the owner calls resume() (the review does at the
// start of each game), so a stop between two searches is never lost.
#pragma once

#include "engine.h"
#include "game.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ferz {

/// How far a judge searches: the first of these limits to be reached (0: no limit of that kind).
struct JudgeLimits {
    std::uint64_t nodes = 0;
    int depth = 0;
    int movetimeMs = 0;
};

/// One line of a search's last finished iteration.
struct JudgeLine {
    Move move;            // the root move, the line's first
    int score = 0;        // from the side to move's point of view: centipawns or a mate score
    int depth = 0;        // of the iteration that gave it
    std::vector<Move> pv; // starting with `move`
};

struct JudgeResult {
    /// Best first: `lines` of them at most, fewer when there are fewer root moves. Empty when
    /// the search did not finish its first iteration (stopped at once), or the judge failed.
    std::vector<JudgeLine> lines;
    /// The first line of every finished iteration, the shallowest first (the last is
    /// lines.front()): what two searches stopped by a node limit at different depths are
    /// compared by, at the deepest depth both finished.
    std::vector<JudgeLine> iterations;
    std::uint64_t nodes = 0;

    bool scored() const { return !lines.empty(); }
    const JudgeLine& best() const { return lines.front(); }
    /// The first line of the deepest finished iteration not deeper than `depth` (the
    /// shallowest when none is).
    const JudgeLine& atDepth(int depth) const;
};

class Judge {
public:
    virtual ~Judge() = default;

    /// What the verdict names as its judge: "Ferz 1.4", "Stockfish 15.1".
    virtual std::string name() const = 0;
    /// A new game: forget what was learned (hash tables), so that a game is judged the same
    /// way however many were judged before it.
    virtual void newGame() = 0;
    /// Searches the position at the end of `game` (its earlier positions count for
    /// repetitions) to `limits`, with `lines` principal variations, over the root moves in
    /// `only` (empty: all legal moves). Blocks until done, stopped or failed.
    virtual JudgeResult search(const Game& game, const JudgeLimits& limits,
                               const std::vector<Move>& only = {}, int lines = 1) = 0;
    /// Any thread: the search in hand ends promptly, and the next ones return at once.
    virtual void stop() = 0;
    /// The owner's thread: searches search again.
    virtual void resume() = 0;
    /// The owner's thread: no search is coming for a while (the analysis is paused while the
    /// user plays), so give back the memory that can be given back (a hash table). The next
    /// search takes it again, empty.
    virtual void rest() {}
    /// Why the judge can no longer search (an engine that died or broke the protocol), in
    /// English; empty while it works.
    virtual std::string failure() const { return {}; }
};

/// Ferz's own engine as a judge: full strength, no book, its own transposition table.
class EngineJudge : public Judge {
public:
    explicit EngineJudge(int threads = 1, std::size_t hashMegabytes = 16);

    std::string name() const override;
    void newGame() override;
    JudgeResult search(const Game& game, const JudgeLimits& limits,
                       const std::vector<Move>& only = {}, int lines = 1) override;
    void stop() override;
    void resume() override;
    void rest() override;

    /// The size of the hash table it has now: 1 MB while resting.
    std::size_t hashMegabytes() const { return engine_.hashMegabytes(); }

private:
    Engine engine_;
    std::size_t hashMegabytes_; // what it searches with
    bool resting_ = false;
    std::atomic<bool> stop_{false};
};

} // namespace ferz
