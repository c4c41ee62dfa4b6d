// A game at the board as a player lives it, through the real window: who plays whom (the
// strips above and below the board, the title), clocks that count only
// what is the players' (a side's first move, a dialog, a pause and a restart cost nothing;
// undo and redo bring back the times written with the moves), work that is never dropped
// (a game played is kept in the game library; the user's changes to a game of a file are
// asked about on every path that replaces the record: Save / Discard / Cancel), and an end
// said once, with the result in the move list and the file.
//
// Every test gets a fresh MainWindow on its own INI file and autosave in a temporary folder,
// under QT_QPA_PLATFORM=offscreen; the computer plays at the weakest level without a pause.
#include "analysisboard.h"
#include "analysiscontroller.h"
#include "announcer.h"
#include "banner.h"
#include "boardpen.h"
#include "boardscene.h"
#include "boardview.h"
#include "diagram.h"
#include "diagramdialog.h"
#include "enginepanel.h"
#include "enginesdialog.h"
#include "evalgraph.h"
#include "gameactions.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamerecord.h"
#include "gameswindow.h"
#include "guitest.h"
#include "helpdialog.h"
#include "librarymodel.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "messagebox.h"
#include "movelist.h"
#include "newgamedialog.h"
#include "notation.h"
#include "openingtree.h"
#include "openingtreepanel.h"
#include "playerstrip.h"
#include "positioneditor.h"
#include "preferences.h"
#include "reviewnavigator.h"
#include "scoresheetdialog.h"
#include "trainwindow.h"
#include "viewmenu.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

#include <functional>
#include <memory>

using namespace ferz;

namespace {

constexpr int TestElo = 600;
constexpr int ReplyTimeoutMs = 10'000;
constexpr TimeControl FiveMinutes{300'000, 2'000};

// The underlined letter of a menu item's or a control's text ("Save &As…": a), in lower case;
// none when it has none ("&&" is an ampersand).
QChar underlinedLetter(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&') continue;
        if (text[i + 1] != u'&') return text[i + 1].toLower();
        ++i;
    }
    return {};
}

} // namespace

class TestPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void init();
    void cleanup();

    void stripsNameThePlayers();
    void noEngineHelpWhilePlayingTheComputer();
    void noEngineHelpBetweenTwoPeople();
    void stopGame();
    void ratedGameAsksBeforeHelp();
    void ratedEndStaysAsItEnded();
    void endedGameAllowsAfterARestartWhatItAllowedBefore_data();
    void endedGameAllowsAfterARestartWhatItAllowedBefore();
    void gameInProgressFromTheGamesWindow();
    void libraryGameComesBackAfterARestart_data();
    void libraryGameComesBackAfterARestart();
    void stripsFollowTheFlip();
    void stripsShowMaterial();
    void stripShowsTheComputerThinking();
    void clockWarning();
    void newGameWithOwnClock();
    void engineLevels();
    void practiseAnOpening();
    void bookChoices();
    void firstMovesAreNotTimed();
    void dialogHoldsTheClock();
    void computerWaitsBehindADialog();
    void pause();
    void restartGivesNoTimeBack();
    void takebackKeepsTheTimeSpent();
    void unsavedWorkAsks_data();
    void unsavedWorkAsks();
    void playedGameIsKeptWithoutAQuestion_data();
    void playedGameIsKeptWithoutAQuestion();
    void sameFileAgainKeepsTheVariation();
    void titleMarksChanges();
    void stoppedBeforeAMoveIsNoChange();
    void saveSuggestsAName();
    void quitInProgressDoesNotAsk();
    void resultInListAndFile();
    void undoAfterResignationAsks();
    void resignAfterTakebackEndsOnTheBoard();
    void endingsAreSaidAgain_data();
    void endingsAreSaidAgain();
    void fileGameIsTheFilesUntilPlayedOn();
    void moveNumberStaysWithItsMove();
    void refusedMoveSaysWhy_data();
    void refusedMoveSaysWhy();
    void help();
    void analysedGameShowsItsGraph();
    void brokenAnnotationsAreSaid();
    void analysingAgainReplaces();
    void twoPeopleAtOneBoard();
    void newGameForTwoPeople();
    void claimBetweenTwoPeople();
    void languageChangesAtOnce();
    void boardStaysPut();
    void coordinatesOutsideTheSquares();
    void smallestWindow_data();
    void smallestWindow();
    void smallestWindowKeepsThePanelsApart();
    void panelsTakeOnlyTheirLines();

    // Words that are true and current.
    void footLineSaysThePositionOnShow_data();
    void footLineSaysThePositionOnShow();
    void noticesSpeakTheNewLanguage();
    void coveredNoticeComesBack();
    void enginesFoundSaysWhatToDoFirst();
    void movesInTheLanguagesLetters();
    void typedMovesKeepTheFocus();
    void hintStaysThroughALanguageChange();
    void recordedClocksInReview();
    void moveListShowsTheNewCommentAndTheResult();
    void quitSaysItQuits();
    void saveAsHasItsKeyEverywhere();
    void fileThatCannotBeOpened_data();
    void fileThatCannotBeOpened();
    void messageBoxShowsItsTitleWhole();
    void openingsFoundAsTyped();
    void newGameDialogFitsItsRows();
    void endBannerShowsItsWordsWhole_data() { smallestWindow_data(); }
    void endBannerShowsItsWordsWhole();
    void gamesColumnsShowTheirHeadersWhole_data();
    void gamesColumnsShowTheirHeadersWhole();
    void menusHaveTheirOwnLetters_data();
    void menusHaveTheirOwnLetters();
    void windowsHaveTheirOwnLetters_data();
    void windowsHaveTheirOwnLetters();

private:
    void openWindow();
    GameController* game() const { return m_window->game(); }
    std::size_t ply() const { return game()->game().ply(); }
    QPoint pointOf(Square s) const {
        return m_window->boardView()->mapFromScene(m_window->scene()->squareCenter(s));
    }
    void drag(Square from, Square to);
    // A game with a clock (or not) and two moves of each side played, the user White.
    void playOpening(const TimeControl& clock = {});
    QString write(const QString& name, const QByteArray& text) const;
    // Where the squares are drawn in the window: a1's and h8's rectangles together.
    QRect boardInWindow() const;

    // Plays `plies` moves between two people, chosen by a fixed sequence among the legal ones
    // so that the game goes on.
    void playLongGame(int plies);
    void chooseLanguage(const char* code);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestPlay::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("game/level"), TestElo);
    m_settings->setValue(QStringLiteral("player/name"), QStringLiteral("Anna"));
    openWindow();
}

void TestPlay::cleanup() {
    if (m_window) m_window->document()->markClean(); // nothing asks on the way out
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestPlay::openWindow() {
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->game()->setMinimumReplyMs(0);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPlay::drag(Square from, Square to) {
    QWidget* viewport = m_window->boardView()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, pointOf(from));
    QTest::mouseMove(viewport, (pointOf(from) + pointOf(to)) / 2);
    QTest::mouseMove(viewport, pointOf(to));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, pointOf(to));
}

// While the user plays the computer, Analyse Game, the analysis board and a recorded analysis's
// verdicts wait for the end (GamePolicy), whichever way they are reached: the menu, the key,
// the end banner's button, a takeback after the end; so does the computer's evaluation.
void TestPlay::noEngineHelpWhilePlayingTheComputer() {
    playOpening();
    QVERIFY(game()->rated());
    QAction* analyse = m_window->action(QStringLiteral("analyseGame"));
    QAction* board = m_window->action(QStringLiteral("liveAnalysis"));
    QVERIFY(!analyse->isEnabled());
    QVERIFY(!analyse->statusTip().isEmpty());
    QVERIFY(!board->isEnabled());
    m_window->findChild<QPushButton*>(QStringLiteral("analyseButton"))->click(); // the banner's
    QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(m_window.get(), Qt::Key_L);
    QVERIFY(!m_window->analysisPanel()->running());
    QVERIFY(!m_window->analysisBoard()->isOpen());
    // The computer thinks with its depth shown, never its evaluation (at full strength, which
    // reports its depths).
    m_window->action(QStringLiteral("showThinking"))->setChecked(false);
    m_window->action(QStringLiteral("showThinking"))->trigger();
    auto* thinking = m_window->findChild<QLabel*>(QStringLiteral("thinking"));
    QVERIFY(thinking);
    GameSetup strong;
    m_window->startGame(strong);
    QSignalSpy progress(game(), &GameController::engineProgress);
    drag(E2, E4);
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), ReplyTimeoutMs);
    QVERIFY2(thinking->text().contains(QStringLiteral("depth")), qPrintable(thinking->text()));
    QVERIFY2(!thinking->text().contains(QStringLiteral("evaluation")),
             qPrintable(thinking->text()));
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(2), ReplyTimeoutMs);
    playOpening();

    // Over (a casual game, so that it may be taken back): the engine's view is on offer, and
    // a takeback that plays on takes it away again, a running analysis with it.
    game()->requestHint();
    game()->resign();
    QVERIFY(analyse->isEnabled());
    QVERIFY(analyse->statusTip().isEmpty());
    QVERIFY(board->isEnabled());
    analyse->trigger();
    QVERIFY(m_window->analysisPanel()->running());
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    m_window->action(QStringLiteral("undo"))->trigger();
    QVERIFY(!game()->over());
    QVERIFY(!m_window->analysisPanel()->running());
    QVERIFY(!m_window->analysisPanel()->isVisibleTo(m_window.get()));
    QVERIFY(!analyse->isEnabled());
    QVERIFY(!game()->analysed());
}

// Between two people at the board, too, the engine's view waits for the end.
void TestPlay::noEngineHelpBetweenTwoPeople() {
    GameSetup setup;
    setup.twoPlayers = true;
    m_window->startGame(setup);
    drag(E2, E4);
    drag(E7, E5);
    QVERIFY(!m_window->action(QStringLiteral("analyseGame"))->isEnabled());
    QVERIFY(!m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    QVERIFY(m_window->action(QStringLiteral("hint"))->isEnabled()); // casual: no question
    game()->agreeDraw();
    QVERIFY(m_window->action(QStringLiteral("analyseGame"))->isEnabled());
    QVERIFY(m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
}

// Game → Stop Game ends a game without a result (lichess's abort): asked first, it does not
// count, its record says so, and the engine's view is on offer.
void TestPlay::stopGame() {
    playOpening();
    // Resumed after a restart, it is still being played: no engine's view, and it counts.
    m_window.reset();
    openWindow();
    QVERIFY(game()->resumed());
    QVERIFY(game()->rated());
    QVERIFY(!m_window->action(QStringLiteral("analyseGame"))->isEnabled());
    QVERIFY(!m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    QAction* stop = m_window->action(QStringLiteral("stopGame"));
    QVERIFY(stop->isEnabled());
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::No)->click(); });
    stop->trigger();
    QVERIFY(!game()->over());
    QVERIFY(game()->rated());
    whenModal<QMessageBox>([](QMessageBox* box) {
        QVERIFY(box->text().contains(QStringLiteral("without a result")));
        box->button(QMessageBox::Yes)->click();
    });
    stop->trigger();
    QVERIFY(game()->over());
    QVERIFY(!game()->rated());
    QVERIFY(!stop->isEnabled());
    QVERIFY(m_window->endBanner()->isVisible());
    QVERIFY(m_window->endBanner()->text().contains(QStringLiteral("Stopped")));
    QVERIFY(m_window->action(QStringLiteral("analyseGame"))->isEnabled());
    QVERIFY(m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    const std::string pgn = writePgn(game()->toPgn());
    QVERIFY2(pgn.find("[Termination \"abandoned\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("[FerzRated \"stopped\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("Stopped without a result.} *") != std::string::npos, pgn.c_str());
    // A restart brings it back stopped.
    m_window.reset();
    openWindow();
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().reason, Outcome::Reason::Stopped);
}

// A hint or a takeback in a rated game asks once, saying that the game will stop counting; No
// leaves the game as it was, Yes gives the help and the game is casual from then on, its
// record saying why.
void TestPlay::ratedGameAsksBeforeHelp() {
    playOpening();
    QAction* hint = m_window->action(QStringLiteral("hint"));
    QVERIFY(hint->isEnabled());
    int asked = 0;
    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        ++asked;
        QVERIFY(box->text().contains(QStringLiteral("no longer count for your rating")));
        box->button(QMessageBox::No)->click();
    });
    QTest::keyClick(m_window->boardView(), Qt::Key_H);
    QCOMPARE(asked, 1);
    QVERIFY(game()->rated());
    QCOMPARE(game()->hintsUsed(), 0);
    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        ++asked;
        box->button(QMessageBox::No)->click();
    });
    m_window->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(asked, 2);
    QCOMPARE(ply(), std::size_t(4));
    QVERIFY(game()->rated());

    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        ++asked;
        box->button(QMessageBox::Yes)->click();
    });
    hint->trigger();
    QCOMPARE(asked, 3);
    QVERIFY(!game()->rated());
    QCOMPARE(game()->unrated(), Unrated::Hint);
    QCOMPARE(game()->hintsUsed(), 1);
    QCOMPARE(QString::fromStdString(game()->toPgn().tag(FerzRatedTag)), QStringLiteral("hint"));
    // Once per game: the next help asks nothing.
    QTRY_VERIFY_WITH_TIMEOUT(hint->isEnabled(), ReplyTimeoutMs);
    m_window->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(asked, 3);
    QCOMPARE(ply(), std::size_t(2));
}

void TestPlay::playOpening(const TimeControl& clock) {
    GameSetup setup;
    setup.elo = TestElo;
    setup.clock = clock;
    setup.playerName = m_window->preferences().playerName;
    m_window->startGame(setup);
    drag(E2, E4);
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(2), ReplyTimeoutMs);
    drag(D2, D4);
    if (ply() == 2) drag(G1, F3); // d4 was blocked or illegal
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(4), ReplyTimeoutMs);
}

QRect TestPlay::boardInWindow() const {
    QCoreApplication::processEvents(); // pending layouts first
    const BoardView* view = m_window->boardView();
    QRect r;
    for (Square s : {A1, H8})
        r |= view->mapFromScene(m_window->scene()->squareRect(s)).boundingRect();
    return QRect(view->viewport()->mapTo(m_window.get(), r.topLeft()), r.size());
}

QString TestPlay::write(const QString& name, const QByteArray& text) const {
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()) return {};
    return path;
}

// -- Who plays whom

