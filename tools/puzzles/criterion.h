// When a solver's move is the only good one: the rule the puzzle maker keeps a move by, and the
// benchmark (bench/puzzles.cpp) checks Stockfish's scores against. Scores are from the solver's
// point of view, in the search's units (centipawns, or ±(ScoreMate - plies) for a mate).
//
// Two kinds of line. In a mate puzzle ("mate in 3") every solver move is the only one that keeps
// the fastest mate: no other move mates as fast, nor (beyond a mate in one) one move slower (a
// slower mate is no answer to the question the puzzle asks, as a move that mates in 5 is none
// to "mate in 3"; onlyMate() is the strict reading, in which no other move mates at all). In any
// other puzzle the best move wins at least two pawns, the second best at most half of that and 150
// cp less, and the two lie at least 20 points apart in winning chances (lichess's curve, review.h):
// a second best that still wins comfortably is a second answer.
#pragma once

#include "review.h"
#include "search.h"

namespace ferz::puzzles {

struct Criterion {
    int minWinCp = 200;       // the best move wins at least this
    int minGapCp = 150;       // and is this much better than the second
    double minChanceGap = 20; // in winning chances, percentage points
    int maxMateMoves = 5;     // a mate puzzle's length, in solver moves
};

inline bool matesFor(int score) {
    return score >= ScoreMateInMaxPly;
}

/// Whether `best` is a win and `second` (-ScoreInfinite when the move is the only legal one) is
/// not another one, under `c`. `mateLine`: the puzzle is a mate (then only a mate counts).
inline bool onlyWin(int best, int second, bool mateLine, const Criterion& c = {}) {
    // A mate puzzle asks for the fastest mate: a slower mate is no answer to "mate in 2". A
    // search held to a node count may misjudge a long mate's distance by a move, so beyond a
    // mate in one the second mate must be two moves slower.
    if (mateLine) {
        if (!matesFor(best)) return false;
        if (!matesFor(second)) return true;
        const bool mateInOne = best == ScoreMate - 1;
        return mateInOne ? second < best : second <= best - 4;
    }
    if (matesFor(second)) return false; // a second mate: a second answer
    if (matesFor(best)) return winChance(Evaluation{second}, White) <= 100 - c.minChanceGap;
    if (best < c.minWinCp) return false;
    if (second == -ScoreInfinite) return true;
    return second <= best / 2 && best - second >= c.minGapCp &&
           winChance(best) - winChance(second) >= c.minChanceGap;
}

/// The strict reading, for the benchmark's second figure: in a mate puzzle no other move
/// mates at all, however slowly.
inline bool onlyMate(int best, int second) {
    return matesFor(best) && !matesFor(second);
}

} // namespace ferz::puzzles
