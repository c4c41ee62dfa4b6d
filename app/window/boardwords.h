// What the board and the review say in words, on the status line and to a screen reader: a
// piece picked up and where it can go, put back, the promotion's choice, why a move was
// refused ("the knight on d2 is pinned"), in review the move on show with the analysis's
// verdict on it (when the game allows it: GamePolicy), and the position on show, which the
// status line shows when nothing passing does.
//
// Threading contract: GUI thread only.
#pragma once

#include "types.h"

#include <QObject>

class AnalysisPanel;
class Announcer;
class BoardScene;
class GameController;
class ReviewNavigator;

class BoardWords : public QObject {
    Q_OBJECT
public:
    /// Listens to `scene` and `review`; says through `announcer`. All must outlive it.
    BoardWords(const BoardScene& scene, const GameController& game, const ReviewNavigator& review,
               const AnalysisPanel& analysis, Announcer& announcer, QObject* parent);

    /// The position on show in words, in the language in use: in review "Move 12, Black:
    /// knight from g8 to f6." with the analysis's verdict; in the game its last move ("Black:
    /// knight from g8 to f6, check."), or "The starting position.", and the end of a game that
    /// is over ("… Black resigns — White wins").
    QString shownPosition() const;

signals:
    /// Why a move was refused: a notice over the board, for a few seconds.
    void refused(const QString& why);
    /// The piece the keys picked up is no longer in the hand (put back, a move refused, the
    /// position changed): what the line said of it is no longer true.
    void handEmptied();

private:
    void pickedUp(ferz::Square from);
    void moveRefused(ferz::Square from, ferz::Square to);
    void viewChanged();

    const BoardScene& m_scene;
    const GameController& m_game;
    const ReviewNavigator& m_review;
    const AnalysisPanel& m_analysis;
    Announcer& m_announcer;
    bool m_wasReviewing = false;
    bool m_holding = false; // a piece picked up by the keys, said on the line
};
