// Training on the user's mistakes: the positions an analysed game gives (only verdicts its check
// confirmed), the judgement of an answer (the stored verdict first, near-best moves accepted,
// a bad one explained), the library's unchecked positions of schema 3 and those of an older
// Ferz, a game's positions replaced by its new analysis, the background analysis
// over the library (waiting while a game is played, at the idle priority, its progress), the
// power state it waits on, and the Train window as a user answers it.
#include "boardscene.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "movegen.h"
#include "notation.h"
#include "powerstate.h"
#include "schedule.h"
#include "training.h"
#include "trainwindow.h"

#include <QCheckBox>
#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <sstream>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

using namespace ferz;

namespace {

// White walks into the Blackburne Shilling trap: 5. Nxf7?? Qxg2 and mate soon.
const char* const Trap = "[White \"Anna\"]\n[Black \"Boris\"]\n[Date \"2026.11.01\"]\n"
                         "[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 "
                         "5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1\n";

// Small, so that the checks of the marks stay quick too.
AnalysisOptions quick() {
    AnalysisOptions o;
    o.nodes = 20'000;
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

// After 1. e4 e5 2. Qh5 Nc6 3. Bc4, Black must stop Qxf7#: g6 and Qe7 both do, Nf6?? does not.
const char* const Scholar = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";

// The position as the background analysis would store it: Nf6 the mistake, g6 the best.
TrainingPosition scholarPosition() {
    TrainingPosition p;
    p.ply = 5;
    p.fen = QString::fromLatin1(Scholar);
    p.played = QStringLiteral("g8f6");
    p.playedSan = QStringLiteral("Nf6");
    p.best = QStringLiteral("g7g6");
    p.bestLine = QStringLiteral("3... g6 4. Qf3 Nf6");
    p.judgement = int(Judgement::Blunder);
    p.reason = int(Reason::AllowsMate);
    p.mateIn = 1;
    p.depth = 8;
    p.judge = QStringLiteral("Ferz");
    return p;
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void positionsAreTheUsersMistakes();
    void uncheckedVerdictsMakeNoPositions();
    void nearBestAnswersAreAccepted();
    void theStoredVerdictStands();
    void uncheckedPositionsAreCheckedAgain();
    void anAnalysisReplacesTheGamesPositions();
    void olderVerdictsAreCheckedAgain();
    void backgroundAnalysisFillsTheLibrary();
    void backgroundAnalysisWaitsWhileAGameIsPlayed();
    void backgroundAnalysisRunsAtIdlePriority();
    void powerState_data();
    void powerState();
    void trainWindow();
    void trainWindowFollowsTheAnalysis();

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

// A first look's verdicts, unchecked, make no training position: only the check's do.
void TestTraining::uncheckedVerdictsMakeNoPositions() {
    const Parsed<PgnGame> game = readPgn(Trap);
    QVERIFY(game);
    std::vector<Move> moves;
    for (const PgnMove& m : game->moves) moves.push_back(m.move);
    AnalysisOptions firstLook = quick();
    firstLook.verify = false;
    const GameAnalysis unchecked = analyseGame(game->start, moves, firstLook);
    QVERIFY(unchecked.count(Judgement::Blunder, White) > 0); // it did find the blunders
    QVERIFY(trainingPositions(unchecked, White).isEmpty());
    const QList<TrainingPosition> checked =
        trainingPositions(analyseGame(game->start, moves, quick()), White);
    QVERIFY(!checked.isEmpty());
    for (const TrainingPosition& p : checked) QVERIFY(p.depth > 0);
}

// Another move than the stored ones is searched alone against the best alone: Qe7 stops the
// mate as g6 does, a6 does not.
void TestTraining::nearBestAnswersAreAccepted() {
    const Position pos = fromFen(Scholar);
    const TrainingPosition p = scholarPosition();
    EngineJudge judge;
    const TrainingVerdict good = judgeAnswer(p, uci(pos, "d8e7"), judge);
    QVERIFY(good.accepted);
    QVERIFY(good.review.checkedDepth >= p.depth);
    const TrainingVerdict bad = judgeAnswer(p, uci(pos, "a7a6"), judge);
    QVERIFY(!bad.accepted);
    QVERIFY(!bad.sameAsGame);
    QCOMPARE(bad.review.explanation.reason, Reason::AllowsMate);
    QCOMPARE(bad.review.explanation.reasonMessage().text(), std::string("allows mate in 1"));
}

// One verdict per position: the move the review called a mistake is never accepted, and its
// verified best never refused, whatever a new search would say of them. (A position stored
// with a good move as the mistake — as an unchecked analysis once stored Nd3 — is refused on
// that move, not accepted after being called a mistake.)
void TestTraining::theStoredVerdictStands() {
    const Position start;
    TrainingPosition p;
    p.fen = QString::fromStdString(start.fen());
    p.played = QStringLiteral("e2e4"); // a good move, stored as a mistake
    p.best = QStringLiteral("d2d4");
    p.judgement = int(Judgement::Mistake);
    p.reason = int(Reason::BetterMove);
    p.depth = 6;
    EngineJudge judge;
    const TrainingVerdict played = judgeAnswer(p, uci(start, "e2e4"), judge);
    QVERIFY(!played.accepted);
    QVERIFY(played.sameAsGame);
    QCOMPARE(played.review.judgement, Judgement::Mistake);
    const TrainingVerdict best = judgeAnswer(p, uci(start, "d2d4"), judge);
    QVERIFY(best.accepted);
    QCOMPARE(best.review.checkedDepth, 0); // no search: the stored verdict says so

    const Position pos = fromFen(Scholar);
    const TrainingVerdict nf6 = judgeAnswer(scholarPosition(), uci(pos, "g8f6"), judge);
    QVERIFY(!nf6.accepted && nf6.sameAsGame);
    QVERIFY(judgeAnswer(scholarPosition(), uci(pos, "g7g6"), judge).accepted);
}

// A library of schema 3 held positions of an unchecked analysis: after the migration they wait
// for the check (not due, not counted) and their games are analysed again; a position the
// check confirms keeps its schedule, one it does not goes.
void TestTraining::uncheckedPositionsAreCheckedAgain() {
    const QString path = m_dir.filePath(QStringLiteral("v3/library.sqlite"));
    qint64 gameId = 0;
    {
        Library library(path, QStringLiteral("make"));
        QVERIFY(library.open(nullptr));
        std::istringstream in{std::string(Trap)};
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 1);
        gameId = library.rows({}).front().id;
        TrainingPosition confirmed = scholarPosition(), dropped = scholarPosition();
        dropped.ply = 3;
        QVERIFY(library.addTrainingPositions(gameId, {confirmed, dropped}, trainingDay()));
        const qint64 id = library.dueTrainingPositions(trainingDay()).front().id;
        QVERIFY(library.recordTraining(id, 1, 2.6, 1, trainingDay(), true));
    }
    {
        // Back to schema 3 as that Ferz left it: no depth, no judge.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "v3");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char* sql :
             {"ALTER TABLE training DROP COLUMN depth", "ALTER TABLE training DROP COLUMN judge",
              "ALTER TABLE games DROP COLUMN chess960", "DROP TABLE positions",
              "DROP TABLE materials", "DROP INDEX games_tree", "PRAGMA user_version=3"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), sql);
        q = QSqlQuery();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));
    Library library(path, QStringLiteral("migrated"));
    QVERIFY(library.open(nullptr));
    QVERIFY(library.dueTrainingPositions(trainingDay() + 10).isEmpty());
    QCOMPARE(library.trainingStats(trainingDay()).positions, 0);
    QCOMPARE(library.analysedGames(), std::make_pair(0, 1));
    QCOMPARE(library.nextGameToAnalyse()->id, gameId);
    // The check confirms the one at ply 5, not the one at ply 3.
    TrainingPosition checked = scholarPosition();
    checked.depth = 14;
    QVERIFY(library.addTrainingPositions(gameId, {checked}, trainingDay()));
    const QList<TrainingPosition> now = library.dueTrainingPositions(trainingDay() + 10);
    QCOMPARE(now.size(), 1);
    QCOMPARE(now.front().ply, 5);
    QCOMPARE(now.front().depth, 14);
    QCOMPARE(now.front().attempts, 1); // its schedule kept
    QCOMPARE(now.front().ease, 2.6);
    QCOMPARE(library.analysedGames(), std::make_pair(1, 1));
}

