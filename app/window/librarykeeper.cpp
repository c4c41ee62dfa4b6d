#include "librarykeeper.h"

#include "gamecontroller.h"
#include "level.h"
#include "librarystore.h"

#include <QDateTime>

using namespace ferz;

LibraryKeeper::LibraryKeeper(GameController& game, LibraryStore& store, QObject* parent)
    : QObject(parent), m_game(game), m_store(store) {
    connect(&m_game, &GameController::gameEnded, this, &LibraryKeeper::keep);
    // After the end, the record still changes: an analysis, the user's comments and lines.
    connect(&m_game, &GameController::reset, this, [this] {
        if (m_game.over()) keep();
    });
    // Another game takes its place: an unfinished game is kept as it stands (result "*").
    connect(&m_game, &GameController::aboutToReplace, this, [this] {
        if (!m_game.over()) keep();
    });
    connect(&m_store, &LibraryStore::stored, this,
            [this](const QString&, bool ok, const QString& error) {
                if (ok || m_failedSaid) return;
                m_failedSaid = true;
                emit failed([error] {
                    return tr("Your games cannot be kept in the game library: %1").arg(error);
                });
            });
}

// A library that failed to open or to take a game: the user is asked, as without one.
bool LibraryKeeper::keeps() const {
    return m_store.isUsable() && worthKeeping();
}

// A game begun in Ferz, with a move of a person on its main line. (A game the computer
// opened and the user left at once is not one the user played.)
bool LibraryKeeper::worthKeeping() const {
    if (m_game.gameId().isEmpty()) return false;
    const GameTree& tree = m_game.tree();
    Color mover = tree.start().sideToMove();
    for (const GameTree::Node* n = tree.root()->mainChild(); n; n = n->mainChild()) {
        if (m_game.isPlayerSide(mover)) return true;
        mover = ~mover;
    }
    return false;
}

void LibraryKeeper::keep() {
    if (!worthKeeping()) return;
    const std::optional<Color> userSide =
        m_game.twoPlayers() ? std::nullopt : std::optional<Color>(m_game.humanSide());
    PgnGame pgn = m_game.toPgn();
    // The library's copy knows its game: opened from the Games window while it is being
    // played, it is the game on the board (GameDocument::openGame).
    pgn.setTag(FerzGameIdTag, m_game.gameId().toStdString());
    LibraryGame game = LibraryGame::fromPgn(pgn, GameSource::Played, userSide);
    game.uid = m_game.gameId();
    // The rating, as the record says (FerzRated): a rated game counts once it has a result,
    // against what its level measured.
    const QString rated = QString::fromStdString(pgn.tag(FerzRatedTag));
    const bool over = m_game.over();
    if (over) game.endedMs = QDateTime::currentMSecsSinceEpoch(); // the first end is kept
    game.rated = over && m_game.outcome().result != Result::Ongoing &&
                 rated == QLatin1String("yes") && userSide;
    if (game.rated) {
        const MeasuredElo level = measuredElo(m_game.setup().elo.value_or(MaxElo));
        game.opponentElo = level.elo;
        game.opponentDeviation = level.deviation;
    } else {
        game.unrated = rated == QLatin1String("yes") ? QStringLiteral("unfinished") : rated;
    }
    m_store.store(game);
}
