// What a player draws on a board while thinking or annotating: coloured arrows and marked
// squares, as lichess and ChessBase write them in a PGN comment, "[%cal Ge2e4,Rd1d8]" (coloured
// arrow lines) and "[%csl Gf7,Ye4]" (coloured squares). Plain values: the board shows them, the
// record keeps them in a move's comment (engine/record/pgn.h reads and writes the commands).
#pragma once

#include "types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

/// The four colours of lichess's pen, by the letter the commands write: no modifier green,
/// Shift red, Alt blue, Shift+Alt yellow.
enum class DrawColor : char { Green = 'G', Red = 'R', Blue = 'B', Yellow = 'Y' };

/// The colour the modifiers choose, as lichess does.
constexpr DrawColor drawColorFor(bool shift, bool alt) {
    return shift && alt ? DrawColor::Yellow
           : shift      ? DrawColor::Red
           : alt        ? DrawColor::Blue
                        : DrawColor::Green;
}

struct DrawnArrow {
    DrawColor color = DrawColor::Green;
    Square from = NoSquare, to = NoSquare;
    bool operator==(const DrawnArrow&) const = default;
};

struct DrawnMark {
    DrawColor color = DrawColor::Green;
    Square square = NoSquare;
    bool operator==(const DrawnMark&) const = default;
};

/// The arrows and marks on one position, in the order drawn.
struct Drawings {
    std::vector<DrawnArrow> arrows;
    std::vector<DrawnMark> marks;

    bool empty() const { return arrows.empty() && marks.empty(); }
    bool operator==(const Drawings&) const = default;

    /// Draws the arrow, or takes it away when the same arrow in the same colour is there; an
    /// arrow between the same squares in another colour takes the new colour (lichess's pen).
    /// Returns whether the arrow is there now.
    bool toggleArrow(DrawColor color, Square from, Square to);
    /// The same for a mark on a square.
    bool toggleMark(DrawColor color, Square square);
    /// The arrow from `from` to `to`, or the mark on `from` when `to` is `from`; nullopt.
    std::optional<DrawColor> arrowColor(Square from, Square to) const;
    std::optional<DrawColor> markColor(Square square) const;
};

/// Reads the list of a [%csl …] ("Gf7,Ye4") into `into`'s marks, or of a [%cal …]
/// ("Ge2e4,Rd1d8") into its arrows (`arrows`). False, with nothing added, when an item is not
/// a colour letter (G, R, B, Y, either case) and one square (marks) or two (arrows).
bool parseDrawingList(std::string_view list, bool arrows, Drawings& into);
/// The commands of `drawings` as lichess writes them: "[%csl Gf7,Ye4] [%cal Ge2e4]", the marks
/// first, a command only when it has items; empty for none.
std::string drawingCommands(const Drawings& drawings);

} // namespace ferz
