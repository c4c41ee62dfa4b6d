// Playing without a mouse and without sight: the board by keys, the board as a screen reader
// reads it (through QAccessible, the interfaces AT-SPI serves), the announcements, and a name
// for every control of every dialog.
#include "announcer.h"
#include "banner.h"
#include "boardaccessible.h"
#include "boardscene.h"
#include "boardtheme.h"
#include "boardview.h"
#include "diagramdialog.h"
#include "enginesdialog.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamepicker.h"
#include "gameswindow.h"
#include "guitest.h"
#include "helpdialog.h"
#include "librarystore.h"
#include "liveregion.h"
#include "mainwindow.h"
#include "movegen.h"
#include "movelist.h"
#include "newgamedialog.h"
#include "notation.h"
#include "playerstrip.h"
#include "positioneditor.h"
#include "reviewnavigator.h"
#include "speech.h"
#include "trainwindow.h"

#include <QAccessible>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTextToSpeech>
#include <QToolBar>
#include <QtTest>

#include <cmath>

using namespace ferz;

namespace {

Position fromFen(const char* fen) {
    auto parsed = Position::fromFen(fen);
    if (!parsed) qFatal("bad FEN in a test: %s", fen);
    return *parsed;
}

std::vector<Move> legal(const Position& pos) {
    const ferz::MoveList list(pos);
    return {list.begin(), list.end()};
}

QString nameOf(QAccessibleInterface* iface) {
    return iface ? iface->text(QAccessible::Name) : QStringLiteral("(none)");
}

} // namespace

QList<QWidget*> tabChain(QWidget* window);

class TestAccess : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    // The board as a table.
    void boardIsATableOf64Cells();
    void cellsFollowMovesFlipsAndSetUpPositions();
    void focusSquareIsTheFocusedCell();

    // The board by keys.
    void arrowsMoveTheFocusSquare();
    void keysPlayAMove();
    void keysRefuseAndCancel();
    void promotionByKeys();
    void boardKeysAreTheBoardsOnlyWithFocus();

    // The window by keys and ears.
    void keyboardOnlyGame();
    void computersMoveIsAnnounced();
    void speechOnlyWhenAskedFor();
    void stripsAndClocksReadTheirText();
    void spokenMoves_data();
    void spokenMoves();
    void moveListIsAListOfMoves();
    void tabReachesEveryPart();
    void enterPressesTheBannersButton();
    void trainingStatusIsRead();

    // Seeing it.
    void highContrastOutlinesThePieces();

    // Dialogs.
    void everyControlHasAName();
    void tabOrderFollowsTheLayout();
    void choicesAreHeard();
    void progressBarSaysWhatItShows();

private:
    std::vector<std::unique_ptr<QWidget>> dialogs() const;
    void openWindow();
    /// Presses the arrow keys that take the board's focus square to `s`, as a user would.
    void keysTo(QWidget* board, Square s);
    void keyMove(Square from, Square to);
    QAccessibleInterface* boardInterface() const {
        return QAccessible::queryAccessibleInterface(m_window->boardView());
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestAccess::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("game/level"), 1200);
    openWindow();
}

void TestAccess::cleanup() {
    if (m_window) m_window->document()->markClean();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestAccess::openWindow() {
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->game()->setMinimumReplyMs(0);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestAccess::keysTo(QWidget* board, Square s) {
    BoardScene* scene = m_window->scene();
    const int sign = scene->flipped() ? -1 : 1;
    for (int guard = 0; scene->focusSquare() != s && guard < 16; ++guard) {
        const int files = (fileOf(s) - fileOf(scene->focusSquare())) * sign;
        const int ranks = (rankOf(s) - rankOf(scene->focusSquare())) * sign;
        if (files)
            QTest::keyClick(board, files > 0 ? Qt::Key_Right : Qt::Key_Left);
        else
            QTest::keyClick(board, ranks > 0 ? Qt::Key_Up : Qt::Key_Down);
    }
    QCOMPARE(scene->focusSquare(), s);
}

// A move by the keys, one key at a time as a person presses them: what each key makes the
// window say is said before the next.
void TestAccess::keyMove(Square from, Square to) {
    QWidget* board = m_window->boardView();
    keysTo(board, from);
    QTest::keyClick(board, Qt::Key_Return);
    QTest::qWait(5);
    keysTo(board, to);
    QTest::keyClick(board, Qt::Key_Space);
    QTest::qWait(5);
}

// -- The board as a table

void TestAccess::boardIsATableOf64Cells() {
    QAccessibleInterface* board = boardInterface();
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Table);
    QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Board"));
    QVERIFY(
        board->text(QAccessible::Description).startsWith(QStringLiteral("White at the bottom")));
    QCOMPARE(board->childCount(), 64);
    QAccessibleTableInterface* table = board->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(table->columnCount(), 8);
    QCOMPARE(table->columnDescription(0), QStringLiteral("a"));
    QCOMPARE(table->rowDescription(0), QStringLiteral("8"));
    // The top row first, as the board is shown.
    QCOMPARE(nameOf(board->child(0)), QStringLiteral("a8, black rook"));
    QCOMPARE(nameOf(board->child(4)), QStringLiteral("e8, black king"));
    QCOMPARE(nameOf(table->cellAt(6, 4)), QStringLiteral("e2, white pawn"));
    QCOMPARE(nameOf(table->cellAt(4, 4)), QStringLiteral("e4, empty"));
    QCOMPARE(nameOf(board->child(63)), QStringLiteral("h1, white rook"));
    for (int i = 0; i < 64; ++i) {
        QAccessibleInterface* cell = board->child(i);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->parent(), board);
        QCOMPARE(board->indexOfChild(cell), i);
        QCOMPARE(cell->tableCellInterface()->rowIndex(), i / 8);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), i % 8);
        QVERIFY(!cell->rect().isEmpty());
        // Where a screen reader's pointer finds it.
        QCOMPARE(board->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
    }
    QCOMPARE(board->child(0), board->child(0)); // one interface per cell, kept
}

