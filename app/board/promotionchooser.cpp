#include "promotionchooser.h"

#include "boardtheme.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

PromotionChooser::PromotionChooser(ferz::Color, const std::array<QRectF, 4>& cells,
                                   const QRectF& board,
                                   const std::array<QSvgRenderer*, 4>& renderers)
    : m_cells(cells), m_board(board), m_renderers(renderers) {
    setFlag(ItemIsFocusable);
    setZValue(100);
}

void PromotionChooser::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->fillRect(m_board, QColor(0, 0, 0, 90));
    painter->setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const QRectF r = m_cells[i];
        painter->setPen(QPen(QColor(60, 60, 60), r.width() / 50));
        painter->setBrush(QColor(250, 250, 250));
        painter->drawEllipse(
            r.adjusted(r.width() / 40, r.height() / 40, -r.width() / 40, -r.height() / 40));
        m_renderers[i]->render(painter, r.adjusted(r.width() / 10, r.height() / 10, -r.width() / 10,
                                                   -r.height() / 10));
    }
    // The keys' choice, in the board's focus frame.
    const qreal width = m_cells[0].width() * 0.07;
    const qreal inset = width * 0.8;
    const QRectF r = m_cells[std::size_t(m_current)].adjusted(inset, inset, -inset, -inset);
    painter->setBrush(Qt::NoBrush);
    for (const QPen& pen : {focusFrameLine(width), focusFrameDashes(width)}) {
        painter->setPen(pen);
        painter->drawRect(r);
    }
}

void PromotionChooser::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        for (std::size_t i = 0; i < m_cells.size(); ++i) {
            if (m_cells[i].contains(event->scenePos())) {
                emit chosen(Choices[i]);
                return;
            }
        }
    }
    emit cancelled();
}

void PromotionChooser::keyPressEvent(QKeyEvent* event) {
    // The arrow that points from the promotion square towards the centre goes to the next.
    const bool downwards = m_cells[1].top() > m_cells[0].top();
    int step = 0;
    switch (event->key()) {
    case Qt::Key_Escape: emit cancelled(); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: emit chosen(current()); return;
    case Qt::Key_Q: emit chosen(ferz::Queen); return;
    case Qt::Key_R: emit chosen(ferz::Rook); return;
    case Qt::Key_B: emit chosen(ferz::Bishop); return;
    case Qt::Key_N: emit chosen(ferz::Knight); return;
    case Qt::Key_Down: step = downwards ? 1 : -1; break;
    case Qt::Key_Up: step = downwards ? -1 : 1; break;
    case Qt::Key_Right: step = 1; break;
    case Qt::Key_Left: step = -1; break;
    default: return;
    }
    const int next = std::clamp(m_current + step, 0, int(m_cells.size()) - 1);
    if (next == m_current) return;
    m_current = next;
    update();
    emit currentChanged(current());
}
