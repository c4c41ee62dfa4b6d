#include "promotionchooser.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QSvgRenderer>

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
    if (event->key() == Qt::Key_Escape) emit cancelled();
}