void TestAccess::cellsFollowMovesFlipsAndSetUpPositions() {
    QAccessibleInterface* board = boardInterface();
    QAccessibleInterface* e2 = board->child(6 * 8 + 4);
    keyMove(E2, E4);
    QCOMPARE(nameOf(e2), QStringLiteral("e2, empty"));
    QCOMPARE(nameOf(board->child(4 * 8 + 4)), QStringLiteral("e4, white pawn"));
    // Black at the bottom: the top row is White's first rank, h1 on the left.
    m_window->scene()->setFlipped(true);
    QVERIFY(
        board->text(QAccessible::Description).startsWith(QStringLiteral("Black at the bottom")));
    QCOMPARE(nameOf(board->child(0)), QStringLiteral("h1, white rook"));
    QCOMPARE(nameOf(board->child(63)), QStringLiteral("a8, black rook"));
    QCOMPARE(board->tableInterface()->columnDescription(0), QStringLiteral("h"));
    QCOMPARE(board->tableInterface()->rowDescription(0), QStringLiteral("1"));
    // A position set up from a FEN.
    GameSetup setup;
    setup.twoPlayers = true;
    setup.start = fromFen("8/8/3k4/8/8/2Q5/8/4K3 w - - 0 1");
    m_window->startGame(setup);
    m_window->scene()->setFlipped(false);
    int pieces = 0;
    for (int i = 0; i < 64; ++i)
        if (!nameOf(board->child(i)).endsWith(QStringLiteral("empty"))) ++pieces;
    QCOMPARE(pieces, 3);
    QCOMPARE(nameOf(board->child(2 * 8 + 3)), QStringLiteral("d6, black king"));
    QCOMPARE(nameOf(board->child(5 * 8 + 2)), QStringLiteral("c3, white queen"));
}

void TestAccess::focusSquareIsTheFocusedCell() {
    QAccessibleInterface* board = boardInterface();
    m_window->moveList()->setFocus();
    m_window->boardView()->setFocus(Qt::TabFocusReason);
    QVERIFY(m_window->boardView()->hasFocus());
    QAccessibleInterface* focus = board->focusChild();
    QVERIFY(focus);
    QCOMPARE(nameOf(focus), QStringLiteral("e2, white pawn"));
    QVERIFY(focus->state().focused);
    QVERIFY(focus->state().selected);
    QCOMPARE(board->tableInterface()->selectedCells(), QList<QAccessibleInterface*>{focus});
    QVERIFY(!board->child(0)->state().focused);
    QVERIFY(m_window->scene()->focusShown()); // framed: the focus came by the keys
    // A piece picked up says so.
    QTest::keyClick(m_window->boardView(), Qt::Key_Return);
    QCOMPARE(nameOf(focus), QStringLiteral("e2, white pawn, picked up"));
    QTest::keyClick(m_window->boardView(), Qt::Key_Up);
    QCOMPARE(nameOf(board->focusChild()), QStringLiteral("e3, empty"));
    QVERIFY(board->focusChild()->state().focused);
    QVERIFY(!focus->state().focused);
    // Elsewhere, no cell has focus.
    m_window->moveList()->setFocus();
    QVERIFY(!board->focusChild());
}

// -- The board by keys

void TestAccess::arrowsMoveTheFocusSquare() {
    QWidget* board = m_window->boardView();
    BoardScene* scene = m_window->scene();
    board->setFocus();
    QCOMPARE(scene->focusSquare(), E2);
    QSignalSpy moved(scene, &BoardScene::focusSquareChanged);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(scene->focusSquare(), E3);
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(scene->focusSquare(), D3);
    QCOMPARE(moved.count(), 2);
    QVERIFY(scene->focusShown());
    // They stop at the edge.
    for (int i = 0; i < 10; ++i) QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(scene->focusSquare(), A3);
    // Black at the bottom: up is towards White's side.
    scene->setFlipped(true);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(scene->focusSquare(), A2);
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(scene->focusSquare(), A2); // a is at the right edge now
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(scene->focusSquare(), B2);
}

