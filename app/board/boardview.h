// The board's view: shows the whole scene, square, as large as its space allows.
#pragma once

#include <QGraphicsView>

class BoardScene;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

protected:
    void resizeEvent(QResizeEvent* event) override;
};
