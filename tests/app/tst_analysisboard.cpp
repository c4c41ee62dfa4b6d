// The analysis board driven through the real window: it follows every step through the record
// and never shows a line of another position, plays a clicked line into the record, draws the
// evaluation bar and the arrows, is closed during a game against the computer, and reports an
// external engine that dies or writes what cannot be read.
#include "analysisboard.h"
#include "analysispanel.h"
#include "boardscene.h"
#include "evalgraph.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "guitest.h"
#include "mainwindow.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <csignal>
#include <memory>

using namespace ferz;

namespace {

// The first moves of Fischer–Spassky, 1992, game 1: 40 plies.
const QByteArray Fischer = R"([Event "Test"]
[White "Fischer"]
[Black "Spassky"]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6
16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 1/2-1/2
)";

} // namespace

class TestAnalysisBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void followsTheRecordWithoutStaleLines();
    void ferzsLinesAreAlwaysOfThePositionShown();
    void linesBarAndArrows();
    void clickingAMovePlaysTheLineAsAVariation();
    void deletingTheLineOnShowAnalysesWhatIsLeft();
    void closedDuringAGameAgainstTheComputer();
    void graphClickAnalysesThatPosition();
    void externalEngineLines();
    void killedEngineIsReportedAndRestarted();
    void hungEngineIsReported();
    void unreadableLineIsReported();
    void mateAndStalemateAreNotThought_data();
    void mateAndStalemateAreNotThought();

private:
    void open(const QString& engine = {}, const QStringList& arguments = {},
              const QString& program = QStringLiteral(FAKE_ENGINE_PATH));
    void loadGame();
    AnalysisBoard* board() const { return m_window->analysisBoard(); }
    EnginePanel* panel() const { return board()->panel(); }
    QString pidFile() const { return m_dir->filePath(QStringLiteral("engine.pid")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestAnalysisBoard::initTestCase() {
    silenceOffscreenSizeHintWarning();
}

void TestAnalysisBoard::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("analysis/threads"), 1);
    m_settings->setValue(QStringLiteral("analysis/hashMegabytes"), 16);
}

