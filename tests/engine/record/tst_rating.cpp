// Glicko-2: Glickman's worked example to the paper's precision, a period without games
// against the formula, the direction and symmetry of rating changes, the expected score and
// its inverse, and garbage input that must still give finite ratings in their ranges.
#include "rating.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace ferz;

namespace {

constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
constexpr double Inf = std::numeric_limits<double>::infinity();

bool near(double actual, double expected, double tolerance) {
    return std::abs(actual - expected) <= tolerance;
}

QByteArray text(const Rating& r) {
    return QByteArray::number(r.rating, 'f', 6) + " / " + QByteArray::number(r.deviation, 'f', 6) +
           " / " + QByteArray::number(r.volatility, 'f', 8);
}

bool inRanges(const Rating& r) {
    return std::isfinite(r.rating) && std::isfinite(r.deviation) && std::isfinite(r.volatility) &&
           r.rating >= Rating::MinRating && r.rating <= Rating::MaxRating &&
           r.deviation >= Rating::MinDeviation && r.deviation <= Rating::MaxDeviation &&
           r.volatility >= Rating::MinVolatility && r.volatility <= Rating::MaxVolatility;
}

Rating after(const Rating& player, const RatedResult& game) {
    return rate(player, std::span<const RatedResult>(&game, 1));
}

} // namespace

class TestRating : public QObject {
    Q_OBJECT
private slots:
    void workedExample();
    void noGames_data();
    void noGames();
    void noGamesCeiling();
    void winRaisesLossLowers_data();
    void winRaisesLossLowers();
    void drawAgainstAnEqualKeepsTheRating();
    void winAndLossAreSymmetric();
    void expectedScore_data();
    void expectedScore();
    void opponentForExpectedScore_data();
    void opponentForExpectedScore();
    void extremePlayer_data();
    void extremePlayer();
    void extremeGames_data();
    void extremeGames();
    void manyGames();
};

// "Example of the Glicko-2 system" (Glickman, 2013): 1500 / 200 / 0.06 with τ = 0.5 beats a
// 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300).
void TestRating::workedExample() {
    const Rating player{1500, 200, 0.06};
    const std::vector<RatedResult> games = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
    const Rating r = rate(player, games, Glicko2{0.5});
    qInfo("worked example: %s", text(r).constData());
    QVERIFY2(near(r.rating, 1464.06, 0.01), text(r));
    QVERIFY2(near(r.deviation, 151.52, 0.01), text(r));
    QVERIFY2(near(r.volatility, 0.05999, 0.00001), text(r));
}

void TestRating::noGames_data() {
    QTest::addColumn<double>("deviation");
    QTest::addColumn<double>("volatility");
    QTest::newRow("RD 200") << 200.0 << 0.06;
    QTest::newRow("RD 50") << 50.0 << 0.06;
    QTest::newRow("floor, volatile") << 30.0 << 0.09;
    QTest::newRow("steady") << 120.0 << 0.01;
}

// Without games the rating and volatility stay and the deviation grows to sqrt(φ² + σ²) on
// the Glicko-2 scale (φ = RD / 173.7178).
void TestRating::noGames() {
    QFETCH(double, deviation);
    QFETCH(double, volatility);
    const Rating player{1837, deviation, volatility};
    const Rating r = rate(player, {});
    const double phi = deviation / 173.7178;
    const double expected = 173.7178 * std::sqrt(phi * phi + volatility * volatility);
    QVERIFY2(near(r.deviation, expected, 1e-9), text(r));
    QVERIFY(r.deviation > deviation);
    QCOMPARE(r.rating, 1837.0);
    QCOMPARE(r.volatility, volatility);
}

// Time away never makes a rating less certain than an unrated player's: 345 grown by a
// volatility of 0.5 (87 rating points) would be about 356.
void TestRating::noGamesCeiling() {
    QCOMPARE(rate(Rating{1837, 345, 0.5}, {}).deviation, Rating::MaxDeviation);
    QCOMPARE(rate(Rating{1837, 350, 0.06}, {}).deviation, Rating::MaxDeviation);
}

void TestRating::winRaisesLossLowers_data() {
    QTest::addColumn<double>("opponent");
    QTest::newRow("weaker") << 1200.0;
    QTest::newRow("equal") << 1500.0;
    QTest::newRow("stronger") << 1900.0;
}

