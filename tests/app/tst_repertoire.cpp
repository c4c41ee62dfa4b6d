// The user's repertoire in the app: kept in the library (schema 9, and a library of schema 8
// migrated with nothing lost), its lines on the SM-2 schedule and in the due count, marked in
// the window (the move list's action, the opening tree's keys and star, refused while a game is
// played), imported and exported as PGN, drilled in the Train window, and the sentence that
// says where a game left it, at the end of a game, in the user's letters and language.
#include "banner.h"
#include "boardscene.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "notation.h"
#include "openingtree.h"
#include "openingtreemodel.h"
#include "openingtreepanel.h"
#include "repertoire.h"
#include "repertoireactions.h"
#include "repertoiredrill.h"
#include "reviewnavigator.h"
#include "santext.h"
#include "schedule.h"
#include "training.h"
#include "trainwindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeView>

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
    void departureSentences();
    void departureInRussian();
    void drilled();
    void anotherLineIsFollowed();
    void trainWindowPages();
    void markedInTheWindow();
    void endOfGameNotice();

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

void TestRepertoireApp::departureSentences() {
    Repertoire white(White);
    white.addLine(Position(), line("e4 e5 Nf3 Nc6 Bc4"));
    white.addLine(Position(), line("e4 e5 Nf3 Nc6 Nc3"));
    white.addLine(Position(), line("e4 c5 Nf3"));
    std::optional<Departure> d = departureOf(white, Position(), line("e4 e5 Nf3 Nc6 Bb5"));
    QVERIFY(d);
    QCOMPARE(RepertoireActions::departureText(*d, SanText()),
             QStringLiteral("You left your repertoire at 3.Bb5; your lines are 3.Bc4 and 3.Nc3."));
    d = departureOf(white, Position(), line("e4 e5 Nf3 Nf6"));
    QVERIFY(d);
    QCOMPARE(RepertoireActions::departureText(*d, SanText()),
             QStringLiteral("Your opponent left your repertoire at 2…Nf6; your line prepares "
                            "2…Nc6."));
    Repertoire black(Black);
    black.addLine(Position(), line("d4 Nf6 c4 e6"));
    d = departureOf(black, Position(), line("d4 Nf6 c4 g6"));
    QVERIFY(d);
    QCOMPARE(RepertoireActions::departureText(*d, SanText()),
             QStringLiteral("You left your repertoire at 2…g6; your line is 2…e6."));
    d = departureOf(white, Position(), line("e4 d5"));
    QCOMPARE(RepertoireActions::departureText(*d, SanText(SanText::Figurines)),
             QStringLiteral("Your opponent left your repertoire at 1…d5; your lines prepare "
                            "1…e5 and 1…c5."));
    d = departureOf(white, Position(), line("e4 e5 Nf3 Nc6 Bb5"));
    const QString figurines = RepertoireActions::departureText(*d, SanText(SanText::Figurines));
    QVERIFY2(figurines.contains(SanText(SanText::Figurines).move("Bb5")), qPrintable(figurines));
    QVERIFY2(!figurines.contains(QStringLiteral("Bb5")), qPrintable(figurines));
}

// Translated, with the language's piece letters.
void TestRepertoireApp::departureInRussian() {
    QTranslator russian;
    QVERIFY(russian.load(QStringLiteral(":/i18n/ferz_ru.qm")));
    QVERIFY(QCoreApplication::installTranslator(&russian));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&russian); });
    Repertoire black(Black);
    black.addLine(Position(), line("d4 Nf6 c4 e6"));
    const std::optional<Departure> d = departureOf(black, Position(), line("d4 Nf6 Nf3"));
    QVERIFY(d);
    QCOMPARE(RepertoireActions::departureText(*d, SanText()),
             QStringLiteral("Соперник вышел из вашего репертуара ходом 2.Кf3; ваша линия "
                            "готовит 2.c4."));
}

