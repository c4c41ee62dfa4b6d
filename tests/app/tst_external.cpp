// An external UCI engine as the opponent: ferz-engine itself as a well-behaved one, and a fake
// engine (fake-engines/fake-engine) that breaks the protocol in the ways the tests name. Every
// misbehaviour must end in one failed() with a message, never in a crash, a hang or a move.
// And the engines of the system found by a scan: fake ones in a folder, good and bad.
#include "enginescanner.h"
#include "enginesdialog.h"
#include "externalengine.h"
#include "gamecontroller.h"
#include "notation.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

class TestExternal : public QObject {
    Q_OBJECT
private slots:
    void playsALegalMove();
    void playsAfterTheGamesMoves();
    void cancelledSearchNeverReports();
    void sendsItsOptions();
    void misbehaviourIsReported_data();
    void misbehaviourIsReported();
    void problemsOfAConfiguration();
    void optionsText();
    void savingKeepsTheScan();
    void playsAGameThroughTheController();
    void waitsWhileTheClocksAreHeld();
    void scanFindsEngines();
    void rescanAddsWhatIsNew();

private:
    static EngineConfig ferzEngine();
    static EngineConfig fake(const QStringList& arguments);
    static SearchRequest request(const QStringList& uciMoves, int movetimeMs);
};

EngineConfig TestExternal::ferzEngine() {
    EngineConfig c;
    c.name = QStringLiteral("ferz-engine");
    c.program = QStringLiteral(FERZ_ENGINE_PATH);
    c.options = {{QStringLiteral("Hash"), QStringLiteral("8")}};
    return c;
}

EngineConfig TestExternal::fake(const QStringList& arguments) {
    EngineConfig c;
    c.name = QStringLiteral("fake");
    c.program = QStringLiteral(FAKE_ENGINE_PATH);
    c.arguments = arguments;
    return c;
}

SearchRequest TestExternal::request(const QStringList& uciMoves, int movetimeMs) {
    SearchRequest r;
    r.startFen = std::string(Position::StartFen);
    Game game;
    for (const QString& text : uciMoves) {
        const Parsed<Move> m = parseUci(game.position(), text.toStdString());
        Q_ASSERT(m);
        game.play(*m);
    }
    r.position = game.position();
    r.moves = game.moves();
    r.limits.movetimeMs = movetimeMs;
    return r;
}

void TestExternal::playsALegalMove() {
    ExternalEngine engine(ferzEngine());
    QSignalSpy found(&engine, &Opponent::moveFound);
    QSignalSpy failed(&engine, &Opponent::failed);
    const quint64 id = engine.start(request({}, 200));
    QVERIFY(found.wait(10000));
    const auto result = found.front().front().value<SearchResult>();
    QCOMPARE(result.id, id);
    QVERIFY(Position().isLegal(result.move));
    QVERIFY(result.depth > 0);
    QCOMPARE(engine.idName().left(5), QStringLiteral("Ferz "));
    QCOMPARE(failed.count(), 0);
}

void TestExternal::playsAfterTheGamesMoves() {
    ExternalEngine engine(ferzEngine());
    QSignalSpy found(&engine, &Opponent::moveFound);
    // After 1. f3 e5 2. g4 the only sensible answer is mate; the engine must see the moves.
    const SearchRequest r = request({"f2f3", "e7e5", "g2g4"}, 300);
    engine.start(r);
    QVERIFY(found.wait(10000));
    const auto result = found.front().front().value<SearchResult>();
    QCOMPARE(QString::fromStdString(toUci(result.move)), QStringLiteral("d8h4"));
    QVERIFY(isMateScore(result.score));
}

void TestExternal::cancelledSearchNeverReports() {
    ExternalEngine engine(ferzEngine());
    QSignalSpy found(&engine, &Opponent::moveFound);
    engine.start(request({}, 3000));
    QTest::qWait(300);
    engine.cancel();
    const quint64 second = engine.start(request({"e2e4"}, 100));
    QVERIFY(found.wait(10000));
    QTest::qWait(500); // nothing else may come
    QCOMPARE(found.count(), 1);
    QCOMPARE(found.front().front().value<SearchResult>().id, second);
}

void TestExternal::sendsItsOptions() {
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("options.txt"));
    EngineConfig config = fake({QStringLiteral("options"), log});
    config.options = {{QStringLiteral("UCI_LimitStrength"), QStringLiteral("true")},
                      {QStringLiteral("UCI_Elo"), QStringLiteral("1500")}};
    ExternalEngine engine(config);
    QSignalSpy found(&engine, &Opponent::moveFound);
    engine.start(request({}, 100));
    QVERIFY(found.wait(5000));
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()),
             QStringLiteral("setoption name UCI_LimitStrength value true\n"
                            "setoption name UCI_Elo value 1500\n"));
    QCOMPARE(found.front().front().value<SearchResult>().score, 12);
}

