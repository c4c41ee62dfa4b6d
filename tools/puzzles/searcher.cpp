#include "searcher.h"

#include "movegen.h"

#include <algorithm>

namespace ferz::puzzles {

Searcher::Searcher(std::size_t hashMegabytes) {
    engine_.setThreads(1);
    engine_.setHashMegabytes(hashMegabytes);
}

// The engine reports the lines of an iteration once it has finished them, line 1 first; an
// iteration cut short by the node limit leaves an incomplete batch, and the last complete one
// stands.
std::vector<Line> Searcher::search(const Position& pos, std::uint64_t nodes, int lines) {
    return run(pos, nodes, lines, {});
}

std::optional<Line> Searcher::bestOther(const Position& pos, std::uint64_t nodes, Move excluded) {
    std::vector<Move> others;
    for (Move m : MoveList(pos))
        if (m != excluded) others.push_back(m);
    if (others.empty()) return std::nullopt;
    const std::vector<Line> lines = run(pos, nodes, 1, others);
    if (lines.empty()) return std::nullopt;
    return lines.front();
}

std::vector<Line> Searcher::run(const Position& pos, std::uint64_t nodes, int lines,
                                const std::vector<Move>& only) {
    const std::size_t want =
        std::min<std::size_t>(std::size_t(std::max(1, lines)),
                              only.empty() ? std::size_t(countLegalMoves(pos)) : only.size());
    if (want == 0) return {};
    engine_.newGame();
    engine_.setStrength(std::nullopt);
    engine_.setUseBook(false);
    engine_.setMultiPv(int(want));
    engine_.setPosition(pos);
    SearchLimits limits;
    limits.nodes = nodes;
    limits.searchMoves = only;
    std::vector<Line> batch, complete;
    int batchDepth = 0;
    engine_.go(limits,
               [&](const SearchInfo& info) {
                   if (info.pv.empty() || info.bound != BoundExact) return;
                   if (info.multiPv == 1) {
                       batch.clear();
                       batchDepth = info.depth;
                   } else if (batch.size() + 1 != std::size_t(info.multiPv) ||
                              batchDepth != info.depth) {
                       return;
                   }
                   batch.push_back(Line{info.pv.front(), info.score, info.pv});
                   if (batch.size() == want) complete = batch;
               },
               {});
    engine_.wait();
    return complete;
}

Move Searcher::levelMove(const Position& pos, int elo, std::uint64_t seed) {
    engine_.newGame();
    engine_.setStrength(elo);
    engine_.setUseBook(false);
    engine_.setMultiPv(1);
    engine_.setSeed(seed);
    engine_.setPosition(pos);
    Move best;
    engine_.go(SearchLimits{}, {}, [&best](Move m, Move) { best = m; });
    engine_.wait();
    return best;
}

} // namespace ferz::puzzles
