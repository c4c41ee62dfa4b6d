// The monkey: thousands of random actions through the real window — legal and illegal drags,
// clicks, undo, redo, new games during a search, level changes, flips, review navigation,
// pasted games, resizes, pauses, and random answers to the questions the window asks (unsaved
// changes, taking back an ended game) — checking after each that the board shows exactly the game
// record (or the position under review), that the computer only ever moves for its own side, and
// that no move of a cancelled search arrives.
//
// FERZ_MONKEY_ACTIONS sets the number of actions (default 1,500; the seed is printed, and
// FERZ_MONKEY_SEED repeats a run).
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "guitest.h"
#include "mainwindow.h"
#include "movegen.h"
#include "movelist.h"
#include "pieceitem.h"
#include "reviewnavigator.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ferz;

class TestMonkey : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void randomActions();

private:
    // The position the window should show: the game's, or the one under review.
    Position expectedPosition() const;
    bool boardMatches(QString* why) const;
    QPoint pointOf(Square s) const {
        return m_window->boardView()->mapFromScene(m_window->scene()->squareCenter(s));
    }
    void drag(Square from, Square to);
    void act(int action);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QRandomGenerator m_random;
    QString m_failure;
    int m_computerMoves = 0;
    int m_userMoves = 0;
};

// The position on show, replayed from the record: the game's, or the one under review.
Position TestMonkey::expectedPosition() const {
    const GameController* game = m_window->game();
    if (!m_window->review()->reviewing()) return game->position();
    const GameTree& tree = game->tree();
    if (!tree.contains(m_window->review()->node())) return Position(); // reported by the caller
    return tree.positionAt(m_window->review()->node());
}

bool TestMonkey::boardMatches(QString* why) const {
    const Position pos = expectedPosition();
    for (Square s = A1; s <= H8; ++s) {
        const PieceItem* item = m_window->scene()->pieceAt(s);
        const Piece shown = item ? item->piece() : NoPiece;
        if (shown != pos.pieceOn(s)) {
            *why = QStringLiteral("square %1 shows piece %2, the game has %3 (%4)")
                       .arg(QString::fromStdString(squareName(s)))
                       .arg(int(shown))
                       .arg(int(pos.pieceOn(s)))
                       .arg(QString::fromStdString(pos.fen()));
            return false;
        }
    }
    return true;
}

void TestMonkey::drag(Square from, Square to) {
    QWidget* viewport = m_window->boardView()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, pointOf(from));
    QTest::mouseMove(viewport, (pointOf(from) + pointOf(to)) / 2);
    QTest::mouseMove(viewport, pointOf(to));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, pointOf(to));
}

