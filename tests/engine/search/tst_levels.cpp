// Strength levels for humans: weaker levels choose among nearly-best moves and vary, but every
// level still recaptures and never leaves the queen en prise; the level table grows stronger
// monotonically with the Elo label.
#include "engine.h"
#include "movegen.h"
#include "notation.h"
#include "see.h"

#include <QtTest>

#include <cmath>

#include <set>

using namespace ferz;

namespace {

Position fromFen(const QString& fen) {
    Parsed<Position> p = Position::fromFen(fen.toStdString());
    if (!p) qFatal("bad FEN in test: %s (%s)", qPrintable(fen), p.error().c_str());
    return p.value();
}

// One search at a level, with a seed, within a node budget (the level may cap it lower).
Move play(Engine& engine, const Position& pos, int elo, std::uint64_t seed) {
    engine.newGame();
    engine.setStrength(elo);
    engine.setSeed(seed);
    engine.setPosition(pos);
    SearchLimits limits;
    limits.nodes = 300'000;
    Move best;
    engine.go(limits, {}, [&best](Move m, Move) { best = m; });
    engine.wait();
    return best;
}

const int Levels[] = {MinElo, 800, 1000, 1200, 1400, 1700, 2400, MaxElo};
constexpr int Seeds = 6;

} // namespace

class TestLevels : public QObject {
    Q_OBJECT

private slots:
    // The measured Elo the rating uses is docs/strength.md's, label for label: the measured
    // column's "1200 ± 76" or "2353 (2314 … 2391)".
    void measuredEloIsTheDocuments() {
        QFile doc(QStringLiteral(FERZ_SOURCE_DIR "/docs/strength.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const qsizetype from = text.indexOf(QStringLiteral("## Measured labels"));
        QVERIFY(from >= 0);
        const QString section =
            text.mid(from, text.indexOf(QStringLiteral("\n## "), from + 1) - from);
        static const QRegularExpression row(
            QStringLiteral(
                R"(^\| (\d{3,4}) \|[^|]*\|[^|]*\|[^|]*\|[^|]*\| (\d{3,4}) (?:± (\d+)|\((\d+) … (\d+)\)) \|)"),
            QRegularExpression::MultilineOption);
        int rows = 0;
        for (auto it = row.globalMatch(section); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const int label = m.captured(1).toInt();
            const double elo = m.captured(2).toDouble();
            const double error95 = m.captured(3).isEmpty()
                                       ? (m.captured(5).toDouble() - m.captured(4).toDouble()) / 2
                                       : m.captured(3).toDouble();
            const MeasuredElo measured = measuredElo(label);
            QCOMPARE(measured.elo, elo);
            QVERIFY2(std::abs(measured.deviation * 1.96 - error95) <= 1,
                     qPrintable(QStringLiteral("%1: %2").arg(label).arg(error95)));
            ++rows;
        }
        QCOMPARE(rows, 11);
        // Between two measured labels, in between; beyond the ends, the ends.
        QVERIFY(measuredElo(1300).elo > 1200 && measuredElo(1300).elo < 1433);
        QCOMPARE(measuredElo(100).elo, measuredElo(MinElo).elo);
        QCOMPARE(measuredElo(9000).elo, measuredElo(MaxElo).elo);
    }

    void tableGrowsStronger() {
        Level previous = levelForElo(MinElo);
        for (int elo = MinElo + 50; elo <= MaxElo; elo += 50) {
            const Level l = levelForElo(elo);
            QVERIFY2(l.depth >= previous.depth, qPrintable(QString::number(elo)));
            QVERIFY(l.maxLossCp <= previous.maxLossCp);
            QVERIFY(l.noiseCp <= previous.noiseCp);
            QVERIFY(l.candidates >= 1);
            previous = l;
        }
        QCOMPARE(levelForElo(100).depth, levelForElo(MinElo).depth);
        QCOMPARE(levelForElo(9999).depth, levelForElo(MaxElo).depth);
    }

    // The opponent has just taken a piece: every level takes back.
    void recaptures_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("square");
        QTest::newRow("Bxc6 in the Ruy Lopez")
            << "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4" << int(C6);
        QTest::newRow("Bxf6") << "r1bqkb1r/pppp1ppp/2n2B2/4p3/4P3/2N5/PPPP1PPP/R2QKBNR b KQkq - 0 4"
                              << int(F6);
        QTest::newRow("dxe5 after Nxe5")
            << "r1bqkb1r/pppp1ppp/5n2/4n3/3PP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 5" << int(E5);
        QTest::newRow("Rxd8 after a rook took a rook with check")
            << "r2R2k1/5pp1/7p/8/8/8/5PPP/6K1 b - - 0 1" << int(D8);
    }
    void recaptures() {
        QFETCH(QString, fen);
        QFETCH(int, square);
        const Position pos = fromFen(fen);
        Engine engine;
        for (int elo : Levels)
            for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
                const Move m = play(engine, pos, elo, seed);
                QVERIFY2(m.to() == Square(square) && pos.isCapture(m),
                         qPrintable(QString("level %1 seed %2 played %3")
                                        .arg(elo)
                                        .arg(seed)
                                        .arg(QString::fromStdString(toSan(pos, m)))));
            }
    }

