#include "boardview.h"

#include "boardaccessible.h"
#include "boardscene.h"

#include <QAccessible>
#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

using namespace ferz;

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), m_board(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Window);
    // No drops of its own: a file dropped on the board goes to the window, which opens it.
    // QGraphicsView takes drops, and its scene accepts the enter but no move over the pieces,
    // so the window never saw a file dropped there.
    setAcceptDrops(false);
    viewport()->setAcceptDrops(false);
    connect(scene, &BoardScene::flippedChanged, viewport(), qOverload<>(&QWidget::update));
    BoardAccessible::install();
    connect(scene, &BoardScene::focusSquareChanged, this, &BoardView::tellFocus);
    connect(scene, &BoardScene::squaresChanged, this, [this] {
        if (!QAccessible::isActive()) return;
        if (auto* board =
                dynamic_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(this)))
            board->squaresChanged();
    });
}

// The keys the board uses are the board's while it has focus, not the window's shortcuts
// (the arrows step through the game when the move list has focus).
bool BoardView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride &&
        m_board->wantsKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    // Esc with nothing in the hand is the window's: a dialog with a board (Train) closes on it.
    if (event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape &&
        !m_board->wantsKey(static_cast<QKeyEvent*>(event))) {
        event->ignore();
        return false;
    }
    return QGraphicsView::event(event);
}

// Qt tells the screen reader that the board has focus; then the board says which square.
void BoardView::focusInEvent(QFocusEvent* event) {
    QGraphicsView::focusInEvent(event);
    QMetaObject::invokeMethod(this, &BoardView::tellFocus, Qt::QueuedConnection);
}

void BoardView::tellFocus() {
    if (!hasFocus() || !QAccessible::isActive()) return;
    QAccessibleEvent event(this, QAccessible::Focus);
    event.setChild(BoardAccessible::cellIndex(*m_board, m_board->focusSquare()));
    QAccessible::updateAccessibility(&event);
}

int BoardView::coordinateMargin() const {
    return fontMetrics().height() + 4;
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitBoard();
}

// The board as large as the viewport allows once the margin is taken off; the view's own scene
// rectangle takes the margin in, so the board and its coordinates are centred together.
void BoardView::fitBoard() {
    const int margin = coordinateMargin();
    const QSize space = viewport()->size() - QSize(margin, margin);
    const qreal board = 8 * BoardScene::SquareSize;
    const qreal scale = std::max<qreal>(0.01, std::min(space.width(), space.height()) / board);
    const qreal m = margin / scale;
    setSceneRect(-m, 0, board + m, board + m);
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(sceneRect().center());
}

// File letters under the bottom row, rank numbers beside the left column, whichever way the
// board faces, in the window's font and text colour.
void BoardView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    painter->save();
    painter->resetTransform(); // viewport pixels: the text keeps its size
    painter->setFont(font());
    painter->setPen(palette().color(QPalette::WindowText));
    const int margin = coordinateMargin();
    const bool flipped = m_board->flipped();
    for (int i = 0; i < 8; ++i) {
        const Square bottom = flipped ? makeSquare(7 - i, 7) : makeSquare(i, 0);
        const Square left = flipped ? makeSquare(7, 7 - i) : makeSquare(0, 7 - i);
        const QRect file = mapFromScene(m_board->squareRect(bottom)).boundingRect();
        const QRect rank = mapFromScene(m_board->squareRect(left)).boundingRect();
        painter->drawText(QRect(file.left(), file.bottom() + 1, file.width(), margin),
                          Qt::AlignCenter, QString(QChar(char16_t(u'a' + fileOf(bottom)))));
        painter->drawText(QRect(rank.left() - margin, rank.top(), margin, rank.height()),
                          Qt::AlignCenter, QString(QChar(char16_t(u'1' + rankOf(left)))));
    }
    painter->restore();
}

void BoardView::changeEvent(QEvent* event) {
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitBoard();
}