void TestAccess::keysPlayAMove() {
    BoardScene* scene = m_window->scene();
    QSignalSpy requested(scene, &BoardScene::moveRequested);
    m_window->boardView()->setFocus();
    QWidget* board = m_window->boardView();
    keysTo(board, G1);
    QTest::keyClick(board, Qt::Key_Enter);
    QCOMPARE(scene->selectedSquare(), G1);
    // Said, for whoever cannot see the marks.
    QTRY_VERIFY(m_window->announcer()->lastAnnouncement().startsWith(
        QStringLiteral("Knight on g1 picked up: it can go to ")));
    QVERIFY(m_window->announcer()->lastAnnouncement().contains(QStringLiteral("f3")));
    QVERIFY(m_window->announcer()->lastAnnouncement().contains(QStringLiteral("h3")));
    keysTo(board, F3);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).value<Move>().to(), F3);
    QCOMPARE(m_window->game()->game().ply() >= 1, true);
    QCOMPARE(m_window->game()->position().pieceOn(F3), WhiteKnight);
}

void TestAccess::keysRefuseAndCancel() {
    BoardScene* scene = m_window->scene();
    QWidget* board = m_window->boardView();
    board->setFocus();
    QSignalSpy refused(scene, &BoardScene::moveRefused);
    QSignalSpy requested(scene, &BoardScene::moveRequested);
    // A piece that cannot move is refused, and the window says why.
    keysTo(board, C1);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(scene->selectedSquare(), NoSquare);
    QTRY_VERIFY(m_window->announcer()->lastAnnouncement().contains(QStringLiteral("bishop")));
    // Said, but not shown twice: the notice banner shows it.
    QVERIFY(m_window->noticeBanner()->text().contains(QStringLiteral("bishop")));
    QVERIFY(!m_window->announcer()->text().contains(QStringLiteral("bishop")));
    // Escape puts a piece back in its place, and does not leave the game.
    keysTo(board, E2);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(scene->selectedSquare(), E2);
    QTRY_VERIFY(m_window->announcer()->lastAnnouncement().startsWith(
        QStringLiteral("Pawn on e2 picked up")));
    QTest::keyClick(board, Qt::Key_Escape);
    QCOMPARE(scene->selectedSquare(), NoSquare);
    QTRY_COMPARE(m_window->announcer()->lastAnnouncement(), QStringLiteral("Put back."));
    // Enter on the piece in the hand puts it down too.
    QTest::keyClick(board, Qt::Key_Space);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(scene->selectedSquare(), NoSquare);
    // A square the piece cannot reach.
    QTest::keyClick(board, Qt::Key_Space);
    keysTo(board, E6);
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(refused.count(), 2);
    QCOMPARE(requested.count(), 0);
    QCOMPARE(m_window->game()->game().ply(), 0);
}

void TestAccess::promotionByKeys() {
    GameSetup setup;
    setup.twoPlayers = true;
    setup.start = fromFen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    m_window->startGame(setup);
    BoardScene* scene = m_window->scene();
    QWidget* board = m_window->boardView();
    board->setFocus();
    keyMove(B7, B8);
    QVERIFY(scene->choosingPromotion());
    QTRY_VERIFY(
        m_window->announcer()->lastAnnouncement().contains(QStringLiteral("Promotion: queen")));
    // Down goes from the queen towards the centre: the rook, the bishop.
    QTest::keyClick(board, Qt::Key_Down);
    QTRY_COMPARE(m_window->announcer()->lastAnnouncement(), QStringLiteral("rook"));
    QTest::keyClick(board, Qt::Key_Down);
    QTRY_COMPARE(m_window->announcer()->lastAnnouncement(), QStringLiteral("bishop"));
    QTest::keyClick(board, Qt::Key_Escape); // the pawn goes back
    QVERIFY(!scene->choosingPromotion());
    QCOMPARE(m_window->game()->game().ply(), 0);
    keyMove(B7, B8);
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(m_window->game()->position().pieceOn(B8), WhiteRook);
    // Black promotes by a letter, on a board turned to Black.
    scene->setFlipped(true);
    m_window->game()->undo();
    setup.start = fromFen("4k3/8/8/8/8/8/6p1/4K3 b - - 0 1");
    m_window->startGame(setup);
    scene->setFlipped(true);
    keyMove(G2, G1);
    QVERIFY(scene->choosingPromotion());
    QTest::keyClick(board, Qt::Key_N);
    QCOMPARE(m_window->game()->position().pieceOn(G1), BlackKnight);
}

// The arrows step through the game from the move list; on the board they move the focus
// square, and Escape leaves the review only when no piece is in the hand.
void TestAccess::boardKeysAreTheBoardsOnlyWithFocus() {
    keyMove(E2, E4);
    QTRY_COMPARE(m_window->game()->game().ply(), 2); // the computer answered
    QWidget* board = m_window->boardView();
    const Square before = m_window->scene()->focusSquare();
    QTest::keyClick(board, Qt::Key_Left);
    QVERIFY(!m_window->review()->reviewing());
    QVERIFY(m_window->scene()->focusSquare() != before);
    m_window->moveList()->setFocus();
    QTest::keyClick(m_window->moveList(), Qt::Key_Left);
    QVERIFY(m_window->review()->reviewing());
    QTRY_VERIFY(m_window->announcer()->lastAnnouncement().endsWith(
        QStringLiteral("Move 1, White: pawn from e2 to e4.")));
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Escape); // nothing in the hand: back to the game
    QVERIFY(!m_window->review()->reviewing());
    QTRY_COMPARE(m_window->announcer()->lastAnnouncement(), QStringLiteral("Back to the game."));
}

// -- The window by keys and ears

