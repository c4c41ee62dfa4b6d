// The static evaluation's contracts: it is the same for both colours (a position and its mirror
// image with the colours swapped get the same value for the side to move), and the search's
// PawnCache changes nothing but speed, whether a structure is new to it, known, or evicted by
// another with the same slot.
#include "eval.h"
#include "movegen.h"
#include "testdata.h"

#include <QtTest>

#include <random>
#include <string>

using namespace ferz;

namespace {

// The position with the board turned around and the colours swapped: White's pieces become
// Black's on the mirrored ranks, and the other side moves. Its value for the side to move must
// be the same.
std::string mirrored(const std::string& fen) {
    const QStringList fields = QString::fromStdString(fen).split(' ');
    QStringList ranks = fields[0].split('/');
    std::reverse(ranks.begin(), ranks.end());
    QString board = ranks.join('/');
    for (QChar& c : board) c = c.isUpper() ? c.toLower() : c.toUpper();
    QString castling = fields[2];
    for (QChar& c : castling) c = c.isUpper() ? c.toLower() : c.toUpper();
    QString ep = fields[3];
    if (ep != "-") ep[1] = ep[1] == '3' ? '6' : '3';
    const QString side = fields[1] == "w" ? "b" : "w";
    return QStringList{board, side, castling, ep, fields[4], fields[5]}.join(' ').toStdString();
}

// Positions of random games from the 300 of perft-random.epd: every kind of material and
// pawn structure, middlegames and endings.
template <typename Check>
void forRandomPositions(Check check) {
    const QList<DataLine> lines = readTestData("perft-random.epd");
    QVERIFY(!lines.isEmpty());
    std::mt19937 rng(20261125);
    for (const DataLine& line : lines) {
        Parsed<Position> start = Position::fromFen(line.fen().toStdString());
        QVERIFY2(start, qPrintable(line.fen()));
        Position pos = start.value();
        std::vector<StateInfo> states(80);
        for (StateInfo& st : states) {
            check(pos);
            if (QTest::currentTestFailed()) return;
            const MoveList moves(pos);
            if (moves.empty()) break;
            pos.makeMove(moves[std::size_t(rng() % moves.size())], st);
        }
    }
}

} // namespace

class TestEval : public QObject {
    Q_OBJECT

private slots:
    void colourSymmetry() {
        int checked = 0;
        forRandomPositions([&](const Position& pos) {
            const std::string other = mirrored(pos.fen());
            Parsed<Position> flipped = Position::fromFen(other);
            QVERIFY2(flipped, other.c_str());
            QVERIFY2(evaluate(pos) == evaluate(flipped.value()),
                     qPrintable(QString::fromStdString(
                         pos.fen() + " is " + std::to_string(evaluate(pos)) + ", " + other +
                         " is " + std::to_string(evaluate(flipped.value())))));
            ++checked;
        });
        QVERIFY(checked > 10'000);
    }

    // Every position twice through one cache (the second time the structure is known, unless
    // another evicted it), against the evaluation without a cache.
    void pawnCacheChangesNothing() {
        PawnCache cache;
        int checked = 0, known = 0;
        forRandomPositions([&](const Position& pos) {
            const int plain = evaluate(pos);
            const Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
            const PawnCache::Entry& slot = cache.slot(white, black);
            known += slot.white == white && slot.black == black;
            QCOMPARE(evaluate(pos, cache), plain);
            QCOMPARE(slot.white, white); // now it holds these pawns
            QCOMPARE(slot.black, black);
            QCOMPARE(evaluate(pos, cache), plain);
            ++checked;
        });
        QVERIFY(checked > 10'000);
        // Positions of one game share structures: many were known on the first look.
        QVERIFY(known > checked / 10);
    }
};

QTEST_APPLESS_MAIN(TestEval)
#include "tst_eval.moc"
