// The rules that end a game or allow a draw claim, through Game and statusOf: mate, stalemate,
// check; each draw rule exactly at its threshold and one short of it; what makes two positions
// "the same" for repetitions (FIDE 9.2.3: castling rights, a possible en-passant capture); dead
// positions; and a game record that refuses illegal moves and undoes what it played.
//
// Moves are written in UCI and looked up in the move list by their squares, so these tests do not
// depend on the notation code.
#include "game.h"
#include "movegen.h"

#include <QtTest>

#include <string>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::Result)
Q_DECLARE_METATYPE(ferz::Termination)

namespace {

const char* name(Result r) {
    switch (r) {
    case Result::Ongoing: return "Ongoing";
    case Result::WhiteWins: return "WhiteWins";
    case Result::BlackWins: return "BlackWins";
    case Result::Draw: return "Draw";
    }
    return "?";
}

const char* name(Termination t) {
    switch (t) {
    case Termination::None: return "None";
    case Termination::Checkmate: return "Checkmate";
    case Termination::Stalemate: return "Stalemate";
    case Termination::InsufficientMaterial: return "InsufficientMaterial";
    case Termination::FivefoldRepetition: return "FivefoldRepetition";
    case Termination::SeventyFiveMoves: return "SeventyFiveMoves";
    case Termination::ThreefoldRepetition: return "ThreefoldRepetition";
    case Termination::FiftyMoves: return "FiftyMoves";
    }
    return "?";
}

// One line for a status, so a failed comparison shows every field at once.
QString describe(Result result, Termination reason, bool inCheck, bool claimThreefold,
                 bool claimFifty) {
    return QStringLiteral("%1/%2 check=%3 threefold=%4 fifty=%5")
        .arg(name(result), name(reason))
        .arg(inCheck)
        .arg(claimThreefold)
        .arg(claimFifty);
}
QString describe(const GameStatus& s) {
    return describe(s.result, s.reason, s.inCheck, s.canClaimThreefold, s.canClaimFifty);
}

std::string uciOf(Move m) {
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += "nbrq"[m.promotion() - Knight];
    return s;
}

// The legal move of `pos` written as `uci`, or Move::none().
Move findMove(const Position& pos, const QString& uci) {
    const std::string wanted = uci.toStdString();
    for (Move m : MoveList(pos))
        if (uciOf(m) == wanted) return m;
    return Move::none();
}

// Plays space-separated UCI moves; returns an empty string, or what went wrong.
QString playMoves(Game& game, const QString& moves) {
    for (const QString& uci : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = findMove(game.position(), uci);
        if (!m) return uci + " is not legal in " + QString::fromStdString(game.position().fen());
        if (!game.play(m)) return "Game::play refused " + uci;
    }
    return {};
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

Position positionOf(const QString& fen) {
    Parsed<Position> p = Position::fromFen(fen.toStdString());
    if (!p) qFatal("bad FEN in a test row: %s (%s)", qPrintable(fen), p.error().c_str());
    return p.value();
}

const QString Start = QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());
const QString KnightCycle = QStringLiteral("g1f3 g8f6 f3g1 f6g8 ");

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    // 1. f3 e5 2. g4 Qh4#, played through the game record.
    void foolsMate() {
        Game game;
        QCOMPARE(playMoves(game, "f2f3 e7e5 g2g4"), QString());
        QCOMPARE(describe(game.status()),
                 describe(Result::Ongoing, Termination::None, false, false, false));
        QCOMPARE(playMoves(game, "d8h4"), QString());
        QCOMPARE(q(game.position().fen()),
                 QString("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"));
        QCOMPARE(describe(game.status()),
                 describe(Result::BlackWins, Termination::Checkmate, true, false, false));
        const std::string_view result = resultString(game.status().result);
        QCOMPARE(QString::fromLatin1(result.data(), qsizetype(result.size())), QString("0-1"));
        QCOMPARE(describe(statusOf(game.position(), 1)), describe(game.status()));
    }

    // statusOf on a position and an occurrence count.
    void status_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("occurrences");
        QTest::addColumn<Result>("result");
        QTest::addColumn<Termination>("reason");
        QTest::addColumn<bool>("inCheck");
        QTest::addColumn<bool>("claimThreefold");
        QTest::addColumn<bool>("claimFifty");

