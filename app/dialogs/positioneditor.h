// Setting up a position: pieces placed on the board from a palette (click a piece, then
// squares; or drag it there), moved or taken off the board by dragging, the side to move,
// castling rights and the en-passant square, or a FEN typed or pasted. The rules core checks
// the result (two kings, no pawn on the first or last rank, the side not to move not in
// check, …) and its reason is shown until the position is legal.
#pragma once

#include "pieceitem.h"
#include "position.h"

#include <QDialog>

#include <array>
#include <memory>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const ferz::Position& start, QWidget* parent = nullptr);
    ~PositionEditor() override;

    /// The position set up; valid once the dialog is accepted.
    const ferz::Position& position() const { return m_position; }
    /// Why the board is not a legal position, or an empty string.
    QString problem() const { return m_problem; }

    // For tests and for the keyboard.
    void place(ferz::Square s, ferz::Piece piece); // NoPiece clears the square
    ferz::Piece pieceOn(ferz::Square s) const { return m_board[s]; }
    QLineEdit* fenEdit() const { return m_fen; }
    QGraphicsView* view() const { return m_view; }
    /// The point of the view over a square's centre.
    QPoint pointOf(ferz::Square s) const;
    void selectTool(ferz::Piece piece); // NoPiece: the eraser
    QPushButton* okButton() const { return m_ok; }
    QRadioButton* blackToMove() const { return m_black; }
    QCheckBox* castlingBox(int index) const { return m_castling[std::size_t(index)]; } // K Q k q

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setFromPosition(const ferz::Position& pos);
    void setFen(const QString& fen);
    void redraw();
    void update(); // FEN, validation, en-passant choices
    QString fen() const;
    ferz::Square squareAt(QPoint viewPoint) const;

    std::array<ferz::Piece, 64> m_board{};
    ferz::Position m_position;
    QString m_problem;
    int m_rule50 = 0;
    int m_fullmove = 1;
    bool m_updating = false;

    PieceSet m_pieceSet;
    QGraphicsScene* m_scene;
    QGraphicsView* m_view;
    QButtonGroup* m_tools;
    QRadioButton* m_white;
    QRadioButton* m_black;
    std::array<QCheckBox*, 4> m_castling{};
    QComboBox* m_epSquare;
    QLineEdit* m_fen;
    QLabel* m_error;
    QPushButton* m_ok;
    ferz::Square m_dragFrom = ferz::NoSquare;
};
