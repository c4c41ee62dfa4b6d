// PGN: reading (tags, comments, glyphs, variations, clock and evaluation annotations, lenient
// SAN, several games), errors that name their line and column, hostile input, and the writer's
// round trip: writing, reading and writing again gives the same text.
#include "notation.h"
#include "pgn.h"

#include <QFile>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The SAN of a line of moves from a position, space-separated.
QString sanLine(Position pos, const std::vector<PgnMove>& line) {
    QStringList out;
    for (const PgnMove& m : line) {
        out << q(toSan(pos, m.move));
        StateInfo st;
        pos.makeMove(m.move, st);
    }
    return out.join(' ');
}

Position after(Position pos, const std::vector<PgnMove>& line, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
        StateInfo st;
        pos.makeMove(line[i].move, st);
    }
    return pos;
}

// Whether every character outside comments stands within the first 80 columns: the writer
// wraps the movetext there, and never a comment, which keeps its lines.
bool wrappedAt80(const std::string& text) {
    bool inComment = false;
    std::size_t column = 0;
    for (char c : text) {
        if (c == '\n') {
            column = 0;
            continue;
        }
        ++column;
        if (c == '{') inComment = true;
        if (!inComment && column > 80) return false;
        if (c == '}') inComment = false;
    }
    return true;
}

PgnGame read(const char* text) {
    const Parsed<PgnGame> game = readPgn(text);
    if (!game) qWarning("%s", game.error().c_str());
    Q_ASSERT(game);
    return *game;
}

} // namespace

class TestPgn : public QObject {
    Q_OBJECT
private slots:
    void listingReadsTheFirstMoves();
    void tagsAndMoves();
    void commentsGlyphsAndVariations();
    void clockAndEval();
    void fromAPosition();
    void lenientMoves();
    void commandsAsWritten();
    void drawingsRoundTrip();
    void diagramMarkIsACommand();
    void uciMovetext();
    void chess960Games_data();
    void chess960Games();
    void chess960GameFromTheUsualStartNamesIt();
    void roundTrip_data();
    void roundTrip();
    void matchGamesRoundTrip();
    void errors_data();
    void errors();
    void recoversAtTheNextGame();
    void hostile_data();
    void hostile();
    void gameTooLong();
    void gameListOffsets();
    void gameListMidLine();
    void writerFormat();
    void commentsKeepEveryCharacter();
    void glyphsOfTwoKinds();
};

void TestPgn::tagsAndMoves() {
    const PgnGame g = read(R"([Event "Casual \"blitz\" game"]
[Site "C:\\chess"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]
[Annotator "Ferz"]

1. f3 e5 2. g4 Qh4# 0-1
)");
    QCOMPARE(q(g.tag("Event")), QString("Casual \"blitz\" game"));
    QCOMPARE(q(g.tag("Site")), QString("C:\\chess"));
    QCOMPARE(q(g.tag("Annotator")), QString("Ferz"));
    QCOMPARE(q(g.tag("Missing")), QString());
    QCOMPARE(q(g.result), QString("0-1"));
    QCOMPARE(sanLine(g.start, g.moves), QString("f3 e5 g4 Qh4#"));
}

void TestPgn::commentsGlyphsAndVariations() {
    const PgnGame g = read(R"({The game starts.}
1. e4! {best by test} e5 $2 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6?!) 2. Nf3 ; a comment
; to the end of lines
Nc6 3. Bb5 *)");
    QCOMPARE(g.comments, std::vector<std::string>{"The game starts."});
    QCOMPARE(sanLine(g.start, g.moves), QString("e4 e5 Nf3 Nc6 Bb5"));
    QCOMPARE(g.moves[0].nags, std::vector<int>{1});
    QCOMPARE(g.moves[0].comments, std::vector<std::string>{"best by test"});
    QCOMPARE(g.moves[1].nags, std::vector<int>{2});
    QCOMPARE(g.moves[1].variations.size(), std::size_t(2));
    const Position afterE4 = after(g.start, g.moves, 1);
    const std::vector<PgnMove>& sicilian = g.moves[1].variations[0];
    QCOMPARE(sanLine(afterE4, sicilian), QString("c5 Nf3 d6"));
    QCOMPARE(sicilian[0].comments, std::vector<std::string>{"Sicilian"});
    QCOMPARE(sanLine(after(afterE4, sicilian, 1), sicilian[1].variations[0]), QString("c3 d5"));
    QCOMPARE(sanLine(afterE4, g.moves[1].variations[1]), QString("e6"));
    QCOMPARE(g.moves[1].variations[1][0].nags, std::vector<int>{6});
    // Two comments, each as written: several after one move stay several.
    QCOMPARE(g.moves[2].comments, (std::vector<std::string>{"a comment", "to the end of lines"}));
    QCOMPARE(q(g.result), QString("*"));
}

