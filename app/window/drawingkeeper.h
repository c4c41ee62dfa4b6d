// The pen's drawings kept with the record: the arrows and marks on the board belong to the
// move on show (to the start position: the game's first comment), as [%cal]/[%csl] in its
// comment, as lichess and ChessBase keep them. Each edit goes through RecordActions, so it can
// be undone, marks the document modified and is autosaved; what changed is said.
//
// Threading contract: GUI thread only.
#pragma once

#include <QObject>

namespace ferz {
struct Drawings;
}

class BoardPen;
class GameController;
class RecordActions;
class ReviewNavigator;

class DrawingKeeper : public QObject {
    Q_OBJECT
public:
    /// Every reference must outlive it.
    DrawingKeeper(GameController& game, ReviewNavigator& review, BoardPen& pen,
                  RecordActions& record, QObject* parent);

signals:
    /// What the pen did, for the announcer ("Arrow from e2 to e4, green.").
    void said(const QString& text);

private:
    void follow();
    void keep(const ferz::Drawings& drawings);

    GameController& m_game;
    ReviewNavigator& m_review;
    BoardPen& m_pen;
    RecordActions& m_record;
};
