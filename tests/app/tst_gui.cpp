// The desktop game driven the way a user drives it: mouse presses, drags and clicks on the board
// view's viewport, typed moves, menu actions and dialogs, under QT_QPA_PLATFORM=offscreen.
//
// Every test gets a fresh MainWindow on its own INI file in a temporary directory, written with
// sound off and animations off before the window exists, so nothing plays audio and every piece
// stands on its square as soon as a move is made. The computer plays at the weakest level
// (depth 2) and replies without the usual pause, so a game moves in milliseconds.
//
// What the window shows is checked against the rules core (ferz::Position, ferz::Game), never
// against the window's own idea of the game.
#include "analysiscontroller.h"
#include "banner.h"
#include "boardscene.h"
#include "boardtheme.h"
#include "boardview.h"
#include "evalgraph.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "guitest.h"
#include "mainwindow.h"
#include "movegen.h"
#include "movelist.h"
#include "newgamedialog.h"
#include "notation.h"
#include "pieceitem.h"
#include "preferences.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>
#include <optional>

using namespace ferz;

namespace {

// The weakest level: four plies deep, a few thousand nodes; it answers in milliseconds.
constexpr int TestElo = 600;
// Longest wait for the computer's move.
constexpr int ReplyTimeoutMs = 10'000;

const char* const StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const CastlingFen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R %1 KQkq - 0 1";
// White's queen checks the black king back and forth: Qe8+ Kh7 Qh5+ Kg8. Every reply of the
// computer (Black) is forced, so the start position comes back every four plies.
const char* const PerpetualFen = "6k1/6p1/8/7Q/8/8/8/K7 w - - 0 1";

Position positionOf(const QString& fen) {
    Parsed<Position> p = Position::fromFen(fen.toStdString());
    if (!p) qFatal("bad FEN in a test: %s (%s)", qPrintable(fen), p.error().c_str());
    return p.value();
}

QString str(const std::string& s) {
    return QString::fromStdString(s);
}

// Colours differ by at most `tolerance` in each channel (smooth scaling blends edges).
bool near(QColor a, QColor b, int tolerance = 6) {
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dragPlaysAndComputerAnswers();
    void illegalDragChangesNothing_data();
    void illegalDragChangesNothing();
    void clickClick_data();
    void clickClick();
    void promotion_data();
    void promotion();
    void promotionCancelled_data();
    void promotionCancelled();
    void castling_data();
    void castling();
    void undoDuringSearch_data();
    void undoDuringSearch();
    void redo();
    void variationsInReview();
    void playFromHere();
    void analyseGame();
    void cancelAnalysis();
    void checkmate_data();
    void checkmate();
    void stalemate_data();
    void stalemate();
    void threefoldRepetitionClaim();
    void fivefoldRepetition();
    void flagFall_data();
    void flagFall();
    void claimWithTheMove_data();
    void claimWithTheMove();
    void resign_data();
    void resign();
    void newGameDuringSearch_data();
    void newGameDuringSearch();
    void settingsSurviveRestart();
    void levelAboveTheStrongest();
    void corruptSettings_data();
    void corruptSettings();
    void moveEntry_data();
    void moveEntry();
    void screenshots();

private:
    void openWindow();
    void startGame(const QString& fen, Color human, std::optional<int> elo = TestElo);
    GameController* game() const { return m_window->game(); }
    BoardScene* scene() const { return m_window->scene(); }
    QWidget* viewport() const { return m_window->boardView()->viewport(); }
    std::size_t ply() const { return game()->game().ply(); }
    QString moves() const { return game()->sanMoves().join(QLatin1Char(' ')); }
    // The viewport point over the centre of a square, and back.
    QPoint pointOf(Square s) const;
    QPoint pointOf(const QPointF& scenePoint) const;
    // Presses at `from`, moves there in steps with the button held, releases at `to`.
    void drag(QPoint from, QPoint to);
    void drag(Square from, Square to) { drag(pointOf(from), pointOf(to)); }
    void click(Square s) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(s)); }
    bool waitForPly(std::size_t wanted, int timeoutMs = ReplyTimeoutMs) const;
    // The piece item on `s` is `piece` and stands on the square's centre.
    bool pieceShown(Square s, Piece piece) const;
    // The window's label showing exactly `text`, if one is visible.
    QLabel* visibleLabel(const QString& text) const;
    QAction* actionWithData(const QVariant& data) const;
    static QPushButton* bannerButton(Banner* banner, const QString& text);
    // Triggers Undo and answers its question (after a game the players ended) with `answer`;
    // false when it asked nothing.
    bool undoAnswering(QMessageBox::StandardButton answer);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

// -- Fixture

void TestGui::initTestCase() {
    silenceOffscreenSizeHintWarning();
}

void TestGui::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = quietSettings(*m_dir);
    openWindow();
}

void TestGui::cleanup() {
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestGui::openWindow() {
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestGui::startGame(const QString& fen, Color human, std::optional<int> elo) {
    GameSetup setup;
    setup.start = positionOf(fen);
    setup.humanSide = human;
    setup.elo = elo;
    game()->setMinimumReplyMs(0);
    m_window->startGame(setup);
    // Casual: a takeback asks nothing, and one after the end is allowed (tst_play holds what a
    // rated game asks and refuses).
    game()->setUnrated(Unrated::SetUp);
}

QPoint TestGui::pointOf(Square s) const {
    return pointOf(scene()->squareCenter(s));
}

QPoint TestGui::pointOf(const QPointF& scenePoint) const {
    return m_window->boardView()->mapFromScene(scenePoint);
}

void TestGui::drag(QPoint from, QPoint to) {
    QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
    constexpr int Steps = 5;
    for (int i = 1; i <= Steps; ++i) QTest::mouseMove(viewport(), from + (to - from) * i / Steps);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, to);
}

bool TestGui::waitForPly(std::size_t wanted, int timeoutMs) const {
    return QTest::qWaitFor([&] { return ply() >= wanted; }, timeoutMs) && ply() == wanted;
}

bool TestGui::pieceShown(Square s, Piece piece) const {
    const PieceItem* item = scene()->pieceAt(s);
    return item && item->piece() == piece && item->pos() == scene()->squareCenter(s);
}

QLabel* TestGui::visibleLabel(const QString& text) const {
    for (QLabel* label : m_window->findChildren<QLabel*>())
        if (label->isVisible() && label->text() == text) return label;
    return nullptr;
}

QAction* TestGui::actionWithData(const QVariant& data) const {
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->actionGroup() && a->data() == data) return a;
    return nullptr;
}

