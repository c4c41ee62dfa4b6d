// The board's view: shows the board, square, as large as its space allows, with the file
// letters below it and the rank numbers to its left, in a margin of their own: they never
// touch a piece, and they keep the window's font size however small the board gets.
#pragma once

#include <QGraphicsView>

class BoardScene;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

    /// The margin for the coordinates, in pixels, left of and below the board.
    int coordinateMargin() const;

protected:
    bool event(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void changeEvent(QEvent* event) override;

private:
    void fitBoard();
    void tellFocus(); // the focus square, to the screen reader

    BoardScene* m_board;
};
