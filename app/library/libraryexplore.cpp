// Library's position index (schema 7) and material index (schema 8), and what they answer:
// each position of each game's main line as a row of (Zobrist key, game, ply, move played), and
// each material balance it held as a row of (signature, game, ply); the opening tree of a
// position, the games that reached it, and the games of a kind of material. The tables are
// WITHOUT ROWID with the key first, so their primary key is the index: a position's rows are
// one range of the B-tree, and a row costs its integers.
#include "library.h"
#include "librarysql.h"
#include "material.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <charconv>
#include <functional>
#include <tuple>
#include <vector>

using namespace ferz;

namespace {

// The positions of a game's main line, from its start to its end: their keys and materials.
struct LinePositions {
    std::vector<Key> keys;
    std::vector<MaterialSignature> materials;
};

LinePositions positionsOf(const PgnGame& game) {
    LinePositions line;
    line.keys.reserve(game.moves.size() + 1);
    line.materials.reserve(game.moves.size() + 1);
    Position position = game.start;
    StateInfo undo;
    const auto add = [&] {
        line.keys.push_back(position.key());
        line.materials.push_back(materialSignature(position));
    };
    add();
    for (const PgnMove& m : game.moves) {
        position.makeMove(m.move, undo);
        add();
    }
    return line;
}

// The balances the line held for two plies or more, or at its end, each with its first ply.
// Material never comes back once it has gone (a capture or a promotion spends a pawn or a
// piece for good), so each balance is one stretch of the line.
std::vector<std::pair<MaterialSignature, int>> balancesOf(const LinePositions& line) {
    std::vector<std::pair<MaterialSignature, int>> out;
    const std::vector<MaterialSignature>& m = line.materials;
    for (std::size_t ply = 0; ply < m.size(); ++ply) {
        if (ply > 0 && m[ply] == m[ply - 1]) continue; // the stretch is written at its start
        const bool held = ply + 1 == m.size() || m[ply + 1] == m[ply];
        if (held) out.emplace_back(m[ply], int(ply));
    }
    return out;
}

// Rows in the order of their B-tree, a few hundred to a statement with their integers in its
// text: binding the values of each row through Qt costs more than SQLite's parsing of them,
// and rows in order find their pages as the last one left them (ferz-library-bench).
template <typename Row>
bool writeRows(const QSqlDatabase& db, std::vector<Row>& rows, const QString& insert,
               const QString& after, const std::function<void(QString&, const Row&)>& values,
               QString* error) {
    constexpr std::size_t RowsToAStatement = 500;
    QSqlQuery q(db);
    for (std::size_t first = 0; first < rows.size(); first += RowsToAStatement) {
        QString sql;
        sql.reserve(insert.size() + after.size() + qsizetype(RowsToAStatement) * 64);
        sql += insert;
        const std::size_t last = std::min(rows.size(), first + RowsToAStatement);
        for (std::size_t i = first; i < last; ++i) {
            if (i > first) sql += u',';
            sql += u'(';
            values(sql, rows[i]);
            sql += u')';
        }
        sql += after;
        if (!q.exec(sql)) {
            if (error) *error = q.lastError().text();
            return false;
        }
    }
    rows.clear();
    return true;
}

// The values' digits written into the statement's text as they are: a QString of each (from
// QString::number) was an allocation for each of nine million values on ferz-library-bench.
void append(QString& sql, std::initializer_list<qint64> values) {
    Q_ASSERT(values.size() <= 4);
    char digits[4 * 21]; // four values of up to 20 characters, three commas
    char* end = digits;
    for (const qint64 v : values) {
        if (end != digits) *end++ = ',';
        end = std::to_chars(end, digits + sizeof digits, v).ptr;
    }
    sql += QLatin1String(digits, end - digits);
}

} // namespace

QString LibrarySql::opponentOfRow(const QString& ply) {
    return QStringLiteral(
               "coalesce(g.level, CASE %1 % 2 WHEN 0 THEN g.rating_even ELSE g.rating_odd END)")
        .arg(ply);
}

QString LibrarySql::treeFactsOfGame(const QString& ply) {
    return QStringLiteral("CASE g.result WHEN '1-0' THEN 2 WHEN '1/2-1/2' THEN 1 WHEN '0-1' "
                          "THEN 0 END, ") +
           (ply.isEmpty() ? QStringLiteral("g.level") : opponentOfRow(ply)) +
           QStringLiteral(", CASE WHEN g.date < '?' OR g.date >= '@' THEN g.date END");
}

