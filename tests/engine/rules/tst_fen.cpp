// Reading and writing FEN: legal FENs come back unchanged, a few spellings are normalised (an
// en-passant square nobody can use, missing or zero counters), and every kind of broken FEN is
// refused with a sentence that names the field and the reason. Chess960's castling rights in
// X-FEN and Shredder-FEN, and its start positions by number.
#include "chess960.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"

#include "testdata.h"

#include <QtTest>

#include <random>

using namespace ferz;

namespace {

Parsed<Position> read(const QString& fen) {
    return Position::fromFen(fen.toStdString());
}

// The en-passant field of a FEN: its fourth word.
QString epField(const QString& fen) {
    return fen.split(' ', Qt::SkipEmptyParts).value(3);
}

bool hasEnPassantMove(const Position& pos) {
    for (Move m : MoveList(pos))
        if (m.kind() == Move::EnPassant) return true;
    return false;
}

// One row per position of an EPD file of tests/engine/data.
void addEpdRows(const QString& fileName) {
    const QList<DataLine> lines = readTestData(fileName);
    QVERIFY2(!lines.isEmpty(), qPrintable("cannot read " + fileName));
    for (const DataLine& line : lines)
        QTest::addRow("%s:%d", qPrintable(fileName), line.number) << line.fen();
}

} // namespace

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("kiwipete")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("kiwipete, black")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1";
        QTest::newRow("no castling") << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
        QTest::newRow("black only, kq")
            << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
        QTest::newRow("white only, KQ")
            << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
        QTest::newRow("K and q, black to move") << "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 20";
        QTest::newRow("Q and k") << "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1";
        QTest::newRow("q alone") << "r3k3/8/8/8/8/8/8/4K3 w q - 0 1";
        QTest::newRow("ep d6, white takes")
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        QTest::newRow("ep c6, two white takers")
            << "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 4";
        QTest::newRow("ep d3, black takes")
            << "rnbqkbnr/pppp1ppp/8/8/3Pp3/4P3/PPP2PPP/RNBQKBNR b KQkq d3 0 3";
        QTest::newRow("ep capture takes the checking pawn") << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1";
        QTest::newRow("high counters") << "8/8/4k3/8/8/4K3/8/8 w - - 99 250";
        QTest::newRow("largest counters") << "8/8/4k3/8/8/4K3/8/8 b - - 9999 99999";
        QTest::newRow("promotions") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
        QTest::newRow("middlegame")
            << "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        QTest::newRow("chess960 start 0")
            << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
        QTest::newRow("chess960, inner rooks by file") << "rr2k2r/8/8/8/8/8/8/RR2K2R w KBkb - 0 1";
        QTest::newRow("chess960, one right a side") << "1rk3r1/8/8/8/8/8/8/1RK1R3 w Kq - 0 1";
    }
    // The FEN comes back unchanged; an en-passant square we keep is one a pawn can really use.
    void roundTrip() {
        QFETCH(QString, fen);
        const Parsed<Position> pos = read(fen);
        QVERIFY2(pos, pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), fen);
        QCOMPARE(pos->key(), pos->computeKey());
        QCOMPARE(hasEnPassantMove(*pos), epField(fen) != "-");
    }

    void roundTripDataFiles_data() {
        QTest::addColumn<QString>("fen");
        addEpdRows("perft.epd");
        addEpdRows("perft-random.epd");
    }
    void roundTripDataFiles() { roundTrip(); }

    // Chess960's castling rights, however written, name the same rooks: X-FEN writes K, Q, k, q
    // for the outermost rook of a wing and the file for an inner one, Shredder-FEN the file
    // always; both read back as the same position.
    void chess960Castling_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("xfen");
        QTest::addColumn<QString>("shredder");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ";
        QTest::newRow("standard start")
            << start + "KQkq - 0 1" << start + "KQkq - 0 1" << start + "HAha - 0 1";
        QTest::newRow("standard start, Shredder")
            << start + "HAha - 0 1" << start + "KQkq - 0 1" << start + "HAha - 0 1";
        const QString s0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w ";
        QTest::newRow("start 0, X-FEN")
            << s0 + "KQkq - 0 1" << s0 + "KQkq - 0 1" << s0 + "HFhf - 0 1";
        QTest::newRow("start 0, Shredder")
            << s0 + "HFhf - 0 1" << s0 + "KQkq - 0 1" << s0 + "HFhf - 0 1";
        QTest::newRow("start 0, mixed")
            << s0 + "HQkf - 0 1" << s0 + "KQkq - 0 1" << s0 + "HFhf - 0 1";
        const QString fischer0 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w ";
        QTest::newRow("suite position 0")
            << fischer0 + "HFhf - 2 9" << fischer0 + "KQkq - 2 9" << fischer0 + "HFhf - 2 9";
        const QString inner = "rr2k2r/8/8/8/8/8/8/RR2K2R w ";
        QTest::newRow("inner rooks")
            << inner + "HBhb - 0 1" << inner + "KBkb - 0 1" << inner + "HBhb - 0 1";
        QTest::newRow("outer rooks")
            << inner + "KQkq - 0 1" << inner + "KQkq - 0 1" << inner + "HAha - 0 1";
        QTest::newRow("outer by file")
            << inner + "Aa - 0 1" << inner + "Qq - 0 1" << inner + "Aa - 0 1";
        const QString cute = "1rk3r1/8/8/8/8/8/8/1RK1R3 w ";
        QTest::newRow("Cute Chess's frc1")
            << cute + "EBgb - 0 1" << cute + "KQkq - 0 1" << cute + "EBgb - 0 1";
        const QString swap = "r3k1r1/8/8/8/8/8/8/R4KR1 w ";
        QTest::newRow("king beside its rook")
            << swap + "GAga - 0 1" << swap + "KQkq - 0 1" << swap + "GAga - 0 1";
    }
    void chess960Castling() {
        QFETCH(QString, input);
        QFETCH(QString, xfen);
        QFETCH(QString, shredder);
        const Parsed<Position> pos = read(input);
        QVERIFY2(pos, pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), xfen);
        QCOMPARE(QString::fromStdString(pos->fen(FenCastling::XFen)), xfen);
        QCOMPARE(QString::fromStdString(pos->fen(FenCastling::Shredder)), shredder);
        for (const QString& again : {xfen, shredder}) {
            const Parsed<Position> back = read(again);
            QVERIFY2(back, back.error().c_str());
            QCOMPARE(back->key(), pos->key());
            QCOMPARE(QString::fromStdString(back->fen(FenCastling::Shredder)), shredder);
            for (const CastlingRights r : {WhiteOO, WhiteOOO, BlackOO, BlackOOO})
                if (pos->castlingRights() & r)
                    QCOMPARE(back->castlingRookSquare(r), pos->castlingRookSquare(r));
        }
    }

    // Whether a position's castling needs Chess960's rules.
    void chess960CastlingNeeded_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("needed");
        QTest::newRow("standard start")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false;
        QTest::newRow("no rights, king on f1") << "4k3/8/8/8/8/8/8/R4K1R w - - 0 1" << false;
        QTest::newRow("king on f1") << "4k3/8/8/8/8/8/8/R4K1R w K - 0 1" << true;
        QTest::newRow("rook on g8") << "4k1r1/8/8/8/8/8/8/4K3 w k - 0 1" << true;
        QTest::newRow("start 518 by Shredder-FEN")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" << false;
    }
    void chess960CastlingNeeded() {
        QFETCH(QString, fen);
        QFETCH(bool, needed);
        QCOMPARE(read(fen)->hasChess960Castling(), needed);
    }

    // Start positions by their standard numbers, as the published table has them.
    void chess960Start_data() {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("backRank");
        QTest::newRow("0") << 0 << "BBQNNRKR";
        QTest::newRow("1") << 1 << "BQNBNRKR";
        QTest::newRow("2") << 2 << "BQNNRBKR";
        QTest::newRow("3") << 3 << "BQNNRKRB";
        QTest::newRow("4") << 4 << "QBBNNRKR";
        QTest::newRow("518, the standard position") << 518 << "RNBQKBNR";
        QTest::newRow("959") << 959 << "RKRNNQBB";
    }
    void chess960Start() {
        QFETCH(int, number);
        QFETCH(QString, backRank);
        QCOMPARE(QString::fromStdString(chess960BackRank(number)), backRank);
        const std::optional<Position> pos = chess960Position(number);
        QVERIFY(pos);
        QCOMPARE(QString::fromStdString(pos->fen()),
                 backRank.toLower() + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank + " w KQkq - 0 1");
        QCOMPARE(chess960Number(*pos), std::optional<int>(number));
    }

    // All 960: each a different legal start (bishops on squares of both colours, the king
    // between the rooks), found again by its number; nothing else has a number.
    void chess960AllStarts() {
        QSet<QString> seen;
        for (int n = 0; n < Chess960Positions; ++n) {
            const QString rank = QString::fromStdString(chess960BackRank(n));
            QVERIFY2(!seen.contains(rank), qPrintable(rank));
            seen.insert(rank);
            QCOMPARE(rank.count('B'), 2);
            QCOMPARE(rank.count('N'), 2);
            QCOMPARE(rank.count('R'), 2);
            QCOMPARE(rank.count('Q'), 1);
            QVERIFY(rank.indexOf('B') % 2 != rank.lastIndexOf('B') % 2);
            QVERIFY(rank.indexOf('R') < rank.indexOf('K') &&
                    rank.indexOf('K') < rank.lastIndexOf('R'));
            const std::optional<Position> pos = chess960Position(n);
            QVERIFY(pos);
            QCOMPARE(chess960Number(*pos), std::optional<int>(n));
            QCOMPARE(pos->castlingRights(), AllCastling);
            // Standard castling for a king on e1 between rooks in the corners (518 and others).
            QCOMPARE(pos->hasChess960Castling(),
                     !rank.startsWith('R') || rank[4] != 'K' || !rank.endsWith('R'));
        }
        QCOMPARE(seen.size(), 960);
        QVERIFY(!chess960Position(-1));
        QVERIFY(!chess960Position(960));
        const auto numberOf = [](const QString& fen) { return chess960Number(*read(fen)); };
        QCOMPARE(numberOf("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
                 std::nullopt);
        QCOMPARE(numberOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1"), std::nullopt);
        QCOMPARE(numberOf("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"),
                 std::optional<int>(0));
        std::mt19937 random(960);
        for (int i = 0; i < 1000; ++i) {
            const int n = randomChess960Number(random);
            QVERIFY(n >= 0 && n < Chess960Positions);
        }
    }

    // The names programs give the variant in a PGN Variant tag.
    void chess960VariantNames_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("chess960");
        QTest::newRow("lichess, python-chess") << "Chess960" << true;
        QTest::newRow("Cute Chess") << "fischerandom" << true;
        QTest::newRow("Fischer Random") << "Fischer Random" << true;
        QTest::newRow("fischerrandom") << "fischerrandom" << true;
        QTest::newRow("chess 960") << "chess 960" << true;
        QTest::newRow("standard") << "Standard" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("crazyhouse") << "Crazyhouse" << false;
    }
    void chess960VariantNames() {
        QFETCH(QString, name);
        QFETCH(bool, chess960);
        QCOMPARE(isChess960Variant(name.toStdString()), chess960);
    }

    void normalised_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ep after 1. e4, nobody can take")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("ep taker pinned along the rank") << "8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1"
                                                        << "8/8/8/8/k2Pp2R/8/8/4K3 b - - 0 1";
        QTest::newRow("ep taker pinned on a diagonal") << "8/8/2k5/8/3Pp3/8/6B1/4K3 b - d3 0 1"
                                                       << "8/8/2k5/8/3Pp3/8/6B1/4K3 b - - 0 1";
        QTest::newRow("ep capture would not answer a discovered check")
            << "K7/8/8/8/3Pp3/8/R6k/8 b - d3 0 1"
            << "K7/8/8/8/3Pp3/8/R6k/8 b - - 0 1";
        QTest::newRow("four fields") << "4k3/8/8/8/8/8/8/4K3 w - -"
                                     << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        QTest::newRow("five fields") << "4k3/8/8/8/8/8/8/4K3 w - - 5"
                                     << "4k3/8/8/8/8/8/8/4K3 w - - 5 1";
        QTest::newRow("fullmove 0, white") << "4k3/8/8/8/8/8/8/4K3 w - - 0 0"
                                           << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        QTest::newRow("fullmove 0, black") << "4k3/8/8/8/8/8/8/4K3 b - - 0 0"
                                           << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
        QTest::newRow("tabs and runs of spaces") << "\t4k3/8/8/8/8/8/8/4K3  w \t- -   7 9 \n"
                                                 << "4k3/8/8/8/8/8/8/4K3 w - - 7 9";
    }
    // The written FEN is the normal form, and the key is that of the normal form: a useless
    // en-passant square does not make a different position for the repetition rule.
    void normalised() {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const Parsed<Position> pos = read(input);
        QVERIFY2(pos, pos.error().c_str());
        QCOMPARE(QString::fromStdString(pos->fen()), expected);
        const Parsed<Position> normal = read(expected);
        QVERIFY2(normal, normal.error().c_str());
        QCOMPARE(pos->key(), normal->key());
        QCOMPARE(pos->epSquare(), normal->epSquare());
    }

    void doubleStep_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1. e4: no ep square")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            << "e2e4"
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("e4 next to a black pawn")
            << "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3"
            << "e2e4"
            << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
        QTest::newRow("c5 next to a white pawn")
            << "rnbqkbnr/pppppppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR b KQkq - 0 2"
            << "c7c5"
            << "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3";
        QTest::newRow("the only taker is pinned") << "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1"
                                                  << "e2e4"
                                                  << "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1";
    }
    // Making a double step writes the en-passant square exactly when the capture is legal.
    void doubleStep() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, expected);
        const Parsed<Position> parsed = read(fen);
        QVERIFY2(parsed, parsed.error().c_str());
        Position pos = *parsed;
        const Parsed<Move> m = parseUci(pos, move.toStdString());
        QVERIFY2(m, m.error().c_str());
        StateInfo undo;
        pos.makeMove(*m, undo);
        QCOMPARE(QString::fromStdString(pos.fen()), expected);
        QCOMPARE(pos.key(), read(expected)->key());
    }

    void rejected_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("error");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
        const QString tail = " w KQkq - 0 1";
        const QString needs = "; it needs piece placement, side to move, castling and en passant, "
                              "then optionally the two move counters";
        QTest::newRow("empty") << ""
                               << "the FEN is empty";
        QTest::newRow("only spaces") << " \t "
                                     << "the FEN is empty";
        QTest::newRow("one field") << start << "the FEN has 1 field" + needs;
        QTest::newRow("three fields") << start + " w KQkq"
                                      << "the FEN has 3 fields" + needs;
        QTest::newRow("seven fields") << start + tail + " 7"
                                      << "the FEN has 7 fields; it has at most 6";

        QTest::newRow("rank of 9 pieces")
            << "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" + tail << "rank 7 has 9 squares";
        QTest::newRow("rank of 9 by digits")
            << "rnbqkbnr/pppppppp/44p/8/8/8/PPPPPPPP/RNBQKBNR" + tail << "rank 6 has 9 squares";
        QTest::newRow("rank of 7")
            << "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" + tail << "rank 7 has 7 squares";
        QTest::newRow("last rank of 7")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN" + tail << "rank 1 has 7 squares";
        QTest::newRow("9 ranks") << "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR" + tail
                                 << "the piece placement has more than 8 ranks";
        QTest::newRow("7 ranks") << "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR" + tail
                                 << "the piece placement has 7 ranks; a board has 8";
        QTest::newRow("unknown piece")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX" + tail
            << "piece placement: unknown letter 'X'; pieces are PNBRQK and pnbrqk";
        QTest::newRow("digit 9") << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR" + tail
                                 << "piece placement: digit '9'; a run of empty squares counts 1 "
                                    "to 8";
        QTest::newRow("too many promoted pieces")
            << "QQQQ1k2/QQQQ4/8/8/8/8/PPPPPP2/4K3 w - - 0 1"
            << "white has 7 promoted pieces but only 2 pawns missing";

        QTest::newRow("side x") << start + " x KQkq - 0 1"
                                << "side to move is \"x\"; it must be w or b";
        QTest::newRow("side W") << start + " W KQkq - 0 1"
                                << "side to move is \"W\"; it must be w or b";

        QTest::newRow("castling KQkx") << start + " w KQkx - 0 1"
                                       << "castling field \"KQkx\": unknown letter 'x'";
        QTest::newRow("castling --") << start + " w -- - 0 1"
                                     << "castling field \"--\": unknown letter '-'";
        QTest::newRow("castling K twice") << start + " w KQkK - 0 1"
                                          << "castling field \"KQkK\": letter 'K' appears twice";
        QTest::newRow("castling K without rook")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"
            << "castling field \"KQkq\": 'K' needs a white rook on the kingside of the white king";
        QTest::newRow("castling q without rook")
            << "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            << "castling field \"KQkq\": 'q' needs a black rook on the queenside of the black king";
        QTest::newRow("castling K with the king on rank 2")
            << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1"
            << "castling field \"KQkq\": 'K' needs the white king on the first rank";
        QTest::newRow("castling k with the king on rank 7")
            << "r6r/4k3/8/8/8/8/8/R3K2R w KQkq - 0 1"
            << "castling field \"KQkq\": 'k' needs the black king on the eighth rank";
        QTest::newRow("castling G without a rook on g1")
            << "r3k2r/8/8/8/8/8/8/R3K2R w Gkq - 0 1"
            << "castling field \"Gkq\": 'G' needs a white rook on g1";
        QTest::newRow("castling c without a rook on c8")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KQc - 0 1"
            << "castling field \"KQc\": 'c' needs a black rook on c8";
        QTest::newRow("castling K and H")
            << "r3k2r/8/8/8/8/8/8/R3K2R w KHkq - 0 1"
            << "castling field \"KHkq\": 'H' is a second right to castle on the same wing";
        QTest::newRow("castling B and A")
            << "r3k2r/8/8/8/8/8/8/RR2K2R w BA - 0 1"
            << "castling field \"BA\": 'A' is a second right to castle on the same wing";

        QTest::newRow("ep e9") << start + " w KQkq e9 0 1"
                               << "en-passant field \"e9\" is not a square";
        QTest::newRow("ep e") << start + " w KQkq e 0 1"
                              << "en-passant field \"e\" is not a square";
        QTest::newRow("ep e3, white to move")
            << start + " w KQkq e3 0 1"
            << "en-passant square e3 must be on rank 6 when white is to move";
        QTest::newRow("ep e6, black to move")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1"
            << "en-passant square e6 must be on rank 3 when black is to move";
        QTest::newRow("ep without the pawn") << start + " w KQkq e6 0 1"
                                             << "en-passant square e6: no black pawn can just have "
                                                "stepped to e5";
        QTest::newRow("ep with the pawn's start square taken")
            << "rn1qkbnr/pppbpppp/8/2Pp4/8/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 1"
            << "en-passant square d6: no black pawn can just have stepped to d5";

        QTest::newRow("halfmove x") << start + " w KQkq - x 1"
                                    << "halfmove clock \"x\" is not a number from 0 to 9999";
        QTest::newRow("halfmove -1") << start + " w KQkq - -1 1"
                                     << "halfmove clock \"-1\" is not a number from 0 to 9999";
        QTest::newRow("halfmove 10000")
            << start + " w KQkq - 10000 1"
            << "halfmove clock \"10000\" is not a number from 0 to 9999";
        QTest::newRow("fullmove x") << start + " w KQkq - 0 x"
                                    << "fullmove number \"x\" is not a number from 1 to 99999";
        QTest::newRow("fullmove -3") << start + " w KQkq - 0 -3"
                                     << "fullmove number \"-3\" is not a number from 1 to 99999";
        QTest::newRow("fullmove 100000")
            << start + " w KQkq - 0 100000"
            << "fullmove number \"100000\" is not a number from 1 to 99999";

        QTest::newRow("white has 2 kings") << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"
                                           << "white has 2 kings";
        QTest::newRow("black has no king") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                           << "black has no king";
        QTest::newRow("white pawn on rank 1") << "4k3/8/8/8/8/8/8/4K2P w - - 0 1"
                                              << "a pawn stands on h1, on the first or last rank";
        QTest::newRow("black pawn on rank 8") << "p3k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                              << "a pawn stands on a8, on the first or last rank";
        QTest::newRow("black in check, white to move")
            << "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"
            << "the side not to move is in check (black's king on e8)";
        QTest::newRow("white in check, black to move")
            << "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1"
            << "the side not to move is in check (white's king on e1)";
        QTest::newRow("9 white pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"
                                       << "white has 9 pawns; at most 8";
        QTest::newRow("17 white pieces") << "4k3/8/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQ - 0 1"
                                         << "white has 17 pieces; at most 16";
        QTest::newRow("17 black pieces") << "rnbqkbnr/pppppppp/n7/8/8/8/8/4K3 w kq - 0 1"
                                         << "black has 17 pieces; at most 16";
    }
    void rejected() {
        QFETCH(QString, fen);
        QFETCH(QString, error);
        const Parsed<Position> pos = read(fen);
        QVERIFY2(!pos, qPrintable("accepted: " + fen));
        QCOMPARE(QString::fromStdString(pos.error()), error);
    }

    // Whatever bytes arrive, the error is one short line of printable text.
    void errorsArePrintable_data() {
        QTest::addColumn<QByteArray>("fen");
        QTest::newRow("control byte in placement") << QByteArray("4k3/8/8/8/8/8/8/4K\x01"
                                                                 "3 w - - 0 1");
        QTest::newRow("control byte in castling")
            << QByteArray("r3k2r/8/8/8/8/8/8/R3K2R w KQ\x02 - 0 1");
        QTest::newRow("DEL in a counter") << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 0 1\x7f");
        QTest::newRow("UTF-8 side to move") << QByteArray("4k3/8/8/8/8/8/8/4K3 \xd0\xb1 - - 0 1");
        QTest::newRow("long garbage") << QByteArray(5000, 'x');
        QTest::newRow("long castling field")
            << ("4k3/8/8/8/8/8/8/4K3 w " + QByteArray(1000, '\x05') + " - 0 1");
        QTest::newRow("NUL bytes") << QByteArray("4k3/8/8/8/8/8/8/4K3 w ") + '\0' + " - 0 1";
    }
    void errorsArePrintable() {
        QFETCH(QByteArray, fen);
        const Parsed<Position> pos = Position::fromFen(std::string_view(fen.data(), fen.size()));
        QVERIFY(!pos);
        QVERIFY(!pos.error().empty());
        QVERIFY2(pos.error().size() < 200, pos.error().c_str());
        for (char c : pos.error()) QVERIFY2(c >= 32 && c < 127, pos.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestFen)
#include "tst_fen.moc"
