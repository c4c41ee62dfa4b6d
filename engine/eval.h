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
    Score pieceValue[6] = {{109, 91}, {367, 329}, {420, 338}, {495, 605}, {1128, 943}, {0, 0}};

    // Piece-square tables are built from a few shape weights (see EvalWeights).
    int knightCentre[2] = {9, 11};
    int bishopCentre[2] = {-2, 4};
    int queenCentre[2] = {-4, 6};
    int kingCentreEg = 2;
    int pawnAdvanceEg = 5;
    int pawnCentreMg = 3;
    int rookSeventh[2] = {47, 13};
    int rookCentreFileMg = 4;
    int kingBackRank[8] = {-136, 17, 20, -61, -18, -35, 37, 9};
    int kingAdvanceMg[2] = {-21, 0}; // off the back rank: first + second * rank

    // Mobility: per square reachable beyond a typical count (safe from enemy pawns). The
    // typical counts are not tuned: they only trade places with the piece values.
    Score mobility[6] = {{0, 0}, {4, 5}, {6, 3}, {7, 5}, {1, 6}, {0, 0}};
    int mobilityTypical[6] = {0, 4, 6, 6, 12, 0};

    Score isolated = {-6, -14};
    Score doubled = {-38, 10};
    Score backward = {-15, -19};
    Score passed[8] = {{0, 0},   {-10, 3}, {-24, 20},  {15, 23},
                       {11, 50}, {63, 89}, {106, 124}, {0, 0}};
    int passedKingDistanceEg = 18; // per square the enemy king is further from the stop square
    Score passedFreePath = {-5, 18};

    Score bishopPair = {8, 98};
    Score rookOpenFile = {46, -10};
    Score rookSemiOpenFile = {28, -14};

    int shieldMissing = -11; // middlegame, per missing pawn of the king's shelter
    int kingOpenFile = -12;  // middlegame, per open file next to a king
    int attackWeight[6] = {0, 3, 1, 3, 3, 0};
    int attackDivisor = 2; // king danger: units^2 / divisor
    int attackMax = 600;

    int tempo = 4;
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