// The user's strip is below the board, the computer's above; the title names both.
void TestPlay::stripsNameThePlayers() {
    playOpening(FiveMinutes);
    PlayerStrip* top = m_window->topStrip();
    PlayerStrip* bottom = m_window->bottomStrip();
    QCOMPARE(bottom->name(), QStringLiteral("Anna"));
    QCOMPARE(bottom->colour(), White);
    QCOMPARE(top->name(), QStringLiteral("Ferz 600"));
    QCOMPARE(top->colour(), Black);
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Anna vs Ferz 600")));
    // The board's edges: the top strip ends where the board begins, the bottom one starts
    // where it ends.
    const QRect board = m_window->boardView()->geometry();
    QVERIFY(top->geometry().bottom() < board.top());
    QVERIFY(bottom->geometry().top() > board.bottom());
    // Each strip has its own side's clock, White's running.
    QVERIFY(!bottom->clockText().isEmpty());
    QCOMPARE(top->clockText(), PlayerStrip::formatClock(game()->clock().remainingMs(Black)));
}

// F turns the board and the strips with it; a game as Black starts turned.
void TestPlay::stripsFollowTheFlip() {
    playOpening();
    QTest::keyClick(m_window.get(), Qt::Key_F);
    QVERIFY(m_window->scene()->flipped());
    QCOMPARE(m_window->bottomStrip()->colour(), Black);
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Ferz 600"));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Anna"));
    QTest::keyClick(m_window.get(), Qt::Key_F);
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Anna"));

    GameSetup setup;
    setup.humanSide = Black;
    setup.elo = 1400;
    setup.playerName = QStringLiteral("Boris");
    m_window->startGame(setup);
    QCOMPARE(m_window->bottomStrip()->colour(), Black);
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Boris"));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Ferz 1400"));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Ferz 1400 vs Boris")));
}

// The side that is up shows what it took and by how much.
void TestPlay::stripsShowMaterial() {
    GameSetup setup;
    setup.elo = TestElo;
    // White has taken a knight and two pawns; Black a bishop.
    setup.start = *Position::fromFen("rnbqk2r/pp3ppp/8/8/8/8/PPPPP1PP/RN1QK1NR w KQkq - 0 1");
    m_window->startGame(setup);
    QCOMPARE(m_window->bottomStrip()->capturedPieces(), QStringLiteral("ppn"));
    QCOMPARE(m_window->bottomStrip()->advantageText(), QStringLiteral("+2"));
    QCOMPARE(m_window->topStrip()->capturedPieces(), QStringLiteral("B"));
    QCOMPARE(m_window->topStrip()->advantageText(), QString());
}

// While the computer thinks, its strip says so.
void TestPlay::stripShowsTheComputerThinking() {
    GameSetup setup;
    setup.elo = TestElo;
    m_window->startGame(setup);
    game()->setMinimumReplyMs(1500); // its reply waits: time to look
    drag(E2, E4);
    QVERIFY(game()->computerThinking());
    QVERIFY(m_window->topStrip()->thinkingShown());
    QVERIFY(!m_window->bottomStrip()->thinkingShown());
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(2), ReplyTimeoutMs);
    QVERIFY(!m_window->topStrip()->thinkingShown());
}

// Little time left turns a clock to a warning colour.
void TestPlay::clockWarning() {
    PlayerStrip strip;
    strip.setPlayer(QStringLiteral("Anna"), White);
    strip.setClock(true, 60'000, 300'000, true);
    QVERIFY(!strip.clockWarning());
    QCOMPARE(strip.clockText(), QStringLiteral("1:00"));
    strip.setClock(true, 19'500, 300'000, true);
    QVERIFY(strip.clockWarning());
    QCOMPARE(strip.clockText(), QStringLiteral("0:19.5"));
    strip.setClock(true, 19'500, 60'000, false); // a one-minute game warns at 15 s
    QVERIFY(!strip.clockWarning());
}

// New Game takes minutes and an increment of the user's own, and the user's name.
void TestPlay::newGameWithOwnClock() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        dialog->nameEdit()->setText(QStringLiteral("  Carla   B. "));
        dialog->minutesBox()->setValue(7);
        dialog->incrementBox()->setValue(4);
        QCOMPARE(dialog->clockBox()->currentData(), QVariant()); // "Other": no preset fits
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayWhite));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    QCOMPARE(game()->setup().clock.baseMs, 7 * 60'000);
    QCOMPARE(game()->setup().clock.incrementMs, 4'000);
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Carla B."));
    QCOMPARE(m_window->bottomStrip()->clockText(), QStringLiteral("7:00"));
    QCOMPARE(m_settings->value(QStringLiteral("player/name")).toString(),
             QStringLiteral("Carla B."));
}

// Practising an opening: the game starts with its moves in the record, the opening is named,
// and the computer goes on from Ferz's book, instantly and with one of the book's moves; the
// autosave keeps the book.
void TestPlay::practiseAnOpening() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        QComboBox* opening = dialog->openingBox();
        QCOMPARE(opening->currentIndex(), 0);
        // Typing finds it: the list's completer matches any part of the name.
        opening->lineEdit()->setText(QStringLiteral("C50 Italian Game"));
        opening->setCurrentIndex(opening->findText(QStringLiteral("C50 Italian Game")));
        QVERIFY(opening->currentIndex() > 0);
        QVERIFY(!dialog->fenEdit()->isEnabled()); // an opening or a FEN, not both
        QVERIFY2(dialog->ratedLabel()->text().startsWith(QStringLiteral("Not rated")),
                 qPrintable(dialog->ratedLabel()->text()));
        QCOMPARE(dialog->bookBox()->currentData().toString(), QStringLiteral("ferz"));
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayWhite));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    // 1. e4 e5 2. Nf3 Nc6 3. Bc4: Black, the computer, is to move.
    QVERIFY(game()->setup().book);
    QCOMPARE(game()->setup().bookStartPly, 5);
    QCOMPARE(game()->unrated(), Unrated::Opening); // chosen, not played: casual
    auto* label = m_window->findChild<QLabel*>(QStringLiteral("opening"));
    QVERIFY(label);
    QCOMPARE(label->text(), QStringLiteral("C50 Italian Game"));
    QTRY_COMPARE_WITH_TIMEOUT(game()->game().ply(), std::size_t(6), 10000);
    Position before = game()->game().startPosition();
    for (std::size_t i = 0; i < 5; ++i) {
        StateInfo st;
        before.makeMove(game()->game().moves()[i], st);
    }
    const Move reply = game()->game().moves()[5];
    const auto bookMoves = game()->setup().book->moves(before);
    QVERIFY(std::any_of(bookMoves.begin(), bookMoves.end(),
                        [reply](const BookMove& b) { return b.move == reply; }));
    QCOMPARE(m_window->moveList()->moveCount(), 6);

    // The autosave remembers the book; a window opened on it plays on with it.
    m_window.reset();
    openWindow();
    QCOMPARE(game()->game().ply(), std::size_t(6));
    QCOMPARE(game()->setup().bookChoice, QStringLiteral("ferz"));
    QVERIFY(game()->setup().book);
    QCOMPARE(game()->setup().bookStartPly, 5);
}

// The book of New Game: Ferz's, none, or a file; a file that is not a book is refused with
// its reason and the choice stays; a good one is kept for the next game.
void TestPlay::bookChoices() {
    NewGameDialog dialog(m_window->preferences(), {}, m_window.get());
    QComboBox* book = dialog.bookBox();
    QCOMPARE(book->currentData().toString(), QStringLiteral("ferz"));
    const QString notABook = m_dir->filePath(QStringLiteral("notes.bin"));
    QVERIFY(writeFile(notABook, "not a book at all"));
    QVERIFY(!dialog.chooseBookFile(notABook));
    bool said = false;
    for (QLabel* l : dialog.findChildren<QLabel*>())
        said |= l->text().contains(QStringLiteral("not a whole number of 16-byte entries"));
    QVERIFY(said);
    QCOMPARE(book->currentData().toString(), QStringLiteral("ferz"));

    QVERIFY(dialog.chooseBookFile(QStringLiteral(FERZ_TEST_DATA "/polyglot/reference.bin")));
    QCOMPARE(book->currentData().toString(),
             QStringLiteral(FERZ_TEST_DATA "/polyglot/reference.bin"));
    GameSetup setup = dialog.setup();
    QVERIFY(setup.book);
    QCOMPARE(setup.book->size(), std::size_t(31));
    Preferences prefs = m_window->preferences();
    dialog.storeIn(prefs);
    QCOMPARE(prefs.book, QStringLiteral(FERZ_TEST_DATA "/polyglot/reference.bin"));

    book->setCurrentIndex(book->findData(QStringLiteral("none")));
    QVERIFY(!dialog.setup().book);
    // Another engine plays from its own book, if any: the row is hidden and no book is set.
    EngineConfig other;
    other.name = QStringLiteral("Other");
    other.program = QStringLiteral("other");
    NewGameDialog withEngine(m_window->preferences(), {other}, m_window.get());
    withEngine.opponentBox()->setCurrentIndex(1);
    QVERIFY(!withEngine.setup().book);
}

// -- Clocks

// An engine with a UCI_Elo range is offered at the levels within it, and New Game sets its
// options; one without keeps its own options and offers no level. Ferz's level and the
// engines' are kept apart.
void TestPlay::engineLevels() {
    EngineConfig ranged;
    ranged.name = QStringLiteral("Fakefish");
    ranged.program = QStringLiteral("fakefish");
    ranged.eloMin = 1350;
    ranged.eloMax = 2850;
    ranged.options = {{QStringLiteral("Threads"), QStringLiteral("1")},
                      {QStringLiteral("UCI_Elo"), QStringLiteral("2000")}};
    EngineConfig plain;
    plain.name = QStringLiteral("Plain");
    plain.program = QStringLiteral("plain");
    plain.options = {{QStringLiteral("Skill"), QStringLiteral("3")}};
    NewGameDialog dialog(m_window->preferences(), {ranged, plain}, m_window.get());
    QComboBox* level = dialog.levelBox();
    QCOMPARE(level->currentData().toInt(), TestElo);

    dialog.opponentBox()->setCurrentIndex(1);
    QVERIFY(level->isEnabled());
    QCOMPARE(level->itemData(0).toInt(), 1400);
    QCOMPARE(level->itemData(level->count() - 2).toInt(), 2800);
    QCOMPARE(level->itemText(level->count() - 1), QStringLiteral("Full strength"));
    QCOMPARE(level->currentData().toInt(), 1600); // the default for engines
    level->setCurrentIndex(level->findData(2200));
    GameSetup setup = dialog.setup();
    QVERIFY(setup.engine);
    const QList<QPair<QString, QString>> limited = {
        {QStringLiteral("Threads"), QStringLiteral("1")},
        {QStringLiteral("UCI_LimitStrength"), QStringLiteral("true")},
        {QStringLiteral("UCI_Elo"), QStringLiteral("2200")}};
    QCOMPARE(setup.engine->options, limited);
    level->setCurrentIndex(level->count() - 1);
    setup = dialog.setup();
    QCOMPARE(setup.engine->options.size(), 2);
    QCOMPARE(setup.engine->options.back(),
             qMakePair(QStringLiteral("UCI_LimitStrength"), QStringLiteral("false")));

    dialog.opponentBox()->setCurrentIndex(2);
    QVERIFY(!level->isEnabled());
    QCOMPARE(dialog.setup().engine->options, plain.options);

    dialog.opponentBox()->setCurrentIndex(0);
    QVERIFY(level->isEnabled());
    QCOMPARE(level->currentData().toInt(), TestElo);
    Preferences prefs;
    dialog.storeIn(prefs);
    QCOMPARE(prefs.elo, TestElo);
    QCOMPARE(prefs.engineElo, 0); // full strength, as chosen above
}

// Each side's first move is free, as on the chess sites: no clock runs until White has moved
// and Black has answered; then White's runs.
void TestPlay::firstMovesAreNotTimed() {
    GameSetup setup;
    setup.elo = TestElo;
    setup.clock = FiveMinutes;
    m_window->startGame(setup);
    QTest::qWait(200);
    QVERIFY(!game()->clock().running());
    QCOMPARE(game()->clock().remainingMs(White), FiveMinutes.baseMs);
    drag(E2, E4);
    QCOMPARE(ply(), std::size_t(1));
    QVERIFY(!game()->clock().running()); // the computer's first move is free too
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(2), ReplyTimeoutMs);
    QVERIFY(game()->clock().running());
    QCOMPARE(game()->clock().runningSide(), White);
    QCOMPARE(game()->clock().remainingMs(Black), FiveMinutes.baseMs + FiveMinutes.incrementMs);
}

// A modal dialog over the window stops the clock for as long as it is open.
void TestPlay::dialogHoldsTheClock() {
    playOpening(FiveMinutes);
    QVERIFY(game()->clock().running());
    qint64 during = -1;
    bool running = true;
    whenModal<QMessageBox>([&](QMessageBox* box) {
        const qint64 before = game()->clock().remainingMs(White);
        QTest::qWait(400);
        during = before - game()->clock().remainingMs(White);
        running = game()->clock().running();
        box->button(QMessageBox::No)->click();
    });
    m_window->action(QStringLiteral("resign"))->trigger(); // "Resign this game?"
    QVERIFY(!running);
    QCOMPARE(during, 0);
    QVERIFY(!game()->over());
    QVERIFY(game()->clock().running()); // and runs again once the dialog is gone
    QCOMPARE(game()->clock().runningSide(), White);
}

// A dialog while the computer is to move: its search stops, it never moves behind the dialog,
// and it thinks again once the dialog is gone.
void TestPlay::computerWaitsBehindADialog() {
    playOpening(FiveMinutes);
    drag(B1, C3);
    QCOMPARE(ply(), std::size_t(5));
    QVERIFY(game()->computerThinking());
    bool thinking = true, moved = true, running = true;
    whenModal<QMessageBox>([&](QMessageBox* box) {
        thinking = game()->computerThinking();
        QTest::qWait(1500); // well past its time for a move at this level
        moved = ply() != 5;
        running = game()->clock().running();
        box->button(QMessageBox::No)->click();
    });
    m_window->action(QStringLiteral("resign"))->trigger(); // "Resign this game?"
    QVERIFY(!thinking);
    QVERIFY(!moved);
    QVERIFY(!running);
    QVERIFY(game()->computerThinking());
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(6), ReplyTimeoutMs);
}

// P pauses: the clocks stop, the board takes no move and the computer does not think; P goes on.
void TestPlay::pause() {
    playOpening(FiveMinutes);
    QAction* pause = m_window->action(QStringLiteral("pause"));
    QVERIFY(pause->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(game()->paused());
    QVERIFY(pause->isChecked());
    QVERIFY(!game()->clock().running());
    const qint64 white = game()->clock().remainingMs(White);
    QTest::qWait(300);
    QCOMPARE(game()->clock().remainingMs(White), white);
    drag(B1, C3);
    QCOMPARE(ply(), std::size_t(4)); // the board is closed while paused
    QVERIFY(m_window->statusText().contains(QStringLiteral("Paused")));
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(!game()->paused());
    QVERIFY(game()->clock().running());

    // Paused while the computer thinks: no move comes until the game goes on.
    drag(B1, C3);
    QCOMPARE(ply(), std::size_t(5));
    pause->trigger();
    QVERIFY(!game()->computerThinking());
    QTest::qWait(300);
    QCOMPARE(ply(), std::size_t(5));
    pause->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(6), ReplyTimeoutMs);
}