QPushButton* TestGui::bannerButton(Banner* banner, const QString& text) {
    for (QPushButton* b : banner->findChildren<QPushButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

bool TestGui::undoAnswering(QMessageBox::StandardButton answer) {
    bool asked = false;
    whenModal<QMessageBox>([&asked, answer](QMessageBox* box) {
        asked = true;
        box->button(answer)->click();
    });
    m_window->action(QStringLiteral("undo"))->trigger();
    return asked;
}

// -- Moves with the mouse

// The pawn follows the hand while it is dragged, lands on e4 when dropped, and the computer
// answers with a move of its own.
void TestGui::dragPlaysAndComputerAnswers() {
    startGame(StartFen, White);
    QSignalSpy played(game(), &GameController::movePlayed);
    const QPoint from = pointOf(E2), to = pointOf(E4);

    QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i) QTest::mouseMove(viewport(), from + (to - from) * i / 4);
    const QPointF hand = m_window->boardView()->mapToScene(to);
    QVERIFY(scene()->pieceAt(E2));
    QVERIFY2(QLineF(scene()->pieceAt(E2)->pos(), hand).length() < 2, "the pawn stays behind");
    QCOMPARE(ply(), std::size_t(0)); // nothing is played before the drop
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, to);

    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->game().moves().front(), Move(E2, E4));
    QCOMPARE(game()->sanMoves().front(), QStringLiteral("e4"));
    QVERIFY(pieceShown(E4, WhitePawn));
    QVERIFY(!scene()->pieceAt(E2));
    QVERIFY(game()->computerThinking());
    const Position afterE4 = positionOf(str(game()->position().fen()));

    QVERIFY2(waitForPly(2), qPrintable(moves()));
    QCOMPARE(played.count(), 2);
    const auto reply = played.at(1).at(0).value<MoveRecord>();
    QVERIFY(reply.byComputer);
    QCOMPARE(reply.move, game()->game().moves().at(1));
    QCOMPARE(colorOf(afterE4.pieceOn(reply.move.from())), Black);
    QVERIFY(game()->isHumanTurn());
    // The move list shows both moves, the board the computer's.
    auto* list = m_window->moveList();
    QCOMPARE(list->moveCount(), 2);
    QCOMPARE(list->plainText(), QStringLiteral("1. e4 ") + game()->sanMoves().at(1));
    QVERIFY(pieceShown(reply.move.to(), game()->position().pieceOn(reply.move.to())));
}

void TestGui::illegalDragChangesNothing_data() {
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to"); // NoSquare: off the board
    QTest::newRow("pawn three squares e2-e5") << int(E2) << int(E5);
    QTest::newRow("knight onto its own pawn g1-e2") << int(G1) << int(E2);
    QTest::newRow("black pawn while White is to move") << int(E7) << int(E5);
    QTest::newRow("pawn dropped off the board") << int(E2) << int(NoSquare);
}

void TestGui::illegalDragChangesNothing() {
    QFETCH(int, from);
    QFETCH(int, to);
    startGame(StartFen, White);
    const std::string fen = game()->position().fen();
    const Piece piece = game()->position().pieceOn(Square(from));
    QSignalSpy played(game(), &GameController::movePlayed);

    const QPoint target = to == NoSquare ? pointOf(QPointF(-30, 450)) : pointOf(Square(to));
    drag(pointOf(Square(from)), target);

    QCOMPARE(played.count(), 0);
    QCOMPARE(ply(), std::size_t(0));
    QCOMPARE(game()->position().fen(), fen);
    QVERIFY2(pieceShown(Square(from), piece), "the piece is not back on its square");
    if (to != NoSquare) {
        const Piece there = game()->position().pieceOn(Square(to));
        QVERIFY(there == NoPiece ? !scene()->pieceAt(Square(to)) : pieceShown(Square(to), there));
    }
    QCOMPARE(scene()->selectedSquare(), NoSquare);
}

void TestGui::clickClick_data() {
    QTest::addColumn<QList<int>>("clicks");
    QTest::addColumn<QString>("san");  // empty: no move
    QTest::addColumn<int>("selected"); // the selection after the clicks
    QTest::newRow("knight g1, then f3") << QList<int>{G1, F3} << "Nf3" << int(NoSquare);
    QTest::newRow("pawn e2, then e4") << QList<int>{E2, E4} << "e4" << int(NoSquare);
    QTest::newRow("g1, then b1, then c3") << QList<int>{G1, B1, C3} << "Nc3" << int(NoSquare);
    QTest::newRow("one click selects") << QList<int>{G1} << "" << int(G1);
    QTest::newRow("a second click puts it down") << QList<int>{G1, G1} << "" << int(NoSquare);
    QTest::newRow("a square out of reach deselects") << QList<int>{G1, G4} << "" << int(NoSquare);
    QTest::newRow("an opponent's piece cannot be selected")
        << QList<int>{B8, C6} << "" << int(NoSquare);
}

void TestGui::clickClick() {
    QFETCH(QList<int>, clicks);
    QFETCH(QString, san);
    QFETCH(int, selected);
    startGame(StartFen, White);
    const Position start = game()->position();

    for (int s : clicks) click(Square(s));

    QCOMPARE(scene()->selectedSquare(), Square(selected));
    if (san.isEmpty()) {
        QCOMPARE(ply(), std::size_t(0));
        QCOMPARE(game()->position().fen(), start.fen());
        return;
    }
    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->sanMoves().front(), san);
    const Move m = game()->game().moves().front();
    QCOMPARE(m.from(), Square(clicks.at(clicks.size() - 2)));
    QCOMPARE(m.to(), Square(clicks.back()));
    QVERIFY(pieceShown(m.to(), start.pieceOn(m.from())));
    QVERIFY(!scene()->pieceAt(m.from()));
}

void TestGui::promotion_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<int>("piece");
    QTest::addColumn<QString>("san");
    QTest::newRow("knight, White") << "8/P6k/8/8/8/8/7P/K7 w - - 0 1" << int(White) << int(A7)
                                   << int(A8) << int(Knight) << "a8=N";
    QTest::newRow("bishop, capturing") << "r6k/1P6/8/8/8/8/7P/1K6 w - - 0 1" << int(White)
                                       << int(B7) << int(A8) << int(Bishop) << "bxa8=B";
    QTest::newRow("queen, White") << "8/P6k/8/8/8/8/7P/K7 w - - 0 1" << int(White) << int(A7)
                                  << int(A8) << int(Queen) << "a8=Q";
    QTest::newRow("rook, Black on the turned board")
        << "7K/8/8/8/8/8/p7/6k1 b - - 0 1" << int(Black) << int(A2) << int(A1) << int(Rook)
        << "a1=R";
}

// The pawn dropped on the last rank opens the chooser; nothing is played until a piece is
// chosen, and then exactly that piece appears.
void TestGui::promotion() {
    QFETCH(QString, fen);
    QFETCH(int, human);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(int, piece);
    QFETCH(QString, san);
    startGame(fen, Color(human));
    QCOMPARE(scene()->flipped(), human == Black);

    drag(Square(from), Square(to));
    QVERIFY(scene()->choosingPromotion());
    QCOMPARE(ply(), std::size_t(0));
    const QRectF cell = scene()->promotionCell(PieceType(piece));
    QVERIFY(!cell.isEmpty());
    // The choices stand in the promotion square's column, the queen on the square itself.
    QCOMPARE(scene()->promotionCell(Queen), scene()->squareRect(Square(to)));
    QCOMPARE(scene()->squareAt(cell.center()) % 8, Square(to) % 8);

    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(cell.center()));

    QVERIFY(!scene()->choosingPromotion());
    QCOMPARE(ply(), std::size_t(1));
    const Move m = game()->game().moves().front();
    QVERIFY(m.isPromotion());
    QCOMPARE(m.promotion(), PieceType(piece));
    QCOMPARE(game()->sanMoves().front(), san);
    const Piece promoted = makePiece(Color(human), PieceType(piece));
    QCOMPARE(game()->position().pieceOn(Square(to)), promoted);
    QVERIFY(pieceShown(Square(to), promoted));
    QVERIFY(!scene()->pieceAt(Square(from)));
}

void TestGui::promotionCancelled_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("left click outside the choices") << "outside";
    QTest::newRow("right click on a choice") << "right";
    QTest::newRow("Escape") << "escape";
}