void TestAnalysisBoard::cleanup() {
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

// A window whose analysis board runs `engine` (Ferz's own when empty): `program` (the fake
// engine by default) with `arguments`.
void TestAnalysisBoard::open(const QString& engine, const QStringList& arguments,
                             const QString& program) {
    if (!engine.isEmpty()) {
        EngineConfig c;
        c.name = engine;
        c.program = program;
        c.arguments = arguments;
        EngineConfig::save(*m_settings, {c});
        m_settings->setValue(QStringLiteral("analysis/engine"), engine);
    }
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->game()->setMinimumReplyMs(0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestAnalysisBoard::loadGame() {
    const QString path = m_dir->filePath(QStringLiteral("game.pgn"));
    QVERIFY(writeFile(path, Fischer));
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(m_window->game()->game().ply(), 40u);
}

// The fake engine answers each position 0.3 s late with a score that names it (its number of
// moves). Steps through the record every 50 ms: every line ever drawn must be the one of the
// position on show, and the last position gets its own.
void TestAnalysisBoard::followsTheRecordWithoutStaleLines() {
    open(QStringLiteral("Slow"), {QStringLiteral("slow")});
    loadGame();
    ReviewNavigator* review = m_window->review();
    int drawn = 0, stale = 0;
    connect(panel(), &EnginePanel::shown, this, [&] {
        for (const AnalysisLine& line : panel()->shownLines()) {
            if (line.depth == 0) continue;
            ++drawn;
            if (line.score != review->node()->ply ||
                panel()->shownPosition().key() != review->position().key())
                ++stale;
        }
    });
    review->showPly(0);
    board()->setOpen(true);
    QVERIFY(board()->isOpen());
    QTRY_COMPARE(panel()->shownLines().size(), std::size_t(1)); // the start: score 0
    for (int ply = 1; ply <= 12; ++ply) {
        review->showPly(ply);
        QTest::qWait(50);
    }
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownLines().front().score, 12);
    QCOMPARE(stale, 0);
    QVERIFY(drawn >= 2);
    // Back and forth by the keys, as a user holds them.
    for (int i = 0; i < 6; ++i) QTest::keyClick(m_window.get(), Qt::Key_Left);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownLines().front().score, 6);
    QCOMPARE(stale, 0);
}

// Ferz's engine, stepping through the whole game quicker than it reaches any depth: every line
// drawn starts with a legal move of the position on show, and the bar and the arrows are those
// of the lines drawn.
void TestAnalysisBoard::ferzsLinesAreAlwaysOfThePositionShown() {
    open();
    loadGame();
    ReviewNavigator* review = m_window->review();
    int drawn = 0, wrong = 0;
    connect(panel(), &EnginePanel::shown, this, [&] {
        const Position shown = review->position();
        if (panel()->shownPosition().key() != shown.key()) ++wrong;
        for (const AnalysisLine& line : panel()->shownLines()) {
            ++drawn;
            if (line.pv.empty() || !shown.isLegal(line.pv.front())) ++wrong;
        }
    });
    review->showPly(0);
    board()->setOpen(true);
    for (int ply = 1; ply <= 40; ++ply) {
        QTest::keyClick(m_window.get(), Qt::Key_Right);
        QTest::qWait(20);
    }
    QCOMPARE(review->ply(), 40);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(wrong, 0);
    QVERIFY(drawn > 0);
}

void TestAnalysisBoard::linesBarAndArrows() {
    m_settings->setValue(QStringLiteral("analysis/lines"), 3);
    open();
    loadGame();
    m_window->review()->showPly(11);            // after 6. Re1: Black to move
    QTest::keyClick(m_window.get(), Qt::Key_L); // the toggle's key
    QVERIFY(board()->isOpen());
    QVERIFY(panel()->isVisible());
    QVERIFY(board()->evalBar()->isVisible());
    QTRY_COMPARE(panel()->shownLines().size(), std::size_t(3));
    QTRY_VERIFY(panel()->shownLines().back().depth >= 4);
    const auto& lines = panel()->shownLines();
    QVERIFY(lines[0].pv.front() != lines[1].pv.front());
    QVERIFY(lines[1].pv.front() != lines[2].pv.front());
    QVERIFY(lines[0].score >= lines[1].score - 30); // the best first (up to a depth's noise)
    // The best move of each line as an arrow; the bar shows the first line's score.
    const BoardScene::Arrows& arrows = m_window->scene()->lineArrows();
    QCOMPARE(arrows.size(), std::size_t(3));
    QCOMPARE(arrows[0].first, lines[0].pv.front().from());
    QCOMPARE(arrows[0].second, lines[0].pv.front().to());
    QVERIFY(board()->evalBar()->evaluation().has_value());
    QCOMPARE(board()->evalBar()->evaluation()->value,
             Evaluation::fromSideToMove(lines[0].score, Black).value);
    QVERIFY(panel()->view()->toPlainText().contains(QStringLiteral("6…")));
    QVERIFY(panel()->statusLabel()->text().contains(QStringLiteral("depth")));

    // One line from now on.
    auto settings = board()->analysis()->settings();
    settings.lines = 1;
    board()->analysis()->setSettings(settings);
    QTRY_COMPARE(panel()->shownLines().size(), std::size_t(1));
    QTRY_COMPARE(m_window->scene()->lineArrows().size(), std::size_t(1));

    // Closed: no arrows, no bar, no search.
    QTest::keyClick(m_window.get(), Qt::Key_L);
    QVERIFY(!board()->isOpen());
    QVERIFY(!board()->analysis()->running());
    QVERIFY(m_window->scene()->lineArrows().empty());
    QVERIFY(!board()->evalBar()->isVisible());
}

void TestAnalysisBoard::clickingAMovePlaysTheLineAsAVariation() {
    open();
    loadGame();
    m_window->review()->showPly(20);
    const GameTree::Node* at = m_window->review()->node();
    board()->setOpen(true);
    QTRY_VERIFY(!panel()->shownLines().empty() && panel()->shownLines().front().pv.size() >= 3);
    const std::vector<Move> pv = panel()->shownLines().front().pv;
    QTRY_VERIFY(!panel()->view()->underMouse());
    emit panel()->view()->anchorClicked(QUrl(EnginePanel::moveLink(0, 2)));
    // Three moves of the line from the analysed node, the last on show, analysed in turn.
    std::vector<Move> line = m_window->game()->tree().movesTo(at);
    line.insert(line.end(), pv.begin(), pv.begin() + 3);
    const GameTree::Node* played = m_window->game()->tree().nodeAt(line);
    QVERIFY(played);
    QCOMPARE(m_window->review()->node(), played);
    QCOMPARE(played->ply, 23);
    QVERIFY(m_window->document()->modified());
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownPosition().key(), m_window->game()->tree().positionAt(played).key());
    // The game's own moves are still the main line.
    QCOMPARE(m_window->game()->game().ply(), 40u);
}

