// Move ordering: every legal move comes exactly once, the table's move first, winning captures
// before quiet moves; and when guarding pieces (as strength levels do) with no statistics yet,
// a quiet move that takes a piece out of a cheaper piece's attack comes before the others, and
// one that walks into such an attack comes last. Weak levels search shallow and prune late
// quiet moves, so without this they would miss the move that saves a piece.
#include "movepick.h"
#include "notation.h"

#include <QtTest>

#include <algorithm>
#include <vector>

using namespace ferz;

namespace {

Position fromFen(const char* fen) {
    Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("bad FEN in test: %s (%s)", fen, p.error().c_str());
    return p.value();
}

// Empty statistics, as at the start of a game.
struct NoStats {
    std::int16_t butterfly[64][64] = {};
    PieceToHistory cont = {};
    std::int16_t capture[12][64][6] = {};
    MovePicker::Tables tables() const { return {butterfly, {&cont, &cont, &cont}, capture}; }
};

std::vector<Move> order(const Position& pos, Move ttMove, bool guardPieces) {
    const NoStats stats;
    const Move killers[2] = {Move::none(), Move::none()};
    MovePicker picker(pos, ttMove, killers, Move::none(), stats.tables(), false, guardPieces);
    std::vector<Move> moves;
    for (Move m = picker.next(); m; m = picker.next()) moves.push_back(m);
    return moves;
}

QString san(const Position& pos, Move m) {
    return QString::fromStdString(toSan(pos, m));
}

} // namespace

class TestMovePick : public QObject {
    Q_OBJECT

private slots:
    void givesEveryMoveOnce() {
        const Position pos =
            fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const Move tt(E2, A6);
        std::vector<Move> legal;
        for (Move m : MoveList(pos)) legal.push_back(m);
        auto raw = [](Move a, Move b) { return a.raw() < b.raw(); };
        std::sort(legal.begin(), legal.end(), raw);
        for (bool guardPieces : {false, true}) {
            std::vector<Move> got = order(pos, tt, guardPieces);
            QCOMPARE(got.front(), tt);
            std::sort(got.begin(), got.end(), raw);
            QVERIFY(got == legal);
        }
    }

    // A knight hit by a pawn, a queen that could step into a pawn's attack, a pawn to take.
    void threatenedPieceMovesFirst() {
        const Position pos = fromFen("7k/8/8/3p4/Q5p1/5N2/8/4K3 w - - 0 1");
        const std::vector<Move> got = order(pos, Move::none(), true);
        QCOMPARE(got.front(), Move(A4, G4)); // the capture that wins a pawn
        const auto firstQuiet = got.begin() + 1;
        const int knightMoves = 7; // all its squares but e1 are safe from the pawns
        for (auto it = firstQuiet; it != firstQuiet + knightMoves; ++it)
            QVERIFY2(it->from() == F3, qPrintable(san(pos, *it)));
        const NoStats stats;
        const Move killers[2] = {Move::none(), Move::none()};
        MovePicker picker(pos, Move::none(), killers, Move::none(), stats.tables(), false, true);
        QVERIFY(picker.savesPiece(Move(F3, D4)));
        QVERIFY(!picker.savesPiece(Move(A4, B4))); // the queen was not in danger
        QVERIFY(!picker.savesPiece(Move(E1, E2)));
        const std::vector<Move> last(got.end() - 2, got.end());
        QVERIFY2(std::count(last.begin(), last.end(), Move(A4, C4)) == 1 &&
                     std::count(last.begin(), last.end(), Move(A4, E4)) == 1,
                 qPrintable(san(pos, last[0]) + " " + san(pos, last[1])));
    }
};

QTEST_APPLESS_MAIN(TestMovePick)
#include "tst_movepick.moc"
