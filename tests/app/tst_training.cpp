// Training on the user's mistakes: the positions an analysed game gives, the judgement of an
// answer (near-best moves accepted, a bad one explained), the background analysis over the
// library, and the Train window as a user answers it, with the schedule it writes.
#include "boardscene.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "movegen.h"
#include "notation.h"
#include "schedule.h"
#include "training.h"
#include "trainwindow.h"

#include <QCheckBox>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

// White walks into the Blackburne Shilling trap: 5. Nxf7?? Qxg2 and mate soon.
const char* const Trap = "[White \"Anna\"]\n[Black \"Boris\"]\n[Date \"2026.11.01\"]\n"
                         "[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 "
                         "5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";

AnalysisOptions quick() {
    AnalysisOptions o;
    o.nodes = 60'000;
    return o;
}

Position fromFen(const char* fen) {
    const Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("%s", p.error().c_str());
    return *p;
}

Move uci(const Position& pos, const char* text) {
    const Parsed<Move> m = parseUci(pos, text);
    if (!m) qFatal("%s", m.error().c_str());
    return *m;
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void positionsAreTheUsersMistakes();
    void nearBestAnswersAreAccepted();
    void backgroundAnalysisFillsTheLibrary();
    void trainWindow();

private:
    QTemporaryDir m_dir;
};

void TestTraining::positionsAreTheUsersMistakes() {
    const Parsed<PgnGame> game = readPgn(Trap);
    QVERIFY(game);
    std::vector<Move> moves;
    for (const PgnMove& m : game->moves) moves.push_back(m.move);
    const GameAnalysis analysis = analyseGame(game->start, moves, quick());
    QVERIFY(analysis.complete);

    const QList<TrainingPosition> white = trainingPositions(analysis, White);
    QVERIFY(!white.isEmpty());
    bool trap = false;
    for (const TrainingPosition& p : white) {
        const Position pos = fromFen(p.fen.toStdString().c_str());
        QCOMPARE(pos.sideToMove(), White); // the user's move, from the position before it
        QVERIFY(p.judgement == int(Judgement::Mistake) || p.judgement == int(Judgement::Blunder));
        QVERIFY(p.best != p.played);
        QCOMPARE(p.played, QString::fromStdString(toUci(moves[std::size_t(p.ply)])));
        QVERIFY(!p.bestLine.isEmpty());
        trap = trap || p.playedSan == QStringLiteral("Nxf7");
    }
    QVERIFY2(trap, "5. Nxf7 is not among the positions");
    for (const TrainingPosition& p : trainingPositions(analysis, Black))
        QCOMPARE(fromFen(p.fen.toStdString().c_str()).sideToMove(), Black);
}