void TestExternal::misbehaviourIsReported_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("message");
    QTest::newRow("illegal move") << "illegal"
                                  << "not legal here";
    QTest::newRow("crash") << "crash"
                           << "stopped unexpectedly (exit code 3)";
    QTest::newRow("silence") << "silent"
                             << "did not answer “uci”";
    QTest::newRow("garbage") << "garbage"
                             << "line of more than 64 KB";
    QTest::newRow("missing program") << ""
                                     << "could not start";
}

void TestExternal::misbehaviourIsReported() {
    QFETCH(QString, mode);
    QFETCH(QString, message);
    EngineConfig config = fake({mode});
    if (mode.isEmpty()) config.program = QStringLiteral("/nonexistent/engine");
    ExternalEngine engine(config);
    engine.setPatience(1000, 1000);
    QSignalSpy found(&engine, &Opponent::moveFound);
    QSignalSpy failed(&engine, &Opponent::failed);
    engine.start(request({}, 100));
    QVERIFY(failed.wait(5000));
    QVERIFY2(failed.front().front().toString().contains(message),
             qPrintable(failed.front().front().toString()));
    QVERIFY(engine.hasFailed());
    // Later requests are not answered, and nothing more is reported.
    engine.start(request({}, 100));
    QTest::qWait(300);
    QCOMPARE(found.count(), 0);
    QCOMPARE(failed.count(), 1);
}

void TestExternal::problemsOfAConfiguration() {
    EngineConfig c = ferzEngine();
    QCOMPARE(c.problem(), QString());
    c.name.clear();
    QVERIFY(!c.problem().isEmpty());
    c = ferzEngine();
    c.program = QStringLiteral("/nonexistent/engine");
    QVERIFY(c.problem().contains(QStringLiteral("No program")));
    c.program = QStringLiteral(FERZ_SOURCE_DIR); // a folder, not a program
    QVERIFY(!c.problem().isEmpty());
    c.program = QStringLiteral("sh"); // a bare name is looked up in PATH
    QCOMPARE(c.problem(), QString());
    QVERIFY(c.resolvedProgram().endsWith(QStringLiteral("/sh")));
}

// The first start's look for installed engines is remembered in the engines' group: saving the
// list must keep it, or the next start would bring back the engines the user removed.
void TestExternal::savingKeepsTheScan() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    EngineConfig a = ferzEngine(), b = ferzEngine();
    b.name = QStringLiteral("Second");
    EngineConfig::save(settings, {a, b});
    settings.setValue(QStringLiteral("engines/scanned"), true);
    EngineConfig::save(settings, {a}); // the user removed one
    settings.sync();
    QSettings again(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    QVERIFY(again.value(QStringLiteral("engines/scanned")).toBool());
    const QList<EngineConfig> listed = EngineConfig::load(again);
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.front().name, a.name);
}

void TestExternal::optionsText() {
    EngineConfig c;
    QCOMPARE(c.setOptionsText(QStringLiteral("UCI_Elo=1500\n\n  Skill Level = 3 \nThreads=2")),
             QString());
    QCOMPARE(c.options.size(), 3);
    QCOMPARE(c.options[1], qMakePair(QStringLiteral("Skill Level"), QStringLiteral("3")));
    QCOMPARE(c.optionsText(), QStringLiteral("UCI_Elo=1500\nSkill Level=3\nThreads=2"));
    QVERIFY(
        c.setOptionsText(QStringLiteral("Hash=16\nnonsense")).contains(QStringLiteral("Line 2")));
    QCOMPARE(c.options.size(), 3); // unchanged by a bad text
}

void TestExternal::playsAGameThroughTheController() {
    GameController game;
    game.setMinimumReplyMs(0);
    GameSetup setup;
    setup.engine = ferzEngine();
    game.newGame(setup);
    QSignalSpy played(&game, &GameController::movePlayed);
    QVERIFY(game.playHumanMove(Move(E2, E4)));
    QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 15000);
    QVERIFY(played.back().front().value<MoveRecord>().byComputer);
    QCOMPARE(game.game().ply(), 2u);
    QVERIFY(game.isHumanTurn());
}

// While the clocks are held (a dialog over the board), an external engine does not think: its
// search is stopped, its answer never played, and it searches again once they run.
void TestExternal::waitsWhileTheClocksAreHeld() {
    GameController game;
    game.setMinimumReplyMs(0);
    GameSetup setup;
    setup.engine = ferzEngine();
    setup.elo = 600; // about half a second a move
    game.newGame(setup);
    QSignalSpy played(&game, &GameController::movePlayed);
    QVERIFY(game.playHumanMove(Move(E2, E4)));
    QVERIFY(game.computerThinking());
    QTest::qWait(100);
    game.setClockHeld(true);
    QVERIFY(!game.computerThinking());
    QTest::qWait(1500); // past its time for the move
    QCOMPARE(played.count(), 1);
    game.setClockHeld(false);
    QVERIFY(game.computerThinking());
    QTRY_COMPARE_WITH_TIMEOUT(played.count(), 2, 15000);
    QVERIFY(game.isHumanTurn());
}

