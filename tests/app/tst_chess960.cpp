// Chess960 at the board, through the real window: New Game by number and at random (unrated,
// no book), castling by dragging the king onto its rook or onto its castling square when that
// is no plain king move, by typing O-O, the computer's answer, a restart that resumes the game,
// external engines (UCI_Chess960 set and castling sent as king takes rook; one without it
// leaves the game and the analysis to Ferz's own), the library's variant column and filter.
//
// Every test gets a fresh MainWindow on its own INI file and autosave in a temporary folder,
// under QT_QPA_PLATFORM=offscreen; the computer plays at the weakest level without a pause.
#include "boardscene.h"
#include "boardview.h"
#include "chess960.h"
#include "externalengine.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamerecord.h"
#include "gamesetup.h"
#include "guitest.h"
#include "library.h"
#include "liveanalysis.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "notation.h"
#include "pieceitem.h"
#include "preferences.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace ferz;

namespace {

constexpr int TestElo = 600;
constexpr int ReplyTimeoutMs = 10'000;

// King on f1 between rooks on b1 and g1 (castling kingside swaps king and rook).
const char* const KingF1 = "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 %1 GBgb - 0 1";
// King on b1 between rooks on a1 and h1 (castling queenside to c1, a plain king move too).
const char* const KingB1 = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R %1 HAha - 0 1";
// King on g1 beside its rook on h1 (castling kingside leaves the king where it is).
const char* const KingG1 = "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR %1 HAha - 0 1";

Position positionOf(const QString& fen) {
    const Parsed<Position> p = Position::fromFen(fen.toStdString());
    Q_ASSERT(p);
    return *p;
}

} // namespace

class TestChess960 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void init();
    void cleanup();

    void newGameByNumber();
    void newGameAtRandom();
    void dragCastles_data();
    void dragCastles();
    void typedCastles_data();
    void typedCastles();
    void computerAnswersAndRestartResumes();
    void engineWithoutChess960GivesWayToFerz();
    void externalEngineGetsChess960();
    void analysisWithoutChess960IsFerzs();
    void libraryFiltersChess960();
    void olderLibraryMarksChess960();

private:
    void openWindow();
    // `twoPlayers`: no computer, so the position stays the one the move made.
    void startGame(const QString& fen, Color human, std::optional<EngineConfig> engine = {},
                   bool twoPlayers = false);
    GameController* game() const { return m_window->game(); }
    BoardScene* scene() const { return m_window->scene(); }
    QWidget* viewport() const { return m_window->boardView()->viewport(); }
    std::size_t ply() const { return game()->game().ply(); }
    QPoint pointOf(Square s) const {
        return m_window->boardView()->mapFromScene(scene()->squareCenter(s));
    }
    void drag(Square from, Square to);
    bool pieceShown(Square s, Piece piece) const {
        const PieceItem* item = scene()->pieceAt(s);
        return item && item->piece() == piece && item->pos() == scene()->squareCenter(s);
    }
    static EngineConfig fake(const QStringList& arguments) {
        EngineConfig c;
        c.name = QStringLiteral("Fake");
        c.program = QStringLiteral(FAKE_ENGINE_PATH);
        c.arguments = arguments;
        return c;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestChess960::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("game/level"), TestElo);
    m_settings->setValue(QStringLiteral("player/name"), QStringLiteral("Anna"));
    openWindow();
}

