// The themes of a puzzle from what happens on its line: the review's motifs where the review
// names one for the opponent's move (review.h: a fork allowed, a piece hung or left), and
// simple facts of the board for the rest. docs/puzzles.md defines each.
#pragma once

#include "puzzle.h"
#include "review.h"

#include <vector>

namespace ferz::puzzles {

/// Plain material values (a knight is three pawns), as the review counts them.
int pieceValue(PieceType pt);
/// The material of `side` minus the other side's, pawns to queens.
int materialBalance(const Position& pos, Color side);
/// Pieces other than kings and pawns on the board.
int officers(const Position& pos);

/// The themes of `puzzle` (its themes field is not read), given what the review says of the
/// opponent's first move (`blunder`: its verdict, Judgement::None when it was not judged).
/// Sorted in the enum's order; never empty for a puzzle that wins material or mates.
std::vector<PuzzleTheme> themesOf(const Puzzle& puzzle, const MoveReview& blunder);

} // namespace ferz::puzzles