// A Black line and a White line, each drilled: Ferz plays the opponent's moves, a wrong answer
// shows the repertoire's move, the line is graded and comes back on the schedule.
void TestRepertoireApp::drilled() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("drill"));
        QVERIFY(library.open(nullptr));
        Repertoire black(Black);
        black.addLine(Position(), line("e4 e5 Nf3 Nc6"));
        Repertoire white(White);
        white.addLine(Position(), line("d4 d5 c4"));
        QVERIFY(library.storeRepertoire(black));
        QVERIFY(library.storeRepertoire(white));
    }
    LibraryStore store(path);
    store.open();
    RepertoireDrill drill(store);
    drill.setSeed(7);
    drill.show();
    QTRY_VERIFY(drill.current() != nullptr);
    QCOMPARE(drill.statusLabel()->text(),
             QStringLiteral("Lines of your repertoire due now: 2 of 2."));
    QSignalSpy done(&drill, &RepertoireDrill::lineDone);
    for (int lines = 0; lines < 2; ++lines) {
        QVERIFY(drill.current());
        const std::vector<Move> moves = drill.current()->line.moves;
        if (drill.current()->side == Black) {
            // Ferz has played 1.e4; a wrong answer is put back and the line's move is shown.
            QVERIFY(drill.scene()->flipped());
            QCOMPARE(drill.position().key(), after("e4").key());
            drill.answer(*parseSan(drill.position(), "d5"));
            QCOMPARE(drill.position().key(), after("e4").key());
            QCOMPARE(drill.feedbackLabel()->text(),
                     QStringLiteral("1…d5 is not your line: your repertoire plays 1…e5. Play it."));
            drill.answer(*parseSan(drill.position(), "e5"));
            QCOMPARE(drill.position().key(), after("e4 e5 Nf3").key()); // Ferz answered 2.Nf3
            drill.answer(*parseSan(drill.position(), "Nc6"));
            QVERIFY(drill.done());
            QCOMPARE(done.last().at(0).toInt(), 3); // after one wrong try
        } else {
            QCOMPARE(drill.position().key(), Position().key());
            QCOMPARE(drill.promptLabel()->text(),
                     QStringLiteral("Your repertoire as White: your move."));
            drill.answer(moves[0]);
            drill.showMove(); // 2.c4 shown
            QVERIFY(drill.done());
            QCOMPARE(done.last().at(0).toInt(), 1);
        }
        QVERIFY(drill.nextButton()->isEnabled());
        drill.nextButton()->click();
    }
    QCOMPARE(done.size(), 2);
    QVERIFY(!drill.current()); // nothing due any more: each comes back tomorrow
    QCOMPARE(drill.statusLabel()->text(),
             QStringLiteral("Lines of your repertoire due now: 0 of 2."));
    Library library(path, QStringLiteral("drilled"));
    QVERIFY(library.openChecked());
    const QList<RepertoireDrillLine> lines = library.repertoireLines(trainingDay(), false);
    QCOMPARE(lines.size(), 2);
    for (const RepertoireDrillLine& l : lines) {
        QVERIFY(l.drilled);
        QCOMPARE(l.dueDay, trainingDay() + 1);
        QCOMPARE(l.attempts, 1);
        QCOMPARE(l.solvedFirst, 0);
    }
}

// The user answers with a move of another of their lines: the drill follows that line. A line
// of the opponent's moves only is not drilled (nor due).
void TestRepertoireApp::anotherLineIsFollowed() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("other"));
        QVERIFY(library.open(nullptr));
        Repertoire white(White);
        white.addLine(Position(), line("e4 e5 Nf3"));
        white.addLine(Position(), line("d4 d5 c4"));
        QVERIFY(library.storeRepertoire(white));
        Repertoire black(Black);
        black.addLine(Position(), line("c4")); // prepared for, no answer yet
        QVERIFY(library.storeRepertoire(black));
        // The 1.d4 line was drilled today: only 1.e4's is due.
        const QList<RepertoireDrillLine> lines = library.repertoireLines(trainingDay(), false);
        QCOMPARE(lines.size(), 2);
        for (const RepertoireDrillLine& l : lines)
            if (l.line.moves[0] == line("d4")[0])
                QVERIFY(library.recordRepertoireLine(White, qint64(l.line.end), review(l.card, 5),
                                                     trainingDay() + 1, true));
        QCOMPARE(library.trainingStats(trainingDay()).linesDue, 1);
    }
    LibraryStore store(path);
    store.open();
    RepertoireDrill drill(store);
    QTRY_VERIFY(drill.current() != nullptr);
    QCOMPARE(drill.current()->line.moves[0], line("e4")[0]);
    QSignalSpy done(&drill, &RepertoireDrill::lineDone);
    drill.answer(line("d4")[0]); // the other line's first move: followed, not wrong
    QCOMPARE(drill.feedbackLabel()->text(),
             QStringLiteral("Yes: 1.d4, another line of your repertoire."));
    QCOMPARE(drill.position().key(), after("d4 d5").key());
    drill.answer(*parseSan(drill.position(), "c4"));
    QVERIFY(drill.done());
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.first().at(0).toInt(), 5);
}

