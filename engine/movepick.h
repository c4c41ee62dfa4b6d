// Move ordering for the search: the moves of a node, best-looking first.
// https://www.chessprogramming.org/Move_Ordering
#pragma once

#include "movegen.h"
#include "position.h"

#include <cstdint>

namespace ferz {

// Move-ordering statistics indexed by the moving piece and its target square.
using PieceToHistory = std::int16_t[12][64];

// Orders the moves of a node: the table's move first, then captures that do not lose material
// (most valuable victim, then capture history), killers and the countermove, quiet moves by
// their history and continuation histories, and losing captures last. The moves are all legal;
// they are picked lazily, best first.
class MovePicker {
public:
    // The statistics the order is read from.
    struct Tables {
        const std::int16_t (*butterfly)[64]; // history of the side to move, by from and to
        const PieceToHistory* cont[2];       // after the last move and the one before it
        const std::int16_t (*capture)[64][6];
    };

    /// All legal moves, or with `noisyOnly` the captures and promotions.
    MovePicker(const Position& pos, Move ttMove, const Move (&killers)[2], Move counter,
               const Tables& t, bool noisyOnly);

    /// The best move not returned yet, or Move::none() when all were.
    Move next();

    int size() const { return count_; }

private:
    Move moves_[MaxMoves];
    int scores_[MaxMoves];
    int count_ = 0;
    int index_ = 0;
};

} // namespace ferz