std::pair<std::optional<int>, std::optional<int>> LibrarySql::ratingsByPly(const PgnGame& game) {
    const auto elo = [&game](Color side) -> std::optional<int> {
        const std::string tag = game.tag(side == White ? "WhiteElo" : "BlackElo");
        int value = 0;
        const auto [end, error] = std::from_chars(tag.data(), tag.data() + tag.size(), value);
        if (error != std::errc() || end != tag.data() + tag.size() || value < 1 || value > 4000)
            return std::nullopt;
        return value;
    };
    // At ply 0 the side to move is the one that began, and its opponent the other.
    const Color first = game.start.sideToMove();
    return {elo(~first), elo(first)};
}

void LibrarySql::indexRows(qint64 gameId, const PgnGame& game, IndexRows& out) {
    const LinePositions line = positionsOf(game);
    for (std::size_t ply = 0; ply < line.keys.size(); ++ply)
        out.positions.push_back({qint64(line.keys[ply]), gameId, int(ply),
                                 ply < game.moves.size() ? int(game.moves[ply].move.raw()) : 0});
    for (const auto& [signature, ply] : balancesOf(line))
        out.materials.push_back({qint64(signature), gameId, ply});
}

bool LibrarySql::writeIndexRows(const QSqlDatabase& db, IndexRows& rows, QString* error,
                                bool withFacts) {
    // A position a game reached again with the same move played from it (a repetition)
    // keeps its first row: the tree counts each game once for each move.
    std::sort(rows.positions.begin(), rows.positions.end(),
              [](const PositionRow& a, const PositionRow& b) {
                  return std::tie(a.key, a.move, a.gameId, a.ply) <
                         std::tie(b.key, b.move, b.gameId, b.ply);
              });
    rows.positions.erase(std::unique(rows.positions.begin(), rows.positions.end(),
                                     [](const PositionRow& a, const PositionRow& b) {
                                         return std::tie(a.key, a.move, a.gameId) ==
                                                std::tie(b.key, b.move, b.gameId);
                                     }),
                         rows.positions.end());
    std::sort(rows.materials.begin(), rows.materials.end(),
              [](const MaterialRow& a, const MaterialRow& b) {
                  return std::tie(a.signature, a.gameId) < std::tie(b.signature, b.gameId);
              });
    // Schema 11's rows take their game's facts from its row of games, as its migration step
    // does: the rows come in the index's order, each game found in the small games_tree.
    return writeRows<PositionRow>(
               db, rows.positions,
               withFacts
                   ? QStringLiteral("INSERT INTO positions (key, game_id, ply, move, "
                                    "white_score, level, date) SELECT v.column1, "
                                    "v.column2, v.column3, v.column4, ") +
                         treeFactsOfGame(QStringLiteral("v.column3")) +
                         QStringLiteral(" FROM (VALUES ")
                   : QStringLiteral("INSERT INTO positions (key, game_id, ply, move) VALUES "),
               withFacts ? QStringLiteral(") v CROSS JOIN games g INDEXED BY games_tree ON g.id "
                                          "= v.column2")
                         : QString(),
               [](QString& sql, const PositionRow& r) {
                   append(sql, {r.key, r.gameId, r.ply, r.move}); // the key's 64 bits signed
               },
               error) &&
           writeRows<MaterialRow>(
               db, rows.materials,
               QStringLiteral("INSERT INTO materials (signature, game_id, ply) VALUES "), QString(),
               [](QString& sql, const MaterialRow& r) {
                   append(sql, {r.signature, r.gameId, r.ply});
               },
               error);
}

bool LibrarySql::indexGame(const QSqlDatabase& db, qint64 gameId, const PgnGame& game,
                           QString* error) {
    IndexRows rows;
    indexRows(gameId, game, rows);
    return writeIndexRows(db, rows, error);
}

bool LibrarySql::unindexGame(const QSqlDatabase& db, qint64 gameId) {
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
        for (const char* table : {"positions", "materials"}) {
            q.prepare(QStringLiteral("DELETE FROM %1 WHERE game_id = ?").arg(QLatin1String(table)));
            q.bindValue(0, gameId);
            if (!q.exec()) return false;
        }
        return true;
    }
    const LinePositions line = positionsOf(*game);
    q.prepare(QStringLiteral("DELETE FROM positions WHERE key = ? AND move = ? AND game_id = ?"));
    QSet<std::pair<qint64, int>> done;
    for (std::size_t ply = 0; ply < line.keys.size(); ++ply) {
        const int move = ply < game->moves.size() ? int(game->moves[ply].move.raw()) : 0;
        if (done.contains({qint64(line.keys[ply]), move})) continue;
        done.insert({qint64(line.keys[ply]), move});
        q.bindValue(0, qint64(line.keys[ply]));
        q.bindValue(1, move);
        q.bindValue(2, gameId);
        if (!q.exec()) return false;
    }
    q.prepare(QStringLiteral("DELETE FROM materials WHERE signature = ? AND game_id = ?"));
    for (const auto& [signature, ply] : balancesOf(line)) {
        q.bindValue(0, qint64(signature));
        q.bindValue(1, gameId);
        if (!q.exec()) return false;
    }
    return true;
}

