// Zobrist keys and move generation under random play. The incremental key must equal the key
// computed from scratch after every make and unmake (null moves included), unmake must restore
// the FEN and key exactly, and Captures + Quiets must split the legal moves with nothing lost
// or doubled. Then the key's meaning: transpositions share a key, and positions that FIDE calls
// different (side to move, castling rights, a possible en-passant capture) do not.
// https://www.chessprogramming.org/Zobrist_Hashing
#include "movegen.h"
#include "zobrist.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

using namespace ferz;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

std::string uciOf(Move m) {
    if (m == Move::null()) return "null";
    if (m == Move::none()) return "-";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += "nbrq"[m.promotion() - Knight];
    return s;
}

// The legal move of `pos` written as `uci`, found by its squares; Move::none() if there is none.
Move findMove(const Position& pos, const std::string& uci) {
    for (Move m : MoveList(pos))
        if (uciOf(m) == uci) return m;
    return Move::none();
}

// Plays space-separated UCI moves on `pos`; empty string, or what went wrong.
QString playMoves(Position& pos, std::vector<StateInfo>& states, const QString& moves) {
    for (const QString& uci : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = findMove(pos, uci.toStdString());
        if (!m) return uci + " is not legal in " + q(pos.fen());
        pos.makeMove(m, states.emplace_back());
    }
    return {};
}

Position positionOf(const QString& fen) {
    Parsed<Position> p = Position::fromFen(fen.toStdString());
    if (!p) qFatal("bad FEN in a test row: %s (%s)", qPrintable(fen), p.error().c_str());
    return p.value();
}

// The first four FEN fields: the position without its move counters.
QString withoutCounters(const std::string& fen) {
    return q(fen).section(' ', 0, 3);
}

// Checks the generator in one position: Captures and Quiets hold no duplicates, are disjoint,
// together give exactly the Legal moves, split them as movegen.h says, and the count without a
// list agrees. Returns what is wrong, or an empty string.
std::string checkGeneration(const Position& pos) {
    const MoveList legal(pos), captures(pos, GenType::Captures), quiets(pos, GenType::Quiets);
    std::vector<std::uint16_t> all, split;
    for (Move m : legal) all.push_back(m.raw());
    for (Move m : captures) {
        split.push_back(m.raw());
        const bool queenPromotion = m.isPromotion() && m.promotion() == Queen;
        if (!pos.isCapture(m) && !queenPromotion) return uciOf(m) + " is listed as a capture";
    }
    for (Move m : quiets) {
        split.push_back(m.raw());
        if (pos.isCapture(m) || (m.isPromotion() && m.promotion() == Queen))
            return uciOf(m) + " is listed as quiet";
    }
    std::sort(all.begin(), all.end());
    std::sort(split.begin(), split.end());
    if (std::adjacent_find(all.begin(), all.end()) != all.end())
        return "a legal move is listed twice";
    if (std::adjacent_find(split.begin(), split.end()) != split.end())
        return "a move is listed twice among captures and quiets";
    if (all != split)
        return "captures + quiets (" + std::to_string(split.size()) + ") differ from legal (" +
               std::to_string(all.size()) + ")";
    if (countLegalMoves(pos) != int(legal.size())) return "countLegalMoves differs from the list";
    return {};
}

// Start positions for the random games: the standard one and a few that reach castling,
// en passant and promotions sooner. https://www.chessprogramming.org/Perft_Results
constexpr std::array<std::string_view, 6> GameStarts = {
    Position::StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
};

} // namespace