// New Game to the result, by keys alone: two people at the board, the fool's mate.
void TestAccess::keyboardOnlyGame() {
    QStringList said;
    connect(m_window->announcer(), &Announcer::announced, this,
            [&said](const QString& text) { said << text; });
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        QApplication::setActiveWindow(dialog); // as the window manager does
        QWidget* field = dialog->focusWidget();
        // Tab to the opponent, choose the last (another person), and take the default button.
        for (int i = 0; i < 10 && field && field != dialog->opponentBox(); ++i) {
            QTest::keyClick(field, Qt::Key_Tab);
            field = dialog->focusWidget();
        }
        if (field == dialog->opponentBox()) QTest::keyClick(field, Qt::Key_End);
        QTest::keyClick(dialog->focusWidget() ? dialog->focusWidget() : dialog, Qt::Key_Return);
        if (dialog->isVisible()) dialog->reject(); // the test fails below, without hanging
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(m_window->game()->twoPlayers());
    QApplication::setActiveWindow(m_window.get()); // as the window manager does
    QTRY_VERIFY(m_window->boardView()->hasFocus());
    QTRY_VERIFY(!said.isEmpty());
    QVERIFY2(said.last().startsWith(QStringLiteral("A new game.")), qPrintable(said.last()));
    keyMove(F2, F3);
    QTRY_COMPARE(said.last(), QStringLiteral("White: pawn from f2 to f3."));
    keyMove(E7, E5);
    QTRY_COMPARE(said.last(), QStringLiteral("Black: pawn from e7 to e5."));
    keyMove(G2, G4);
    QTRY_COMPARE(said.last(), QStringLiteral("White: pawn from g2 to g4."));
    keyMove(D8, H4);
    QVERIFY(m_window->game()->over());
    QTRY_VERIFY2(said.last().startsWith(QStringLiteral("Black: queen from d8 to h4, checkmate. ")),
                 qPrintable(said.join(QLatin1Char('|'))));
    QVERIFY2(said.last().contains(m_window->game()->describe(m_window->game()->outcome())),
             qPrintable(said.last()));
    // The line shows the position: the move, a mate as a mate, and the end.
    QCOMPARE(m_window->announcer()->text(),
             QStringLiteral("Black: queen from d8 to h4, checkmate. Checkmate — Black wins."));
    // Then back through it by keys, from the move list.
    QTest::keyClick(m_window->boardView(), Qt::Key_Tab);
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    for (int i = 0; i < 6 && focus != m_window->moveList(); ++i) {
        QTest::keyClick(focus, Qt::Key_Tab);
        focus = QApplication::focusWidget();
    }
    QCOMPARE(focus, m_window->moveList());
    QTest::keyClick(focus, Qt::Key_Home);
    QTRY_COMPARE(said.last(), QStringLiteral("The starting position."));
    QTest::keyClick(focus, Qt::Key_Right);
    QTRY_COMPARE(said.last(), QStringLiteral("Move 1, White: pawn from f2 to f3."));
    QTest::keyClick(focus, Qt::Key_End);
    QTRY_COMPARE(said.last(), QStringLiteral("Back to the game."));
    QVERIFY(!m_window->review()->reviewing());
}

void TestAccess::computersMoveIsAnnounced() {
    QStringList said;
    connect(m_window->announcer(), &Announcer::announced, this,
            [&said](const QString& text) { said << text; });
    m_window->boardView()->setFocus();
    keyMove(D2, D4);
    QTRY_VERIFY(said.size() >= 3);
    QCOMPARE(said.at(0), QStringLiteral("Pawn on d2 picked up: it can go to d3, d4."));
    QCOMPARE(said.at(1), QStringLiteral("White: pawn from d2 to d4."));
    QVERIFY2(said.at(2).startsWith(QStringLiteral("Black: ")), qPrintable(said.at(2)));
    // What a screen reader reads of the line: a notification, named by the announcement.
    QAccessibleInterface* line = QAccessible::queryAccessibleInterface(m_window->announcer());
    QCOMPARE(line->role(), QAccessible::Notification);
    QCOMPARE(line->text(QAccessible::Name), said.at(2));
}

// Speech is off until the user turns it on; then what the line says is spoken. Without a speech
// engine, turning it on says so and leaves it off.
void TestAccess::speechOnlyWhenAskedFor() {
    Speech* speech = m_window->speech();
    QVERIFY(!m_window->preferences().speech);
    QVERIFY(!speech->enabled());
    m_window->boardView()->setFocus();
    keyMove(E2, E4);
    QTRY_VERIFY(m_window->announcer()->lastAnnouncement().startsWith(QStringLiteral("Black: ")));
    QVERIFY(speech->lastSaid().isEmpty());
    auto* toggle = m_window->findChild<QAction*>(QStringLiteral("speech"));
    QVERIFY(toggle);
    toggle->trigger();
    if (QTextToSpeech::availableEngines().isEmpty()) {
        QVERIFY(!speech->enabled());
        QVERIFY(!toggle->isChecked());
        QVERIFY(!m_window->preferences().speech);
        QVERIFY(m_window->noticeBanner()->text().contains(QStringLiteral("cannot speak")));
        return;
    }
    QVERIFY2(speech->enabled(), qPrintable(QTextToSpeech::availableEngines().join(u',')));
    QVERIFY(m_window->preferences().speech);
    QTRY_VERIFY(m_window->game()->isHumanTurn());
    keyMove(G1, F3);
    // The reply may come in the same turn of the event loop, and be said with the move.
    QTRY_VERIFY(speech->lastSaid().contains(QStringLiteral("Black: ")));
    QCOMPARE(speech->lastSaid(), m_window->announcer()->lastAnnouncement());
    toggle->trigger(); // off again: nothing more is said
    const QString said = speech->lastSaid();
    m_window->announcer()->announce(QStringLiteral("Something else."));
    QTRY_COMPARE(m_window->announcer()->lastAnnouncement(), QStringLiteral("Something else."));
    QCOMPARE(speech->lastSaid(), said);
}

