// The endings the evaluation knows: the table of king and pawn against king agrees, in every
// legal position, with what the position's own legal moves lead to (so its wins and draws are
// the rules' own, not the table's idea of the moves), with the textbook's positions, and with
// itself for both colours; the evaluation scores the known endings as the table says.
#include "endgame.h"
#include "engine.h"
#include "eval.h"
#include "game.h"
#include "movegen.h"

#include <QtTest>

#include <string>

using namespace ferz;

namespace {

std::string kpkFen(Square wk, Square bk, Square pawn, Color pawnColor, Color toMove) {
    char board[64];
    std::fill(std::begin(board), std::end(board), '.');
    board[wk] = 'K';
    board[bk] = 'k';
    board[pawn] = pawnColor == White ? 'P' : 'p';
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const char c = board[rank * 8 + file];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty);
            empty = 0;
            fen += c;
        }
        if (empty) fen += char('0' + empty);
        if (rank) fen += '/';
    }
    return fen + (toMove == White ? " w - - 0 1" : " b - - 0 1");
}

bool wins(const Position& pos) {
    const Square pawn = lsb(pos.pieces(Pawn));
    const Color strong = colorOf(pos.pieceOn(pawn));
    return kpkWins(strong, pos.kingSquare(strong), pawn, pos.kingSquare(~strong), pos.sideToMove());
}

// Whether a promotion wins: the new piece is a queen or rook that the lone king cannot take,
// and the king is not stalemated (mated is a win too).
bool promotionWins(Position& pos, Move m) {
    if (m.promotion() != Queen && m.promotion() != Rook) return false;
    StateInfo st;
    pos.makeMove(m, st);
    const MoveList replies(pos);
    bool result = replies.empty() ? pos.inCheck() : true;
    for (Move r : replies) result = result && r.to() != m.to();
    pos.unmakeMove(m, st);
    return result;
}

// What the position's legal moves say, one ply on, by the table.
bool winsByItsMoves(Position& pos) {
    const Square pawn = lsb(pos.pieces(Pawn));
    const Color strong = colorOf(pos.pieceOn(pawn));
    const MoveList moves(pos);
    if (moves.empty()) return pos.inCheck() && pos.sideToMove() != strong;
    const bool strongMoves = pos.sideToMove() == strong;
    for (Move m : moves) {
        bool won = false;
        if (m.isPromotion()) {
            won = promotionWins(pos, m);
        } else if (m.to() != pawn) { // taking the pawn draws
            StateInfo st;
            pos.makeMove(m, st);
            won = wins(pos);
            pos.unmakeMove(m, st);
        }
        if (strongMoves && won) return true;
        if (!strongMoves && !won) return false;
    }
    return !strongMoves;
}

} // namespace

class TestEndgame : public QObject {
    Q_OBJECT

private slots:
    // Every legal placement, with White's pawn on any square it can stand on and either side
    // to move; Black's pawns are the same positions turned around (checked below).
    void kpkAgreesWithTheMoves() {
        int checked = 0, won = 0;
        for (int p = 8; p < 56; ++p)
            for (int wk = 0; wk < 64; ++wk)
                for (int bk = 0; bk < 64; ++bk)
                    for (Color toMove : {White, Black}) {
                        if (wk == bk || p == wk || p == bk) continue;
                        const std::string fen =
                            kpkFen(Square(wk), Square(bk), Square(p), White, toMove);
                        Parsed<Position> parsed = Position::fromFen(fen);
                        if (!parsed) continue; // kings side by side, a king in check not to move
                        Position& pos = parsed.value();
                        const bool table = wins(pos);
                        if (table != winsByItsMoves(pos))
                            QFAIL(qPrintable(QString::fromStdString(
                                fen + (table ? ": the table wins" : ": the table draws"))));
                        // The same position with the colours swapped and the board turned.
                        const Square m = Square(p ^ 56);
                        QCOMPARE(kpkWins(Black, Square(wk ^ 56), m, Square(bk ^ 56), ~toMove),
                                 table);
                        ++checked;
                        won += table;
                    }
        // Most of these positions are won; a king far from a pawn it cannot catch is common.
        QVERIFY(checked > 300'000);
        QVERIFY(won > checked / 2 && won < checked);
    }

    // Positions of the endgame books (each result confirmed with Stockfish at depth 26).
    void kpkTextbook_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("wins");
        // The king on the sixth rank in front of its pawn wins, whoever moves.
        QTest::newRow("sixth rank, White") << "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1" << true;
        QTest::newRow("sixth rank, Black") << "4k3/8/4K3/4P3/8/8/8/8 b - - 0 1" << true;
        // On the fifth, the opposition decides.
        QTest::newRow("defender's opposition") << "8/4k3/8/4K3/4P3/8/8/8 w - - 0 1" << false;
        QTest::newRow("attacker's opposition") << "8/4k3/8/4K3/4P3/8/8/8 b - - 0 1" << true;
        // The pawn's tempo move takes the opposition back.
        QTest::newRow("spare tempo") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << true;
        QTest::newRow("blockade") << "8/8/8/8/8/4k3/4P3/4K3 w - - 0 1" << false;
        QTest::newRow("king too far behind") << "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1" << false;
        // A rook's pawn is drawn once the defender reaches the corner.
        QTest::newRow("rook's pawn") << "7k/8/6K1/7P/8/8/8/8 w - - 0 1" << false;
        // The rule of the square: the king steps into it in time, or not.
        QTest::newRow("outside the square") << "8/8/8/5k2/P7/8/8/7K w - - 0 1" << true;
        QTest::newRow("inside the square") << "8/8/8/5k2/P7/8/8/7K b - - 0 1" << false;
        // Black's pawn: the same as White's.
        QTest::newRow("Black's pawn") << "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1" << true;
    }
    void kpkTextbook() {
        QFETCH(QString, fen);
        QFETCH(bool, wins);
        Parsed<Position> pos = Position::fromFen(fen.toStdString());
        QVERIFY(pos);
        QCOMPARE(::wins(pos.value()), wins);
    }