// Quitting in the middle of a game and starting again gives back no time: the clocks come back
// as they stood when the window closed, paused until the user goes on.
void TestPlay::restartGivesNoTimeBack() {
    playOpening(FiveMinutes);
    QTest::qWait(500); // thinking time of White's, after the last move
    // White's clock runs on while the window closes: the time kept lies between these two.
    const qint64 before = game()->clock().remainingMs(White);
    QVERIFY(m_window->close());
    const qint64 after = game()->clock().remainingMs(White);
    const qint64 black = game()->clock().remainingMs(Black);
    QVERIFY(before < *game()->currentNode()->parent->data.clockMs - 400); // White's last move
    m_window.reset();
    openWindow();
    QCOMPARE(ply(), std::size_t(4));
    QVERIFY(game()->paused());
    const qint64 white = game()->clock().remainingMs(White);
    QVERIFY2(white <= before && white >= after,
             qPrintable(QStringLiteral("%1 not in [%2, %3]").arg(white).arg(after).arg(before)));
    QCOMPARE(game()->clock().remainingMs(Black), black);
}

// Time spent stays spent: a takeback gives back the board, not the clock, and so does a redo;
// the times written with the moves ([%clk]) stay in the record.
void TestPlay::takebackKeepsTheTimeSpent() {
    playOpening(FiveMinutes);
    game()->requestHint(); // a casual game: the takeback asks nothing
    QTest::qWait(300);
    // Paused, so that no clock runs while the times are compared (exactly).
    m_window->action(QStringLiteral("pause"))->trigger();
    const qint64 white = game()->clock().remainingMs(White);
    const qint64 black = game()->clock().remainingMs(Black);
    QVERIFY(white < *game()->currentNode()->parent->data.clockMs - 250); // White thought
    m_window->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(!game()->clock().running());
    QCOMPARE(game()->clock().remainingMs(White), white);
    QCOMPARE(game()->clock().remainingMs(Black), black);
    m_window->action(QStringLiteral("redo"))->trigger();
    QCOMPARE(ply(), std::size_t(4));
    QCOMPARE(game()->clock().remainingMs(White), white);
    QCOMPARE(game()->clock().remainingMs(Black), black);
    const std::string pgn = writePgn(game()->toPgn());
    QVERIFY2(pgn.find("[%clk 0:05:02]") != std::string::npos, pgn.c_str());
}

// A rated game that ended stays as it ended: no takeback, and the action says why.
void TestPlay::ratedEndStaysAsItEnded() {
    playOpening();
    game()->resign();
    QAction* undo = m_window->action(QStringLiteral("undo"));
    QVERIFY(!undo->isEnabled());
    QVERIFY(undo->statusTip().contains(QStringLiteral("rated")));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(game()->over());
    QVERIFY(!QApplication::activeModalWidget());
}

// A game that ended comes back from the autosave allowing what it allowed before the restart
// (GamePolicy): a rated game's result stands (no takeback, and the action says why), a casual
// game may still be taken back. Killed, not closed, so that the autosave is all there is; and
// what the restart writes back keeps the game as rated as it was.
void TestPlay::endedGameAllowsAfterARestartWhatItAllowedBefore_data() {
    QTest::addColumn<bool>("casual");
    QTest::newRow("rated") << false;
    QTest::newRow("casual") << true;
}

void TestPlay::endedGameAllowsAfterARestartWhatItAllowedBefore() {
    QFETCH(bool, casual);
    playOpening();
    if (casual) game()->requestHint();
    game()->resign();
    QCOMPARE(game()->rated(), !casual);
    QAction* undo = m_window->action(QStringLiteral("undo"));
    const bool enabled = undo->isEnabled();
    const QString why = undo->statusTip();
    QCOMPARE(enabled, casual);
    m_window->autoSave().flush(); // its writes run beside the window
    m_window.reset();             // as after a kill: the autosave holds the game
    openWindow();
    QVERIFY(game()->resumed());
    QVERIFY(game()->over());
    QCOMPARE(game()->rated(), !casual);
    undo = m_window->action(QStringLiteral("undo"));
    QCOMPARE(undo->isEnabled(), enabled);
    QCOMPARE(undo->statusTip(), why);
    if (casual) { // it asks first, as before the restart
        auto asked = std::make_shared<bool>(false);
        whenModal<QMessageBox>([asked](QMessageBox* box) {
            *asked = true;
            box->button(QMessageBox::No)->click(); // not taken back here
        });
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(*asked);
    } else { // refused: nothing asks, nothing is taken back
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!QApplication::activeModalWidget());
    }
    QVERIFY(game()->over());

    // Written again as it stands, it comes back the same after a second restart.
    m_window->autoSave().flush();
    m_window.reset();
    openWindow();
    QVERIFY(game()->over());
    QCOMPARE(game()->rated(), !casual);
    QCOMPARE(m_window->action(QStringLiteral("undo"))->isEnabled(), enabled);
}

// A game opened from the Games window, for review, comes back after a restart as it was on
// show: the library's game with its players in the title and the strips, read and not played
// (nobody plays it until a move is made), at the same position. An unfinished game is kept by
// the autosave as it is; a finished one once the user changed it (a comment).
void TestPlay::libraryGameComesBackAfterARestart_data() {
    QTest::addColumn<QByteArray>("result");
    QTest::addColumn<bool>("comment");
    QTest::newRow("unfinished") << QByteArray("*") << false;
    QTest::newRow("finished, commented") << QByteArray("1-0") << true;
}

void TestPlay::libraryGameComesBackAfterARestart() {
    QFETCH(QByteArray, result);
    QFETCH(bool, comment);
    const QString path = write(QStringLiteral("lib.pgn"),
                               "[White \"Magnus\"]\n[Black \"Hikaru\"]\n[Result \"" + result +
                                   "\"]\n\n1. e4 e5 2. Nf3 Nc6 " + result + "\n");
    GamesWindow* games = m_window->showGames();
    QTRY_VERIFY(m_window->library()->isReady());
    games->importFiles({path});
    QTRY_COMPARE(games->model()->rowCount(), 1);
    games->table()->setFocus();
    games->table()->selectRow(0);
    QTest::keyClick(games->table(), Qt::Key_Return);
    QTRY_VERIFY(!games->isVisible());
    QVERIFY(game()->onlyRead());
    if (comment) game()->setComment(game()->currentNode(), QStringLiteral("Solid."));
    const QString title = m_window->windowTitle();
    QVERIFY2(title.contains(QStringLiteral("Magnus vs Hikaru")), qPrintable(title));
    const std::string fen = m_window->review()->position().fen();
    const bool over = game()->over();
    QCOMPARE(over, result != "*");

    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(QFile::exists(m_dir->filePath(QStringLiteral("autosave.pgn"))));
    m_window.reset(); // as after a kill: the autosave holds the game
    openWindow();
    QVERIFY(game()->resumed());
    QVERIFY(game()->onlyRead()); // nobody plays it yet: the engine's view is on offer
    QCOMPARE(m_window->windowTitle(), title);
    const QStringList strips{m_window->topStrip()->name(), m_window->bottomStrip()->name()};
    QVERIFY2(strips.contains(QStringLiteral("Magnus")) && strips.contains(QStringLiteral("Hikaru")),
             qPrintable(strips.join(u'/')));
    QCOMPARE(m_window->review()->position().fen(), fen);
    QCOMPARE(game()->over(), over);
    QVERIFY(m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    QCOMPARE(m_window->document()->modified(), comment);
}

// The game being played, opened again from the Games window (its row there has the result it
// had before a takeback), stays the game on the board: no game of a file with the engine's
// view on offer.
void TestPlay::gameInProgressFromTheGamesWindow() {
    playOpening();
    game()->requestHint(); // casual, so that it may be taken back after its end
    game()->resign();      // kept in the library, with its result
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    m_window->action(QStringLiteral("undo"))->trigger();
    QVERIFY(!game()->over());
    GamesWindow* games = m_window->showGames();
    QTRY_COMPARE(games->model()->rowCount(), 1);
    games->table()->setFocus();
    games->table()->selectRow(0);
    QTest::keyClick(games->table(), Qt::Key_Return);
    QTRY_VERIFY(!games->isVisible());
    QVERIFY(!game()->over());
    QVERIFY(!game()->onlyRead());
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(m_window->noticeBanner()->text().contains(QStringLiteral("being played")));
    QVERIFY(!m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    QVERIFY(!m_window->action(QStringLiteral("analyseGame"))->isEnabled());
}

// -- The record tells what happened

// A resignation after a takeback ends the game at the position on the board: the moves taken
// back leave the record. Its end is in the PGN (Termination and a sentence), and said again
// when the game is opened from the Games window, with the players the record names.
void TestPlay::resignAfterTakebackEndsOnTheBoard() {
    playOpening();
    game()->requestHint(); // casual: the takeback asks nothing
    m_window->action(QStringLiteral("undo"))->trigger();
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(game()->canRedo());
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    m_window->action(QStringLiteral("resign"))->trigger();
    QVERIFY(game()->over());
    QCOMPARE(game()->tree().mainLineEnd()->ply, 2);
    QVERIFY(!game()->canRedo());
    QCOMPARE(m_window->moveList()->moveCount(), 2);
    const std::string pgn = writePgn(game()->toPgn());
    QVERIFY2(pgn.find("[Termination \"normal\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("{White resigns.} 0-1") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("3.") == std::string::npos, pgn.c_str());

    GamesWindow* games = m_window->showGames();
    QTRY_COMPARE(games->model()->rowCount(), 1);
    games->table()->setFocus();
    games->table()->selectRow(0);
    QTest::keyClick(games->table(), Qt::Key_Return);
    QTRY_VERIFY(!games->isVisible());
    QVERIFY(game()->onlyRead());
    QCOMPARE(game()->outcome().reason, Outcome::Reason::Resignation);
    QVERIFY2(m_window->endBanner()->text().contains(QStringLiteral("White resigns")),
             qPrintable(m_window->endBanner()->text()));
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Anna"));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Ferz (600 Elo)"));
    QVERIFY2(m_window->windowTitle().contains(QStringLiteral("Anna vs Ferz (600 Elo)")),
             qPrintable(m_window->windowTitle()));
    QVERIFY(!game()->computerThinking());
    // Written again, the ending is there once.
    const QString again = QString::fromStdString(writePgn(game()->toPgn())).simplified();
    QCOMPARE(again.count(QStringLiteral("White resigns.")), 1);
}

void TestPlay::endingsAreSaidAgain_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("said");
    const QString tags = QStringLiteral("[White \"Magnus\"]\n[Black \"Hikaru\"]\n");
    QTest::newRow("mate") << tags + QStringLiteral("\n1. f3 e5 2. g4 Qh4# 0-1\n")
                          << QStringLiteral("Checkmate — Black wins");
    QTest::newRow("threefold claimed")
        << tags + QStringLiteral("\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw claimed by "
                                 "White: threefold repetition.} 1/2-1/2\n")
        << QStringLiteral("threefold repetition, claimed by White");
    QTest::newRow("resigned") << tags + QStringLiteral("\n1. e4 e5 {A fine reply. White "
                                                       "resigns.} 0-1\n")
                              << QStringLiteral("White resigns — Black wins");
    QTest::newRow("time forfeit, another program's")
        << tags + QStringLiteral("[Termination \"time forfeit\"]\n\n1. e4 e5 1-0\n")
        << QStringLiteral("Black ran out of time");
    QTest::newRow("stopped") << tags + QStringLiteral("[Termination \"abandoned\"]\n\n1. e4 "
                                                      "e5 {Stopped without a result.} *\n")
                             << QStringLiteral("Stopped without a result");
    QTest::newRow("only a result")
        << tags + QStringLiteral("\n1. e4 e5 1-0\n") << QStringLiteral("as recorded");
}

// A game of a file ends as its record says, and says so; saved again, it says it once.
void TestPlay::endingsAreSaidAgain() {
    QFETCH(QString, pgn);
    QFETCH(QString, said);
    const QString path = write(QStringLiteral("ended.pgn"), pgn.toUtf8());
    QVERIFY(m_window->document()->open(path));
    QVERIFY(game()->over());
    QVERIFY2(m_window->endBanner()->text().contains(said),
             qPrintable(m_window->endBanner()->text()));
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Magnus"));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Hikaru"));
    const QString again = QString::fromStdString(writePgn(game()->toPgn())).simplified();
    pgn = pgn.simplified();
    for (const QString& sentence :
         {QStringLiteral("White resigns."), QStringLiteral("threefold repetition.")})
        QVERIFY2(again.count(sentence) == pgn.count(sentence), qPrintable(again));
    if (pgn.contains(QStringLiteral("A fine reply.")))
        QVERIFY2(again.contains(QStringLiteral("{A fine reply. White resigns.}")),
                 qPrintable(again));
}

// A game opened from a file shows the file's players, and nobody moves for the computer until
// the user plays on with a move, which the line above the board says; then the user and the
// computer play it.
void TestPlay::fileGameIsTheFilesUntilPlayedOn() {
    const QString path =
        write(QStringLiteral("open.pgn"),
              "[White \"Magnus\"]\n[Black \"Hikaru\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
    QVERIFY(m_window->document()->open(path));
    QVERIFY(game()->onlyRead());
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Hikaru")); // Black to move: below
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Magnus"));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Magnus vs Hikaru")));
    QVERIFY2(m_window->statusText().contains(QStringLiteral("a move plays on against Ferz 600")),
             qPrintable(m_window->statusText()));
    QTest::qWait(200);
    QVERIFY(!game()->computerThinking());
    QCOMPARE(ply(), std::size_t(3));
    QVERIFY(m_window->action(QStringLiteral("liveAnalysis"))->isEnabled()); // nobody plays it
    drag(B8, C6);
    QVERIFY(!game()->onlyRead());
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Anna"));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Ferz 600"));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Ferz 600 vs Anna")));
    QVERIFY(!m_window->action(QStringLiteral("liveAnalysis"))->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(5), ReplyTimeoutMs);
}

// -- Work never lost without a question

void TestPlay::unsavedWorkAsks_data() {
    QTest::addColumn<QString>("path");
    QTest::newRow("open") << "open";
    QTest::newRow("recent file") << "recent";
    QTest::newRow("paste a game") << "paste game";
    QTest::newRow("paste a position") << "paste position";
    QTest::newRow("new game") << "new game";
    QTest::newRow("set up a position") << "set up";
    QTest::newRow("quit after the end") << "quit";
}

