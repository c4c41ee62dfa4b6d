// The review's judge as another engine: UCI info lines read, ferz-engine as a UCI process
// judging a game as Ferz's own engine judges it, misbehaving engines (tests/app/fake-engines)
// failing cleanly and stopping at once, Debian's Stockfish when installed, and
// `ferz --annotate` from the command line.
#include "gamerecord.h"
#include "guitest.h"
#include "judgedanalysis.h"
#include "notation.h"
#include "uciinfo.h"
#include "ucijudge.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sstream>
#include <thread>

using namespace ferz;

Q_DECLARE_METATYPE(std::string)

namespace {

EngineConfig ferzEngine() {
    EngineConfig c;
    c.name = QStringLiteral("ferz-engine");
    c.program = QStringLiteral(FERZ_ENGINE_PATH);
    c.options = {{QStringLiteral("Hash"), QStringLiteral("16")}};
    return c;
}

EngineConfig fake(const QString& mode) {
    EngineConfig c;
    c.name = QStringLiteral("fake");
    c.program = QStringLiteral(FAKE_ENGINE_PATH);
    c.arguments = {mode};
    return c;
}

std::vector<Move> sanMoves(const Position& start, const char* text) {
    std::vector<Move> moves;
    Game game(start);
    for (const QString& word : QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts)) {
        const Parsed<Move> m = parseSan(game.position(), word.toStdString());
        if (!m) qFatal("bad SAN %s", qPrintable(word));
        moves.push_back(*m);
        game.play(*m);
    }
    return moves;
}

// 3...Qg5?? puts the queen where the knight takes it.
const char* const HungQueen = "e4 e5 Nf3 Nc6 Bc4 Qg5 Nxg5";

AnalysisOptions byDepth(int depth) {
    AnalysisOptions o;
    o.nodes = 0;
    o.depth = depth;
    return o;
}

QString marks(const GameAnalysis& a) {
    QStringList out;
    for (const MoveReview& r : a.reviews)
        out << QString::number(int(r.judgement)) + u'/' +
                   QString::number(int(r.explanation.reason)) + u'/' +
                   QString::fromStdString(toUci(r.explanation.better));
    return out.join(u' ');
}

} // namespace

class TestJudge : public QObject {
    Q_OBJECT

private slots:
    void readsInfoLines_data();
    void readsInfoLines();
    void uciFerzJudgesAsFerzDoes();
    void failingEnginesEndTheAnalysis_data();
    void failingEnginesEndTheAnalysis();
    void stopIsPrompt();
    void pausedAnalysisSearchesNothing();
    void stockfishJudges();
    void annotateFromTheCommandLine();
    void annotateRefusesBadInput_data();
    void annotateRefusesBadInput();
};

void TestJudge::readsInfoLines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<bool>("scored");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<int>("multipv");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("pvLength");
    QTest::newRow("a line")
        << "info depth 12 seldepth 20 multipv 2 score cp -35 nodes 1000 pv e2e4 e7e5" << true
        << true << true << 2 << 12 << -35 << 2;
    QTest::newRow("a mate") << "info depth 9 multipv 1 score mate 3 pv e2e4" << true << true << true
                            << 1 << 9 << mateIn(5) << 1;
    QTest::newRow("mated") << "info depth 9 score mate -2 pv a2a3" << true << true << true << 1 << 9
                           << matedIn(4) << 1;
    QTest::newRow("a fail high") << "info depth 14 score cp 80 lowerbound nodes 5 pv g1f3" << true
                                 << true << false << 1 << 14 << 80 << 1;
    QTest::newRow("a fail low") << "info depth 14 score cp 10 upperbound pv g1f3" << true << true
                                << false << 1 << 14 << 10 << 1;
    QTest::newRow("no score") << "info depth 3 currmove e2e4 currmovenumber 1" << true << false
                              << true << 1 << 3 << 0 << 0;
    QTest::newRow("an illegal move")
        << "info depth 5 score cp 3 pv e2e5" << false << true << true << 1 << 5 << 3 << 0;
    QTest::newRow("a number that is none")
        << "info depth x score cp 3" << false << false << true << 1 << 0 << 0 << 0;
    QTest::newRow("a string") << "info string NNUE evaluation using nn.bin" << true << false << true
                              << 1 << 0 << 0 << 0;
}

void TestJudge::readsInfoLines() {
    QFETCH(QString, line);
    QFETCH(bool, readable);
    QFETCH(bool, scored);
    QFETCH(bool, exact);
    QFETCH(int, multipv);
    QFETCH(int, depth);
    QFETCH(int, score);
    QFETCH(int, pvLength);
    const UciInfo info = readUciInfo(Position(), line.split(u' ', Qt::SkipEmptyParts));
    QCOMPARE(info.readable, readable);
    if (!readable) return;
    QCOMPARE(info.scored, scored);
    QCOMPARE(info.exact, exact);
    QCOMPARE(info.progress.line, multipv);
    QCOMPARE(info.progress.depth, depth);
    QCOMPARE(info.progress.score, score);
    QCOMPARE(int(info.progress.pv.size()), pvLength);
}