void TestRating::winRaisesLossLowers() {
    QFETCH(double, opponent);
    const Rating player{1500, 150, 0.06};
    const Rating won = after(player, {opponent, 80, 1});
    const Rating lost = after(player, {opponent, 80, 0});
    QVERIFY2(won.rating > player.rating, text(won));
    QVERIFY2(lost.rating < player.rating, text(lost));
    // A game is information either way: the deviation shrinks.
    QVERIFY(won.deviation < player.deviation);
    QVERIFY(lost.deviation < player.deviation);
    // A surprise moves the rating more than an expected result.
    if (opponent < player.rating) QVERIFY(player.rating - lost.rating > won.rating - player.rating);
    if (opponent > player.rating) QVERIFY(won.rating - player.rating > player.rating - lost.rating);
}

void TestRating::drawAgainstAnEqualKeepsTheRating() {
    const Rating player{1650, 120, 0.06};
    const Rating r = after(player, {1650, 120, 0.5});
    QVERIFY2(near(r.rating, 1650, 1e-9), text(r));
    QVERIFY(r.deviation < player.deviation);
}

// Between equals, a win gains what a loss costs.
void TestRating::winAndLossAreSymmetric() {
    const Rating player{1500, 200, 0.06};
    const Rating won = after(player, {1500, 200, 1});
    const Rating lost = after(player, {1500, 200, 0});
    QVERIFY2(near(won.rating - 1500, 1500 - lost.rating, 1e-9), text(won) + " | " + text(lost));
    QVERIFY(near(won.deviation, lost.deviation, 1e-9));
    QVERIFY(near(won.volatility, lost.volatility, 1e-12));
}

void TestRating::expectedScore_data() {
    QTest::addColumn<double>("player");
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("deviation");
    QTest::newRow("equal, sure") << 1500.0 << 1500.0 << 30.0;
    QTest::newRow("equal, unsure") << 2100.0 << 2100.0 << 350.0;
    QTest::newRow("stronger") << 1800.0 << 1500.0 << 60.0;
    QTest::newRow("weaker") << 1200.0 << 1500.0 << 60.0;
}

void TestRating::expectedScore() {
    QFETCH(double, player);
    QFETCH(double, opponent);
    QFETCH(double, deviation);
    const double e = ferz::expectedScore(Rating{player, 100, 0.06}, opponent, deviation);
    const double mirror = ferz::expectedScore(Rating{opponent, 100, 0.06}, player, deviation);
    QVERIFY(e > 0 && e < 1);
    QVERIFY(near(e + mirror, 1, 1e-12));
    if (player == opponent) QVERIFY(near(e, 0.5, 1e-12));
    if (player > opponent) QVERIFY(e > 0.5);
    if (player < opponent) QVERIFY(e < 0.5);
    // An opponent of unsure strength makes any result less predictable.
    const double unsure = ferz::expectedScore(Rating{player, 100, 0.06}, opponent, 350);
    QVERIFY(std::abs(unsure - 0.5) <= std::abs(e - 0.5) + 1e-12);
}

void TestRating::opponentForExpectedScore_data() {
    QTest::addColumn<double>("expected");
    QTest::newRow("even") << 0.5;
    QTest::newRow("a quarter") << 0.25;
    QTest::newRow("three quarters") << 0.75;
    QTest::newRow("nine in ten") << 0.9;
}

void TestRating::opponentForExpectedScore() {
    QFETCH(double, expected);
    const Rating player{1720, 90, 0.06};
    const double opponent = opponentRatingFor(player, expected, 50);
    QVERIFY(near(ferz::expectedScore(player, opponent, 50), expected, 1e-9));
    if (expected == 0.5) QVERIFY(near(opponent, player.rating, 1e-9));
    if (expected > 0.5) QVERIFY(opponent < player.rating);
    if (expected < 0.5) QVERIFY(opponent > player.rating);
}

