#include "judge.h"

namespace ferz {

const JudgeLine& JudgeResult::atDepth(int depth) const {
    const JudgeLine* found = iterations.empty() ? &best() : &iterations.front();
    for (const JudgeLine& line : iterations)
        if (line.depth <= depth) found = &line;
    return *found;
}

EngineJudge::EngineJudge(int threads, std::size_t hashMegabytes)
    : hashMegabytes_(std::max<std::size_t>(1, hashMegabytes)) {
    engine_.setThreads(std::max(1, threads));
    engine_.setHashMegabytes(hashMegabytes_);
}

std::string EngineJudge::name() const {
    return "Ferz";
}

void EngineJudge::newGame() {
    engine_.newGame();
}

void EngineJudge::stop() {
    stop_ = true;
    engine_.stop();
}

void EngineJudge::resume() {
    stop_ = false;
}

void EngineJudge::rest() {
    engine_.setHashMegabytes(1); // the table is unmapped: its megabytes leave the process
    resting_ = true;
}

// One search to its limit. The engine reports every line of an iteration once the iteration is
// finished (exact bounds, line 1 first); a fail-high or fail-low report, or an iteration cut
// short, is never taken: a line the search did not finish is no verdict.
JudgeResult EngineJudge::search(const Game& game, const JudgeLimits& limits,
                                const std::vector<Move>& only, int lines) {
    JudgeResult out;
    if (stop_) return out;
    if (resting_) {
        engine_.setHashMegabytes(hashMegabytes_);
        resting_ = false;
    }
    SearchLimits l;
    l.nodes = limits.nodes;
    l.depth = limits.depth;
    l.movetimeMs = limits.movetimeMs;
    l.searchMoves = only;

    std::vector<JudgeLine> batch, finished;
    engine_.setMultiPv(std::max(1, lines));
    engine_.setPosition(game.position(),
                        std::vector<Key>(game.keys().begin(), game.keys().end() - 1));
    engine_.go(l,
               [&](const SearchInfo& info) {
                   if (info.pv.empty() || info.bound != BoundExact) return;
                   if (info.multiPv == 1) {
                       if (!batch.empty()) finished = std::move(batch);
                       batch.clear();
                   } else if (batch.empty() || batch.front().depth != info.depth) {
                       return; // a line without its first: not an iteration's report
                   }
                   batch.push_back(JudgeLine{info.pv.front(), info.score, info.depth, info.pv});
                   if (info.multiPv == 1) out.iterations.push_back(batch.front());
               },
               {});
    // A stop() that came just before go() was forgotten by it: ask again.
    if (stop_) engine_.stop();
    engine_.wait();
    out.nodes = engine_.nodesSearched();
    out.lines = batch.empty() ? std::move(finished) : std::move(batch);
    return out;
}

} // namespace ferz