void TestChess960::cleanup() {
    if (m_window) m_window->document()->markClean();
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestChess960::openWindow() {
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->game()->setMinimumReplyMs(0);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestChess960::startGame(const QString& fen, Color human, std::optional<EngineConfig> engine,
                             bool twoPlayers) {
    GameSetup setup;
    setup.start = positionOf(fen);
    setup.humanSide = human;
    setup.elo = TestElo;
    setup.chess960 = true;
    setup.engine = std::move(engine);
    setup.twoPlayers = twoPlayers;
    m_window->startGame(setup);
}

void TestChess960::drag(Square from, Square to) {
    QTest::mousePress(viewport(), Qt::LeftButton, {}, pointOf(from));
    QTest::mouseMove(viewport(), (pointOf(from) + pointOf(to)) / 2);
    QTest::mouseMove(viewport(), pointOf(to));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, pointOf(to));
}

// A start position chosen by its number: its back rank shown in the dialog, the game from it,
// unrated and without Ferz's (standard) book, the number above the moves and kept for the next
// New Game.
void TestChess960::newGameByNumber() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        dialog->variantBox()->setCurrentIndex(1);
        dialog->chess960Box()->setValue(0);
        QCOMPARE(dialog->chess960Rank()->accessibleName(), QStringLiteral("BBQNNRKR"));
        QVERIFY(!dialog->openingBox()->isEnabled());
        QVERIFY(!dialog->fenEdit()->isEnabled());
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayWhite));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    QVERIFY(game()->setup().chess960);
    QCOMPARE(chess960Number(game()->tree().start()), std::optional<int>(0));
    QVERIFY(!game()->setup().book);
    QVERIFY(!game()->rated());
    QCOMPARE(game()->unrated(), Unrated::Chess960);
    QCOMPARE(game()->openingText(game()->currentNode()),
             QStringLiteral("Chess960, start position 0"));
    QCOMPARE(m_settings->value(QStringLiteral("game/chess960Position")).toInt(), 0);
    QVERIFY(m_settings->value(QStringLiteral("game/chess960")).toBool());
    const std::string pgn = writePgn(game()->toPgn());
    QVERIFY2(pgn.find("[Variant \"Chess960\"]") != std::string::npos, pgn.c_str());
    QVERIFY2(pgn.find("[FerzRated \"chess960\"]") != std::string::npos, pgn.c_str());
}

// At random: a start position of the 960 each game, its number said; standard chess again
// afterwards has the standard start and no variant tag.
void TestChess960::newGameAtRandom() {
    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        dialog->variantBox()->setCurrentIndex(1);
        dialog->chess960Box()->setValue(-1);
        QCOMPARE(dialog->chess960Box()->text(), QStringLiteral("Random"));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    QVERIFY(game()->setup().chess960);
    const std::optional<int> number = chess960Number(game()->tree().start());
    QVERIFY(number);
    QCOMPARE(game()->openingText(game()->currentNode()),
             QStringLiteral("Chess960, start position %1").arg(*number));

    whenModal<NewGameDialog>([](NewGameDialog* dialog) {
        QCOMPARE(dialog->variantBox()->currentIndex(), 1); // as the last game
        QCOMPARE(dialog->chess960Box()->value(), -1);
        dialog->variantBox()->setCurrentIndex(0);
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(Preferences::PlayWhite));
        dialog->accept();
    });
    m_window->action(QStringLiteral("newGame"))->trigger();
    QVERIFY(!game()->setup().chess960);
    QCOMPARE(game()->tree().start().fen(), Position().fen());
    QVERIFY(writePgn(game()->toPgn()).find("[Variant") == std::string::npos);
}

void TestChess960::dragCastles_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("human");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to"); // where the king is dropped
    QTest::addColumn<QString>("san");
    QTest::addColumn<int>("kingTo");
    QTest::addColumn<int>("rookFrom"); // NoSquare: no castling
    QTest::addColumn<int>("rookTo");
    QTest::newRow("f1: onto the g1 rook, they swap")
        << KingF1 << int(White) << int(F1) << int(G1) << "O-O" << int(G1) << int(G1) << int(F1);
    QTest::newRow("f1: onto the b1 rook")
        << KingF1 << int(White) << int(F1) << int(B1) << "O-O-O" << int(C1) << int(B1) << int(D1);
    QTest::newRow("f1: to c1, no king move goes there")
        << KingF1 << int(White) << int(F1) << int(C1) << "O-O-O" << int(C1) << int(B1) << int(D1);
    QTest::newRow("b1: onto the a1 rook")
        << KingB1 << int(White) << int(B1) << int(A1) << "O-O-O" << int(C1) << int(A1) << int(D1);
    QTest::newRow("b1: to c1 is the king's step")
        << KingB1 << int(White) << int(B1) << int(C1) << "Kc1" << int(C1) << int(NoSquare)
        << int(NoSquare);
    QTest::newRow("b1: to g1, far away")
        << KingB1 << int(White) << int(B1) << int(G1) << "O-O" << int(G1) << int(H1) << int(F1);
    QTest::newRow("g1: onto the h1 rook, the king stays")
        << KingG1 << int(White) << int(G1) << int(H1) << "O-O" << int(G1) << int(H1) << int(F1);
    QTest::newRow("black b8: onto the a8 rook")
        << KingB1 << int(Black) << int(B8) << int(A8) << "O-O-O" << int(C8) << int(A8) << int(D8);
    QTest::newRow("black f8: onto the g8 rook")
        << KingF1 << int(Black) << int(F8) << int(G8) << "O-O" << int(G8) << int(G8) << int(F8);
}