// Every way to replace the user's changes to a game of a file (which the library does not
// keep) asks first: Cancel keeps it as it was, Save writes it and goes on, Discard goes on.
void TestPlay::unsavedWorkAsks() {
    QFETCH(QString, path);
    const QString other =
        write(QStringLiteral("other.pgn"), "[Event \"Other\"]\n\n1. c4 e5 2. Nc3 *\n");
    QVERIFY(!other.isEmpty());
    const QString start = write(QStringLiteral("start.pgn"), "[Event \"Mine\"]\n\n1. e4 e5 *\n");
    const QString mine = m_dir->filePath(QStringLiteral("mine.pgn"));

    // Does what `path` names; answers the question with `answer`; whether it was asked.
    const auto attempt = [&](QMessageBox::StandardButton answer) {
        bool asked = false;
        const auto reply = [&asked, answer](QMessageBox* box) {
            asked = true;
            box->button(answer)->click();
        };
        if (path == "open") {
            whenModal<QMessageBox>(reply);
            m_window->document()->open(other);
        } else if (path == "recent") {
            QAction* recent = nullptr;
            for (QAction* a : m_window->findChildren<QAction*>())
                if (a->toolTip() == other) recent = a;
            if (!recent) return false;
            whenModal<QMessageBox>(reply);
            recent->trigger();
        } else if (path.startsWith(QLatin1String("paste"))) {
            QApplication::clipboard()->setText(
                path == "paste game" ? QStringLiteral("1. c4 e5 2. Nc3 *")
                                     : QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
            whenModal<QMessageBox>(reply);
            m_window->action(QStringLiteral("paste"))->trigger();
        } else if (path == "new game") {
            whenModal<NewGameDialog>([reply](NewGameDialog* dialog) {
                whenModal<QMessageBox>(reply);
                dialog->accept();
            });
            m_window->action(QStringLiteral("newGame"))->trigger();
        } else if (path == "set up") {
            whenModal<PositionEditor>([reply](PositionEditor* editor) {
                whenModal<QMessageBox>(reply);
                editor->accept();
            });
            m_window->action(QStringLiteral("setUpPosition"))->trigger();
        } else if (path == "quit") {
            whenModal<QMessageBox>(reply);
            m_window->close();
        }
        return asked;
    };

    if (path == "recent") // a file in the recent list, then another
        QVERIFY(m_window->document()->open(other));
    // The user plays on from the file's position: work that is in no file and no library.
    QVERIFY(m_window->document()->open(start));
    drag(D2, D4);
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(4), ReplyTimeoutMs);
    const bool saveFirst = path == "open" || path == "quit";
    if (saveFirst) { // saved once, then played on: Save writes there without a file dialog
        QVERIFY(m_window->document()->saveTo(mine));
        drag(B1, C3);
        QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(6), ReplyTimeoutMs);
    }
    if (path == "quit") game()->resign(); // a finished game is not kept by the autosave
    const std::string before = writePgn(game()->toPgn());
    QVERIFY(m_window->document()->modified());

    QVERIFY2(attempt(QMessageBox::Cancel), "nobody asked");
    QCOMPARE(writePgn(game()->toPgn()), before);
    QVERIFY(m_window->isVisible());
    QVERIFY(m_window->document()->modified());

    if (saveFirst) { // Save, then nothing is left to ask about
        QVERIFY(attempt(QMessageBox::Save));
        QFile saved(mine);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray text = saved.readAll();
        QVERIFY(text.contains("3. Nc3"));
        QCOMPARE(text.contains("0-1"), path == "quit");
        QVERIFY(!m_window->document()->modified());
        return;
    }
    QVERIFY(attempt(QMessageBox::Discard));
    QVERIFY(writePgn(game()->toPgn()) != before);
    QVERIFY(!m_window->document()->modified());
}

void TestPlay::playedGameIsKeptWithoutAQuestion_data() {
    unsavedWorkAsks_data();
}

// A game played in Ferz is in the game library: replacing it asks nothing, on every path, and
// the library holds it as it was, unfinished or ended.
void TestPlay::playedGameIsKeptWithoutAQuestion() {
    QFETCH(QString, path);
    const QString other =
        write(QStringLiteral("other.pgn"), "[Event \"Other\"]\n\n1. c4 e5 2. Nc3 *\n");
    if (path == "recent") {
        QVERIFY(m_window->document()->open(other));
        m_window->document()->markClean();
    }
    QTRY_VERIFY(m_window->library()->isUsable());
    playOpening();
    if (path == "quit") game()->resign();
    // The library's copy knows its game (FerzGameId).
    PgnGame kept = game()->toPgn();
    kept.setTag(FerzGameIdTag, game()->gameId().toStdString());
    const std::string before = writePgn(kept);
    QVERIFY(m_window->document()->modified()); // in no file

    bool asked = false;
    QTimer watch; // answers Cancel to any question, which would keep the game on the board
    watch.setInterval(10);
    connect(&watch, &QTimer::timeout, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = true;
            box->button(QMessageBox::Cancel)->click();
        }
    });
    watch.start();
    if (path == "open") {
        QVERIFY(m_window->document()->open(other));
    } else if (path == "recent") {
        QAction* recent = nullptr;
        for (QAction* a : m_window->findChildren<QAction*>())
            if (a->toolTip() == other) recent = a;
        QVERIFY(recent);
        recent->trigger();
    } else if (path.startsWith(QLatin1String("paste"))) {
        QApplication::clipboard()->setText(path == "paste game"
                                               ? QStringLiteral("1. c4 e5 2. Nc3 *")
                                               : QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        m_window->action(QStringLiteral("paste"))->trigger();
    } else if (path == "new game") {
        whenModal<NewGameDialog>([](NewGameDialog* dialog) { dialog->accept(); });
        m_window->action(QStringLiteral("newGame"))->trigger();
    } else if (path == "set up") {
        whenModal<PositionEditor>([](PositionEditor* editor) { editor->accept(); });
        m_window->action(QStringLiteral("setUpPosition"))->trigger();
    } else if (path == "quit") {
        QVERIFY(m_window->close());
    }
    watch.stop();
    QVERIFY2(!asked, "a question about a game the library keeps");
    QVERIFY(path == "quit" || writePgn(game()->toPgn()) != writePgn(kept));

    m_window.reset(); // the writes asked for are done before it goes
    Library library(m_dir->filePath(QStringLiteral("library.sqlite")), QStringLiteral("check"));
    QVERIFY(library.open(nullptr));
    const QList<LibraryRow> rows = library.rows({});
    QCOMPARE(rows.size(), 1);
    QCOMPARE(library.pgn(rows.front().id).toStdString(), before);
    QCOMPARE(rows.front().result, path == "quit" ? QStringLiteral("0-1") : QStringLiteral("*"));
    QCOMPARE(rows.front().userSide, std::optional<Color>(White));
}

// The same file opened again after a variation was added asks instead of dropping it.
void TestPlay::sameFileAgainKeepsTheVariation() {
    const QString path = write(QStringLiteral("game.pgn"), "[Event \"Mine\"]\n\n1. e4 e5 *\n");
    QVERIFY(m_window->document()->open(path));
    QVERIFY(!m_window->document()->modified());
    m_window->review()->showPly(1);
    drag(D7, D5); // a variation 1... d5 in review
    QCOMPARE(game()->tree().size(), 3);
    QVERIFY(m_window->document()->modified());
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Cancel)->click(); });
    QVERIFY(!m_window->document()->open(path));
    QCOMPARE(game()->tree().size(), 3);
}

// The title says when the record holds changes that are in no file.
void TestPlay::titleMarksChanges() {
    QVERIFY(!m_window->isWindowModified());
    playOpening();
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->document()->saveTo(m_dir->filePath(QStringLiteral("a.pgn"))));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("a.pgn[*]")));
    drag(B1, C3);
    QVERIFY(m_window->isWindowModified());
}

// A game stopped before its first move holds nothing to save, so opening another asks
// nothing; one from a position the user set up holds that position, and it is a change.
void TestPlay::stoppedBeforeAMoveIsNoChange() {
    GameSetup setup;
    setup.elo = TestElo;
    for (const char* fen : {"", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}) {
        if (*fen) setup.start = *Position::fromFen(fen);
        m_window->startGame(setup);
        QVERIFY(!m_window->document()->modified());
        whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
        m_window->action(QStringLiteral("stopGame"))->trigger();
        QVERIFY(game()->over());
        QCOMPARE(ply(), std::size_t(0));
        QCOMPARE(m_window->document()->modified(), *fen != '\0');
        QCOMPARE(m_window->isWindowModified(), *fen != '\0');
    }
}

// Save As proposes the players and the day as the name, in the folder last saved to.
void TestPlay::saveSuggestsAName() {
    playOpening();
    const QString day = QDate::currentDate().toString(Qt::ISODate);
    QString proposed;
    whenModal<QFileDialog>([&proposed](QFileDialog* files) {
        proposed = files->selectedFiles().value(0);
        files->reject();
    });
    QVERIFY(!m_window->document()->saveAs());
    QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("Anna vs Ferz 600 %1.pgn").arg(day));
    // In a folder that is there (Documents, or home without one), never where Ferz started.
    QVERIFY2(QFileInfo(QFileInfo(proposed).absolutePath()).isDir(), qPrintable(proposed));
    QVERIFY(m_window->document()->saveTo(m_dir->filePath(QStringLiteral("x.pgn"))));
    m_window->startGame(GameSetup{});
    QCOMPARE(QFileInfo(m_window->document()->suggestedPath()).absolutePath(),
             QFileInfo(m_dir->path()).absoluteFilePath());
    // Names with characters a file name cannot hold keep the rest.
    GameSetup odd;
    odd.playerName = QStringLiteral("A/B: \"C\"");
    m_window->startGame(odd);
    QCOMPARE(QFileInfo(m_window->document()->suggestedPath()).fileName(),
             QStringLiteral("A-B- -C- vs Ferz, full strength %1.pgn").arg(day));
}

// A game in progress is kept by the autosave: quitting does not ask, and it comes back with
// its file and its unsaved changes marked.
void TestPlay::quitInProgressDoesNotAsk() {
    playOpening();
    const QString path = m_dir->filePath(QStringLiteral("kept.pgn"));
    QVERIFY(m_window->document()->saveTo(path));
    drag(B1, C3);
    QVERIFY(m_window->document()->modified());
    QVERIFY(m_window->close());
    m_window.reset();
    openWindow();
    QCOMPARE(m_window->document()->path(), path);
    QVERIFY(m_window->document()->modified());
    QCOMPARE(ply() >= 5, true);
}

// -- One clear ending

// The result ends the move list and the file; no dialog and no status line repeat the banner.
void TestPlay::resultInListAndFile() {
    playOpening();
    m_window->game()->resign();
    QVERIFY(m_window->endBanner()->isVisible());
    QVERIFY(m_window->endBanner()->text().contains(QStringLiteral("resigns")));
    QCOMPARE(m_window->statusText(), QString());
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY2(m_window->moveList()->plainText().endsWith(QStringLiteral(" 0-1")),
             qPrintable(m_window->moveList()->plainText()));
    const PgnGame pgn = game()->toPgn();
    QCOMPARE(QString::fromStdString(pgn.result), QStringLiteral("0-1"));
    QVERIFY(writePgn(pgn).find(" 0-1\n") != std::string::npos);
}

// Undo after a resignation asks, then reopens the game without its result (a casual game: a
// rated one stays as it ended).
void TestPlay::undoAfterResignationAsks() {
    playOpening();
    game()->requestHint();
    game()->resign();
    bool asked = false;
    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        asked = true;
        QVERIFY(box->text().contains(QStringLiteral("resigns")));
        box->button(QMessageBox::Yes)->click();
    });
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(asked);
    QVERIFY(!game()->over());
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(!m_window->endBanner()->isVisible());
    QVERIFY(!m_window->moveList()->plainText().contains(QStringLiteral("0-1")));
    QCOMPARE(QString::fromStdString(game()->toPgn().result), QStringLiteral("*"));
    QVERIFY(game()->isHumanTurn());
}

// A line of the list never breaks between a move's number and its move.
void TestPlay::moveNumberStaysWithItsMove() {
    playOpening();
    const QString text = m_window->moveList()->document()->toRawText(); // keeps no-break spaces
    QVERIFY2(text.startsWith(QStringLiteral("1.\u00A0e4")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral(". ")));
}

// -- Feedback

void TestPlay::refusedMoveSaysWhy_data() {
    QTest::addColumn<QString>("gesture"); // drag, click (click the piece, then the square), pick
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("notice");
    QTest::newRow("drag a pinned knight") << "drag" << int(D2) << int(F3)
                                          << "The knight on d2 is pinned: moving it would "
                                             "expose the king.";
    QTest::newRow("pick up a pinned knight") << "pick" << int(D2) << int(NoSquare)
                                             << "The knight on d2 is pinned: moving it would "
                                                "expose the king.";
    QTest::newRow("click the king, then a checked square")
        << "click" << int(E1) << int(F2) << "The king would be in check on f2.";
    QTest::newRow("a rook the wrong way")
        << "drag" << int(H1) << int(G2) << "The rook on h1 cannot go to g2.";
}

// A move the board puts back says why in a short notice, which goes by itself; the game
// does not change.
void TestPlay::refusedMoveSaysWhy() {
    QFETCH(QString, gesture);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, notice);
    GameSetup setup;
    setup.elo = TestElo;
    // The bishop on b4 pins the knight on d2; the rook on f8 guards the f-file.
    setup.start = *Position::fromFen("4kr2/8/8/8/1b6/8/3N4/4K2R w K - 0 1");
    m_window->startGame(setup);
    if (gesture == "drag") {
        drag(Square(from), Square(to));
    } else if (gesture == "click") {
        QTest::mouseClick(m_window->boardView()->viewport(), Qt::LeftButton, {},
                          pointOf(Square(from)));
        QTest::mouseClick(m_window->boardView()->viewport(), Qt::LeftButton, {},
                          pointOf(Square(to)));
    } else {
        QTest::mousePress(m_window->boardView()->viewport(), Qt::LeftButton, {},
                          pointOf(Square(from)));
        QTest::mouseRelease(m_window->boardView()->viewport(), Qt::LeftButton, {},
                            pointOf(Square(from)));
    }
    QCOMPARE(ply(), std::size_t(0));
    QVERIFY(m_window->noticeBanner()->isVisible());
    QCOMPARE(m_window->noticeBanner()->text(), notice);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->noticeBanner()->isVisible(), 6000); // it goes by itself
}

