// Moves as text: SAN written for the tricky cases (disambiguation, pins, en passant, promotions,
// castling, check and mate), SAN and UCI read back, the lenient spellings people and programs
// use, and the sentence each reader gives for text that is not a legal move. Chess960's
// castling: O-O and O-O-O in SAN, the king taking its rook in UCI.
#include "movegen.h"
#include "notation.h"

#include "testdata.h"

#include <QtTest>

#include <set>

using namespace ferz;

namespace {

const QString StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const QString Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
// White and black rooks at home with all rights: both castlings legal.
const QString Castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
// White's e-pawn on e7, nothing in its way.
const QString Promotes = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
// Black just played d7-d5 beside the pawn on e5.
const QString EnPassant = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
// Queens on a1, c1 and a3 all reach b2.
const QString ThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
// Knights on b1 and f3 both reach d2.
const QString TwoKnights = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
// Knights on b1 and e2 both reach c3, but the one on e2 is pinned by the rook on e8.
const QString PinnedKnight = "4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1";
// The pawn on d7 can take the rook on c8 or step to d8; the king on h8 stands on the eighth rank.
const QString PromotesWithCheck = "2r4k/3P4/8/8/8/8/8/4K3 w - - 0 1";
// A black rook on f2 attacks f1, on the white king's way to g1, and the second rank.
const QString RookOnF2 = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1";
// Chess960: kings on the b- and g-files, castling on both wings legal. Castling queenside
// moves the king on b1 one square (b1c1, which a plain king move also is); castling kingside
// leaves the king on g1 where it stands.
const QString KingOnB = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
const QString KingOnG = "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w KQkq - 0 1";
// The king on f1 and its rook on g1 trade places castling kingside.
const QString Swap = "r3k1r1/8/8/8/8/8/6P1/R4KR1 w GAga - 0 1";

// The position of a FEN written in this file; a typo in one stops the run at once.
Position read(const QString& fen) {
    Parsed<Position> pos = Position::fromFen(fen.toStdString());
    if (!pos) qFatal("bad FEN in the test: %s: %s", qPrintable(fen), pos.error().c_str());
    return pos.value();
}

// The legal move of `pos` that UCI writes as `uci`, or Move::none().
Move legalMove(const Position& pos, const QString& uci) {
    for (Move m : MoveList(pos))
        if (QString::fromStdString(toUci(m)) == uci) return m;
    return Move::none();
}

QString str(const std::string& s) {
    return QString::fromStdString(s);
}

// One row per position of an EPD file of tests/engine/data.
void addEpdRows(const QString& fileName) {
    const QList<DataLine> lines = readTestData(fileName);
    QVERIFY2(!lines.isEmpty(), qPrintable("cannot read " + fileName));
    for (const DataLine& line : lines)
        QTest::addRow("%s:%d", qPrintable(fileName), line.number) << line.fen() << 1;
}

// Every legal move, `depth` plies deep: its SAN and UCI read back as the same move, and no two
// moves of a position share a SAN.
void checkRoundTrips(Position& pos, int depth) {
    std::set<std::string> seen;
    for (Move m : MoveList(pos)) {
        const std::string san = toSan(pos, m);
        const QByteArray where = QByteArray::fromStdString(pos.fen() + " " + toUci(m) + " " + san);
        QVERIFY2(seen.insert(san).second, where.constData());

        const Parsed<Move> fromSan = parseSan(pos, san);
        QVERIFY2(fromSan, (where + ": " + fromSan.error().c_str()).constData());
        QVERIFY2(*fromSan == m, where.constData());

        // UCI as standard chess writes it and as UCI_Chess960 does: both read back.
        for (const bool chess960 : {false, true}) {
            const Parsed<Move> fromUci = parseUci(pos, toUci(pos, m, chess960));
            QVERIFY2(fromUci, (where + ": " + fromUci.error().c_str()).constData());
            QVERIFY2(*fromUci == m, where.constData());
        }
        if (m.kind() != Move::Castling || !pos.hasChess960Castling())
            QCOMPARE(toUci(pos, m, false), toUci(m));

        if (depth > 1) {
            StateInfo undo;
            pos.makeMove(m, undo);
            checkRoundTrips(pos, depth - 1);
            pos.unmakeMove(m, undo);
            if (QTest::currentTestFailed()) return;
        }
    }
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void writeSan_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        QTest::newRow("pawn step") << StartFen << "e2e4"
                                   << "e4";
        QTest::newRow("knight") << StartFen << "g1f3"
                                << "Nf3";
        QTest::newRow("knights, by file: b") << TwoKnights << "b1d2"
                                             << "Nbd2";
        QTest::newRow("knights, by file: f") << TwoKnights << "f3d2"
                                             << "Nfd2";
        QTest::newRow("knights, only one reaches") << TwoKnights << "f3e5"
                                                   << "Ne5";
        const QString twoRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        QTest::newRow("rooks on a file, by rank: 1") << twoRooks << "a1a3"
                                                     << "R1a3";
        QTest::newRow("rooks on a file, by rank: 5") << twoRooks << "a5a3"
                                                     << "R5a3";
        QTest::newRow("rooks on a file, only one reaches") << twoRooks << "a5a7"
                                                           << "Ra7";
        QTest::newRow("three queens, by square") << ThreeQueens << "a1b2"
                                                 << "Qa1b2";
        QTest::newRow("three queens, by rank") << ThreeQueens << "a3b2"
                                               << "Q3b2";
        QTest::newRow("three queens, by file") << ThreeQueens << "c1b2"
                                               << "Qcb2";
        const QString fourQueens = "1k6/8/8/3Q1Q2/8/3Q1Q2/8/K7 w - - 0 1";
        QTest::newRow("four queens around e4") << fourQueens << "d5e4"
                                               << "Qd5e4";
        QTest::newRow("four queens, two reach") << fourQueens << "f5e6"
                                                << "Qfe6";
        QTest::newRow("pinned twin: no disambiguation") << PinnedKnight << "b1c3"
                                                        << "Nc3";
        QTest::newRow("same knights unpinned") << "4r1k1/8/8/8/8/8/4N3/1N3K2 w - - 0 1"
                                               << "b1c3"
                                               << "Nbc3";
        QTest::newRow("pawn capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                      << "e4d5"
                                      << "exd5";
        QTest::newRow("en passant") << EnPassant << "e5d6"
                                    << "exd6";
        QTest::newRow("promotion") << Promotes << "e7e8q"
                                   << "e8=Q";
        QTest::newRow("under-promotion to a knight") << Promotes << "e7e8n"
                                                     << "e8=N";
        QTest::newRow("under-promotion to a rook") << Promotes << "e7e8r"
                                                   << "e8=R";
        QTest::newRow("promotion with check") << PromotesWithCheck << "d7d8q"
                                              << "d8=Q+";
        QTest::newRow("bishop promotion, no check") << PromotesWithCheck << "d7d8b"
                                                    << "d8=B";
        QTest::newRow("capture, promotion, check") << PromotesWithCheck << "d7c8q"
                                                   << "dxc8=Q+";
        QTest::newRow("capture, under-promotion, check") << PromotesWithCheck << "d7c8r"
                                                         << "dxc8=R+";
        QTest::newRow("capture, promotion, mate") << "2r4k/3P2pp/8/8/8/8/8/4K3 w - - 0 1"
                                                  << "d7c8q"
                                                  << "dxc8=Q#";
        QTest::newRow("black promotes to a knight with check")
            << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"
            << "g2g1n"
            << "g1=N+";
        QTest::newRow("castling kingside") << Castles << "e1g1"
                                           << "O-O";
        QTest::newRow("castling queenside") << Castles << "e1c1"
                                            << "O-O-O";
        QTest::newRow("black castles queenside") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                                 << "e8c8"
                                                 << "O-O-O";
        QTest::newRow("castling with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                             << "e1g1"
                                             << "O-O+";
        QTest::newRow("long castling with check") << "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
                                                  << "e1c1"
                                                  << "O-O-O+";
        QTest::newRow("castling with mate") << "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1"
                                            << "e1g1"
                                            << "O-O#";
        QTest::newRow("mate")
            << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
            << "h5f7"
            << "Qxf7#";
        QTest::newRow("check, not mate")
            << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
            << "c4f7"
            << "Bxf7+";
        QTest::newRow("king takes") << RookOnF2 << "e1f2"
                                    << "Kxf2";
    }
    void writeSan() {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        const Position pos = read(fen);
        const Move m = legalMove(pos, uci);
        QVERIFY2(m, qPrintable(uci + " is not legal in " + fen));
        QCOMPARE(str(toSan(pos, m)), san);
    }

    void sanAndUciRoundTrip_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::newRow("start") << StartFen << 3;
        QTest::newRow("kiwipete") << Kiwipete << 2;
        QTest::newRow("kiwipete, black")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1" << 2;
        QTest::newRow("promotions") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1" << 3;
        QTest::newRow("promotions and castling")
            << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << 2;
        QTest::newRow("promotion by capture")
            << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8" << 2;
        QTest::newRow("en passant") << EnPassant << 2;
        QTest::newRow("three queens") << ThreeQueens << 2;
        QTest::newRow("four queens") << "1k6/8/8/3Q1Q2/8/3Q1Q2/8/K7 w - - 0 1" << 2;
        QTest::newRow("pinned knight") << PinnedKnight << 2;
        QTest::newRow("eight queens") << "QQQQ4/QQQQ4/8/7k/8/8/8/K7 w - - 0 1" << 1;
        addEpdRows("perft-random.epd");
        // Chess960: every position of its perft data, two plies deep.
        const QList<DataLine> lines = readTestData("perft960.txt");
        QVERIFY(!lines.isEmpty());
        for (const DataLine& line : lines)
            if (!line.text.startsWith('#'))
                QTest::addRow("perft960.txt:%d", line.number)
                    << line.text.section('|', 1, 1).trimmed() << 2;
    }
    // parseSan(pos, toSan(pos, m)) == m and parseUci(pos, toUci(m)) == m for every legal move.
    void sanAndUciRoundTrip() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        Position pos = read(fen);
        checkRoundTrips(pos, depth);
    }