// The strips say who plays which side; a clock says whose it is and its time, and the
// warning its colour gives.
void TestAccess::stripsAndClocksReadTheirText() {
    GameSetup setup;
    setup.playerName = QStringLiteral("Anna");
    setup.clock = TimeControl{300'000, 0};
    m_window->startGame(setup);
    PlayerStrip* bottom = m_window->bottomStrip();
    QCOMPARE(QAccessible::queryAccessibleInterface(bottom)->text(QAccessible::Name),
             QStringLiteral("Anna, White"));
    QStringList clocks;
    for (QLabel* label : bottom->findChildren<QLabel*>())
        if (label->isVisibleTo(bottom))
            clocks << QAccessible::queryAccessibleInterface(label)->text(QAccessible::Name);
    QVERIFY2(clocks.contains(QStringLiteral("White's clock: 5:00")), qPrintable(clocks.join('|')));
    // Little time left: said in words, not only in red.
    bottom->setClock(true, 12'000, 300'000, true);
    clocks.clear();
    for (QLabel* label : bottom->findChildren<QLabel*>())
        if (label->isVisibleTo(bottom))
            clocks << QAccessible::queryAccessibleInterface(label)->text(QAccessible::Name);
    QVERIFY2(clocks.contains(QStringLiteral("White's clock: 0:12.0, little time left")),
             qPrintable(clocks.join('|')));
}

void TestAccess::spokenMoves_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("words");
    const QString start = QString::fromLatin1(Position::StartFen);
    QTest::newRow("quiet") << start << "g1f3"
                           << "White: knight from g1 to f3.";
    QTest::newRow("capture") << "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1"
                             << "b5c6"
                             << "White: bishop from b5 takes knight on c6.";
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "e5d6"
                                << "White: pawn from e5 takes en passant on d6.";
    QTest::newRow("castling") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                              << "e8c8"
                              << "Black: castles queenside.";
    QTest::newRow("promotion with check") << "8/1P6/8/8/8/8/7k/4K3 w - - 0 1"
                                          << "b7b8q"
                                          << "White: pawn from b7 to b8, becomes a "
                                             "queen, check.";
    QTest::newRow("mate is no check")
        << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
        << "d8h4"
        << "Black: queen from d8 to h4, checkmate.";
    QTest::newRow("stalemate") << "k7/8/1Q6/8/8/8/8/7K w - - 0 1"
                               << "b6c7"
                               << "White: queen from b6 to c7, stalemate.";
}

void TestAccess::spokenMoves() {
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, words);
    const Position pos = fromFen(fen.toLatin1().constData());
    Move move = Move::none();
    for (Move m : legal(pos))
        if (QString::fromStdString(toUci(m)) == uci) move = m;
    QVERIFY(move);
    QCOMPARE(Announcer::spokenTurn(pos, move), words);
}

// The move list is a list for a screen reader: an item per move, named as the move is said,
// the move on show selected, and focused while the list has the focus.
void TestAccess::moveListIsAListOfMoves() {
    m_window->startGame([] {
        GameSetup setup;
        setup.twoPlayers = true;
        return setup;
    }());
    for (const auto& [from, to] : {std::pair{E2, E4}, {E7, E5}, {G1, F3}}) {
        Move move = Move::none();
        for (Move m : m_window->game()->humanMoves())
            if (m.from() == from && m.to() == to) move = m;
        QVERIFY(m_window->game()->playHumanMove(move));
    }
    m_window->game()->setComment(m_window->game()->currentNode(), QStringLiteral("Nf3 develops"));
    QAccessibleInterface* list = QAccessible::queryAccessibleInterface(m_window->moveList());
    QVERIFY(list);
    QCOMPARE(list->role(), QAccessible::List);
    QCOMPARE(list->text(QAccessible::Name), QStringLiteral("Moves"));
    QCOMPARE(list->childCount(), 3);
    QAccessibleInterface* first = list->child(0);
    QCOMPARE(first->role(), QAccessible::ListItem);
    QCOMPARE(first->text(QAccessible::Name), QStringLiteral("Move 1, White: pawn from e2 to e4."));
    QCOMPARE(list->child(1)->text(QAccessible::Name),
             QStringLiteral("Move 1, Black: pawn from e7 to e5."));
    QCOMPARE(list->child(2)->text(QAccessible::Description), QStringLiteral("Nf3 develops"));
    QCOMPARE(list->indexOfChild(first), 0);
    QCOMPARE(first->parent(), list);
    QVERIFY(list->child(2)->state().selected);
    QVERIFY(!first->state().selected);
    QVERIFY(!list->child(2)->state().focused);

    m_window->moveList()->setFocus();
    QTRY_VERIFY(m_window->moveList()->hasFocus());
    QVERIFY(list->child(2)->state().focused);
    QCOMPARE(list->focusChild(), list->child(2));
    QTest::keyClick(m_window->moveList(), Qt::Key_Left); // back a move
    QTRY_VERIFY(m_window->review()->reviewing());
    QVERIFY(list->child(1)->state().selected);
    QVERIFY(list->child(1)->state().focused);
    QVERIFY(!list->child(2)->state().selected);
    const QRect item = list->child(1)->rect();
    QVERIFY(!item.isEmpty());
    QCOMPARE(list->childAt(item.center().x(), item.center().y()), list->child(1));

    // A new move: a new list, with its item.
    m_window->review()->backToGame();
    QVERIFY(m_window->game()->playHumanMove(m_window->game()->humanMoves().front()));
    QCOMPARE(list->childCount(), 4);
    QVERIFY(list->child(3)->text(QAccessible::Name).startsWith(QStringLiteral("Move 2, Black: ")));
    QVERIFY(list->child(3)->state().selected);
}

