// The line at the foot of the window that says what has just happened: the move each side
// played, in words ("Black: knight from g8 to f6, check"), the end of the game, the answer to
// a draw offer, a refused move, a saved file, the move on show while reviewing.
//
// It is what a screen reader hears too. Qt 6.4 has no announcement event (6.8 adds one), so
// the line is a live status element: its accessible role is Notification, and each
// announcement hides and shows it again, which AT-SPI sends as
// object:state-changed:showing. Orca speaks a notification that becomes showing ("notification,
// Black: knight from g8 to f6") and keeps it in its list of notifications. What is said in one
// turn of the event loop (a move, then the mate that ends the game) is said as one.
#pragma once

#include "position.h"

#include <QLabel>
#include <QStringList>

class Announcer : public QLabel {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent = nullptr);

    void announce(const QString& text);
    /// What the line says now (the last announcement, whole).
    QString lastAnnouncement() const { return m_last; }

    /// A move in words, for the ear: "knight from g1 to f3", "pawn from e5 takes pawn on d6",
    /// "castles kingside", "pawn from e7 to e8, becomes a queen".
    static QString spokenMove(const ferz::Position& before, ferz::Move move);
    /// "White: knight from g1 to f3, check".
    static QString spokenTurn(const ferz::Position& before, ferz::Move move);
    /// "knight", "queen", … in the user's language.
    static QString pieceTypeName(ferz::PieceType type);

signals:
    void announced(const QString& text);

private:
    void flush();

    QStringList m_pending;
    QString m_last;
};
