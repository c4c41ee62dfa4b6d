// The pen's drawings as values: the colours the modifiers choose, lichess's toggling (the same
// again removes, another colour recolours), and the lists of [%csl]/[%cal] read and written.
#include "drawings.h"

#include <QTest>

using namespace ferz;

class TestDrawings : public QObject {
    Q_OBJECT
private slots:
    void colours();
    void toggleArrows();
    void toggleMarks();
    void lists_data();
    void lists();
    void writes();
};

void TestDrawings::colours() {
    QCOMPARE(drawColorFor(false, false), DrawColor::Green);
    QCOMPARE(drawColorFor(true, false), DrawColor::Red);
    QCOMPARE(drawColorFor(false, true), DrawColor::Blue);
    QCOMPARE(drawColorFor(true, true), DrawColor::Yellow);
}

void TestDrawings::toggleArrows() {
    Drawings d;
    QVERIFY(d.empty());
    QVERIFY(d.toggleArrow(DrawColor::Green, E2, E4));
    QVERIFY(d.toggleArrow(DrawColor::Red, D1, D8));
    QCOMPARE(d.arrows.size(), 2u);
    QCOMPARE(d.arrowColor(E2, E4), std::optional(DrawColor::Green));
    QVERIFY(!d.arrowColor(E4, E2)); // an arrow has a direction
    // Another colour over the same squares recolours it, in its place.
    QVERIFY(d.toggleArrow(DrawColor::Blue, E2, E4));
    QCOMPARE(d.arrows.size(), 2u);
    QCOMPARE(d.arrows[0], (DrawnArrow{DrawColor::Blue, E2, E4}));
    // The same again removes it.
    QVERIFY(!d.toggleArrow(DrawColor::Blue, E2, E4));
    QCOMPARE(d.arrows.size(), 1u);
    QCOMPARE(d.arrows[0], (DrawnArrow{DrawColor::Red, D1, D8}));
    QVERIFY(!d.toggleArrow(DrawColor::Red, D1, D8));
    QVERIFY(d.empty());
}

void TestDrawings::toggleMarks() {
    Drawings d;
    QVERIFY(d.toggleMark(DrawColor::Green, F7));
    QVERIFY(d.toggleMark(DrawColor::Yellow, E4));
    QCOMPARE(d.markColor(F7), std::optional(DrawColor::Green));
    QVERIFY(d.toggleMark(DrawColor::Red, F7));
    QCOMPARE(d.markColor(F7), std::optional(DrawColor::Red));
    QCOMPARE(d.marks.size(), 2u);
    QVERIFY(!d.toggleMark(DrawColor::Red, F7));
    QVERIFY(!d.markColor(F7));
    QCOMPARE(d.marks, (std::vector<DrawnMark>{{DrawColor::Yellow, E4}}));
    d = {};
    QVERIFY(d.empty());
}

void TestDrawings::lists_data() {
    QTest::addColumn<QString>("list");
    QTest::addColumn<bool>("arrows");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("count");
    QTest::newRow("marks") << "Gf7,Ye4" << false << true << 2;
    QTest::newRow("arrows") << "Ge2e4,Rd1d8" << true << true << 2;
    QTest::newRow("spaces after commas") << " Ge2e4, Bd1d8 " << true << true << 2;
    QTest::newRow("a comma at the end") << "Gf7," << false << true << 1;
    QTest::newRow("lower case colour") << "rf7" << false << true << 1;
    QTest::newRow("empty") << "" << false << true << 0;
    QTest::newRow("unknown colour") << "Xf7" << false << false << 0;
    QTest::newRow("off the board") << "Gi9" << false << false << 0;
    QTest::newRow("arrow as a mark") << "Ge2e4" << false << false << 0;
    QTest::newRow("mark as an arrow") << "Ge2" << true << false << 0;
    QTest::newRow("one bad of two") << "Ge2e4,Ge2" << true << false << 0;
}

void TestDrawings::lists() {
    QFETCH(QString, list);
    QFETCH(bool, arrows);
    QFETCH(bool, ok);
    QFETCH(int, count);
    Drawings d;
    QCOMPARE(parseDrawingList(list.toStdString(), arrows, d), ok);
    QCOMPARE(int(arrows ? d.arrows.size() : d.marks.size()), count);
    QCOMPARE(int(arrows ? d.marks.size() : d.arrows.size()), 0);
}

void TestDrawings::writes() {
    Drawings d;
    QCOMPARE(QString::fromStdString(drawingCommands(d)), QString());
    d.toggleArrow(DrawColor::Green, E2, E4);
    QCOMPARE(QString::fromStdString(drawingCommands(d)), QString("[%cal Ge2e4]"));
    d.toggleArrow(DrawColor::Red, D1, D8);
    d.toggleMark(DrawColor::Green, F7);
    d.toggleMark(DrawColor::Yellow, E4);
    QCOMPARE(QString::fromStdString(drawingCommands(d)),
             QString("[%csl Gf7,Ye4] [%cal Ge2e4,Rd1d8]"));
    Drawings back;
    QVERIFY(parseDrawingList("Gf7,Ye4", false, back));
    QVERIFY(parseDrawingList("Ge2e4,Rd1d8", true, back));
    QCOMPARE(back, d);
}

QTEST_GUILESS_MAIN(TestDrawings)
#include "tst_drawings.moc"