// Tab reaches every part of the window, in the order it reads: the toolbar's buttons, the
// buttons of the banner on top (the end of a game's too), the board, the move list, the move
// field; a banner under another is skipped.
void TestAccess::tabReachesEveryPart() {
    const auto chain = [this] { return tabChain(m_window.get()); };
    QToolBar* toolBar = m_window->findChild<QToolBar*>();
    QWidget* newGame = toolBar->widgetForAction(m_window->action(QStringLiteral("newGame")));
    QWidget* flip = toolBar->widgetForAction(m_window->action(QStringLiteral("flip")));
    QList<QWidget*> order = chain();
    QCOMPARE(order.indexOf(newGame), 0);
    QVERIFY(order.indexOf(flip) > 0);
    QVERIFY(order.indexOf(m_window->boardView()) > order.indexOf(flip));
    QVERIFY(order.indexOf(m_window->moveList()) > order.indexOf(m_window->boardView()));
    QVERIFY(order.indexOf(m_window->moveEntry()) > order.indexOf(m_window->moveList()));

    // The game ends: the end banner's buttons come after the toolbar, before the board.
    QVERIFY(m_window->game()->playHumanMove(m_window->game()->humanMoves().front()));
    QTRY_COMPARE(m_window->game()->game().ply(), std::size_t(2));
    m_window->game()->resign();
    order = chain();
    auto* review = m_window->endBanner()->findChild<QPushButton*>(QStringLiteral("reviewButton"));
    auto* newGameButton =
        m_window->endBanner()->findChild<QPushButton*>(QStringLiteral("newGameButton"));
    QVERIFY(order.contains(newGameButton));
    QVERIFY(order.indexOf(review) > order.indexOf(flip));
    QVERIFY(order.indexOf(review) < order.indexOf(m_window->boardView()));
    // Tab from the toolbar's last button lands on the end banner's first.
    QWidget* last = toolBar->widgetForAction(m_window->action(QStringLiteral("liveAnalysis")));
    QVERIFY(last->isEnabled());
    last->setFocus();
    QTRY_VERIFY(last->hasFocus());
    QTest::keyClick(last, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), newGameButton);

    // A notice on top: its button is reached, the end banner's are not.
    m_window->review()->showPly(0);
    QTRY_VERIFY(m_window->reviewBanner()->isVisible());
    order = chain();
    QVERIFY(!order.contains(review));
    QVERIFY(order.contains(
        m_window->reviewBanner()->findChild<QPushButton*>(QStringLiteral("backToGameButton"))));
}

// Enter presses the default button of the banner on top (a game's end: New Game; a notice:
// OK), unless the board holds a piece; with none, or a passing notice, Enter is the board's.
void TestAccess::enterPressesTheBannersButton() {
    QWidget* board = m_window->boardView();
    board->setFocus();
    QTRY_VERIFY(board->hasFocus());
    // No banner: Enter picks up the piece of the focus square.
    keysTo(board, E2);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(m_window->scene()->selectedSquare(), E2);
    QTest::keyClick(board, Qt::Key_Escape);
    QCOMPARE(m_window->scene()->selectedSquare(), NoSquare);

    // The computer declines a draw: the notice's OK takes Enter, and the board keeps its hand.
    m_window->game()->offerDraw();
    QTRY_VERIFY(m_window->noticeBanner()->isVisible());
    QTest::keyClick(board, Qt::Key_Return);
    QVERIFY(!m_window->noticeBanner()->isVisible());
    QCOMPARE(m_window->scene()->selectedSquare(), NoSquare);

    // The end of a game: Enter opens New Game.
    m_window->game()->resign();
    QVERIFY(m_window->endBanner()->isVisible());
    bool asked = false;
    whenModal<NewGameDialog>([&asked](NewGameDialog* dialog) {
        asked = true;
        dialog->reject();
    });
    QTest::keyClick(board, Qt::Key_Enter, Qt::KeypadModifier);
    QVERIFY(asked);
}

