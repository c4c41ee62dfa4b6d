// Library's puzzle results (schema 10): the attempts, the puzzle rating they carry, and the
// missed puzzles' schedule.
#include "library.h"
#include "librarysql.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace ferz;
using namespace LibrarySql;

namespace {

const QString AttemptColumns = QStringLiteral(
    "id, puzzle, at, solved, seconds, wrong, help, rating, deviation, volatility, puzzle_rating, "
    "puzzle_deviation, puzzle_volatility");

PuzzleAttempt attemptOf(const QSqlQuery& q) {
    PuzzleAttempt a;
    a.id = q.value(0).toLongLong();
    a.puzzle = q.value(1).toString();
    a.atMs = q.value(2).toLongLong();
    a.solved = q.value(3).toInt() != 0;
    a.seconds = q.value(4).toDouble();
    a.wrong = q.value(5).toInt();
    a.help = PuzzleAttempt::Help(std::clamp(q.value(6).toInt(), 0, 2));
    a.rating = {q.value(7).toDouble(), q.value(8).toDouble(), q.value(9).toDouble()};
    a.puzzleRating = {q.value(10).toDouble(), q.value(11).toDouble(), q.value(12).toDouble()};
    return a;
}

PuzzleCard cardOf(const QSqlQuery& q) {
    return {q.value(0).toString(), q.value(1).toInt(), q.value(2).toDouble(), q.value(3).toInt(),
            q.value(4).toLongLong()};
}

} // namespace

std::optional<qint64> Library::recordPuzzleAttempt(const PuzzleAttempt& a,
                                                   const std::optional<PuzzleCard>& card) {
    if (!m_db.transaction()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO puzzle_attempts (puzzle, at, solved, seconds, wrong, "
                             "help, rating, deviation, volatility, puzzle_rating, "
                             "puzzle_deviation, puzzle_volatility) VALUES (?, ?, ?, ?, ?, ?, ?, "
                             "?, ?, ?, ?, ?)"));
    const QVariantList values{text(a.puzzle),
                              a.atMs,
                              a.solved ? 1 : 0,
                              a.seconds,
                              a.wrong,
                              int(a.help),
                              a.rating.rating,
                              a.rating.deviation,
                              a.rating.volatility,
                              a.puzzleRating.rating,
                              a.puzzleRating.deviation,
                              a.puzzleRating.volatility};
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    bool ok = q.exec();
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery c(m_db);
    if (ok && card) {
        c.prepare(QStringLiteral(
            "INSERT INTO puzzle_cards (puzzle, repetitions, ease, interval_days, due_day) VALUES "
            "(?, ?, ?, ?, ?) ON CONFLICT (puzzle) DO UPDATE SET repetitions = "
            "excluded.repetitions, ease = excluded.ease, interval_days = excluded.interval_days, "
            "due_day = excluded.due_day"));
        const QVariantList cv{text(card->puzzle), card->repetitions, card->ease, card->intervalDays,
                              card->dueDay};
        for (int i = 0; i < cv.size(); ++i) c.bindValue(i, cv[i]);
        ok = c.exec();
    }
    if (!ok) {
        fail((q.lastError().isValid() ? q : c).lastError().text());
        m_db.rollback();
        return std::nullopt;
    }
    if (!m_db.commit()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    return id;
}

QList<PuzzleAttempt> Library::puzzleAttempts() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<PuzzleAttempt> out;
    if (!q.exec(QStringLiteral("SELECT %1 FROM puzzle_attempts ORDER BY id").arg(AttemptColumns))) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) out << attemptOf(q);
    return out;
}

Rating Library::puzzleRating() const {
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT %1 FROM puzzle_attempts ORDER BY id DESC LIMIT 1")
                   .arg(AttemptColumns)) &&
        q.next())
        return attemptOf(q).rating;
    return {};
}

std::optional<Rating> Library::ratingOfPuzzle(const QString& puzzle) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM puzzle_attempts WHERE puzzle = ? ORDER BY id DESC "
                             "LIMIT 1")
                  .arg(AttemptColumns));
    q.bindValue(0, puzzle);
    if (q.exec() && q.next()) return attemptOf(q).puzzleRating;
    return std::nullopt;
}

QStringList Library::triedPuzzles() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QStringList out;
    if (q.exec(QStringLiteral("SELECT DISTINCT puzzle FROM puzzle_attempts")))
        while (q.next()) out << q.value(0).toString();
    return out;
}

QList<PuzzleCard> Library::duePuzzles(qint64 today) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT puzzle, repetitions, ease, interval_days, due_day FROM "
                             "puzzle_cards WHERE due_day <= ? ORDER BY due_day, puzzle"));
    q.bindValue(0, today);
    QList<PuzzleCard> out;
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) out << cardOf(q);
    return out;
}

std::optional<PuzzleCard> Library::puzzleCard(const QString& puzzle) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT puzzle, repetitions, ease, interval_days, due_day FROM "
                             "puzzle_cards WHERE puzzle = ?"));
    q.bindValue(0, puzzle);
    if (q.exec() && q.next()) return cardOf(q);
    return std::nullopt;
}

PuzzleStats Library::puzzleStats(qint64 today) const {
    PuzzleStats s;
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT count(*), coalesce(sum(solved), 0) FROM puzzle_attempts")) &&
        q.next()) {
        s.attempts = q.value(0).toInt();
        s.solved = q.value(1).toInt();
    }
    QSqlQuery last(m_db);
    last.setForwardOnly(true);
    if (last.exec(QStringLiteral("SELECT solved FROM puzzle_attempts ORDER BY id DESC")))
        while (last.next() && last.value(0).toInt() == 1) ++s.streak;
    QSqlQuery due(m_db);
    due.prepare(QStringLiteral("SELECT count(*) FROM puzzle_cards WHERE due_day <= ?"));
    due.bindValue(0, today);
    if (due.exec() && due.next()) s.due = due.value(0).toInt();
    return s;
}