    void readSanLenient_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("uci");
        QTest::newRow("O-O") << Castles << "O-O"
                             << "e1g1";
        QTest::newRow("0-0") << Castles << "0-0"
                             << "e1g1";
        QTest::newRow("O-O-O") << Castles << "O-O-O"
                               << "e1c1";
        QTest::newRow("0-0-0") << Castles << "0-0-0"
                               << "e1c1";
        QTest::newRow("o-o") << Castles << "o-o"
                             << "e1g1";
        QTest::newRow("OOO") << Castles << "OOO"
                             << "e1c1";
        QTest::newRow("e8=Q") << Promotes << "e8=Q"
                              << "e7e8q";
        QTest::newRow("e8Q") << Promotes << "e8Q"
                             << "e7e8q";
        QTest::newRow("e8q") << Promotes << "e8q"
                             << "e7e8q";
        QTest::newRow("e8=q") << Promotes << "e8=q"
                              << "e7e8q";
        QTest::newRow("e8(N)") << Promotes << "e8(N)"
                               << "e7e8n";
        QTest::newRow("e8/R") << Promotes << "e8/R"
                              << "e7e8r";
        QTest::newRow("e7e8q") << Promotes << "e7e8q"
                               << "e7e8q";
        QTest::newRow("e7-e8=B") << Promotes << "e7-e8=B"
                                 << "e7e8b";
        QTest::newRow("exd6") << EnPassant << "exd6"
                              << "e5d6";
        QTest::newRow("exd6e.p.") << EnPassant << "exd6e.p."
                                  << "e5d6";
        QTest::newRow("exd6 e.p.") << EnPassant << "exd6 e.p."
                                   << "e5d6";
        QTest::newRow("exd6 e.p.+") << EnPassant << "exd6 e.p.+"
                                    << "e5d6";
        QTest::newRow("ed6") << EnPassant << "ed6"
                             << "e5d6";
        QTest::newRow("e5d6") << EnPassant << "e5d6"
                              << "e5d6";
        QTest::newRow("check missing") << PromotesWithCheck << "dxc8=Q"
                                       << "d7c8q";
        QTest::newRow("mate missing")
            << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
            << "Qxf7"
            << "h5f7";
        QTest::newRow("capture mark missing")
            << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
            << "Qf7"
            << "h5f7";
        QTest::newRow("castling check missing") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                                << "O-O"
                                                << "e1g1";
        QTest::newRow("superfluous +") << StartFen << "Nf3+"
                                       << "g1f3";
        QTest::newRow("superfluous #") << StartFen << "e4#"
                                       << "e2e4";
        QTest::newRow("superfluous x") << StartFen << "Nxf3"
                                       << "g1f3";
        QTest::newRow("Nf3!?") << StartFen << "Nf3!?"
                               << "g1f3";
        QTest::newRow("Nf3 !!") << StartFen << "Nf3 !!"
                                << "g1f3";
        QTest::newRow("spaces around") << StartFen << "  Nf3\t"
                                       << "g1f3";
        QTest::newRow("Ng1f3") << StartFen << "Ng1f3"
                               << "g1f3";
        QTest::newRow("Ng1-f3") << StartFen << "Ng1-f3"
                                << "g1f3";
        QTest::newRow("e2-e4") << StartFen << "e2-e4"
                               << "e2e4";
        QTest::newRow("e2e4") << StartFen << "e2e4"
                              << "e2e4";
        QTest::newRow("Pe4") << StartFen << "Pe4"
                             << "e2e4";
        QTest::newRow("over-specified by rank") << TwoKnights << "N1d2"
                                                << "b1d2";
        QTest::newRow("over-specified by rank, f3") << TwoKnights << "N3d2"
                                                    << "f3d2";
        QTest::newRow("pinned twin ignored") << PinnedKnight << "Nc3"
                                             << "b1c3";
        QTest::newRow("three queens, full square") << ThreeQueens << "Qa1b2"
                                                   << "a1b2";
    }
    void readSanLenient() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, uci);
        const Position pos = read(fen);
        const Move expected = legalMove(pos, uci);
        QVERIFY2(expected, qPrintable(uci + " is not legal in " + fen));
        const Parsed<Move> m = parseSan(pos, text.toStdString());
        QVERIFY2(m, m.error().c_str());
        QCOMPARE(str(toUci(*m)), uci);
        QVERIFY(*m == expected);
        // parseMove tries SAN first: the same answer.
        const Parsed<Move> either = parseMove(pos, text.toStdString());
        QVERIFY2(either, either.error().c_str());
        QVERIFY(*either == expected);
    }

    void readSanErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString notSan = " is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)";
        QTest::newRow("no knight reaches") << StartFen << "Nd5"
                                           << "Nd5 is not legal here: no white knight can move "
                                              "to d5";
        QTest::newRow("no knight on the file") << StartFen << "Nbd5"
                                               << "Nbd5 is not legal here: no white knight on "
                                                  "the b-file can move to d5";
        QTest::newRow("no knight on the rank") << StartFen << "N1d5"
                                               << "N1d5 is not legal here: no white knight on "
                                                  "rank 1 can move to d5";
        QTest::newRow("no knight on the square") << StartFen << "Nb1d5"
                                                 << "Nb1d5 is not legal here: no white knight on "
                                                    "b1 can move to d5";
        QTest::newRow("no pawn reaches") << StartFen << "e5"
                                         << "e5 is not legal here: no white pawn can move to e5";
        QTest::newRow("black's pawn") << StartFen << "e7e5"
                                      << "e7e5 is not legal here: no white pawn on e7 can move "
                                         "to e5";
        QTest::newRow("blocked bishop") << StartFen << "Bb5"
                                        << "Bb5 is not legal here: no white bishop can move to b5";
        QTest::newRow("two knights") << TwoKnights << "Nd2"
                                     << "Nd2 is ambiguous: the knights on b1 and f3 can both go "
                                        "to d2; say which with its file or rank";
        QTest::newRow("three queens") << ThreeQueens << "Qb2"
                                      << "Qb2 is ambiguous: the queens on a1, c1 and a3 can all "
                                         "go to b2; say which with its file or rank";
        QTest::newRow("three queens, file a") << ThreeQueens << "Qab2"
                                              << "Qab2 is ambiguous: the queens on a1 and a3 can "
                                                 "both go to b2; say which with its file or rank";
        QTest::newRow("three queens, rank 1") << ThreeQueens << "Q1b2"
                                              << "Q1b2 is ambiguous: the queens on a1 and c1 can "
                                                 "both go to b2; say which with its file or rank";
        QTest::newRow("pinned knight") << PinnedKnight << "Ng3"
                                       << "Ng3 is not legal: it would leave the white king in "
                                          "check";
        QTest::newRow("pinned knight named") << PinnedKnight << "Nec3"
                                             << "Nec3 is not legal: it would leave the white king "
                                                "in check";
        QTest::newRow("does not answer the check")
            << "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"
            << "Ra2"
            << "Ra2 is not legal: it would leave the white king in check";
        QTest::newRow("king steps into check")
            << RookOnF2 << "Kf1"
            << "Kf1 is not legal: it would leave the white king in check";

        QTest::newRow("O-O without the right") << "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
                                               << "O-O"
                                               << "white may no longer castle kingside";
        QTest::newRow("O-O-O without the right") << "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"
                                                 << "O-O-O"
                                                 << "white may no longer castle queenside";
        QTest::newRow("black O-O without the right") << "r3k2r/8/8/8/8/8/8/R3K2R b KQq - 0 1"
                                                     << "0-0"
                                                     << "black may no longer castle kingside";
        QTest::newRow("O-O through check")
            << RookOnF2 << "O-O"
            << "castling kingside: the king would pass through or land on an attacked square";
        QTest::newRow("O-O into check")
            << "r3k2r/8/8/8/8/8/6r1/R3K2R w KQ - 0 1"
            << "O-O"
            << "castling kingside: the king would pass through or land on an attacked square";
        QTest::newRow("O-O-O through check")
            << "r3k2r/8/8/8/8/8/3r4/R3K2R w KQ - 0 1"
            << "O-O-O"
            << "castling queenside: the king would pass through or land on an attacked square";
        QTest::newRow("O-O in check") << "r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
                                      << "O-O"
                                      << "castling is not allowed while the king is in check";
        QTest::newRow("O-O-O in check") << "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"
                                        << "O-O-O"
                                        << "castling is not allowed while the king is in check";
        QTest::newRow("O-O with pieces between")
            << StartFen << "O-O"
            << "castling kingside: there are pieces between the king and the rook";
        QTest::newRow("O-O-O with a knight on b1")
            << "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"
            << "O-O-O"
            << "castling queenside: there are pieces between the king and the rook";

        QTest::newRow("promotion piece missing")
            << Promotes << "e8"
            << "e8: a pawn reaching the last rank must promote; add =Q, =R, =B or =N";
        QTest::newRow("capturing promotion piece missing")
            << PromotesWithCheck << "dxc8+"
            << "dxc8: a pawn reaching the last rank must promote; add =Q, =R, =B or =N";
        QTest::newRow("promotion on rank 4") << StartFen << "e4=Q"
                                             << "e4=Q: only a pawn reaching the last rank promotes";
        QTest::newRow("promotion without =") << StartFen << "e4Q"
                                             << "e4Q: only a pawn reaching the last rank promotes";
        QTest::newRow("knight promotes") << StartFen << "Nf3=Q"
                                         << "Nf3=Q: only a pawn reaching the last rank promotes";

        QTest::newRow("word") << StartFen << "hello"
                              << "\"hello\"" + notSan;
        QTest::newRow("rank 9") << StartFen << "e9"
                                << "\"e9\"" + notSan;
        QTest::newRow("file i") << StartFen << "i4"
                                << "\"i4\"" + notSan;
        QTest::newRow("two moves") << StartFen << "Nf3Nf3"
                                   << "\"Nf3Nf3\"" + notSan;
        QTest::newRow("four Os") << Castles << "O-O-O-O"
                                 << "\"O-O-O-O\"" + notSan;
        QTest::newRow("promotion to a king") << Promotes << "e8=K"
                                             << "\"e8=K\"" + notSan;
        QTest::newRow("control byte") << StartFen
                                      << "\x01"
                                         "e4"
                                      << "\"?e4\"" + notSan;
        QTest::newRow("too long") << StartFen << "Nf3Nf3Nf3Nf3Nf3"
                                  << "\"Nf3Nf3Nf3Nf3Nf3\" is too long to be a move";
        QTest::newRow("empty") << StartFen << ""
                               << "the move is empty";
        QTest::newRow("white space") << StartFen << " \t "
                                     << "the move is empty";
    }
    void readSanErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, error);
        const Parsed<Move> m = parseSan(read(fen), text.toStdString());
        if (m) QFAIL(qPrintable(text + " was read as " + str(toUci(*m))));
        QCOMPARE(str(m.error()), error);
    }

    // Why the board refuses a move, in the player's words; every row is a move that is not
    // legal, and the explanation is checked against the rules (the move is indeed illegal).
    void whyIllegal_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move"); // from and to; "d2" alone: a piece with no move
        QTest::addColumn<QString>("why");
        const QString pin = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1"; // the bishop pins the knight
        QTest::newRow("pinned knight") << pin << "d2f3"
                                       << "the knight on d2 is pinned: moving it would expose "
                                          "the king";
        QTest::newRow("pinned, picked up") << pin << "d2"
                                           << "the knight on d2 is pinned: moving it would "
                                              "expose the king";
        QTest::newRow("not the knight's way") << pin << "d2d4"
                                              << "the knight on d2 cannot go to d4";
        QTest::newRow("onto its own piece") << pin << "e1d2"
                                            << "the king on e1 cannot go to d2";
        QTest::newRow("king steps into check") << "3rk3/8/8/8/8/8/8/4K3 w - - 0 1"
                                               << "e1d1"
                                               << "the king would be in check on d1";
        QTest::newRow("check not answered") << "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1"
                                            << "a1a8"
                                            << "the white king is in check: answer the check first";
        QTest::newRow("castling through check")
            << "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
            << "e1g1"
            << "castling kingside: the king would pass through or land on an attacked square";
        QTest::newRow("no piece") << StartFen << "e4e5"
                                  << "there is no piece on e4";
        QTest::newRow("not your turn") << StartFen << "e7e5"
                                       << "white is to move";
        QTest::newRow("pawn sideways") << StartFen << "e2d3"
                                       << "the pawn on e2 cannot go to d3";
        QTest::newRow("pawn through a piece") << "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1"
                                              << "e2e4"
                                              << "the pawn on e2 cannot go to e4";
        QTest::newRow("blocked bishop") << StartFen << "c1e3"
                                        << "the bishop on c1 cannot go to e3";
    }
    void whyIllegal() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, why);
        const Position pos = read(fen);
        const Square from = makeSquare(move[0].toLatin1() - 'a', move[1].toLatin1() - '1');
        const Square to = move.size() == 4
                              ? makeSquare(move[2].toLatin1() - 'a', move[3].toLatin1() - '1')
                              : NoSquare;
        for (Move m : MoveList(pos)) // the rules agree: no such move
            QVERIFY(m.from() != from || (to != NoSquare && m.to() != to));
        QCOMPARE(str(ferz::whyIllegal(pos, from, to).text()), why);
    }

    void writeUci() {
        QCOMPARE(str(toUci(Move(E2, E4))), QString("e2e4"));
        QCOMPARE(str(toUci(Move(G1, F3))), QString("g1f3"));
        QCOMPARE(str(toUci(Move(E7, E8, Move::Promotion, Queen))), QString("e7e8q"));
        QCOMPARE(str(toUci(Move(B2, A1, Move::Promotion, Rook))), QString("b2a1r"));
        QCOMPARE(str(toUci(Move(E7, D8, Move::Promotion, Bishop))), QString("e7d8b"));
        QCOMPARE(str(toUci(Move(H7, H8, Move::Promotion, Knight))), QString("h7h8n"));
        QCOMPARE(str(toUci(Move(E5, D6, Move::EnPassant))), QString("e5d6"));
        QCOMPARE(str(toUci(Move(E1, G1, Move::Castling))), QString("e1g1"));
        QCOMPARE(str(toUci(Move(E8, C8, Move::Castling))), QString("e8c8"));
        QCOMPARE(str(toUci(Move::none())), QString("0000"));
        QCOMPARE(str(toUci(Move::null())), QString("0000"));
    }

    void readUci_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("uci");
        QTest::newRow("knight") << StartFen << "g1f3"
                                << "g1f3";
        QTest::newRow("double step") << StartFen << "e2e4"
                                     << "e2e4";
        QTest::newRow("spaces around") << StartFen << " e2e4\n"
                                       << "e2e4";
        QTest::newRow("en passant") << EnPassant << "e5d6"
                                    << "e5d6";
        QTest::newRow("promotion q") << Promotes << "e7e8q"
                                     << "e7e8q";
        QTest::newRow("promotion n") << Promotes << "e7e8n"
                                     << "e7e8n";
        QTest::newRow("promotion Q") << Promotes << "e7e8Q"
                                     << "e7e8q";
        QTest::newRow("capturing promotion") << PromotesWithCheck << "d7c8r"
                                             << "d7c8r";
        QTest::newRow("e1g1") << Castles << "e1g1"
                              << "e1g1";
        QTest::newRow("e1c1") << Castles << "e1c1"
                              << "e1c1";
        QTest::newRow("e1h1 is e1g1") << Castles << "e1h1"
                                      << "e1g1";
        QTest::newRow("e1a1 is e1c1") << Castles << "e1a1"
                                      << "e1c1";
        QTest::newRow("e8h8 is e8g8") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                      << "e8h8"
                                      << "e8g8";
    }
    void readUci() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, uci);
        const Position pos = read(fen);
        const Move expected = legalMove(pos, uci);
        QVERIFY2(expected, qPrintable(uci + " is not legal in " + fen));
        const Parsed<Move> m = parseUci(pos, text.toStdString());
        QVERIFY2(m, m.error().c_str());
        QVERIFY(*m == expected);
        // parseMove falls back to UCI when the text is not SAN: the same answer.
        const Parsed<Move> either = parseMove(pos, text.toStdString());
        QVERIFY2(either, either.error().c_str());
        QVERIFY(*either == expected);
    }

    void readUciErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        const QString notUci = " is not a move in UCI notation (like e2e4 or e7e8q)";
        QTest::newRow("empty") << StartFen << ""
                               << "\"\"" + notUci;
        QTest::newRow("word") << StartFen << "hello"
                              << "\"hello\"" + notUci;
        QTest::newRow("three characters") << StartFen << "e2e"
                                          << "\"e2e\"" + notUci;
        QTest::newRow("six characters") << StartFen << "e2e4e4"
                                        << "\"e2e4e4\"" + notUci;
        QTest::newRow("file i") << StartFen << "e2i4"
                                << "\"e2i4\"" + notUci;
        QTest::newRow("capitals") << StartFen << "E2E4"
                                  << "\"E2E4\"" + notUci;
        QTest::newRow("null move") << StartFen << "0000"
                                   << "\"0000\"" + notUci;
        QTest::newRow("SAN") << StartFen << "Nf3"
                             << "\"Nf3\"" + notUci;
        QTest::newRow("no piece") << StartFen << "e3e4"
                                  << "e3e4: there is no piece on e3";
        QTest::newRow("black's pawn") << StartFen << "e7e5"
                                      << "e7e5: the pawn on e7 is black's, and white is to move";
        QTest::newRow("white's knight")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
            << "g1f3"
            << "g1f3: the knight on g1 is white's, and black is to move";
        QTest::newRow("pawn three squares") << StartFen << "e2e5"
                                            << "e2e5 is not a legal move here: the pawn on e2 "
                                               "cannot go to e5";
        QTest::newRow("knight straight") << StartFen << "g1g3"
                                         << "g1g3 is not a legal move here: the knight on g1 "
                                            "cannot go to g3";
        QTest::newRow("castling blocked") << StartFen << "e1g1"
                                          << "e1g1 is not legal here: castling kingside: there "
                                             "are pieces between the king and the rook";
        QTest::newRow("king takes rook, no right")
            << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"
            << "e1h1"
            << "e1h1 is not a legal move here: the king on e1 cannot go to h1";
        QTest::newRow("king takes rook, off the back rank")
            << "4k3/8/8/8/4K2R/8/8/8 w - - 0 1"
            << "e4h4"
            << "e4h4 is not a legal move here: the king on e4 cannot go to h4";
        QTest::newRow("promotion letter missing")
            << Promotes << "e7e8"
            << "e7e8: a pawn reaching the last rank must promote; add q, r, "
               "b or n";
        QTest::newRow("promotion to a king")
            << Promotes << "e7e8k"
            << "\"e7e8k\": the promotion letter must be q, r, b or n";
        QTest::newRow("promotion on rank 4")
            << StartFen << "e2e4q"
            << "e2e4q: only a pawn reaching the last rank promotes";
        QTest::newRow("knight promotes") << StartFen << "g1f3n"
                                         << "g1f3n: only a pawn reaching the last rank promotes";
    }
    void readUciErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, error);
        const Parsed<Move> m = parseUci(read(fen), text.toStdString());
        if (m) QFAIL(qPrintable(text + " was read as " + str(toUci(*m))));
        QCOMPARE(str(m.error()), error);
    }

    // Castling in UCI: the king's two-square step in standard chess, the king taking its own
    // rook under UCI_Chess960, and king takes rook also without it when the king does not move
    // two squares (a Chess960 castling standard UCI cannot write otherwise).
    void writeUciCastling_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("san");
        QTest::addColumn<QString>("standard");
        QTest::addColumn<QString>("chess960");
        QTest::newRow("standard O-O") << Castles << "O-O"
                                      << "e1g1"
                                      << "e1h1";
        QTest::newRow("standard O-O-O") << Castles << "O-O-O"
                                        << "e1c1"
                                        << "e1a1";
        QTest::newRow("black O-O-O") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                     << "O-O-O"
                                     << "e8c8"
                                     << "e8a8";
        QTest::newRow("king on b1, O-O-O") << KingOnB << "O-O-O"
                                           << "b1a1"
                                           << "b1a1";
        QTest::newRow("king on b1, O-O") << KingOnB << "O-O"
                                         << "b1h1"
                                         << "b1h1";
        QTest::newRow("king on g1, O-O") << KingOnG << "O-O"
                                         << "g1h1"
                                         << "g1h1";
        QTest::newRow("king on f1, O-O") << Swap << "O-O"
                                         << "f1g1"
                                         << "f1g1";
        QTest::newRow("king on f1, O-O-O") << Swap << "O-O-O"
                                           << "f1a1"
                                           << "f1a1";
        QTest::newRow("inner rook on b1") << "rr2k2r/8/8/8/8/8/8/RR2K2R w KBkb - 0 1"
                                          << "O-O-O"
                                          << "e1c1"
                                          << "e1b1";
    }
    void writeUciCastling() {
        QFETCH(QString, fen);
        QFETCH(QString, san);
        QFETCH(QString, standard);
        QFETCH(QString, chess960);
        const Position pos = read(fen);
        const Parsed<Move> m = parseSan(pos, san.toStdString());
        QVERIFY2(m, m.error().c_str());
        QCOMPARE(m->kind(), Move::Castling);
        QCOMPARE(str(toUci(pos, *m, false)), standard);
        QCOMPARE(str(toUci(pos, *m, true)), chess960);
        QCOMPARE(str(toSan(pos, *m)), san);
        // A later position of the game writes it the same: the rook's square is the game's.
        Position later = pos;
        StateInfo undo;
        for (Move other : MoveList(later))
            if (typeOf(later.pieceOn(other.from())) == Pawn) {
                later.makeMove(other, undo);
                break;
            }
        QCOMPARE(str(toUci(later, *m, true)), chess960);
    }

    // Reading Chess960 castling and the king moves beside it: the king onto its rook castles;
    // the king's step to a square a plain king move reaches is that plain move.
    void readUciChess960_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("san");
        QTest::newRow("b1a1 castles queenside") << KingOnB << "b1a1"
                                                << "O-O-O";
        QTest::newRow("b1c1 is the king's step") << KingOnB << "b1c1"
                                                 << "Kc1";
        QTest::newRow("b1h1 castles kingside") << KingOnB << "b1h1"
                                               << "O-O";
        QTest::newRow("b1g1 castles kingside") << KingOnB << "b1g1"
                                               << "O-O";
        QTest::newRow("g1h1 castles kingside") << KingOnG << "g1h1"
                                               << "O-O";
        QTest::newRow("g1f1 is the king's step") << KingOnG << "g1f1"
                                                 << "Kf1";
        QTest::newRow("g1a1 castles queenside") << KingOnG << "g1a1"
                                                << "O-O-O";
        QTest::newRow("g1c1 castles queenside") << KingOnG << "g1c1"
                                                << "O-O-O";
        QTest::newRow("f1g1 is the king's step") << "r3k2r/8/8/8/8/8/8/R4K1R w HAha - 0 1"
                                                 << "f1g1"
                                                 << "Kg1";
        QTest::newRow("king takes rook g1: castling") << Swap << "f1g1"
                                                      << "O-O";
        QTest::newRow("e1b1, the inner rook") << "rr2k2r/8/8/8/8/8/8/RR2K2R w KBkb - 0 1"
                                              << "e1b1"
                                              << "O-O-O";
    }
    void readUciChess960() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, san);
        const Position pos = read(fen);
        const Parsed<Move> m = parseUci(pos, text.toStdString());
        QVERIFY2(m, m.error().c_str());
        QCOMPARE(str(toSan(pos, *m)), san);
    }

    // Chess960 castling refused, in words.
    void chess960CastlingErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("rook shields the king") << "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"
                                               << "O-O-O"
                                               << "castling queenside: the king would pass "
                                                  "through or land on an attacked square";
        QTest::newRow("rook's new square taken") << "4k3/4p3/8/8/8/8/8/1RK1R1N1 w EB - 0 1"
                                                 << "O-O"
                                                 << "castling kingside: the king's or the rook's "
                                                    "new square is taken";
        QTest::newRow("piece between king and rook") << "4k3/4p3/8/8/8/8/8/1RKNR3 w EB - 0 1"
                                                     << "O-O"
                                                     << "castling kingside: there are pieces "
                                                        "between the king and the rook";
        QTest::newRow("king onto its rook, path attacked")
            << "1r4k1/8/8/8/8/4r3/8/1R4K1 w B - 0 1"
            << "g1b1"
            << "g1b1 is not legal here: castling queenside: the king would pass through or "
               "land on an attacked square";
        QTest::newRow("king onto its rook, right lost") << "4k3/4p3/8/8/8/8/8/1RK1R3 w E - 0 1"
                                                        << "c1b1"
                                                        << "c1b1 is not a legal move here: the "
                                                           "king on c1 cannot go to b1";
    }
    void chess960CastlingErrors() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, error);
        const Position pos = read(fen);
        const Parsed<Move> m = text.startsWith('O') ? parseSan(pos, text.toStdString())
                                                    : parseUci(pos, text.toStdString());
        if (m) QFAIL(qPrintable(text + " was read as " + str(toUci(*m))));
        QCOMPARE(str(m.error()), error);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