// The Train window's line of what is due is read (its text is its name) and reached by Tab;
// what is said of an answer is announced.
void TestAccess::trainingStatusIsRead() {
    TrainWindow train(*m_window->library(), false);
    train.show();
    QVERIFY(QTest::qWaitForWindowExposed(&train));
    QTRY_VERIFY(!train.statsLabel()->text().isEmpty());
    QAccessibleInterface* status = QAccessible::queryAccessibleInterface(train.statsLabel());
    QCOMPARE(status->text(QAccessible::Name), train.statsLabel()->text());
    QVERIFY(tabChain(&train).contains(train.statsLabel()));
}

// -- Seeing it

namespace {

// WCAG's relative luminance and contrast ratio.
double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The near-white pixels of a square as the scene draws it.
int whitePixels(BoardScene& scene, Square s) {
    QImage image(100, 100, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    scene.render(&painter, QRectF(0, 0, 100, 100), scene.squareRect(s));
    painter.end();
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) > 230) ++count;
    return count;
}

} // namespace

void TestAccess::highContrastOutlinesThePieces() {
    const BoardTheme contrastTheme = BoardTheme::byId(QStringLiteral("contrast"));
    QCOMPARE(contrastTheme.id, QStringLiteral("contrast"));
    QVERIFY(contrastTheme.outlines);
    QVERIFY2(contrast(contrastTheme.light, contrastTheme.dark) >= 7,
             qPrintable(QString::number(contrast(contrastTheme.light, contrastTheme.dark))));
    BoardScene scene;
    scene.setTheme(contrastTheme);
    for (Square s = A1; s <= H8; ++s)
        if (scene.pieceAt(s)) QVERIFY(scene.pieceAt(s)->outlined());
    // The black knight on b8, a dark square: its white ring shows it.
    const int ringed = whitePixels(scene, B8);
    BoardTheme plain = contrastTheme;
    plain.outlines = false;
    scene.setTheme(plain);
    QVERIFY(!scene.pieceAt(B8)->outlined());
    const int bare = whitePixels(scene, B8);
    QVERIFY2(ringed > 2 * bare + 200, qPrintable(QStringLiteral("%1 %2").arg(ringed).arg(bare)));
    // The other schemes leave the pieces as they are.
    scene.setTheme(BoardTheme::byId({}));
    QVERIFY(!scene.pieceAt(E1)->outlined());
}

// -- Dialogs

// Every control a user can reach by Tab has a name a screen reader reads; a field that is typed
// or chosen in also has a label that names it (a buddy, or its own accessible name).
std::vector<std::unique_ptr<QWidget>> TestAccess::dialogs() const {
    std::vector<std::unique_ptr<QWidget>> all;
    all.push_back(std::make_unique<NewGameDialog>(Preferences{}, QList<EngineConfig>{}));
    auto twoPlayers = std::make_unique<NewGameDialog>(Preferences{}, QList<EngineConfig>{});
    twoPlayers->opponentBox()->setCurrentIndex(twoPlayers->opponentBox()->count() - 1);
    all.push_back(std::move(twoPlayers)); // the other person's fields
    all.push_back(std::make_unique<EnginesDialog>(QList<EngineConfig>{}));
    EngineConfig engine;
    engine.name = QStringLiteral("Stockfish");
    engine.program = QStringLiteral("/usr/games/stockfish");
    all.push_back(std::make_unique<EnginesDialog>(QList<EngineConfig>{engine})); // its form
    GameListEntry entry;
    entry.white = QStringLiteral("Anna");
    entry.black = QStringLiteral("Boris");
    all.push_back(std::make_unique<GamePicker>(QStringLiteral("games.pgn"),
                                               QList<GameListEntry>{entry, entry}));
    all.push_back(std::make_unique<HelpDialog>());
    all.push_back(std::make_unique<ShortcutsDialog>(m_window->actions()));
    all.push_back(std::make_unique<PositionEditor>(fromFen(Position::StartFen.data())));
    all.push_back(
        std::make_unique<GamesWindow>(*m_window->library(), QStringLiteral("Anna"), QStringList{}));
    all.push_back(std::make_unique<TrainWindow>(*m_window->library(), true));
    all.push_back(
        std::make_unique<DiagramDialog>(Position(), Drawings{}, DiagramStyle{}, *m_settings));
    return all;
}

// The controls Tab reaches in `window`, in the order it reaches them from the first.
QList<QWidget*> tabChain(QWidget* window) {
    QList<QWidget*> chain;
    QWidget* w = window;
    for (int guard = 0; guard < 500; ++guard) {
        w = w->nextInFocusChain();
        if (w == window) break;
        if (w->isVisibleTo(window) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
            !w->focusProxy())
            chain << w;
    }
    return chain;
}

