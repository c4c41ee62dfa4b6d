// Keeps every game played in Ferz in the library, without being asked: when it ends, when the
// record of a finished game changes (an analysis, a comment, a variation), and when another
// game takes its place before it ended (abandoned). A game is kept under its id
// (GameController::gameId), so each of these writes replaces the game's one row. Games read
// from a file have no id and are not kept: the user imports files in the Games window.
//
// Threading contract: GUI thread. The writes run in LibraryStore's worker thread; what is
// done here is writing the PGN, a few hundred microseconds for a long game.
#pragma once

#include "words.h"

#include <QObject>
#include <QString>

class GameController;
class LibraryStore;

class LibraryKeeper : public QObject {
    Q_OBJECT
public:
    LibraryKeeper(GameController& game, LibraryStore& store, QObject* parent = nullptr);

    /// Stores the game now, if it is one of Ferz's in which a person has moved.
    void keep();
    /// Whether the library keeps the game as it stands: one of Ferz's in which a person has
    /// moved, with a library that opened and took every game so far.
    bool keeps() const;

signals:
    /// A write failed (said once, not after every game): why, in the language in use.
    void failed(const Words& words);

private:
    bool worthKeeping() const;

    GameController& m_game;
    LibraryStore& m_store;
    bool m_failedSaid = false;
};
