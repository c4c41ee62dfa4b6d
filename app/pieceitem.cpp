#include "pieceitem.h"

#include <QPainter>
#include <QSvgRenderer>

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
