// The engine facade: one object a front end (the UCI loop, the GUI's worker) talks to.
//
// Threading contract: call every method from one controlling thread, except stop(), which any
// thread may call at any moment (it only sets a flag; a stop that comes before go() is forgotten
// by go()). go() returns at once and the search runs on threads of its own; onInfo and
// onBestMove are called from the main search thread, exactly one onBestMove per successful
// go(). wait() blocks until the best move has been delivered. Options may only change
// while no search runs (they are ignored, returning false, otherwise).
#pragma once

#include "level.h"
#include "polyglot.h"
#include "search.h"
#include "tt.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <thread>
#include <vector>

namespace ferz {

class Engine {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    using BestMoveCallback = std::function<void(Move best, Move ponder)>;

    Engine();
    ~Engine(); // stops a running search and waits for it
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    /// The position to search from, and the keys of the game's earlier positions (oldest first)
    /// so that the search sees repetitions.
    void setPosition(const Position& root, std::vector<Key> history = {});
    const Position& position() const { return root_; }

    /// Starts a search and returns at once; false if one is already running.
    bool go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    /// Asks the running search to finish now; its best move follows through the callback.
    void stop();
    /// The opponent played the move we pondered on: from now on the clock counts. False (and
    /// nothing changes) unless a `go ponder` search is running and has not had its ponderhit.
    bool ponderhit();
    /// Blocks until the running search (if any) has delivered its best move.
    void wait();
    bool searching() const { return searching_; }
    /// Nodes of the last search, all threads together (final once wait() has returned).
    std::uint64_t nodesSearched() const { return shared_.totalNodes(); }

    /// Forgets everything learned (transposition table and move-ordering statistics).
    bool newGame();
    bool setHashMegabytes(std::size_t mb);
    bool clearHash();
    bool setThreads(int threads);
    void setMultiPv(int lines) { multiPv_ = std::max(1, lines); }
    void setMoveOverheadMs(int ms) { moveOverheadMs_ = std::max(0, ms); }
    /// Plays at the strength of an Elo label (see level.h), or at full strength (nullopt).
    void setStrength(std::optional<int> elo) { elo_ = elo; }
    /// An opening book to play from while useBook is on (nullptr: none). In a position of the
    /// book, go() answers with one of its moves, without a full search; never under
    /// `go infinite`, `go ponder` or `searchmoves`. The strength level (full strength when
    /// none is set) says for how many plies of the game, counted from `bookStartPly`, and how
    /// the moves are chosen: at random, with the book's weights raised to the level's power.
    /// Full strength first searches the position briefly (depth 8) and leaves the book when
    /// its move scores more than a pawn below the best; a level plays the book's move at once.
    void setBook(std::shared_ptr<const PolyglotBook> book) { book_ = std::move(book); }
    void setUseBook(bool on) { useBook_ = on; }
    /// Whether the game is Chess960: then the book (standard chess's) is never used.
    void setChess960(bool on) { chess960_ = on; }
    bool chess960() const { return chess960_; }
    /// The game ply from which the level's book plies count (a game that starts from an
    /// opening the user chose counts from its end).
    void setBookStartPly(int ply) { bookStartPly_ = ply; }
    const std::shared_ptr<const PolyglotBook>& book() const { return book_; }
    bool useBook() const { return useBook_; }
    /// Seeds the choices of a strength level and of the book, so a test can repeat them.
    void setSeed(std::uint64_t seed) { rng_.seed(seed); }

    std::size_t hashMegabytes() const { return tt_.megabytes(); }
    int threads() const { return int(workers_.size()); }
    int multiPv() const { return multiPv_; }
    int moveOverheadMs() const { return moveOverheadMs_; }
    std::optional<int> strength() const { return elo_; }

private:
    void runSearch(BestMoveCallback onBestMove);
    // A strength level's choice among the moves the search found nearly as good as the best.
    std::pair<Move, Move> chooseMove(const Level& level);
    // The book's move for the root under these limits, or none.
    Move bookMove(const SearchLimits& limits);
    void prepare(const SearchLimits& limits, InfoCallback onInfo);
    void playFromBook(Move fromBook, SearchLimits limits, InfoCallback onInfo,
                      BestMoveCallback onBestMove);
    bool bookMoveHolds(Move fromBook, const SearchLimits& limits);

    TranspositionTable tt_;
    SearchShared shared_;
    std::vector<std::unique_ptr<Worker>> workers_;
    Position root_;
    std::vector<Key> history_;
    int multiPv_ = 1;
    int moveOverheadMs_ = 30;
    std::optional<int> elo_;
    std::shared_ptr<const PolyglotBook> book_;
    bool useBook_ = false;
    bool chess960_ = false;
    int bookStartPly_ = 0;
    std::mt19937_64 rng_{std::random_device{}()};

    std::thread thread_;
    std::atomic<bool> searching_{false};
    // Lets a search that ends early under `go infinite` or `go ponder` wait for stop/ponderhit.
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopRequested_ = false;
};

} // namespace ferz