        const QString rookEnding = "4k3/8/8/8/8/8/8/R3K3 w - - %1 120";
        const QString stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - %1 90";
        const QString backRank = "R5k1/5ppp/8/8/8/8/8/6K1 b - - %1 90";
        // clang-format off
        QTest::newRow("start") << Start << 1 << Result::Ongoing << Termination::None << false << false << false;
        QTest::newRow("stalemate") << stalemate.arg(0) << 1 << Result::Draw << Termination::Stalemate << false << false << false;
        QTest::newRow("stalemate before 75 moves") << stalemate.arg(150) << 1 << Result::Draw << Termination::Stalemate << false << false << false;
        QTest::newRow("stalemate before fivefold") << stalemate.arg(20) << 5 << Result::Draw << Termination::Stalemate << false << false << false;
        QTest::newRow("check") << "4k3/8/8/8/8/8/8/4RK2 b - - 0 1" << 1 << Result::Ongoing << Termination::None << true << false << false;
        QTest::newRow("white mates") << backRank.arg(0) << 1 << Result::WhiteWins << Termination::Checkmate << true << false << false;
        QTest::newRow("mate before 75 moves") << backRank.arg(150) << 1 << Result::WhiteWins << Termination::Checkmate << true << false << false;
        QTest::newRow("mate before fivefold") << backRank.arg(10) << 5 << Result::WhiteWins << Termination::Checkmate << true << false << false;
        QTest::newRow("black mates") << "6k1/8/8/8/8/8/5PPP/r5K1 w - - 0 1" << 1 << Result::BlackWins << Termination::Checkmate << true << false << false;
        QTest::newRow("smothered") << "6rk/5Npp/8/8/8/8/8/7K b - - 0 1" << 1 << Result::WhiteWins << Termination::Checkmate << true << false << false;
        QTest::newRow("2nd occurrence") << rookEnding.arg(10) << 2 << Result::Ongoing << Termination::None << false << false << false;
        QTest::newRow("3rd occurrence") << rookEnding.arg(10) << 3 << Result::Ongoing << Termination::None << false << true << false;
        QTest::newRow("4th occurrence") << rookEnding.arg(10) << 4 << Result::Ongoing << Termination::None << false << true << false;
        QTest::newRow("5th occurrence") << rookEnding.arg(10) << 5 << Result::Draw << Termination::FivefoldRepetition << false << false << false;
        QTest::newRow("clock 99") << rookEnding.arg(99) << 1 << Result::Ongoing << Termination::None << false << false << false;
        QTest::newRow("clock 100") << rookEnding.arg(100) << 1 << Result::Ongoing << Termination::None << false << false << true;
        QTest::newRow("clock 100, 3rd occurrence") << rookEnding.arg(100) << 3 << Result::Ongoing << Termination::None << false << true << true;
        QTest::newRow("clock 149") << rookEnding.arg(149) << 1 << Result::Ongoing << Termination::None << false << false << true;
        QTest::newRow("clock 150") << rookEnding.arg(150) << 1 << Result::Draw << Termination::SeventyFiveMoves << false << false << false;
        // clang-format on
    }
    void status() {
        QFETCH(QString, fen);
        QFETCH(int, occurrences);
        QFETCH(Result, result);
        QFETCH(Termination, reason);
        QFETCH(bool, inCheck);
        QFETCH(bool, claimThreefold);
        QFETCH(bool, claimFifty);
        const GameStatus s = statusOf(positionOf(fen), occurrences);
        QCOMPARE(describe(s), describe(result, reason, inCheck, claimThreefold, claimFifty));
        QCOMPARE(s.over(), result != Result::Ongoing);
        QCOMPARE(s.canClaimDraw(), claimThreefold || claimFifty);
    }

    // The 50- and 75-move rules reached by a move played in the game record, at the threshold
    // and one below it; a move that resets the clock; a mate on the 150th half-move (FIDE 9.6.2).
    void moveCounters_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("rule50");
        QTest::addColumn<Result>("result");
        QTest::addColumn<Termination>("reason");
        QTest::addColumn<bool>("inCheck");
        QTest::addColumn<bool>("claimFifty");

        const QString rookEnding = "4k3/8/8/8/8/8/8/R3K3 w - - %1 120";
        // clang-format off
        QTest::newRow("98 -> 99: no claim") << rookEnding.arg(98) << "a1a2" << 99 << Result::Ongoing << Termination::None << false << false;
        QTest::newRow("99 -> 100: claim") << rookEnding.arg(99) << "a1a2" << 100 << Result::Ongoing << Termination::None << false << true;
        QTest::newRow("black, 99 -> 100: claim") << "4k2r/8/8/8/8/8/8/4K3 b - - 99 120" << "h8h7" << 100 << Result::Ongoing << Termination::None << false << true;
        QTest::newRow("148 -> 149: claim, not over") << rookEnding.arg(148) << "a1a2" << 149 << Result::Ongoing << Termination::None << false << true;
        QTest::newRow("149 -> 150: over") << rookEnding.arg(149) << "a1a2" << 150 << Result::Draw << Termination::SeventyFiveMoves << false << false;
        QTest::newRow("149 -> 150 with check: over") << "6k1/6pp/8/8/8/8/8/R5K1 w - - 149 120" << "a1a8" << 150 << Result::Draw << Termination::SeventyFiveMoves << true << false;
        QTest::newRow("149 -> 150 with mate: mate") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120" << "a1a8" << 150 << Result::WhiteWins << Termination::Checkmate << true << false;
        QTest::newRow("pawn move at 149") << "4k3/8/8/8/8/8/4P3/R3K3 w - - 149 120" << "e2e3" << 0 << Result::Ongoing << Termination::None << false << false;
        QTest::newRow("capture at 149") << "r3k3/8/8/8/8/8/8/R3K3 w - - 149 120" << "a1a8" << 0 << Result::Ongoing << Termination::None << true << false;
        QTest::newRow("castling at 149") << "4k3/8/8/8/8/8/8/R3K2R w KQ - 149 120" << "e1g1" << 150 << Result::Draw << Termination::SeventyFiveMoves << false << false;
        // clang-format on
    }
    void moveCounters() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(int, rule50);
        QFETCH(Result, result);
        QFETCH(Termination, reason);
        QFETCH(bool, inCheck);
        QFETCH(bool, claimFifty);

        Game game(positionOf(fen));
        QCOMPARE(game.status().over(), false);
        QCOMPARE(playMoves(game, move), QString());
        QCOMPARE(game.position().rule50(), rule50);
        QCOMPARE(describe(game.status()), describe(result, reason, inCheck, false, claimFifty));
    }

    // Game::repetitions() after a sequence of moves: which earlier positions count as the same.
    void repetitions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("repetitions");

        const QString c = KnightCycle;
        const QString castlingFen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        const QString kingWalk = "e1f1 e8f8 f1e1 f8e8 ";
        const QString rookWalk = "h1g1 h8g8 g1h1 g8h8 ";
        const QString castlingKnights = "rn2k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        const QString knightWalk = "b1c3 b8c6 c3b1 c6b8 ";
        // Black's d4 pawn can take e3 en passant after e2-e4: a position of its own.
        const QString epFen = "4k1n1/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1";
        // The same, but taking en passant would expose the black king on a4 to the rook on h4.
        const QString pinnedEpFen = "6n1/8/8/8/k2p3R/8/4P3/4K1N1 w - - 0 1";
        // No black pawn next to e4 at all.
        const QString noEpFen = "4k1n1/8/8/8/8/8/4P3/4K1N1 w - - 0 1";
        const QString epCycle = "g8f6 g1f3 f6g8 f3g1 ";
        // clang-format off
        QTest::newRow("start") << Start << "" << 1;
        QTest::newRow("2nd occurrence") << Start << c << 2;
        QTest::newRow("3rd occurrence") << Start << c + c << 3;
        QTest::newRow("3rd occurrence, after Nf3") << Start << c + c + "g1f3" << 3;
        QTest::newRow("4th occurrence") << Start << c + c + c << 4;
        QTest::newRow("5th occurrence") << Start << c + c + c + c << 5;
        QTest::newRow("king walk loses castling") << castlingFen << kingWalk << 1;
        QTest::newRow("king walk, then 2nd") << castlingFen << kingWalk + kingWalk << 2;
        QTest::newRow("king walk, then 3rd") << castlingFen << kingWalk + kingWalk + kingWalk << 3;
        QTest::newRow("rook walk loses one right") << castlingFen << rookWalk << 1;
        QTest::newRow("rook walk, then 2nd") << castlingFen << rookWalk + rookWalk << 2;
        QTest::newRow("castling rights kept") << castlingKnights << knightWalk << 2;
        QTest::newRow("castling rights kept, 3rd") << castlingKnights << knightWalk + knightWalk << 3;
        QTest::newRow("en passant possible once") << epFen << "e2e4 " + epCycle << 1;
        QTest::newRow("en passant possible once, then 2nd") << epFen << "e2e4 " + epCycle + epCycle << 2;
        QTest::newRow("en passant possible once, then 3rd") << epFen << "e2e4 " + epCycle + epCycle + epCycle << 3;
        QTest::newRow("en passant pinned") << pinnedEpFen << "e2e4 " + epCycle << 2;
        QTest::newRow("en passant pinned, 3rd") << pinnedEpFen << "e2e4 " + epCycle + epCycle << 3;
        QTest::newRow("no pawn to take en passant") << noEpFen << "e2e4 " + epCycle << 2;
        QTest::newRow("pawn moves restart the count") << Start << c + c + "e2e4 e7e5 " + c << 2;
        QTest::newRow("captures restart the count") << Start << c + c + "e2e4 d7d5 e4d5 d8d5 " + c << 2;
        QTest::newRow("clock from the FEN") << "4k1n1/8/8/8/8/8/8/4K1N1 w - - 50 60" << c + c << 3;
        // clang-format on
    }
    void repetitions() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(int, repetitions);

        Game game(positionOf(fen));
        QCOMPARE(playMoves(game, moves), QString());
        QCOMPARE(game.repetitions(), repetitions);
        const GameStatus s = game.status();
        if (!isInsufficientMaterial(game.position())) {
            QCOMPARE(s.canClaimThreefold, repetitions >= 3 && repetitions < 5);
            QCOMPARE(s.over(), repetitions >= 5);
            if (repetitions >= 5) QCOMPARE(name(s.reason), name(Termination::FivefoldRepetition));
        }
    }

    // undo() takes back the move and the repetition count with it.
    void undoRestoresRepetitions() {
        Game game;
        QCOMPARE(playMoves(game, KnightCycle + KnightCycle), QString());
        QCOMPARE(game.repetitions(), 3);
        QVERIFY(game.status().canClaimThreefold);

        QVERIFY(game.undo()); // back to Ng1 with Nf6: its 2nd occurrence
        QCOMPARE(game.repetitions(), 2);
        QVERIFY(!game.status().canClaimThreefold);
        QCOMPARE(playMoves(game, "f6g8"), QString());
        QCOMPARE(game.repetitions(), 3);
        QVERIFY(game.status().canClaimThreefold);

        QCOMPARE(playMoves(game, KnightCycle + KnightCycle), QString());
        QCOMPARE(game.repetitions(), 5);
        QCOMPARE(name(game.status().reason), name(Termination::FivefoldRepetition));
        QVERIFY(game.undo());
        QVERIFY(!game.status().over());
        QCOMPARE(playMoves(game, "f6g8"), QString());
        QCOMPARE(game.repetitions(), 5);

        for (int i = 0; i < 16; ++i) QVERIFY(game.undo());
        QCOMPARE(game.ply(), std::size_t(0));
        QCOMPARE(game.keys().size(), std::size_t(1));
        QCOMPARE(game.repetitions(), 1);
        QCOMPARE(q(game.position().fen()), Start);
        QVERIFY(!game.undo());
    }

    // FIDE 5.2.2 dead positions, as far as we recognise them.
    void insufficientMaterial_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("dead");
        // Light squares: f1, c8, d3, c2. Dark squares: c1, f8, a1, g7.
        // clang-format off
        QTest::newRow("K v K") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("K+N v K") << "4k3/8/8/8/8/8/8/4KN2 w - - 0 1" << true;
        QTest::newRow("K v K+N") << "4kn2/8/8/8/8/8/8/4K3 b - - 0 1" << true;
        QTest::newRow("K+B v K") << "4k3/8/8/8/8/8/8/4KB2 w - - 0 1" << true;
        QTest::newRow("K v K+B") << "4kb2/8/8/8/8/8/8/4K3 w - - 0 1" << true;
        QTest::newRow("K+B v K+B, both light") << "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1" << true;
        QTest::newRow("K+B v K+B, both dark") << "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1" << true;
        QTest::newRow("K+B v K+B, opposite") << "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1" << false;
        QTest::newRow("K+N v K+N") << "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1" << false;
        QTest::newRow("K+B v K+N") << "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1" << false;
        QTest::newRow("K+2N v K") << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1" << false;
        QTest::newRow("K+B+B light v K") << "4k3/8/8/8/8/3B4/8/4KB2 w - - 0 1" << true;
        QTest::newRow("K+B+B light v K+B light") << "2b1k3/8/8/8/8/8/2B5/4KB2 w - - 0 1" << true;
        QTest::newRow("K+B+B opposite v K") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1" << false;
        QTest::newRow("K+P v K") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << false;
        QTest::newRow("K v K+P") << "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1" << false;
        QTest::newRow("K+R v K") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << false;
        QTest::newRow("K+Q v K") << "4k3/8/8/8/8/8/8/3QK3 w - - 0 1" << false;
        // clang-format on
    }
    void insufficientMaterial() {
        QFETCH(QString, fen);
        QFETCH(bool, dead);
        const Position pos = positionOf(fen);
        QCOMPARE(isInsufficientMaterial(pos), dead);
        const GameStatus s = statusOf(pos, 1);
        QCOMPARE(
            describe(s),
            dead ? describe(Result::Draw, Termination::InsufficientMaterial, false, false, false)
                 : describe(Result::Ongoing, Termination::None, false, false, false));
    }

    // Whether a side could still mate (the flag-fall rule, FIDE 6.9): whoever has a pawn, rook or
    // queen can; a lone king cannot; a lone minor piece needs enemy men to hem the king in;
    // bishops on one colour need an enemy piece that can stand on the other colour.
    void canStillMate_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("white");
        QTest::addColumn<bool>("black");
        // clang-format off
        QTest::newRow("K+R v K") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" << true << false;
        QTest::newRow("K+P v K") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" << true << false;
        QTest::newRow("K+N v K+R") << "4k3/8/8/8/8/8/8/R3KN2 w - - 0 1" << true << false;
        QTest::newRow("K+R v K+N") << "4kn2/8/8/8/8/8/8/R3K3 w - - 0 1" << true << true;
        QTest::newRow("K+B v K+P") << "4k3/4p3/8/8/8/8/8/4KB2 w - - 0 1" << true << true;
        QTest::newRow("K+N v K+Q") << "3qk3/8/8/8/8/8/8/4KN2 w - - 0 1" << true << true;
        QTest::newRow("K+2N v K") << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1" << true << false;
        QTest::newRow("K+B+N v K") << "4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1" << true << false;
        QTest::newRow("K+B+B light v K+N") << "4kn2/8/8/8/8/3B4/8/4KB2 w - - 0 1" << true << true;
        QTest::newRow("K+B+B light v K+B dark") << "4kb2/8/8/8/8/3B4/8/4KB2 w - - 0 1" << true << true;
        QTest::newRow("K+B+B light v K+B light") << "2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1" << false << false;
        QTest::newRow("K+B+B opposite v K") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1" << true << false;
        // clang-format on
    }
    void canStillMate() {
        QFETCH(QString, fen);
        QFETCH(bool, white);
        QFETCH(bool, black);
        const Position pos = positionOf(fen);
        QCOMPARE(ferz::canStillMate(pos, White), white);
        QCOMPARE(ferz::canStillMate(pos, Black), black);
    }

    // A capture that leaves a dead position ends the game; one that does not, does not.
    void captureToDeadPosition_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("over");
        // clang-format off
        QTest::newRow("Kxd2 leaves K+N v K") << "4k3/8/8/8/8/8/3r4/3NK3 w - - 0 1" << "e1d2" << true;
        QTest::newRow("Bxg7 leaves dark bishops") << "4kb2/6r1/8/8/8/8/8/B3K3 w - - 0 1" << "a1g7" << true;
        QTest::newRow("Bxg7 leaves opposite bishops") << "2b1k3/6r1/8/8/8/8/8/B3K3 w - - 0 1" << "a1g7" << false;
        QTest::newRow("Kxd2 leaves K+N v K+N") << "4kn2/8/8/8/8/8/3r4/3NK3 w - - 0 1" << "e1d2" << false;
        // clang-format on
    }
    void captureToDeadPosition() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(bool, over);
        Game game(positionOf(fen));
        QVERIFY(!game.status().over());
        QCOMPARE(playMoves(game, move), QString());
        QCOMPARE(game.status().over(), over);
        QCOMPARE(name(game.status().reason),
                 name(over ? Termination::InsufficientMaterial : Termination::None));
    }

    // Game::play refuses anything that is not a legal move here, and changes nothing.
    void illegalMoves_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<quint16>("raw");
        const QString promotion = "8/4P2k/8/8/8/8/8/4K3 w - - 0 1";
        const QString checked = "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1";
        // clang-format off
        QTest::newRow("none") << Start << Move::none().raw();
        QTest::newRow("null") << Start << Move::null().raw();
        QTest::newRow("all bits set") << Start << quint16(0xFFFF);
        QTest::newRow("pawn three squares") << Start << Move(E2, E5).raw();
        QTest::newRow("from an empty square") << Start << Move(E4, E5).raw();
        QTest::newRow("the opponent's piece") << Start << Move(E7, E5).raw();
        QTest::newRow("onto an own piece") << Start << Move(D1, D2).raw();
        QTest::newRow("castling through pieces") << Start << Move(E1, G1, Move::Castling).raw();
        QTest::newRow("double step marked en passant") << Start << Move(E2, E4, Move::EnPassant).raw();
        QTest::newRow("double step marked promotion") << Start << Move(E2, E4, Move::Promotion, Queen).raw();
        QTest::newRow("pinned knight") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1" << Move(E2, C3).raw();
        QTest::newRow("king into check") << "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1" << Move(E1, D1).raw();
        QTest::newRow("promotion without a piece") << promotion << Move(E7, E8).raw();
        QTest::newRow("castling out of check") << checked << Move(E1, G1, Move::Castling).raw();
        QTest::newRow("ignoring check") << checked << Move(A1, A2).raw();
        QTest::newRow("castling as a king step") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1" << Move(E1, G1).raw();
        // clang-format on
    }
    void illegalMoves() {
        QFETCH(QString, fen);
        QFETCH(quint16, raw);
        Game game(positionOf(fen));
        const std::string fenBefore = game.position().fen();
        const Key keyBefore = game.position().key();
        QVERIFY(!game.play(Move::fromRaw(raw)));
        QCOMPARE(q(game.position().fen()), q(fenBefore));
        QCOMPARE(game.position().key(), keyBefore);
        QCOMPARE(game.ply(), std::size_t(0));
        QCOMPARE(game.keys().size(), std::size_t(1));
        QVERIFY(!game.undo());
    }

    // The legal neighbours of some illegal rows above are accepted, so the rows fail for the
    // reason they name.
    void legalNeighbours() {
        Game promotion(positionOf("8/4P2k/8/8/8/8/8/4K3 w - - 0 1"));
        QVERIFY(promotion.play(Move(E7, E8, Move::Promotion, Queen)));
        Game castling(positionOf("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
        QVERIFY(castling.play(Move(E1, G1, Move::Castling)));
        QCOMPARE(q(castling.position().fen()), QString("4k3/8/8/8/8/8/8/5RK1 b - - 1 1"));
        Game start;
        QVERIFY(start.play(Move(E2, E4)));
    }

    void undoWithoutMoves() {
        Game fresh;
        QVERIFY(!fresh.undo());
        QCOMPARE(q(fresh.position().fen()), Start);

        Game fromFen(positionOf("4k3/8/8/8/8/8/8/R3K3 w - - 7 30"));
        QVERIFY(fromFen.play(Move(A1, A2)));
        QVERIFY(fromFen.undo());
        QVERIFY(!fromFen.undo());
        QCOMPARE(q(fromFen.position().fen()), QString("4k3/8/8/8/8/8/8/R3K3 w - - 7 30"));
        QCOMPARE(fromFen.position().key(), fromFen.startPosition().key());
        QCOMPARE(fromFen.ply(), std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