// Every control a user can reach by Tab has a name a screen reader reads; a field that is typed
// or chosen in also has a label that names it (a buddy, or its own accessible name).
void TestAccess::everyControlHasAName() {
    auto all = dialogs();
    all.push_back(nullptr); // the main window, not owned here
    for (const auto& owned : all) {
        QWidget* dialog = owned ? owned.get() : m_window.get();
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QList<QWidget*> chain = tabChain(dialog);
        QVERIFY2(!chain.isEmpty(), qPrintable(dialog->windowTitle()));
        for (QWidget* w : chain) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
            QVERIFY(iface);
            const QString what = QStringLiteral("%1 %2 %3 in %4")
                                     .arg(QString::fromLatin1(w->metaObject()->className()),
                                          w->objectName(), w->toolTip(), dialog->windowTitle());
            QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(), qPrintable(what));
            const QAccessible::Role role = iface->role();
            if (role == QAccessible::EditableText || role == QAccessible::ComboBox ||
                role == QAccessible::SpinBox || role == QAccessible::Slider) {
                QVERIFY2(!w->accessibleName().isEmpty() ||
                             !iface->relations(QAccessible::Label).isEmpty(),
                         qPrintable(QStringLiteral("no label: ") + what));
            }
        }
        if (owned) dialog->hide();
    }
}

// Tab goes the way a dialog is read: down a column, left to right along a row, and on to the
// top of the next column to the right; never back up the same column.
void TestAccess::tabOrderFollowsTheLayout() {
    auto all = dialogs();
    all.push_back(nullptr); // the main window, not owned here
    for (const auto& owned : all) {
        QWidget* dialog = owned ? owned.get() : m_window.get();
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QList<QWidget*> chain = tabChain(dialog);
        for (qsizetype i = 1; i < chain.size(); ++i) {
            const QRect a(chain[i - 1]->mapTo(dialog, QPoint()), chain[i - 1]->size());
            const QRect b(chain[i]->mapTo(dialog, QPoint()), chain[i]->size());
            const bool sameRow =
                std::abs(a.center().y() - b.center().y()) < std::max(a.height(), b.height()) / 2;
            const bool readOn = sameRow ? b.left() > a.left()
                                        : b.center().y() > a.center().y() || b.left() >= a.right();
            QVERIFY2(
                readOn,
                qPrintable(QStringLiteral("%1: %2 (%3) after %4 (%5)")
                               .arg(dialog->windowTitle(),
                                    QAccessible::queryAccessibleInterface(chain[i])->text(
                                        QAccessible::Name),
                                    QString::fromLatin1(chain[i]->metaObject()->className()),
                                    QAccessible::queryAccessibleInterface(chain[i - 1])
                                        ->text(QAccessible::Name),
                                    QString::fromLatin1(chain[i - 1]->metaObject()->className()))));
        }
    }
}

// A combo box's choice is its accessible description (Qt 6.4 gives AT-SPI no value for a
// labelled one), and follows the choice.
void TestAccess::choicesAreHeard() {
    auto all = dialogs();
    int boxes = 0;
    for (const auto& dialog : all) {
        for (QComboBox* box : dialog->findChildren<QComboBox*>()) {
            if (box->isEditable()) continue; // its line edit reads its text
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(box);
            QCOMPARE(iface->text(QAccessible::Description), box->currentText());
            if (box->count() > 1 && box->isEnabled() && box->isVisibleTo(dialog.get())) {
                // Changed by the keys, with focus: announced.
                dialog->show();
                QApplication::setActiveWindow(dialog.get());
                QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
                box->setFocus();
                QTRY_VERIFY(box->hasFocus());
                QTest::keyClick(box,
                                box->currentIndex() + 1 < box->count() ? Qt::Key_Down : Qt::Key_Up);
                QCOMPARE(iface->text(QAccessible::Description), box->currentText());
                auto* region = dialog->findChild<LiveRegion*>();
                QVERIFY(region);
                QTRY_COMPARE(region->lastAnnouncement(), box->currentText());
                QCOMPARE(QAccessible::queryAccessibleInterface(region)->role(),
                         QAccessible::Notification);
            }
            ++boxes;
        }
    }
    QVERIFY(boxes >= 7);
}

QTEST_MAIN(TestAccess)
// The Games window's progress bar is named for what it shows, as the status beside it says it:
// the update of an older library at start-up, then an import.
void TestAccess::progressBarSaysWhatItShows() {
    m_window.reset(); // its library would share the writer's connection with this one
    LibraryStore store(m_dir->filePath(QStringLiteral("older.sqlite")));
    GamesWindow games(store, QStringLiteral("Anna"), QStringList{});
    games.show();
    QAccessibleInterface* bar = QAccessible::queryAccessibleInterface(games.progressBar());
    QCOMPARE(nameOf(bar), QStringLiteral("Import progress"));
    emit store.migrationProgress(3, 10); // as the writer says it, opening an older library
    store.open();                        // done with it: the library opens
    QVERIFY(games.progressBar()->isVisible());
    QVERIFY(games.statusLabel()->text().startsWith(QStringLiteral("Updating your library")));
    QCOMPARE(nameOf(bar), QStringLiteral("Library update progress"));
    QTRY_VERIFY(store.isReady()); // the update is over
    QVERIFY(games.progressBar()->isHidden());

    QFile file(m_dir->filePath(QStringLiteral("one.pgn")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
    file.close();
    QSignalSpy imported(&store, &LibraryStore::imported);
    games.importFiles({file.fileName()});
    QVERIFY(games.progressBar()->isVisible());
    QCOMPARE(nameOf(bar), QStringLiteral("Import progress"));
    // Not wait(): the worker emits in its own thread, and may be done before wait() starts.
    QTRY_COMPARE_WITH_TIMEOUT(imported.size(), 1, 5000);
}

#include "tst_access.moc"