void TestChess960::dragCastles() {
    QFETCH(QString, fen);
    QFETCH(int, human);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, san);
    QFETCH(int, kingTo);
    QFETCH(int, rookFrom);
    QFETCH(int, rookTo);
    const Color side = Color(human);
    startGame(fen.arg(side == White ? 'w' : 'b'), side, std::nullopt, true);

    // The dots say where the king may be dropped: on its castling square when that says
    // nothing else, else on the rook.
    const std::vector<Square> targets = scene()->targetsOf(Square(from));
    QVERIFY(Square(to) == Square(rookFrom) ||
            std::find(targets.begin(), targets.end(), Square(to)) != targets.end());

    drag(Square(from), Square(to));

    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->sanMoves().front(), san);
    const Piece king = makePiece(side, King), rook = makePiece(side, Rook);
    const Position& pos = game()->position();
    QCOMPARE(pos.pieceOn(Square(kingTo)), king);
    QVERIFY2(pieceShown(Square(kingTo), king), "the king is not shown on its square");
    if (Square(rookFrom) == NoSquare) {
        QVERIFY(game()->game().moves().front().kind() != Move::Castling);
        return;
    }
    QCOMPARE(game()->game().moves().front().kind(), Move::Castling);
    QCOMPARE(pos.pieceOn(Square(rookTo)), rook);
    QVERIFY2(pieceShown(Square(rookTo), rook), "the rook is not shown on its square");
    if (Square(rookFrom) != Square(kingTo)) {
        QCOMPARE(pos.pieceOn(Square(rookFrom)), NoPiece);
        QVERIFY(!scene()->pieceAt(Square(rookFrom)));
    }
    if (Square(from) != Square(kingTo) && Square(from) != Square(rookTo))
        QVERIFY(!scene()->pieceAt(Square(from)));
    int pieces = 0;
    for (int s = 0; s < 64; ++s) pieces += scene()->pieceAt(Square(s)) != nullptr;
    QCOMPARE(pieces, 22); // no piece lost or doubled by the swap
}

void TestChess960::typedCastles_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("san");
    QTest::addColumn<int>("kingTo");
    QTest::addColumn<int>("rookTo");
    QTest::newRow("O-O, swap") << KingF1 << "O-O"
                               << "O-O" << int(G1) << int(F1);
    QTest::newRow("O-O-O from b1") << KingB1 << "O-O-O"
                                   << "O-O-O" << int(C1) << int(D1);
    QTest::newRow("0-0 from g1") << KingG1 << "0-0"
                                 << "O-O" << int(G1) << int(F1);
}

// The move entry takes O-O and O-O-O (and 0-0) in Chess960 too.
void TestChess960::typedCastles() {
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, san);
    QFETCH(int, kingTo);
    QFETCH(int, rookTo);
    startGame(fen.arg(QLatin1Char('w')), White, std::nullopt, true);
    QLineEdit* entry = m_window->moveEntry();
    QTest::keyClicks(entry, text);
    QTest::keyClick(entry, Qt::Key_Return);
    QCOMPARE(ply(), std::size_t(1));
    QCOMPARE(game()->sanMoves().front(), san);
    QCOMPARE(game()->position().pieceOn(Square(kingTo)), WhiteKing);
    QCOMPARE(game()->position().pieceOn(Square(rookTo)), WhiteRook);
    QVERIFY(pieceShown(Square(kingTo), WhiteKing));
    QVERIFY(pieceShown(Square(rookTo), WhiteRook));
}