// F1 opens the guide; Help → Keyboard Shortcuts lists every key of the window.
void TestPlay::help() {
    QString guide;
    whenModal<HelpDialog>([&guide](HelpDialog* dialog) {
        guide = dialog->text()->toPlainText();
        dialog->reject();
    });
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QVERIFY2(guide.contains(QStringLiteral("Drag a piece")), qPrintable(guide));
    QVERIFY(guide.contains(QStringLiteral("Levels")));
    // Where the judge of the analyses is chosen, in the words of the menu and of the dialog.
    const auto plain = [](QString words) {
        return words.remove(QLatin1Char('&')).remove(QStringLiteral("…")).remove(u':');
    };
    QAction* engines = m_window->action(QStringLiteral("engines"));
    QString menu;
    for (QAction* top : m_window->menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(engines)) menu = plain(top->text());
    const EnginesDialog dialog{QList<EngineConfig>{}};
    QString judge;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text().startsWith(QLatin1String("Judge"))) judge = plain(label->text());
    QVERIFY(!menu.isEmpty() && !judge.isEmpty());
    const QString way =
        judge + QStringLiteral(" in ") + menu + QStringLiteral(" → ") + plain(engines->text());
    QVERIFY2(guide.contains(way), qPrintable(way));

    QStringList listed;
    whenModal<ShortcutsDialog>([&listed](ShortcutsDialog* dialog) {
        for (int row = 0; row < dialog->table()->rowCount(); ++row)
            listed << dialog->table()->item(row, 0)->text() + QLatin1Char('=') +
                          dialog->table()->item(row, 1)->text();
        dialog->reject();
    });
    m_window->action(QStringLiteral("shortcuts"))->trigger();
    int withKeys = 0;
    for (QAction* a : m_window->actions()) {
        if (a->shortcut().isEmpty()) continue;
        ++withKeys;
        const QString name = a->text().remove(QLatin1Char('&'));
        const QString key = a->shortcut().toString(QKeySequence::NativeText);
        QVERIFY2(std::any_of(listed.begin(), listed.end(),
                             [&](const QString& row) {
                                 return row.startsWith(name + QLatin1Char('=')) &&
                                        row.contains(key);
                             }),
                 qPrintable(name + QLatin1Char(' ') + key));
    }
    QVERIFY(withKeys >= 20);
    QVERIFY(listed.contains(QStringLiteral("Undo Move=Ctrl+Z")));
    QVERIFY(listed.contains(QStringLiteral("Pause=P, Pause")));
}

// -- Review

// A game saved with its analysis ([%eval] and ?!/?/?? marks) shows the graph and the marks
// again when it is opened, without analysing.
void TestPlay::analysedGameShowsItsGraph() {
    m_window->document()->paste(QStringLiteral(
        "1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 $6 { [%eval -0.2] } Nc6 "
        "{ [%eval 0.1] } 3. Bc4 { [%eval 0.05] } Nf6 $4 { Blunder. [%eval #1] } 4. Qxf7# 1-0"));
    EvalGraph* graph = m_window->evalGraph();
    QVERIFY(graph->isVisible());
    QCOMPARE(graph->points(), 7); // the start (unknown) and six scored positions
    QCOMPARE(graph->judgementAt(3), Judgement::Inaccuracy);
    QCOMPARE(graph->judgementAt(6), Judgement::Blunder);
    QCOMPARE(graph->judgementAt(5), Judgement::None);
    QVERIFY(graph->pointOf(6).y() <= graph->pointOf(1).y()); // White mates: the top
    // The start has no score: nothing is drawn before the first move's (no white wedge).
    const QImage drawn = graph->grab().toImage();
    const int between = (graph->pointOf(0).x() + graph->pointOf(1).x()) / 2;
    QVERIFY(qGray(drawn.pixel(between, 5)) < 128);
    QVERIFY(qGray(drawn.pixel(graph->pointOf(2).x(), 5)) > 128); // White's area after it
    auto* summary = m_window->findChild<QLabel*>(QStringLiteral("analysisSummary"));
    QVERIFY(summary->isVisible());
    QCOMPARE(summary->text(), QStringLiteral("White: inaccuracies 1, mistakes 0, blunders 0\n"
                                             "Black: inaccuracies 0, mistakes 0, blunders 1"));
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(3));
    QCOMPARE(m_window->review()->ply(), 3);
    // The judge its Annotator names is said under the counts.
    m_window->document()->paste(QStringLiteral(
        "[Annotator \"Anna, Ferz (Stockfish 15.1 at depth 21-26)\"]\n1. e4 { [%eval 0.3] } e5 "
        "{ [%eval 0.25] } 2. Qh5 $6 { [%eval -0.2] } *"));
    QVERIFY2(summary->text().endsWith(QStringLiteral(
                 "\nJudged by Stockfish 15.1, each mark checked at depth 21 to 26.")),
             qPrintable(summary->text()));
    m_window->document()->paste(
        QStringLiteral("[Annotator \"Ferz (depth 12)\"]\n1. e4 { [%eval 0.3] } *"));
    QVERIFY2(summary->text().endsWith(
                 QStringLiteral("\nJudged by Ferz's engine, each mark checked at depth 12.")),
             qPrintable(summary->text()));
    // In the smallest window the words would wrap to six lines over the graph: the glyphs say
    // it in three, the words stay in the tooltip and for a screen reader.
    const QString words = summary->text();
    const QSize size = m_window->size();
    m_window->resize(100, 100);
    QTRY_COMPARE(summary->text(), QStringLiteral("White: ?! 0, ? 0, ?? 0\nBlack: ?! 0, ? 0, ?? 0\n"
                                                 "Ferz's engine, depth 12"));
    QCOMPARE(summary->toolTip(), words);
    QCOMPARE(summary->accessibleName(), words);
    m_window->resize(size);
    QTRY_COMPARE(summary->text(), words);
    // A game without evaluations shows no graph.
    m_window->document()->paste(QStringLiteral("1. e4 e5 2. Nf3 *"));
    QVERIFY(!graph->isVisible());
    QVERIFY(!summary->isVisible());
}

// Analysing again, after the language changed or from a saved file, replaces the earlier
// verdicts instead of adding to them; the user's own comment stays in front, and so do the
// words of another annotator.
void TestPlay::analysingAgainReplaces() {
    m_window->document()->paste(
        QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 { My plan. } 4. Qxf7# 1-0"));
    m_window->analysis()->setNodesPerPosition(20'000);
    const auto analyse = [this] {
        QSignalSpy finished(m_window->analysis(), &AnalysisController::finished);
        m_window->action(QStringLiteral("analyseGame"))->trigger();
        return finished.wait(30'000);
    };
    const auto nf6 = [this] {
        QStringList texts; // the comments as the list shows them, one after the other
        for (const std::string& c : game()->tree().mainLineAt(6)->data.comments)
            texts << QString::fromStdString(commentText(c));
        return texts.join(u' ');
    };
    QVERIFY(analyse());
    QVERIFY2(nf6().startsWith(QStringLiteral("My plan. Blunder: ")), qPrintable(nf6()));
    const auto summary = [this] {
        return m_window->findChild<QLabel*>(QStringLiteral("analysisSummary"))->text();
    };
    // Whether 2. Qh5 is an inaccuracy is the search's call at these nodes: Stockfish at depth 20
    // has it lose 56 cp (+0.28 to -0.28), about 5 points of winning chances, the very edge.
    const QString first = summary();
    QVERIFY2(first.contains(QStringLiteral("\nBlack: inaccuracies 0, mistakes 0, blunders 1\n"
                                           "Judged by Ferz's engine")),
             qPrintable(first));
    QVERIFY(analyse()); // the same language: nothing added
    QCOMPARE(nf6().count(QStringLiteral("Blunder")), 1);
    QCOMPARE(summary(), first);
    QTranslator russian;
    QVERIFY(russian.load(QStringLiteral(":/i18n/ferz_ru.qm")));
    QCoreApplication::installTranslator(&russian);
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&russian); });
    QVERIFY(analyse());
    QVERIFY2(nf6().startsWith(QStringLiteral("My plan. Грубая ошибка")), qPrintable(nf6()));
    QVERIFY2(!nf6().contains(QStringLiteral("Blunder")), qPrintable(nf6()));

    // Saved, read again in English, analysed again: the file alone says what was Ferz's.
    const QString saved = QString::fromStdString(writePgn(game()->toPgn()));
    QVERIFY2(saved.contains(QStringLiteral("[Annotator \"Ferz (depth ")), qPrintable(saved));
    QCoreApplication::removeTranslator(&russian);
    m_window->document()->markClean();
    m_window->document()->paste(saved);
    QVERIFY2(nf6().startsWith(QStringLiteral("My plan. Грубая ошибка")), qPrintable(nf6()));
    QVERIFY(analyse());
    QVERIFY2(nf6().startsWith(QStringLiteral("My plan. Blunder: ")), qPrintable(nf6()));
    QVERIFY2(!nf6().contains(QStringLiteral("Грубая")), qPrintable(nf6()));

    // Another annotator's words, even one that reads like a verdict, are never Ferz's to take.
    m_window->document()->markClean();
    m_window->document()->paste(QStringLiteral("[Annotator \"Anna\"]\n1. e4 e5 2. Qh5 Nc6 3. Bc4 "
                                               "Nf6? { Mistake: Qxf7 mates. } 4. Qxf7# 1-0"));
    QVERIFY(analyse());
    QVERIFY2(nf6().startsWith(QStringLiteral("Mistake: Qxf7 mates. Blunder: ")), qPrintable(nf6()));
    QVERIFY(analyse());
    QVERIFY2(nf6().startsWith(QStringLiteral("Mistake: Qxf7 mates. Blunder: ")), qPrintable(nf6()));
    QCOMPARE(nf6().count(QStringLiteral("Blunder")), 1);
    const std::string annotated = writePgn(game()->toPgn());
    QVERIFY2(annotated.find("[Annotator \"Anna, Ferz (depth ") != std::string::npos,
             annotated.c_str());
}

// Annotations that cannot be read are kept as comments, and the user is told.
void TestPlay::brokenAnnotationsAreSaid() {
    m_window->document()->paste(
        QStringLiteral("1. e4 { [%clk banana] } e5 { [%eval 0.2] } 2. Nf3 { [%eval ??] } *"));
    QCOMPARE(ply(), std::size_t(3));
    QVERIFY(m_window->noticeBanner()->isVisible());
    QVERIFY2(m_window->noticeBanner()->text().contains(QStringLiteral("could not be read")),
             qPrintable(m_window->noticeBanner()->text()));
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("[%clk banana]")));
    QVERIFY(m_window->evalGraph()->isVisible()); // what could be read is drawn
}

// -- Two people, one board

// Both sides move by hand, the computer never does; the board turns towards the side to move
// when asked; undo takes back one move; the draw offer asks the other person; the side to
// move resigns; the file names both.
void TestPlay::twoPeopleAtOneBoard() {
    m_window.reset(); // it keeps its preferences on the way out
    m_settings->setValue(QStringLiteral("board/turnEachMove"), true);
    openWindow();
    GameSetup setup;
    setup.twoPlayers = true;
    setup.playerName = QStringLiteral("Anna");
    setup.opponentName = QStringLiteral("Boris");
    setup.clock = FiveMinutes;
    m_window->startGame(setup);
    QVERIFY(!m_window->scene()->flipped());
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Anna"));
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Anna vs Boris")));
    QCOMPARE(m_window->statusText(), QStringLiteral("White to move"));
    drag(E2, E4);
    QCOMPARE(ply(), std::size_t(1));
    QTest::qWait(300);
    QCOMPARE(ply(), std::size_t(1)); // nobody answers for Black
    QVERIFY(!game()->computerThinking());
    QVERIFY(m_window->scene()->flipped()); // Black's turn: Black at the bottom
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Boris"));
    QCOMPARE(m_window->bottomStrip()->colour(), Black);
    drag(E7, E5);
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(!m_window->scene()->flipped());
    QVERIFY(game()->clock().running()); // both have moved: White's clock runs
    QCOMPARE(game()->clock().runningSide(), White);
    m_window->action(QStringLiteral("undo"))->trigger(); // one move, not two
    QCOMPARE(ply(), std::size_t(1));
    QVERIFY(m_window->scene()->flipped());
    drag(C7, C5);
    QCOMPARE(ply(), std::size_t(2));

    bool asked = false;
    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        asked = box->text().contains(QStringLiteral("Anna offers a draw. Boris, do you accept?"));
        box->button(QMessageBox::No)->click();
    });
    m_window->action(QStringLiteral("offerDraw"))->trigger();
    QVERIFY(asked);
    QVERIFY(!game()->over());

    drag(G1, F3);
    game()->resign(); // Black to move: Black resigns
    QCOMPARE(game()->outcome().result, Result::WhiteWins);
    const std::string pgn = writePgn(game()->toPgn());
    QVERIFY(pgn.find("[White \"Anna\"]") != std::string::npos);
    QVERIFY(pgn.find("[Black \"Boris\"]") != std::string::npos);
    QVERIFY(pgn.find("FerzLevel") == std::string::npos);

    // Play from Here hands the other side to the computer.
    m_window->review()->showPly(2);
    game()->playFromHere(m_window->review()->node(), TestElo);
    QVERIFY(!game()->twoPlayers());
    QCOMPARE(game()->humanSide(), White);
    QVERIFY(game()->playHumanMove(*parseSan(game()->position(), "d4")));
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(4), ReplyTimeoutMs);
}

// Between two people a claimed draw names the side that claimed it: "you" would be both.
void TestPlay::claimBetweenTwoPeople() {
    GameSetup setup;
    setup.twoPlayers = true;
    setup.playerName = QStringLiteral("Anna");
    setup.opponentName = QStringLiteral("Boris");
    m_window->startGame(setup);
    const std::pair<Square, Square> knights[] = {{G1, F3}, {G8, F6}, {F3, G1}, {F6, G8}};
    for (int round = 0; round < 2; ++round)
        for (const auto& [from, to] : knights) drag(from, to);
    QCOMPARE(ply(), std::size_t(8));
    QVERIFY(m_window->claimBanner()->isVisible());
    auto* claim = m_window->claimBanner()->findChild<QPushButton*>(QStringLiteral("claimButton"));
    QVERIFY(claim);
    QTest::mouseClick(claim, Qt::LeftButton);
    QVERIFY(game()->over());
    QCOMPARE(m_window->endBanner()->text(),
             QStringLiteral("Draw by threefold repetition, claimed by White"));
}

// -- The language

