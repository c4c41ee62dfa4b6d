// Static exchange evaluation: the material balance of the captures on one square, each side
// taking with its least valuable attacker and stopping when going on would lose.
// https://www.chessprogramming.org/Static_Exchange_Evaluation
#pragma once

#include "position.h"

namespace ferz {

// Piece values for exchanges and move ordering (not the evaluation's weights).
constexpr int SeeValue[7] = {100, 320, 330, 500, 950, 20000, 0};

/// Does the move win at least `threshold` centipawns of material once the exchange it starts on
/// its destination square is played out? Castling counts as 0.
bool seeAtLeast(const Position& pos, Move m, int threshold);

} // namespace ferz