// A cancelled choice puts the pawn back and changes nothing; the pawn can still promote.
void TestGui::promotionCancelled() {
    QFETCH(QString, how);
    startGame(QStringLiteral("8/P6k/8/8/8/8/7P/K7 w - - 0 1"), White);
    const std::string fen = game()->position().fen();

    drag(A7, A8);
    QVERIFY(scene()->choosingPromotion());
    if (how == QLatin1String("outside")) {
        click(H1);
    } else if (how == QLatin1String("right")) {
        QTest::mouseClick(viewport(), Qt::RightButton, {},
                          pointOf(scene()->promotionCell(Knight).center()));
    } else {
        m_window->boardView()->setFocus();
        QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    }

    QVERIFY(!scene()->choosingPromotion());
    QCOMPARE(ply(), std::size_t(0));
    QCOMPARE(game()->position().fen(), fen);
    QVERIFY2(pieceShown(A7, WhitePawn), "the pawn is not back on a7");
    QVERIFY(!scene()->pieceAt(A8));

    // Still the user's move: click, click, and a queen this time.
    click(A7);
    click(A8);
    QVERIFY(scene()->choosingPromotion());
    QTest::mouseClick(viewport(), Qt::LeftButton, {},
                      pointOf(scene()->promotionCell(Queen).center()));
    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->sanMoves().front(), QStringLiteral("a8=Q"));
}

void TestGui::castling_data() {
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to"); // where the king is dropped
    QTest::addColumn<QString>("san");
    QTest::addColumn<int>("kingTo");
    QTest::addColumn<int>("rookFrom");
    QTest::addColumn<int>("rookTo");
    QTest::newRow("White short, two squares")
        << int(White) << int(E1) << int(G1) << "O-O" << int(G1) << int(H1) << int(F1);
    QTest::newRow("White short, onto the rook")
        << int(White) << int(E1) << int(H1) << "O-O" << int(G1) << int(H1) << int(F1);
    QTest::newRow("White long, two squares")
        << int(White) << int(E1) << int(C1) << "O-O-O" << int(C1) << int(A1) << int(D1);
    QTest::newRow("White long, onto the rook")
        << int(White) << int(E1) << int(A1) << "O-O-O" << int(C1) << int(A1) << int(D1);
    QTest::newRow("Black short, two squares")
        << int(Black) << int(E8) << int(G8) << "O-O" << int(G8) << int(H8) << int(F8);
    QTest::newRow("Black long, onto the rook")
        << int(Black) << int(E8) << int(A8) << "O-O-O" << int(C8) << int(A8) << int(D8);
}

void TestGui::castling() {
    QFETCH(int, human);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, san);
    QFETCH(int, kingTo);
    QFETCH(int, rookFrom);
    QFETCH(int, rookTo);
    const Color side = Color(human);
    startGame(QString::fromLatin1(CastlingFen).arg(side == White ? 'w' : 'b'), side);

    drag(Square(from), Square(to));

    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->sanMoves().front(), san);
    QCOMPARE(game()->game().moves().front().kind(), Move::Castling);
    const Piece king = makePiece(side, King), rook = makePiece(side, Rook);
    const Position& pos = game()->position();
    QCOMPARE(pos.pieceOn(Square(kingTo)), king);
    QCOMPARE(pos.pieceOn(Square(rookTo)), rook);
    QCOMPARE(pos.pieceOn(Square(rookFrom)), NoPiece);
    QVERIFY2(pieceShown(Square(kingTo), king), "the king is not shown on its square");
    QVERIFY2(pieceShown(Square(rookTo), rook), "the rook is not shown on its square");
    QVERIFY(!scene()->pieceAt(Square(rookFrom)));
    QVERIFY(!scene()->pieceAt(Square(from)));
}

// -- Taking back and replaying

void TestGui::undoDuringSearch_data() {
    QTest::addColumn<int>("elo"); // 0: full strength
    QTest::addColumn<int>("minReplyMs");
    QTest::addColumn<int>("undoAfterMs");
    QTest::newRow("at once") << TestElo << 0 << 0;
    QTest::newRow("in the middle of a full-strength search") << 0 << 0 << 300;
    QTest::newRow("while the found move waits to be shown") << TestElo << 3000 << 700;
}

// Undo while the computer thinks takes back the user's move, and the move the computer was
// looking for never arrives; the computer still answers the next move.
void TestGui::undoDuringSearch() {
    QFETCH(int, elo);
    QFETCH(int, minReplyMs);
    QFETCH(int, undoAfterMs);
    const std::optional<int> level = elo ? std::optional<int>(elo) : std::nullopt;
    startGame(StartFen, White, level);
    game()->setMinimumReplyMs(minReplyMs);
    const std::string start = game()->position().fen();

    drag(E2, E4);
    QCOMPARE(ply(), std::size_t(1));
    if (undoAfterMs) QTest::qWait(undoAfterMs);
    QVERIFY(game()->computerThinking());
    QVERIFY(m_window->action(QStringLiteral("undo"))->isEnabled());
    QSignalSpy played(game(), &GameController::movePlayed);

    m_window->action(QStringLiteral("undo"))->trigger();

    QVERIFY(game()->isHumanTurn());
    QVERIFY(!game()->computerThinking());
    QCOMPARE(ply(), std::size_t(0));
    QCOMPARE(game()->position().fen(), start);
    QCOMPARE(m_window->moveList()->plainText(), QStringLiteral("1. e4")); // taken back: Redo
    QVERIFY(pieceShown(E2, WhitePawn));
    QVERIFY(!scene()->pieceAt(E4));
    QVERIFY(!m_window->action(QStringLiteral("undo"))->isEnabled());
    QVERIFY(m_window->action(QStringLiteral("redo"))->isEnabled());

    // Until well after the search would have ended and its move been shown.
    QTest::qWait(std::max(GameController::moveTimeMs(level), minReplyMs) - undoAfterMs + 1000);
    QCOMPARE(played.count(), 0);
    QCOMPARE(ply(), std::size_t(0));
    QCOMPARE(game()->position().fen(), start);
    QVERIFY(game()->isHumanTurn());

    game()->setMinimumReplyMs(0);
    drag(D2, D4);
    QCOMPARE(game()->sanMoves().value(0), QStringLiteral("d4"));
    QVERIFY2(waitForPly(2), qPrintable(moves()));
}

// In review, a move on the board adds a variation there; the list shows it, the arrow keys walk
// through it, and it can be promoted or deleted, but never at the cost of the game's moves.
void TestGui::variationsInReview() {
    startGame(StartFen, White);
    drag(E2, E4);
    QVERIFY2(waitForPly(2), qPrintable(moves()));
    const QString reply = game()->sanMoves().at(1);
    const char* other = reply == QStringLiteral("c5") ? "e5" : "c5";
    auto* list = m_window->moveList();

    // A click on 1. e4 in the list shows the position after it.
    QCOMPARE(list->moveCount(), 2);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->moveRect(0).center());
    QVERIFY(m_window->review()->reviewing());
    QCOMPARE(m_window->review()->ply(), 1);
    QCOMPARE(list->shownIndex(), 0);
    QVERIFY(!m_window->action(QStringLiteral("promoteVariation"))->isEnabled());
    QVERIFY(!m_window->action(QStringLiteral("deleteLine"))->isEnabled()); // the game's move

    // Black's other move, dragged on the board under review.
    const Move alt = *parseSan(m_window->review()->position(), other);
    drag(alt.from(), alt.to());
    QCOMPARE(game()->game().ply(), std::size_t(2)); // the game is as it was
    QCOMPARE(game()->sanMoves().at(1), reply);
    QVERIFY(m_window->review()->reviewing());
    QCOMPARE(m_window->review()->node()->move(), alt);
    QVERIFY(pieceShown(alt.to(), BlackPawn));
    QCOMPARE(list->plainText(),
             QStringLiteral("1. e4 %1\n(1… %2)").arg(reply, QString::fromLatin1(other)));
    QVERIFY(m_window->reviewBanner()->text().contains(QStringLiteral("variation")));
    QVERIFY(m_window->action(QStringLiteral("deleteLine"))->isEnabled());
    // Promoting it would change the game's moves: not offered.
    QVERIFY(!m_window->action(QStringLiteral("promoteVariation"))->isEnabled());

    // Up and down go between the moves played at the same point; left goes back.
    m_window->action(QStringLiteral("previousVariation"))->trigger();
    QVERIFY(!m_window->review()->reviewing()); // the computer's reply: the game as it stands
    m_window->action(QStringLiteral("nextVariation"))->trigger();
    QCOMPARE(m_window->review()->node()->move(), alt);
    m_window->action(QStringLiteral("previous"))->trigger();
    QCOMPARE(m_window->review()->ply(), 1);
    m_window->action(QStringLiteral("next"))->trigger(); // along the main line
    QVERIFY(!m_window->review()->reviewing());

    // Deleted, the variation goes, and the window shows the position before it.
    m_window->action(QStringLiteral("previousVariation"))->trigger();
    m_window->action(QStringLiteral("nextVariation"))->trigger();
    QCOMPARE(m_window->review()->node()->move(), alt);
    m_window->action(QStringLiteral("deleteLine"))->trigger();
    QCOMPARE(game()->tree().size(), 2);
    QCOMPARE(m_window->review()->ply(), 1);
    QCOMPARE(list->plainText(), QStringLiteral("1. e4 ") + reply);
}

