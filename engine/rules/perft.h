// Perft: the number of leaf nodes of the legal move tree to a fixed depth, the standard test of a
// move generator. https://www.chessprogramming.org/Perft
#pragma once

#include "position.h"

#include <cstdint>
#include <functional>

namespace ferz {

/// Leaf nodes at `depth` (0 gives 1). The last ply is counted in bulk, without making the moves.
std::uint64_t perft(Position& pos, int depth);

/// Perft split by root move: calls `onMove(move, nodes)` for each legal move, in generation order,
/// and returns the total.
std::uint64_t perftDivide(Position& pos, int depth,
                          const std::function<void(Move, std::uint64_t)>& onMove);

} // namespace ferz
