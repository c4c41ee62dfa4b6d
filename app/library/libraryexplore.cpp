// Library's position index (schema 7) and what it answers: each position of each game's main
// line as a row of (Zobrist key, game, ply, move played), the opening tree of a position and
// the games that reached it. The table is WITHOUT ROWID with the key first, so its primary key
// is the index: a position's rows are one range of the B-tree, and a row costs its integers.
#include "library.h"
#include "librarysql.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <tuple>
#include <vector>

using namespace ferz;

namespace {

// The keys of the positions of a game's main line, from its start to its end.
std::vector<Key> keysOf(const PgnGame& game) {
    std::vector<Key> keys;
    keys.reserve(game.moves.size() + 1);
    Position position = game.start;
    StateInfo undo;
    keys.push_back(position.key());
    for (const PgnMove& m : game.moves) {
        position.makeMove(m.move, undo);
        keys.push_back(position.key());
    }
    return keys;
}

} // namespace

void LibrarySql::positionRows(qint64 gameId, const PgnGame& game, std::vector<PositionRow>& out) {
    const std::vector<Key> keys = keysOf(game);
    for (std::size_t ply = 0; ply < keys.size(); ++ply)
        out.push_back({qint64(keys[ply]), gameId, int(ply),
                       ply < game.moves.size() ? int(game.moves[ply].move.raw()) : 0});
}

// The rows in the order of the B-tree, a few hundred to a statement with their integers in
// its text: binding four values for each row through Qt costs more than SQLite's parsing of
// them, and rows in order find their pages as the last one left them (ferz-library-bench).
bool LibrarySql::writePositionRows(const QSqlDatabase& db, std::vector<PositionRow>& rows,
                                   QString* error) {
    std::sort(rows.begin(), rows.end(), [](const PositionRow& a, const PositionRow& b) {
        return std::tie(a.key, a.gameId, a.ply) < std::tie(b.key, b.gameId, b.ply);
    });
    constexpr std::size_t RowsToAStatement = 500;
    QSqlQuery q(db);
    for (std::size_t first = 0; first < rows.size(); first += RowsToAStatement) {
        QString sql = QStringLiteral("INSERT INTO positions (key, game_id, ply, move) VALUES ");
        const std::size_t last = std::min(rows.size(), first + RowsToAStatement);
        for (std::size_t i = first; i < last; ++i) {
            if (i > first) sql += u',';
            sql += u'(';
            sql += QString::number(rows[i].key); // the 64 bits as SQLite's signed integer
            sql += u',';
            sql += QString::number(rows[i].gameId);
            sql += u',';
            sql += QString::number(rows[i].ply);
            sql += u',';
            sql += QString::number(rows[i].move);
            sql += u')';
        }
        if (!q.exec(sql)) {
            if (error) *error = q.lastError().text();
            return false;
        }
    }
    rows.clear();
    return true;
}

bool LibrarySql::indexPositions(const QSqlDatabase& db, qint64 gameId, const PgnGame& game,
                                QString* error) {
    std::vector<PositionRow> rows;
    positionRows(gameId, game, rows);
    return writePositionRows(db, rows, error);
}

bool LibrarySql::unindexPositions(const QSqlDatabase& db, qint64 gameId) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pgn FROM games WHERE id = ?"));
    q.bindValue(0, gameId);
    if (!q.exec()) return false;
    if (!q.next()) return true; // no such game
    const Parsed<PgnGame> game = readPgn(q.value(0).toString().toStdString());
    q.finish();
    if (!game) {
        // Not readable now (it was when stored, by this reader or an older one): every row
        // is read to find the game's.
        q.prepare(QStringLiteral("DELETE FROM positions WHERE game_id = ?"));
        q.bindValue(0, gameId);
        return q.exec();
    }
    q.prepare(QStringLiteral("DELETE FROM positions WHERE key = ? AND game_id = ?"));
    QSet<qint64> done;
    for (const Key key : keysOf(*game)) {
        if (done.contains(qint64(key))) continue;
        done.insert(qint64(key));
        q.bindValue(0, qint64(key));
        q.bindValue(1, gameId);
        if (!q.exec()) return false;
    }
    return true;
}

// Schema 7's step: every stored game indexed from its PGN, in the caller's transaction (a
// game that cannot be read has no rows, as it cannot be opened either).
bool Library::indexAllPositions() {
    QSqlQuery read(m_db);
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral("SELECT id, pgn FROM games")))
        return fail(read.lastError().text());
    // Written a thousand games at a time, in order, as an import writes them.
    std::vector<LibrarySql::PositionRow> rows;
    int games = 0;
    while (read.next()) {
        if (const Parsed<PgnGame> game = readPgn(read.value(1).toString().toStdString()))
            LibrarySql::positionRows(read.value(0).toLongLong(), *game, rows);
        if (++games % 1000 == 0 && !LibrarySql::writePositionRows(m_db, rows, &m_error))
            return false;
    }
    return LibrarySql::writePositionRows(m_db, rows, &m_error);
}

// Each game counts once for each move it played from the position (a position reached twice
// in a game with the same move is one game), the final position's row (move 0) in none.
QList<TreeMove> Library::tree(const Position& position, const TreeFilter& filter) const {
    QString where;
    switch (filter.games) {
    case TreeFilter::Games::All: break;
    case TreeFilter::Games::Mine: where = QStringLiteral(" WHERE g.user_side IS NOT NULL"); break;
    case TreeFilter::Games::MineAsWhite: where = QStringLiteral(" WHERE g.user_side = 0"); break;
    case TreeFilter::Games::MineAsBlack: where = QStringLiteral(" WHERE g.user_side = 1"); break;
    case TreeFilter::Games::Imported: where = QStringLiteral(" WHERE g.source = 1"); break;
    case TreeFilter::Games::Player:
        where = QStringLiteral(" WHERE (g.white = :player OR g.black = :player)");
        break;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT p.move, count(*), sum(g.result = '1-0'), sum(g.result = '1/2-1/2'), "
                       "sum(g.result = '0-1'), avg(g.level), "
                       "max(CASE WHEN substr(g.date, 1, 1) != '?' THEN g.date END) "
                       "FROM (SELECT DISTINCT move, game_id FROM positions "
                       "WHERE key = :key AND move != 0) p "
                       "JOIN games g INDEXED BY games_tree ON g.id = p.game_id") +
        where + QStringLiteral(" GROUP BY p.move ORDER BY count(*) DESC, p.move"));
    q.bindValue(QStringLiteral(":key"), qint64(position.key()));
    if (filter.games == TreeFilter::Games::Player)
        q.bindValue(QStringLiteral(":player"), LibrarySql::text(filter.player));
    QList<TreeMove> out;
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    const bool white = position.sideToMove() == White;
    while (q.next()) {
        TreeMove m;
        m.move = Move::fromRaw(std::uint16_t(q.value(0).toInt()));
        m.games = q.value(1).toInt();
        const int whiteWon = q.value(2).toInt();
        const int blackWon = q.value(4).toInt();
        m.won = white ? whiteWon : blackWon;
        m.lost = white ? blackWon : whiteWon;
        m.drawn = q.value(3).toInt();
        if (!q.value(5).isNull()) m.averageLevel = q.value(5).toDouble();
        m.lastDate = q.value(6).toString();
        out << m;
    }
    return out;
}

QStringList Library::players() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QStringList out;
    if (!q.exec(QStringLiteral("SELECT white FROM games WHERE white != '' UNION "
                               "SELECT black FROM games WHERE black != '' ORDER BY 1"))) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) out << q.value(0).toString();
    return out;
}