// Play from here: the line under review becomes the game, the user takes the side to move
// there, and the line the game had becomes a variation.
void TestGui::playFromHere() {
    startGame(StartFen, White);
    drag(E2, E4);
    QVERIFY2(waitForPly(2), qPrintable(moves()));
    m_window->review()->showPly(1);
    m_window->review()->showPly(0);
    const Move d4 = *parseSan(Position(), "d4");
    drag(d4.from(), d4.to());
    const GameTree::Node* node = m_window->review()->node();
    QCOMPARE(node->move(), d4);
    QVERIFY(!node->isFirstChild());
    QVERIFY(m_window->action(QStringLiteral("playFromHere"))->isEnabled());

    game()->playFromHere(node, 800);
    QVERIFY(!m_window->review()->reviewing());
    QCOMPARE(game()->currentNode(), node);
    QVERIFY(node->isFirstChild()); // the main line now
    QCOMPARE(game()->humanSide(), Black);
    QCOMPARE(game()->setup().elo, std::optional<int>(800));
    QVERIFY(game()->isHumanTurn());
    QCOMPARE(game()->tree().root()->children.size(), std::size_t(2));
    QVERIFY(m_window->moveList()->plainText().startsWith(QStringLiteral("1. d4\n(1. e4 ")));
    const Move nf6 = *parseSan(game()->position(), "Nf6");
    drag(nf6.from(), nf6.to());
    QVERIFY2(waitForPly(3), qPrintable(moves()));
    QCOMPARE(game()->sanMoves().mid(0, 2), QStringList({"d4", "Nf6"}));
}

// Analyse game: every position in the background, the graph, the glyph and the words on the
// blunder, the better move as an arrow.
void TestGui::analyseGame() {
    m_window->document()->paste(QStringLiteral("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"));
    QVERIFY(game()->over());
    QAction* analyse = m_window->action(QStringLiteral("analyseGame"));
    QVERIFY(analyse->isEnabled());
    m_window->analysis()->setNodesPerPosition(20'000);
    QSignalSpy finished(m_window->analysis(), &AnalysisController::finished);
    analyse->trigger();
    QVERIFY(!analyse->isEnabled());
    QVERIFY(finished.wait(30'000));
    QVERIFY(analyse->isEnabled());
    QCOMPARE(m_window->evalGraph()->points(), 8); // the start and after each of the 7 moves

    // 3... Nf6?? allows the mate: marked in the record and in the list.
    const GameTree::Node* nf6 = game()->tree().mainLineAt(6);
    QCOMPARE(QString::fromStdString(nf6->san), QStringLiteral("Nf6"));
    QVERIFY(std::find(nf6->data.nags.begin(), nf6->data.nags.end(), 4) != nf6->data.nags.end());
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("Nf6??")));
    // The verdict is written as the move's comment, in the user's language (English here).
    QCOMPARE(nf6->data.comments.size(), std::size_t(1));
    QVERIFY(
        QString::fromStdString(nf6->data.comments.back()).startsWith(QStringLiteral("Blunder: ")));
    // The better line is the variation beside 3... Nf6, not written again in the comment.
    QVERIFY(nf6->parent->children.size() >= 2);
    const QString comment = QString::fromStdString(nf6->data.comments.back());
    QVERIFY2(comment.contains(QStringLiteral("was better")) &&
                 !comment.contains(QStringLiteral("3…")),
             qPrintable(comment));
    m_window->review()->show(nf6);
    QVERIFY(m_window->reviewBanner()->text().contains(QStringLiteral("Blunder")));
    QVERIFY(m_window->reviewBanner()->text().contains(QStringLiteral("mate in 1")));
    // The better move is drawn where it can be played: before 3... Nf6, not after it.
    QCOMPARE(scene()->arrow().first, scene()->arrow().second);
    m_window->review()->show(nf6->parent);
    const auto [from, to] = scene()->arrow();
    QVERIFY(from != to);
    const Position before = game()->tree().positionAt(nf6->parent);
    QCOMPARE(colorOf(before.pieceOn(from)), Black);
    const ferz::MoveList legal(before);
    QVERIFY(std::any_of(legal.begin(), legal.end(),
                        [&](Move m) { return m.from() == from && m.to() == to; }));

    // The graph's axes are labelled, the plot inside them.
    EvalGraph* labelled = m_window->evalGraph();
    QVERIFY(labelled->pointOf(0).x() >
            labelled->fontMetrics().horizontalAdvance(QStringLiteral("Black")));
    QCOMPARE(labelled->moveLabels().isEmpty(), false);
    QCOMPARE(labelled->moveLabels().back() <= 4, true);

    // A click on the graph shows that position.
    EvalGraph* graph = m_window->evalGraph();
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(2));
    QCOMPARE(m_window->review()->ply(), 2);
    // And the analysis is part of the game saved.
    QVERIFY(writePgn(game()->toPgn()).find("[%eval") != std::string::npos);
}

// Cancelled, the analysis stops at once and leaves the record as it was.
void TestGui::cancelAnalysis() {
    m_window->document()->paste(
        QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
                       "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *"));
    m_window->analysis()->setNodesPerPosition(5'000'000);
    const std::string before = writePgn(game()->toPgn());
    m_window->action(QStringLiteral("analyseGame"))->trigger();
    QVERIFY(m_window->analysis()->running());
    QTest::qWait(100);
    QElapsedTimer timer;
    timer.start();
    auto* cancel = m_window->findChild<QPushButton*>(QStringLiteral("cancelAnalysis"));
    QVERIFY(cancel && cancel->isVisible());
    cancel->click();
    QVERIFY(!m_window->analysis()->running());
    // Long before the analysis would have ended (minutes at this node count).
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(writePgn(game()->toPgn()), before);
    QVERIFY(m_window->action(QStringLiteral("analyseGame"))->isEnabled());
}