namespace {

// A folder of fake engines under the names the scan knows: a good one with a UCI_Elo range, one
// that speaks UCI only with --uci (as gnuchess), one that never answers (it writes its process
// id, to check that it is killed), one that dies at once, and one that may not be run.
void writeFakeEngines(const QTemporaryDir& dir) {
    const auto script = [&dir](const char* name, const QByteArray& body, bool executable = true) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/sh\n" + body);
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner |
                         (executable ? QFile::ExeOwner : QFile::Permissions()));
    };
    script("stockfish", "while read -r l; do case $l in uci) echo 'id name Fake Fish 1.0';"
                        " echo 'option name UCI_Elo type spin default 1320 min 1320 max 3190';"
                        " echo uciok;; quit) exit 0;; esac; done\n");
    script("gnuchess", "[ \"$1\" = --uci ] || exit 1\n"
                       "while read -r l; do case $l in uci) echo 'id name Fake GNU';"
                       " echo uciok;; quit) exit 0;; esac; done\n");
    script("toga2", "echo $$ > \"$(dirname \"$0\")/toga2.pid\"\nwhile read -r l; do :; done\n");
    script("fruit", "exit 3\n");
    script("glaurung", "echo uciok\n", false);
}

} // namespace

// The scan finds the engines that answer uci, with their names, arguments and Elo range, and
// gives up on the silent one within its time-out, killing it.
void TestExternal::scanFindsEngines() {
    QTemporaryDir dir;
    writeFakeEngines(dir);
    EngineScanner scanner;
    scanner.setFolders({dir.path()});
    scanner.setTimeoutMs(1500);
    QSignalSpy finished(&scanner, &EngineScanner::finished);
    QElapsedTimer clock;
    clock.start();
    scanner.start();
    QVERIFY(finished.wait(10'000));
    QVERIFY2(clock.elapsed() < 5'000, "the silent engine held the scan up");
    const auto found = finished.front().front().value<QList<EngineConfig>>();
    QCOMPARE(found.size(), 2);
    QCOMPARE(found[0].name, QStringLiteral("Fake Fish 1.0"));
    QCOMPARE(found[0].program, dir.filePath(QStringLiteral("stockfish")));
    QCOMPARE(found[0].eloMin, 1320);
    QCOMPARE(found[0].eloMax, 3190);
    QCOMPARE(found[0].label(), QStringLiteral("Fake Fish 1.0 (Elo 1320–3190)"));
    QCOMPARE(found[1].name, QStringLiteral("Fake GNU"));
    QCOMPARE(found[1].arguments, QStringList{QStringLiteral("--uci")});
    QCOMPARE(found[1].eloMax, 0);
    // The silent one is gone.
    QFile pidFile(dir.filePath(QStringLiteral("toga2.pid")));
    QVERIFY(pidFile.open(QIODevice::ReadOnly));
    const QByteArray pid = pidFile.readAll().trimmed();
    QVERIFY(!pid.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(QStringLiteral("/proc/") + QString::fromLatin1(pid)),
                             3000);
}

// Rescan in the Engines dialog adds what is not listed yet, and says what it found.
void TestExternal::rescanAddsWhatIsNew() {
    QTemporaryDir dir;
    writeFakeEngines(dir);
    EngineConfig listed;
    listed.name = QStringLiteral("My fish");
    listed.program = dir.filePath(QStringLiteral("stockfish"));
    EnginesDialog dialog({listed});
    dialog.scanner()->setFolders({dir.path()});
    dialog.scanner()->setTimeoutMs(1000);
    QSignalSpy finished(dialog.scanner(), &EngineScanner::finished);
    QTest::mouseClick(dialog.rescanButton(), Qt::LeftButton);
    QVERIFY(!dialog.rescanButton()->isEnabled());
    QVERIFY(finished.wait(10'000));
    QVERIFY(dialog.rescanButton()->isEnabled());
    QCOMPARE(dialog.engines().size(), 2);
    QCOMPARE(dialog.engines()[1].name, QStringLiteral("Fake GNU"));
    QCOMPARE(dialog.list()->count(), 2);
    QCOMPARE(dialog.scanLabel()->text(), QStringLiteral("Found: Fake GNU."));
    QTest::mouseClick(dialog.rescanButton(), Qt::LeftButton);
    QVERIFY(finished.wait(10'000));
    QCOMPARE(dialog.engines().size(), 2);
    QCOMPARE(dialog.scanLabel()->text(),
             QStringLiteral("No engine found that is not in the list already."));
}

QTEST_MAIN(TestExternal)
#include "tst_external.moc"
