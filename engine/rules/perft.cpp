#include "perft.h"

#include "movegen.h"

namespace ferz {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return std::uint64_t(countLegalMoves(pos));

    std::uint64_t nodes = 0;
    StateInfo undo;
    for (Move m : MoveList(pos)) {
        pos.makeMove(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
    }
    return nodes;
}

std::uint64_t perftDivide(Position& pos, int depth,
                          const std::function<void(Move, std::uint64_t)>& onMove) {
    std::uint64_t total = 0;
    StateInfo undo;
    for (Move m : MoveList(pos)) {
        pos.makeMove(m, undo);
        std::uint64_t nodes = perft(pos, depth - 1);
        pos.unmakeMove(m, undo);
        onMove(m, nodes);
        total += nodes;
    }
    return total;
}

} // namespace ferz