// The computer answers a castling; the game survives a restart through the autosave: its
// start position, its moves, Chess960's rules and its being unrated.
void TestChess960::computerAnswersAndRestartResumes() {
    startGame(QString::fromLatin1(KingF1).arg(QLatin1Char('w')), White);
    drag(F1, G1);
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(2), ReplyTimeoutMs);
    const std::string fen = game()->position().fen();
    const std::string start = game()->tree().start().fen();
    // X-FEN: the outermost rooks are K and Q's.
    QCOMPARE(start, std::string("1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1"));

    m_window.reset();
    openWindow();
    QVERIFY(game()->resumed());
    QVERIFY(game()->setup().chess960);
    QCOMPARE(ply(), std::size_t(2));
    QCOMPARE(game()->tree().start().fen(), start);
    QCOMPARE(game()->position().fen(), fen);
    QCOMPARE(game()->sanMoves().front(), QStringLiteral("O-O"));
    QCOMPARE(game()->unrated(), Unrated::Chess960);
    // Black still castles by Chess960's rules: onto its g8 rook.
    const Position& pos = game()->position();
    if (pos.castlingRights() & castlingRight(Black, true)) {
        QCOMPARE(pos.castlingRookSquare(castlingRight(Black, true)), G8);
    }
}

// An external engine that declares no UCI_Chess960 is not asked to play a Chess960 game:
// Ferz's own plays in its place, and the user is told.
void TestChess960::engineWithoutChess960GivesWayToFerz() {
    QStringList said; // the messages, in the words of the moment
    QObject listener;
    connect(game(), &GameController::message, &listener,
            [&said](const Words& words) { said << words(); });
    startGame(QString::fromLatin1(KingB1).arg(QLatin1Char('w')), Black,
              fake({QStringLiteral("slow")}));
    QTRY_COMPARE_WITH_TIMEOUT(ply(), std::size_t(1), ReplyTimeoutMs);
    QVERIFY(!game()->setup().engine);
    QVERIFY2(said.join(u'\n').contains(QStringLiteral("does not play Chess960")),
             qPrintable(said.join(u'\n')));
    QVERIFY(!game()->over());
}

// An engine that declares UCI_Chess960 gets it set, and castling as king takes rook.
void TestChess960::externalEngineGetsChess960() {
    const QString log = m_dir->filePath(QStringLiteral("chess960.txt"));
    ExternalEngine engine(fake({QStringLiteral("chess960"), log}));
    QSignalSpy found(&engine, &Opponent::moveFound);
    QSignalSpy failed(&engine, &Opponent::failed);
    SearchRequest r;
    r.chess960 = true;
    Game g(positionOf(QString::fromLatin1(KingB1).arg(QLatin1Char('w'))));
    r.startFen = g.position().fen();
    const Parsed<Move> castles = parseSan(g.position(), "O-O-O");
    QVERIFY(castles);
    g.play(*castles);
    r.position = g.position();
    r.moves = g.moves();
    r.limits.movetimeMs = 100;
    engine.start(r);
    QVERIFY(found.wait(5000));
    QCOMPARE(failed.count(), 0);
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString said = QString::fromUtf8(file.readAll());
    QVERIFY2(said.contains(QStringLiteral("setoption name UCI_Chess960 value true\n")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w "
                                          "KQkq - 0 1 moves b1a1\n")),
             qPrintable(said));
}

// The analysis board's external engine without UCI_Chess960: Ferz's own analyses the Chess960
// position, and the panel says so.
void TestChess960::analysisWithoutChess960IsFerzs() {
    LiveAnalysis analysis;
    analysis.setPatience(2000, 2000);
    LiveAnalysis::Settings settings;
    settings.engine = fake({QStringLiteral("slow")});
    settings.threads = 1;
    settings.lines = 1;
    analysis.setSettings(settings);
    QSignalSpy lines(&analysis, &LiveAnalysis::linesChanged);
    SearchRequest r;
    r.chess960 = true;
    r.position = positionOf(QString::fromLatin1(KingF1).arg(QLatin1Char('w')));
    r.startFen = r.position.fen();
    analysis.analyse(r);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis.lines().empty() && !analysis.lines().front().pv.empty(),
                             ReplyTimeoutMs);
    QCOMPARE(analysis.engineName(), QStringLiteral("Ferz"));
    QVERIFY2(analysis.warning().contains(QStringLiteral("does not play Chess960")),
             qPrintable(analysis.warning()));
    QVERIFY(analysis.failure().isEmpty());
    QVERIFY(r.position.isLegal(analysis.lines().front().pv.front()));
    analysis.release();
}