// Redo plays again what undo took back, the user's move and the computer's reply; a different
// move after an undo keeps them, as a variation.
void TestGui::redo() {
    startGame(StartFen, White);
    QAction* undo = m_window->action(QStringLiteral("undo"));
    QAction* redo = m_window->action(QStringLiteral("redo"));
    drag(E2, E4);
    QVERIFY2(waitForPly(2), qPrintable(moves()));
    const std::vector<Move> played = game()->game().moves();
    const QStringList sans = game()->sanMoves();
    const std::string fen = game()->position().fen();
    QVERIFY(!redo->isEnabled());

    undo->trigger();
    QCOMPARE(ply(), std::size_t(0));
    QVERIFY(redo->isEnabled());
    QVERIFY(!scene()->pieceAt(E4));

    redo->trigger();
    QCOMPARE(game()->game().moves(), played);
    QCOMPARE(game()->sanMoves(), sans);
    QCOMPARE(game()->position().fen(), fen);
    QVERIFY(game()->isHumanTurn());
    QVERIFY(!game()->computerThinking());
    QVERIFY(!redo->isEnabled());
    QCOMPARE(m_window->moveList()->moveCount(), 2);
    QVERIFY(pieceShown(E4, WhitePawn));

    undo->trigger();
    QVERIFY(redo->isEnabled());
    drag(D2, D4);
    QCOMPARE(game()->sanMoves().value(0), QStringLiteral("d4"));
    QVERIFY(!game()->canRedo());
    QVERIFY(!redo->isEnabled());
    QVERIFY2(waitForPly(2), qPrintable(moves()));
    QVERIFY(!redo->isEnabled());
    const auto& firstMoves = game()->tree().root()->children;
    QCOMPARE(firstMoves.size(), std::size_t(2));
    QCOMPARE(firstMoves[1]->move(), played[0]);
    QCOMPARE(firstMoves[1]->mainChild()->move(), played[1]);
    QCOMPARE(m_window->moveList()->moveCount(), 4);
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("(1. e4 ") + sans[1] + ')'));
}

// -- The end of the game

void TestGui::checkmate_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("lastSan");
    QTest::addColumn<QString>("text");
    QTest::newRow("fool's mate, the user plays Black")
        << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2" << int(Black) << int(D8)
        << int(H4) << "Qh4#"
        << "Checkmate — Black wins";
    QTest::newRow("scholar's mate, the user plays White")
        << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4" << int(White)
        << int(H5) << int(F7) << "Qxf7#"
        << "Checkmate — White wins";
    QTest::newRow("fool's mate, the computer mates the user")
        << "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2" << int(White) << int(G2)
        << int(G4) << "Qh4#"
        << "Checkmate — Black wins";
}

void TestGui::checkmate() {
    QFETCH(QString, fen);
    QFETCH(int, human);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, lastSan);
    QFETCH(QString, text);
    startGame(fen, Color(human));
    QSignalSpy ended(game(), &GameController::gameEnded);

    drag(Square(from), Square(to));
    QVERIFY2(QTest::qWaitFor([&] { return game()->over(); }, ReplyTimeoutMs), qPrintable(moves()));

    QCOMPARE(ended.count(), 1);
    QCOMPARE(game()->sanMoves().last(), lastSan);
    QCOMPARE(game()->outcome().reason, Outcome::Reason::Checkmate);
    QCOMPARE(game()->status().reason, Termination::Checkmate);
    QVERIFY(m_window->endBanner()->isVisible());
    QCOMPARE(m_window->endBanner()->text(), text);
    // Said once: no dialog over the banner, no status line repeating it; the result is written.
    QCOMPARE(m_window->statusText(), QString());
    QVERIFY(!QApplication::activeModalWidget());
    for (QWidget* w : QApplication::topLevelWidgets())
        QVERIFY2(w == m_window.get() || !w->isVisible(), qPrintable(w->objectName()));
    QVERIFY(m_window->moveList()->plainText().endsWith(
        QString::fromLatin1(resultString(game()->outcome().result).data())));
    QVERIFY(!game()->computerThinking());
    QVERIFY(!m_window->action(QStringLiteral("resign"))->isEnabled());
    QVERIFY(!m_window->action(QStringLiteral("offerDraw"))->isEnabled());
    QVERIFY(!m_window->moveEntry()->isEnabled());
    // The banner offers the analysis of the game just ended.
    QPushButton* analyse = bannerButton(m_window->endBanner(), QStringLiteral("Analyse"));
    QVERIFY(analyse);
    m_window->analysis()->setNodesPerPosition(2'000);
    QSignalSpy analysed(m_window->analysis(), &AnalysisController::finished);
    QTest::mouseClick(analyse, Qt::LeftButton);
    QVERIFY(analysed.wait(30'000));
    QCOMPARE(m_window->evalGraph()->points(), int(game()->game().ply()) + 1);
}

void TestGui::stalemate_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("from"); // NoSquare: no move, the start is stalemate
    QTest::addColumn<int>("to");
    QTest::newRow("the user stalemates")
        << "7k/8/6Q1/8/8/8/8/K7 w - - 0 1" << int(White) << int(G6) << int(F7);
    QTest::newRow("the user is stalemated from the start")
        << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(Black) << int(NoSquare) << int(NoSquare);
    QTest::newRow("the computer is stalemated from the start")
        << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << int(White) << int(NoSquare) << int(NoSquare);
}

void TestGui::stalemate() {
    QFETCH(QString, fen);
    QFETCH(int, human);
    QFETCH(int, from);
    QFETCH(int, to);
    startGame(fen, Color(human));
    if (from != NoSquare) {
        QVERIFY(!game()->over());
        drag(Square(from), Square(to));
        QCOMPARE(ply(), std::size_t(1));
    }
    const QString text = QStringLiteral("Draw by stalemate");
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().result, Result::Draw);
    QCOMPARE(game()->outcome().reason, Outcome::Reason::Stalemate);
    QVERIFY(m_window->endBanner()->isVisible());
    QCOMPARE(m_window->endBanner()->text(), text);
    QVERIFY(m_window->moveList()->plainText().endsWith(QStringLiteral("½–½")));
    QVERIFY(!game()->computerThinking());
}

// The computer, forced to repeat, claims the draw itself the moment it may: its search scores
// the repetition 0, and it claims whenever it does not stand better. Taking that back and
// replaying the moves (redo does not search, so nobody claims) leaves the thrice-seen position
// with the user to move: the banner offers the claim, and the user claims with its button.
void TestGui::threefoldRepetitionClaim() {
    startGame(PerpetualFen, White);
    const Square checks[] = {E8, H5};
    for (int i = 0; i < 4; ++i) {
        QVERIFY(!m_window->claimBanner()->isVisible());
        QVERIFY(!m_window->action(QStringLiteral("claimDraw"))->isEnabled());
        drag(checks[(i + 1) % 2], checks[i % 2]);
        QCOMPARE(ferz::MoveList(game()->position()).size(), std::size_t(1)); // forced reply
        QVERIFY2(waitForPly(std::size_t(2 * i + 2)), qPrintable(moves()));
    }
    QCOMPARE(game()->game().repetitions(), 3);
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().reason, Outcome::Reason::ThreefoldClaimed);
    QVERIFY(game()->outcome().sideIsComputer);
    QCOMPARE(m_window->endBanner()->text(),
             QStringLiteral("Draw by threefold repetition, claimed by the computer"));

    QVERIFY(undoAnswering(QMessageBox::Yes)); // the claim is taken back too: asked first
    QCOMPARE(ply(), std::size_t(6));
    QVERIFY(!game()->over());
    QVERIFY(!m_window->endBanner()->isVisible());
    QVERIFY(!m_window->moveList()->plainText().contains(QStringLiteral("½–½")));
    QVERIFY(!m_window->claimBanner()->isVisible());
    m_window->action(QStringLiteral("redo"))->trigger();
    QCOMPARE(ply(), std::size_t(8));
    QVERIFY(!game()->over());
    QVERIFY(game()->isHumanTurn());
    QVERIFY(m_window->claimBanner()->isVisible());
    QVERIFY(m_window->claimBanner()->text().contains(QLatin1String("three times")));
    QVERIFY(m_window->action(QStringLiteral("claimDraw"))->isEnabled());

    // The banner's own button, as the user would.
    QPushButton* claim = m_window->claimBanner()->findChild<QPushButton*>();
    QVERIFY(claim);
    QTest::mouseClick(claim, Qt::LeftButton);
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().result, Result::Draw);
    QCOMPARE(game()->outcome().reason, Outcome::Reason::ThreefoldClaimed);
    QVERIFY(!game()->outcome().sideIsComputer);
    QVERIFY(!m_window->claimBanner()->isVisible());
    QVERIFY(m_window->endBanner()->isVisible());
    const QString text = QStringLiteral("Draw by threefold repetition, claimed by you");
    QCOMPARE(m_window->endBanner()->text(), text);
}

