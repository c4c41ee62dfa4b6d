// A strip above or below the board that says who plays a side: the player's name, the colour,
// the captured pieces with the material balance (+N), the side's clock, and marks for the side
// to move and for the computer thinking. The window puts the opponent's strip on top and the
// user's below, and swaps them with the board when it turns.
//
// Threading contract: GUI thread only.
#pragma once

#include "position.h"

#include <QFrame>
#include <QString>

class GameController;
class QLabel;
struct RatingSummary;

class PlayerStrip : public QFrame {
    Q_OBJECT
public:
    explicit PlayerStrip(QWidget* parent = nullptr);

    void setPlayer(const QString& name, ferz::Color colour);
    /// What the strip says of `side` of `game`: who plays it, the material of `shown` (the
    /// position on show), the turn, the computer thinking and the clock.
    void showSide(const GameController& game, ferz::Color side, const ferz::Position& shown);
    /// The player's rating beside the name ("1432 ± 95"), with what it rests on as its tooltip;
    /// nullptr, or a rating of no games, hides it.
    void setRating(const RatingSummary* rating);
    QString ratingText() const;
    /// The pieces this side is up in `position`, shown as the opponent's captured pieces, and
    /// the difference in points (pawn 1, knight and bishop 3, rook 5, queen 9) when it leads.
    void setMaterial(const ferz::Position& position);
    /// The side's clock: hidden when `enabled` is false; `running` lights it, and a clock with
    /// little time left (under a quarter of `baseMs`, at most 20 s) turns to a warning colour.
    void setClock(bool enabled, qint64 remainingMs, qint64 baseMs, bool running);
    void setToMove(bool toMove);
    void setThinking(bool thinking);

    ferz::Color colour() const { return m_colour; }
    QString name() const;
    QString clockText() const;
    /// "+3", or empty when this side does not lead.
    QString advantageText() const;
    /// The captured pieces shown, weakest first, as FEN letters of their own colour ("pnQ").
    const QString& capturedPieces() const { return m_captured; }
    bool clockWarning() const { return m_warning; }
    bool thinkingShown() const;

    static QString formatClock(qint64 ms);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateSwatch();

    ferz::Color m_colour = ferz::White;
    QString m_captured;
    bool m_warning = false;
    bool m_toMove = false;
    QString m_clockStyle;
    QLabel* m_swatch;
    QLabel* m_name;
    QLabel* m_rating;
    QLabel* m_thinking;
    QLabel* m_pieces;
    QLabel* m_advantage;
    QLabel* m_clock;
};