// The line on show deleted under the board: the node it analysed is gone (never read again),
// and the position shown now is analysed.
void TestAnalysisBoard::deletingTheLineOnShowAnalysesWhatIsLeft() {
    open();
    loadGame();
    m_window->review()->showPly(10);
    const GameTree::Node* at = m_window->review()->node();
    board()->setOpen(true);
    QTRY_VERIFY(!panel()->shownLines().empty() && panel()->shownLines().front().pv.size() >= 2);
    emit panel()->view()->anchorClicked(QUrl(EnginePanel::moveLink(0, 1)));
    const GameTree::Node* variation = m_window->review()->node();
    QCOMPARE(variation->ply, 12);
    QTRY_VERIFY(!panel()->shownLines().empty());
    m_window->review()->show(variation->parent); // the variation's first move
    QTRY_VERIFY(!panel()->shownLines().empty());
    m_window->action(QStringLiteral("deleteLine"))->trigger();
    QVERIFY(m_window->game()->tree().contains(at));
    QCOMPARE(m_window->review()->node(), at);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownPosition().key(), m_window->game()->tree().positionAt(at).key());
}

// Fair play: no analysis board while a game is played, against the computer or between two
// people at the board; in a game read from a file and after the end it is there.
void TestAnalysisBoard::closedDuringAGameAgainstTheComputer() {
    open();
    QAction* toggle = m_window->action(QStringLiteral("liveAnalysis"));
    QVERIFY(toggle);
    GameSetup setup;
    setup.elo = 600;
    m_window->startGame(setup);
    QVERIFY(!toggle->isEnabled());
    toggle->trigger();
    QTest::keyClick(m_window.get(), Qt::Key_L);
    QVERIFY(!board()->isOpen());
    QVERIFY(!panel()->isVisible());
    // Not even in review of the game's earlier moves.
    QVERIFY(m_window->game()->playHumanMove(Move(E2, E4)));
    QTRY_VERIFY(m_window->game()->isHumanTurn());
    m_window->review()->showPly(0);
    board()->setOpen(true);
    QVERIFY(!board()->isOpen());

    // The game ends: the board may be opened.
    m_window->game()->resign();
    QVERIFY(toggle->isEnabled());
    board()->setOpen(true);
    QVERIFY(board()->isOpen());
    QTRY_VERIFY(!panel()->shownLines().empty());

    // A new game against the computer closes it.
    m_window->startGame(setup);
    QVERIFY(!board()->isOpen());
    QVERIFY(!board()->analysis()->running());
    QVERIFY(m_window->scene()->lineArrows().empty());

    // Two people at the board: closed while they play too; once they agree a draw, open on
    // their last position.
    setup.twoPlayers = true;
    m_window->startGame(setup);
    QVERIFY(!toggle->isEnabled());
    QVERIFY(m_window->game()->playHumanMove(Move(D2, D4)));
    board()->setOpen(true);
    QVERIFY(!board()->isOpen());
    m_window->game()->agreeDraw();
    QVERIFY(toggle->isEnabled());
    board()->setOpen(true);
    QVERIFY(board()->isOpen());
    QTRY_VERIFY(!panel()->shownLines().empty() &&
                panel()->shownPosition().key() == m_window->game()->position().key());

    // A game read from a file is there to study until the user plays on against the computer.
    m_window->document()->markClean(); // nothing to ask about
    loadGame();
    QVERIFY(toggle->isEnabled());
    const QString unfinished = m_dir->filePath(QStringLiteral("unfinished.pgn"));
    QVERIFY(writeFile(unfinished, "1. e4 e5 2. Nf3 *\n"));
    QVERIFY(m_window->document()->open(unfinished));
    QVERIFY(!m_window->game()->over());
    QVERIFY(toggle->isEnabled());
    board()->setOpen(true);
    QVERIFY(board()->isOpen());
    QVERIFY(m_window->game()->playHumanMove(Move(B8, C6)));
    QVERIFY(!board()->isOpen());
    QVERIFY(!toggle->isEnabled());
}