// The fifth occurrence ends the game without anybody claiming. The computer claims each
// repetition from the third on (see above); each claim is taken back and the two moves are
// replayed, and the user plays on whenever their own move allows a claim, until the computer's
// forced move brings the position back a fifth time.
void TestGui::fivefoldRepetition() {
    startGame(PerpetualFen, White);
    const Square checks[] = {E8, H5};
    for (int i = 0; i < 8; ++i) {
        drag(checks[(i + 1) % 2], checks[i % 2]);
        if (game()->claimWaiting()) { // the user's move allows a claim: decline it
            QVERIFY(m_window->claimBanner()->isVisible());
            QVERIFY(!game()->computerThinking());
            game()->playOn();
        }
        QVERIFY2(waitForPly(std::size_t(2 * i + 2)), qPrintable(moves()));
        if (i == 7) break;
        QVERIFY(game()->game().repetitions() >= 3 || !game()->over());
        if (game()->over()) {
            QCOMPARE(game()->outcome().reason, Outcome::Reason::ThreefoldClaimed);
            QVERIFY(undoAnswering(QMessageBox::Yes));
            m_window->action(QStringLiteral("redo"))->trigger();
            QCOMPARE(ply(), std::size_t(2 * i + 2));
            QVERIFY(!game()->over());
        }
    }
    QCOMPARE(game()->game().repetitions(), 5);
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().result, Result::Draw);
    QCOMPARE(game()->outcome().reason, Outcome::Reason::FivefoldRepetition);
    const QString text = QStringLiteral("Draw by fivefold repetition");
    QVERIFY(m_window->endBanner()->isVisible());
    QCOMPARE(m_window->endBanner()->text(), text);
    QVERIFY(!m_window->claimBanner()->isVisible());
}

void TestGui::flagFall_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("result");
    QTest::newRow("the computer can still mate")
        << StartFen << "White ran out of time — Black wins" << int(Result::BlackWins);
    QTest::newRow("a lone black king cannot mate")
        << "7k/8/8/8/8/8/R7/K7 w - - 0 1"
        << "White ran out of time, but Black cannot mate — draw" << int(Result::Draw);
    // A knight mates a king hemmed in by its own rook, so this is a loss.
    QTest::newRow("a lone black knight, with help")
        << "6nk/8/8/8/8/8/R7/K7 w - - 0 1"
        << "White ran out of time — Black wins" << int(Result::BlackWins);
}

// The user's flag falls: a loss, unless the computer could not mate by any series of moves.
// A side's first move is not timed, so the flag falls on the user's second move. Undo asks,
// then takes the move and the result back, with the times as they were.
void TestGui::flagFall() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(int, result);
    GameSetup setup;
    setup.start = positionOf(fen);
    setup.humanSide = White;
    setup.elo = TestElo;
    setup.clock.baseMs = 400;
    setup.clock.incrementMs = 0;
    game()->setMinimumReplyMs(0);
    m_window->startGame(setup);
    game()->setUnrated(Unrated::SetUp); // casual: it may be taken back after its end
    QVERIFY(!game()->clock().running());
    QTest::qWait(600); // longer than the whole time: the first move is free
    QVERIFY(!game()->over());
    QCOMPARE(game()->clock().remainingMs(White), 400);
    drag(A2, A3);
    QVERIFY2(waitForPly(2), qPrintable(moves()));
    QVERIFY(game()->clock().running());
    QCOMPARE(game()->clock().runningSide(), White);
    QCOMPARE(game()->clock().remainingMs(Black), 400); // Black's first move was free too
    QTRY_VERIFY_WITH_TIMEOUT(game()->over(), 3000);
    QCOMPARE(game()->clock().remainingMs(White), 0);
    QCOMPARE(int(game()->outcome().result), result);
    QCOMPARE(m_window->endBanner()->text(), text);

    QVERIFY(m_window->action(QStringLiteral("undo"))->isEnabled());
    QVERIFY(undoAnswering(QMessageBox::No)); // asked, and kept
    QVERIFY(game()->over());
    QCOMPARE(ply(), std::size_t(2));
    QVERIFY(undoAnswering(QMessageBox::Yes));
    QVERIFY(!game()->over());
    QCOMPARE(ply(), std::size_t(0));
    QVERIFY(!m_window->endBanner()->isVisible());
    QCOMPARE(game()->clock().remainingMs(White), 0); // time spent stays spent
    QVERIFY(!game()->clock().running());
}

void TestGui::claimWithTheMove_data() {
    QTest::addColumn<bool>("claim");
    QTest::newRow("the user claims") << true;
    QTest::newRow("the user plays on") << false;
}

// The move that completes fifty moves without a capture or a pawn move lets its player claim
// (FIDE 9.3.1): the computer waits, without searching, until the user claims or plays on.
void TestGui::claimWithTheMove() {
    QFETCH(bool, claim);
    startGame(QStringLiteral("7k/8/8/8/8/8/R7/K7 w - - 99 80"), White);
    QVERIFY(!m_window->claimBanner()->isVisible());
    drag(A2, A3);
    QCOMPARE(ply(), std::size_t(1));
    QVERIFY(game()->claimWaiting());
    QVERIFY(!game()->computerThinking());
    QVERIFY(m_window->claimBanner()->isVisible());
    QVERIFY(m_window->claimBanner()->text().contains(QLatin1String("Your move completes fifty")));
    QVERIFY(m_window->action(QStringLiteral("claimDraw"))->isEnabled());
    QTest::qWait(300);
    QCOMPARE(ply(), std::size_t(1)); // the computer waits
    if (claim) {
        m_window->action(QStringLiteral("claimDraw"))->trigger();
        QVERIFY(game()->over());
        QCOMPARE(game()->outcome().reason, Outcome::Reason::FiftyMovesClaimed);
        QVERIFY(!game()->outcome().sideIsComputer);
        QCOMPARE(m_window->endBanner()->text(),
                 QStringLiteral("Draw by the 50-move rule, claimed by you"));
        return;
    }
    const auto buttons = m_window->claimBanner()->findChildren<QPushButton*>();
    const auto playOn = std::find_if(buttons.begin(), buttons.end(), [](QPushButton* b) {
        return b->text() == QLatin1String("Play on");
    });
    QVERIFY(playOn != buttons.end());
    QTest::mouseClick(*playOn, Qt::LeftButton);
    QVERIFY(!game()->claimWaiting());
    QVERIFY(waitForPly(2));
    QVERIFY(!game()->over() || game()->outcome().sideIsComputer);
}

void TestGui::resign_data() {
    QTest::addColumn<int>("human");
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<QString>("text"); // empty: the game goes on
    QTest::newRow("White resigns") << int(White) << true << "White resigns — Black wins";
    QTest::newRow("Black resigns") << int(Black) << true << "Black resigns — White wins";
    QTest::newRow("White thinks better of it") << int(White) << false << "";
}