// The Train window: the mistakes first, the repertoire next; its count includes the lines, and
// with no position due the mistakes page says where the lines are.
void TestRepertoireApp::trainWindowPages() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("pages"));
        QVERIFY(library.open(nullptr));
        Repertoire white(White);
        white.addLine(Position(), line("e4 e5 Nf3"));
        QVERIFY(library.storeRepertoire(white));
    }
    LibraryStore store(path);
    store.open();
    TrainWindow window(store, false);
    window.show();
    QTRY_VERIFY(window.drill()->current() != nullptr);
    QCOMPARE(window.pages()->count(), 3); // the mistakes, the puzzles, the repertoire
    QCOMPARE(window.pages()->tabText(2), QStringLiteral("&Repertoire"));
    QCOMPARE(window.pages()->widget(2), window.drill());
    QVERIFY(window.statsLabel()->text().startsWith(
        QStringLiteral("Due now: 1. Positions: 0. Lines of your repertoire: 1.")));
    QVERIFY(window.feedbackLabel()->text().contains(
        QStringLiteral("Lines of your repertoire are due: they are on the Repertoire page.")));
    // No mistakes and no missed puzzle yet: the page points to the puzzles.
    QVERIFY(window.feedbackLabel()->text().endsWith(
        QStringLiteral("Meanwhile, the Puzzles page has tactics from Ferz's own games to solve.")));
}

