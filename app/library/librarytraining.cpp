// Library's training positions: the next game for the background analysis, the positions it
// found, those due, an answer's new schedule and how the training stands.
#include "library.h"
#include "librarysql.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace ferz;
using namespace LibrarySql;

std::optional<Library::GameToAnalyse> Library::nextGameToAnalyse() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT id, pgn, user_side FROM games WHERE analysed = 0 AND "
                               "user_side IS NOT NULL ORDER BY added DESC, id DESC LIMIT 1")) ||
        !q.next())
        return std::nullopt;
    return GameToAnalyse{q.value(0).toLongLong(), q.value(1).toString(),
                         q.value(2).toInt() == 0 ? White : Black};
}

bool Library::addTrainingPositions(qint64 gameId,
                                   const std::optional<QList<TrainingPosition>>& positions,
                                   qint64 today) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    if (!writeTrainingPositions(gameId, positions, today)) {
        m_db.rollback();
        return false;
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

bool Library::storeAnalysis(qint64 gameId, const QString& pgn,
                            const std::optional<QList<TrainingPosition>>& positions, qint64 today) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE games SET pgn = ? WHERE id = ?"));
    q.bindValue(0, pgn);
    q.bindValue(1, gameId);
    if (!q.exec() || (positions && !writeTrainingPositions(gameId, positions, today))) {
        if (q.lastError().isValid()) fail(q.lastError().text());
        m_db.rollback();
        return false;
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

// Inside a transaction the caller holds. The game's positions become those of this analysis:
// one found again keeps its schedule and takes the new verdict, one not found again goes
// (one verdict per position: the review of the game would not mark its move). Without
// `positions` (a game that could not be read) the game is only marked analysed.
bool Library::writeTrainingPositions(qint64 gameId,
                                     const std::optional<QList<TrainingPosition>>& positions,
                                     qint64 today) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO training (game_id, ply, fen, played, played_san, best, best_line, "
        "judgement, reason, piece, mate_in, due_day, depth, judge, ferz) VALUES (?, ?, ?, ?, ?, "
        "?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, ply) DO UPDATE SET fen = "
        "excluded.fen, played = excluded.played, played_san = excluded.played_san, best = "
        "excluded.best, best_line = excluded.best_line, judgement = excluded.judgement, reason = "
        "excluded.reason, piece = excluded.piece, mate_in = excluded.mate_in, depth = "
        "excluded.depth, judge = excluded.judge, ferz = excluded.ferz"));
    QSqlQuery gone(m_db);
    QStringList plies;
    bool ok = true;
    if (positions) {
        for (const TrainingPosition& p : *positions) {
            const QVariantList values{gameId,
                                      p.ply,
                                      text(p.fen),
                                      text(p.played),
                                      text(p.playedSan),
                                      text(p.best),
                                      text(p.bestLine),
                                      p.judgement,
                                      p.reason,
                                      p.piece,
                                      p.mateIn,
                                      today,
                                      p.depth,
                                      text(p.judge),
                                      currentVersion()};
            for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
            ok = ok && q.exec();
            plies << QString::number(p.ply);
        }
        gone.prepare(QStringLiteral("DELETE FROM training WHERE game_id = ? AND ply NOT IN (%1)")
                         .arg(plies.join(u',')));
        gone.bindValue(0, gameId);
        ok = ok && gone.exec();
    }
    QSqlQuery mark(m_db);
    mark.prepare(QStringLiteral("UPDATE games SET analysed = 1 WHERE id = ?"));
    mark.bindValue(0, gameId);
    ok = ok && mark.exec();
    if (!ok)
        return fail((q.lastError().isValid()      ? q
                     : gone.lastError().isValid() ? gone
                                                  : mark)
                        .lastError()
                        .text());
    return true;
}