void TestPgn::clockAndEval() {
    const PgnGame g = read(R"([Result "1-0"]

1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%clk 1:02:03.5] [%eval -1.2] } 2. Qh5 { [%eval #3] [%csl Gf7] good } 2... Ke7 { [%eval #-2] } 1-0)");
    QCOMPARE(g.moves[0].evalCp, std::optional<int>(17));
    QCOMPARE(g.moves[0].clockMs, std::optional<std::int64_t>(180'000));
    QCOMPARE(q(commentText(g.moves[0].comments.at(0))), QString());
    QCOMPARE(g.moves[1].clockMs, std::optional<std::int64_t>(3'723'500));
    QCOMPARE(g.moves[1].evalCp, std::optional<int>(-120));
    QCOMPARE(g.moves[2].evalMate, std::optional<int>(3));
    // The drawings' commands are not text either (the board shows them); others stay.
    QCOMPARE(q(commentText(g.moves[2].comments.at(0))), QString("good"));
    QCOMPARE(g.moves[3].evalMate, std::optional<int>(-2));
    // Commands are written back as they were written while their values stand.
    const std::string text = writePgn(g);
    QVERIFY(text.find("{[%eval 0.17] [%clk 0:03:00]}") != std::string::npos);
    QVERIFY2(text.find("{[%clk 1:02:03.5] [%eval -1.2]}") != std::string::npos, text.c_str());
    QVERIFY(text.find("{[%eval #3] [%csl Gf7] good}") != std::string::npos);
}

// Issue 51: a command keeps its text ([%clk 0:00:01.234] is not rounded to 0:00:01.2) unless
// Ferz changes its value, which it then writes in its own form where the old one stood; a
// value no comment holds goes first; a value taken away takes its command with it.
void TestPgn::commandsAsWritten() {
    PgnGame g = read("1. e4 {[%clk 0:00:01.234]} e5 {[%emt 0:00:03] [%clk 1:00:00] fast} "
                     "2. Nf3 {[%cal Ge2e4,Rd7d5] [%eval  0.3]} Nc6 {[%clk abc]} *");
    QCOMPARE(g.moves[0].clockMs, std::optional<std::int64_t>(1234));
    std::string text = writePgn(g);
    QVERIFY2(text.find("{[%clk 0:00:01.234]}") != std::string::npos, text.c_str());
    QVERIFY2(text.find("{[%emt 0:00:03] [%clk 1:00:00] fast}") != std::string::npos, text.c_str());
    QVERIFY2(text.find("{[%cal Ge2e4,Rd7d5] [%eval  0.3]}") != std::string::npos, text.c_str());
    QVERIFY(!g.moves[3].clockMs); // a clock that cannot be read stays text
    QVERIFY2(text.find("{[%clk abc]}") != std::string::npos, text.c_str());

    g.moves[1].clockMs = 3'599'900; // changed
    g.moves[2].evalCp.reset();      // taken away
    g.moves[3].clockMs = 61'000;    // new, beside a command Ferz cannot read
    g.moves[0].evalMate = -2;       // new, no comment holds one
    text = writePgn(g);
    QVERIFY2(text.find("{[%eval #-2] [%clk 0:00:01.234]}") != std::string::npos, text.c_str());
    QVERIFY2(text.find("{[%emt 0:00:03] [%clk 0:59:59.9] fast}") != std::string::npos,
             text.c_str());
    QVERIFY2(text.find("{[%cal Ge2e4,Rd7d5]}") != std::string::npos, text.c_str());
    QVERIFY2(text.find("{[%clk 0:01:01] [%clk abc]}") != std::string::npos, text.c_str());
    const PgnGame back = read(text.c_str());
    QCOMPARE(back.moves[1].clockMs, std::optional<std::int64_t>(3'599'900));
    QVERIFY(!back.moves[2].evalCp);
    QCOMPARE(back.moves[3].clockMs, std::optional<std::int64_t>(61'000));
    QCOMPARE(q(formatClock(3'723'500)), QString("1:02:03.5"));
    QCOMPARE(q(formatClock(1'234)), QString("0:00:01.234"));
    QCOMPARE(q(formatClock(60'050)), QString("0:01:00.05"));
}

// Issue 56: the board's arrows and marks are [%cal]/[%csl] in the comment of the move on show
// (the game's first comment for the start position), read as drawings and written back beside
// a clock, an evaluation and the user's words, which stay as they were.
void TestPgn::drawingsRoundTrip() {
    PgnGame g = read("{[%csl Rd4] Before the game.} 1. e4 {[%clk 0:03:00] [%eval 0.2] Best by "
                     "test. [%cal Ge2e4, Bd1h5]} e5 {[%csl Gf7,Ye4][%cal Rd8h4]} "
                     "2. Nf3 {[%cal Xe2e4] stays text} *");
    const Drawings start = readDrawings(g.comments);
    QCOMPARE(start.marks, (std::vector<DrawnMark>{{DrawColor::Red, D4}}));
    const Drawings first = readDrawings(g.moves[0].comments);
    QCOMPARE(first.arrows,
             (std::vector<DrawnArrow>{{DrawColor::Green, E2, E4}, {DrawColor::Blue, D1, H5}}));
    QVERIFY(first.marks.empty());
    QCOMPARE(g.moves[0].clockMs, std::optional<std::int64_t>(180'000));
    QCOMPARE(q(commentText(g.moves[0].comments.at(0))), QString("Best by test."));
    const Drawings second = readDrawings(g.moves[1].comments);
    QCOMPARE(second.marks.size(), 2u);
    QCOMPARE(second.arrows, (std::vector<DrawnArrow>{{DrawColor::Red, D8, H4}}));
    QVERIFY(readDrawings(g.moves[2].comments).empty()); // an unknown colour draws nothing
    QCOMPARE(q(commentText(g.moves[2].comments.at(0))), QString("[%cal Xe2e4] stays text"));

    // Unchanged, they are written as they were read.
    std::string text = writePgn(g);
    QVERIFY2(text.find("{[%clk 0:03:00] [%eval 0.2] Best by test. [%cal Ge2e4, Bd1h5]}") !=
                 std::string::npos,
             text.c_str());

    // Changed: drawn again at the front of the first comment, the rest kept.
    Drawings changed = first;
    QVERIFY(!changed.toggleArrow(DrawColor::Blue, D1, H5));
    QVERIFY(changed.toggleMark(DrawColor::Yellow, E4));
    g.moves[0].comments = withDrawings(g.moves[0].comments, changed);
    g.moves[1].comments = withDrawings(g.moves[1].comments, {}); // all taken away
    g.comments = withDrawings(g.comments, {});
    Drawings onSecond;
    onSecond.toggleArrow(DrawColor::Yellow, G1, F3);
    g.moves[2].comments = withDrawings(g.moves[2].comments, onSecond);
    text = writePgn(g);
    QVERIFY2(text.find("{[%csl Ye4] [%cal Ge2e4] [%clk 0:03:00] [%eval 0.2] Best by test.}") !=
                 std::string::npos,
             text.c_str());
    QVERIFY2(text.find("{Before the game.}") != std::string::npos, text.c_str());
    QVERIFY2(text.find("1... e5 2.") != std::string::npos, text.c_str()); // no comment left
    QVERIFY2(text.find("Rd8h4") == std::string::npos && text.find("Rd4") == std::string::npos,
             text.c_str());
    QVERIFY2(text.find("{[%cal Yg1f3] [%cal Xe2e4] stays text}") != std::string::npos,
             text.c_str());

    const PgnGame back = read(text.c_str());
    QCOMPARE(readDrawings(back.moves[0].comments), changed);
    QCOMPARE(back.moves[0].clockMs, std::optional<std::int64_t>(180'000));
    QCOMPARE(back.moves[0].evalCp, std::optional<int>(20));
    QCOMPARE(q(commentText(back.moves[0].comments.at(0))), QString("Best by test."));
    QVERIFY(back.moves[1].comments.empty());
    QVERIFY(readDrawings(back.comments).empty());
    QCOMPARE(readDrawings(back.moves[2].comments), onSecond);
    QCOMPARE(writePgn(back), text); // and again the same text
}

// ChessBase's [#] asks for a diagram (the score sheet draws one): a reader does not see it in
// the comment's text, an edit of the text keeps it, and the file keeps it as written. Other
// brackets are text.
void TestPgn::diagramMarkIsACommand() {
    const PgnGame g = read("1. e4 {A classic. [#]} e5 {[#]} 2. Nf3 {[a] is text, [#1] too} *");
    QCOMPARE(q(commentText(g.moves[0].comments.at(0))), QString("A classic."));
    QCOMPARE(q(commentCommands(g.moves[0].comments.at(0))), QString("[#]"));
    QCOMPARE(q(commentText(g.moves[1].comments.at(0))), QString());
    QCOMPARE(q(commentText(g.moves[2].comments.at(0))), QString("[a] is text, [#1] too"));
    const std::string text = writePgn(g);
    QVERIFY2(text.find("1. e4 {A classic. [#]} 1... e5 {[#]} 2. Nf3 {[a] is text, [#1] too}") !=
                 std::string::npos,
             text.c_str());
}

void TestPgn::fromAPosition() {
    const PgnGame g = read(R"([SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]

40... Kd7 41. e4 Ke6 *)");
    QCOMPARE(q(g.start.fen()), QString("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
    QCOMPARE(sanLine(g.start, g.moves), QString("Kd7 e4 Ke6"));
    const std::string text = writePgn(g);
    QVERIFY(text.find("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]") !=
            std::string::npos);
    QVERIFY(text.find("\n40... Kd7 41. e4 Ke6 *\n") != std::string::npos);
}

void TestPgn::lenientMoves() {
    const PgnGame g = read("1. e2e4 e7e5 2. Ng1f3 Nb8-c6 3. Bf1b5 a6 4. 0-0 Nf6 5. Re1 Be7 6. "
                           "Bxc6 dxc6 7. d4 exd4 8. e5 Nd5 9. Qxd4 O-O 10. c4 Nb4 *");
    QCOMPARE(sanLine(g.start, g.moves),
             QString("e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 Re1 Be7 Bxc6 dxc6 d4 exd4 e5 Nd5 Qxd4 O-O c4 "
                     "Nb4"));
}

// Issue 51: UCI movetext is read, castling (e1g1) and promotions (b7a8q) included; Ferz
// writes SAN.
void TestPgn::uciMovetext() {
    const PgnGame g = read("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5 d2d4 c5d4 f3d4 c6d4 *");
    QCOMPARE(sanLine(g.start, g.moves), QString("e4 e5 Nf3 Nc6 Bc4 Nf6 O-O Bc5 d4 Bxd4 Nxd4 Nxd4"));
    const PgnGame p = read("[FEN \"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n\nb7a8q e8d7 *");
    QCOMPARE(sanLine(p.start, p.moves), QString("bxa8=Q+ Kd7"));
    QVERIFY(writePgn(p).find("1. bxa8=Q+ Kd7 *") != std::string::npos);
    // A word that is neither gets SAN's reason.
    const Parsed<PgnGame> bad = readPgn("e2e4 e7e6 e1e3 *");
    QVERIFY(!bad);
    QCOMPARE(q(bad.error()),
             QString("line 1, column 11: e1e3 is not legal here: no white pawn on e1 can move to "
                     "e3"));
}

// Issue 57: Chess960 games as lichess, Cute Chess and python-chess write them: the Variant tag
// by any of its names, the castling rights in X-FEN or Shredder-FEN, castling as O-O and O-O-O
// (the king onto g or c, its rook beside it). Written back in X-FEN with the tag as read.
void TestPgn::chess960Games_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("castling");
    QTest::newRow("lichess, X-FEN") << "Chess960"
                                    << "KQkq";
    QTest::newRow("Cute Chess, Shredder-FEN") << "fischerandom"
                                              << "GBgb";
    QTest::newRow("python-chess, Shredder-FEN") << "Chess960"
                                                << "BGbg";
    QTest::newRow("no Variant tag, X-FEN") << ""
                                           << "KQkq";
}

void TestPgn::chess960Games() {
    QFETCH(QString, variant);
    QFETCH(QString, castling);
    const std::string tag =
        variant.isEmpty() ? std::string() : "[Variant \"" + variant.toStdString() + "\"]\n";
    const std::string text = tag +
                             "[SetUp \"1\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w " +
                             castling.toStdString() + " - 0 1\"]\n\n1. O-O O-O-O 2. Rfe1 Rde8 *";
    const PgnGame g = read(text.c_str());
    QVERIFY(g.start.hasChess960Castling());
    QCOMPARE(q(g.start.fen()), QString("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1"));
    QCOMPARE(sanLine(g.start, g.moves), QString("O-O O-O-O Rfe1 Rde8"));
    Position pos = g.start;
    for (const PgnMove& m : g.moves) {
        StateInfo st;
        pos.makeMove(m.move, st);
    }
    QCOMPARE(q(pos.fen()), QString("2k1r1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2R1K1 w - - 4 3"));
    const std::string written = writePgn(g);
    QVERIFY2(written.find("[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1\"]") !=
                 std::string::npos,
             written.c_str());
    if (!variant.isEmpty())
        QVERIFY(written.find("[Variant \"" + variant.toStdString() + "\"]") != std::string::npos);
    const PgnGame back = read(written.c_str());
    QCOMPARE(q(back.start.fen()), q(g.start.fen()));
    QCOMPARE(sanLine(back.start, back.moves), QString("O-O O-O-O Rfe1 Rde8"));
}

// Position 518 of Chess960 is the usual start, but a Chess960 game still names it, as lichess
// writes it: a reader that takes the Variant tag looks for the FEN.
void TestPgn::chess960GameFromTheUsualStartNamesIt() {
    const PgnGame g = read("[Variant \"Chess960\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *");
    QCOMPARE(g.start.fen(), std::string(Position::StartFen));
    const std::string written = writePgn(g);
    QVERIFY2(written.find("[SetUp \"1\"]\n[FEN \"" + std::string(Position::StartFen) + "\"]") !=
                 std::string::npos,
             written.c_str());
    QCOMPARE(sanLine(read(written.c_str()).start, read(written.c_str()).moves),
             QString("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O"));
    // A game of standard chess from the usual start names none.
    QVERIFY(writePgn(read("1. e4 *")).find("FEN") == std::string::npos);
}

void TestPgn::roundTrip_data() {
    QTest::addColumn<QString>("pgn");
    QTest::newRow("empty game") << "*";
    QTest::newRow("comment only") << "{Nothing happened.} 1/2-1/2";
    QTest::newRow("black first") << "[FEN \"8/8/8/8/8/5k2/8/4K2R b K - 3 60\"]\n60... Kg3 61. "
                                    "O-O+ Kh3 *";
    QTest::newRow("nested") << "1. d4 (1. e4 e5 (1... c5 2. Nf3 (2. c3) 2... d6) 2. Nf3) (1. c4) "
                               "1... d5 2. c4 $1 $14 {Queen's Gambit} dxc4 *";
    QTest::newRow("comment before a variation's move")
        << "1. e4 e5 ({or} 1... c5 {the Sicilian}) 2. Nf3 *";
    QTest::newRow("long comment") << "1. e4 {" + QString("word ").repeated(60) +
                                         "} 1... e5 2. Nf3 Nc6 3. Bb5 a6 *";
    QTest::newRow("promotions and checks")
        << "[FEN \"8/P6k/8/8/8/8/6p1/K7 w - - 0 1\"]\n1. a8=Q g1=N 2. Qe4+ Kh8 3. Qe5+ Kh7 *";
    QTest::newRow("clock and eval") << "1. e4 {[%clk 0:00:09.9] ok} e5 {[%eval 0.05]} 0-1";
    // Found by fuzz_pgn's round-trip check: a command split over two comments.
    QTest::newRow("command split over comments") << "1. e4 {[%clk} {5]} e5 {[%eval} {0.5] x} *";
    QTest::newRow("lines in comments") << "{one\n\n  two} 1. e4 {a\nb} {%c\n[d \"e\"]} *";
    QTest::newRow("same first move") << "1. e4 (1. d4 {first} d5) (1. d4 {second} Nf6) e5 *";
    QTest::newRow("unclosed command") << "1. e4 {[%clk 0:01:00 and no bracket} *";
    QTest::newRow("tag with quotes") << "[Event \"The \\\"big\\\" one\"]\n[Annotator \"Ferz\"]\n*";
}

// Writing is canonical: what the writer writes, the reader reads back to the same text.
void TestPgn::roundTrip() {
    QFETCH(QString, pgn);
    const Parsed<PgnGame> first = readPgn(pgn.toStdString());
    QVERIFY2(first, first.error().c_str());
    const std::string written = writePgn(*first);
    const Parsed<PgnGame> second = readPgn(written);
    QVERIFY2(second, (second.error() + "\n" + written).c_str());
    QCOMPARE(q(writePgn(*second)), q(written));
    QVERIFY2(wrappedAt80(written), written.c_str());
}

// Games played by ../shared/tools/match (with its per-move comments), read, written, read and
// written again.
void TestPgn::matchGamesRoundTrip() {
    QFile file(QStringLiteral(FERZ_TEST_DATA "/match-games.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::istringstream in(file.readAll().toStdString());
    PgnReader reader(in);
    PgnGame game;
    int games = 0, plies = 0;
    std::string all;
    while (reader.next(game)) {
        ++games;
        plies += int(game.moves.size());
        const std::string written = writePgn(game);
        const Parsed<PgnGame> again = readPgn(written);
        QVERIFY2(again, again.error().c_str());
        QCOMPARE(again->moves.size(), game.moves.size());
        QCOMPARE(q(writePgn(*again)), q(written));
        QCOMPARE(q(again->tag("Termination")), q(game.tag("Termination")));
    }
    QVERIFY2(!reader.error(), reader.error() ? reader.error()->text().c_str() : "");
    QVERIFY(games >= 700);
    qInfo("%d games, %d plies read and written twice", games, plies);
}

void TestPgn::errors_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("error");
    QTest::newRow("illegal move")
        << "[Event \"x\"]\n\n1. e4 e5\n2. Ke3 *"
        << "line 4, column 4: Ke3 is not legal here: no white king can move to e3";
    QTest::newRow("variation first") << "(1. e4) *"
                                     << "line 1, column 1: a variation before any move";
    QTest::newRow("glyph first") << "$1 1. e4 *"
                                 << "line 1, column 1: an annotation glyph before any move";
    QTest::newRow("unterminated comment")
        << "1. e4 {never closed"
        << "line 1, column 7: a comment that is never closed with '}'";
    QTest::newRow("binary") << "1. e4 \x01\x02 *"
                            << "line 1, column 7: an unexpected byte 1";
    QTest::newRow("bad FEN")
        << "[FEN \"8/8/8 w - - 0 1\"]\n*"
        << "line 1, column 6: the FEN tag: the piece placement has 3 ranks; a board has 8";
    QTest::newRow("empty variation") << "1. e4 () *"
                                     << "line 1, column 8: an empty variation";
    // Issue 51: null moves are refused by name (docs/architecture.md says why).
    QTest::newRow("null move --") << "1. e4 (1. -- e5) e5 *"
                                  << "line 1, column 11: a null move (--): Ferz cannot show the "
                                     "position after a move that passes the turn";
    QTest::newRow("null move Z0") << "1. e4 e5 (1... Z0 2. d4) *"
                                  << "line 1, column 16: a null move (Z0): Ferz cannot show the "
                                     "position after a move that passes the turn";
    // Issue 51: variants Ferz does not play are refused by name, before their moves are read.
    QTest::newRow("Atomic")
        << "[Variant \"Atomic\"]\n\n1. e4 d5 2. exd5 *"
        << "line 1, column 1: an Atomic game: Ferz plays standard chess and Chess960";
    QTest::newRow("three-check") << "[Variant \"Three-check\"]\n\n1. e4 *"
                                 << "line 1, column 1: a Three-check game: Ferz plays standard "
                                    "chess and Chess960";
    QTest::newRow("King of the Hill") << "[Variant \"King of the Hill\"]\n\n1. e4 *"
                                      << "line 1, column 1: a King of the Hill game: Ferz plays "
                                         "standard chess and Chess960";
}

void TestPgn::errors() {
    QFETCH(QString, pgn);
    QFETCH(QString, error);
    const Parsed<PgnGame> game = readPgn(pgn.toStdString());
    QVERIFY(!game);
    QCOMPARE(q(game.error()), error);
}

void TestPgn::recoversAtTheNextGame() {
    std::istringstream in(R"([Event "one"]

1. e4 e5 1-0

[Event "two"]

1. e4 e5 2. Ke3 0-1

[Event "three"]

1. d4 { [Event "not a tag"] } d5 1/2-1/2
[Event "four"]
1. c4 *)");
    PgnReader reader(in);
    PgnGame g;
    QVERIFY(reader.next(g));
    QCOMPARE(q(g.tag("Event")), QString("one"));
    QVERIFY(!reader.next(g));
    QVERIFY(reader.error());
    QCOMPARE(q(reader.error()->text()),
             QString("line 7, column 13: Ke3 is not legal here: no white king can move to e3"));
    QVERIFY(reader.next(g));
    QCOMPARE(q(g.tag("Event")), QString("three"));
    QCOMPARE(q(g.result), QString("1/2-1/2"));
    QVERIFY(reader.next(g)); // no blank line between games
    QCOMPARE(q(g.tag("Event")), QString("four"));
    QVERIFY(!reader.next(g));
    QVERIFY(!reader.error()); // the end
}

void TestPgn::hostile_data() {
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("error");
    QTest::newRow("100,000 nested variations")
        << "1. e4 " + QByteArray("(1. d4 ").repeated(100'000) + "*"
        << "variations nested more than 200 deep";
    QTest::newRow("a 2 MB comment") << "1. e4 {" + QByteArray(2 << 20, 'x') + "} *"
                                    << "a comment longer than 1048576 bytes";
    // A tag line too long to read costs its tag, not the game (a note).
    QTest::newRow("a 100 KB tag value") << "[Event \"" + QByteArray(100'000, 'x') + "\"]\n*"
                                        << "a string longer than 65536 bytes";
    QByteArray junk(200'000, '\0');
    for (int i = 0; i < junk.size(); ++i) junk[i] = char((i * 7919) % 256);
    QTest::newRow("binary junk") << junk << "";
    QByteArray manyMoves;
    for (int i = 0; i < 30'000; ++i) manyMoves += "1. Nf3 Nf6 2. Ng1 Ng8 ";
    QTest::newRow("a game of 120,000 moves") << manyMoves + "*"
                                             << "more than 100000 moves";
    QTest::newRow("an endless comment")
        << "1. e4 {" + QByteArray(3 << 20, 'y') << "a comment that is never closed";
}

// Hostile input ends in an error (or a repair that says so), never in a crash, a stack
// overflow or unbounded memory.
void TestPgn::hostile() {
    QFETCH(QByteArray, pgn);
    QFETCH(QString, error);
    std::istringstream in(pgn.toStdString());
    PgnReader reader(in);
    PgnGame game;
    int games = 0, errors = 0;
    QStringList said;
    for (int i = 0; i < 100'000; ++i) {
        if (reader.next(game)) {
            ++games;
            for (const PgnError& note : game.notes) said << q(note.message);
            continue;
        }
        if (!reader.error()) break;
        ++errors;
        said << q(reader.error()->message);
    }
    QVERIFY(errors + said.size() > 0);
    if (!error.isEmpty()) QVERIFY2(said.join(u'|').contains(error), qPrintable(said.join(u'|')));
}

// A game longer than the limit is one unreadable game, and the next one is read.
void TestPgn::gameTooLong() {
    PgnLimits limits;
    limits.maxGameBytes = 1000;
    std::istringstream in("[Event \"long\"]\n\n1. e4 {" + std::string(5000, 'z') +
                          "} e5 *\n\n[Event \"next\"]\n\n1. d4 *\n");
    PgnReader reader(in, limits);
    PgnGame g;
    QVERIFY(!reader.next(g));
    QVERIFY(reader.error());
    QCOMPARE(q(reader.error()->text()), QString("line 1, column 1: a game longer than 1000 bytes"));
    QVERIFY(reader.next(g));
    QCOMPARE(q(g.tag("Event")), QString("next"));
}

// The game list of a large file: tags only, and where each game starts, to read it later.
void TestPgn::gameListOffsets() {
    std::string text;
    for (int i = 1; i <= 50; ++i)
        text += "[Event \"game " + std::to_string(i) + "\"]\n[Round \"" + std::to_string(i) +
                "\"]\n\n1. e4 {a [comment] } e5 ; [Event \"no\"]\n2. Nf3 *\n\n";
    std::istringstream in(text);
    PgnReader lister(in);
    PgnTags tags;
    PgnPlace place;
    std::vector<PgnPlace> places;
    while (lister.nextTags(tags, place)) {
        QCOMPARE(tags.size(), std::size_t(2));
        QCOMPARE(q(tags[0].second), QString("game %1").arg(places.size() + 1));
        places.push_back(place);
    }
    QVERIFY(!lister.error());
    QCOMPARE(places.size(), std::size_t(50));
    QCOMPARE(places[36].line, 1 + 36 * 6);
    QCOMPARE(places[36].column, 1);
    std::istringstream again(text);
    PgnReader reader(again, places[36], lister.encoding());
    PgnGame g;
    QVERIFY(reader.next(g));
    QCOMPARE(q(g.tag("Event")), QString("game 37"));
    QCOMPARE(g.moves.size(), std::size_t(3));
}

// A game that starts in the middle of a line is read there as it is from the top: a '%' there
// is not an escape line, and an error names the line and column of the file.
void TestPgn::gameListMidLine() {
    const std::string text = "  % 1. e4 *\n\n[Event \"b\"]\n1. d4 Qx9 *\n";
    std::istringstream in(text);
    PgnReader lister(in);
    PgnTags tags;
    std::vector<PgnPlace> places;
    for (PgnPlace place;;) {
        if (lister.nextTags(tags, place))
            places.push_back(place);
        else if (!lister.error())
            break;
    }
    QCOMPARE(places.size(), std::size_t(2));
    QCOMPARE(places[0], (PgnPlace{2, 1, 3, 9}));
    QCOMPARE(places[1], (PgnPlace{13, 3, 1, 23}));

    std::istringstream again(text);
    PgnReader reader(again, places[0], PgnEncoding::Utf8);
    PgnGame g;
    QVERIFY(!reader.next(g));
    QVERIFY(reader.error());
    QCOMPARE(q(reader.error()->text()), QString("line 1, column 3: an unexpected '%'"));

    std::istringstream third(text);
    PgnReader last(third, places[1], PgnEncoding::Utf8);
    QVERIFY(!last.next(g));
    QVERIFY(last.error());
    QCOMPARE(last.error()->line, 4);
    QCOMPARE(last.error()->column, 7);

    std::istringstream beyond(text);
    PgnReader lost(beyond, PgnPlace{100000, 9, 1, 0}, PgnEncoding::Utf8);
    QVERIFY(!lost.next(g));
    QVERIFY(lost.error());
    QVERIFY(!lost.next(g));
    QVERIFY(!lost.error());
}

void TestPgn::writerFormat() {
    PgnGame g;
    g.setTag("White", "Ann");
    g.setTag("ECO", "C20");
    g.setTag("Event", "Club");
    Position pos;
    for (const char* san : {"e4", "e5", "Nf3"}) {
        PgnMove m;
        m.move = *parseSan(pos, san);
        StateInfo st;
        pos.makeMove(m.move, st);
        g.moves.push_back(m);
    }
    g.moves[1].comments = {"solid"};
    QCOMPARE(q(writePgn(g)), QString("[Event \"Club\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                     "[Round \"?\"]\n[White \"Ann\"]\n[Black \"?\"]\n"
                                     "[Result \"*\"]\n[ECO \"C20\"]\n\n"
                                     "1. e4 e5 {solid} 2. Nf3 *\n"));
}

// Issue 51: a comment may hold anything a person types, '}' and line breaks included, and
// reads back exactly as it was written, in the main line, before and at the end of a
// variation, and before the first move. A '}' is written as U+FF5D (which other programs show
// as a brace), a comment whole with its lines (docs/architecture.md).
void TestPgn::commentsKeepEveryCharacter() {
    const std::vector<std::string> texts = {
        "a } b",
        "}",
        "x}y {z} ;w %v",
        "}} end}",
        "ends with }",
        "(not a variation)",
        "line\nbreaks",
        "two\n\nparagraphs",
        "\xd0\x98\xd0\xb4\xd0\xb5\xd1\x8f}\n%escape\n[Tag \"x\"]\n1-0 *"};
    for (const std::string& text : texts) {
        PgnGame g = read("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
        g.comments = {text};
        g.moves[0].comments = {text, text};
        g.moves[1].variations[0][0].commentsBefore = {text};
        g.moves[1].variations[0][1].comments = {text}; // just before the variation's ")"
        g.moves[2].comments = {text + " " + std::string(70, 'w') + " " + text};
        const std::string written = writePgn(g);
        const Parsed<PgnGame> back = readPgn(written);
        QVERIFY2(back, (back.error() + "\n" + written).c_str());
        QCOMPARE(back->comments, g.comments);
        QCOMPARE(back->moves[0].comments, g.moves[0].comments);
        QCOMPARE(back->moves[1].variations[0][0].commentsBefore,
                 g.moves[1].variations[0][0].commentsBefore);
        QCOMPARE(back->moves[1].variations[0][1].comments, g.moves[1].variations[0][1].comments);
        QCOMPARE(back->moves[2].comments, g.moves[2].comments);
        QCOMPARE(sanLine(back->start, back->moves), QString("e4 e5 Nf3"));
        QCOMPARE(back->moves[1].variations.size(), std::size_t(1));
        QCOMPARE(q(writePgn(*back)), q(written));
        QVERIFY2(wrappedAt80(written), written.c_str());
        // Read as one file with a game after it: the comment ends nothing early.
        std::istringstream file(written + "\n" + written);
        PgnReader reader(file);
        PgnGame one, two;
        QVERIFY(reader.next(one) && reader.next(two));
        QCOMPARE(two.moves[2].comments, g.moves[2].comments);
    }
    PgnGame g = read("1. e4 *");
    g.moves[0].comments = {"Mate }", "two\nlines"};
    // Several comments in one pair of braces (chess.js reads no two in a row).
    QCOMPARE(q(writePgn(g)).section("\n\n", 1), QString("1. e4 {Mate ｝｝ ｛two\nlines} *\n"));
    const PgnGame other = read("1. e4 {one} {two}\n{three｝\n｛four} *");
    QCOMPARE(other.moves[0].comments, (std::vector<std::string>{"one", "two", "three", "four"}));
}

void TestPgn::glyphsOfTwoKinds() {
    std::vector<int> nags = {146};
    setGlyph(nags, GlyphKind::Position, 14); // +=
    QCOMPARE(nags, (std::vector<int>{14, 146}));
    setGlyph(nags, GlyphKind::Move, 1); // !
    QCOMPARE(nags, (std::vector<int>{1, 14, 146}));
    setGlyph(nags, GlyphKind::Move, 4);      // ?? replaces !
    setGlyph(nags, GlyphKind::Position, 19); // -+ replaces +=
    QCOMPARE(nags, (std::vector<int>{4, 19, 146}));
    setGlyph(nags, GlyphKind::Move, 0);
    QCOMPARE(nags, (std::vector<int>{19, 146}));
    setGlyph(nags, GlyphKind::Position, 0);
    QCOMPARE(nags, (std::vector<int>{146}));
    setGlyph(nags, GlyphKind::Move, 14); // not a move glyph: only clears
    QCOMPARE(nags, (std::vector<int>{146}));
    for (int nag = 0; nag < 256; ++nag)
        QVERIFY(!(isGlyphOf(GlyphKind::Move, nag) && isGlyphOf(GlyphKind::Position, nag)));
    QVERIFY(isGlyphOf(GlyphKind::Move, 6) && !isGlyphOf(GlyphKind::Move, 7));
    QVERIFY(isGlyphOf(GlyphKind::Position, 10) && isGlyphOf(GlyphKind::Position, 19));
    QVERIFY(!isGlyphOf(GlyphKind::Position, 20));
}

// A list of a file's games reads each main line's first moves with the tags: variations,
// comments and glyphs are passed over, and the reading stops at maxMoves, at a move that is
// not legal, or when goOn says so; the next game is read from its own start all the same.
void TestPgn::listingReadsTheFirstMoves() {
    std::istringstream in("[Event \"a\"]\n\n1. e4 {c} (1. d4 d5 (1... Nf6)) 1... c5 $1 2. Nf3! d6 "
                          "3. d4 *\n\n"
                          "[Event \"b\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n"
                          "1. Rh7 Kd8 2. Zz9 Kc8 *\n\n"
                          "[Event \"c\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    PgnReader reader(in);
    PgnTags tags;
    PgnPlace place;
    PgnMainLine line;
    line.maxMoves = 4;
    auto uci = [&line] {
        std::string out;
        for (Move m : line.moves) {
            if (!out.empty()) out += ' ';
            out += toUci(m);
        }
        return out;
    };
    QVERIFY(reader.nextTags(tags, place, &line));
    QCOMPARE(uci(), std::string("e2e4 c7c5 g1f3 d7d6"));
    QVERIFY(reader.nextTags(tags, place, &line));
    QCOMPARE(tags.front().second, std::string("b"));
    QCOMPARE(line.start.fen(), std::string("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(uci(), std::string("h1h7 e8d8"));
    std::vector<std::size_t> asked;
    line.goOn = [&asked](const Position&, std::size_t moves) {
        asked.push_back(moves);
        return moves < 3;
    };
    QVERIFY(reader.nextTags(tags, place, &line));
    QCOMPARE(tags.front().second, std::string("c"));
    QCOMPARE(line.start.fen(), Position().fen());
    QCOMPARE(uci(), std::string("e2e4 e7e5 g1f3"));
    QCOMPARE(asked, (std::vector<std::size_t>{0, 1, 2, 3}));
    QVERIFY(!reader.nextTags(tags, place, &line));
    QVERIFY(!reader.error());
}

QTEST_GUILESS_MAIN(TestPgn)
#include "tst_pgn.moc"