// Resign asks first; a yes ends the game with the computer the winner.
void TestGui::resign() {
    QFETCH(int, human);
    QFETCH(bool, confirm);
    QFETCH(QString, text);
    startGame(StartFen, Color(human));
    QVERIFY(m_window->action(QStringLiteral("resign"))->isEnabled());
    bool asked = false;
    whenModal<QMessageBox>([&asked, confirm](QMessageBox* box) {
        asked = true;
        box->button(confirm ? QMessageBox::Yes : QMessageBox::No)->click();
    });

    m_window->action(QStringLiteral("resign"))->trigger();

    QVERIFY(asked);
    if (!confirm) {
        QVERIFY(!game()->over());
        QVERIFY(!m_window->endBanner()->isVisible());
        drag(E2, E4);
        QCOMPARE(ply(), std::size_t(1));
        return;
    }
    QVERIFY(game()->over());
    QCOMPARE(game()->outcome().reason, Outcome::Reason::Resignation);
    QCOMPARE(game()->outcome().result, human == White ? Result::BlackWins : Result::WhiteWins);
    QVERIFY(!game()->computerThinking());
    QVERIFY(m_window->endBanner()->isVisible());
    QCOMPARE(m_window->endBanner()->text(), text);
    QVERIFY(m_window->moveList()->plainText().endsWith(human == White ? "0-1" : "1-0"));
    QVERIFY(!m_window->action(QStringLiteral("resign"))->isEnabled());
}

void TestGui::newGameDuringSearch_data() {
    QTest::addColumn<bool>("samePosition");
    QTest::addColumn<int>("expectedMoves");
    // The old search's answer would be legal in the new game: it must still never appear.
    QTest::newRow("the searched position, the user now Black") << true << 0;
    QTest::newRow("the standard start, the computer White") << false << 1;
}

void TestGui::newGameDuringSearch() {
    QFETCH(bool, samePosition);
    QFETCH(int, expectedMoves);
    startGame(StartFen, White);
    drag(E2, E4);
    QVERIFY(game()->computerThinking());
    GameSetup fresh;
    fresh.start = samePosition ? positionOf(str(game()->position().fen())) : Position();
    fresh.humanSide = Black;
    fresh.elo = TestElo;
    QSignalSpy played(game(), &GameController::movePlayed);

    m_window->startGame(fresh);

    QCOMPARE(m_window->moveList()->moveCount(), 0);
    QCOMPARE(game()->game().startPosition().fen(), fresh.start.fen());
    QVERIFY(!m_window->endBanner()->isVisible());
    QTest::qWait(GameController::moveTimeMs(TestElo) + 1000);
    QCOMPARE(played.count(), expectedMoves);
    QCOMPARE(ply(), std::size_t(expectedMoves));
    QVERIFY(game()->isHumanTurn());
    if (expectedMoves) {
        QVERIFY(played.at(0).at(0).value<MoveRecord>().byComputer);
        QCOMPARE(colorOf(fresh.start.pieceOn(game()->game().moves().front().from())), White);
    }
}

// -- Preferences

// TestElo and side through the New game dialog, board colours, animation, sound and analysis
// through the View menu's actions; all are back after the window is closed and made again
// from the same file.
void TestGui::settingsSurviveRestart() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        dialog->levelBox()->setCurrentIndex(dialog->levelBox()->findData(1800));
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayBlack));
        dialog->accept();
    });
    m_window->newGameDialog();
    game()->setMinimumReplyMs(600'000); // the computer's first move is not needed
    QCOMPARE(game()->humanSide(), Black);
    QCOMPARE(game()->setup().elo, std::optional<int>(1800));

    QAction* green = actionWithData(QStringLiteral("green"));
    QAction* slow = actionWithData(350);
    QVERIFY(green && slow);
    green->trigger();
    slow->trigger();
    QVERIFY(!m_window->preferences().sound);
    m_window->action(QStringLiteral("sound"))->trigger();
    m_window->action(QStringLiteral("showThinking"))->trigger();
    const Preferences before = m_window->preferences();
    QCOMPARE(before.theme, QStringLiteral("green"));
    QCOMPARE(before.animationMs, 350);
    QVERIFY(before.sound);
    QVERIFY(before.showThinking);

    m_window.reset();
    m_settings = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("ferz.ini")),
                                             QSettings::IniFormat);
    openWindow();
    game()->setMinimumReplyMs(600'000); // no move, so no sound either

    const Preferences& after = m_window->preferences();
    QCOMPARE(after.elo, 1800);
    QCOMPARE(after.side, Preferences::PlayBlack);
    QCOMPARE(after.theme, QStringLiteral("green"));
    QCOMPARE(after.animationMs, 350);
    QVERIFY(after.sound);
    QVERIFY(after.showThinking);
    // ... and in effect: the menus, the game started, the board's colours.
    QVERIFY(actionWithData(QStringLiteral("green"))->isChecked());
    QVERIFY(actionWithData(350)->isChecked());
    QVERIFY(m_window->action(QStringLiteral("sound"))->isChecked());
    QVERIFY(m_window->action(QStringLiteral("showThinking"))->isChecked());
    QCOMPARE(game()->humanSide(), Black);
    QCOMPARE(game()->setup().elo, std::optional<int>(1800));
    QVERIFY(scene()->flipped());
    const QImage board = viewport()->grab().toImage();
    const QPoint corner = pointOf(scene()->squareRect(A1).topRight() + QPointF(-8, 8));
    QVERIFY(near(board.pixelColor(corner), BoardTheme::byId(QStringLiteral("green")).dark));
}

// A level saved when the labels went up to 2800 becomes full strength, the strongest label
// there is now; so does one saved as that label.
void TestGui::levelAboveTheStrongest() {
    const QString path = m_dir->filePath(QStringLiteral("old.ini"));
    {
        QSettings old(path, QSettings::IniFormat);
        old.setValue(QStringLiteral("game/level"), 2800);
    }
    QCOMPARE(Preferences::load(QSettings(path, QSettings::IniFormat)).elo, 0);
    {
        QSettings old(path, QSettings::IniFormat);
        old.setValue(QStringLiteral("game/level"), MaxElo);
    }
    QCOMPARE(Preferences::load(QSettings(path, QSettings::IniFormat)).elo, 0);
    // The strongest label below full strength is kept as it is.
    const QList<int> levels = Preferences::levels();
    const int belowFull = levels.at(levels.size() - 2);
    QVERIFY(belowFull > MaxElo - 200 && belowFull < MaxElo);
    {
        QSettings old(path, QSettings::IniFormat);
        old.setValue(QStringLiteral("game/level"), belowFull);
    }
    QCOMPARE(Preferences::load(QSettings(path, QSettings::IniFormat)).elo, belowFull);

    // Each level is offered once, and full strength is named with the label it measures.
    QCOMPARE(levels.count(0), 1);
    QVERIFY(!levels.contains(MaxElo));
    QVERIFY(Preferences::levelName(0).startsWith(QString::number(MaxElo)));
}

void TestGui::corruptSettings_data() {
    QTest::addColumn<QByteArray>("ini");
    QByteArray garbage;
    quint32 x = 12345;
    for (int i = 0; i < 4096; ++i) {
        x = x * 1103515245u + 12345u;
        garbage += char(x >> 24);
    }
    QTest::newRow("garbage bytes") << garbage;
    QTest::newRow("wrong types") << QByteArray("[game]\nlevel=banana\nside=sideways\n"
                                               "clockMinutes=-5\nclockIncrement=1e99\n"
                                               "[board]\ntheme=plaid\nsound=maybe\n"
                                               "animationMs=fast\nshowThinking=2\n");
    QTest::newRow("out of range") << QByteArray("[game]\nlevel=1300\nside=3\nclockMinutes=601\n"
                                                "clockIncrement=-1\n[board]\nanimationMs=2001\n");
    QTest::newRow("lists and broken lines")
        << QByteArray("[game\nlevel=1, 2\n=\n[board]]]\nsound\nanimationMs=@Variant(\\0\\0)\n");
    QTest::newRow("empty") << QByteArray();
}