void TestMonkey::act(int action) {
    GameController* game = m_window->game();
    const auto square = [this] { return Square(m_random.bounded(64)); };
    switch (action) {
    case 0:
    case 1:
    case 2: { // a legal move by drag (when the user may move)
        const std::vector<Move> moves = game->humanMoves();
        if (moves.empty() || m_window->review()->reviewing()) break;
        const Move m = moves[m_random.bounded(int(moves.size()))];
        drag(m.from(), m.to());
        if (m_window->scene()->choosingPromotion()) // pick a random piece, or cancel
            QTest::mouseClick(m_window->boardView()->viewport(), Qt::LeftButton, {},
                              m_window->boardView()->mapFromScene(
                                  m_window->scene()
                                      ->promotionCell(PieceType(Knight + m_random.bounded(5)))
                                      .center()));
        break;
    }
    case 3: drag(square(), square()); break; // anything, mostly illegal
    case 4:                                  // clicks
        QTest::mouseClick(m_window->boardView()->viewport(),
                          m_random.bounded(4) ? Qt::LeftButton : Qt::RightButton, {},
                          pointOf(square()));
        break;
    case 5: m_window->action(QStringLiteral("undo"))->trigger(); break;
    case 6: m_window->action(QStringLiteral("redo"))->trigger(); break;
    case 7: { // a new game, often while the computer thinks
        GameSetup setup;
        setup.humanSide = m_random.bounded(2) ? White : Black;
        const int levels[] = {600, 800, 1000};
        setup.elo = levels[m_random.bounded(3)];
        m_window->startGame(setup);
        break;
    }
    case 8: m_window->action(QStringLiteral("flip"))->trigger(); break;
    case 9: m_window->review()->showPly(m_random.bounded(int(game->game().ply()) + 2)); break;
    case 10: m_window->action(QStringLiteral("backToGame"))->trigger(); break;
    case 11: m_window->action(QStringLiteral("previous"))->trigger(); break;
    case 12:
        m_window->document()->paste(
            m_random.bounded(2)
                ? QStringLiteral("1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 3. Bb5 a6 *")
                : QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        break;
    case 13: m_window->resize(500 + m_random.bounded(700), 400 + m_random.bounded(500)); break;
    case 14: m_window->action(QStringLiteral("hint"))->trigger(); break;
    case 15: m_window->game()->playOn(); break;
    case 16: m_window->action(QStringLiteral("next"))->trigger(); break;
    case 17:
        m_window
            ->action(m_random.bounded(2) ? QStringLiteral("previousVariation")
                                         : QStringLiteral("nextVariation"))
            ->trigger();
        break;
    case 18: m_window->action(QStringLiteral("promoteVariation"))->trigger(); break;
    case 19: m_window->action(QStringLiteral("deleteLine"))->trigger(); break;
    case 20: { // a click on a move of the list
        const ::MoveList* list = m_window->moveList();
        if (list->moveCount() == 0) break;
        const QRect r = list->moveRect(int(m_random.bounded(list->moveCount())));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
        break;
    }
    case 21: // play on from the position under review (the dialog asks for the level)
        if (m_window->review()->reviewing()) game->playFromHere(m_window->review()->node(), 600);
        break;
    case 22: m_window->action(QStringLiteral("pause"))->trigger(); break;
    default: QTest::qWait(int(m_random.bounded(60))); break; // let the computer think
    }
}

void TestMonkey::randomActions() {
    const int actions = qEnvironmentVariableIsSet("FERZ_MONKEY_ACTIONS")
                            ? qEnvironmentVariableIntValue("FERZ_MONKEY_ACTIONS")
                            : 1500;
    const quint32 seed = qEnvironmentVariableIsSet("FERZ_MONKEY_SEED")
                             ? quint32(qEnvironmentVariableIntValue("FERZ_MONKEY_SEED"))
                             : QRandomGenerator::global()->generate();
    qInfo("seed %u (FERZ_MONKEY_SEED repeats this run), %d actions", seed, actions);
    m_random.seed(seed);

    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("game/level"), 600);
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    GameController* game = m_window->game();
    game->setMinimumReplyMs(0);

    // A question the window asks gets a random answer, never Save (its file dialog would
    // write outside the test's folder): Discard or Cancel, Yes or No.
    QTimer answerer;
    answerer.setInterval(5);
    connect(&answerer, &QTimer::timeout, this, [this] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            const bool first = m_random.bounded(2);
            QAbstractButton* b = box->button(first ? QMessageBox::Discard : QMessageBox::Cancel);
            if (!b) b = box->button(first ? QMessageBox::Yes : QMessageBox::No);
            if (b) b->click();
        } else if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            files->reject();
        }
    });
    answerer.start();

    // Every move: the computer plays only its own side and the user only theirs, one move at
    // a time onto the record as it stands.
    std::size_t expectedPly = game->game().ply();
    connect(game, &GameController::reset, this, [&] { expectedPly = game->game().ply(); });
    connect(game, &GameController::movePlayed, this, [&](const MoveRecord& record) {
        const Color mover = game->game().ply() % 2 ? game->game().startPosition().sideToMove()
                                                   : ~game->game().startPosition().sideToMove();
        if (m_failure.isEmpty() && record.byComputer == (mover == game->humanSide()))
            m_failure = QStringLiteral("%1 moved for the other side (%2)")
                            .arg(record.byComputer ? "the computer" : "the user", record.san);
        if (m_failure.isEmpty() && game->game().ply() != expectedPly + 1)
            m_failure = QStringLiteral("a move arrived for a position the game had left");
        expectedPly = game->game().ply();
        ++(record.byComputer ? m_computerMoves : m_userMoves);
    });

    for (int i = 0; i < actions; ++i) {
        const int action = int(m_random.bounded(24));
        act(action);
        QCoreApplication::processEvents();
        QString why;
        if (m_failure.isEmpty() && m_window->review()->reviewing() &&
            !game->tree().contains(m_window->review()->node()))
            m_failure = QStringLiteral("the window shows a position the record no longer has");
        QVERIFY2(
            m_failure.isEmpty(),
            qPrintable(QStringLiteral("action %1 (%2): %3").arg(i).arg(action).arg(m_failure)));
        QVERIFY2(boardMatches(&why),
                 qPrintable(QStringLiteral("action %1 (%2): %3").arg(i).arg(action).arg(why)));
        QVERIFY(!game->computerThinking() || !game->isHumanTurn());
    }
    qInfo("%d moves by the user, %d by the computer", m_userMoves, m_computerMoves);
    QVERIFY(m_userMoves > 0 && m_computerMoves > 0);
    m_window.reset();
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
