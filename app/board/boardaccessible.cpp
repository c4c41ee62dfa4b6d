#include "boardaccessible.h"

#include "boardscene.h"
#include "boardview.h"
#include "pen.h"

#include <QAccessible>
#include <QWindow>

using namespace ferz;

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Table) {
    for (int i = 0; i < 64; ++i)
        m_names[std::size_t(i)] = cellName(scene(), squareAt(i / 8, i % 8));
}

BoardAccessible::~BoardAccessible() {
    for (QAccessible::Id id : m_ids)
        if (id) QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory([](const QString& key, QObject* object) {
            auto* view = qobject_cast<BoardView*>(object);
            return key == QLatin1String("BoardView") && view
                       ? static_cast<QAccessibleInterface*>(new BoardAccessible(view))
                       : nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
}

BoardView* BoardAccessible::view() const {
    return static_cast<BoardView*>(widget());
}

BoardScene& BoardAccessible::scene() const {
    return *static_cast<BoardScene*>(view()->scene());
}

// The cells are where the scene draws the squares: the scene alone knows the orientation.
int BoardAccessible::cellIndex(const BoardScene& scene, Square s) {
    const QPointF at = scene.squareRect(s).topLeft() / BoardScene::SquareSize;
    return int(at.y()) * 8 + int(at.x());
}

Square BoardAccessible::squareAt(int row, int column) const {
    return scene().squareAt(QPointF(column + 0.5, row + 0.5) * BoardScene::SquareSize);
}

QString BoardAccessible::pieceName(Piece p) {
    switch (p) {
    case WhitePawn: return tr("white pawn");
    case WhiteKnight: return tr("white knight");
    case WhiteBishop: return tr("white bishop");
    case WhiteRook: return tr("white rook");
    case WhiteQueen: return tr("white queen");
    case WhiteKing: return tr("white king");
    case BlackPawn: return tr("black pawn");
    case BlackKnight: return tr("black knight");
    case BlackBishop: return tr("black bishop");
    case BlackRook: return tr("black rook");
    case BlackQueen: return tr("black queen");
    case BlackKing: return tr("black king");
    default: return tr("empty");
    }
}

QString BoardAccessible::cellName(const BoardScene& scene, Square s) {
    //: A square on the board for a screen reader: "e4, white pawn" or "e4, empty".
    QString name =
        tr("%1, %2").arg(QString::fromStdString(squareName(s)), pieceName(scene.pieceOn(s)));
    if (s == scene.selectedSquare())
        //: The piece the player has taken into the hand, to move it.
        name = tr("%1, picked up").arg(name);
    if (const QString drawn = PenWords::onSquare(scene.pen()->drawings(), s); !drawn.isEmpty())
        name += QStringLiteral(", ") + drawn;
    return name;
}

void BoardAccessible::squaresChanged() {
    for (int i = 0; i < 64; ++i) {
        QString name = cellName(scene(), squareAt(i / 8, i % 8));
        if (name == m_names[std::size_t(i)]) continue;
        m_names[std::size_t(i)] = std::move(name);
        if (m_ids[std::size_t(i)]) {
            QAccessibleEvent event(cell(i), QAccessible::NameChanged);
            QAccessible::updateAccessibility(&event);
        }
    }
}

BoardCellAccessible* BoardAccessible::cell(int index) const {
    QAccessible::Id& id = m_ids[std::size_t(index)];
    if (!id) id = QAccessible::registerAccessibleInterface(new BoardCellAccessible(view(), index));
    return static_cast<BoardCellAccessible*>(QAccessible::accessibleInterface(id));
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    return index >= 0 && index < 64 ? cell(index) : nullptr;
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (int i = 0; i < 64; ++i)
        if (m_ids[std::size_t(i)] &&
            QAccessible::accessibleInterface(m_ids[std::size_t(i)]) == child)
            return i;
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPointF scenePoint = view()->mapToScene(view()->viewport()->mapFromGlobal(QPoint(x, y)));
    const Square s = scene().squareAt(scenePoint);
    return s == NoSquare ? nullptr : cell(cellIndex(scene(), s));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    return view()->hasFocus() ? cell(cellIndex(scene(), scene().focusSquare())) : nullptr;
}

QString BoardAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Name && view()->accessibleName().isEmpty()) return tr("Board");
    if (t == QAccessible::Description && view()->accessibleDescription().isEmpty())
        return scene().flipped() ? tr("Black at the bottom; the arrow keys move between squares, "
                                      "Enter picks up a piece and puts it down")
                                 : tr("White at the bottom; the arrow keys move between squares, "
                                      "Enter picks up a piece and puts it down");
    return QAccessibleWidget::text(t);
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const {
    if (row < 0 || row > 7 || column < 0 || column > 7) return nullptr;
    return cell(row * 8 + column);
}

QList<QAccessibleInterface*> BoardAccessible::selectedCells() const {
    return {cell(cellIndex(scene(), scene().focusSquare()))};
}

QString BoardAccessible::columnDescription(int column) const {
    return QString::fromStdString(squareName(squareAt(0, column))).left(1);
}

QString BoardAccessible::rowDescription(int row) const {
    return QString::fromStdString(squareName(squareAt(row, 0))).mid(1);
}

// The cells.

BoardAccessible* BoardCellAccessible::board() const {
    return m_view ? static_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(m_view))
                  : nullptr;
}

Square BoardCellAccessible::square() const {
    return board()->squareAt(rowIndex(), columnIndex());
}

bool BoardCellAccessible::isValid() const {
    return m_view != nullptr;
}

QWindow* BoardCellAccessible::window() const {
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardCellAccessible::parent() const {
    return board();
}

QString BoardCellAccessible::text(QAccessible::Text t) const {
    if (!m_view || t != QAccessible::Name) return {};
    return BoardAccessible::cellName(board()->scene(), square());
}

QRect BoardCellAccessible::rect() const {
    if (!m_view) return {};
    const QRect r = m_view->mapFromScene(board()->scene().squareRect(square())).boundingRect();
    return {m_view->viewport()->mapToGlobal(r.topLeft()), r.size()};
}

QAccessible::State BoardCellAccessible::state() const {
    QAccessible::State state;
    if (!m_view) {
        state.invalid = true;
        return state;
    }
    state.focusable = true;
    state.selectable = true;
    const bool focus = board()->scene().focusSquare() == square();
    state.selected = focus;
    state.focused = focus && m_view->hasFocus();
    state.invisible = !m_view->isVisible();
    return state;
}

bool BoardCellAccessible::isSelected() const {
    return m_view && board()->scene().focusSquare() == square();
}

void* BoardCellAccessible::interface_cast(QAccessible::InterfaceType type) {
    return type == QAccessible::TableCellInterface
               ? static_cast<QAccessibleTableCellInterface*>(this)
               : nullptr;
}