// ferz-engine spoken to in UCI, to a depth, gives the verdicts Ferz's engine gives in process:
// the same searches, through the protocol.
void TestJudge::uciFerzJudgesAsFerzDoes() {
    const Position start;
    const std::vector<Move> moves = sanMoves(start, HungQueen);
    AnalysisOptions options = byDepth(6);
    const GameAnalysis inside = analyseGame(start, moves, options);

    UciJudge uci(ferzEngine());
    QVERIFY2(uci.start(), uci.failure().c_str());
    QCOMPARE(QString::fromStdString(uci.name()).left(4), QStringLiteral("Ferz"));
    Analyser analyser(uci, options);
    const GameAnalysis outside = analyser.run(start, moves);
    QVERIFY2(outside.complete, outside.failure.c_str());
    QCOMPARE(marks(outside), marks(inside));
    const MoveReview& queen = outside.reviews[5];
    QCOMPARE(queen.judgement, Judgement::Blunder);
    QCOMPARE(queen.explanation.reason, Reason::HangsPiece);
    QVERIFY(queen.checkedDepth > 6);
    for (std::size_t i = 0; i < inside.positions.size(); ++i)
        QCOMPARE(outside.positions[i].eval, inside.positions[i].eval);
}

void TestJudge::failingEnginesEndTheAnalysis_data() {
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("why");
    QTest::newRow("silent") << "silent"
                            << "did not answer “uci”";
    QTest::newRow("crash") << "crash"
                           << "stopped unexpectedly";
    QTest::newRow("garbage") << "garbage"
                             << "more than 64 KB";
    QTest::newRow("no program") << "/nonexistent"
                                << "could not start";
}

