// The engine thread of the desktop game: a search starts with one queued call, is stopped
// through the atomic flag, and a cancelled search never reports, however the calls interleave.
#include "enginecontroller.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace ferz;

class TestEngineThread : public QObject {
    Q_OBJECT
private slots:
    void answersWithALegalMove();
    void cancelledSearchNeverReports();
    void restartStorm();
    void destructionDuringASearchIsQuick();
    void levelLimitsTheSearch();

private:
    static SearchRequest infinite();
};

SearchRequest TestEngineThread::infinite() {
    SearchRequest r;
    r.limits.infinite = true;
    return r;
}

void TestEngineThread::answersWithALegalMove() {
    EngineController engine;
    QSignalSpy found(&engine, &Opponent::moveFound);
    SearchRequest r;
    r.limits.depth = 6;
    const quint64 id = engine.start(r);
    QVERIFY(engine.thinking());
    QVERIFY(found.wait(10000));
    const auto result = found.front().front().value<SearchResult>();
    QCOMPARE(result.id, id);
    QVERIFY(Position().isLegal(result.move));
    QCOMPARE(result.depth, 6);
    QVERIFY(!engine.thinking());
}

void TestEngineThread::cancelledSearchNeverReports() {
    EngineController engine;
    QSignalSpy found(&engine, &Opponent::moveFound);
    engine.start(infinite());
    QTest::qWait(100);
    engine.cancel();
    QVERIFY(!engine.thinking());
    QTest::qWait(300); // the cancelled search's answer arrives, and is dropped
    QCOMPARE(found.count(), 0);
}

// Start, cancel and restart in every rhythm: only the last search may answer, once.
void TestEngineThread::restartStorm() {
    EngineController engine;
    QSignalSpy found(&engine, &Opponent::moveFound);
    quint64 last = 0;
    for (int i = 0; i < 200; ++i) {
        last = engine.start(infinite());
        if (i % 3 == 0) engine.cancel();
        if (i % 7 == 0) QTest::qWait(1);
        if (i % 50 == 0) engine.newGame();
    }
    SearchRequest quick;
    quick.limits.depth = 3;
    last = engine.start(quick);
    QVERIFY(found.wait(10000));
    QTest::qWait(200);
    QCOMPARE(found.count(), 1);
    QCOMPARE(found.front().front().value<SearchResult>().id, last);
}

void TestEngineThread::destructionDuringASearchIsQuick() {
    auto* engine = new EngineController;
    engine->start(infinite());
    QTest::qWait(200); // well inside the search
    QElapsedTimer timer;
    timer.start();
    delete engine;
    // The window closes within 200 ms of the user's click, search or not.
    QVERIFY2(timer.elapsed() < 200, qPrintable(QString::number(timer.elapsed())));
}

void TestEngineThread::levelLimitsTheSearch() {
    EngineController engine;
    QSignalSpy found(&engine, &Opponent::moveFound);
    SearchRequest r;
    r.elo = 600;
    r.limits.movetimeMs = 20000;
    engine.start(r);
    // The weakest level stops at its depth and node budget, long before its time is up.
    QVERIFY(found.wait(10000));
    const auto result = found.front().front().value<SearchResult>();
    QVERIFY(Position().isLegal(result.move));
    QVERIFY(result.depth <= levelForElo(600).depth);
}

QTEST_GUILESS_MAIN(TestEngineThread)
#include "tst_enginethread.moc"
