// The parts of Library's SQL that its files share (library*.cpp only, not for other code): a
// game's columns bound to an INSERT or UPDATE, and the values Qt would otherwise bind wrongly.
#pragma once

#include "library.h"

#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <optional>
#include <utility>
#include <vector>

namespace LibrarySql {

// A text for a NOT NULL column: Qt binds a null QString as NULL.
inline QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

// The user's side for a nullable column: NULL when there is none.
inline QVariant optionalInt(const std::optional<int>& value) {
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Int));
}

inline QVariant sideValue(const std::optional<ferz::Color>& side) {
    return side ? QVariant(int(*side)) : QVariant(QMetaType(QMetaType::Int));
}

// The other side's name, when the user's side is known.
inline QString opponentOf(const LibraryGame& g) {
    if (!g.userSide) return {};
    return *g.userSide == ferz::White ? g.black : g.white;
}

// Binds a game's columns to the named placeholders of an INSERT or UPDATE.
void bindGame(QSqlQuery& q, const LibraryGame& g);

// A new row of the games: bindGame's placeholders, every column.
extern const QString InsertGame;

// The position index (schema 7): a row for each position of a game's main line, the start
// and the end included (key, game, ply, the move played from it: its raw 16 bits, 0 at the
// end), and (schema 11) what the opening tree counts of the game: its result, the opponent's
// strength (schema 12) and its date, so that the tree of all games reads the index alone. The
// material index (schema 8): a row for each material balance a game's main line held for two plies
// or more (or at its end): a passing moment of an exchange is no ending. An import gathers a
// batch's rows (indexRows) and writes them at its end (writeIndexRows, which empties them); false
// when they could not be written (`error` says why).
//
// The facts of a game `g` (its row of games) as a position row holds them: White's score in
// half points (2 for 1-0, 1 a draw, 0 for 0-1, NULL when not finished), the opponent's
// strength, and the date when known (one that does not start with '?': those that do are the
// range ['?', '@')). The opponent's strength is opponentOfRow(ply), `ply` an expression of the
// row (empty: Ferz's level only, as schema 11 had it).
QString treeFactsOfGame(const QString& ply);
// The strength of the side to move's opponent at a row of game `g` at `ply`: Ferz's level in a
// game Ferz played, else (schema 12) the rating of the side not to move there.
QString opponentOfRow(const QString& ply);
struct PositionRow {
    qint64 key = 0; // ferz::Key's 64 bits as SQLite's signed integer
    qint64 gameId = 0;
    int ply = 0;
    int move = 0; // ferz::Move::raw(); 0 at the end
};
// The rating of the side not to move at an even ply of the game's main line and at an odd one
// (LibraryGame::ratingEven, ratingOdd), as its WhiteElo and BlackElo tags give them: none for
// "?", "-", or what is not a number from 1 to 4000.
std::pair<std::optional<int>, std::optional<int>> ratingsByPly(const ferz::PgnGame& game);
struct MaterialRow {
    qint64 signature = 0; // ferz::MaterialSignature (48 bits)
    qint64 gameId = 0;
    int ply = 0; // where the balance was first on the board
};
struct IndexRows {
    std::vector<PositionRow> positions;
    std::vector<MaterialRow> materials;
};
void indexRows(qint64 gameId, const ferz::PgnGame& game, IndexRows& out);
// `withFacts`: the position rows of schema 11, their games' facts read from their rows of
// `games` (written first); false: those of schemas 7 to 10, for their migration steps.
bool writeIndexRows(const QSqlDatabase& db, IndexRows& rows, QString* error, bool withFacts = true);
bool indexGame(const QSqlDatabase& db, qint64 gameId, const ferz::PgnGame& game, QString* error);
// Erases the rows of game `gameId`, found by the keys and balances of its stored PGN (they
// lead their tables' keys, so nothing is scanned); in the caller's transaction.
bool unindexGame(const QSqlDatabase& db, qint64 gameId);

} // namespace LibrarySql
