// The promotion chooser: queen, rook, bishop and knight in the column of the promotion square,
// from the board's edge towards its centre, over a shade that covers the board. A click on a
// piece chooses it; a click anywhere else (or Escape) cancels. By keys: the arrows move the
// choice (framed in black and white dashes), Enter or Space takes it, Q, R, B and N take that
// piece at once.
#pragma once

#include "types.h"

#include <QGraphicsObject>

#include <array>

class QSvgRenderer;

class PromotionChooser : public QGraphicsObject {
    Q_OBJECT
public:
    /// `cells` are the scene rectangles of the four choices, queen first; `board` the board's.
    PromotionChooser(ferz::Color side, const std::array<QRectF, 4>& cells, const QRectF& board,
                     const std::array<QSvgRenderer*, 4>& renderers);

    static constexpr std::array<ferz::PieceType, 4> Choices = {ferz::Queen, ferz::Rook,
                                                               ferz::Bishop, ferz::Knight};
    QRectF cell(int index) const { return m_cells[std::size_t(index)]; }
    /// The piece the keys would take now; the queen when it opens.
    ferz::PieceType current() const { return Choices[std::size_t(m_current)]; }

    QRectF boundingRect() const override { return m_board; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void chosen(ferz::PieceType type);
    void cancelled();
    /// The keys moved the choice.
    void currentChanged(ferz::PieceType type);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    std::array<QRectF, 4> m_cells;
    QRectF m_board;
    std::array<QSvgRenderer*, 4> m_renderers;
    int m_current = 0;
};
