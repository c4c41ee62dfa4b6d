// The static evaluation: a tapered blend of middlegame and endgame scores.
// https://www.chessprogramming.org/Tapered_Eval
#pragma once

#include "position.h"

namespace ferz {

/// The position's value in centipawns for the side to move.
int evaluate(const Position& pos);

/// The same value split into its terms, from White's point of view, for `eval` tracing and
/// tuning. Each term holds a middlegame and an endgame part; `phase` runs from 0 (bare kings
/// and pawns) to 24 (all pieces on the board).
struct EvalTrace {
    struct Term {
        int mg = 0, eg = 0;
    };
    Term material, placement, mobility, pawns, passed, kingSafety, pieces;
    int phase = 0;
    int total = 0; // White's view, tapered, tempo included
};
EvalTrace traceEvaluation(const Position& pos);

} // namespace ferz
