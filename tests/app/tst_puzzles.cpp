// The Puzzles page as a user solves: a fixture set of three hand-checked puzzles (a back-rank
// mate in 1, a mate in 2 with a rook given, a knight's fork), solved move by move through the
// page with right and wrong moves, a hint and the solution; the puzzle rating after a solve and
// a miss; a miss back on the SM-2 schedule; the results kept in the library (schema 10, and a
// library of schema 8 migrated) and exported.
#include "boardpen.h"
#include "boardscene.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "liveregion.h"
#include "notation.h"
#include "puzzle.h"
#include "puzzlepage.h"
#include "ratinggraph.h"
#include "schedule.h"
#include "training.h"
#include "trainwindow.h"

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

// p00001: Black plays ...Rc2?; Rd8 is mate on the back rank.
// p00002: after ...a6, 1. Rd8+ Rxd8 2. Rxd8# (the rook is given to open the file).
// p00003: after ...h6, 1. Nc7+ forks the king and the rook: 1... Kd8 2. Nxa8.
constexpr const char* Fixture =
    "# a hand-made fixture\n"
    "p00001\t2r3k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1\tc8c2 d1d8\t1300\tmateIn1,backRank\n"
    "p00002\t2r3k1/p4ppp/8/8/8/8/3R1PPP/3R2K1 b - - 0 1\ta7a6 d2d8 c8d8 d1d8\t1700\t"
    "mateIn2,backRank\n"
    "\n"
    "p00003\tr3k3/pp3ppp/8/3N4/8/8/5PPP/6K1 b - - 0 1\th7h6 d5c7 e8d8 c7a8\t1500\tfork\n";

std::vector<Puzzle> fixture() {
    std::istringstream in(Fixture);
    std::vector<std::string> problems;
    std::vector<Puzzle> set = readPuzzles(in, &problems);
    if (!problems.empty()) qWarning("%s", problems.front().c_str());
    return set;
}

Move uci(const Position& pos, const char* text) {
    const Parsed<Move> m = parseUci(pos, text);
    return m ? *m : Move::none();
}

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void fixtureReads();
    void shippedSetReads();
    void solveCleanly();
    void wrongMoveThenSolved();
    void hintAndSolution();
    void solvedByKeys();
    void themeFilter();
    void resultsKept();
    void exportCsv();
    void schema8IsMigrated();
    void trainWindowPages();

