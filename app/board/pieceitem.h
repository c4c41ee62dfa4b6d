// One piece on the board: paints the image of its piece that the scene's piece set keeps, drawn
// once from the SVG for all the items of that piece.
#pragma once

#include "types.h"

#include <QGraphicsObject>
#include <QImage>

#include <array>
#include <memory>

class QSvgRenderer;

// The twelve pieces' SVG renderers (resources/pieces), loaded once by whoever draws pieces,
// and each piece's image at the size the board last drew it, plain and outlined. Rendering an
// SVG is the dear part of painting the board: the eight pawns of a side, and a board's first
// paint, share one rendering.
class PieceSet {
public:
    PieceSet();
    ~PieceSet();
    QSvgRenderer* renderer(ferz::Piece p) const { return m_renderers[p].get(); }
    /// `p` drawn `side` pixels square; `outlined`: ringed in the other colour (a ring about
    /// 1/30 of the square wide). Kept until a piece is asked for at another size.
    const QImage& image(ferz::Piece p, int side, bool outlined) const;

private:
    std::array<std::unique_ptr<QSvgRenderer>, 12> m_renderers;
    mutable std::array<QImage, 24> m_images; // by piece, plain then outlined
};

class PieceItem : public QGraphicsObject {
    Q_OBJECT
public:
    /// `size` is the side of a square in scene units; the item's origin is its centre.
    PieceItem(ferz::Piece piece, const PieceSet& set, qreal size, QGraphicsItem* parent = nullptr);

    ferz::Piece piece() const { return m_piece; }
    /// Rings the piece in the other colour (black around White's, white around Black's).
    void setOutlined(bool outlined);
    bool outlined() const { return m_outlined; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    ferz::Piece m_piece;
    const PieceSet* m_set;
    qreal m_size;
    bool m_outlined = false;
};
