// The UCI front end as a pure function of its input lines: handshake, position set-up, perft
// divide, and clear `info string` answers to malformed or out-of-order input.
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "ownbook.h"
#include "uci.h"

#include <QtTest>

#include <algorithm>
#include <mutex>
#include <random>

using namespace ferz;

namespace {

// A session whose output is collected line by line. A search writes from its own thread, so
// `out` is read directly only when no search runs (after endOfInput()); send() copies it under
// the lock.
struct Session {
    std::mutex mutex;
    std::vector<std::string> out;
    UciSession uci{[this](std::string_view line) {
        std::lock_guard lock(mutex);
        out.emplace_back(line);
    }};

    // Sends one line and returns what was written since it was sent.
    std::vector<std::string> send(std::string_view line) {
        {
            std::lock_guard lock(mutex);
            out.clear();
        }
        uci.handle(line);
        std::lock_guard lock(mutex);
        return out;
    }
    std::string fen() const { return uci.game().position().fen(); }
};

bool startsWith(const std::string& s, std::string_view prefix) {
    return s.rfind(prefix, 0) == 0;
}

} // namespace

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void handshake() {
        Session s;
        auto out = s.send("uci");
        QVERIFY(!out.empty());
        QVERIFY(startsWith(out.front(), "id name Ferz "));
        QCOMPARE(out.back(), std::string("uciok"));
        QCOMPARE(s.send("isready"), std::vector<std::string>{"readyok"});
        QCOMPARE(s.send("   isready  \r"), std::vector<std::string>{"readyok"});
        QVERIFY(s.send("").empty());
        QVERIFY(!s.uci.handle("quit"));
        QVERIFY(s.uci.handle("isready"));
    }

    void positionWithMoves_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("fen");
        QTest::newRow("startpos") << "position startpos"
                                  << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("startpos moves")
            << "position startpos moves e2e4 c7c5 g1f3"
            << "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        QTest::newRow("fen moves, castling and promotion")
            << "position fen r3k2r/6P1/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8 g7g8q"
            << "2kr2Qr/8/8/8/8/8/8/R4RK1 b - - 0 2";
        QTest::newRow("four-field fen") << "position fen 8/8/8/8/8/k7/8/K7 w - -"
                                        << "8/8/8/8/8/k7/8/K7 w - - 0 1";
        QTest::newRow("en passant")
            << "position startpos moves e2e4 a7a6 e4e5 d7d5 e5d6"
            << "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3";
    }
    void positionWithMoves() {
        QFETCH(QString, command);
        QFETCH(QString, fen);
        Session s;
        QVERIFY(s.send(command.toStdString()).empty());
        QCOMPARE(QString::fromStdString(s.fen()), fen);
    }

    // A bad FEN keeps the previous position; an illegal move keeps the moves before it.
    void badPositionsAreReported_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("fen");
        const QString after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("bad fen")
            << "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"
            << "info string position: bad FEN: side to move is \"x\"; it must be w or b" << after;
        QTest::newRow("empty fen") << "position fen"
                                   << "info string position: bad FEN: the FEN is empty" << after;
        QTest::newRow("neither startpos nor fen")
            << "position e2e4"
            << "info string position: expected startpos or fen, got \"e2e4\"" << after;
        QTest::newRow("nothing") << "position"
                                 << "info string position needs startpos or fen <FEN>" << after;
        QTest::newRow("illegal move")
            << "position startpos moves e2e4 e7e5 e1e3"
            << "info string position: move 3: e1e3 is not a legal move here: the king on e1 "
               "cannot go to e3; the position is set up to the move before it"
            << "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        QTest::newRow("garbage move")
            << "position startpos moves e2e4 zz"
            << "info string position: move 2: \"zz\" is not a move in UCI notation (like e2e4 "
               "or e7e8q); the position is set up to the move before it"
            << after;
    }
    void badPositionsAreReported() {
        QFETCH(QString, command);
        QFETCH(QString, message);
        QFETCH(QString, fen);
        Session s;
        s.send("position startpos moves e2e4");
        const auto out = s.send(command.toStdString());
        QCOMPARE(out.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(out[0]), message);
        QCOMPARE(QString::fromStdString(s.fen()), fen);
    }

    // go perft prints one `move: count` line per legal move, then the total, as Stockfish does.
    void perftDivide() {
        Session s;
        s.send("position fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
        const auto out = s.send("go perft 4");
        std::uint64_t sum = 0;
        std::vector<std::string> moves;
        std::string total;
        for (const std::string& line : out) {
            if (startsWith(line, "Nodes searched: ")) {
                total = line.substr(16);
            } else if (auto colon = line.find(": "); colon != std::string::npos) {
                moves.push_back(line.substr(0, colon));
                sum += std::stoull(line.substr(colon + 2));
            }
        }
        QCOMPARE(total, std::string("43238"));
        QCOMPARE(sum, std::uint64_t(43238));
        Position pos = Position::fromFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").value();
        QCOMPARE(moves.size(), MoveList(pos).size());
        for (const std::string& m : moves) QVERIFY2(parseUci(pos, m), m.c_str());
    }

    void perftNeedsADepth_data() {
        QTest::addColumn<QString>("command");
        QTest::newRow("none") << "go perft";
        QTest::newRow("zero") << "go perft 0";
        QTest::newRow("too deep") << "go perft 13";
        QTest::newRow("not a number") << "go perft six";
        QTest::newRow("two numbers") << "go perft 3 4";
    }
    void perftNeedsADepth() {
        QFETCH(QString, command);
        Session s;
        const auto out = s.send(command.toStdString());
        QCOMPARE(out, std::vector<std::string>{"info string go perft needs a depth from 1 to 12"});
    }

    // go searches on the engine's threads; the best move arrives after its info lines.
    void goAnswersALegalMove() {
        Session s;
        s.send("position startpos moves e2e4 e7e5");
        s.send("go depth 6");
        s.uci.endOfInput();
        QVERIFY(s.out.size() >= 2);
        QVERIFY(startsWith(s.out.front(), "info depth 1 "));
        const std::string& last = s.out.back();
        QVERIFY2(startsWith(last, "bestmove "), last.c_str());
        const auto words = QString::fromStdString(last).split(' ');
        QVERIFY(parseUci(s.uci.game().position(), words[1].toStdString()));

        s.send("position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1"); // black is mated
        s.send("go depth 3");
        s.uci.endOfInput();
        QCOMPARE(s.out, std::vector<std::string>{"bestmove 0000"});
    }

    // Malformed go parameters are reported one by one; the search runs with the rest.
    void goReportsBadParameters() {
        Session s;
        s.send("go depth x wtime -100 bogus nodes 5000");
        s.uci.endOfInput();
        QCOMPARE(s.out[0], std::string("info string go: depth needs a number, got \"x\""));
        QCOMPARE(s.out[1], std::string("info string go: unknown parameter \"bogus\" ignored"));
        QVERIFY(startsWith(s.out.back(), "bestmove "));
    }

    // An infinite search answers only after stop; isready is answered at once meanwhile, and
    // a second go is refused.
    void stopEndsAnInfiniteSearch() {
        Session s;
        s.send("go infinite");
        QCOMPARE(s.send("isready").back(), std::string("readyok"));
        std::vector<std::string> second = s.send("go depth 1");
        QVERIFY(std::find(second.begin(), second.end(),
                          "info string go ignored: a search is already running (send stop "
                          "first)") != second.end());
        s.send("stop");
        s.uci.endOfInput();
        QVERIFY(!s.out.empty());
        QVERIFY(startsWith(s.out.back(), "bestmove "));
        QVERIFY(!s.uci.handle("quit"));
    }

    void optionsAreCheckedAndSet_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("answer"); // empty: accepted silently
        QTest::newRow("hash") << "setoption name Hash value 32"
                              << "";
        QTest::newRow("hash, any case") << "setoption name hASH value 8"
                                        << "";
        QTest::newRow("threads") << "setoption name Threads value 2"
                                 << "";
        QTest::newRow("multipv") << "setoption name MultiPV value 3"
                                 << "";
        QTest::newRow("move overhead") << "setoption name Move Overhead value 100"
                                       << "";
        QTest::newRow("clear hash") << "setoption name Clear Hash"
                                    << "";
        QTest::newRow("limit strength") << "setoption name UCI_LimitStrength value true"
                                        << "";
        QTest::newRow("elo") << "setoption name UCI_Elo value 1200"
                             << "";
        QTest::newRow("elo too low")
            << "setoption name UCI_Elo value 100"
            << "info string option \"uci_elo\" needs a number from 600 to 2500, got \"100\"";
        QTest::newRow("limit strength not a boolean")
            << "setoption name UCI_LimitStrength value yes"
            << "info string option \"uci_limitstrength\" needs true or false, got \"yes\"";
        QTest::newRow("hash too big")
            << "setoption name Hash value 999999"
            << "info string option \"hash\" needs a number from 1 to 32768, got \"999999\"";
        QTest::newRow("threads not a number")
            << "setoption name Threads value many"
            << "info string option \"threads\" needs a number from 1 to 256, got \"many\"";
        QTest::newRow("own book") << "setoption name OwnBook value true"
                                  << "";
        QTest::newRow("own book not a boolean")
            << "setoption name OwnBook value 1"
            << "info string option \"ownbook\" needs true or false, got \"1\"";
        QTest::newRow("no book file") << "setoption name BookFile value <empty>"
                                      << "";
        QTest::newRow("book file missing")
            << "setoption name BookFile value /nonexistent/my  book.bin"
            << "info string book \"/nonexistent/my  book.bin\" not loaded: the file cannot be "
               "opened";
        QTest::newRow("book file not a book")
            << "setoption name BookFile value " FERZ_TEST_DATA "/polyglot/reference.pgn"
            << "info string book \"" FERZ_TEST_DATA "/polyglot/reference.pgn\" not loaded: the "
               "file is cut short or is not a Polyglot book: its size, 770 bytes, is not a whole "
               "number of 16-byte entries";
        QTest::newRow("chess960") << "setoption name UCI_Chess960 value true"
                                  << "";
        QTest::newRow("chess960 not a boolean")
            << "setoption name UCI_Chess960 value on"
            << "info string option \"uci_chess960\" needs true or false, got \"on\"";
        QTest::newRow("unknown") << "setoption name Colour value red"
                                 << "info string unknown option \"colour\"";
        QTest::newRow("no name") << "setoption Hash 32"
                                 << "info string setoption needs: name <option> [value <value>]";
    }
    void optionsAreCheckedAndSet() {
        QFETCH(QString, command);
        QFETCH(QString, answer);
        Session s;
        const auto out = s.send(command.toStdString());
        if (answer.isEmpty())
            QVERIFY(out.empty());
        else
            QCOMPARE(out, std::vector<std::string>{answer.toStdString()});
    }

    // With OwnBook on, a position of the book is answered from it at once, without a search;
    // out of the book, or with OwnBook off, the engine searches.
    void ownBookAnswersFromTheBook() {
        Session s;
        QVERIFY(s.send("uci") != std::vector<std::string>{});
        const auto loaded =
            s.send("setoption name BookFile value " FERZ_TEST_DATA "/polyglot/reference.bin");
        QCOMPARE(loaded, std::vector<std::string>{"info string book \"" FERZ_TEST_DATA
                                                  "/polyglot/reference.bin\" loaded: 31 entries"});
        s.send("setoption name OwnBook value true");
        s.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
        s.send("go depth 6");
        s.uci.endOfInput();
        QCOMPARE(s.out, std::vector<std::string>{"bestmove e1g1"});

        s.send("position startpos moves h2h4");
        s.send("go depth 3");
        s.uci.endOfInput();
        QVERIFY(startsWith(s.out.front(), "info depth 1 "));

        s.send("setoption name OwnBook value false");
        s.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
        s.send("go depth 3");
        s.uci.endOfInput();
        QVERIFY(startsWith(s.out.front(), "info depth 1 "));
    }

    // OwnBook with no BookFile plays from Ferz's own book, compiled in: at a level, a position
    // of the book is answered from it at once, without a search; the search is unchanged
    // outside it.
    void ownBookWithoutAFileIsFerzsBook() {
        const Parsed<PolyglotBook> own = ownBook();
        QVERIFY(own);
        QVERIFY(own->size() > 1000);
        for (const char* bookFile : {"", "setoption name BookFile value <empty>"}) {
            Session s;
            if (*bookFile) s.send(bookFile);
            s.send("setoption name UCI_LimitStrength value true");
            s.send("setoption name UCI_Elo value 1200");
            s.send("setoption name OwnBook value true");
            s.send("position startpos");
            s.send("go wtime 60000 btime 60000");
            s.uci.endOfInput();
            QCOMPARE(s.out.size(), std::size_t(1)); // no info: no search
            QVERIFY(startsWith(s.out.front(), "bestmove "));
            const std::string move = s.out.front().substr(9);
            bool inBook = false;
            for (const BookMove& m : own->moves(Position())) inBook |= toUci(m.move) == move;
            QVERIFY2(inBook, move.c_str());
        }
    }

    // UCI_Chess960: the option is declared; positions in X-FEN and Shredder-FEN; castling read
    // as king takes rook and written so, in the best move, the lines and perft's divide; and
    // the book (standard chess's) left alone.
    void chess960() {
        Session s;
        const auto handshake = s.send("uci");
        QVERIFY(std::find(handshake.begin(), handshake.end(),
                          "option name UCI_Chess960 type check default false") != handshake.end());
        s.send("setoption name UCI_Chess960 value true");
        // Start position 3 in Shredder-FEN: both sides castle kingside at once, the king on
        // f1 taking its rook on g1 (they trade places).
        const std::string after = "bqnnrrkb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2";
        s.send("position fen bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1 moves "
               "f1g1 f8g8");
        QCOMPARE(s.fen(), after);
        // The same in X-FEN.
        s.send("position fen bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1 moves "
               "f1g1 f8g8");
        QCOMPARE(s.fen(), after);

        // The king on g1 can castle kingside only by taking its rook: perft's divide says so.
        s.send("position fen 4k3/8/8/8/8/8/8/6KR w H - 0 1");
        auto out = s.send("go perft 1");
        QVERIFY(std::find(out.begin(), out.end(), "g1h1: 1") != out.end());
        s.send("setoption name UCI_Chess960 value false");
        s.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
        out = s.send("go perft 1");
        QVERIFY(std::find(out.begin(), out.end(), "e1g1: 1") != out.end());
        s.send("setoption name UCI_Chess960 value true");
        out = s.send("go perft 1");
        QVERIFY(std::find(out.begin(), out.end(), "e1h1: 1") != out.end());

        // Mate in one by castling: the best move and the line write it as king takes rook.
        s.send("position fen 4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1");
        s.send("go depth 4");
        s.uci.endOfInput();
        QCOMPARE(s.out.back(), std::string("bestmove g1h1"));
        bool lineWithCastling = false;
        for (const std::string& line : s.out)
            if (line.find(" pv g1h1") != std::string::npos) lineWithCastling = true;
        QVERIFY(lineWithCastling);
    }

    // Under UCI_Chess960 the book stays shut, even for the standard start position.
    void chess960LeavesTheBook() {
        Session s;
        s.send("setoption name BookFile value " FERZ_TEST_DATA "/polyglot/reference.bin");
        s.send("setoption name OwnBook value true");
        s.send("setoption name UCI_Chess960 value true");
        s.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
        s.send("go depth 3");
        s.uci.endOfInput();
        QVERIFY(startsWith(s.out.front(), "info depth 1 "));
    }

    // A limited strength plays a legal move quickly, at the level's depth at most.
    void limitedStrengthPlays() {
        Session s;
        s.send("setoption name UCI_LimitStrength value true");
        s.send("setoption name UCI_Elo value " + std::to_string(MinElo));
        s.send("position startpos moves e2e4");
        s.send("go wtime 60000 btime 60000");
        s.uci.endOfInput();
        QVERIFY(startsWith(s.out.back(), "bestmove "));
        for (const std::string& line : s.out)
            if (startsWith(line, "info depth "))
                QVERIFY2(std::stoi(line.substr(11)) <= levelForElo(MinElo).depth, line.c_str());
        const auto words = QString::fromStdString(s.out.back()).split(' ');
        QVERIFY(parseUci(s.uci.game().position(), words[1].toStdString()));
    }

    // MultiPV 3 reports three lines per depth.
    void multiPvLines() {
        Session s;
        s.send("setoption name MultiPV value 3");
        s.send("go depth 5");
        s.uci.endOfInput();
        int lines = 0;
        for (const std::string& line : s.out)
            if (startsWith(line, "info depth 5 ")) {
                ++lines;
                QVERIFY(line.find(" multipv " + std::to_string(lines) + " ") != std::string::npos);
            }
        QCOMPARE(lines, 3);
    }

    void displayShowsTheFen() {
        Session s;
        s.send("position startpos moves d2d4");
        const auto out = s.send("d");
        QVERIFY(std::find(out.begin(), out.end(),
                          "Fen: rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1") !=
                out.end());
    }

    void unknownCommandIsReported() {
        Session s;
        const auto out = s.send("xyzzy 1 2 3");
        QCOMPARE(out.size(), std::size_t(1));
        QVERIFY(startsWith(out[0], "info string unknown command \"xyzzy\""));
    }

    // Garbage never crashes the session, and it keeps answering isready.
    void garbageIsHarmless() {
        Session s;
        std::mt19937_64 rng(20261123);
        const std::vector<std::string> words = {
            "position", "startpos", "fen",  "moves",           "go", "perft", "e2e4", "1",
            "uci",      "d",        "stop", "8/8/8/8/8/8/8/8", "w",  "-",     "KQkq", "\x01"};
        for (int i = 0; i < 2000; ++i) {
            std::string line;
            const int n = int(rng() % 8);
            for (int w = 0; w < n; ++w) {
                if (rng() % 4 == 0) {
                    for (int c = int(rng() % 6); c > 0; --c) line += char(rng() % 256);
                } else {
                    line += words[rng() % words.size()];
                }
                line += ' ';
            }
            // Keep perft shallow: the point is parsing, not counting.
            if (line.find("perft") != std::string::npos) continue;
            for (const std::string& o : s.send(line))
                for (char c : o) QVERIFY2(c != '\n' && c != '\r', o.c_str());
        }
        s.send("stop"); // the garbage may have started a search without limits
        s.uci.endOfInput();
        QCOMPARE(s.send("isready"), std::vector<std::string>{"readyok"});
        QVERIFY(s.uci.handle(std::string(2'000'000, 'x')));
        QCOMPARE(s.send("isready"), std::vector<std::string>{"readyok"});
    }
};

QTEST_APPLESS_MAIN(TestUci)
#include "tst_uci.moc"
