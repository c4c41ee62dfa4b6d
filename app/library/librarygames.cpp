// Library's games: storing and deleting them, the list's filters and order, the rows it
// shows, a game's PGN, the opponents, the rated games and the user's statistics.
#include "library.h"
#include "librarysql.h"

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

using namespace ferz;
using namespace LibrarySql;

namespace {

// The text the list's filter searches, in lower case.
QString searchTextOf(const LibraryGame& g) {
    return QStringList{g.white, g.black, g.event, g.date, g.eco, g.opening}.join(u'\n').toLower();
}

} // namespace

// Binds a game's columns to the named placeholders of an INSERT or UPDATE.
void LibrarySql::bindGame(QSqlQuery& q, const LibraryGame& g) {
    q.bindValue(QStringLiteral(":pgn"), text(g.pgn));
    q.bindValue(QStringLiteral(":uid"),
                g.uid.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(g.uid));
    q.bindValue(QStringLiteral(":dedupe"), g.key);
    q.bindValue(QStringLiteral(":source"), int(g.source));
    q.bindValue(QStringLiteral(":added"), QDateTime::currentMSecsSinceEpoch());
    q.bindValue(QStringLiteral(":date"), text(g.date));
    q.bindValue(QStringLiteral(":white"), text(g.white));
    q.bindValue(QStringLiteral(":black"), text(g.black));
    q.bindValue(QStringLiteral(":event"), text(g.event));
    q.bindValue(QStringLiteral(":result"), text(g.result));
    q.bindValue(QStringLiteral(":termination"), text(g.termination));
    q.bindValue(QStringLiteral(":time_control"), text(g.timeControl));
    q.bindValue(QStringLiteral(":eco"), text(g.eco));
    q.bindValue(QStringLiteral(":opening"), text(g.opening));
    q.bindValue(QStringLiteral(":plies"), g.plies);
    q.bindValue(QStringLiteral(":level"), optionalInt(g.level));
    q.bindValue(QStringLiteral(":user_side"), sideValue(g.userSide));
    q.bindValue(QStringLiteral(":opponent"), text(opponentOf(g)));
    q.bindValue(QStringLiteral(":search"), searchTextOf(g));
    q.bindValue(QStringLiteral(":rated"), g.rated ? 1 : 0);
    q.bindValue(QStringLiteral(":unrated"), text(g.unrated));
    q.bindValue(QStringLiteral(":opponent_elo"),
                g.rated ? QVariant(g.opponentElo) : QVariant(QMetaType(QMetaType::Double)));
    q.bindValue(QStringLiteral(":opponent_deviation"),
                g.rated ? QVariant(g.opponentDeviation) : QVariant(QMetaType(QMetaType::Double)));
    q.bindValue(QStringLiteral(":ended"),
                g.endedMs ? QVariant(*g.endedMs) : QVariant(QMetaType(QMetaType::LongLong)));
    q.bindValue(QStringLiteral(":chess960"), g.chess960 ? 1 : 0);
    q.bindValue(QStringLiteral(":rating_even"), optionalInt(g.ratingEven));
    q.bindValue(QStringLiteral(":rating_odd"), optionalInt(g.ratingOdd));
}

const QString LibrarySql::InsertGame = QStringLiteral(
    "INSERT INTO games (pgn, uid, dedupe, source, added, date, white, black, event, result, "
    "termination, time_control, eco, opening, plies, level, user_side, opponent, search, rated, "
    "unrated, opponent_elo, opponent_deviation, ended, chess960, rating_even, rating_odd) "
    "VALUES (:pgn, :uid, :dedupe, :source, :added, :date, :white, :black, :event, :result, "
    ":termination, :time_control, :eco, :opening, :plies, :level, :user_side, :opponent, "
    ":search, :rated, :unrated, :opponent_elo, :opponent_deviation, :ended, :chess960, "
    ":rating_even, :rating_odd)");