    // The queen is attacked: no level leaves it to be taken with profit.
    void keepsTheQueen_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("queen hit by a pawn")
            << "rnb1kbnr/pppp1ppp/8/4p3/3qP3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 3";
        QTest::newRow("queen hit by a knight")
            << "rnb1kb1r/pppp1ppp/5n2/4p2q/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 4";
        QTest::newRow("queen hit by a bishop")
            << "rnbqk2r/pppp1ppp/5n2/2b1p1B1/4P3/3P4/PPPQ1PPP/RN2KBNR w KQkq - 0 5";
    }
    void keepsTheQueen() {
        QFETCH(QString, fen);
        const Position pos = fromFen(fen);
        const Color us = pos.sideToMove();
        Engine engine;
        for (int elo : Levels)
            for (std::uint64_t seed = 1; seed <= Seeds; ++seed) {
                const Move m = play(engine, pos, elo, seed);
                Position after = pos;
                StateInfo undo;
                after.makeMove(m, undo);
                const Bitboard queen = after.pieces(us, Queen);
                for (Move reply : MoveList(after))
                    if (queen & squareBB(reply.to()))
                        QVERIFY2(!seeAtLeast(after, reply, 1),
                                 qPrintable(QString("level %1 seed %2 played %3, then %4 wins")
                                                .arg(elo)
                                                .arg(seed)
                                                .arg(QString::fromStdString(toSan(pos, m)))
                                                .arg(QString::fromStdString(toSan(after, reply)))));
            }
    }

    // The strongest label is full strength: the same search, node for node, and the same move,
    // also when a node budget cuts an iteration short (a level choosing among the lines of the
    // last whole iteration would differ at some of these budgets).
    void strongestLabelIsFullStrength() {
        for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
                                "8/5pk1/6p1/3R4/5P2/6PK/r7/8 b - - 0 45"}) {
            const Position pos = fromFen(QString::fromLatin1(fen));
            for (std::uint64_t budget = 5'000; budget <= 150'000; budget += 10'000) {
                std::pair<Move, std::uint64_t> results[2];
                for (int strongest = 0; strongest < 2; ++strongest) {
                    Engine engine;
                    if (strongest) engine.setStrength(MaxElo);
                    engine.setPosition(pos);
                    SearchLimits limits;
                    limits.nodes = budget;
                    std::uint64_t nodes = 0;
                    engine.go(
                        limits, [&nodes](const SearchInfo& info) { nodes = info.nodes; },
                        [&](Move m, Move) { results[strongest].first = m; });
                    engine.wait();
                    results[strongest].second = nodes;
                }
                const QString where = QStringLiteral("%1, %2 nodes").arg(fen).arg(budget);
                QVERIFY2(results[0].first, qPrintable(where));
                QVERIFY2(results[1].first == results[0].first, qPrintable(where));
                QVERIFY2(results[1].second == results[0].second, qPrintable(where));
            }
        }
    }

    // A mate in one is never missed, at any level.
    void takesMateInOne() {
        const Position pos =
            fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        Engine engine;
        for (int elo : {MinElo, 1000, 1400, 2000, MaxElo})
            for (std::uint64_t seed = 1; seed <= 4; ++seed)
                QCOMPARE(play(engine, pos, elo, seed), Move(H5, F7));
    }

    // The weakest level does not always play the same move, and never an illegal one.
    void weakLevelsVary() {
        const Position pos;
        Engine engine;
        std::set<std::uint16_t> moves;
        for (std::uint64_t seed = 1; seed <= 24; ++seed) {
            const Move m = play(engine, pos, MinElo, seed);
            QVERIFY(pos.isLegal(m));
            moves.insert(m.raw());
        }
        QVERIFY2(moves.size() >= 3, qPrintable(QString::number(moves.size())));
    }

    // The same seed gives the same choice.
    void seedRepeatsTheChoice() {
        const Position pos =
            fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        Engine engine;
        for (std::uint64_t seed = 1; seed <= 6; ++seed)
            QCOMPARE(play(engine, pos, 1000, seed), play(engine, pos, 1000, seed));
    }
};

QTEST_APPLESS_MAIN(TestLevels)
#include "tst_levels.moc"
