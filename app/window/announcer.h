// The line at the foot of the window that says what has just happened: the move each side
// played, in words ("Black: knight from g8 to f6, check"), the end of the game, the answer to
// a draw offer, a refused move, a saved file, the move on show while reviewing.
//
// It is what a screen reader hears too: a LiveRegion, which Orca speaks as a notification.
#pragma once

#include "liveregion.h"
#include "position.h"

class Announcer : public LiveRegion {
    Q_OBJECT
public:
    explicit Announcer(QWidget* parent = nullptr);

    /// A move in words, for the ear: "knight from g1 to f3", "pawn from e5 takes pawn on d6",
    /// "castles kingside", "pawn from e7 to e8, becomes a queen".
    static QString spokenMove(const ferz::Position& before, ferz::Move move);
    /// "White: knight from g1 to f3, check." ("…, checkmate.", "…, stalemate.").
    static QString spokenTurn(const ferz::Position& before, ferz::Move move);
    /// "knight", "queen", … in the user's language.
    static QString pieceTypeName(ferz::PieceType type);
};
