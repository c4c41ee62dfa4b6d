// The pen's look and words, shared by the board on screen and its diagrams (diagram.h):
// lichess's four colours, the shape of an arrow and of a marked square, and what a screen
// reader says of each.
#pragma once

#include "drawings.h"

#include <QColor>
#include <QCoreApplication>
#include <QPainterPath>
#include <QRectF>
#include <QString>

namespace Pen {

/// The colour of a drawing, as lichess paints it; `alpha` for arrows drawn over pieces.
QColor color(ferz::DrawColor c, qreal alpha = 1);
/// An arrow from the centre of one square to another (`from` and `to`), for squares `size`
/// wide: a shaft `width` wide and a head; a short arrow gets a smaller head and starts a little
/// behind the centre, so its shaft still shows which way it points.
QPainterPath arrowShape(QPointF from, QPointF to, qreal size, qreal width);
/// A marked square: a ring inside it.
QPainterPath markShape(const QRectF& square);

} // namespace Pen

// The words, translated (a class, for lupdate's context).
class PenWords {
    Q_DECLARE_TR_FUNCTIONS(PenWords)
public:
    /// "green", "red", "blue", "yellow".
    static QString colorName(ferz::DrawColor c);
    /// What an edit did, said as a sentence: "Arrow from e2 to e4, green.", "Arrow from e2 to
    /// e4 removed.", "Drawings cleared."
    static QString drawn(const ferz::DrawnArrow& a, bool added);
    static QString marked(const ferz::DrawnMark& m, bool added);
    static QString cleared();
    /// "Arrow from e2: V on the square it goes to."
    static QString arrowBegun(ferz::Square from);
    /// What a square has of the drawings, for its cell ("marked red, arrow to e4, green");
    /// empty for nothing.
    static QString onSquare(const ferz::Drawings& d, ferz::Square s);
};