// View → Language changes every word on screen at once, with no restart, and the game goes on:
// the menus, the toolbar, the banners, the status line, the strips and the title. The choice is
// kept for the next start.
void TestPlay::languageChangesAtOnce() {
    const QLocale before;
    const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });
    playOpening(FiveMinutes);
    m_window->review()->showPly(1);
    const QString englishReview = m_window->reviewBanner()->text();
    QVERIFY(englishReview.startsWith(QStringLiteral("Reviewing")));
    const auto choose = [this](const char* code) {
        auto* a = m_window->findChild<QAction*>(QStringLiteral("language_") + QLatin1String(code));
        QVERIFY(a);
        a->trigger();
        QCoreApplication::processEvents(); // Qt posts the change to every window
    };
    const auto toolButton = [this](const char* name) {
        return qobject_cast<QToolButton*>(m_window->findChild<QToolBar*>()->widgetForAction(
            m_window->action(QLatin1String(name))));
    };
    // Whose turn it is, and maybe " — the white king is in check".
    const auto statusLine = [this] {
        return m_window->findChild<QLabel*>(QStringLiteral("turnLine"))->text();
    };
    QVERIFY2(statusLine().startsWith(QStringLiteral("Your move (White)")),
             qPrintable(statusLine()));

    choose("ru");
    QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(), QStringLiteral("ru"));
    QCOMPARE(m_window->action(QStringLiteral("newGame"))->text(), QStringLiteral("&Новая партия…"));
    QCOMPARE(m_window->findChild<ViewMenu*>()->title(), QStringLiteral("&Вид"));
    QCOMPARE(toolButton("newGame")->text(), QCoreApplication::translate("Menus", "New"));
    QVERIFY(toolButton("newGame")->text() != QStringLiteral("New"));
    QVERIFY2(statusLine().startsWith(QStringLiteral("Ваш ход (белые)")), qPrintable(statusLine()));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Ферзь 600"));
    QVERIFY2(m_window->windowTitle().startsWith(QStringLiteral("Anna против Ферзь 600")),
             qPrintable(m_window->windowTitle()));
    QVERIFY(!m_window->reviewBanner()->text().startsWith(QStringLiteral("Reviewing")));
    auto* back =
        m_window->reviewBanner()->findChild<QPushButton*>(QStringLiteral("backToGameButton"));
    QCOMPARE(back->text(), QCoreApplication::translate("WindowBanners", "Back to game"));
    QVERIFY(back->text() != QStringLiteral("Back to game"));

    // The game goes on in the new language.
    QTest::mouseClick(back, Qt::LeftButton);
    const auto legal = game()->humanMoves(); // the computer's reply may have given check
    QVERIFY(!legal.empty());
    QVERIFY(game()->playHumanMove(legal.front()));
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(6), ReplyTimeoutMs);
    QTRY_VERIFY(statusLine().startsWith(QStringLiteral("Ваш ход (белые)")));

    choose("en");
    QCOMPARE(m_window->action(QStringLiteral("newGame"))->text(), QStringLiteral("&New Game…"));
    QCOMPARE(toolButton("newGame")->text(), QStringLiteral("New"));
    QVERIFY2(statusLine().startsWith(QStringLiteral("Your move (White)")),
             qPrintable(statusLine()));
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Ferz 600"));
}

// New Game offers another person as the opponent, with their name and the turning board.
void TestPlay::newGameForTwoPeople() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        QVERIFY(!dialog->otherNameEdit()->isVisibleTo(dialog));
        dialog->opponentBox()->setCurrentIndex(dialog->opponentBox()->count() - 1);
        QVERIFY(dialog->twoPlayers());
        QVERIFY(dialog->otherNameEdit()->isVisibleTo(dialog));
        QVERIFY(!dialog->levelBox()->isEnabled());
        dialog->otherNameEdit()->setText(QStringLiteral("Boris"));
        dialog->turnBoardBox()->setChecked(true);
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayWhite));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    QVERIFY(game()->twoPlayers());
    QCOMPARE(m_window->topStrip()->name(), QStringLiteral("Boris"));
    QCOMPARE(m_window->bottomStrip()->name(), QStringLiteral("Anna"));
    drag(D2, D4);
    QVERIFY(m_window->scene()->flipped());
    // It comes back so after a restart.
    QVERIFY(m_window->close());
    m_window.reset();
    openWindow();
    QVERIFY(game()->twoPlayers());
    QCOMPARE(game()->playerName(Black), QStringLiteral("Boris"));
    QVERIFY(game()->isHumanTurn());
}

// -- A board that stays put

// Banners, a clock, moves, review and the end come and go; the squares do not move.
void TestPlay::boardStaysPut() {
    const QRect board = boardInWindow();
    QVERIFY(board.width() > 300);
    m_window->document()->paste(QStringLiteral("not a game")); // a notice
    QVERIFY(m_window->noticeBanner()->isVisible());
    QCOMPARE(boardInWindow(), board);
    playOpening(FiveMinutes); // strips with clocks
    QCOMPARE(boardInWindow(), board);
    m_window->review()->showPly(1); // the review banner
    QVERIFY(m_window->reviewBanner()->isVisible());
    QCOMPARE(boardInWindow(), board);
    m_window->review()->backToGame();
    game()->resign(); // the end banner
    QVERIFY(m_window->endBanner()->isVisible());
    QCOMPARE(boardInWindow(), board);
    m_window->endBanner()->hide();
    QCOMPARE(boardInWindow(), board);
    m_window->action(QStringLiteral("copyPgn"))->trigger(); // a line in the status bar
    QCOMPARE(boardInWindow(), board);
    m_window->analysis()->setNodesPerPosition(2'000); // the graph and the counts
    QSignalSpy analysed(m_window->analysis(), &AnalysisController::finished);
    m_window->action(QStringLiteral("analyseGame"))->trigger();
    QVERIFY(analysed.wait(30'000));
    QVERIFY(m_window->evalGraph()->isVisible());
    QCOMPARE(boardInWindow(), board);
}

// The file letters and rank numbers are drawn beside the board, never on a square.
void TestPlay::coordinatesOutsideTheSquares() {
    const BoardView* view = m_window->boardView();
    QCoreApplication::processEvents();
    const QRect board =
        view->mapFromScene(QRectF(0, 0, 8 * BoardScene::SquareSize, 8 * BoardScene::SquareSize))
            .boundingRect();
    const int margin = view->coordinateMargin();
    QVERIFY(board.left() >= margin - 1);
    QVERIFY(view->viewport()->height() - board.bottom() >= margin - 1);
    for (const QGraphicsItem* item : m_window->scene()->items())
        QVERIFY(!dynamic_cast<const QGraphicsSimpleTextItem*>(item)); // no text on the board
    // The letter "a" is under a1 and the "1" left of it: the margin there is not all one colour.
    const QImage image = view->viewport()->grab().toImage();
    const QRect a1 = view->mapFromScene(m_window->scene()->squareRect(A1)).boundingRect();
    const auto inked = [&image](const QRect& r) {
        const QColor first = image.pixelColor(r.topLeft());
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                if (image.pixelColor(x, y) != first) return true;
        return false;
    };
    QVERIFY(inked(QRect(a1.left(), a1.bottom() + 2, a1.width(), margin - 3)));
    QVERIFY(inked(QRect(a1.left() - margin + 1, a1.top(), margin - 2, a1.height())));
}

void TestPlay::smallestWindow_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "";
    QTest::newRow("Russian") << ":/i18n/ferz_ru.qm";
}

// At its smallest the window keeps every word readable: no toolbar button behind a chevron,
// whole names in the strips, and a long notice cut to two lines with its end in the tooltip.
void TestPlay::smallestWindow() {
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(language));
        QCoreApplication::installTranslator(&translator);
        m_window.reset();
        openWindow();
    }
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    playOpening(FiveMinutes);
    m_window->resize(100, 100);
    QCoreApplication::processEvents();
    QVERIFY(m_window->width() < 700);
    auto* chevron = m_window->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
    QVERIFY(chevron); // Qt's own overflow button, hidden while every button fits
    QVERIFY(!chevron->isVisible());
    for (PlayerStrip* strip : {m_window->topStrip(), m_window->bottomStrip()})
        for (QLabel* label : strip->findChildren<QLabel*>())
            if (label->isVisible() && !label->text().isEmpty())
                QVERIFY2(label->width() >= label->fontMetrics().horizontalAdvance(label->text()),
                         qPrintable(label->text()));
    QVERIFY(m_window->boardView()->coordinateMargin() >= m_window->fontMetrics().height());
    const QString longText =
        QString(QStringLiteral("A notice that says a great deal. ")).repeated(8);
    emit game()->message(longText);
    Banner* notice = m_window->noticeBanner();
    QVERIFY(notice->isVisible());
    QCOMPARE(notice->text(), longText);
    QLabel* label = notice->findChild<QLabel*>();
    QVERIFY(label->text().endsWith(QStringLiteral("…")));
    QCOMPARE(label->toolTip(), longText);
    QVERIFY(label->heightForWidth(label->width()) <= 2 * label->fontMetrics().lineSpacing() + 2);
}

// In the smallest window, with the opening tree open and an analysed game's graph and counts
// shown, no part of the column beside the board lies over another: the window is as tall as
// they need at its width.
namespace {

// The visible wrapped labels in `widget` taller than their lines at their width (a label's
// room is its lines, the moves take what is left), each as "name "text": 56 px for 28".
QString labelsTallerThanTheirLines(const QWidget& widget) {
    QStringList found;
    for (QLabel* label : widget.findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->wordWrap()) continue;
        const int lines = label->fontMetrics()
                              .boundingRect(QRect(0, 0, label->contentsRect().width(), 1 << 20),
                                            Qt::TextWordWrap, label->text())
                              .height();
        if (label->height() > lines + 2)
            found << QStringLiteral("%1 \"%2\": %3 px for %4")
                         .arg(label->objectName(), label->text())
                         .arg(label->height())
                         .arg(lines);
    }
    return found.join(QStringLiteral("; "));
}

} // namespace

void TestPlay::smallestWindowKeepsThePanelsApart() {
    m_window->resize(1100, 800); // where the counts are said in words first
    QCoreApplication::processEvents();
    m_window->document()->paste(QStringLiteral(
        "1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 $6 { [%eval -0.2] } Nc6 "
        "{ [%eval 0.1] } 3. Bc4 { [%eval 0.05] } Nf6 $4 { Blunder. [%eval #1] } 4. Qxf7# 1-0"));
    m_window->action(QStringLiteral("openingTree"))->trigger();
    QWidget* column = m_window->moveList()->parentWidget();
    // The column's parts: its widgets, and those of the panels it holds.
    std::function<QList<QWidget*>(QWidget*)> parts = [&](QWidget* w) {
        QList<QWidget*> out;
        for (QWidget* child : w->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
            if (!child->isVisible() || child->isWindow()) continue;
            if (child->layout() && !child->inherits("QAbstractScrollArea"))
                out << parts(child);
            else
                out << child;
        }
        return out;
    };
    const auto overlaps = [&] {
        const QList<QWidget*> all = parts(column);
        QStringList found;
        for (qsizetype i = 0; i < all.size(); ++i)
            for (qsizetype j = i + 1; j < all.size(); ++j)
                if (QRect(all[i]->mapTo(column, QPoint(0, 0)), all[i]->size())
                        .intersects(QRect(all[j]->mapTo(column, QPoint(0, 0)), all[j]->size())))
                    found << QStringLiteral("%1 \"%2\" and %3 \"%4\"")
                                 .arg(QLatin1String(all[i]->metaObject()->className()),
                                      all[i]->objectName(),
                                      QLatin1String(all[j]->metaObject()->className()),
                                      all[j]->objectName());
        return found.join(QStringLiteral("; "));
    };
    // The notice's words change once the library has answered: measured after that.
    QTRY_VERIFY(!m_window->openingTree()->panel()->isWaiting());
    QVERIFY(overlaps().isEmpty());
    m_window->resize(100, 100);
    QVERIFY(m_window->evalGraph()->isVisible());
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("openingTreeNotice"))->isVisible());
    QTRY_VERIFY2(overlaps().isEmpty(), qPrintable(overlaps()));
    m_window->resize(100, 100); // and no smaller once the labels have their lines
    QTRY_VERIFY2(overlaps().isEmpty(), qPrintable(overlaps()));
    // Nor taller than they need: a label's room is its lines, the moves take what is left.
    const auto tall = [column] { return labelsTallerThanTheirLines(*column); };
    QTRY_VERIFY2(tall().isEmpty(), qPrintable(tall()));
}

// The panels in the column beside the board take their labels' lines and no more, at any
// width: the moves take the rest. A panel asked for its labels' lines at its narrowest width,
// a word a line: refused during a game, the opening tree took 196 px for two lines of 14, and
// the analysis's summary 56 px for 28.
void TestPlay::panelsTakeOnlyTheirLines() {
    m_window->resize(980, 720);
    m_window->action(QStringLiteral("openingTree"))->trigger();
    QWidget* column = m_window->moveList()->parentWidget();
    const auto tall = [column] { return labelsTallerThanTheirLines(*column); };
    // While the game is played, the tree is refused: only its notice shows.
    QTRY_VERIFY(m_window->openingTree()->panel()->view()->isHidden());
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("openingTreeNotice"))->isVisible());
    QTRY_VERIFY2(tall().isEmpty(), qPrintable(tall()));
    m_window->resize(700, 720);
    QTRY_VERIFY2(tall().isEmpty(), qPrintable(tall()));
    // A game with its analysis, and the analysis board: the summary and the engine's status.
    m_window->action(QStringLiteral("openingTree"))->trigger(); // closed: room to spare
    m_window->resize(980, 720);
    m_window->document()->paste(QStringLiteral(
        "1. e4 { [%eval 0.3] } e5 { [%eval 0.25] } 2. Qh5 $6 { [%eval -0.2] } Nc6 "
        "{ [%eval 0.1] } 3. Bc4 { [%eval 0.05] } Nf6 $4 { Blunder. [%eval #1] } 4. Qxf7# 1-0"));
    m_window->action(QStringLiteral("liveAnalysis"))->trigger();
    auto* summary = m_window->findChild<QLabel*>(QStringLiteral("analysisSummary"));
    QTRY_VERIFY(summary->isVisible());
    QTRY_VERIFY(m_window->findChild<QLabel*>(QStringLiteral("analysisStatus"))->isVisible());
    // Once the layout has had its turns (the summary grew a moment after it showed).
    for (int turn = 0; turn < 3; ++turn) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    QVERIFY2(tall().isEmpty(), qPrintable(tall()));
    m_window->resize(700, 720);
    QTRY_VERIFY2(tall().isEmpty(), qPrintable(tall()));
}

// -- Words that are true and current

void TestPlay::chooseLanguage(const char* code) {
    auto* a = m_window->findChild<QAction*>(QStringLiteral("language_") + QLatin1String(code));
    QVERIFY(a);
    a->trigger();
    QCoreApplication::processEvents(); // Qt posts the change to every window
}

void TestPlay::playLongGame(int plies) {
    GameSetup setup;
    setup.twoPlayers = true;
    m_window->startGame(setup);
    quint32 seed = 12345;
    for (int i = 0; i < plies; ++i) {
        const std::vector<Move> moves = game()->humanMoves();
        QVERIFY(!moves.empty());
        for (std::size_t tries = 0; tries < moves.size(); ++tries) {
            seed = seed * 1664525u + 1013904223u;
            const Move m = moves[(seed >> 8) % moves.size()];
            Game probe = game()->game();
            probe.play(m);
            if (probe.status().over() || probe.status().canClaimDraw()) continue;
            QVERIFY(game()->playHumanMove(m));
            break;
        }
    }
}