QList<TrainingPosition> Library::dueTrainingPositions(qint64 today, int limit) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT t.id, t.game_id, t.ply, t.fen, t.played, t.played_san, t.best, t.best_line, "
        "t.judgement, t.reason, t.piece, t.mate_in, g.white, g.black, g.date, t.repetitions, "
        "t.ease, t.interval_days, t.due_day, t.attempts, t.solved_first, t.depth, t.judge FROM "
        "training t JOIN games g ON g.id = t.game_id WHERE t.due_day <= ? AND t.depth > 0 "
        "ORDER BY t.due_day, t.id LIMIT ?"));
    q.bindValue(0, today);
    q.bindValue(1, limit);
    QList<TrainingPosition> out;
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        TrainingPosition p;
        p.id = q.value(0).toLongLong();
        p.gameId = q.value(1).toLongLong();
        p.ply = q.value(2).toInt();
        p.fen = q.value(3).toString();
        p.played = q.value(4).toString();
        p.playedSan = q.value(5).toString();
        p.best = q.value(6).toString();
        p.bestLine = q.value(7).toString();
        p.judgement = q.value(8).toInt();
        p.reason = q.value(9).toInt();
        p.piece = q.value(10).toInt();
        p.mateIn = q.value(11).toInt();
        p.white = q.value(12).toString();
        p.black = q.value(13).toString();
        p.date = q.value(14).toString();
        p.repetitions = q.value(15).toInt();
        p.ease = q.value(16).toDouble();
        p.intervalDays = q.value(17).toInt();
        p.dueDay = q.value(18).toLongLong();
        p.attempts = q.value(19).toInt();
        p.solvedFirst = q.value(20).toInt();
        p.depth = q.value(21).toInt();
        p.judge = q.value(22).toString();
        out << p;
    }
    return out;
}

std::pair<int, int> Library::analysedGames() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT coalesce(sum(analysed), 0), count(*) FROM games WHERE "
                               "user_side IS NOT NULL")) ||
        !q.next())
        return {0, 0};
    return {q.value(0).toInt(), q.value(1).toInt()};
}

int Library::gamesCheckedAgain() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT count(DISTINCT t.game_id) FROM training t JOIN games g ON "
                               "g.id = t.game_id WHERE g.analysed = 0")) ||
        !q.next())
        return 0;
    return q.value(0).toInt();
}

TrainingStats Library::trainingStats(qint64 today) const {
    TrainingStats s;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT count(*), coalesce(sum(due_day <= ?), 0), "
                             "coalesce(sum(attempts), 0), coalesce(sum(solved_first), 0) "
                             "FROM training WHERE depth > 0"));
    q.bindValue(0, today);
    if (q.exec() && q.next()) {
        s.positions = q.value(0).toInt();
        s.due = q.value(1).toInt();
        s.attempts = q.value(2).toInt();
        s.solvedFirst = q.value(3).toInt();
    }
    // The repertoire's lines (schema 9), due as the positions are.
    const QList<RepertoireDrillLine> lines = repertoireLines(today, false);
    s.lines = int(lines.size());
    for (const RepertoireDrillLine& l : lines) s.linesDue += l.dueDay <= today;
    s.due += s.linesDue;
    if (q.exec(QStringLiteral("SELECT coalesce(sum(attempts), 0), coalesce(sum(solved_first), 0) "
                              "FROM repertoire_cards")) &&
        q.next()) {
        s.attempts += q.value(0).toInt();
        s.solvedFirst += q.value(1).toInt();
    }
    // The streak: the last answers, newest first, while they were solved at the first try.
    QSqlQuery last(m_db);
    last.setForwardOnly(true);
    if (last.exec(QStringLiteral("SELECT last_solved FROM training WHERE last_seen IS NOT NULL "
                                 "ORDER BY last_seen DESC")))
        while (last.next() && last.value(0).toInt() == 1) ++s.streak;
    return s;
}

bool Library::recordTraining(qint64 positionId, int repetitions, double ease, int intervalDays,
                             qint64 dueDay, bool solvedFirst) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE training SET repetitions = ?, ease = ?, interval_days = ?, due_day = ?, "
        "attempts = attempts + 1, solved_first = solved_first + ?, last_seen = ?, "
        "last_solved = ? WHERE id = ?"));
    const QVariantList values{repetitions,         ease,
                              intervalDays,        dueDay,
                              solvedFirst ? 1 : 0, QDateTime::currentMSecsSinceEpoch(),
                              solvedFirst ? 1 : 0, positionId};
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    if (!q.exec()) return fail(q.lastError().text());
    return q.numRowsAffected() == 1;
}