// Marked from the move list's action and the tree's keys (refused while a game is played), kept
// in the library, starred in the tree, exported and imported.
void TestRepertoireApp::markedInTheWindow() {
    QTemporaryDir dir;
    const std::unique_ptr<QSettings> settings = quietSettings(dir);
    const QString libraryPath = dir.filePath(QStringLiteral("library.sqlite"));
    {
        Library library(libraryPath, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in(Games);
        QCOMPARE(library.import(in, {}).added, 2);
    }
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.game()->setMinimumReplyMs(0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    RepertoireActions* rep = window.repertoire();
    QAction* addWhite = window.action(QStringLiteral("addLineWhite"));
    // The game against Ferz is being played: marking is refused, as the tree is.
    QTRY_VERIFY(!rep->mayMark() && window.game()->humanMoves().size() == 20);
    QVERIFY(!addWhite->isEnabled());
    QVERIFY(!addWhite->statusTip().isEmpty());
    QVERIFY(!rep->addShownLine(White));

    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(
        writeFile(path, "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
    QVERIFY(window.document()->open(path));
    window.review()->showPly(2);
    QTRY_VERIFY(rep->mayMark());
    QVERIFY(addWhite->isEnabled());
    addWhite->trigger();
    QCOMPARE(rep->repertoire(White).size(), std::size_t(2));
    QVERIFY(rep->repertoire(White).contains(after("e4").key(), line("e4 e5")[1]));

    // The tree after 1.e4: Insert marks c5 as Black's (the side to move), Shift+Insert e5 as
    // White's (prepared for), and the star and the sentence say so.
    OpeningTree* tree = window.openingTree();
    tree->setOpen(true);
    window.review()->showPly(1);
    OpeningTreeModel* model = tree->panel()->model();
    QTRY_COMPARE(model->libraryRows(), 1);
    QTRY_COMPARE(model->position().key(), after("e4").key());
    const auto rowOf = [&](const char* san) {
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->moveAt(row) == *parseSan(model->position(), san)) return row;
        return -1;
    };
    const int e5 = rowOf("e5");
    QVERIFY(e5 >= 0);
    QCOMPARE(model->data(model->index(e5, OpeningTreeModel::MineColumn)).toString(),
             QStringLiteral("★"));
    QVERIFY2(model->sentence(e5).contains(QStringLiteral(", in your repertoire as White")),
             qPrintable(model->sentence(e5)));
    QTreeView* view = tree->panel()->view();
    view->setFocus();
    view->setCurrentIndex(model->index(e5, 0));
    QTest::keyClick(view, Qt::Key_Insert);
    QVERIFY(rep->repertoire(Black).contains(after("e4").key(), line("e4 e5")[1]));
    QVERIFY(
        model->sentence(e5).contains(QStringLiteral("in your repertoire as White and as Black")));
    // Delete takes it out of both, with what hangs below it (White's 2.Nf3 was not there).
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(rep->repertoire(White).size(), std::size_t(1));
    QCOMPARE(rep->repertoire(Black).size(), std::size_t(1));
    QCOMPARE(model->data(model->index(e5, OpeningTreeModel::MineColumn)).toString(), QString());
    QTest::keyClick(view, Qt::Key_Insert, Qt::ShiftModifier);
    QCOMPARE(rep->repertoire(White).size(), std::size_t(2));
    {
        Library kept(libraryPath, QStringLiteral("kept"));
        QVERIFY(kept.openChecked());
        QVERIFY(kept.repertoire(White).entries() == rep->repertoire(White).entries());
        QCOMPARE(kept.repertoire(Black).size(), std::size_t(1));
    }

    // Exported and imported: the same repertoires, each side by its Event tag.
    const std::string exported = rep->exportText();
    QVERIFY(exported.find("[Event \"White repertoire\"]") != std::string::npos);
    QVERIFY(exported.find("[Event \"Black repertoire\"]") != std::string::npos);
    const auto whiteBefore = rep->repertoire(White).entries();
    window.review()->showPly(0);
    QVERIFY(rep->removeMove(Position(), line("e4")[0]));
    QVERIFY(rep->repertoire(White).empty());
    const RepertoireActions::Imported imported = rep->importText(exported, std::nullopt);
    QCOMPARE(imported.games, 2);
    QCOMPARE(imported.unreadable, 0);
    QVERIFY(rep->repertoire(White).entries() == whiteBefore);
    // Lines of a file of one's own, as Black; a game that cannot be read is counted, not kept.
    const RepertoireActions::Imported more =
        rep->importText("1. d4 Nf6 2. c4 e6 *\n\n1. e4 e5 2. Ke3 *\n", Black);
    QCOMPARE(more.games, 1);
    QCOMPARE(more.moves, 4);
    QCOMPARE(more.unreadable, 1);
    QVERIFY(!more.firstError.isEmpty());
}

// At the end of a game against Ferz, the end banner says where the user left the repertoire.
void TestRepertoireApp::endOfGameNotice() {
    QTemporaryDir dir;
    const std::unique_ptr<QSettings> settings = quietSettings(dir);
    {
        Library library(dir.filePath(QStringLiteral("library.sqlite")), QStringLiteral("end"));
        QVERIFY(library.open(nullptr));
        Repertoire white(White);
        white.addLine(Position(), line("e4 e5 Nf3"));
        QVERIFY(library.storeRepertoire(white));
    }
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.game()->setMinimumReplyMs(0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.repertoire()->repertoire(White).size(), std::size_t(3));
    QCOMPARE(window.game()->humanSide(), White);
    QTRY_COMPARE(window.game()->humanMoves().size(), std::size_t(20));
    QVERIFY(window.game()->playHumanMove(line("d4")[0]));
    QTRY_VERIFY(window.game()->humanMoves().size() > 0); // Ferz answered
    window.game()->resign();
    QTRY_VERIFY(window.endBanner()->isVisible());
    QVERIFY2(window.endBanner()->text().endsWith(
                 QStringLiteral("You left your repertoire at 1.d4; your line is 1.e4.")),
             qPrintable(window.endBanner()->text()));
}

QTEST_MAIN(TestRepertoireApp)
#include "tst_repertoire.moc"