// After 1. e4 e5 2. Qh5 Nc6 3. Bc4, Black must stop Qxf7#: g6 and Qe7 both do, Nf6?? does not.
void TestTraining::nearBestAnswersAreAccepted() {
    const Position pos =
        fromFen("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
    for (const char* good : {"g7g6", "d8e7"}) {
        const TrainingVerdict v = judgeAnswer(pos, uci(pos, good), quick());
        QVERIFY2(v.accepted, good);
    }
    const TrainingVerdict bad = judgeAnswer(pos, uci(pos, "g8f6"), quick());
    QVERIFY(!bad.accepted);
    QCOMPARE(bad.review.explanation.reason, Reason::AllowsMate);
    QCOMPARE(bad.review.explanation.reasonMessage().text(), std::string("allows mate in 1"));
}

void TestTraining::backgroundAnalysisFillsTheLibrary() {
    const QString path = m_dir.filePath(QStringLiteral("bg/library.sqlite"));
    {
        Library library(path, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in(std::string(Trap) + "\n[White \"X\"]\n[Black \"Y\"]\n\n1. d4 d5 *\n");
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 2);
    }
    // At the normal priority: under the idle one it would wait for the other tests to end.
    TrainingAnalysis analysis(path, 60'000, QThread::NormalPriority);
    QSignalSpy analysed(&analysis, &TrainingAnalysis::gameAnalysed);
    QSignalSpy finished(&analysis, &TrainingAnalysis::finished);
    analysis.setEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60'000);
    QCOMPARE(analysed.size(), 1); // the other game has no side of the user's
    const int added = analysed.front().at(1).toInt();
    QVERIFY(added > 0);
    Library library(path, QStringLiteral("check"));
    QVERIFY(library.open(nullptr));
    QCOMPARE(library.trainingStats(trainingDay()).positions, added);
    QCOMPARE(library.trainingStats(trainingDay()).due, added);
    QVERIFY(!library.nextGameToAnalyse());
    // Woken again, it finds nothing new and adds nothing.
    analysis.wake();
    QTRY_COMPARE(finished.size(), 2);
    QCOMPARE(library.trainingStats(trainingDay()).positions, added);
    // A game deleted takes its positions with it.
    QVERIFY(library.remove({library.rows({}).front().id})); // Anna's, of a known date
    QCOMPARE(library.trainingStats(trainingDay()).positions, 0);
}

// The window as a user answers: a wrong move explained, then the solution; the right move
// accepted at the first try; each answer scheduled as SM-2 says.
void TestTraining::trainWindow() {
    const QString path = m_dir.filePath(QStringLiteral("window/library.sqlite"));
    const Position pos =
        fromFen("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
    {
        Library library(path, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in{std::string(Trap)};
        QCOMPARE(library.import(in, {QStringLiteral("Boris")}).added, 1);
        TrainingPosition p;
        p.ply = 5;
        p.fen = QString::fromStdString(pos.fen());
        p.played = QStringLiteral("g8f6");
        p.playedSan = QStringLiteral("Nf6");
        p.best = QStringLiteral("g7g6");
        p.bestLine = QStringLiteral("3... g6 4. Qf3 Nf6");
        p.judgement = int(Judgement::Blunder);
        p.reason = int(Reason::AllowsMate);
        TrainingPosition other = p;
        other.ply = 7;
        QVERIFY(
            library.addTrainingPositions(library.rows({}).front().id, {p, other}, trainingDay()));
    }
    LibraryStore store(path);
    store.open();
    TrainWindow window(store, false);
    window.show();
    QTRY_VERIFY(window.current() != nullptr);
    QCOMPARE(window.promptLabel()->text(), QStringLiteral("Find a better move for Black."));
    QVERIFY(window.feedbackLabel()->text().contains(QStringLiteral("you played Nf6, a blunder")));
    QVERIFY(window.statsLabel()->text().startsWith(QStringLiteral("Due now: 2. Positions: 2.")));
    QVERIFY(window.scene()->flipped()); // from Black's side
    QVERIFY(!window.analyseBox()->isChecked());

    // Wrong: explained; then the solution.
    QSignalSpy judged(&window, &TrainWindow::judged);
    window.answer(uci(pos, "g8f6"));
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 20'000);
    QCOMPARE(judged.front().at(0).toBool(), false);
    QVERIFY2(window.feedbackLabel()->text().contains(QStringLiteral("allows mate in 1")),
             qPrintable(window.feedbackLabel()->text()));
    QVERIFY(window.solutionButton()->isEnabled());
    window.solutionButton()->click();
    QVERIFY(window.feedbackLabel()->text().contains(QStringLiteral("3... g6")));
    QVERIFY(window.nextButton()->isEnabled());
    window.nextButton()->click();

    // Right, at the first try: another good move than the stored one counts.
    QVERIFY(window.current());
    window.answer(uci(pos, "d8e7"));
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 2, 20'000);
    QCOMPARE(judged.back().at(0).toBool(), true);
    QVERIFY(window.feedbackLabel()->text().startsWith(QStringLiteral("Yes: Qe7 is good.")));
    QVERIFY2(window.statsLabel()->text().contains(
                 QStringLiteral("Solved at the first try: 50%. Streak: 1.")),
             qPrintable(window.statsLabel()->text()));
    window.nextButton()->click();
    QCOMPARE(window.current(), nullptr);
    QCOMPARE(window.promptLabel()->text(), QStringLiteral("Nothing to train on now."));

    // Both come back tomorrow (SM-2's first interval), the one shown with a lower ease.
    Library library(path, QStringLiteral("check"));
    QVERIFY(library.open(nullptr));
    QCOMPARE(library.dueTrainingPositions(trainingDay()).size(), 0);
    const QList<TrainingPosition> tomorrow = library.dueTrainingPositions(trainingDay() + 1);
    QCOMPARE(tomorrow.size(), 2);
    const Card shown = review(Card{}, gradeOf(false, 1, true));
    const Card solved = review(Card{}, gradeOf(true, 0, false));
    for (const TrainingPosition& p : tomorrow) {
        const Card expected = p.ply == 5 ? shown : solved;
        QCOMPARE(p.repetitions, expected.repetitions);
        QCOMPARE(p.ease, expected.ease);
        QCOMPARE(p.intervalDays, expected.intervalDays);
        QCOMPARE(p.attempts, 1);
        QCOMPARE(p.solvedFirst, p.ply == 5 ? 0 : 1);
    }
    const TrainingStats stats = library.trainingStats(trainingDay());
    QCOMPARE(stats.attempts, 2);
    QCOMPARE(stats.solvedFirst, 1);
    QCOMPARE(stats.streak, 1);

    // Esc closes the window from its board, as from any dialog, when no piece is in the hand.
    QApplication::setActiveWindow(&window);
    QTest::keyClick(window.scene()->views().front(), Qt::Key_Escape);
    QTRY_VERIFY(!window.isVisible());
}

QTEST_MAIN(TestTraining)
#include "tst_training.moc"