// A click on the evaluation graph of a game with recorded evaluations shows that position, and
// the open board analyses it.
void TestAnalysisBoard::graphClickAnalysesThatPosition() {
    open();
    const QString path = m_dir->filePath(QStringLiteral("evals.pgn"));
    QVERIFY(writeFile(
        path, "[Result \"1-0\"]\n\n1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Nf3 { [%eval 0.3] "
              "} Nc6 { [%eval 0.3] } 3. Bb5 { [%eval 0.35] } a6 { [%eval 0.3] } 1-0\n"));
    QVERIFY(m_window->document()->open(path));
    EvalGraph* graph = m_window->evalGraph();
    QTRY_VERIFY(graph->isVisible());
    QCOMPARE(graph->points(), 7);
    board()->setOpen(true);
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(3));
    QCOMPARE(m_window->review()->ply(), 3);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownPosition().key(), m_window->review()->position().key());
}

// ferz-engine as an external UCI engine: its MultiPV lines, each starting with its own move,
// and the next position's after a step.
void TestAnalysisBoard::externalEngineLines() {
    m_settings->setValue(QStringLiteral("analysis/lines"), 2);
    open(QStringLiteral("Ferz UCI"), {}, QStringLiteral(FERZ_ENGINE_PATH));
    loadGame();
    m_window->review()->showPly(6);
    board()->setOpen(true);
    QCOMPARE(board()->analysis()->engineName(), QStringLiteral("Ferz UCI"));
    QTRY_VERIFY(panel()->shownLines().size() == 2 && panel()->shownLines()[1].depth >= 3);
    const Position shown = m_window->review()->position();
    QVERIFY(shown.isLegal(panel()->shownLines()[0].pv.front()));
    QVERIFY(shown.isLegal(panel()->shownLines()[1].pv.front()));
    QVERIFY(panel()->shownLines()[0].pv.front() != panel()->shownLines()[1].pv.front());
    QTest::keyClick(m_window.get(), Qt::Key_Right);
    QTRY_VERIFY(!panel()->shownLines().empty() &&
                panel()->shownPosition().key() == m_window->review()->position().key());
    QVERIFY(m_window->review()->position().isLegal(panel()->shownLines()[0].pv.front()));
    // Closed, the board lets the engine go.
    board()->setOpen(false);
    QVERIFY(!board()->analysis()->running());
}