class TestKeys : public QObject {
    Q_OBJECT

private slots:
    // Random games: in every position, the generator is checked, every legal move is made and
    // unmade with the key compared to computeKey() both ways, and a null move likewise when not
    // in check. The game itself follows one random move (now and then a null move) and is then
    // unwound move by move, each step compared with the FEN and key saved before the make.
    void randomGames() {
        constexpr int Games = 2000;
        constexpr int MaxPlies = 200;
        std::mt19937_64 rng(0x4665727a4b657973ULL);

        struct Step {
            Move move;
            StateInfo undo;
            std::string fen;
            Key key;
        };
        std::vector<Step> path;
        path.reserve(MaxPlies);
        long positions = 0, makes = 0, nullMoves = 0, predictions = 0;

        for (int game = 0; game < Games; ++game) {
            const std::string_view startFen = GameStarts[std::size_t(game) % GameStarts.size()];
            Position pos = Position::fromFen(startFen).value();
            path.clear();
            const auto where = [&](Move m) {
                return QStringLiteral("game %1, ply %2, move %3, position %4")
                    .arg(game)
                    .arg(path.size())
                    .arg(q(uciOf(m)), q(pos.fen()));
            };

            for (int ply = 0; ply < MaxPlies; ++ply) {
                ++positions;
                if (pos.key() != pos.computeKey()) QFAIL(qPrintable("key drifted at " + where({})));
                if (const std::string bad = checkGeneration(pos); !bad.empty())
                    QFAIL(qPrintable(q(bad) + " at " + where({})));
                // The FEN we write reads back to the same key (en passant written iff keyed).
                if (Position::fromFen(pos.fen())->key() != pos.key())
                    QFAIL(qPrintable("FEN round trip changes the key at " + where({})));

                const MoveList legal(pos);
                const Key key = pos.key();
                for (Move m : legal) {
                    StateInfo undo;
                    const Key predicted = pos.keyAfter(m);
                    const CastlingRights rights = pos.castlingRights();
                    const bool enPassant = pos.epSquare() != NoSquare;
                    pos.makeMove(m, undo);
                    ++makes;
                    if (pos.key() != pos.computeKey())
                        QFAIL(qPrintable("makeMove: key differs from computeKey at " + where(m)));
                    // keyAfter leaves out only castling rights and en passant.
                    if (!enPassant && pos.epSquare() == NoSquare &&
                        pos.castlingRights() == rights) {
                        ++predictions;
                        if (predicted != pos.key())
                            QFAIL(qPrintable("keyAfter differs from the key after " + where(m)));
                    }
                    pos.unmakeMove(m, undo);
                    if (pos.key() != key || pos.computeKey() != key)
                        QFAIL(qPrintable("unmakeMove: key not restored at " + where(m)));
                }
                if (!pos.inCheck()) {
                    StateInfo undo;
                    pos.makeNullMove(undo);
                    const bool ok = pos.key() == pos.computeKey() && pos.key() != key;
                    pos.unmakeNullMove(undo);
                    if (!ok || pos.key() != key || pos.computeKey() != key)
                        QFAIL(qPrintable("null move: bad key at " + where(Move::null())));
                }
                if (legal.empty()) break;

                // One step of the game: a null move one time in ten when allowed.
                Step& step = path.emplace_back();
                step.fen = pos.fen();
                step.key = key;
                if (!pos.inCheck() && rng() % 10 == 0) {
                    step.move = Move::null();
                    pos.makeNullMove(step.undo);
                    ++nullMoves;
                } else {
                    step.move = legal[std::size_t(rng() % legal.size())];
                    pos.makeMove(step.move, step.undo);
                }
            }

            while (!path.empty()) {
                const Step step = path.back();
                path.pop_back();
                if (step.move == Move::null())
                    pos.unmakeNullMove(step.undo);
                else
                    pos.unmakeMove(step.move, step.undo);
                if (pos.fen() != step.fen || pos.key() != step.key || pos.computeKey() != step.key)
                    QFAIL(qPrintable(
                        "unwinding " + q(uciOf(step.move)) + " gives " + q(pos.fen()) +
                        ", expected " + q(step.fen) +
                        QStringLiteral(" (game %1, ply %2)").arg(game).arg(path.size())));
            }
            QCOMPARE(q(pos.fen()), q(std::string(startFen)).section(' ', 0, 5));
        }
        qInfo("%ld positions, %ld moves made and unmade, %ld null moves in the games", positions,
              makes, nullMoves);
        QVERIFY(positions > 100'000);
        QVERIFY(nullMoves > 1'000);
        QVERIFY(predictions > makes / 2);
    }

    // Two move orders to one position give one key.
    void transpositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        const QString start = q(std::string(Position::StartFen));
        // clang-format off
        QTest::newRow("knights") << start << "g1f3 g8f6 b1c3 b8c6" << "b1c3 b8c6 g1f3 g8f6";
        QTest::newRow("double step last") << start << "e2e4 e7e5 g1f3" << "g1f3 e7e5 e2e4";
        QTest::newRow("two single steps") << start << "e2e3 a7a6 e3e4 a6a5" << "e2e4 a7a5";
        QTest::newRow("captures in either order") << "4k3/8/8/1p3p2/8/2N3N1/8/4K3 w - - 0 1"
            << "c3b5 e8d8 g3f5 d8e8" << "g3f5 e8d8 c3b5 d8e8";
        QTest::newRow("castled or walked") << "r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1"
            << "e1g1 e8d8 g1h1 d8e8" << "h1f1 e8d8 e1f2 d8e8 f2g2 e8d8 g2h1 d8e8";
        // clang-format on
    }
    void transpositions() {
        QFETCH(QString, fen);
        QFETCH(QString, first);
        QFETCH(QString, second);
        Position a = positionOf(fen), b = a;
        std::vector<StateInfo> statesA, statesB;
        statesA.reserve(32);
        statesB.reserve(32);
        QCOMPARE(playMoves(a, statesA, first), QString());
        QCOMPARE(playMoves(b, statesB, second), QString());
        QCOMPARE(withoutCounters(a.fen()), withoutCounters(b.fen()));
        QCOMPARE(a.key(), b.key());
        QCOMPARE(a.key(), positionOf(withoutCounters(a.fen())).key());
    }

    // Positions reached by moves have the FEN and key of the same position read from text.
    void playedMatchesFen_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("expected");
        const QString start = q(std::string(Position::StartFen));
        // clang-format off
        QTest::newRow("e4: no en passant") << start << "e2e4"
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("en passant possible") << start << "e2e4 a7a6 e4e5 d7d5"
            << "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
        QTest::newRow("en passant taken") << start << "e2e4 a7a6 e4e5 d7d5 e5d6"
            << "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3";
        QTest::newRow("en passant declined") << start << "e2e4 a7a6 e4e5 d7d5 g1f3 a6a5"
            << "rnbqkbnr/1pp1pppp/8/p2pP3/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4";
        QTest::newRow("black double step, two capturers") << "4k3/3p4/8/2P1P3/8/8/8/4K3 b - - 0 1" << "d7d5"
            << "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2";
        QTest::newRow("castling") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << "e1g1"
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1";
        QTest::newRow("queenside castling") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 10" << "e8c8"
            << "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 4 11";
        QTest::newRow("rook taken on its corner") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << "a1a8"
            << "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1";
        QTest::newRow("promotion with capture") << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1" << "a7b8q"
            << "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1";
        QTest::newRow("under-promotion") << "4k3/P7/8/8/8/8/8/4K3 w - - 5 9" << "a7a8n"
            << "N3k3/8/8/8/8/8/8/4K3 b - - 0 9";
        // clang-format on
    }
    void playedMatchesFen() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, expected);
        Position pos = positionOf(fen);
        std::vector<StateInfo> states;
        states.reserve(16);
        QCOMPARE(playMoves(pos, states, moves), QString());
        QCOMPARE(q(pos.fen()), expected);
        QCOMPARE(pos.key(), positionOf(expected).key());
        QCOMPARE(pos.key(), pos.computeKey());
    }

    // Pairs of FENs whose keys must differ, or must be equal.
    void differentPositions_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("sameKey");
        const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR %1 %2 - 0 1";
        const QString corners = "r3k2r/8/8/8/8/8/8/R3K2R w %1 - 0 1";
        const QString twoEp = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq %1 0 3";
        // clang-format off
        QTest::newRow("side to move") << start.arg("w", "KQkq") << start.arg("b", "KQkq") << false;
        QTest::newRow("all v no castling") << corners.arg("KQkq") << corners.arg("-") << false;
        QTest::newRow("without K") << corners.arg("KQkq") << corners.arg("Qkq") << false;
        QTest::newRow("without Q") << corners.arg("KQkq") << corners.arg("Kkq") << false;
        QTest::newRow("without k") << corners.arg("KQkq") << corners.arg("KQq") << false;
        QTest::newRow("without q") << corners.arg("KQkq") << corners.arg("KQk") << false;
        QTest::newRow("white's v black's") << corners.arg("KQ") << corners.arg("kq") << false;
        QTest::newRow("K v k") << corners.arg("K") << corners.arg("k") << false;
        QTest::newRow("letter order") << corners.arg("KQkq") << corners.arg("qkQK") << true;
        QTest::newRow("en passant f6 v none") << twoEp.arg("f6") << twoEp.arg("-") << false;
        QTest::newRow("en passant d6 v none") << twoEp.arg("d6") << twoEp.arg("-") << false;
        QTest::newRow("en passant d6 v f6") << twoEp.arg("d6") << twoEp.arg("f6") << false;
        QTest::newRow("en passant that removes the checker") << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
            << "8/8/8/2k5/3Pp3/8/8/4K3 b - - 0 1" << false;
        QTest::newRow("en passant no pawn can take") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << true;
        QTest::newRow("en passant pinned along the rank") << "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"
            << "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1" << true;
        QTest::newRow("en passant pinned on a diagonal") << "7B/8/8/8/3pP3/8/1k6/4K3 b - e3 0 1"
            << "7B/8/8/8/3pP3/8/1k6/4K3 b - - 0 1" << true;
        QTest::newRow("en passant along the pin") << "8/k7/8/8/3pP3/8/8/4K1B1 b - e3 0 1"
            << "8/k7/8/8/3pP3/8/8/4K1B1 b - - 0 1" << false;
        QTest::newRow("move counters") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
            << "4k3/8/8/8/8/8/8/R3K3 w - - 37 90" << true;
        QTest::newRow("one piece elsewhere") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
            << "4k3/8/8/8/8/8/R7/4K3 w - - 0 1" << false;
        QTest::newRow("piece colour") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
            << "4k3/8/8/8/8/8/8/r3K3 w - - 0 1" << false;
        // clang-format on
    }
    void differentPositions() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, sameKey);
        const Position pa = positionOf(a), pb = positionOf(b);
        QCOMPARE(pa.key() == pb.key(), sameKey);
        QCOMPARE(pa.key(), pa.computeKey());
        QCOMPARE(pb.key(), pb.computeKey());
        // What the FENs we write say agrees with the keys.
        QCOMPARE(withoutCounters(pa.fen()) == withoutCounters(pb.fen()), sameKey);
    }
};

QTEST_APPLESS_MAIN(TestKeys)
#include "tst_keys.moc"