// The line at the foot of the window says the position on show, in the language in use: never
// what was true before (a new game's words over a finished file, a move taken back, the last
// move after a resignation, a piece put back, English after a change to German).
void TestPlay::footLineSaysThePositionOnShow_data() {
    QTest::addColumn<QString>("what");
    QTest::newRow("a finished file") << "file";
    QTest::newRow("an undo") << "undo";
    QTest::newRow("a resignation") << "resign";
    QTest::newRow("a change of language") << "language";
    QTest::newRow("a piece put back") << "putBack";
}

void TestPlay::footLineSaysThePositionOnShow() {
    QFETCH(QString, what);
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    const auto line = [this] { return m_window->announcer()->text(); };
    if (what == QLatin1String("file")) {
        QTRY_VERIFY(line().startsWith(QStringLiteral("A new game.")));
        const QString path = write(QStringLiteral("mate.pgn"),
                                   "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"0-1\"]\n\n"
                                   "1. f3 e5 2. g4 Qh4# 0-1\n");
        QVERIFY(m_window->document()->open(path));
        QTRY_COMPARE(line(), QStringLiteral("Black: queen from d8 to h4, checkmate. "
                                            "Checkmate — Black wins."));
    } else if (what == QLatin1String("undo")) {
        playOpening();
        const QString last = line();
        // A takeback unrates the game: the policy asks first.
        whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
        m_window->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(ply(), std::size_t(2));
        const GameTree::Node* node = game()->currentNode();
        QTRY_COMPARE(line(),
                     Announcer::spokenTurn(game()->tree().positionAt(node->parent), node->move()));
        QVERIFY(line() != last);
    } else if (what == QLatin1String("resign")) {
        playOpening();
        game()->resign();
        QTRY_VERIFY2(line().endsWith(QStringLiteral(" White resigns — Black wins.")),
                     qPrintable(line()));
    } else if (what == QLatin1String("language")) {
        playOpening();
        const QString english = line();
        chooseLanguage("de");
        QTRY_VERIFY(line() != english);
        QCOMPARE(line(), m_window->footText());
        QVERIFY2(line().startsWith(QStringLiteral("Schwarz: ")), qPrintable(line()));
    } else if (what == QLatin1String("putBack")) {
        QWidget* board = m_window->boardView();
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        m_window->scene()->setFocusSquare(E2);
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_VERIFY(line().contains(QStringLiteral("picked up")));
        // Enter on a square the pawn cannot reach: refused, and the pawn is back.
        m_window->scene()->setFocusSquare(F5);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(m_window->scene()->selectedSquare(), NoSquare);
        QTRY_VERIFY2(!line().contains(QStringLiteral("picked up")), qPrintable(line()));
        QCOMPARE(line(), m_window->footText());
    }
}

// A notice says its words again in another language: "Your game is back" too.
void TestPlay::noticesSpeakTheNewLanguage() {
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    playOpening();
    m_window.reset(); // the game in progress stays in the autosave
    openWindow();
    QVERIFY2(m_window->noticeBanner()->text().startsWith(QStringLiteral("Your game is back")),
             qPrintable(m_window->noticeBanner()->text()));
    chooseLanguage("de");
    QCOMPARE(m_window->noticeBanner()->text(),
             QCoreApplication::translate("MainWindow", "Your game is back, as you left it."));
    QVERIFY(!m_window->noticeBanner()->text().startsWith(QStringLiteral("Your game is back")));
    // And a word of the computer's (it has not searched since the restart).
    game()->offerDraw();
    QCOMPARE(m_window->noticeBanner()->text(),
             QCoreApplication::translate(
                 "GameController", "The computer declines the draw: the game has hardly begun."));
    QVERIFY(!m_window->noticeBanner()->text().startsWith(QStringLiteral("The computer")));
    chooseLanguage("en");
    QCOMPARE(m_window->noticeBanner()->text(),
             QStringLiteral("The computer declines the draw: the game has hardly begun."));
}

// A notice that stays is not lost under a newer one: the newest shows at once, and after its
// OK the one it covered comes back; a move played takes them all away.
void TestPlay::coveredNoticeComesBack() {
    playOpening();
    m_window.reset(); // the game in progress stays in the autosave
    openWindow();
    Banner* banner = m_window->noticeBanner();
    const QString back = banner->text();
    QVERIFY2(back.startsWith(QStringLiteral("Your game is back")), qPrintable(back));
    game()->offerDraw();
    QCOMPARE(banner->text(),
             QStringLiteral("The computer declines the draw: the game has hardly begun."));
    game()->offerDraw(); // the same words again: shown once, not queued twice
    QSignalSpy said(m_window->announcer(), &LiveRegion::announced);
    const auto saidAgain = [&said, &back] {
        for (const QList<QVariant>& words : std::as_const(said))
            if (words.front().toString().contains(back)) return true;
        return false;
    };
    banner->buttons().front()->click();
    QVERIFY(banner->isVisibleTo(m_window.get()));
    QCOMPARE(banner->text(), back);
    QTRY_VERIFY(saidAgain()); // the newer one may have cut it short
    // Under a passing notice (a move the board puts back) it stays, and is not said again.
    said.clear();
    drag(E1, E3);
    QCOMPARE(banner->text(), QStringLiteral("The king on e1 cannot go to e3."));
    QTRY_COMPARE_WITH_TIMEOUT(banner->text(), back, 6000);
    QCoreApplication::processEvents();
    QVERIFY(!saidAgain());
    banner->buttons().front()->click();
    QVERIFY(!banner->isVisibleTo(m_window.get()));

    game()->offerDraw();
    QVERIFY(banner->isVisibleTo(m_window.get()));
    const std::size_t before = ply();
    drag(G1, F3);
    if (ply() == before) drag(B1, C3); // f3 was taken
    QTRY_VERIFY(ply() > before);
    QVERIFY(!banner->isVisibleTo(m_window.get()));
}

// The engines found on the first start: what to do with them stays in view in a narrow
// window, in German too; the list of names is what the banner cuts.
void TestPlay::enginesFoundSaysWhatToDoFirst() {
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    chooseLanguage("de");
    m_window->resize(m_window->minimumSize());
    Banner* banner = m_window->noticeBanner();
    banner->setText(GameActions::enginesFound(
        {QStringLiteral("Stockfish 15.1 (Elo 1350–2850)"), QStringLiteral("Ethereal 13.75"),
         QStringLiteral("GNU Chess 6.2.9"), QStringLiteral("Fruit 2.1"),
         QStringLiteral("Toga II 3.0")}));
    banner->show();
    QCoreApplication::processEvents();
    auto* label = banner->findChild<QLabel*>();
    QVERIFY(label);
    QVERIFY2(label->text().endsWith(QStringLiteral("…")), qPrintable(label->text()));
    QVERIFY2(label->text().contains(QStringLiteral("„Neue Partie“")), qPrintable(label->text()));
}

// One move typed after another: the field keeps the focus while the computer answers, so the
// next move's letters are not taken by the window's one-key shortcuts (f flips the board); a
// move entered before the computer's is refused and kept.
void TestPlay::typedMovesKeepTheFocus() {
    GameSetup setup;
    setup.humanSide = White;
    m_window->startGame(setup);
    game()->setMinimumReplyMs(1'000); // time to type while the computer thinks
    QLineEdit* entry = m_window->moveEntry();
    entry->setFocus();
    QTRY_VERIFY(entry->hasFocus());
    const bool flipped = m_window->scene()->flipped();
    QTest::keyClicks(entry, QStringLiteral("e4"));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(ply(), std::size_t(1));
    QVERIFY(game()->computerThinking());
    QVERIFY(entry->hasFocus());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("f4"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(game()->computerThinking());
    QCOMPARE(m_window->scene()->flipped(), flipped);
    QCOMPARE(entry->text(), QStringLiteral("f4"));
    const auto labels = m_window->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
        return l->isVisible() && l->text() == QStringLiteral("It is the computer's move.");
    }));
    QCOMPARE(ply(), std::size_t(1));
    QTRY_COMPARE(ply(), std::size_t(2)); // the computer's answer
    QVERIFY(entry->hasFocus());
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(ply(), std::size_t(3));
    QCOMPARE(game()->sanMoves().value(2), QStringLiteral("f4"));

    // Why a move was refused is not said past the game's end.
    QTRY_VERIFY(game()->isHumanTurn());
    const auto refusal = [this] {
        const auto labels = m_window->findChildren<QLabel*>();
        return std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->isVisible() && l->text().contains(QStringLiteral("Ke3"));
        });
    };
    QTest::keyClicks(entry, QStringLiteral("Ke3"));
    QTest::keyClick(entry, Qt::Key_Return);
    QVERIFY(refusal());
    game()->resign();
    QVERIFY(game()->over());
    QVERIFY(!refusal());
}

// The move list, the review banner and typed moves speak the letters of the language (or
// figurines, by the View menu); the file and the clipboard keep English SAN.
void TestPlay::movesInTheLanguagesLetters() {
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    GameSetup setup;
    setup.twoPlayers = true;
    m_window->startGame(setup);
    chooseLanguage("de");
    m_window->moveEntry()->setText(QStringLiteral("Sf3"));
    QTest::keyClick(m_window->moveEntry(), Qt::Key_Return);
    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->tree().root()->mainChild()->san, std::string("Nf3"));
    m_window->moveEntry()->setText(QStringLiteral("Sc6"));
    QTest::keyClick(m_window->moveEntry(), Qt::Key_Return);
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY2(m_window->moveList()->plainText().contains(QStringLiteral("1. Sf3 Sc6")),
             qPrintable(m_window->moveList()->plainText()));
    QVERIFY(m_window->moveEntry()->placeholderText().contains(QStringLiteral("Sf3")));
    game()->setComment(game()->currentNode(), QStringLiteral("Nc6 is solid"));
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("Sc6 is solid")));
    m_window->review()->showPly(1);
    QVERIFY2(m_window->reviewBanner()->text().contains(QStringLiteral("1. Sf3")),
             qPrintable(m_window->reviewBanner()->text()));
    m_window->review()->backToGame();

    m_window->action(QStringLiteral("figurines"))->trigger();
    QVERIFY(m_window->preferences().figurines);
    QVERIFY2(m_window->moveList()->plainText().contains(QStringLiteral("1. ♞f3 ♞c6")),
             qPrintable(m_window->moveList()->plainText()));
    chooseLanguage("en");
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("♞f3")));
    m_window->action(QStringLiteral("figurines"))->trigger();
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("1. Nf3 Nc6")));

    chooseLanguage("ru");
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("1. Кf3 Кc6")));
    m_window->action(QStringLiteral("copyPgn"))->trigger();
    const QString pgn = QGuiApplication::clipboard()->text();
    QVERIFY2(pgn.contains(QStringLiteral("1. Nf3 Nc6")), qPrintable(pgn));
    QVERIFY(m_window->document()->saveTo(m_dir->filePath(QStringLiteral("letters.pgn"))));
    QFile file(m_dir->filePath(QStringLiteral("letters.pgn")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("1. Nf3 Nc6 {Nc6 is solid}"));
}

