#include "engine.h"

#include <algorithm>
#include <cmath>

namespace ferz {

Engine::Engine() : tt_(16) {
    shared_.tt = &tt_;
    setThreads(1);
}

Engine::~Engine() {
    stop();
    wait();
}

void Engine::setPosition(const Position& root, std::vector<Key> history) {
    root_ = root;
    history_ = std::move(history);
}

bool Engine::go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove) {
    if (searching_) return false;
    if (thread_.joinable()) thread_.join(); // the previous search has already reported
    {
        std::lock_guard lock(mutex_);
        stopRequested_ = false;
    }

    if (const Move fromBook = bookMove(limits)) {
        // The answer is known: delivered from a thread of its own all the same, as a search's
        // would be, so that callers see one contract.
        searching_ = true;
        thread_ = std::thread(&Engine::playFromBook, this, fromBook, limits, std::move(onInfo),
                              std::move(onBestMove));
        return true;
    }
    prepare(limits, std::move(onInfo));
    searching_ = true;
    thread_ = std::thread(&Engine::runSearch, this, std::move(onBestMove));
    return true;
}

// Sets up the shared state and the workers for a search under `limits` at the engine's
// strength.
void Engine::prepare(const SearchLimits& limits, InfoCallback onInfo) {
    shared_.limits = limits;
    shared_.multiPv = shared_.reportLines = multiPv_;
    shared_.noiseCp = 0;
    shared_.guardPieces = false;
    if (elo_) {
        // A level looks less far ahead, judges with some noise, and keeps a few candidates.
        const Level level = levelForElo(*elo_);
        SearchLimits& lim = shared_.limits;
        lim.depth = lim.depth ? std::min(lim.depth, level.depth) : level.depth;
        if (level.nodes) lim.nodes = lim.nodes ? std::min(lim.nodes, level.nodes) : level.nodes;
        shared_.multiPv = std::max(multiPv_, level.candidates);
        shared_.noiseCp = level.noiseCp;
        shared_.guardPieces = level.guardPieces;
        shared_.noiseSeed = rng_();
    }
    shared_.time = planTime(shared_.limits, root_.sideToMove(), moveOverheadMs_);
    shared_.stop = false;
    shared_.pondering = limits.ponder;
    shared_.clockStartMs = 0;
    shared_.onInfo = std::move(onInfo);
    tt_.newSearch();
    for (auto& w : workers_) w->setRoot(root_, history_);
}

// On the search thread: a book move, but full strength first checks it with a short search
// and searches as usual when the book's move is clearly worse than the best it finds there.
void Engine::playFromBook(Move fromBook, SearchLimits limits, InfoCallback onInfo,
                          BestMoveCallback onBestMove) {
    if (!elo_ && !bookMoveHolds(fromBook, limits)) {
        {
            // Held so that a stop comes either before (and the book's move is played) or
            // after the search has been set up (and stops it).
            std::lock_guard lock(mutex_);
            if (!stopRequested_) {
                prepare(limits, std::move(onInfo));
                fromBook = Move::none();
            }
        }
        if (!fromBook) {
            runSearch(std::move(onBestMove));
            return;
        }
    }
    searching_ = false;
    if (onBestMove) onBestMove(fromBook, Move::none());
}

// The book's move scores within BookCheckMarginCp of the best move at BookCheckDepth, each
// searched by the main worker on this thread. With little time on the clock, or after a stop,
// the book is trusted.
bool Engine::bookMoveHolds(Move fromBook, const SearchLimits& limits) {
    constexpr int BookCheckDepth = 8, BookCheckMarginCp = 100, BookCheckMinClockMs = 10'000;
    const int clock = limits.timeMs[root_.sideToMove()];
    if ((clock > 0 && clock < BookCheckMinClockMs) ||
        (limits.movetimeMs > 0 && limits.movetimeMs < BookCheckMinClockMs / 20))
        return true;
    const auto score = [this](std::vector<Move> only) {
        SearchLimits quick;
        quick.depth = BookCheckDepth;
        quick.searchMoves = std::move(only);
        prepare(quick, {});
        shared_.multiPv = shared_.reportLines = 1;
        workers_[0]->run();
        const auto lines = workers_[0]->rootResults(1);
        return lines.empty() ? 0 : lines[0].score;
    };
    const int best = score({});
    const int book = score({fromBook});
    std::lock_guard lock(mutex_);
    return stopRequested_ || best - book <= BookCheckMarginCp;
}

