// Moves as text: UCI long algebraic (e2e4, e7e8q, e1g1) and Standard Algebraic Notation
// (Nf3, exd6, O-O, e8=Q+). https://www.chessprogramming.org/Algebraic_Chess_Notation
//
// The writers expect a legal move of the position; the readers accept any bytes and return
// either a legal move of the position or a sentence saying why the text is not one.
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace ferz {

/// The move in UCI notation; "0000" for Move::none() and Move::null().
std::string toUci(Move m);

/// The legal move of `pos` written as `text` in UCI notation.
Parsed<Move> parseUci(const Position& pos, std::string_view text);

/// The legal move `m` in SAN: piece letter, the least disambiguation that makes it unique
/// (file, else rank, else both), `x` for captures, `=Q` for promotions, and `+` or `#`.
std::string toSan(const Position& pos, Move m);

/// The legal move of `pos` written as `text` in SAN. Lenient in what people and programs
/// write: castling with O or 0, promotions with or without `=` (e8Q, e8=Q, e8q), a
/// superfluous or missing `x`, over-specified origins (Ng1f3, Ng1-f3), a trailing `e.p.`,
/// missing or wrong `+`/`#`, and annotation marks (!, ?). Errors say why, e.g.
/// `no knight can move to d5` or `Nd2 is ambiguous: the knights on b1 and f3 can both go there`.
Parsed<Move> parseSan(const Position& pos, std::string_view text);

/// Either notation: SAN first, then UCI (for a move-entry field that takes both).
Parsed<Move> parseMove(const Position& pos, std::string_view text);

/// Why the piece on `from` may not go to `to`, in a few words for the player, for a move the
/// board refused: "the knight on d2 is pinned: moving it would expose the king", "the king
/// would be in check on e3", "the white king is in check: answer the check first", "the bishop
/// on c1 cannot go to c3". With `to` NoSquare: why that piece has no move at all. Meant for a
/// move that is not legal; a legal one gets a plain "it is not legal" at worst.
Message whyIllegal(const Position& pos, Square from, Square to);

} // namespace ferz
