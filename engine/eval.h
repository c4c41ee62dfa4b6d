// The static evaluation: a tapered blend of middlegame and endgame scores.
// https://www.chessprogramming.org/Tapered_Eval
//
// The weights are a plain value (EvalParams); the engine evaluates with the compiled-in
// defaults, a tuner with weights of its own.
#pragma once

#include "position.h"

#include <string>
#include <utility>
#include <vector>

namespace ferz {

// A middlegame and an endgame value, added and scaled together.
struct Score {
    int mg = 0, eg = 0;
    constexpr Score() = default;
    constexpr Score(int m, int e) : mg(m), eg(e) {}
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
    constexpr bool operator==(const Score&) const = default;
};

// Every weight of the evaluation, in one place. The numbers are the output of tools/tune
// (Texel's method over positions of self-play games); tunableWeights() lists them by name.
struct EvalParams {
    Score pieceValue[6] = {{90, 115}, {330, 300}, {345, 315}, {470, 540}, {980, 990}, {0, 0}};

    // Piece-square tables are built from a few shape weights (see makePsqt).
    int knightCentre[2] = {6, 5};
    int bishopCentre[2] = {3, 4};
    int queenCentre[2] = {1, 4};
    int kingCentreEg = 7;
    int pawnAdvanceEg = 6;
    int pawnCentreMg = 8;
    int rookSeventh[2] = {18, 20};
    int rookCentreFileMg = 4;
    int kingBackRank[8] = {12, 20, 6, -8, -8, 4, 22, 14};
    int kingAdvanceMg[2] = {-12, -18}; // off the back rank: first + second * rank

    // Mobility: per square reachable beyond a typical count (safe from enemy pawns).
    Score mobility[6] = {{0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
    int mobilityTypical[6] = {0, 4, 6, 6, 12, 0};

    Score isolated = {-10, -14};
    Score doubled = {-10, -22};
    Score backward = {-7, -9};
    Score passed[8] = {{0, 0}, {4, 10}, {8, 16}, {16, 30}, {32, 55}, {60, 95}, {95, 145}, {0, 0}};
    int passedKingDistanceEg = 5; // per square the enemy king is further from the stop square
    Score passedFreePath = {4, 20};

    Score bishopPair = {30, 55};
    Score rookOpenFile = {28, 10};
    Score rookSemiOpenFile = {12, 8};

    int shieldMissing = -14; // middlegame, per missing pawn of the king's shelter
    int kingOpenFile = -18;  // middlegame, per open file next to a king
    int attackWeight[6] = {0, 2, 2, 3, 5, 0};
    int attackDivisor = 2; // king danger: units^2 / divisor
    int attackMax = 600;

    int tempo = 15;
};

// The weights with what is derived from them (the piece-square tables).
struct EvalWeights {
    EvalParams params;
    Score psqt[6][64] = {};

    constexpr explicit EvalWeights(const EvalParams& p);
};

/// The position's value in centipawns for the side to move, with the default weights.
int evaluate(const Position& pos);
/// The same with the given weights.
int evaluate(const Position& pos, const EvalWeights& weights);

/// The value split into its terms, from White's point of view, for `eval` and for tuning. Each
/// term has a middlegame and an endgame part; `phase` runs from 0 (bare kings and pawns) to 24
/// (all pieces on the board).
struct EvalTrace {
    struct Term {
        int mg = 0, eg = 0;
    };
    Term material, placement, mobility, pawns, passed, kingSafety, pieces;
    int phase = 0;
    int total = 0; // White's view, tapered, tempo included
};
EvalTrace traceEvaluation(const Position& pos);
EvalTrace traceEvaluation(const Position& pos, const EvalWeights& weights);

/// Every tunable weight of `params` with its name, for a tuner to change one at a time.
std::vector<std::pair<std::string, int*>> tunableWeights(EvalParams& params);

// -- Implementation of the constexpr constructor

namespace detail {
// 0 in a corner, 6 in the centre.
constexpr int centrality(int file, int rank) {
    const int df = file < 4 ? 3 - file : file - 4;
    const int dr = rank < 4 ? 3 - rank : rank - 4;
    return 6 - (df + dr);
}
} // namespace detail

// Piece-square values for White (Black's are mirrored), material not included, built from a few
// shape weights so that a handful of numbers describe each table.
constexpr EvalWeights::EvalWeights(const EvalParams& p) : params(p) {
    for (int s = 0; s < 64; ++s) {
        const int f = s & 7, r = s >> 3, c = detail::centrality(f, r) - 3;
        const bool centreFile = f == 3 || f == 4;
        psqt[Pawn][s] = {centreFile && r >= 2 && r <= 4 ? p.pawnCentreMg : 0,
                         p.pawnAdvanceEg * (r - 1)};
        psqt[Knight][s] = {p.knightCentre[0] * c, p.knightCentre[1] * c};
        psqt[Bishop][s] = {p.bishopCentre[0] * c, p.bishopCentre[1] * c};
        psqt[Rook][s] = {r == 6 ? p.rookSeventh[0] : (centreFile ? p.rookCentreFileMg : 0),
                         r == 6 ? p.rookSeventh[1] : 0};
        psqt[Queen][s] = {p.queenCentre[0] * c, p.queenCentre[1] * c};
        // The king hides on the back rank near a corner in the middlegame, and walks to the
        // centre in the endgame.
        psqt[King][s] = {r == 0 ? p.kingBackRank[f] : p.kingAdvanceMg[0] + p.kingAdvanceMg[1] * r,
                         p.kingCentreEg * c};
    }
}

inline constexpr EvalWeights DefaultWeights{EvalParams{}};

} // namespace ferz