// An external engine killed while it analyses: the panel says so and offers a restart, which
// starts it again on the same position.
void TestAnalysisBoard::killedEngineIsReportedAndRestarted() {
    open(QStringLiteral("Slow"), {QStringLiteral("slow"), pidFile()});
    loadGame();
    m_window->review()->showPly(4);
    board()->setOpen(true);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QFile pidText(pidFile());
    QVERIFY(pidText.open(QIODevice::ReadOnly));
    const pid_t pid = pid_t(pidText.readAll().trimmed().toInt());
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid, SIGKILL), 0);
    QTRY_VERIFY(panel()->restartButton()->isVisible());
    QVERIFY2(panel()->statusLabel()->text().contains(QStringLiteral("was killed (signal 9)")),
             qPrintable(panel()->statusLabel()->text()));
    QVERIFY(!board()->analysis()->failure().isEmpty());
    // The window goes on: steps through the record still work.
    m_window->review()->showPly(6);
    QCOMPARE(m_window->review()->ply(), 6);
    QTest::mouseClick(panel()->restartButton(), Qt::LeftButton);
    QVERIFY(!panel()->restartButton()->isVisible());
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownLines().front().score, 6);
}

// An engine that never answers stop: reported once its grace is over, while the window goes
// on stepping through the record.
void TestAnalysisBoard::hungEngineIsReported() {
    open(QStringLiteral("Stubborn"), {QStringLiteral("stubborn"), pidFile()});
    board()->analysis()->setPatience(5000, 500);
    loadGame();
    m_window->review()->showPly(2);
    board()->setOpen(true);
    QTRY_VERIFY2(!panel()->shownLines().empty(), qPrintable(panel()->statusLabel()->text()));
    QElapsedTimer steps;
    steps.start();
    m_window->review()->showPly(3); // stop: never answered
    m_window->review()->showPly(4);
    QVERIFY(steps.elapsed() < 200);
    QCOMPARE(m_window->review()->ply(), 4);
    QVERIFY(panel()->shownLines().empty()); // the lines of ply 2 went with it
    QTRY_VERIFY(panel()->restartButton()->isVisible());
    QVERIFY(board()->analysis()->failure().contains(QStringLiteral("did not stop")));
    QVERIFY(panel()->shownLines().empty());
}

void TestAnalysisBoard::unreadableLineIsReported() {
    open(QStringLiteral("Mumbler"), {QStringLiteral("badinfo")});
    loadGame();
    m_window->review()->showPly(2);
    board()->setOpen(true);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QCOMPARE(panel()->shownLines().front().score, 2); // the readable line is taken
    QVERIFY(board()->analysis()->warning().contains(QStringLiteral("banana")));
    QVERIFY(panel()->statusLabel()->text().contains(QStringLiteral("banana")));
}

// On a mate or a stalemate there is no move to search: the panel says which, at once, and
// never "thinking…"; a position with moves is searched again after it.
void TestAnalysisBoard::mateAndStalemateAreNotThought_data() {
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("said");
    QTest::newRow("mate") << QByteArray("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n")
                          << "Checkmate: there is no move to analyse.";
    QTest::newRow("stalemate") << QByteArray(
                                      "[FEN \"k7/8/1Q6/8/8/8/8/7K w - - 0 1\"]\n[SetUp \"1\"]\n"
                                      "[Result \"1/2-1/2\"]\n\n1. Qc7 1/2-1/2\n")
                               << "Stalemate: there is no move to analyse.";
}

void TestAnalysisBoard::mateAndStalemateAreNotThought() {
    QFETCH(QByteArray, pgn);
    QFETCH(QString, said);
    open();
    const QString path = m_dir->filePath(QStringLiteral("end.pgn"));
    QVERIFY(writeFile(path, pgn));
    QVERIFY(m_window->document()->open(path));
    QVERIFY(m_window->game()->over());
    board()->setOpen(true);
    QVERIFY(board()->isOpen());
    QTRY_COMPARE(panel()->statusLabel()->text(), said);
    QTest::qWait(300);
    QCOMPARE(panel()->statusLabel()->text(), said);
    QVERIFY(panel()->shownLines().empty());
    m_window->review()->showPly(0);
    QTRY_VERIFY(!panel()->shownLines().empty());
    QVERIFY(!panel()->statusLabel()->text().contains(QStringLiteral("no move")));
}

QTEST_MAIN(TestAnalysisBoard)
#include "tst_analysisboard.moc"
