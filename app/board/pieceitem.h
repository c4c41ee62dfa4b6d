// One piece on the board: paints one SVG from a renderer the scene shares among its pieces.
#pragma once

#include "types.h"

#include <QGraphicsObject>

#include <array>
#include <memory>

class QSvgRenderer;

// The twelve pieces' SVG renderers (resources/pieces), loaded once by whoever draws pieces.
class PieceSet {
public:
    PieceSet();
    ~PieceSet();
    QSvgRenderer* renderer(ferz::Piece p) const { return m_renderers[p].get(); }

private:
    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers;
};

class PieceItem : public QGraphicsObject {
    Q_OBJECT
public:
    /// `size` is the side of a square in scene units; the item's origin is its centre.
    PieceItem(ferz::Piece piece, QSvgRenderer* renderer, qreal size,
              QGraphicsItem* parent = nullptr);

    ferz::Piece piece() const { return m_piece; }
    /// Rings the piece in the other colour (black around White's, white around Black's).
    void setOutlined(bool outlined);
    bool outlined() const { return m_outlined; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    ferz::Piece m_piece;
    QSvgRenderer* m_renderer;
    qreal m_size;
    bool m_outlined = false;
};