// A broken settings file starts the game with the defaults, and a playable board.
void TestGui::corruptSettings() {
    QFETCH(QByteArray, ini);
    m_window.reset();
    m_settings.reset();
    const QString path = m_dir->filePath(QStringLiteral("broken.ini"));
    QVERIFY(writeFile(path, ini));
    m_settings = std::make_unique<QSettings>(path, QSettings::IniFormat);
    openWindow();

    const Preferences defaults;
    const Preferences& p = m_window->preferences();
    QCOMPARE(p.elo, defaults.elo);
    QCOMPARE(p.opponent, defaults.opponent);
    QCOMPARE(p.side, defaults.side);
    QCOMPARE(p.clockMinutes, defaults.clockMinutes);
    QCOMPARE(p.clockIncrementSeconds, defaults.clockIncrementSeconds);
    QCOMPARE(p.theme, BoardTheme::all().front().id);
    QCOMPARE(p.sound, defaults.sound);
    QCOMPARE(p.animationMs, defaults.animationMs);
    QCOMPARE(p.showThinking, defaults.showThinking);
    QCOMPARE(game()->humanSide(), White);
    QCOMPARE(game()->humanMoves().size(), std::size_t(20));
    QVERIFY(!game()->clock().enabled());

    // What the user changes now is kept: the broken file does not stay broken.
    actionWithData(QStringLiteral("blue"))->trigger();
    m_window.reset();
    m_settings.reset();
    const Preferences saved = Preferences::load(QSettings(path, QSettings::IniFormat));
    QCOMPARE(saved.theme, QStringLiteral("blue"));
    QCOMPARE(saved.elo, defaults.elo);
    QCOMPARE(saved.animationMs, defaults.animationMs);
}

// -- Typed moves

void TestGui::moveEntry_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("san"); // empty: refused, with the rules core's explanation
    QTest::newRow("SAN") << "Nf3"
                         << "Nf3";
    QTest::newRow("UCI") << "e2e4"
                         << "e4";
    QTest::newRow("spaces around") << "  d4 "
                                   << "d4";
    QTest::newRow("an illegal king move") << "Ke5"
                                          << "";
    QTest::newRow("not a move") << "hello"
                                << "";
}

void TestGui::moveEntry() {
    QFETCH(QString, text);
    QFETCH(QString, san);
    startGame(StartFen, White);
    QLineEdit* entry = m_window->moveEntry();
    QVERIFY(entry->isEnabled());
    const Parsed<Move> parsed = parseMove(game()->position(), text.trimmed().toStdString());

    QTest::keyClicks(entry, text);
    QTest::keyClick(entry, Qt::Key_Return);

    if (!san.isEmpty()) {
        QCOMPARE(ply(), std::size_t(1));
        QCOMPARE(game()->sanMoves().front(), san);
        QVERIFY(entry->text().isEmpty());
        QVERIFY(pieceShown(parsed->to(), game()->game().startPosition().pieceOn(parsed->from())));
        return;
    }
    QVERIFY(!parsed);
    QCOMPARE(ply(), std::size_t(0));
    QCOMPARE(entry->text(), text); // kept, to be corrected
    const QString error = str(parsed.error());
    QVERIFY(!error.isEmpty());
    QLabel* shown = visibleLabel(error);
    QVERIFY2(shown, qPrintable(QStringLiteral("no visible label says: ") + error));

    // A good move afterwards is played and the explanation goes away.
    entry->clear();
    QTest::keyClicks(entry, QStringLiteral("e4"));
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(game()->sanMoves().value(0), QStringLiteral("e4"));
    QVERIFY(!shown->isVisible());
}

// -- Pictures

// Saves the window at the start, after some moves, with a piece picked up, with the promotion
// chooser open and at a checkmate, as PNGs to look at (in FERZ_SCREENSHOT_DIR if set, else in
// the working directory). Checks the squares' colours where a picture can be checked.
void TestGui::screenshots() {
    const QString dir = qEnvironmentVariableIsSet("FERZ_SCREENSHOT_DIR")
                            ? qEnvironmentVariable("FERZ_SCREENSHOT_DIR")
                            : QDir::currentPath();
    QVERIFY(QDir().mkpath(dir));
    const auto save = [&](QWidget* w, const QString& name) {
        const QImage image = w->grab().toImage();
        const QString path = QDir(dir).filePath(QStringLiteral("tst_gui-%1.png").arg(name));
        return !image.isNull() && image.save(path) ? image : QImage();
    };
    // The colour of the window's pixel near a square's top right corner (coordinates and
    // pieces leave it free).
    const auto cornerColour = [&](const QImage& image, Square s) {
        const QPoint p = pointOf(scene()->squareRect(s).topRight() + QPointF(-8, 8));
        return image.pixelColor(viewport()->mapTo(m_window.get(), p));
    };
    const BoardTheme theme = BoardTheme::byId(m_window->preferences().theme);

    startGame(StartFen, White);
    const QImage start = save(m_window.get(), QStringLiteral("1-start"));
    QVERIFY(!start.isNull());
    QVERIFY(near(cornerColour(start, A1), theme.dark));
    QVERIFY(near(cornerColour(start, H1), theme.light));
    QVERIFY(near(cornerColour(start, E4), theme.light));

    drag(E2, E4);
    QVERIFY(waitForPly(2));
    click(G1);
    click(F3);
    QVERIFY(waitForPly(4));
    for (const char* candidate : {"Bc4", "d4", "Nc3", "h3"})
        if (game()->playHumanText(QString::fromLatin1(candidate)).isEmpty()) break;
    QVERIFY2(waitForPly(6), qPrintable(moves()));
    const QImage later = save(m_window.get(), QStringLiteral("2-after-moves"));
    QVERIFY(!later.isNull());
    QCOMPARE(m_window->moveList()->moveCount(), 6);
    // The last move's squares are tinted, the others keep their colours.
    const Move last = game()->lastMove();
    for (Square s : {A4, B4, G4, H4, A5, B5, G5, H5}) {
        if (s == last.from() || s == last.to() || game()->position().pieceOn(s) != NoPiece)
            continue;
        const bool light = (fileOf(s) + rankOf(s)) % 2 != 0;
        QVERIFY(near(cornerColour(later, s), light ? theme.light : theme.dark));
    }
    for (Square s : {last.from(), last.to()}) {
        QVERIFY(!near(cornerColour(later, s), theme.light, 2));
        QVERIFY(!near(cornerColour(later, s), theme.dark, 2));
    }

    click(B1);
    QCOMPARE(scene()->selectedSquare(), B1);
    QVERIFY(!save(m_window.get(), QStringLiteral("3-knight-selected")).isNull());
    click(B1);

    startGame(QStringLiteral("r6k/1P6/8/8/8/8/7P/1K6 w - - 0 1"), White);
    drag(B7, B8);
    QVERIFY(scene()->choosingPromotion());
    QVERIFY(!save(m_window.get(), QStringLiteral("4-promotion")).isNull());
    click(H1);
    QVERIFY(!scene()->choosingPromotion());

    startGame(QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"),
              Black);
    drag(D8, H4);
    QVERIFY(game()->over());
    QVERIFY(!save(m_window.get(), QStringLiteral("5-checkmate")).isNull());
    qInfo("screenshots in %s", qPrintable(dir));
}

QTEST_MAIN(TestGui)
#include "tst_gui.moc"
