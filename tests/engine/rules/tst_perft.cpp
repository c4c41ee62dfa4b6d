// Perft over the suites of tests/engine/data: every count of perft.epd up to a node budget (the
// deepest ones belong to bench/perft) and every count of perft-random.epd.
// Set FERZ_PERFT_MAX_NODES to lower the budget for slow (sanitizer, debug) builds.
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "testdata.h"

#include <QtTest>

#include <bitset>

using namespace ferz;

namespace {

constexpr quint64 DefaultMaxNodes = 200'000'000;

quint64 maxNodes() {
    bool ok = false;
    const quint64 limit = qEnvironmentVariable("FERZ_PERFT_MAX_NODES").toULongLong(&ok);
    return ok ? limit : DefaultMaxNodes;
}

// Adds one row per (position, depth) of an EPD file whose lines read `FEN ;D1 n ;D2 n …`.
void addRows(const QString& fileName) {
    const QList<DataLine> lines = readTestData(fileName);
    QVERIFY2(!lines.isEmpty(), qPrintable("cannot read " + fileName));
    const quint64 limit = maxNodes();
    for (const DataLine& line : lines) {
        const QStringList parts = line.text.split(';');
        for (int i = 1; i < parts.size(); ++i) {
            const QStringList depthAndCount = parts[i].trimmed().split(' ');
            QCOMPARE(depthAndCount.size(), 2);
            const int depth = depthAndCount[0].mid(1).toInt();
            const quint64 nodes = depthAndCount[1].toULongLong();
            if (nodes > limit) continue;
            QTest::addRow("%s:%d D%d", qPrintable(fileName), line.number, depth)
                << line.fen() << depth << nodes;
        }
    }
}

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void standard_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        addRows("perft.epd");
    }
    void standard() { check(); }

    void random_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        addRows("perft-random.epd");
    }
    void random() { check(); }

    // The divide adds up to the total, and each root move's count is the perft of its child.
    void divideAddsUp() {
        Position pos = Position::fromFen(
                           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
                           .value();
        quint64 sum = 0;
        int moves = 0;
        const quint64 total = perftDivide(pos, 3, [&](Move m, std::uint64_t nodes) {
            Position child = pos;
            StateInfo undo;
            child.makeMove(m, undo);
            QCOMPARE(quint64(perft(child, 2)), quint64(nodes));
            sum += nodes;
            ++moves;
        });
        QCOMPARE(moves, 48);
        QCOMPARE(sum, total);
        QCOMPARE(total, quint64(97862));
    }

    // givesCheck() agrees with making the move, over two plies of every perft-random position.
    void givesCheckAgreesWithMakeMove() {
        const QList<DataLine> lines = readTestData("perft-random.epd");
        QVERIFY(!lines.isEmpty());
        int checks = 0, moves = 0;
        for (const DataLine& line : lines) {
            const QString fen = line.fen();
            Position pos = Position::fromFen(fen.toStdString()).value();
            StateInfo undo1, undo2;
            for (Move m : MoveList(pos)) {
                pos.makeMove(m, undo1);
                for (Move reply : MoveList(pos)) {
                    const bool predicted = pos.givesCheck(reply);
                    pos.makeMove(reply, undo2);
                    QVERIFY2(predicted == pos.inCheck(),
                             qPrintable(fen + " " + QString::number(reply.raw())));
                    checks += predicted;
                    ++moves;
                    pos.unmakeMove(reply, undo2);
                }
                pos.unmakeMove(m, undo1);
            }
        }
        QVERIFY(checks > 1000);
        qInfo("%d moves, %d checks", moves, checks);
    }

    // isLegal() accepts exactly the generator's moves: every plain move from any square to any
    // square, one ply into every perft-random position (the search asks it about moves from the
    // table and killers, which may come from another position), and every generated move.
    void isLegalAgreesWithTheGenerator() {
        const QList<DataLine> lines = readTestData("perft-random.epd");
        QVERIFY(!lines.isEmpty());
        int legal = 0;
        const auto compare = [&legal](const Position& pos) {
            std::bitset<4096> plain; // by from * 64 + to
            for (Move m : MoveList(pos)) {
                QVERIFY(pos.isLegal(m));
                if (m.kind() == Move::Normal) plain.set(m.from() * 64 + m.to());
            }
            for (int from = 0; from < 64; ++from)
                for (int to = 0; to < 64; ++to) {
                    const Move m{Square(from), Square(to)};
                    const bool expected = plain[std::size_t(from * 64 + to)];
                    if (pos.isLegal(m) != expected)
                        QFAIL(qPrintable(QString::fromStdString(pos.fen() + " " + toUci(m))));
                    legal += expected;
                }
        };
        for (const DataLine& line : lines) {
            Position pos = Position::fromFen(line.fen().toStdString()).value();
            compare(pos);
            StateInfo undo;
            for (Move m : MoveList(pos)) {
                pos.makeMove(m, undo);
                compare(pos);
                pos.unmakeMove(m, undo);
            }
        }
        QVERIFY(legal > 100000);
        qInfo("%d legal plain moves", legal);
    }

private:
    void check() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, expected);
        Parsed<Position> pos = Position::fromFen(fen.toStdString());
        QVERIFY2(pos, pos.error().c_str());
        Position p = pos.value();
        QCOMPARE(quint64(perft(p, depth)), expected);
        QCOMPARE(QString::fromStdString(p.fen()), QString::fromStdString(pos->fen()));
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
