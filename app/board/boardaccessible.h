// The board as a screen reader reads it: a table of 64 cells in the orientation shown, the top
// row first, each named by its square and what stands there ("e4, white pawn", "e5, empty").
// The focus square is the table's focused and selected cell, so that a screen reader that
// lands on the board reads it; a piece in the hand says so in its cell's name.
//
// A QGraphicsView is one opaque widget to assistive technology; BoardAccessible, installed as
// a factory for BoardView, gives it these cells. The cells are registered with QAccessible so
// that their ids stay the same while the board lives.
#pragma once

#include "boardview.h"
#include "types.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>

#include <array>

class BoardScene;
class BoardCellAccessible;

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)
public:
    explicit BoardAccessible(BoardView* view);
    ~BoardAccessible() override;

    /// Makes QAccessible build a BoardAccessible for every BoardView (once per process).
    static void install();
    /// The cell (0–63, row by row from the top) where `s` is shown.
    static int cellIndex(const BoardScene& scene, ferz::Square s);
    /// "e4, white pawn", "e4, empty"; "…, picked up" for the piece in the hand.
    static QString cellName(const BoardScene& scene, ferz::Square s);
    /// "white pawn", "black knight", …
    static QString pieceName(ferz::Piece p);

    /// Tells the screen reader which cells now read differently.
    void squaresChanged();

    BoardScene& scene() const;
    ferz::Square squareAt(int row, int column) const;

    // QAccessibleInterface
    void* interface_cast(QAccessible::InterfaceType type) override;
    int childCount() const override { return 64; }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override { return 8; }
    int rowCount() const override { return 8; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override {}

private:
    BoardView* view() const;
    BoardCellAccessible* cell(int index) const;

    mutable std::array<QAccessible::Id, 64> m_ids{}; // made when first asked for
    std::array<QString, 64> m_names;                 // as last told
};

class BoardCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    BoardCellAccessible(BoardView* view, int index) : m_view(view), m_index(index) {}

    ferz::Square square() const;

    // QAccessibleInterface
    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_index % 8; }
    int rowIndex() const override { return m_index / 8; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

private:
    BoardAccessible* board() const;

    QPointer<BoardView> m_view;
    int m_index;
};
