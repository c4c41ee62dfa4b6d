// The user's repertoire in the app: kept in the library (schema 9, and a library of schema 8
// migrated with nothing lost), its lines on the SM-2 schedule and in the due count.
#include "library.h"
#include "notation.h"
#include "repertoire.h"
#include "schedule.h"
#include "training.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

std::vector<Move> line(const char* sans, const Position& start = Position()) {
    std::vector<Move> moves;
    Position position = start;
    std::istringstream in(sans);
    std::string san;
    while (in >> san) {
        const Parsed<Move> m = parseSan(position, san);
        if (!m) qFatal("bad SAN %s: %s", san.c_str(), m.error().c_str());
        moves.push_back(*m);
        StateInfo undo;
        position.makeMove(*m, undo);
    }
    return moves;
}

Position after(const char* sans) {
    Position position;
    for (Move m : line(sans)) {
        StateInfo undo;
        position.makeMove(m, undo);
    }
    return position;
}

const char* const Games = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 3. Bc4 1-0\n\n"
                          "[White \"Cid\"]\n[Black \"Anna\"]\n[Result \"0-1\"]\n\n"
                          "1. d4 d5 2. c4 e6 0-1\n";

} // namespace

class TestRepertoireApp : public QObject {
    Q_OBJECT
private slots:
    void storedAndReadBack();
    void linesOnTheSchedule();
    void schema8IsMigrated();

private:
    QString freshPath() { return m_dir.filePath(QStringLiteral("r%1.sqlite").arg(++m_files)); }
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestRepertoireApp::storedAndReadBack() {
    const QString path = freshPath();
    Repertoire white(White);
    white.addLine(Position(), line("e4 e5 Nf3 Nc6 Bc4"));
    white.addLine(Position(), line("e4 c5 Nf3"));
    white.set(after("e4").key(), line("e4 c5")[1], 4);
    Repertoire black(Black);
    const Position set = after("d4 d5 c4");
    black.addLine(set, {*parseSan(set, "e6")});
    {
        Library library(path, QStringLiteral("store"));
        QVERIFY(library.open(nullptr));
        QVERIFY(library.repertoire(White).empty());
        QVERIFY(library.storeRepertoire(white));
        QVERIFY(library.storeRepertoire(black));
    }
    Library library(path, QStringLiteral("read"));
    QVERIFY(library.open(nullptr));
    const Repertoire w = library.repertoire(White);
    QVERIFY(w.entries() == white.entries());
    QCOMPARE(w.movesAt(after("e4").key()).front().weight, 4);
    const Repertoire b = library.repertoire(Black);
    QVERIFY(b.entries() == black.entries());
    QCOMPARE(b.starts().size(), std::size_t(2)); // the standard position and 3.c4's
    // Stored again without a line: the rows of the other side are untouched.
    Repertoire less = w;
    QCOMPARE(less.remove(after("e4"), line("e4 e5")[1]), 4);
    QVERIFY(library.storeRepertoire(less));
    QCOMPARE(library.repertoire(White).size(), std::size_t(3));
    QCOMPARE(library.repertoire(Black).size(), std::size_t(1));
}

// A line never drilled is due today; drilled and solved it comes back after a day, then six;
// the due count of the training includes the lines.
void TestRepertoireApp::linesOnTheSchedule() {
    Library library(freshPath(), QStringLiteral("schedule"));
    QVERIFY(library.open(nullptr));
    Repertoire white(White);
    white.addLine(Position(), line("e4 e5 Nf3"));
    white.addLine(Position(), line("e4 c5 c3"));
    QVERIFY(library.storeRepertoire(white));
    const qint64 today = trainingDay();
    QList<RepertoireDrillLine> due = library.repertoireLines(today, true);
    QCOMPARE(due.size(), 2);
    QVERIFY(!due[0].drilled);
    TrainingStats s = library.trainingStats(today);
    QCOMPARE(s.lines, 2);
    QCOMPARE(s.linesDue, 2);
    QCOMPARE(s.due, 2); // no positions, two lines

    const RepertoireDrillLine first = due[0];
    Card card = review(first.card, gradeOf(true, 0, false));
    QCOMPARE(card.intervalDays, 1);
    QVERIFY(library.recordRepertoireLine(first.side, qint64(first.line.end), card,
                                         today + card.intervalDays, true));
    due = library.repertoireLines(today, true);
    QCOMPARE(due.size(), 1);
    QVERIFY(due[0].line.end != first.line.end);
    s = library.trainingStats(today);
    QCOMPARE(s.linesDue, 1);
    QCOMPARE(s.attempts, 1);
    QCOMPARE(s.solvedFirst, 1);
    // Tomorrow it is due again; solved again, six days.
    const QList<RepertoireDrillLine> tomorrow = library.repertoireLines(today + 1, true);
    QCOMPARE(tomorrow.size(), 2);
    const RepertoireDrillLine again = tomorrow[0].drilled ? tomorrow[0] : tomorrow[1];
    QVERIFY(again.drilled);
    QCOMPARE(again.card.repetitions, 1);
    card = review(again.card, gradeOf(true, 0, false));
    QCOMPARE(card.intervalDays, 6);
    QVERIFY(library.recordRepertoireLine(again.side, qint64(again.line.end), card,
                                         today + 1 + card.intervalDays, false));
    const QList<RepertoireDrillLine> all = library.repertoireLines(today, false);
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.back().dueDay, today + 7);
    QCOMPARE(all.back().attempts, 2);
    QCOMPARE(all.back().solvedFirst, 1);
}

// A library as schema 8 left it (no repertoire tables) opens with its games and training kept,
// and takes a repertoire.
void TestRepertoireApp::schema8IsMigrated() {
    const QString path = freshPath();
    qint64 games = 0;
    {
        Library library(path, QStringLiteral("s8"));
        QVERIFY(library.open(nullptr));
        std::istringstream in(Games);
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 2);
        games = library.count();
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("s8")));
        for (const char* sql : {"DROP TABLE repertoire", "DROP TABLE repertoire_starts",
                                "DROP TABLE repertoire_cards", "PRAGMA user_version=8"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), sql);
    }
    Library library(path, QStringLiteral("s9"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(library.count(), games);
    QCOMPARE(library.tree(after("d4 d5")).size(), 1); // the position index kept
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("s9")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    QVERIFY(q.exec(QStringLiteral("PRAGMA quick_check")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    q.finish();
    Repertoire white(White);
    white.addLine(Position(), line("e4 e5"));
    QVERIFY(library.storeRepertoire(white));
    QCOMPARE(library.repertoire(White).size(), std::size_t(2));
}

QTEST_MAIN(TestRepertoireApp)
#include "tst_repertoire.moc"
