// SM-2: the intervals and eases of a run of good answers, a failure that starts the card
// again, the ease's floor, grades out of range, damaged cards, and the grade of an attempt.
#include "schedule.h"

#include <QTest>

#include <climits>
#include <cmath>
#include <limits>

using namespace ferz;

namespace {

bool near(double actual, double expected) {
    return std::abs(actual - expected) < 1e-9;
}

QByteArray text(const Card& c) {
    return "repetitions " + QByteArray::number(c.repetitions) + ", ease " +
           QByteArray::number(c.ease, 'f', 6) + ", interval " + QByteArray::number(c.intervalDays);
}

} // namespace

class TestSchedule : public QObject {
    Q_OBJECT
private slots:
    void goodAnswers_data();
    void goodAnswers();
    void easeChange_data();
    void easeChange();
    void failureStartsAgain();
    void easeFloor();
    void gradesClamped_data();
    void gradesClamped();
    void damagedCard();
    void longRun();
    void gradeOf_data();
    void gradeOf();
};

// A new card answered with the same grade again and again: 1 day, 6 days, then the last
// interval times the ease the card had before the review (rounded). A 5 raises the ease by
// 0.1 each time, so the third interval is 6 × 2.7; a 4 keeps it at 2.5, so 6 × 2.5 = 15.
void TestSchedule::goodAnswers_data() {
    QTest::addColumn<int>("grade");
    QTest::addColumn<QList<int>>("intervals");
    QTest::addColumn<QList<double>>("eases");
    QTest::newRow("perfect") << 5 << QList<int>{1, 6, 16, 45} << QList<double>{2.6, 2.7, 2.8, 2.9};
    QTest::newRow("after a hesitation")
        << 4 << QList<int>{1, 6, 15, 38, 95} << QList<double>{2.5, 2.5, 2.5, 2.5, 2.5};
    // 3: the ease drops by 0.14 a review: 2.36, 2.22, 2.08, 1.94, 1.80.
    QTest::newRow("with difficulty")
        << 3 << QList<int>{1, 6, 13, 27, 52} << QList<double>{2.36, 2.22, 2.08, 1.94, 1.80};
}

void TestSchedule::goodAnswers() {
    QFETCH(int, grade);
    QFETCH(QList<int>, intervals);
    QFETCH(QList<double>, eases);
    Card card;
    for (qsizetype i = 0; i < intervals.size(); ++i) {
        card = review(card, grade);
        QVERIFY2(card.intervalDays == intervals[i], text(card));
        QVERIFY2(near(card.ease, eases[i]), text(card));
        QCOMPARE(card.repetitions, int(i) + 1);
    }
}

void TestSchedule::easeChange_data() {
    QTest::addColumn<int>("grade");
    QTest::addColumn<double>("change");
    QTest::newRow("5") << 5 << 0.1;
    QTest::newRow("4") << 4 << 0.0;
    QTest::newRow("3") << 3 << -0.14;
    QTest::newRow("2") << 2 << -0.32;
    QTest::newRow("1") << 1 << -0.54;
    QTest::newRow("0") << 0 << -0.8;
}

// 0.1 - (5 - q) (0.08 + (5 - q) 0.02), from an ease high enough not to touch the floor.
void TestSchedule::easeChange() {
    QFETCH(int, grade);
    QFETCH(double, change);
    const Card before{4, 2.5, 20};
    QVERIFY(near(review(before, grade).ease - before.ease, change));
}

void TestSchedule::failureStartsAgain() {
    Card card;
    for (int i = 0; i < 4; ++i) card = review(card, 5);
    QCOMPARE(card.intervalDays, 45);
    const double ease = card.ease;

    card = review(card, 1);
    QCOMPARE(card.repetitions, 0);
    QCOMPARE(card.intervalDays, 1);
    QVERIFY2(card.ease < ease, text(card));
    QVERIFY(near(card.ease, ease - 0.54));

    // Relearnt: 1 day, 6 days, then the lowered ease.
    card = review(card, 5);
    QCOMPARE(card.intervalDays, 1);
    card = review(card, 5);
    QCOMPARE(card.intervalDays, 6);
    const double easeBefore = card.ease;
    card = review(card, 5);
    QCOMPARE(card.intervalDays, int(std::lround(6 * easeBefore)));
}