private:
    QString freshPath() {
        return m_dir.filePath(QStringLiteral("l%1/library.sqlite").arg(++m_files));
    }
    // A library at `path`, opened as the window opens it.
    static std::unique_ptr<LibraryStore> storeAt(const QString& path) {
        auto store = std::make_unique<LibraryStore>(path);
        store->open();
        return store;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestPuzzles::fixtureReads() {
    const std::vector<Puzzle> set = fixture();
    QCOMPARE(set.size(), size_t(3));
    QCOMPARE(set[1].moves.size(), size_t(4));
    QCOMPARE(set[1].solver(), White);
}

// The set Ferz ships is in the resources, and every line of it reads.
void TestPuzzles::shippedSetReads() {
    std::vector<std::string> problems;
    const std::vector<Puzzle> set = PuzzlePage::shippedPuzzles(&problems);
    QVERIFY(!set.empty());
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
}

// Mate in 1 at once: a win; the rating goes up, nothing is scheduled.
void TestPuzzles::solveCleanly() {
    const QString path = freshPath();
    const auto store = storeAt(path);
    PuzzlePage page(*store, fixture());
    page.show();
    QTRY_VERIFY(page.current() != nullptr);
    page.setTheme(PuzzleTheme::MateIn1);
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00001"));
    // The opponent's move is on the board; White to find the rest, from White's side.
    QCOMPARE(page.position().sideToMove(), White);
    QVERIFY(!page.scene()->flipped());
    QCOMPARE(page.promptLabel()->text(),
             QStringLiteral("Your turn: find the best move for White."));
    QVERIFY(page.statsLabel()->text().startsWith(QStringLiteral("Puzzle rating: 1500 ± 350.")));

    QSignalSpy settled(&page, &PuzzlePage::settled);
    page.answer(uci(page.position(), "d1d8"));
    QCOMPARE(settled.size(), 1);
    QCOMPARE(settled.front().at(0).toBool(), true);
    QCOMPARE(page.feedbackLabel()->text(), QStringLiteral("Solved!"));
    QVERIFY(page.promptLabel()->text().startsWith(QStringLiteral("Puzzle p00001, rated 1300")));
    QVERIFY(page.nextButton()->isEnabled());
    QVERIFY(!page.solutionButton()->isEnabled());

    Library library(path, QStringLiteral("clean"));
    QVERIFY(library.openChecked());
    const QList<PuzzleAttempt> attempts = library.puzzleAttempts();
    QCOMPARE(attempts.size(), 1);
    QVERIFY(attempts[0].solved);
    QCOMPARE(attempts[0].help, PuzzleAttempt::Help::None);
    QVERIFY(attempts[0].rating.rating > 1500);
    QVERIFY(attempts[0].rating.deviation < 350);
    QVERIFY(attempts[0].puzzleRating.rating < 1300); // the puzzle lost to the user
    QCOMPARE(library.puzzleRating(), attempts[0].rating);
    QVERIFY(!library.puzzleCard(QStringLiteral("p00001")));
    QVERIFY(page.statsLabel()->text().contains(QStringLiteral("Puzzles: 1, solved 1. Streak: 1.")));
    QCOMPARE(page.graph()->points(), 1);
}

// Mate in 2 with a wrong move first: explained, tried again, solved move by move, and counted
// as a miss: the rating goes down and the puzzle comes back tomorrow (SM-2).
void TestPuzzles::wrongMoveThenSolved() {
    const QString path = freshPath();
    const auto store = storeAt(path);
    PuzzlePage page(*store, fixture());
    QTRY_VERIFY(page.current() != nullptr);
    page.setTheme(PuzzleTheme::MateIn2);
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00002"));
    const Position start = page.position();

    QSignalSpy answered(&page, &PuzzlePage::answered);
    QSignalSpy settled(&page, &PuzzlePage::settled);
    page.answer(uci(start, "d2d7")); // a quiet rook move: no mate
    QVERIFY(page.feedbackLabel()->text().startsWith(QStringLiteral("Checking Rd7")));
    QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, 20'000);
    QCOMPARE(answered.front().at(0).toBool(), false);
    // In the review's words, as the mistakes page says it.
    QCOMPARE(page.feedbackLabel()->text(),
             QStringLiteral("Not the move: Rd7 misses mate in 2. Try again, or see the solution."));
    QVERIFY(page.feedbackLabel()->text().contains(QStringLiteral("Try again")));
    QCOMPARE(page.position().key(), start.key()); // the rook back
    QCOMPARE(settled.size(), 0);                  // not yet settled: the user may go on

    page.answer(uci(start, "d2d8"));
    QCOMPARE(answered.size(), 2);
    QCOMPARE(answered.back().at(0).toBool(), true);
    QVERIFY2(page.feedbackLabel()->text().startsWith(
                 QStringLiteral("Yes: Rd8+. The answer: Rxd8. Keep going.")),
             qPrintable(page.feedbackLabel()->text()));
    QCOMPARE(page.position().sideToMove(), White); // the reply was played
    page.answer(uci(page.position(), "d1d8"));
    QCOMPARE(settled.size(), 1);
    QCOMPARE(settled.front().at(0).toBool(), false);
    QVERIFY(page.feedbackLabel()->text().startsWith(QStringLiteral("Solved, with help")));

    Library library(path, QStringLiteral("wrong"));
    QVERIFY(library.openChecked());
    const PuzzleAttempt a = library.puzzleAttempts().front();
    QVERIFY(!a.solved);
    QCOMPARE(a.wrong, 1);
    QVERIFY(a.rating.rating < 1500);
    QVERIFY(a.puzzleRating.rating > 1700);
    // Back tomorrow: solved at a second try is SM-2's grade 3.
    QCOMPARE(library.duePuzzles(trainingDay()).size(), 0);
    const QList<PuzzleCard> due = library.duePuzzles(trainingDay() + 1);
    QCOMPARE(due.size(), 1);
    const Card expected = review(Card{}, gradeOf(true, 1, false));
    QCOMPARE(due[0].puzzle, QStringLiteral("p00002"));
    QCOMPARE(due[0].repetitions, expected.repetitions);
    QCOMPARE(due[0].ease, expected.ease);
    QCOMPARE(due[0].dueDay, trainingDay() + expected.intervalDays);
    QCOMPARE(library.puzzleStats(trainingDay() + 1).due, 1);
}

// A hint shows the piece, then the move; the solution plays the line out. A miss.
void TestPuzzles::hintAndSolution() {
    const QString path = freshPath();
    const auto store = storeAt(path);
    PuzzlePage page(*store, fixture());
    QTRY_VERIFY(page.current() != nullptr);
    // Nearest to 1500: the fork.
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00003"));
    page.hintButton()->click();
    QCOMPARE(page.scene()->pen()->drawings().marks.size(), size_t(1));
    QCOMPARE(page.scene()->pen()->drawings().marks[0].square, D5);
    QCOMPARE(page.feedbackLabel()->text(), QStringLiteral("Hint: move the piece on d5."));
    page.hintButton()->click();
    QCOMPARE(page.scene()->arrow(), std::make_pair(D5, C7));
    QCOMPARE(page.feedbackLabel()->text(), QStringLiteral("Hint: Nc7+."));

    QSignalSpy settled(&page, &PuzzlePage::settled);
    page.solutionButton()->click();
    QCOMPARE(settled.size(), 1);
    QCOMPARE(settled.front().at(0).toBool(), false);
    QCOMPARE(page.feedbackLabel()->text(), QStringLiteral("The solution: 2. Nc7+ Kd8 3. Nxa8"));
    QTRY_VERIFY(!page.playingOut());
    Position end = page.current()->position;
    for (const Move m : page.current()->moves) {
        StateInfo st;
        end.makeMove(m, st);
    }
    QCOMPARE(page.position().key(), end.key());
    QVERIFY(!page.hintButton()->isEnabled());

    Library library(path, QStringLiteral("hint"));
    QVERIFY(library.openChecked());
    const PuzzleAttempt a = library.puzzleAttempts().front();
    QCOMPARE(a.help, PuzzleAttempt::Help::Solution);
    QVERIFY(!a.solved);
    QVERIFY(a.rating.rating < 1500);
    QVERIFY(library.puzzleCard(QStringLiteral("p00003")));

    // Next: the others, nearest first; the missed one is not due before tomorrow.
    page.nextButton()->click();
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00001"));
}

// Without a mouse: the board has the page's focus and takes a move by the keys, as the main
// board does; what is said is announced for a screen reader.
void TestPuzzles::solvedByKeys() {
    const auto store = storeAt(freshPath());
    PuzzlePage page(*store, fixture());
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY(page.current() != nullptr);
    page.setTheme(PuzzleTheme::MateIn1);
    auto* board = qobject_cast<QGraphicsView*>(page.focusProxy());
    QVERIFY(board);
    QCOMPARE(board->accessibleName(), QStringLiteral("Puzzle board"));
    auto* said = page.findChild<LiveRegion*>();
    QVERIFY(said);
    QSignalSpy settled(&page, &PuzzlePage::settled);
    page.setFocus();
    QVERIFY(board->hasFocus());
    const auto keysTo = [&](Square s) {
        for (int guard = 0; page.scene()->focusSquare() != s && guard < 16; ++guard) {
            const int files = fileOf(s) - fileOf(page.scene()->focusSquare());
            const int ranks = rankOf(s) - rankOf(page.scene()->focusSquare());
            if (files)
                QTest::keyClick(board, files > 0 ? Qt::Key_Right : Qt::Key_Left);
            else
                QTest::keyClick(board, ranks > 0 ? Qt::Key_Up : Qt::Key_Down);
        }
        QCOMPARE(page.scene()->focusSquare(), s);
    };
    keysTo(D1);
    QTest::keyClick(board, Qt::Key_Return);
    keysTo(D8);
    QTest::keyClick(board, Qt::Key_Space);
    QTRY_COMPARE(settled.size(), 1);
    QCOMPARE(settled.front().at(0).toBool(), true);
    QTRY_COMPARE(said->lastAnnouncement(), QStringLiteral("Solved!"));
}

// Each theme chosen gives only puzzles of that theme, and none once they are all tried.
void TestPuzzles::themeFilter() {
    const auto store = storeAt(freshPath());
    PuzzlePage page(*store, fixture());
    QTRY_VERIFY(page.current() != nullptr);
    // A screen reader on Linux names a combo box by the label it is labelled by (Qt gives the
    // box its current text as its name).
    QAccessibleInterface* box = QAccessible::queryAccessibleInterface(page.themeBox());
    QVERIFY(box);
    const auto labels = box->relations(QAccessible::Label);
    QCOMPARE(labels.size(), 1);
    QCOMPARE(labels.front().first->text(QAccessible::Name), QStringLiteral("Theme:"));
    for (const PuzzleTheme theme :
         {PuzzleTheme::BackRank, PuzzleTheme::Fork, PuzzleTheme::MateIn2, PuzzleTheme::MateIn1}) {
        page.setTheme(theme);
        QVERIFY(page.current());
        QVERIFY(page.current()->hasTheme(theme));
        QCOMPARE(page.themeBox()->currentData().toInt(), int(theme));
    }
    page.setTheme(PuzzleTheme::Pin); // none in the set
    QCOMPARE(page.current(), nullptr);
    QCOMPARE(page.promptLabel()->text(), QStringLiteral("No puzzle left to try."));
    // The box chooses as the user does.
    page.themeBox()->setCurrentIndex(int(PuzzleTheme::Fork) + 1);
    emit page.themeBox()->activated(int(PuzzleTheme::Fork) + 1);
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00003"));
    // Tried: the fork is solved; no other fork is left.
    page.answer(uci(page.position(), "d5c7"));
    page.answer(uci(page.position(), "c7a8"));
    page.next();
    QCOMPARE(page.current(), nullptr);
    page.setTheme(std::nullopt);
    QVERIFY(page.current());
    QVERIFY(QString::fromStdString(page.current()->id) != QStringLiteral("p00003"));
}

// The rating and the attempts are there again after the library is opened again; a puzzle
// left after a wrong move counts as missed.
void TestPuzzles::resultsKept() {
    const QString path = freshPath();
    Rating after;
    {
        const auto store = storeAt(path);
        PuzzlePage page(*store, fixture());
        QTRY_VERIFY(page.current() != nullptr);
        page.setTheme(PuzzleTheme::MateIn1);
        page.answer(uci(page.position(), "d1d8"));
        page.setTheme(PuzzleTheme::Fork);
        page.hint(); // and left: a miss
        page.next();
        Library library(path, QStringLiteral("kept1"));
        QVERIFY(library.openChecked());
        QCOMPARE(library.puzzleAttempts().size(), 2);
        after = library.puzzleRating();
    }
    const auto store = storeAt(path);
    PuzzlePage page(*store, fixture());
    QTRY_VERIFY(page.current() != nullptr);
    QVERIFY2(page.statsLabel()->text().startsWith(
                 QStringLiteral("Puzzle rating: %1 ± %2. Puzzles: 2, solved 1. Streak: 0.")
                     .arg(qRound(after.rating))
                     .arg(qRound(after.deviation))),
             qPrintable(page.statsLabel()->text()));
    QCOMPARE(page.graph()->points(), 2);
    // Neither is offered again today: the one left is the mate in 2.
    QCOMPARE(QString::fromStdString(page.current()->id), QStringLiteral("p00002"));
    Library library(path, QStringLiteral("kept2"));
    QVERIFY(library.openChecked());
    const QList<PuzzleAttempt> attempts = library.puzzleAttempts();
    QCOMPARE(attempts[1].help, PuzzleAttempt::Help::Hint);
    QVERIFY(attempts[1].rating.rating < attempts[0].rating.rating);
    QCOMPARE(library.triedPuzzles().size(), 2);
}

void TestPuzzles::exportCsv() {
    const QString path = freshPath();
    const auto store = storeAt(path);
    PuzzlePage page(*store, fixture());
    QTRY_VERIFY(page.current() != nullptr);
    QVERIFY(!page.exportButton()->isEnabled()); // nothing to export yet
    page.setTheme(PuzzleTheme::MateIn1);
    page.answer(uci(page.position(), "d1d8"));
    page.setTheme(PuzzleTheme::Fork);
    page.showSolution();
    QVERIFY(page.exportButton()->isEnabled());
    const QString file = m_dir.filePath(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(page.exportResults(file, &error), qPrintable(error));
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("attempt,puzzle,time,solved,seconds,wrong_moves,help,rating,"
                                      "deviation,puzzle_rating"));
    QVERIFY(lines[1].startsWith(QStringLiteral("1,p00001,")));
    QVERIFY(lines[2].startsWith(QStringLiteral("2,p00003,")));
    QCOMPARE(lines[2].split(u',')[3], QStringLiteral("0"));
    QCOMPARE(lines[2].split(u',')[6], QStringLiteral("solution"));
    // A folder that is not there: an error, no crash.
    QVERIFY(!page.exportResults(m_dir.filePath(QStringLiteral("no/such/folder/r.csv")), &error));
    QVERIFY(!error.isEmpty());
}

// A library of schema 8 (before the puzzles) is brought to the current schema with its games and
// training positions kept; the puzzles' tables are there and work.
void TestPuzzles::schema8IsMigrated() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("s8"));
        QVERIFY(library.open(nullptr));
        std::istringstream in("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 "
                              "Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        QCOMPARE(library.import(in, {QStringLiteral("A")}).added, 1);
        TrainingPosition p;
        p.ply = 5;
        p.fen = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
        p.played = QStringLiteral("g8f6");
        p.best = QStringLiteral("g7g6");
        p.depth = 8;
        QVERIFY(library.addTrainingPositions(library.rows({}).front().id, {p}, trainingDay()));
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("s8")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE puzzle_attempts")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE puzzle_cards")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=8")));
    }
    Library library(path, QStringLiteral("s10"));
    QVERIFY(library.open(nullptr));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("s10")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    q.finish();
    QVERIFY(q.exec(QStringLiteral("PRAGMA quick_check")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
    q.finish();
    QCOMPARE(library.count(), 1);
    QCOMPARE(library.dueTrainingPositions(trainingDay()).size(), 1);
    QCOMPARE(library.puzzleRating(), Rating{});
    PuzzleAttempt a;
    a.puzzle = QStringLiteral("p00007");
    a.rating = {1600, 200, 0.06};
    a.puzzleRating = {1400, 90, 0.06};
    QVERIFY(library.recordPuzzleAttempt(a, PuzzleCard{a.puzzle, 0, 2.3, 1, trainingDay() + 1}));
    QCOMPARE(library.puzzleRating(), a.rating);
    QCOMPARE(*library.ratingOfPuzzle(a.puzzle), a.puzzleRating);
    QCOMPARE(library.puzzleCard(a.puzzle)->ease, 2.3);
}

// The Train window has the mistakes and the puzzles as pages; the puzzles due count with the
// positions due.
void TestPuzzles::trainWindowPages() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("pages"));
        QVERIFY(library.open(nullptr));
        PuzzleAttempt a;
        a.puzzle = QStringLiteral("p00001");
        QVERIFY(library.recordPuzzleAttempt(a, PuzzleCard{a.puzzle, 0, 2.5, 1, trainingDay()}));
    }
    const auto store = storeAt(path);
    QString left;
    {
        TrainWindow window(*store, false);
        QTRY_VERIFY(window.statsLabel()->text().startsWith(QStringLiteral("Due now: 1.")));
        QCOMPARE(window.pages()->count(), 3); // the mistakes, the puzzles, the repertoire
        QCOMPARE(window.pages()->tabText(0), QStringLiteral("&Mistakes"));
        QCOMPARE(window.pages()->tabText(1), QStringLiteral("&Puzzles"));
        QCOMPARE(window.pages()->widget(1), window.puzzlePage());
        // The shipped set: a puzzle is on show; a hint asked, then the window closed.
        QTRY_VERIFY(window.puzzlePage()->current() != nullptr);
        left = QString::fromStdString(window.puzzlePage()->current()->id);
        window.puzzlePage()->hint();
    }
    // Left after a hint: kept as a miss when the window went.
    Library library(path, QStringLiteral("pages-after"));
    QVERIFY(library.openChecked());
    const QList<PuzzleAttempt> attempts = library.puzzleAttempts();
    QCOMPARE(attempts.size(), 2);
    QCOMPARE(attempts.back().puzzle, left);
    QCOMPARE(attempts.back().help, PuzzleAttempt::Help::Hint);
    QVERIFY(!attempts.back().solved);
    QVERIFY(library.puzzleCard(left));
}

QTEST_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
