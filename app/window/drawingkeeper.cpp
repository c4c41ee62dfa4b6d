#include "drawingkeeper.h"

#include "boardpen.h"
#include "gamecontroller.h"
#include "recordactions.h"
#include "reviewnavigator.h"

using namespace ferz;

DrawingKeeper::DrawingKeeper(GameController& game, ReviewNavigator& review, BoardPen& pen,
                             RecordActions& record, QObject* parent)
    : QObject(parent), m_game(game), m_review(review), m_pen(pen), m_record(record) {
    // The position on show changes: a step, a move, a game read, an edit or its undo.
    connect(&m_review, &ReviewNavigator::changed, this, &DrawingKeeper::follow);
    connect(&m_game, &GameController::reset, this, &DrawingKeeper::follow);
    connect(&m_game, &GameController::movePlayed, this, &DrawingKeeper::follow);
    connect(&m_game, &GameController::stateChanged, this, &DrawingKeeper::follow);
    connect(&m_pen, &BoardPen::edited, this, [this](const Drawings& drawings, const QString& text) {
        keep(drawings);
        emit said(text);
    });
    connect(&m_pen, &BoardPen::said, this, &DrawingKeeper::said);
    follow();
}

void DrawingKeeper::follow() {
    m_pen.set(readDrawings(m_review.node()->data.comments));
}

void DrawingKeeper::keep(const Drawings& drawings) {
    m_record.setDrawings(m_review.node(), drawings);
}