void TestRating::extremePlayer_data() {
    QTest::addColumn<double>("rating");
    QTest::addColumn<double>("deviation");
    QTest::addColumn<double>("volatility");
    QTest::addColumn<double>("tau");
    QTest::newRow("NaN everywhere") << Nan << Nan << Nan << Nan;
    QTest::newRow("infinities") << Inf << Inf << Inf << Inf;
    QTest::newRow("negative infinities") << -Inf << -Inf << -Inf << -Inf;
    QTest::newRow("huge") << 1e300 << 1e300 << 1e300 << 1e300;
    QTest::newRow("zeros") << 0.0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("negative") << -5000.0 << -10.0 << -1.0 << -0.5;
    QTest::newRow("tiny") << 1e-300 << 1e-300 << 1e-300 << 1e-300;
}

void TestRating::extremePlayer() {
    QFETCH(double, rating);
    QFETCH(double, deviation);
    QFETCH(double, volatility);
    QFETCH(double, tau);
    const Rating player{rating, deviation, volatility};
    const std::vector<RatedResult> games = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0.5}};
    const Rating r = rate(player, games, Glicko2{tau});
    QVERIFY2(inRanges(r), text(r));
    const Rating idle = rate(player, {}, Glicko2{tau});
    QVERIFY2(inRanges(idle), text(idle));
    const double e = ferz::expectedScore(player, rating, deviation);
    QVERIFY(std::isfinite(e) && e >= 0 && e <= 1);
    for (double p : {Nan, -Inf, 0.0, 1.0, Inf}) {
        const double o = opponentRatingFor(player, p, deviation);
        QVERIFY(std::isfinite(o) && o >= Rating::MinRating && o <= Rating::MaxRating);
    }
}

void TestRating::extremeGames_data() {
    QTest::addColumn<double>("opponent");
    QTest::addColumn<double>("deviation");
    QTest::addColumn<double>("score");
    QTest::newRow("NaN opponent") << Nan << 100.0 << 1.0;
    QTest::newRow("NaN score") << 1500.0 << 100.0 << Nan;
    QTest::newRow("infinite opponent, won") << Inf << 100.0 << 1.0;
    QTest::newRow("minus infinite opponent, lost") << -Inf << 100.0 << 0.0;
    QTest::newRow("huge deviation") << 1500.0 << 1e300 << 1.0;
    QTest::newRow("zero deviation") << 1500.0 << 0.0 << 0.0;
    QTest::newRow("score of 7") << 1500.0 << 100.0 << 7.0;
    QTest::newRow("score of -inf") << 1500.0 << 100.0 << -Inf;
    QTest::newRow("lost to the bottom") << -1e300 << 30.0 << 0.0;
    QTest::newRow("beat the top") << 1e300 << 30.0 << 1.0;
}

void TestRating::extremeGames() {
    QFETCH(double, opponent);
    QFETCH(double, deviation);
    QFETCH(double, score);
    for (const Rating& player : {Rating{}, Rating{0, 30, 0.001}, Rating{4000, 350, 0.5}}) {
        const Rating r = after(player, {opponent, deviation, score});
        QVERIFY2(inRanges(r), text(r));
        for (double tau : {0.1, 0.5, 2.0}) {
            const std::vector<RatedResult> games(50, RatedResult{opponent, deviation, score});
            const Rating many = rate(player, games, Glicko2{tau});
            QVERIFY2(inRanges(many), text(many));
        }
    }
    // A game with a number missing is left out: the period is as if without it.
    if (std::isnan(opponent) || std::isnan(score)) {
        const Rating player{1600, 100, 0.06};
        QCOMPARE(after(player, {opponent, deviation, score}), rate(player, {}));
    }
}

// Thousands of games in one period, all won against the weakest possible opponent or all
// lost to the strongest: the variance gets huge or tiny, and the result is still sane.
void TestRating::manyGames() {
    const std::vector<RatedResult> wins(10000, RatedResult{0, 30, 1});
    const std::vector<RatedResult> losses(10000, RatedResult{4000, 30, 0});
    const std::vector<RatedResult> upsets(10000, RatedResult{4000, 30, 1});
    for (const auto* games : {&wins, &losses, &upsets}) {
        const Rating r = rate(Rating{}, *games);
        QVERIFY2(inRanges(r), text(r));
    }
    QVERIFY(rate(Rating{}, upsets).rating > 1500);
}

QTEST_APPLESS_MAIN(TestRating)
#include "tst_rating.moc"
