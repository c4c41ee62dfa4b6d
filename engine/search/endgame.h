// Endings whose result the evaluation knows instead of estimating it, each against a lone
// king: king and pawn (from a table of every such position, exact), two knights (they cannot
// force mate), bishop and knight (a win, scored to drive the king to a corner where they can
// mate), and pawns on one rook's file only, alone or with the bishop that does not cover the
// corner where they queen, when the king stands in that corner or next to it.
#pragma once

#include "position.h"

#include <optional>

namespace ferz {

/// Whether the side with the pawn wins, with best play from both sides, a position of king and
/// pawn against king; else it is a draw. `strong` owns the pawn on `pawn` and the king on
/// `strongKing`; `toMove` is the side to move. The position must be legal: kings apart, the
/// pawn on ranks 2 to 7, and the side not to move not in check.
bool kpkWins(Color strong, Square strongKing, Square pawn, Square weakKing, Color toMove);

namespace detail {
std::optional<int> knownEndingAgainstBareKing(const Position& pos);
}

/// The score of a known ending (White's view, centipawns), or nothing for any other position:
/// 0 for a draw, and for a won king and pawn against king a winning score below a queen's
/// worth (so that promoting still scores higher), higher the further the pawn has gone; for
/// bishop and knight, higher the nearer the lone king is to a corner of the bishop's colour.
inline std::optional<int> knownEnding(const Position& pos) {
    // Every evaluation asks, and each of these endings has a lone king: most positions are
    // answered here, at once.
    if (moreThanOne(pos.pieces(White)) && moreThanOne(pos.pieces(Black))) return std::nullopt;
    return detail::knownEndingAgainstBareKing(pos);
}

} // namespace ferz
