// Perft over the suites of tests/engine/data: every count of perft.epd up to a node budget (the
// deepest ones belong to bench/perft), every count of perft-random.epd, and the counts of
// perft960.txt (Chess960) up to a smaller budget (all of them: bench/perft960).
// Set FERZ_PERFT_MAX_NODES to lower the budgets for slow (sanitizer, debug) builds.
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "testdata.h"

#include <QtTest>

#include <algorithm>
#include <bitset>

using namespace ferz;

namespace {

constexpr quint64 DefaultMaxNodes = 200'000'000;
// Chess960's counts are many: the shallow ones keep the test quick.
constexpr quint64 DefaultMaxChess960Nodes = 5'000'000;

quint64 maxNodes(quint64 byDefault = DefaultMaxNodes) {
    bool ok = false;
    const quint64 limit = qEnvironmentVariable("FERZ_PERFT_MAX_NODES").toULongLong(&ok);
    return ok ? std::min(limit, byDefault) : byDefault;
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

// Adds one row per (position, depth) of perft960.txt, whose lines read `name | FEN | n1 n2 …`.
void addChess960Rows() {
    const QList<DataLine> lines = readTestData("perft960.txt");
    QVERIFY2(!lines.isEmpty(), "cannot read perft960.txt");
    const quint64 limit = maxNodes(DefaultMaxChess960Nodes);
    int positions = 0;
    for (const DataLine& line : lines) {
        if (line.text.startsWith('#')) continue;
        const QStringList parts = line.text.split('|');
        QCOMPARE(parts.size(), 3);
        const QStringList counts = parts[2].split(' ', Qt::SkipEmptyParts);
        QVERIFY(!counts.isEmpty());
        ++positions;
        for (int depth = 1; depth <= counts.size(); ++depth) {
            const quint64 nodes = counts[depth - 1].toULongLong();
            if (nodes > limit) continue;
            QTest::addRow("%s D%d", qPrintable(parts[0].trimmed()), depth)
                << parts[1].trimmed() << depth << nodes;
        }
    }
    QVERIFY(positions >= 50);
}

// The positions of perft-random.epd and perft960.txt.
QStringList testPositions() {
    QStringList fens;
    for (const DataLine& line : readTestData("perft-random.epd")) fens << line.fen();
    for (const DataLine& line : readTestData("perft960.txt"))
        if (!line.text.startsWith('#')) fens << line.text.section('|', 1, 1).trimmed();
    return fens;
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

    void chess960_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("expected");
        addChess960Rows();
    }
    void chess960() { check(); }

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

    // givesCheck() agrees with making the move, over two plies of every perft-random and
    // perft960 position; every make and unmake keeps the key right.
    void givesCheckAgreesWithMakeMove() {
        const QStringList fens = testPositions();
        QVERIFY(fens.size() > 300);
        int checks = 0, moves = 0;
        for (const QString& fen : fens) {
            Position pos = Position::fromFen(fen.toStdString()).value();
            StateInfo undo1, undo2;
            for (Move m : MoveList(pos)) {
                pos.makeMove(m, undo1);
                for (Move reply : MoveList(pos)) {
                    const bool predicted = pos.givesCheck(reply);
                    pos.makeMove(reply, undo2);
                    QVERIFY2(predicted == pos.inCheck(),
                             qPrintable(fen + " " + QString::number(reply.raw())));
                    QVERIFY2(pos.key() == pos.computeKey(),
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
    // square, one ply into every perft-random and perft960 position (the search asks it about
    // moves from the table and killers, which may come from another position), every generated
    // move, and of the castling moves from the king's square exactly the generated ones.
    void isLegalAgreesWithTheGenerator() {
        const QStringList fens = testPositions();
        QVERIFY(fens.size() > 300);
        int legal = 0;
        const auto compare = [&legal](const Position& pos) {
            std::bitset<4096> plain, castling; // by from * 64 + to
            for (Move m : MoveList(pos)) {
                QVERIFY(pos.isLegal(m));
                if (m.kind() == Move::Normal) plain.set(m.from() * 64 + m.to());
                if (m.kind() == Move::Castling) castling.set(m.from() * 64 + m.to());
            }
            for (int from = 0; from < 64; ++from)
                for (int to = 0; to < 64; ++to) {
                    const Move m{Square(from), Square(to)};
                    const bool expected = plain[std::size_t(from * 64 + to)];
                    if (pos.isLegal(m) != expected)
                        QFAIL(qPrintable(QString::fromStdString(pos.fen() + " " + toUci(m))));
                    legal += expected;
                }
            // Castling: the king's square to every square (other squares never hold a king).
            const Square king = pos.kingSquare(pos.sideToMove());
            for (int to = 0; to < 64; ++to) {
                const Move c{king, Square(to), Move::Castling};
                if (pos.isLegal(c) != castling[std::size_t(king * 64 + to)])
                    QFAIL(qPrintable(QString::fromStdString(pos.fen() + " castling " + toUci(c))));
            }
        };
        for (const QString& fen : fens) {
            Position pos = Position::fromFen(fen.toStdString()).value();
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
        QCOMPARE(QString::fromStdString(p.fen(FenCastling::Shredder)),
                 QString::fromStdString(pos->fen(FenCastling::Shredder)));
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "tst_perft.moc"