// The library knows a Chess960 game by its tags, played or imported, and filters by variant.
void TestChess960::libraryFiltersChess960() {
    // A game's column, as fromPgn reads it from the game (a file's, or Ferz's own record).
    const auto chess960 = [](const char* text) {
        const Parsed<PgnGame> game = readPgn(text);
        return game && LibraryGame::fromPgn(*game, GameSource::Imported, std::nullopt).chess960;
    };
    QVERIFY(chess960("[Event \"x\"]\n[Variant \"Chess960\"]\n\n*"));
    QVERIFY(chess960("[Variant \"fischerandom\"]\n\n*"));
    QVERIFY(
        chess960("[SetUp \"1\"]\n[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1\"]\n\n*"));
    QVERIFY(!chess960("[Event \"x\"]\n\n1. e4 *"));
    QVERIFY(!chess960("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O *")); // standard
    QVERIFY(!chess960("1. e4 [Variant \"Chess960\"] *"));

    Library library(m_dir->filePath(QStringLiteral("lib.sqlite")), QStringLiteral("filter"));
    QVERIFY(library.open(nullptr));
    PgnGame standard;
    standard.setTag("White", "A");
    PgnGame fischer = standard;
    fischer.setTag("Variant", "Chess960");
    QVERIFY(library.store(LibraryGame::fromPgn(standard, GameSource::Imported, std::nullopt)));
    QVERIFY(library.store(LibraryGame::fromPgn(fischer, GameSource::Imported, std::nullopt)));
    LibraryFilter f;
    QCOMPARE(library.rows(f, LibraryColumn::Date, Qt::AscendingOrder).size(), 2);
    f.variant = LibraryFilter::Variant::Chess960;
    const QList<LibraryRow> rows = library.rows(f, LibraryColumn::Date, Qt::AscendingOrder);
    QCOMPARE(rows.size(), 1);
    QVERIFY(rows.front().chess960);
    f.variant = LibraryFilter::Variant::Standard;
    QCOMPARE(library.rows(f, LibraryColumn::Date, Qt::AscendingOrder).size(), 1);
    QVERIFY(!library.rows(f, LibraryColumn::Date, Qt::AscendingOrder).front().chess960);
}

// A library of an older schema gets the column, its Chess960 games marked from their tags.
void TestChess960::olderLibraryMarksChess960() {
    const QString path = m_dir->filePath(QStringLiteral("old.sqlite"));
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char* sql :
             {"PRAGMA application_id=1181053562",
              "CREATE TABLE games (id INTEGER PRIMARY KEY, pgn TEXT NOT NULL, uid TEXT, dedupe "
              "INTEGER NOT NULL, source INTEGER NOT NULL, added INTEGER NOT NULL, date TEXT NOT "
              "NULL, white TEXT NOT NULL, black TEXT NOT NULL, event TEXT NOT NULL, result TEXT "
              "NOT NULL, termination TEXT NOT NULL, time_control TEXT NOT NULL, eco TEXT NOT "
              "NULL, opening TEXT NOT NULL, plies INTEGER NOT NULL, level INTEGER, user_side "
              "INTEGER, opponent TEXT NOT NULL, search TEXT NOT NULL)",
              "CREATE INDEX games_dedupe ON games (dedupe)",
              "CREATE UNIQUE INDEX games_uid ON games (uid)",
              "CREATE INDEX games_date ON games (date, id)",
              "INSERT INTO games VALUES (1, '[White \"X\"]\n\n1. d4 *\n', NULL, 6, 1, 0, "
              "'2020.01.01', 'X', 'Y', '', '*', '', '', '', '', 1, NULL, NULL, '', 'x')",
              "INSERT INTO games VALUES (2, '[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN "
              "\"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1\"]\n\n1. O-O-O *\n', NULL, 7, "
              "1, 0, '2020.01.02', 'X', 'Y', '', '*', '', '', '', '', 1, NULL, NULL, '', 'x')",
              "PRAGMA user_version=1"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    Library library(path, QStringLiteral("old"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    const QList<LibraryRow> rows = library.rows({}, LibraryColumn::Date, Qt::AscendingOrder);
    QCOMPARE(rows.size(), 2);
    QVERIFY(!rows[0].chess960);
    QVERIFY(rows[1].chess960);
}

QTEST_MAIN(TestChess960)
#include "tst_chess960.moc"