// One verdict per position: a game analysed again (the batch of the Games window, another
// judge) keeps the positions its new analysis confirms, with their schedule, and loses those
// it does not; a game that cannot be read keeps what it had.
void TestTraining::anAnalysisReplacesTheGamesPositions() {
    Library library(m_dir.filePath(QStringLiteral("replace/library.sqlite")),
                    QStringLiteral("replace"));
    QVERIFY(library.open(nullptr));
    std::istringstream in{std::string(Trap)};
    QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 1);
    const qint64 gameId = library.rows({}).front().id;
    TrainingPosition kept = scholarPosition(), dropped = scholarPosition();
    dropped.ply = 3;
    QVERIFY(library.addTrainingPositions(gameId, {kept, dropped}, trainingDay()));
    const QList<TrainingPosition> due = library.dueTrainingPositions(trainingDay());
    QCOMPARE(due.size(), 2);
    const auto five =
        std::find_if(due.begin(), due.end(), [](const TrainingPosition& p) { return p.ply == 5; });
    QVERIFY(five != due.end());
    const qint64 keptId = five->id;
    QVERIFY(library.recordTraining(keptId, 1, 2.6, 1, trainingDay(), true));

    // The new analysis finds ply 5 only, judged a mistake now.
    kept.judgement = int(Judgement::Mistake);
    kept.depth = 12;
    QVERIFY(library.storeAnalysis(gameId, library.pgn(gameId), QList<TrainingPosition>{kept},
                                  trainingDay()));
    QList<TrainingPosition> now = library.dueTrainingPositions(trainingDay() + 10);
    QCOMPARE(now.size(), 1);
    QCOMPARE(now.front().id, keptId);
    QCOMPARE(now.front().judgement, int(Judgement::Mistake));
    QCOMPARE(now.front().depth, 12);
    QCOMPARE(now.front().attempts, 1); // its schedule kept
    QCOMPARE(now.front().ease, 2.6);

    // Unreadable: marked analysed, nothing taken away.
    QVERIFY(library.addTrainingPositions(gameId, std::nullopt, trainingDay()));
    QCOMPARE(library.dueTrainingPositions(trainingDay() + 10).size(), 1);
    // Nothing found any more: the game has no position left.
    QVERIFY(library.addTrainingPositions(gameId, QList<TrainingPosition>{}, trainingDay()));
    QVERIFY(library.dueTrainingPositions(trainingDay() + 10).isEmpty());
    QCOMPARE(library.analysedGames(), std::make_pair(1, 1));
}

