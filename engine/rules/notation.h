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

/// The move in UCI notation; "0000" for Move::none() and Move::null(). Castling is the king's
/// move to its castling square (e1g1), which is UCI for standard chess; a Chess960 castling
/// needs the position (below).
std::string toUci(Move m);

/// The move `m` of a game that `pos` is a position of (any: the castling rooks stay on their
/// squares for the whole game, so the root of a line will do for all its moves). Castling is
/// written as the king taking its own rook (e1h1) with `chess960` (UCI_Chess960), else as the
/// king's two-square step, or as king takes rook when it is none (a king on b1 or g1).
std::string toUci(const Position& pos, Move m, bool chess960);

/// The legal move of `pos` written as `text` in UCI notation. Castling is read in either form:
/// the king taking its own rook (Chess960's), or the king's step to its castling square when no
/// plain king move goes there (standard chess's e1g1).
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
