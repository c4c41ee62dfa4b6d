// Library's repertoire (schema 9): the user's moves for White and for Black by position, the
// positions their lines start from, and the drill's SM-2 schedule of each line.
#include "library.h"

#include <QDateTime>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

using namespace ferz;

namespace {

// Whether the user has a move of their own in `line`: a line of the opponent's moves only (a
// reply prepared for, with no answer yet) has nothing to drill.
bool hasUserMove(const RepertoireLine& line, Color side) {
    Position p = line.start;
    for (const Move m : line.moves) {
        if (p.sideToMove() == side) return true;
        StateInfo st;
        p.makeMove(m, st);
    }
    return false;
}

} // namespace

ferz::Repertoire Library::repertoire(Color side) const {
    Repertoire r(side);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT fen FROM repertoire_starts WHERE side = ?"));
    q.bindValue(0, int(side));
    if (!q.exec()) {
        m_error = q.lastError().text();
        return r;
    }
    while (q.next()) {
        const Parsed<Position> start = Position::fromFen(q.value(0).toString().toStdString());
        if (start) r.addStart(*start);
    }
    q.prepare(QStringLiteral("SELECT key, move, weight FROM repertoire WHERE side = ?"));
    q.bindValue(0, int(side));
    if (!q.exec()) {
        m_error = q.lastError().text();
        return Repertoire(side);
    }
    while (q.next())
        r.set(Key(q.value(0).toLongLong()), Move::fromRaw(std::uint16_t(q.value(1).toUInt())),
              q.value(2).toInt());
    return r;
}

bool Library::storeRepertoire(const Repertoire& repertoire) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    const int side = int(repertoire.side());
    bool ok = q.prepare(QStringLiteral("DELETE FROM repertoire WHERE side = ?"));
    q.bindValue(0, side);
    ok = ok && q.exec();
    ok = ok && q.prepare(QStringLiteral("DELETE FROM repertoire_starts WHERE side = ?"));
    q.bindValue(0, side);
    ok = ok && q.exec();
    ok = ok && q.prepare(QStringLiteral("INSERT INTO repertoire_starts (side, fen) VALUES (?, ?)"));
    // The standard position is the start of every repertoire: only the others are written.
    for (const Position& start : repertoire.starts()) {
        if (!ok) break;
        if (start.key() == Position().key()) continue;
        q.bindValue(0, side);
        q.bindValue(1, QString::fromStdString(start.fen()));
        ok = q.exec();
    }
    ok = ok && q.prepare(QStringLiteral(
                   "INSERT INTO repertoire (side, key, move, weight) VALUES (?, ?, ?, ?)"));
    for (const RepertoireEntry& e : repertoire.entries()) {
        if (!ok) break;
        q.bindValue(0, side);
        q.bindValue(1, qint64(e.key));
        q.bindValue(2, int(e.move.raw()));
        q.bindValue(3, e.weight);
        ok = q.exec();
    }
    if (!ok) {
        fail(q.lastError().text());
        m_db.rollback();
        return false;
    }
    if (!m_db.commit()) return fail(m_db.lastError().text());
    return true;
}

QList<RepertoireDrillLine> Library::repertoireLines(qint64 today, bool dueOnly) const {
    struct Stored {
        Card card;
        qint64 dueDay = 0;
        int attempts = 0, solvedFirst = 0;
    };
    QHash<QPair<int, qint64>, Stored> cards;
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT side, end_key, repetitions, ease, interval_days, due_day, "
                              "attempts, solved_first FROM repertoire_cards")))
        while (q.next())
            cards.insert({q.value(0).toInt(), q.value(1).toLongLong()},
                         {Card{q.value(2).toInt(), q.value(3).toDouble(), q.value(4).toInt()},
                          q.value(5).toLongLong(), q.value(6).toInt(), q.value(7).toInt()});
    QList<RepertoireDrillLine> out;
    for (const Color side : {White, Black}) {
        for (RepertoireLine& line : linesOf(repertoire(side))) {
            if (!hasUserMove(line, side)) continue;
            RepertoireDrillLine l;
            l.side = side;
            l.dueDay = today;
            const auto it = cards.constFind({int(side), qint64(line.end)});
            if (it != cards.constEnd()) {
                l.card = it->card;
                l.dueDay = it->dueDay;
                l.attempts = it->attempts;
                l.solvedFirst = it->solvedFirst;
                l.drilled = true;
            }
            l.line = std::move(line);
            if (!dueOnly || l.dueDay <= today) out << l;
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const RepertoireDrillLine& a, const RepertoireDrillLine& b) {
                         return a.dueDay < b.dueDay;
                     });
    return out;
}

bool Library::recordRepertoireLine(Color side, qint64 endKey, const Card& card, qint64 dueDay,
                                   bool solvedFirst) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO repertoire_cards (side, end_key, repetitions, ease, interval_days, due_day, "
        "attempts, solved_first, last_seen) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) "
        "ON CONFLICT (side, end_key) DO UPDATE SET repetitions = excluded.repetitions, "
        "ease = excluded.ease, interval_days = excluded.interval_days, due_day = excluded.due_day, "
        "attempts = attempts + 1, solved_first = solved_first + excluded.solved_first, "
        "last_seen = excluded.last_seen"));
    const QVariantList values{
        int(side),         endKey, card.repetitions,    card.ease,
        card.intervalDays, dueDay, solvedFirst ? 1 : 0, QDateTime::currentMSecsSinceEpoch()};
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    if (!q.exec()) return fail(q.lastError().text());
    return true;
}