void TestSchedule::easeFloor() {
    Card card;
    for (int i = 0; i < 10; ++i) {
        card = review(card, 0);
        QVERIFY2(card.ease >= Card::MinEase, text(card));
        QCOMPARE(card.intervalDays, 1);
    }
    QCOMPARE(card.ease, Card::MinEase);
    for (int i = 0; i < 10; ++i) card = review(card, 3);
    QCOMPARE(card.ease, Card::MinEase);
    // At the floor the interval still grows, by 1.3 a review.
    QCOMPARE(card.repetitions, 10);
    QVERIFY(card.intervalDays > 6);
}

void TestSchedule::gradesClamped_data() {
    QTest::addColumn<int>("grade");
    QTest::addColumn<int>("as");
    QTest::newRow("6") << 6 << 5;
    QTest::newRow("100") << 100 << 5;
    QTest::newRow("INT_MAX") << INT_MAX << 5;
    QTest::newRow("-1") << -1 << 0;
    QTest::newRow("INT_MIN") << INT_MIN << 0;
}

void TestSchedule::gradesClamped() {
    QFETCH(int, grade);
    QFETCH(int, as);
    for (const Card& card : {Card{}, Card{1, 2.0, 1}, Card{5, 1.3, 40}, Card{7, 2.9, 300}})
        QCOMPARE(review(card, grade), review(card, as));
}

// A card read from a damaged file: any values give a card in range, and a correct answer
// never schedules it for today or the past.
void TestSchedule::damagedCard() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const Card cards[] = {{-5, 2.5, 10},
                          {3, nan, 10},
                          {3, inf, 10},
                          {3, -inf, 10},
                          {3, 2.5, -10},
                          {3, 2.5, 0},
                          {3, 2.5, INT_MAX},
                          {INT_MAX, 1e300, INT_MAX},
                          {INT_MIN, -1e300, INT_MIN}};
    for (const Card& card : cards) {
        for (int grade = 0; grade <= 5; ++grade) {
            const Card after = review(card, grade);
            QVERIFY2(after.repetitions >= 0, text(after));
            QVERIFY2(std::isfinite(after.ease) && after.ease >= Card::MinEase &&
                         after.ease <= Card::MaxEase,
                     text(after));
            QVERIFY2(after.intervalDays >= 1 && after.intervalDays <= Card::MaxIntervalDays,
                     text(after));
        }
    }
}

// A hundred perfect answers: the interval and the ease stop at their ceilings.
void TestSchedule::longRun() {
    Card card;
    for (int i = 0; i < 100; ++i) card = review(card, 5);
    QCOMPARE(card.repetitions, 100);
    QCOMPARE(card.intervalDays, Card::MaxIntervalDays);
    QCOMPARE(card.ease, Card::MaxEase);
}

void TestSchedule::gradeOf_data() {
    QTest::addColumn<bool>("solved");
    QTest::addColumn<int>("wrongTries");
    QTest::addColumn<bool>("sawSolution");
    QTest::addColumn<int>("grade");
    QTest::newRow("first try") << true << 0 << false << 5;
    QTest::newRow("after a wrong try") << true << 1 << false << 3;
    QTest::newRow("after three wrong tries") << true << 3 << false << 3;
    QTest::newRow("shown the solution") << false << 2 << true << 1;
    QTest::newRow("solved, but saw the solution") << true << 0 << true << 1;
    QTest::newRow("gave up") << false << 0 << false << 1;
    QTest::newRow("negative tries") << true << -4 << false << 5;
}

void TestSchedule::gradeOf() {
    QFETCH(bool, solved);
    QFETCH(int, wrongTries);
    QFETCH(bool, sawSolution);
    QFETCH(int, grade);
    QCOMPARE(ferz::gradeOf(solved, wrongTries, sawSolution), grade);
    // A failure restarts the card; a success with mistakes keeps it going.
    QCOMPARE(review(Card{2, 2.5, 6}, grade).repetitions, grade >= 3 ? 3 : 0);
}

QTEST_APPLESS_MAIN(TestSchedule)
#include "tst_schedule.moc"
