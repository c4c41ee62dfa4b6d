#include "engine.h"

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

    shared_.limits = limits;
    shared_.time = planTime(limits, root_.sideToMove(), moveOverheadMs_);
    shared_.multiPv = multiPv_;
    shared_.stop = false;
    shared_.pondering = limits.ponder;
    shared_.onInfo = std::move(onInfo);
    stopRequested_ = false;
    tt_.newSearch();
    for (auto& w : workers_) w->setRoot(root_, history_);

    searching_ = true;
    thread_ = std::thread(&Engine::runSearch, this, std::move(onBestMove));
    return true;
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
    searching_ = false;
    if (onBestMove) onBestMove(best, ponder);
}

void Engine::stop() {
    {
        std::lock_guard lock(mutex_);
        stopRequested_ = true;
    }
    shared_.stop = true;
    wake_.notify_all();
}

void Engine::ponderhit() {
    {
        std::lock_guard lock(mutex_);
        shared_.pondering = false;
    }
    wake_.notify_all();
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
