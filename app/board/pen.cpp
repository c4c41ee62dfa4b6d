#include "pen.h"

#include <QLineF>
#include <QTransform>

#include <algorithm>

using namespace ferz;

namespace Pen {

QColor color(DrawColor c, qreal alpha) {
    QColor out;
    switch (c) {
    case DrawColor::Green: out = QColor(0x15, 0x78, 0x1b); break;
    case DrawColor::Red: out = QColor(0x88, 0x20, 0x20); break;
    case DrawColor::Blue: out = QColor(0x00, 0x30, 0x88); break;
    case DrawColor::Yellow: out = QColor(0xe6, 0x8f, 0x00); break;
    }
    out.setAlphaF(float(alpha));
    return out;
}

// Drawn along the x axis, then turned and moved onto the squares.
QPainterPath arrowShape(QPointF a, QPointF b, qreal size, qreal width) {
    const QLineF line(a, b);
    const qreal back = line.length() < 1.5 * size ? size * 0.3 : 0;
    const qreal length = line.length() - size * 0.2 + back;
    const qreal head = std::min(size * 0.45, length * 0.4);
    QPainterPath path;
    path.moveTo(0, -width / 2);
    path.lineTo(length - head, -width / 2);
    path.lineTo(length - head, -head / 2);
    path.lineTo(length, 0);
    path.lineTo(length - head, head / 2);
    path.lineTo(length - head, width / 2);
    path.lineTo(0, width / 2);
    path.closeSubpath();
    QTransform t;
    t.translate(a.x(), a.y());
    t.rotate(-line.angle());
    t.translate(-back, 0);
    return t.map(path);
}

QPainterPath markShape(const QRectF& square) {
    const qreal w = square.width();
    QPainterPath ring;
    ring.addEllipse(square.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04));
    ring.addEllipse(square.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12));
    return ring; // odd-even fill: the ring between the two
}

} // namespace Pen

QString PenWords::colorName(DrawColor c) {
    switch (c) {
    //: The colours of the arrows and marked squares a player draws on the board.
    case DrawColor::Green: return tr("green");
    case DrawColor::Red: return tr("red");
    case DrawColor::Blue: return tr("blue");
    case DrawColor::Yellow: return tr("yellow");
    }
    return {};
}

namespace {
QString name(Square s) {
    return QString::fromStdString(squareName(s));
}
} // namespace

QString PenWords::drawn(const DrawnArrow& a, bool added) {
    if (added)
        //: Said when the player draws an arrow: "Arrow from e2 to e4, green."
        return tr("Arrow from %1 to %2, %3.").arg(name(a.from), name(a.to), colorName(a.color));
    //: Said when the player takes an arrow off the board.
    return tr("Arrow from %1 to %2 removed.").arg(name(a.from), name(a.to));
}

QString PenWords::marked(const DrawnMark& m, bool added) {
    if (added)
        //: Said when the player marks a square: "e4 marked green."
        return tr("%1 marked %2.").arg(name(m.square), colorName(m.color));
    //: Said when the player takes the mark off a square.
    return tr("Mark on %1 removed.").arg(name(m.square));
}

QString PenWords::cleared() {
    return tr("Arrows and marks cleared.");
}

QString PenWords::arrowBegun(Square from) {
    //: Said after V on a square: the arrow starts there; V on another square draws it.
    return tr("Arrow from %1: press V on the square it goes to.").arg(name(from));
}

QString PenWords::onSquare(const Drawings& d, Square s) {
    QStringList parts;
    if (const auto c = d.markColor(s))
        //: What a square's cell says of its mark: "marked red".
        parts << tr("marked %1").arg(colorName(*c));
    for (const DrawnArrow& a : d.arrows)
        if (a.from == s)
            //: What a square's cell says of an arrow that starts there: "arrow to e4, green".
            parts << tr("arrow to %1, %2").arg(name(a.to), colorName(a.color));
    return parts.join(QStringLiteral(", "));
}