namespace {

QString sortExpression(LibraryColumn column) {
    switch (column) {
    case LibraryColumn::Date: return QStringLiteral("date");
    case LibraryColumn::White: return QStringLiteral("white");
    case LibraryColumn::Black: return QStringLiteral("black");
    case LibraryColumn::Result: // White's score
        return QStringLiteral(
            "CASE result WHEN '1-0' THEN 2 WHEN '1/2-1/2' THEN 1 WHEN '0-1' THEN 0 ELSE -1 END");
    case LibraryColumn::Level: return QStringLiteral("level");
    case LibraryColumn::Opening: return QStringLiteral("eco || ' ' || opening");
    case LibraryColumn::Moves: return QStringLiteral("plies");
    case LibraryColumn::TimeControl: return QStringLiteral("time_control");
    }
    return QStringLiteral("date");
}

const QString RowColumns =
    QStringLiteral("id, date, white, black, result, termination, time_control, eco, opening, "
                   "opponent, plies, level, user_side, source, rated, chess960");

LibraryRow rowOf(const QSqlQuery& q) {
    LibraryRow r;
    r.id = q.value(0).toLongLong();
    r.date = q.value(1).toString();
    r.white = q.value(2).toString();
    r.black = q.value(3).toString();
    r.result = q.value(4).toString();
    r.termination = q.value(5).toString();
    r.timeControl = q.value(6).toString();
    r.eco = q.value(7).toString();
    r.opening = q.value(8).toString();
    r.opponent = q.value(9).toString();
    r.plies = q.value(10).toInt();
    if (!q.value(11).isNull()) r.level = q.value(11).toInt();
    if (!q.value(12).isNull()) r.userSide = q.value(12).toInt() == 0 ? White : Black;
    r.source = q.value(13).toInt() == 1 ? GameSource::Imported : GameSource::Played;
    r.rated = q.value(14).toInt() == 1;
    r.chess960 = q.value(15).toInt() == 1;
    return r;
}

} // namespace