// A hint's arrow stays while its position is on show: through a change of language, a turn of
// the board and a drawing, not after the move.
void TestPlay::hintStaysThroughALanguageChange() {
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    playOpening();
    QSignalSpy hint(game(), &GameController::hintReady);
    // A hint unrates the game: the policy asks first.
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    m_window->action(QStringLiteral("hint"))->trigger();
    QVERIFY(hint.wait(10'000));
    const auto arrow = m_window->scene()->arrow();
    QVERIFY(arrow.first != arrow.second);
    chooseLanguage("de");
    QCOMPARE(m_window->scene()->arrow(), arrow);
    m_window->action(QStringLiteral("flip"))->trigger();
    QCOMPARE(m_window->scene()->arrow(), arrow);
    // A drawing on the position is an edit of the game's record: the hint stays beside it.
    m_window->scene()->pen()->begin(A2); // a right-button drag from a2 to a4
    m_window->scene()->pen()->finish(A4, false, false);
    QCOMPARE(m_window->scene()->pen()->drawings().arrows.size(), std::size_t(1));
    QCOMPARE(m_window->scene()->arrow(), arrow);
    m_window->review()->showPly(1);
    QVERIFY(m_window->scene()->arrow().first == m_window->scene()->arrow().second);
    m_window->review()->backToGame();
    QCOMPARE(m_window->scene()->arrow(), arrow);
}

// The times a file records with its moves ([%clk]) are the strips' clocks at the move on show.
void TestPlay::recordedClocksInReview() {
    const QString path =
        write(QStringLiteral("clocks.pgn"),
              "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n"
              "1. e4 { [%clk 0:04:58] } 1... e5 { [%clk 0:04:55] } 2. Nf3 { [%clk 0:04:41] } *\n");
    QVERIFY(m_window->document()->open(path));
    PlayerStrip* white =
        m_window->bottomStrip()->colour() == White ? m_window->bottomStrip() : m_window->topStrip();
    PlayerStrip* black =
        white == m_window->bottomStrip() ? m_window->topStrip() : m_window->bottomStrip();
    QCOMPARE(white->clockText(), QStringLiteral("4:41"));
    QCOMPARE(black->clockText(), QStringLiteral("4:55"));
    m_window->review()->showPly(1);
    QCOMPARE(white->clockText(), QStringLiteral("4:58"));
    QCOMPARE(black->clockText(), QString()); // Black had not moved
    m_window->review()->showPly(2);
    QCOMPARE(black->clockText(), QStringLiteral("4:55"));
}

// A comment added to the last move, and the result at the end of a game, are scrolled into
// view with the move.
void TestPlay::moveListShowsTheNewCommentAndTheResult() {
    m_window->resize(m_window->minimumSize());
    playLongGame(120);
    ::MoveList* list = m_window->moveList();
    QTRY_VERIFY(list->verticalScrollBar()->maximum() > 0); // the list scrolls
    // The end of the list (the last move, its comment, the result) is in view.
    const auto endInView = [list] {
        QCoreApplication::processEvents();
        QTextCursor end(list->document());
        end.movePosition(QTextCursor::End);
        const QRect r = list->cursorRect(end);
        return r.top() >= 0 && r.bottom() <= list->viewport()->height();
    };
    QVERIFY(endInView());
    game()->setComment(game()->currentNode(),
                       QStringLiteral("A long comment, to go past the bottom of the list: the "
                                      "position is balanced, both sides have their chances."));
    QVERIFY(list->plainText().endsWith(QStringLiteral("their chances.")));
    QVERIFY(endInView());
    game()->resign();
    QVERIFY(list->plainText().endsWith(QStringLiteral("0-1")) ||
            list->plainText().endsWith(QStringLiteral("1-0")));
    QVERIFY(endInView());
}

// Quit after a finished game with changes asks about quitting, not about a game replaced.
void TestPlay::quitSaysItQuits() {
    const QString path = write(QStringLiteral("done.pgn"),
                               "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n"
                               "1. e4 e5 1-0\n");
    QVERIFY(m_window->document()->open(path));
    game()->setComment(game()->currentNode(), QStringLiteral("mine"));
    QVERIFY(m_window->document()->modified());
    QString question;
    whenModal<QMessageBox>([&question](QMessageBox* box) {
        question = box->informativeText();
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!m_window->close());
    QCOMPARE(question, QStringLiteral("Save them before Ferz quits?"));
}

// Ctrl+Shift+S saves as, whatever the desktop (Qt's SaveAs key is empty outside GNOME and KDE).
void TestPlay::saveAsHasItsKeyEverywhere() {
    QVERIFY(m_window->action(QStringLiteral("saveAs"))
                ->shortcuts()
                .contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    bool asked = false;
    whenModal<QFileDialog>([&asked](QFileDialog* dialog) {
        asked = true;
        dialog->reject();
    });
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(asked);
}

// A file that cannot be opened says why, in a box whose title is seen whole.
void TestPlay::fileThatCannotBeOpened_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("said");
    QTest::newRow("no name") << ""
                             << "No file was named to open.";
    QTest::newRow("no such file") << "/nonexistent/game.pgn"
                                  << "Could not open /nonexistent/game.pgn: there is no such file.";
    QTest::newRow("a folder") << "/"
                              << "Could not open /: it is a folder.";
}

void TestPlay::fileThatCannotBeOpened() {
    QFETCH(QString, path);
    QFETCH(QString, said);
    QString text;
    int width = 0, titleWidth = 0;
    whenModal<QMessageBox>([&](QMessageBox* box) {
        text = box->text();
        width = box->width();
        QFont bold = box->font();
        bold.setBold(true);
        titleWidth = QFontMetrics(bold).horizontalAdvance(box->windowTitle());
        box->accept();
    });
    QVERIFY(!m_window->document()->open(path));
    QCOMPARE(text, said);
    QVERIFY2(width >= titleWidth + 100,
             qPrintable(QStringLiteral("%1 %2").arg(width).arg(titleWidth)));
}

// A message box with a short text is as wide as its title needs: the window manager does not
// cut it ("Open a…").
void TestPlay::messageBoxShowsItsTitleWhole() {
    QMessageBox box(QMessageBox::Warning, QStringLiteral("A title far longer than the text"),
                    QStringLiteral("No."));
    fitTitle(box);
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    QFont bold = box.font();
    bold.setBold(true);
    QVERIFY(box.width() >= QFontMetrics(bold).horizontalAdvance(box.windowTitle()) + 100);
}

// The opening to practise is found however its name is typed; a name that matches none says
// so.
void TestPlay::openingsFoundAsTyped() {
    NewGameDialog dialog(m_window->preferences(), {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QLineEdit* edit = dialog.openingBox()->lineEdit();
    auto* none = dialog.findChild<QLabel*>(QStringLiteral("noOpening"));
    QVERIFY(none);
    const auto type = [edit](const QString& text) {
        edit->clear();
        QTest::keyClicks(edit, text);
    };
    type(QStringLiteral("Sicilian Defence"));
    QCompleter* completer = dialog.openingBox()->completer();
    const auto offered = [completer](const QString& name) {
        QAbstractItemModel* model = completer->completionModel();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, 0).data().toString().endsWith(name)) return true;
        return false;
    };
    QVERIFY(completer->completionModel()->rowCount() > 10);
    QVERIFY(offered(QStringLiteral(" Sicilian Defense")));
    QVERIFY(offered(QStringLiteral(" Sicilian Defense: Najdorf Variation")));
    QVERIFY(!none->isVisible());
    type(QStringLiteral("grunfeld"));
    QVERIFY(completer->completionModel()->rowCount() > 0);
    type(QStringLiteral("Sicilian Dragonfly"));
    QCOMPARE(completer->completionModel()->rowCount(), 0);
    QVERIFY(none->isVisible());
    QVERIFY(none->text().contains(QStringLiteral("Sicilian Dragonfly")));
    type(QStringLiteral("najdorf"));
    QVERIFY(!none->isVisible());
}

// The New Game dialog is as tall as its rows: none clipped, no empty band when rows go.
void TestPlay::newGameDialogFitsItsRows() {
    EngineConfig engine;
    engine.name = QStringLiteral("Stockfish");
    engine.program = QStringLiteral("/usr/games/stockfish");
    NewGameDialog dialog(m_window->preferences(), {engine});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const auto fits = [&dialog] {
        QLabel* rated = dialog.ratedLabel();
        QCoreApplication::processEvents();
        return rated->height() >= rated->heightForWidth(rated->width()) &&
               dialog.height() <= dialog.heightForWidth(dialog.width()) + 2;
    };
    QVERIFY(fits());
    dialog.opponentBox()->setCurrentIndex(1); // the engine: no book, no suggestions
    QTRY_VERIFY(fits());
    dialog.opponentBox()->setCurrentIndex(0);
    QTRY_VERIFY(fits());
}

QTEST_MAIN(TestPlay)
// The Games window's columns are as wide as their headers' words, with the sort arrow beside
// them, in every language: Russian's "Результат" and "Уровень" are wider than what the columns
// hold. The list stretches the Opening column, which takes what is left.
void TestPlay::gamesColumnsShowTheirHeadersWhole_data() {
    QTest::addColumn<QByteArray>("language");
    for (const char* code : {"en", "de", "es", "fr", "ru", "uk"})
        QTest::newRow(code) << QByteArray(code);
}

void TestPlay::gamesColumnsShowTheirHeadersWhole() {
    QFETCH(QByteArray, language);
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    chooseLanguage(language.constData());
    GamesWindow* games = m_window->showGames();
    QVERIFY(QTest::qWaitForWindowExposed(games));
    const QHeaderView* header = games->table()->horizontalHeader();
    const QFontMetrics metrics(header->font());
    const int arrow = header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
    for (int column = 0; column < header->count(); ++column) {
        if (column == LibraryModel::Opening) continue;
        const QString text =
            games->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        const QString what = QStringLiteral("%1: %2 px for \"%3\"")
                                 .arg(language)
                                 .arg(header->sectionSize(column))
                                 .arg(text);
        QVERIFY2(header->sectionSize(column) >= metrics.horizontalAdvance(text) + arrow,
                 qPrintable(what));
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column), qPrintable(what));
    }
    // The filter boxes show their choices whole too: on one row when they fit, else on two.
    for (const int width : {700, 900, 1600}) {
        games->resize(width, games->height());
        QCoreApplication::processEvents();
        for (QComboBox* box : games->findChildren<QComboBox*>()) {
            if (!box->isVisibleTo(games)) continue;
            QStyleOptionComboBox option;
            option.initFrom(box);
            const int needed =
                box->style()
                    ->sizeFromContents(
                        QStyle::CT_ComboBox, &option,
                        QSize(box->fontMetrics().horizontalAdvance(box->currentText()),
                              box->fontMetrics().height()),
                        box)
                    .width();
            QVERIFY2(box->width() >= needed, qPrintable(QStringLiteral("%1 at %2: %3 px for \"%4\"")
                                                            .arg(language)
                                                            .arg(width)
                                                            .arg(box->width())
                                                            .arg(box->currentText())));
        }
    }
}

// At the window's smallest size, in English and in Russian, the end banner shows every ending
// whole beside its four buttons: no word cut, no line lost, no "…" (the window keeps the
// width the words need). The band keeps its height: the board does not move.
void TestPlay::endBannerShowsItsWordsWhole() {
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(language));
        QCoreApplication::installTranslator(&translator);
        m_window.reset();
        openWindow();
    }
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    playOpening(FiveMinutes);
    m_window->resize(100, 100);
    QCoreApplication::processEvents();
    const QRect board = boardInWindow();
    const auto ending = [](Outcome::Reason reason, Result result, Color side) {
        Outcome o;
        o.reason = reason;
        o.result = result;
        o.side = side;
        return o.describe(true);
    };
    using R = Outcome::Reason;
    const QStringList texts = {
        ending(R::Checkmate, Result::WhiteWins, White),
        ending(R::Checkmate, Result::BlackWins, Black),
        ending(R::Resignation, Result::BlackWins, White),
        ending(R::Timeout, Result::WhiteWins, Black),
        ending(R::TimeoutInsufficientMaterial, Result::Draw, Black),
        ending(R::ThreefoldClaimed, Result::Draw, White),
        ending(R::FiftyMovesClaimed, Result::Draw, White),
        ending(R::Stopped, Result::Ongoing, White),
    };
    game()->resign();
    Banner* end = m_window->endBanner();
    QVERIFY(end->isVisible());
    QLabel* label = end->findChild<QLabel*>();
    for (const QString& text : texts) {
        end->setText(text);
        m_window->resize(100, 100);
        QCoreApplication::processEvents();
        const QString what = QStringLiteral("\"%1\" shown as \"%2\" in %3 px, window %4 px")
                                 .arg(text, label->text())
                                 .arg(label->width())
                                 .arg(m_window->width());
        QVERIFY2(label->text() == text, qPrintable(what));
        QVERIFY2(label->heightForWidth(label->width()) <= label->height(), qPrintable(what));
        QVERIFY2(label->height() <= 2 * label->fontMetrics().lineSpacing() + 2, qPrintable(what));
        QVERIFY2(m_window->width() < 800, qPrintable(what));
    }
    QCOMPARE(boardInWindow().top(), board.top()); // the band kept its height
}

// Every item of the menus can be reached from the keyboard with Alt and letters, in every
// language: the menu bar's titles and each menu's items have an underlined letter each, none
// twice in one menu (Qt would then only move between the two, and run neither). A list of
// choices (board colours, languages, glyphs: checkable items of one exclusive group) needs no
// letters, but those it has are its own too.
void TestPlay::menusHaveTheirOwnLetters_data() {
    QTest::addColumn<QByteArray>("language");
    for (const char* code : {"en", "de", "es", "fr", "ru", "uk"})
        QTest::newRow(code) << QByteArray(code);
}

void TestPlay::menusHaveTheirOwnLetters() {
    QFETCH(QByteArray, language);
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    chooseLanguage(language.constData());
    QStringList problems;
    std::function<void(const QString&, const QList<QAction*>&)> check =
        [&](const QString& where, const QList<QAction*>& items) {
            QHash<QChar, QString> taken;
            const bool choices = std::all_of(items.begin(), items.end(), [&](QAction* a) {
                return a->isSeparator() || (a->isCheckable() && a->actionGroup() &&
                                            a->actionGroup() == items.front()->actionGroup() &&
                                            a->actionGroup()->isExclusive());
            });
            for (QAction* a : items) {
                if (a->isSeparator() || !a->isVisible()) continue;
                const QChar c = underlinedLetter(a->text());
                if (c.isNull() && choices) continue;
                if (c.isNull())
                    problems << QStringLiteral("%1: no letter in \"%2\"").arg(where, a->text());
                else if (taken.contains(c))
                    problems << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                                    .arg(where, taken.value(c), a->text(), c);
                else
                    taken.insert(c, a->text());
                if (a->menu())
                    check(where + QStringLiteral(" → ") + a->text(), a->menu()->actions());
            }
        };
    check(QString::fromLatin1(language), m_window->menuBar()->actions());
    // And the analysis board's ⋯ menu (threads, hash).
    const auto* settings = m_window->analysisBoard()->panel()->findChild<QMenu*>();
    QVERIFY(settings);
    check(QString::fromLatin1(language) + QStringLiteral(" → ⋯"), settings->actions());
    for (const QString& problem : std::as_const(problems)) qWarning("%s", qPrintable(problem));
    QVERIFY2(problems.isEmpty(), "each problem is above");
}

// The same for the windows and dialogs: Alt and a letter reaches one control of the window in
// view (a button, a box, a labelled field, a tab), never two in turn, in every language.
void TestPlay::windowsHaveTheirOwnLetters_data() {
    menusHaveTheirOwnLetters_data();
}

void TestPlay::windowsHaveTheirOwnLetters() {
    QFETCH(QByteArray, language);
    const QLocale before;
    const auto restore = qScopeGuard([this, &before] {
        chooseLanguage("en");
        QLocale::setDefault(before);
    });
    chooseLanguage(language.constData());
    QStringList problems;
    const auto check = [&](QWidget* window, const QString& what) {
        QHash<QChar, QString> taken;
        const auto add = [&](const QString& text) {
            const QChar c = underlinedLetter(text);
            if (c.isNull()) return;
            if (taken.contains(c))
                problems << QStringLiteral("%1 %2: \"%3\" and \"%4\" share %5")
                                .arg(QString::fromLatin1(language), what, taken.value(c), text, c);
            else
                taken.insert(c, text);
        };
        for (QWidget* w : window->findChildren<QWidget*>()) {
            if (!w->isVisibleTo(window)) continue;
            if (auto* button = qobject_cast<QAbstractButton*>(w))
                add(button->text());
            else if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
                add(label->text());
            else if (auto* group = qobject_cast<QGroupBox*>(w))
                add(group->title());
            else if (auto* tabs = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < tabs->count(); ++i) add(tabs->tabText(i));
        }
    };
    const Position start; // the usual start
    {
        DiagramDialog dialog(start, {}, DiagramStyle{}, *m_settings, m_window.get());
        check(&dialog, QStringLiteral("Export Diagram"));
    }
    {
        NewGameDialog dialog(Preferences{}, {}, m_window.get());
        check(&dialog, QStringLiteral("New Game"));
    }
    {
        EnginesDialog dialog({}, m_window.get());
        check(&dialog, QStringLiteral("Engines"));
    }
    {
        PositionEditor dialog(start, m_window.get());
        check(&dialog, QStringLiteral("Set Up Position"));
    }
    for (const auto purpose : {ScoreSheetDialog::Print, ScoreSheetDialog::Pdf}) {
        ScoreSheetDialog dialog(purpose, *m_settings, m_window.get());
        check(&dialog, QStringLiteral("Print"));
    }
    GamesWindow* games = m_window->showGames();
    check(games, QStringLiteral("Games"));
    games->close();
    m_window->action(QStringLiteral("train"))->trigger();
    TrainWindow* train = m_window->findChild<TrainWindow*>();
    QVERIFY(train);
    auto* tabs = train->findChild<QTabWidget*>();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        check(train, QStringLiteral("Train, ") + tabs->tabText(i));
    }
    train->close();
    for (const QString& problem : std::as_const(problems)) qWarning("%s", qPrintable(problem));
    QVERIFY2(problems.isEmpty(), "each problem is above");
}

#include "tst_play.moc"
