// A game's score sheet for paper and PDF: a header with the players and the event, the moves in
// two columns (White and Black) under their numbers, the comments (italic) and variations (in
// brackets, smaller) between the moves they follow, annotation glyphs as symbols, diagrams
// where a comment asks for one (ChessBase's "[#]", NAG $220 and $221) and after the moves the
// user chose, the result at the end; page numbers and the players at the foot of every page.
// The moves are written by a SanText: the user's piece letters or figurines.
//
// The layout only: it paints onto any QPagedPaintDevice (a QPrinter, a QPdfWriter) and opens
// no dialog, so a test renders a PDF without one. PrintActions asks the choices and the file.
//
// Threading contract: GUI thread (it reads the installed translators and renders SVG pieces).
#pragma once

#include "diagram.h"
#include "gametree.h"
#include "pgn.h"
#include "santext.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class QPagedPaintDevice;

struct ScoreSheetOptions {
    SanText sanText;
    /// The diagrams' look: a print style (white and grey squares), White below, coordinates,
    /// the move's arrows and marks. Its size is the sheet's, not this.
    DiagramStyle diagram = printStyle();
    /// Diagrams where a comment asks for one: "[#]" in it, or NAG $220 ($221: Black below).
    bool commentDiagrams = true;
    /// Diagrams after these moves of the main line, as numbered in the game (moveDiagrams()).
    std::vector<int> diagramPlies;
    /// A diagram after the move these moves from the start lead to (the move on show), main
    /// line or variation; empty for none.
    std::vector<ferz::Move> diagramLine;

    static DiagramStyle printStyle() {
        DiagramStyle style;
        style.colors = DiagramStyle::Print;
        return style;
    }
};

class ScoreSheet {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
public:
    ScoreSheet(const ferz::PgnGame& game, ScoreSheetOptions options);

    /// Paints the sheet onto `device`, page after page, in the device's paint rectangle (only
    /// the device's page ranges, when it has some); returns the number of pages painted (0 when
    /// the device could not be painted on).
    int print(QPagedPaintDevice& device) const;

    /// "White – Black", as the header and the footer name the game.
    QString players() const;

    /// The plies of the main line that a text such as "12, 20..., 31" names: "12" White's
    /// twelfth move, "20..." (or "20…") Black's twentieth, for a game that starts at move
    /// `firstMove` with `blackFirst` to move. Words that are not moves are passed over.
    static std::vector<int> moveDiagrams(const QString& text, int firstMove = 1,
                                         bool blackFirst = false);

private:
    struct Block; // a unit of the page: a line of moves, of text, a diagram, the result
    struct Layout;
    class Writer;

    QString player(ferz::Color side) const;
    QString eventLine() const;

    ferz::PgnGame m_game;
    ferz::GameTree m_tree;
    ScoreSheetOptions m_options;
};