std::optional<qint64> Library::store(const LibraryGame& game) {
    if (!m_db.transaction()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    QSqlQuery q(m_db);
    std::optional<qint64> id;
    if (!game.uid.isEmpty()) {
        q.prepare(QStringLiteral("SELECT id FROM games WHERE uid = ?"));
        q.bindValue(0, game.uid);
        if (q.exec() && q.next()) id = q.value(0).toLongLong();
        q.finish();
    }
    // The game's positions: those of its moves as stored before (a game stored again may have
    // been taken back and played on) go, those of its moves now come.
    if (id && !unindexGame(m_db, *id)) {
        fail(m_db.lastError().text());
        m_db.rollback();
        return std::nullopt;
    }
    if (id) {
        q.prepare(QStringLiteral(
            "UPDATE games SET pgn = :pgn, uid = :uid, dedupe = :dedupe, source = :source, date = "
            ":date, "
            "white = :white, black = :black, event = :event, result = :result, "
            "termination = :termination, time_control = :time_control, eco = :eco, "
            "opening = :opening, plies = :plies, level = :level, user_side = :user_side, "
            "opponent = :opponent, search = :search, rated = :rated, unrated = :unrated, "
            "opponent_elo = :opponent_elo, opponent_deviation = :opponent_deviation, "
            "chess960 = :chess960, rating_even = :rating_even, rating_odd = :rating_odd, "
            // A game stored again after its end (an analysis) keeps the time it ended.
            "ended = CASE WHEN :ended IS NULL THEN NULL ELSE coalesce(ended, :ended) END "
            "WHERE id = :id"));
        bindGame(q, game);
        q.bindValue(QStringLiteral(":id"), *id);
    } else {
        q.prepare(InsertGame);
        bindGame(q, game);
    }
    if (!q.exec()) {
        fail(q.lastError().text());
        m_db.rollback();
        return std::nullopt;
    }
    if (!id) id = q.lastInsertId().toLongLong();
    if (const Parsed<PgnGame> pgn = readPgn(game.pgn.toStdString())) {
        if (!indexGame(m_db, *id, *pgn, &m_error)) {
            m_db.rollback();
            return std::nullopt;
        }
    }
    if (!m_db.commit()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    return id;
}

bool Library::remove(const QList<qint64>& ids) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    QSqlQuery positions(m_db);
    q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    positions.prepare(QStringLiteral("DELETE FROM training WHERE game_id = ?"));
    for (const qint64 id : ids) {
        q.bindValue(0, id);
        positions.bindValue(0, id);
        if (!unindexGame(m_db, id) || !q.exec() || !positions.exec()) {
            fail(q.lastError().text());
            m_db.rollback();
            return false;
        }
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

// SELECT `columns` of the games that pass `filter`, in this order; the query is executed.
bool Library::select(QSqlQuery& q, const QString& columns, const LibraryFilter& filter,
                     LibraryColumn order, Qt::SortOrder direction) const {
    QStringList where;
    const QString text = filter.text.trimmed().toLower();
    if (!text.isEmpty()) where << QStringLiteral("instr(search, :text) > 0");
    if (!filter.opponent.isEmpty()) where << QStringLiteral("opponent = :opponent");
    if (filter.level) where << QStringLiteral("level = :level");
    if (filter.userSide) where << QStringLiteral("user_side = :side");
    switch (filter.score) {
    case LibraryFilter::Score::Any: break;
    case LibraryFilter::Score::Won:
        where << QStringLiteral(
            "((user_side = 0 AND result = '1-0') OR (user_side = 1 AND result = '0-1'))");
        break;
    case LibraryFilter::Score::Lost:
        where << QStringLiteral(
            "((user_side = 0 AND result = '0-1') OR (user_side = 1 AND result = '1-0'))");
        break;
    case LibraryFilter::Score::Drawn:
        where << QStringLiteral("(user_side IS NOT NULL AND result = '1/2-1/2')");
        break;
    }
    if (filter.since.isValid())
        where << QStringLiteral("(date >= :since AND substr(date, 1, 1) != '?')");
    if (filter.positionKey)
        where << QStringLiteral("id IN (SELECT game_id FROM positions WHERE key = :position)");
    if (filter.material) {
        // The kind's balances as numbers in the text: a handful, found in the index first.
        QStringList signatures;
        for (const qint64 signature : materialsOf(*filter.material))
            signatures << QString::number(signature);
        where << (signatures.isEmpty()
                      ? QStringLiteral("0")
                      : QStringLiteral(
                            "id IN (SELECT game_id FROM materials WHERE signature IN (") +
                            signatures.join(u',') + QStringLiteral("))"));
    }
    if (filter.variant != LibraryFilter::Variant::Any)
        where << (filter.variant == LibraryFilter::Variant::Chess960
                      ? QStringLiteral("chess960 = 1")
                      : QStringLiteral("chess960 = 0"));
    const QString dir =
        direction == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    // Games of unknown date come last in either direction.
    const QString sql =
        QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM games") +
        (where.isEmpty() ? QString()
                         : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "))) +
        QStringLiteral(" ORDER BY ") +
        (order == LibraryColumn::Date ? QStringLiteral("substr(date, 1, 1) = '?', ") : QString()) +
        sortExpression(order) + u' ' + dir + QStringLiteral(", id ") + dir;
    q.setForwardOnly(true);
    q.prepare(sql);
    if (!text.isEmpty()) q.bindValue(QStringLiteral(":text"), text);
    if (!filter.opponent.isEmpty()) q.bindValue(QStringLiteral(":opponent"), filter.opponent);
    if (filter.level) q.bindValue(QStringLiteral(":level"), *filter.level);
    if (filter.userSide) q.bindValue(QStringLiteral(":side"), int(*filter.userSide));
    if (filter.positionKey) q.bindValue(QStringLiteral(":position"), *filter.positionKey);
    if (filter.since.isValid())
        q.bindValue(QStringLiteral(":since"), filter.since.toString(QStringLiteral("yyyy.MM.dd")));
    if (q.exec()) return true;
    m_error = q.lastError().text();
    return false;
}

QList<LibraryRow> Library::rows(const LibraryFilter& filter, LibraryColumn order,
                                Qt::SortOrder direction) const {
    QList<LibraryRow> out;
    QSqlQuery q(m_db);
    if (select(q, RowColumns, filter, order, direction))
        while (q.next()) out << rowOf(q);
    return out;
}

QList<qint64> Library::ids(const LibraryFilter& filter, LibraryColumn order,
                           Qt::SortOrder direction) const {
    QList<qint64> out;
    QSqlQuery q(m_db);
    if (select(q, QStringLiteral("id"), filter, order, direction))
        while (q.next()) out << q.value(0).toLongLong();
    return out;
}

QList<LibraryRow> Library::rowsOf(const QList<qint64>& ids) const {
    QStringList numbers;
    for (const qint64 id : ids) numbers << QString::number(id);
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QHash<qint64, LibraryRow> found;
    if (!q.exec(QStringLiteral("SELECT ") + RowColumns +
                QStringLiteral(" FROM games WHERE id IN (") + numbers.join(u',') + u')')) {
        m_error = q.lastError().text();
        return {};
    }
    while (q.next()) {
        LibraryRow r = rowOf(q);
        found.insert(r.id, std::move(r));
    }
    QList<LibraryRow> out;
    for (const qint64 id : ids)
        if (const auto it = found.constFind(id); it != found.constEnd()) out << *it;
    return out;
}

QList<RatedGame> Library::ratedGames() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<RatedGame> out;
    if (!q.exec(QStringLiteral(
            "SELECT id, ended, user_side, result, opponent_elo, opponent_deviation, level "
            "FROM games WHERE rated = 1 AND ended IS NOT NULL AND user_side IS NOT NULL "
            "ORDER BY ended, id"))) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        RatedGame g;
        g.id = q.value(0).toLongLong();
        g.endedMs = q.value(1).toLongLong();
        const QString result = q.value(3).toString();
        const double white = result == QLatin1String("1-0")       ? 1
                             : result == QLatin1String("1/2-1/2") ? 0.5
                             : result == QLatin1String("0-1")     ? 0
                                                                  : -1;
        if (white < 0) continue; // not ended after all
        g.score = q.value(2).toInt() == 0 ? white : 1 - white;
        g.opponentElo = q.value(4).toDouble();
        g.opponentDeviation = q.value(5).toDouble();
        g.level = q.value(6).toInt();
        out << g;
    }
    return out;
}

LibraryStatistics Library::statistics() const {
    LibraryStatistics out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT user_side, result, level, opening, time_control FROM "
                               "games WHERE user_side IS NOT NULL AND result != '*'")))
        return out;
    QMap<int, ScoreLine> levels;
    QMap<int, ScoreLine> colours;
    QHash<QString, ScoreLine> openings, clocks;
    const auto add = [](ScoreLine& line, const QString& key, double score) {
        line.key = key;
        ++line.games;
        line.won += score == 1;
        line.drawn += score == 0.5;
        line.lost += score == 0;
    };
    while (q.next()) {
        const int side = q.value(0).toInt();
        const QString result = q.value(1).toString();
        const double white = result == QLatin1String("1-0")       ? 1
                             : result == QLatin1String("1/2-1/2") ? 0.5
                                                                  : 0;
        const double score = side == 0 ? white : 1 - white;
        if (!q.value(2).isNull()) {
            const int level = q.value(2).toInt();
            add(levels[level], QString::number(level), score);
        }
        add(colours[side], QString::number(side), score);
        QString opening = q.value(3).toString();
        opening = opening.left(opening.indexOf(QRegularExpression(QStringLiteral("[:,]"))));
        if (!opening.trimmed().isEmpty())
            add(openings[opening.trimmed()], opening.trimmed(), score);
        const QString clock = q.value(4).toString();
        add(clocks[clock], clock, score);
    }
    out.byLevel = levels.values();
    out.byColour = colours.values();
    const auto mostPlayed = [](const QHash<QString, ScoreLine>& lines) {
        QList<ScoreLine> list = lines.values();
        std::sort(list.begin(), list.end(), [](const ScoreLine& a, const ScoreLine& b) {
            return a.games != b.games ? a.games > b.games : a.key < b.key;
        });
        return list;
    };
    out.byOpening = mostPlayed(openings);
    out.byTimeControl = mostPlayed(clocks);
    if (q.exec(QStringLiteral("SELECT reason, piece, count(*) FROM training WHERE depth > 0 "
                              "GROUP BY reason, piece ORDER BY count(*) DESC, reason, piece")))
        while (q.next())
            out.mistakeReasons << LibraryStatistics::ReasonCount{
                q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt()};
    return out;
}

QString Library::pgn(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pgn FROM games WHERE id = ?"));
    q.bindValue(0, id);
    if (!q.exec() || !q.next()) return {};
    return q.value(0).toString();
}

int Library::count() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM games")) || !q.next()) return 0;
    return q.value(0).toInt();
}

QStringList Library::opponents() const {
    QSqlQuery q(m_db);
    QStringList out;
    if (!q.exec(QStringLiteral(
            "SELECT DISTINCT opponent FROM games WHERE opponent != '' ORDER BY opponent")))
        return out;
    while (q.next()) out << q.value(0).toString();
    return out;
}
