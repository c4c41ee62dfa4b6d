#include "pieceitem.h"

#include <QPainter>
#include <QSvgRenderer>

using namespace ferz;

PieceSet::PieceSet() {
    static constexpr char Letters[] = "PNBRQK";
    for (int p = 0; p < 12; ++p) {
        const QString file =
            QStringLiteral(":/pieces/%1%2.svg")
                .arg(colorOf(Piece(p)) == White ? QLatin1Char('w') : QLatin1Char('b'))
                .arg(QLatin1Char(Letters[typeOf(Piece(p))]));
        m_renderers[std::size_t(p)] = std::make_unique<QSvgRenderer>(file);
    }
}

PieceSet::~PieceSet() = default;

PieceItem::PieceItem(ferz::Piece piece, QSvgRenderer* renderer, qreal size, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_piece(piece), m_renderer(renderer), m_size(size) {
    // Rendered once per zoom level, so a resize stays sharp and dragging stays cheap.
    setCacheMode(DeviceCoordinateCache);
}

QRectF PieceItem::boundingRect() const {
    return {-m_size / 2, -m_size / 2, m_size, m_size};
}

void PieceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    m_renderer->render(painter, boundingRect());
}