// A position another version of Ferz confirmed (its search, its rules) is checked again by this
// one: its game goes back to the background analysis when the library opens, while the
// position stays in the training until then. A newer version's are left alone, and so are
// this version's once checked.
void TestTraining::olderVerdictsAreCheckedAgain() {
    const QString path = m_dir.filePath(QStringLiteral("older/library.sqlite"));
    qint64 gameId = 0;
    const auto setVersion = [&](const char* version) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "older");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("UPDATE training SET ferz = '%1'").arg(QLatin1String(version))));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("older"));
    };
    const auto versions = [&] {
        QStringList out;
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "read");
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT ferz FROM training ORDER BY ply"));
            while (q.next()) out << q.value(0).toString();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("read"));
        return out;
    };
    {
        Library library(path, QStringLiteral("make"));
        QVERIFY(library.open(nullptr));
        std::istringstream in{std::string(Trap)};
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 1);
        gameId = library.rows({}).front().id;
        TrainingPosition other = scholarPosition();
        other.ply = 3;
        QVERIFY(library.addTrainingPositions(gameId, {other, scholarPosition()}, trainingDay()));
    }
    const QString ours = Library::currentVersion();
    QCOMPARE(versions(), QStringList({ours, ours}));
    const auto reopened = [&](const char* name) {
        auto library = std::make_unique<Library>(path, QString::fromLatin1(name));
        return library->open(nullptr) ? std::move(library) : nullptr;
    };
    QCOMPARE(reopened("same")->analysedGames(), std::make_pair(1, 1));
    setVersion("999.0.0"); // a newer Ferz's
    QCOMPARE(reopened("newer")->analysedGames(), std::make_pair(1, 1));

    setVersion(""); // a library from before schema 13
    {
        auto library = reopened("unknown");
        QCOMPARE(library->analysedGames(), std::make_pair(0, 1));
        TrainingPosition other = scholarPosition();
        other.ply = 3;
        QVERIFY(library->addTrainingPositions(gameId, {other, scholarPosition()}, trainingDay()));
    }
    QCOMPARE(versions(), QStringList({ours, ours}));

    setVersion("0.1.9");
    auto library = reopened("older");
    QVERIFY(library);
    QCOMPARE(library->analysedGames(), std::make_pair(0, 1));
    QCOMPARE(library->gamesCheckedAgain(), 1);
    QCOMPARE(library->nextGameToAnalyse()->id, gameId);
    QCOMPARE(library->dueTrainingPositions(trainingDay()).size(), 2); // still there meanwhile
    // The check confirms ply 5 only.
    QVERIFY(library->addTrainingPositions(gameId, {scholarPosition()}, trainingDay()));
    QCOMPARE(library->dueTrainingPositions(trainingDay()).size(), 1);
    QCOMPARE(library->gamesCheckedAgain(), 0);
    library.reset();
    QCOMPARE(versions(), QStringList({ours}));
    QCOMPARE(reopened("checked")->analysedGames(), std::make_pair(1, 1));
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
    TrainingAnalysis analysis(path, 20'000, QThread::NormalPriority);
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

// While a game is played, the analysis searches nothing; once it is not, it goes on, and says
// how many of the user's games it has analysed.
void TestTraining::backgroundAnalysisWaitsWhileAGameIsPlayed() {
    const QString path = m_dir.filePath(QStringLiteral("paused/library.sqlite"));
    {
        Library library(path, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in{std::string(Trap)};
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 1);
    }
    TrainingAnalysis analysis(path, 20'000, QThread::NormalPriority);
    QSignalSpy analysed(&analysis, &TrainingAnalysis::gameAnalysed);
    analysis.setPlaying(true);
    QCOMPARE(analysis.pause(), TrainingAnalysis::Pause::Playing);
    analysis.setEnabled(true);
    QTRY_COMPARE(analysis.gamesToAnalyse(), 1); // counted at once
    QCOMPARE(analysis.analysedGames(), 0);
    QTest::qWait(1000);
    QVERIFY(analysed.isEmpty());
    analysis.setOnBattery(true);
    analysis.setPlaying(false);
    QCOMPARE(analysis.pause(), TrainingAnalysis::Pause::OnBattery);
    QTest::qWait(300);
    QVERIFY(analysed.isEmpty());
    analysis.setOnBattery(false);
    QCOMPARE(analysis.pause(), TrainingAnalysis::Pause::None);
    QTRY_COMPARE_WITH_TIMEOUT(analysed.size(), 1, 60'000);
    QTRY_COMPARE(analysis.analysedGames(), 1);
}

// The analysis thread runs under SCHED_IDLE (Linux), so it takes only a processor nothing
// else wants; the engine's search threads it starts inherit it.
void TestTraining::backgroundAnalysisRunsAtIdlePriority() {
#ifdef Q_OS_LINUX
    const QString path = m_dir.filePath(QStringLiteral("idle/library.sqlite"));
    {
        Library library(path, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
    }
    TrainingAnalysis analysis(path);
    QSignalSpy finished(&analysis, &TrainingAnalysis::finished);
    analysis.setEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30'000);
    QCOMPARE(analysis.schedulingPolicy(), SCHED_IDLE);
#else
    QSKIP("SCHED_IDLE is Linux's");
#endif
}

void TestTraining::powerState_data() {
    QTest::addColumn<QStringList>("supplies"); // "name:type:online-or-status[:scope]"
    QTest::addColumn<int>("expected");         // 1 on battery, 0 on mains, -1 unknown
    QTest::newRow("plugged in") << QStringList{"AC:Mains:1", "BAT0:Battery:Charging"} << 0;
    QTest::newRow("unplugged") << QStringList{"AC:Mains:0", "BAT0:Battery:Discharging"} << 1;
    QTest::newRow("full, plugged in") << QStringList{"AC:Mains:1", "BAT0:Battery:Full"} << 0;
    QTest::newRow("a battery alone, discharging") << QStringList{"BAT1:Battery:Discharging"} << 1;
    QTest::newRow("a battery alone, charging") << QStringList{"BAT1:Battery:Charging"} << 0;
    QTest::newRow("a desktop") << QStringList{"AC:Mains:1"} << 0;
    QTest::newRow("only a mouse's battery")
        << QStringList{"hidpp_battery_0:Battery:Discharging:Device"} << -1;
    QTest::newRow("nothing") << QStringList{} << -1;
}

void TestTraining::powerState() {
    QFETCH(QStringList, supplies);
    QFETCH(int, expected);
    QTemporaryDir dir;
    for (const QString& supply : supplies) {
        const QStringList parts = supply.split(u':');
        QVERIFY(QDir(dir.path()).mkpath(parts[0]));
        const auto write = [&](const QString& name, const QString& value) {
            QVERIFY(writeFile(dir.filePath(parts[0] + u'/' + name), value.toLatin1() + '\n'));
        };
        write(QStringLiteral("type"), parts[1]);
        write(parts[1] == QLatin1String("Mains") ? QStringLiteral("online")
                                                 : QStringLiteral("status"),
              parts[2]);
        if (parts.size() > 3) write(QStringLiteral("scope"), parts[3]);
    }
    const std::optional<bool> state = PowerState::readSysfs(dir.path());
    QCOMPARE(state ? int(*state) : -1, expected);
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
        p.depth = 8;
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

    // Wrong: explained (the move of the game is the review's mistake); then the solution.
    QSignalSpy judged(&window, &TrainWindow::judged);
    window.answer(uci(pos, "g8f6"));
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 20'000);
    QCOMPARE(judged.front().at(0).toBool(), false);
    QVERIFY2(window.feedbackLabel()->text().contains(QStringLiteral("Nf6 is the move of the game")),
             qPrintable(window.feedbackLabel()->text()));
    window.answer(uci(pos, "a7a6"));
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 2, 20'000);
    QCOMPARE(judged.back().at(0).toBool(), false);
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
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 3, 20'000);
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
    const Card shown = review(Card{}, gradeOf(false, 2, true));
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

// The Train window open while the background analysis checks an older Ferz's positions again:
// its progress says why, a position it takes out leaves the queue (shown, it makes way for the
// next one, with a word why), and the one being answered stays until Next.
void TestTraining::trainWindowFollowsTheAnalysis() {
    const QString path = m_dir.filePath(QStringLiteral("follow/library.sqlite"));
    qint64 gameId = 0;
    TrainingPosition first = scholarPosition(), second = scholarPosition(),
                     third = scholarPosition();
    second.ply = 7;
    third.ply = 9;
    {
        Library library(path, QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in{std::string(Trap)};
        QCOMPARE(library.import(in, {QStringLiteral("Boris")}).added, 1);
        gameId = library.rows({}).front().id;
        QVERIFY(library.addTrainingPositions(gameId, {first, second, third}, trainingDay()));
    }
    LibraryStore store(path);
    store.open();
    TrainWindow window(store, false);
    window.show();
    QTRY_VERIFY(window.current() != nullptr);
    QVERIFY(window.statsLabel()->text().startsWith(QStringLiteral("Due now: 3. Positions: 3.")));
    const int shown = window.current()->ply;
    // The progress says why a game analysed before is to be analysed again.
    window.setAnalysisProgress(1, 1, QString());
    QCOMPARE(window.analysisLabel()->text(),
             QStringLiteral("Background analysis: all 1 of your games analysed."));
    {
        // As Library::open leaves a game whose positions an older Ferz found.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "again");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("UPDATE games SET analysed = 0")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("again"));
    window.setAnalysisProgress(0, 1, QString());
    QCOMPARE(window.analysisLabel()->text(),
             QStringLiteral("Background analysis: 0 of 1 of your games analysed. One is checked "
                            "again: an older version of Ferz analysed it."));

    // The analysis keeps the other two: the one on the board goes, before it was tried.
    QList<TrainingPosition> kept;
    for (const TrainingPosition& p : {first, second, third})
        if (p.ply != shown) kept << p;
    store.storeAnalysis(gameId, Trap, kept);
    QTRY_VERIFY(
        window.statsLabel()->text().startsWith(QStringLiteral("Due now: 2. Positions: 2.")));
    QVERIFY(window.current());
    QVERIFY(window.current()->ply != shown);
    // It says why the board changed, then asks the next question.
    QVERIFY2(window.feedbackLabel()->text().startsWith(
                 QStringLiteral("The position shown before is gone: a new analysis of its game "
                                "no longer finds a mistake there.\n\nIn ")),
             qPrintable(window.feedbackLabel()->text()));

    // The analysis judges the one on the board anew (a mistake now, not a blunder), before it
    // was tried: the same position, the new question, and a word why it changed.
    const int rejudged = window.current()->ply;
    for (TrainingPosition& p : kept)
        if (p.ply == rejudged) {
            p.judgement = int(Judgement::Mistake);
            p.reason = int(Reason::BetterMove);
            p.mateIn = 0;
        }
    store.storeAnalysis(gameId, Trap, kept);
    QTRY_VERIFY2(window.feedbackLabel()->text().startsWith(QStringLiteral(
                     "A new analysis of its game has judged this position anew.\n\nIn ")),
                 qPrintable(window.feedbackLabel()->text()));
    QCOMPARE(window.current()->ply, rejudged);
    QCOMPARE(window.current()->judgement, int(Judgement::Mistake));
    QVERIFY2(window.feedbackLabel()->text().contains(QStringLiteral("Nf6, a mistake")),
             qPrintable(window.feedbackLabel()->text()));

    // Being answered (a wrong try), it stays though the analysis takes it out; the next is the
    // one left.
    const int answering = window.current()->ply;
    const Position pos = fromFen(Scholar);
    QSignalSpy judged(&window, &TrainWindow::judged);
    window.answer(uci(pos, "a7a6"));
    QTRY_COMPARE_WITH_TIMEOUT(judged.size(), 1, 20'000);
    QList<TrainingPosition> last;
    for (const TrainingPosition& p : std::as_const(kept))
        if (p.ply != answering) last << p;
    store.storeAnalysis(gameId, Trap, last);
    QTRY_VERIFY(
        window.statsLabel()->text().startsWith(QStringLiteral("Due now: 1. Positions: 1.")));
    QCOMPARE(window.current()->ply, answering);
    window.solutionButton()->click();
    window.nextButton()->click();
    QVERIFY(window.current());
    QCOMPARE(window.current()->ply, last.front().ply);
}

QTEST_MAIN(TestTraining)
#include "tst_training.moc"