// An engine that fails ends the analysis with what it said, and the reason; no crash, no hang.
void TestJudge::failingEnginesEndTheAnalysis() {
    QFETCH(QString, mode);
    QFETCH(QString, why);
    EngineConfig config = fake(mode);
    if (mode.startsWith(u'/')) config.program = mode;
    AnalysisOptions options;
    options.nodes = 1000;
    JudgedAnalysis analysis(config, options);
    QElapsedTimer clock;
    clock.start();
    const Position start;
    const GameAnalysis a = analysis.run(start, sanMoves(start, "e4 e5"));
    analysis.close();
    QVERIFY(!a.complete);
    QVERIFY2(QString::fromStdString(a.failure).contains(why), a.failure.c_str());
    QVERIFY2(clock.elapsed() < 15'000, qPrintable(QString::number(clock.elapsed())));
}

// A stop from another thread ends a search of an engine that thinks forever within the grace,
// and an engine that never answers stop is killed after it, with a reason.
void TestJudge::stopIsPrompt() {
    for (const char* mode : {"slow", "stubborn"}) {
        UciJudge judge(fake(QString::fromLatin1(mode)));
        judge.setPatience(5000, 60'000, 1000);
        QVERIFY(judge.start());
        std::thread stopper([&judge] {
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
            judge.stop();
        });
        QElapsedTimer clock;
        clock.start();
        const JudgeResult r = judge.search(Game(), JudgeLimits{});
        stopper.join();
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!r.scored()); // the fake's lines carry no moves: nothing to judge by
        QCOMPARE(judge.failure().empty(), std::string(mode) == "slow");
        // Stopped stays stopped until resumed.
        QVERIFY(!judge.search(Game(), JudgeLimits{}).scored());
    }
}

// Paused, no search starts; resumed, the analysis goes on; stopped while paused, it ends.
void TestJudge::pausedAnalysisSearchesNothing() {
    AnalysisOptions options;
    options.nodes = 2000;
    auto analysis = std::make_shared<JudgedAnalysis>(std::nullopt, options);
    analysis->setPaused(true);
    std::atomic<int> positions{0};
    GameAnalysis result;
    const Position start;
    std::thread worker([&] {
        result = analysis->run(start, sanMoves(start, "e4 e5 Nf3"),
                               [&](std::size_t, std::size_t, const GameAnalysis&) { ++positions; });
        analysis->close();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    QCOMPARE(positions.load(), 0);
    analysis->setPaused(false);
    QTRY_COMPARE(positions.load(), 4);
    worker.join();
    QVERIFY(result.complete);

    auto stopped = std::make_shared<JudgedAnalysis>(std::nullopt, options);
    stopped->setPaused(true);
    std::thread again([&] { result = stopped->run(start, sanMoves(start, "e4 e5")); });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stopped->stop();
    again.join();
    stopped->close();
    QVERIFY(!result.complete);
}

// Debian's Stockfish as the judge: the hung queen is a blunder that hangs the queen, its
// Annotator names it with the depth.
void TestJudge::stockfishJudges() {
    const QString program = QStringLiteral("/usr/games/stockfish");
    if (!QFileInfo(program).isExecutable()) QSKIP("Debian's Stockfish is not installed");
    EngineConfig config;
    config.name = QStringLiteral("Stockfish");
    config.program = program;
    config.options = {{QStringLiteral("Threads"), QStringLiteral("1")},
                      {QStringLiteral("Hash"), QStringLiteral("16")}};
    JudgedAnalysis analysis(config, byDepth(8));
    const Position start;
    const GameAnalysis a = analysis.run(start, sanMoves(start, HungQueen));
    analysis.close();
    QVERIFY2(a.complete, a.failure.c_str());
    QVERIFY2(a.judge.starts_with("Stockfish"), a.judge.c_str());
    const MoveReview& queen = a.reviews[5];
    QCOMPARE(queen.judgement, Judgement::Blunder);
    QCOMPARE(queen.explanation.reason, Reason::HangsPiece);
    QVERIFY2(annotatorOf(a).starts_with("Ferz (Stockfish"), annotatorOf(a).c_str());
    QVERIFY2(annotatorOf(a).find(" at depth ") != std::string::npos, annotatorOf(a).c_str());
}

// The games of a file, analysed and written as Analyse Game writes them; a game that cannot be
// read is said and counted, and the others are written all the same.
void TestJudge::annotateFromTheCommandLine() {
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("in.pgn"));
    const QString out = dir.filePath(QStringLiteral("out.pgn"));
    QVERIFY(writeFile(
        in, "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Qg5 4. Nxg5 *\n\n"
            "[White \"X\"]\n[Black \"Y\"]\n\n1. e4 e5 2. Ke3 *\n\n"
            "[White \"Carl\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
    QProcess ferz;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    ferz.setProcessEnvironment(env);
    ferz.start(QStringLiteral(FERZ_APP_PATH),
               {QStringLiteral("--annotate"), in, QStringLiteral("--output"), out,
                QStringLiteral("--nodes"), QStringLiteral("20000")});
    QVERIFY(ferz.waitForFinished(120'000));
    const QString err = QString::fromLocal8Bit(ferz.readAllStandardError());
    QCOMPARE(ferz.exitCode(), 1); // one game could not be read
    QVERIFY2(err.contains(QStringLiteral("game 2: cannot be read")), qPrintable(err));
    QVERIFY2(
        err.contains(QStringLiteral("Games analysed: 2. Games that could not be analysed: 1.")),
        qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("game 1 (Anna – Boris): analysing…")), qPrintable(err));
    // A player the file does not name is unknown, as PGN writes it.
    QVERIFY2(err.contains(QStringLiteral("game 3 (Carl – ?): analysing…")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("game 1: ?! 0, ? 0, ?? 1")), qPrintable(err));
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const std::string text = written.readAll().toStdString();
    std::istringstream stream(text);
    PgnReader games(stream);
    PgnGame first, second, third;
    QVERIFY(games.next(first));
    QVERIFY(games.next(second));
    QVERIFY(!games.next(third) && !games.error());
    QCOMPARE(first.tag("White"), std::string("Anna"));
    QVERIFY2(first.tag("Annotator").starts_with("Ferz (depth "), first.tag("Annotator").c_str());
    const PgnMove& queen = first.moves[5];
    QVERIFY(std::find(queen.nags.begin(), queen.nags.end(), 4) != queen.nags.end());
    QVERIFY(std::any_of(queen.comments.begin(), queen.comments.end(), [](const std::string& c) {
        return c.find("Blunder: hangs the queen.") != std::string::npos;
    }));
    QVERIFY(!queen.variations.empty());
    QVERIFY(queen.evalCp && *queen.evalCp > 500); // from White's side
    QCOMPARE(second.tag("White"), std::string("Carl"));
    QCOMPARE(second.moves[2].evalMate, std::optional<int>(-1));
}

void TestJudge::annotateRefusesBadInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << QStringList{"--annotate"} << 2 << "needs at least one PGN file";
    QTest::newRow("a file that is not there")
        << QStringList{"--annotate", "/nonexistent/games.pgn"} << 1 << "cannot be read";
    QTest::newRow("nodes and depth")
        << QStringList{"--annotate", "x.pgn", "--nodes", "5", "--depth", "5"} << 2 << "not both";
    QTest::newRow("no number") << QStringList{"--annotate", "x.pgn", "--depth", "deep"} << 2
                               << "positive whole number";
    QTest::newRow("an unknown engine")
        << QStringList{"--annotate", "x.pgn", "--engine", "Nobody"} << 2 << "No engine Nobody";
}

void TestJudge::annotateRefusesBadInput() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QProcess ferz;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    ferz.setProcessEnvironment(env);
    ferz.start(QStringLiteral(FERZ_APP_PATH), arguments);
    QVERIFY(ferz.waitForFinished(30'000));
    const QString err = QString::fromLocal8Bit(ferz.readAllStandardError());
    QCOMPARE(ferz.exitCode(), exitCode);
    QVERIFY2(err.contains(message), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestJudge)
#include "tst_judge.moc"
