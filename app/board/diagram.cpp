#include "diagram.h"

#include "pen.h"
#include "pieceitem.h"

#include <QBuffer>
#include <QFont>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>

using namespace ferz;

namespace {

// Print: white and grey squares, so that the board photocopies.
constexpr QColor PrintLight(255, 255, 255), PrintDark(190, 190, 190), PrintFrame(0, 0, 0);

QRectF squareRect(Square s, const DiagramStyle& style) {
    const qreal side = style.squareSize();
    const int col = style.whiteBelow ? fileOf(s) : 7 - fileOf(s);
    const int row = style.whiteBelow ? 7 - rankOf(s) : rankOf(s);
    return {style.margin() + col * side, row * side, side, side};
}

// The pen keeps its colours in print too, as lichess's and ChessBase's printouts do: a red
// arrow (a threat) and a green one (a plan) say different things, and all in black they could
// not be told apart. Over the print style's pale squares they are drawn a little more opaque.
QColor penColor(DrawColor c, const DiagramStyle& style, qreal alpha) {
    return Pen::color(c, style.colors == DiagramStyle::Print ? std::min(1.0, alpha + 0.1) : alpha);
}

// A colour over another, as the board tints the last move.
QColor mixed(QColor under, const QColor& over) {
    const qreal a = over.alphaF();
    return QColor::fromRgbF(under.redF() * (1 - a) + over.redF() * a,
                            under.greenF() * (1 - a) + over.greenF() * a,
                            under.blueF() * (1 - a) + over.blueF() * a);
}

} // namespace

void paintDiagram(QPainter& p, const Position& pos, const Drawings& drawings,
                  const DiagramStyle& style) {
    p.setRenderHint(QPainter::Antialiasing);
    const bool print = style.colors == DiagramStyle::Print;
    const qreal side = style.squareSize();
    const QRectF board(style.margin(), 0, 8 * side, 8 * side);
    p.fillRect(QRectF(0, 0, style.size, style.size), Qt::white);
    for (Square s = A1; s <= H8; ++s) {
        const bool light = (fileOf(s) + rankOf(s)) % 2 != 0;
        QColor c = print ? (light ? PrintLight : PrintDark)
                         : (light ? style.theme.light : style.theme.dark);
        if (!print && style.lastMove && (s == style.lastMove.from() || s == style.lastMove.to()))
            c = mixed(c, style.theme.lastMove);
        p.fillRect(squareRect(s, style), c);
    }
    if (print) { // the edge of the board, which white squares would not show, inside it
        const qreal width = std::max(1.0, side / 40);
        p.setPen(QPen(PrintFrame, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawRect(board.adjusted(width / 2, width / 2, -width / 2, -width / 2));
    }
    if (style.drawings)
        for (const DrawnMark& m : drawings.marks) {
            QPainterPath ring = Pen::markShape(squareRect(m.square, style));
            ring.setFillRule(Qt::OddEvenFill);
            p.fillPath(ring, penColor(m.color, style, 0.8));
        }
    const PieceSet pieces;
    for (Square s = A1; s <= H8; ++s)
        if (const Piece piece = pos.pieceOn(s); piece != NoPiece)
            pieces.renderer(piece)->render(&p, squareRect(s, style));
    if (style.drawings)
        for (const DrawnArrow& a : drawings.arrows)
            p.fillPath(Pen::arrowShape(squareRect(a.from, style).center(),
                                       squareRect(a.to, style).center(), side, side * 0.15),
                       penColor(a.color, style, print ? 0.7 : 0.75));
    if (style.coordinates) {
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(std::max(6, int(style.margin() * 0.6)));
        p.setFont(font);
        p.setPen(Qt::black);
        for (int i = 0; i < 8; ++i) {
            const int file = style.whiteBelow ? i : 7 - i;
            const int rank = style.whiteBelow ? 7 - i : i;
            p.drawText(QRectF(style.margin() + i * side, 8 * side, side, style.margin()),
                       Qt::AlignCenter, QString(QChar(u'a' + file)));
            p.drawText(QRectF(0, i * side, style.margin(), side), Qt::AlignCenter,
                       QString(QChar(u'1' + rank)));
        }
    }
}

QImage diagramImage(const Position& pos, const Drawings& drawings, const DiagramStyle& style) {
    QImage image(style.size, style.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    paintDiagram(p, pos, drawings, style);
    p.end();
    return image;
}

QByteArray diagramSvg(const Position& pos, const Drawings& drawings, const DiagramStyle& style) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(style.size, style.size));
    svg.setViewBox(QRect(0, 0, style.size, style.size));
    svg.setResolution(96); // CSS pixels: a reader shows it `size` pixels wide
    svg.setTitle(QStringLiteral("Chess diagram"));
    svg.setDescription(QString::fromStdString(pos.fen()));
    QPainter p(&svg);
    paintDiagram(p, pos, drawings, style);
    p.end();
    return bytes;
}
