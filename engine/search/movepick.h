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
// their history and continuation histories, and losing captures last. The moves are all legal.
//
// The moves are generated in stages, as they are needed: a node that the table's move or a
// capture cuts off never generates its quiet moves, and a capture's exchange is only counted
// when it comes up. https://www.chessprogramming.org/Move_Generation#Staged_move_generation
class MovePicker {
public:
    // The statistics the order is read from.
    struct Tables {
        const std::int16_t (*butterfly)[64]; // history of the side to move, by from and to
        const PieceToHistory* cont[3];       // after the moves one, two and four plies back
        const std::int16_t (*capture)[64][6];
    };

    /// All legal moves, or with `noisyOnly` the captures and promotions to a queen. With
    /// `guardPieces`, quiet moves are also ordered by the threats to the pieces they move (see
    /// savesPiece).
    MovePicker(const Position& pos, Move ttMove, const Move (&killers)[2], Move counter,
               const Tables& t, bool noisyOnly, bool guardPieces = false);

    /// The best move not returned yet, or Move::none() when all were.
    Move next();

    /// Does quiet move `m` take a piece out of the attack of a cheaper piece, to a square no
    /// such piece attacks? With `guardPieces` such a move is tried before the statistics would
    /// put it, and one that walks into such an attack after the others; otherwise a search
    /// short of depth prunes the one move that saves a piece and believes the piece safe.
    bool savesPiece(Move m);

private:
    enum class Stage {
        TableMove,
        GenerateCaptures,
        GoodCaptures,
        Refutations,
        GenerateQuiets,
        Quiets,
        BadCaptures,
        Done
    };

    // Is `m` one of the moves the captures stage gives?
    bool isNoisy(Move m) const;
    // The move of [index_, end_) with the highest score, swapped to index_ and taken.
    Move takeBest();
    // The squares where a piece of type `pt` can be taken by a cheaper one.
    Bitboard dangerFor(PieceType pt);
    // A bonus for a quiet move that saves a piece, a malus for one that puts it in danger.
    int threatScore(Move m);

    const Position& pos_;
    const Tables tables_;
    Stage stage_ = Stage::TableMove;
    const bool noisyOnly_;
    const bool guardPieces_;
    Move ttMove_;
    struct {
        Bitboard byPawn = 0, byMinor = 0, byRook = 0; // each includes the cheaper ones
    } threats_;
    bool threatsKnown_ = false; // threats_ is worked out when first needed
    Move refutations_[3];       // the killers and the countermove, in that order
    int refutationIndex_ = 0;

    // The captures from the front; losing ones are moved back to [0, badEnd_) as they come up.
    Move moves_[MaxMoves];
    int scores_[MaxMoves];
    int index_ = 0, end_ = 0, badEnd_ = 0, badIndex_ = 0;
};

} // namespace ferz