    // The evaluation: a draw is 0, a win is clear but short of a queen, and the more the nearer
    // the pawn is to queening; two knights against a king are a draw, and so are rook's pawns
    // with the wrong bishop or none.
    void evaluationScoresKnownEndings() {
        const auto eval = [](const char* fen) { return evaluate(Position::fromFen(fen).value()); };
        QCOMPARE(eval("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"), 0);
        QCOMPARE(eval("8/8/8/4k3/8/8/8/2N1KN2 w - - 0 1"), 0);
        QCOMPARE(eval("8/8/8/4k3/8/8/8/2n1Kn2 b - - 0 1"), 0);
        const int second = eval("7k/8/8/8/8/8/4P3/4K3 w - - 0 1");
        const int seventh = eval("7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        QVERIFY(second > 400);
        QVERIFY(seventh > second);
        QVERIFY(-eval("7k/4P3/8/8/8/8/8/4K3 b - - 0 1") == seventh); // the same for Black to move
        QVERIFY(-eval("4Q2k/8/8/8/8/8/8/4K3 b - - 0 1") > seventh);  // promoting gains still
        // The wrong bishop for a rook's pawn, the king in the corner: a draw, with one pawn or
        // more, for either colour; not so with the right bishop or the king out of the corner.
        QCOMPARE(eval("7k/8/8/8/7P/8/8/3BK3 w - - 0 1"), 0);
        QCOMPARE(eval("8/6k1/8/7P/7P/8/8/3BK3 b - - 0 1"), 0);
        QCOMPARE(eval("4k1b1/8/8/p7/8/8/8/1K6 w - - 0 1"), 0);
        QCOMPARE(eval("7k/8/8/8/7P/7P/8/4K3 w - - 0 1"), 0); // no bishop at all
        QCOMPARE(eval("k7/8/8/P7/P7/8/8/4K3 w - - 0 1"), 0);
        const auto known = [](const char* fen) {
            return knownEnding(Position::fromFen(fen).value()).has_value();
        };
        QVERIFY(!known("7k/8/8/8/7P/8/8/2B1K3 w - - 0 1"));
        QVERIFY(!known("8/8/8/4k3/7P/8/8/3BK3 w - - 0 1"));
        QVERIFY(!known("7k/8/8/8/6PP/8/8/3BK3 w - - 0 1"));
        // Bishop and knight: more with the king in a corner of the bishop's colour than in the
        // centre or the other corner, the same for Black.
        const int centre = eval("8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1");
        const int rightCorner = eval("7k/8/5K2/8/8/8/8/2B2N2 w - - 0 1");
        const int wrongCorner = eval("k7/8/2K5/8/8/8/8/2B2N2 w - - 0 1");
        QVERIFY(centre > 400);
        QVERIFY(rightCorner > centre && rightCorner > wrongCorner);
        QCOMPARE(eval("2b2n2/8/8/8/8/5k2/8/7K b - - 0 1"), rightCorner);
        // Any other material is the ordinary evaluation's.
        QVERIFY(!known("4k3/8/8/8/4P3/8/4P3/4K3 w - - 0 1"));
        QVERIFY(!known("4k3/8/8/8/8/8/8/2RBK3 w - - 0 1"));
        QVERIFY(!known("4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1"));
    }

    // Bishop and knight mate only in a corner of the bishop's colour, and only with a plan: the
    // engine, playing both sides at 20,000 nodes a move, mates within the fifty moves from
    // each start (without the ending's score it drew every one of these by the fifty-move
    // rule, at 100 ms a move against Stockfish).
    void bishopAndKnightMate_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("dark bishop, king in the centre") << "8/8/8/4k3/8/8/8/2B1KN2 w - - 0 1";
        QTest::newRow("light bishop") << "8/8/8/3k4/8/8/2N5/3BK3 w - - 0 1";
        QTest::newRow("light bishop, Black's") << "3bk3/2n5/8/8/3K4/8/8/8 b - - 0 1";
    }
    void bishopAndKnightMate() {
        QFETCH(QString, fen);
        Game game(Position::fromFen(fen.toStdString()).value());
        Engine engine;
        SearchLimits limits;
        limits.nodes = 20'000;
        for (int ply = 0; ply < 100 && !game.status().over(); ++ply) {
            engine.setPosition(game.position(), game.keys());
            Move best;
            engine.go(
                limits, [](const SearchInfo&) {}, [&best](Move m, Move) { best = m; });
            engine.wait();
            QVERIFY(game.play(best));
        }
        QCOMPARE(game.status().reason, Termination::Checkmate);
    }
};

QTEST_APPLESS_MAIN(TestEndgame)
#include "tst_endgame.moc"