// Runs on the main search thread: starts the helpers, searches, and under `go infinite` or
// `go ponder` holds the answer back until stop or ponderhit, as UCI requires.
void Engine::runSearch(BestMoveCallback onBestMove) {
    std::vector<std::thread> helpers;
    for (std::size_t i = 1; i < workers_.size(); ++i)
        helpers.emplace_back([w = workers_[i].get()] { w->run(); });

    workers_[0]->run();

    {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [this] {
            return stopRequested_ || (!shared_.limits.infinite && !shared_.pondering);
        });
    }
    shared_.stop = true;
    for (std::thread& t : helpers) t.join();

    const Worker& main = *workers_[0];
    Move best = main.bestMove(), ponder = main.ponderMove();
    if (elo_ && best) {
        // A level that keeps one candidate plays as full strength does: the best move found,
        // even by an iteration cut short.
        const Level level = levelForElo(*elo_);
        if (level.candidates > 1) std::tie(best, ponder) = chooseMove(level);
    }
    searching_ = false;
    if (onBestMove) onBestMove(best, ponder);
}

// Every candidate within the level's allowed loss may be played; the closer to the best, the
// likelier, with weights falling off with the square of the loss. Once the search sees a forced
// mate, for either side, the best line is played: the mate, or the longest defence.
std::pair<Move, Move> Engine::chooseMove(const Level& level) {
    const std::vector<Worker::RootResult> lines =
        workers_[0]->rootResults(std::size_t(shared_.multiPv));
    const int best = lines[0].score;
    if (isMateScore(best)) return {lines[0].move, lines[0].reply};

    std::vector<double> weights;
    for (const Worker::RootResult& r : lines) {
        const int loss = best - r.score;
        const bool playable = r.score > -ScoreMateInMaxPly && loss <= level.maxLossCp;
        const double slack = double(level.maxLossCp + 1 - loss) / (level.maxLossCp + 1);
        weights.push_back(playable ? slack * slack : 0.0);
    }
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    const Worker::RootResult& chosen = lines[pick(rng_)];
    return {chosen.move, chosen.reply};
}

Move Engine::bookMove(const SearchLimits& limits) {
    if (!useBook_ || !book_ || chess960_ || limits.infinite || limits.ponder ||
        !limits.searchMoves.empty())
        return Move::none();
    const Level level = levelForElo(elo_.value_or(MaxElo));
    if (root_.gamePly() - bookStartPly_ >= level.bookPlies) return Move::none();
    const std::vector<BookMove> moves = book_->moves(root_);
    std::vector<double> weights;
    for (const BookMove& m : moves)
        weights.push_back(std::pow(double(m.weight), level.bookPower / 100.0));
    // A book whose moves here all weigh nothing has nothing to recommend.
    if (std::all_of(weights.begin(), weights.end(), [](double w) { return w <= 0; }))
        return Move::none();
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return moves[pick(rng_)].move;
}

void Engine::stop() {
    {
        std::lock_guard lock(mutex_);
        stopRequested_ = true;
    }
    shared_.stop = true;
    wake_.notify_all();
}

bool Engine::ponderhit() {
    {
        std::lock_guard lock(mutex_);
        // Only a pondering search has a clock to start: restarting the clock of one already on
        // it would let a stream of stray ponderhits keep a `go movetime` search running forever.
        if (!searching_ || !shared_.pondering) return false;
        // The opponent played the move we pondered: our clock runs from now (UCI's wtime and
        // btime were sent before the opponent's thinking time).
        shared_.clockStartMs = shared_.time.elapsedMs();
        shared_.pondering = false;
    }
    wake_.notify_all();
    return true;
}

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

bool Engine::newGame() {
    if (searching_) return false;
    wait();
    tt_.clear();
    for (auto& w : workers_) w->clearHistory();
    return true;
}

bool Engine::setHashMegabytes(std::size_t mb) {
    if (searching_) return false;
    wait();
    tt_.resize(mb);
    return true;
}

bool Engine::clearHash() {
    if (searching_) return false;
    wait();
    tt_.clear();
    return true;
}

bool Engine::setThreads(int threads) {
    if (searching_) return false;
    wait();
    threads = std::clamp(threads, 1, 256);
    workers_.clear();
    shared_.workers.clear();
    for (int i = 0; i < threads; ++i) {
        workers_.push_back(std::make_unique<Worker>(shared_, i));
        shared_.workers.push_back(workers_.back().get());
    }
    return true;
}

} // namespace ferz