// Schema 7's step and schema 8's: every stored game indexed from its PGN, in the caller's
// transaction (a game that cannot be read has no rows, as it cannot be opened either). The
// position rows as schema 7 had them: schema 11's step adds the games' facts to them.
bool Library::indexAllGames(bool positions, bool materials) {
    QSqlQuery read(m_db);
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral("SELECT id, pgn FROM games")))
        return fail(read.lastError().text());
    // Written a thousand games at a time, in order, as an import writes them.
    LibrarySql::IndexRows rows;
    const auto write = [&] {
        if (!positions) rows.positions.clear();
        if (!materials) rows.materials.clear();
        return LibrarySql::writeIndexRows(m_db, rows, &m_error, false);
    };
    int games = 0;
    while (read.next()) {
        if (const Parsed<PgnGame> game = readPgn(read.value(1).toString().toStdString()))
            LibrarySql::indexRows(read.value(0).toLongLong(), *game, rows);
        ++m_migrated;
        if (++games % 1000 == 0) {
            if (!write()) return false;
            if (m_migrationProgress) m_migrationProgress(m_migrated, m_toMigrate);
        }
    }
    if (!write()) return false;
    if (m_migrationProgress) m_migrationProgress(m_migrated, m_toMigrate);
    return true;
}

// The balances of the library (its distinct signatures, one seek of the index each: a
// library holds some thousands however many games it has), and those of `kind`.
QList<qint64> Library::materialsOf(MaterialKind kind) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<qint64> out;
    if (!q.exec(QStringLiteral(
            "WITH RECURSIVE s(v) AS (SELECT min(signature) FROM materials UNION ALL "
            "SELECT (SELECT min(signature) FROM materials WHERE signature > s.v) FROM s "
            "WHERE s.v IS NOT NULL) SELECT v FROM s WHERE v IS NOT NULL"))) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next())
        if (const qint64 signature = q.value(0).toLongLong();
            isOfKind(MaterialSignature(signature), kind))
            out << signature;
    return out;
}

// Each game counts once for each move it played from the position (a position reached twice
// in a game with the same move has one row), the final position's row (move 0) in none. The
// rows of a position come in the order of their moves, so the counts need no sorting, and
// they hold what the tree counts of their game (schema 11): the tree of all games reads the
// index alone, a filter of the games joins them by their small index games_tree. The counts
// are FILTERs: SQLite skips the aggregate's step for a row that fails, where a sum of a
// comparison steps for each.
QList<TreeMove> Library::tree(const Position& position, const TreeFilter& filter) const {
    QString where;
    switch (filter.games) {
    case TreeFilter::Games::All: break;
    case TreeFilter::Games::Mine: where = QStringLiteral(" AND g.user_side IS NOT NULL"); break;
    case TreeFilter::Games::MineAsWhite: where = QStringLiteral(" AND g.user_side = 0"); break;
    case TreeFilter::Games::MineAsBlack: where = QStringLiteral(" AND g.user_side = 1"); break;
    case TreeFilter::Games::Imported: where = QStringLiteral(" AND g.source = 1"); break;
    case TreeFilter::Games::Player:
        where = QStringLiteral(" AND (g.white = :player OR g.black = :player)");
        break;
    }
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT p.move, count(*), count(*) FILTER (WHERE p.white_score = 2), "
                             "count(*) FILTER (WHERE p.white_score = 1), "
                             "count(*) FILTER (WHERE p.white_score = 0), avg(p.level), "
                             "max(p.date) FROM positions p") +
              (where.isEmpty()
                   ? QString()
                   : QStringLiteral(" JOIN games g INDEXED BY games_tree ON g.id = p.game_id")) +
              QStringLiteral(" WHERE p.key = :key AND p.move != 0") + where +
              QStringLiteral(" GROUP BY p.move ORDER BY count(*) DESC, p.move"));
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
        if (!q.value(5).isNull()) m.averageOpponent = q.value(5).toDouble();
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
