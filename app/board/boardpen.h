// The pen on the board scene: arrows and marked squares the player draws (lichess's way). A
// right-drag draws an arrow, a right-click marks a square; Shift makes it red, Alt blue, both
// yellow, none green; the same again takes it away; a left click clears them all. By keys: X
// marks the framed square, V on one square then V on another draws an arrow between them
// (Escape forgets the first), Delete clears, with the same modifiers for the colours.
//
// The pen draws at once and says what it did (edited); keeping the drawings with the move on
// show is the window's, which gives them back through set() when the position on show changes.
//
// Threading contract: GUI thread only.
#pragma once

#include "drawings.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <vector>

class QGraphicsItem;
class QPainterPath;
class QGraphicsScene;

class BoardPen : public QObject {
    Q_OBJECT
public:
    /// Where a square is on the scene, and how wide; the scene outlives the pen.
    using Geometry = std::function<QRectF(ferz::Square)>;
    BoardPen(QGraphicsScene& scene, Geometry squareRect, qreal squareSize, qreal z);
    ~BoardPen() override;

    const ferz::Drawings& drawings() const { return m_drawings; }
    /// Shows `drawings` (the move on show's); no edited().
    void set(const ferz::Drawings& drawings);
    /// Draws again where the squares are now (a turned board).
    void relayout();

    /// The mouse: a right press on `s` begins, a move over `at` shows the arrow that a release
    /// would draw (faint, in the colour the modifiers choose), the release on `s` draws it (or
    /// marks the square pressed); off the board nothing.
    void begin(ferz::Square s);
    void drag(QPointF at, ferz::Square over, bool shift, bool alt);
    void finish(ferz::Square s, bool shift, bool alt);
    bool drawing() const { return m_start != ferz::NoSquare; }
    void cancel();
    /// Takes every drawing away (a left click); false when there was none.
    bool clear();
    /// The keys: X (mark), V (arrow: from, then to), Delete (clear); `square` is the framed one.
    bool key(int key, ferz::Square square, bool shift, bool alt);
    /// Whether key() would take this key now.
    bool wantsKey(int key) const;
    /// The square an arrow by the keys starts from (NoSquare: none begun).
    ferz::Square keyArrowStart() const { return m_keyStart; }

signals:
    /// The player changed the drawings; `said` words what changed ("Arrow from e2 to e4, green.").
    void edited(const ferz::Drawings& drawings, const QString& said);
    /// Words for the player that are no edit (an arrow by the keys begun).
    void said(const QString& text);
    /// The drawings shown changed (an edit or set()).
    void changed();

private:
    void toggleArrow(ferz::DrawColor color, ferz::Square from, ferz::Square to);
    void toggleMark(ferz::DrawColor color, ferz::Square s);
    void redraw();
    void showPreview(const QPainterPath& path, ferz::DrawColor color);
    void hidePreview();
    void forgetKeyStart();

    QGraphicsScene& m_scene;
    Geometry m_rect;
    qreal m_size;
    qreal m_z;
    ferz::Drawings m_drawings;
    std::vector<QGraphicsItem*> m_items;
    QGraphicsItem* m_preview = nullptr;
    ferz::Square m_start = ferz::NoSquare;    // a right press
    ferz::Square m_keyStart = ferz::NoSquare; // V pressed here
};
