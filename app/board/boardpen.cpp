#include "boardpen.h"

#include "pen.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>

using namespace ferz;

BoardPen::BoardPen(QGraphicsScene& scene, Geometry squareRect, qreal squareSize, qreal z)
    : QObject(&scene), m_scene(scene), m_rect(std::move(squareRect)), m_size(squareSize), m_z(z) {
}

BoardPen::~BoardPen() = default; // the items are the scene's, which deletes them

// An arrow begun by the keys is forgotten, with its ring.
void BoardPen::forgetKeyStart() {
    if (std::exchange(m_keyStart, NoSquare) != NoSquare) hidePreview();
}

void BoardPen::set(const Drawings& drawings) {
    forgetKeyStart();
    if (drawings == m_drawings) return;
    m_drawings = drawings;
    redraw();
}

void BoardPen::relayout() {
    m_keyStart = NoSquare;
    redraw();
    hidePreview();
}

void BoardPen::redraw() {
    for (QGraphicsItem* item : m_items) delete item;
    m_items.clear();
    // Marks under the arrows, as lichess draws them; both over the pieces, see-through.
    for (const DrawnMark& m : m_drawings.marks) {
        QPainterPath ring = Pen::markShape(m_rect(m.square));
        ring.setFillRule(Qt::OddEvenFill);
        auto* item = m_scene.addPath(ring, Qt::NoPen, Pen::color(m.color, 0.8));
        item->setZValue(m_z);
        m_items.push_back(item);
    }
    for (const DrawnArrow& a : m_drawings.arrows) {
        const QPainterPath path =
            Pen::arrowShape(m_rect(a.from).center(), m_rect(a.to).center(), m_size, m_size * 0.15);
        auto* item = m_scene.addPath(path, Qt::NoPen, Pen::color(a.color, 0.75));
        item->setZValue(m_z + 0.01);
        m_items.push_back(item);
    }
    for (QGraphicsItem* item : m_items) item->setAcceptedMouseButtons(Qt::NoButton);
    emit changed();
}

void BoardPen::begin(Square s) {
    m_start = s;
    hidePreview();
}

void BoardPen::drag(QPointF at, Square over, bool shift, bool alt) {
    if (m_start == NoSquare) return;
    if (over == m_start || over == NoSquare)
        hidePreview();
    else
        showPreview(Pen::arrowShape(m_rect(m_start).center(), at, m_size, m_size * 0.15),
                    drawColorFor(shift, alt));
}

void BoardPen::finish(Square s, bool shift, bool alt) {
    const Square from = std::exchange(m_start, NoSquare);
    hidePreview();
    if (from == NoSquare || s == NoSquare) return;
    const DrawColor color = drawColorFor(shift, alt);
    if (s == from)
        toggleMark(color, s);
    else
        toggleArrow(color, from, s);
}

void BoardPen::cancel() {
    m_start = NoSquare;
    m_keyStart = NoSquare;
    hidePreview();
}

bool BoardPen::clear() {
    forgetKeyStart();
    if (m_drawings.empty()) return false;
    m_drawings = {};
    redraw();
    emit edited(m_drawings, PenWords::cleared());
    return true;
}

bool BoardPen::wantsKey(int key) const {
    switch (key) {
    case Qt::Key_X:
    case Qt::Key_V: return true;
    case Qt::Key_Delete: return !m_drawings.empty();
    case Qt::Key_Escape: return m_keyStart != NoSquare;
    default: return false;
    }
}

bool BoardPen::key(int key, Square square, bool shift, bool alt) {
    const DrawColor color = drawColorFor(shift, alt);
    switch (key) {
    case Qt::Key_X:
        m_keyStart = NoSquare;
        hidePreview();
        toggleMark(color, square);
        return true;
    case Qt::Key_V:
        if (m_keyStart == NoSquare || m_keyStart == square) {
            m_keyStart = m_keyStart == square ? NoSquare : square; // V twice on one: forgotten
            if (m_keyStart != NoSquare) {
                QPainterPath ring = Pen::markShape(m_rect(square));
                ring.setFillRule(Qt::OddEvenFill);
                showPreview(ring, color); // where the arrow starts
                emit said(PenWords::arrowBegun(square));
            } else {
                hidePreview();
            }
            return true;
        }
        hidePreview();
        toggleArrow(color, std::exchange(m_keyStart, NoSquare), square);
        return true;
    case Qt::Key_Delete: return clear();
    case Qt::Key_Escape:
        if (m_keyStart == NoSquare) return false;
        m_keyStart = NoSquare;
        hidePreview();
        return true;
    default: return false;
    }
}

void BoardPen::toggleArrow(DrawColor color, Square from, Square to) {
    const bool added = m_drawings.toggleArrow(color, from, to);
    redraw();
    emit edited(m_drawings, PenWords::drawn({color, from, to}, added));
}

void BoardPen::toggleMark(DrawColor color, Square s) {
    const bool added = m_drawings.toggleMark(color, s);
    redraw();
    emit edited(m_drawings, PenWords::marked({color, s}, added));
}

// What is being drawn, faint: the arrow a release would draw, to the pointer, or the square an
// arrow by the keys starts from.
void BoardPen::showPreview(const QPainterPath& path, DrawColor color) {
    hidePreview();
    auto* item = m_scene.addPath(path, Qt::NoPen, Pen::color(color, 0.4));
    item->setZValue(m_z + 0.02);
    item->setAcceptedMouseButtons(Qt::NoButton);
    m_preview = item;
}

void BoardPen::hidePreview() {
    delete m_preview;
    m_preview = nullptr;
}
