// The puzzle set's lines (engine/record/puzzle.h): read and written back byte for byte, every
// theme key both ways, and every kind of bad line skipped with a message naming its line while
// the good lines around it are kept.
#include "puzzle.h"

#include "notation.h"

#include <QTest>

#include <random>
#include <sstream>

using namespace ferz;

namespace {

// After 1.e4 e5 2.Bc4 Nc6 3.Qh5, Black to move: Black's 3...Nf6?? allows Qxf7#.
constexpr const char* Scholar = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
const std::string GoodLine =
    std::string("p00001\t") + Scholar + "\tg8f6 h5f7\t600\tmateIn1,backRank";
// Eight moves with castling for both sides, from the start position.
const std::string LongLine = "p00002\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                             "\te2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5\t2999\tfork,pin,endgame";

std::vector<Puzzle> read(const std::string& text, std::vector<std::string>* problems) {
    std::istringstream in(text);
    return readPuzzles(in, problems);
}

QByteArray joined(const std::vector<std::string>& lines) {
    QByteArray out;
    for (const std::string& line : lines) out += QByteArray::fromStdString(line) + "\n";
    return out;
}

} // namespace

class TestPuzzle : public QObject {
    Q_OBJECT
private slots:
    void themeKeys();
    void readsAndWritesBack();
    void commentsBlankLinesAndLineEnds();
    void badLines_data();
    void badLines();
    void repeatedId();
    void garbage();
};

// Every theme has a key of its own that reads back to it; unknown or mis-cased keys do not.
void TestPuzzle::themeKeys() {
    std::vector<std::string_view> seen;
    for (int i = 0; i < PuzzleThemeCount; ++i) {
        const auto theme = PuzzleTheme(i);
        const std::string_view key = themeKey(theme);
        QVERIFY(!key.empty());
        QVERIFY(std::find(seen.begin(), seen.end(), key) == seen.end());
        seen.push_back(key);
        QCOMPARE(themeFromKey(key), std::optional<PuzzleTheme>(theme));
    }
    QCOMPARE(themeKey(PuzzleTheme::MateIn1), std::string_view("mateIn1"));
    QCOMPARE(themeKey(PuzzleTheme::DiscoveredAttack), std::string_view("discoveredAttack"));
    QCOMPARE(themeKey(PuzzleTheme::Endgame), std::string_view("endgame"));
    QVERIFY(!themeFromKey("MateIn1"));
    QVERIFY(!themeFromKey("mate"));
    QVERIFY(!themeFromKey(""));
}

// A line read gives the fields, and written again is the same bytes.
void TestPuzzle::readsAndWritesBack() {
    std::vector<std::string> problems;
    const std::vector<Puzzle> puzzles = read(GoodLine + "\n" + LongLine + "\n", &problems);
    QVERIFY2(problems.empty(), joined(problems));
    QCOMPARE(puzzles.size(), std::size_t(2));

    const Puzzle& p = puzzles[0];
    QCOMPARE(p.id, std::string("p00001"));
    QCOMPARE(p.position.fen(), std::string(Scholar));
    QCOMPARE(p.solver(), White);
    QCOMPARE(p.moves.size(), std::size_t(2));
    QCOMPARE(toUci(p.moves[0]), std::string("g8f6"));
    QCOMPARE(toUci(p.moves[1]), std::string("h5f7"));
    QCOMPARE(p.rating, 600);
    QCOMPARE(p.themes.size(), std::size_t(2));
    QVERIFY(p.hasTheme(PuzzleTheme::MateIn1));
    QVERIFY(p.hasTheme(PuzzleTheme::BackRank));
    QVERIFY(!p.hasTheme(PuzzleTheme::Fork));

    const Puzzle& q = puzzles[1];
    QCOMPARE(q.solver(), Black);
    QCOMPARE(q.moves.size(), std::size_t(8));
    QCOMPARE(q.moves[6].kind(), Move::Castling);
    QCOMPARE(q.rating, 2999);

    QCOMPARE(puzzleLine(p), GoodLine);
    QCOMPARE(puzzleLine(q), LongLine);

    // A puzzle made in code is written as read.
    Puzzle made;
    made.id = "p12345";
    made.position = Position::fromFen(Scholar).value();
    made.moves = {parseUci(made.position, "g8f6").value()};
    Position after = made.position;
    StateInfo st;
    after.makeMove(made.moves[0], st);
    made.moves.push_back(parseUci(after, "h5f7").value());
    made.rating = 400;
    made.themes = {PuzzleTheme::MateIn1};
    const std::vector<Puzzle> back = read(puzzleLine(made), &problems);
    QVERIFY2(problems.empty(), joined(problems));
    QCOMPARE(back.size(), std::size_t(1));
    QCOMPARE(back[0].moves, made.moves);
    QCOMPARE(back[0].rating, 400);
}

// Comments and blank lines are skipped, CRLF and a byte-order mark are read, and the line
// numbers of problems count every line.
void TestPuzzle::commentsBlankLinesAndLineEnds() {
    std::vector<std::string> problems;
    const std::string text = "\xEF\xBB\xBF# made by ferz-puzzles\r\n\r\n  \t \n" + GoodLine +
                             "\r\n# another comment\n" + LongLine + "\nnot a puzzle";
    const std::vector<Puzzle> puzzles = read(text, &problems);
    QCOMPARE(puzzles.size(), std::size_t(2));
    QCOMPARE(puzzleLine(puzzles[0]), GoodLine);
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY2(problems[0].starts_with("line 7: "), problems[0].c_str());
}

// Each bad line between two good ones: skipped, reported with its line number and why.
void TestPuzzle::badLines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("why");
    const QString fen = Scholar;
    auto row = [&](const char* name, const QString& line, const char* why) {
        QTest::newRow(name) << line << QString(why);
    };
    row("four fields", "p00009\t" + fen + "\tg8f6 h5f7\t600", "5 fields");
    row("six fields", "p00009\t" + fen + "\tg8f6 h5f7\t600\tmateIn1\tx", "5 fields");
    row("spaces for tabs", "p00009 " + fen + " g8f6 h5f7 600 mateIn1", "5 fields");
    row("id without p", "000009\t" + fen + "\tg8f6 h5f7\t600\tmateIn1", "id");
    row("short id", "p0009\t" + fen + "\tg8f6 h5f7\t600\tmateIn1", "id");
    row("id with a letter", "p0000x\t" + fen + "\tg8f6 h5f7\t600\tmateIn1", "id");
    row("bad FEN", "p00009\tr1bqkbnr/pppp1ppp/2n5 b KQkq - 3 3\tg8f6 h5f7\t600\tmateIn1", "FEN");
    row("empty FEN", "p00009\t\tg8f6 h5f7\t600\tmateIn1", "FEN");
    row("illegal first move", "p00009\t" + fen + "\tg8g6 h5f7\t600\tmateIn1", "move 1");
    row("illegal second move", "p00009\t" + fen + "\tg8f6 h5f8\t600\tmateIn1", "move 2");
    row("move by the wrong side", "p00009\t" + fen + "\th5f7 g8f6\t600\tmateIn1", "move 1");
    row("move after mate", "p00009\t" + fen + "\tg8f6 h5f7 e8e7 f7e7\t600\tmateIn1", "move 3");
    row("not a move", "p00009\t" + fen + "\tg8f6 Qxf7\t600\tmateIn1", "move 2");
    row("two spaces", "p00009\t" + fen + "\tg8f6  h5f7\t600\tmateIn1", "move 2");
    row("no moves", "p00009\t" + fen + "\t\t600\tmateIn1", "move 1");
    row("odd count", "p00009\t" + fen + "\tg8f6\t600\tmateIn1", "1 moves");
    row("twelve moves",
        "p00009\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\te2e4 e7e5 g1f3 b8c6 "
        "f1c4 g8f6 b1c3 f8c5 e1g1 e8g8 d2d3 d7d6\t1500\tfork",
        "12 moves");
    row("rating not a number", "p00009\t" + fen + "\tg8f6 h5f7\tsix\tmateIn1", "rating");
    row("rating with a fraction", "p00009\t" + fen + "\tg8f6 h5f7\t600.5\tmateIn1", "rating");
    row("empty rating", "p00009\t" + fen + "\tg8f6 h5f7\t\tmateIn1", "rating");
    row("rating too low", "p00009\t" + fen + "\tg8f6 h5f7\t399\tmateIn1", "out of the range");
    row("rating too high", "p00009\t" + fen + "\tg8f6 h5f7\t3001\tmateIn1", "out of the range");
    row("negative rating", "p00009\t" + fen + "\tg8f6 h5f7\t-600\tmateIn1", "out of the range");
    row("unknown theme", "p00009\t" + fen + "\tg8f6 h5f7\t600\tmateIn1,brilliant", "brilliant");
    row("no theme", "p00009\t" + fen + "\tg8f6 h5f7\t600\t", "theme");
    row("theme twice", "p00009\t" + fen + "\tg8f6 h5f7\t600\tfork,fork", "twice");
    row("space after comma", "p00009\t" + fen + "\tg8f6 h5f7\t600\tmateIn1, fork", "theme");
}

void TestPuzzle::badLines() {
    QFETCH(QString, line);
    QFETCH(QString, why);
    std::vector<std::string> problems;
    const std::vector<Puzzle> puzzles =
        read(GoodLine + "\n" + line.toStdString() + "\n" + LongLine + "\n", &problems);
    QCOMPARE(puzzles.size(), std::size_t(2));
    QCOMPARE(puzzles[0].id, std::string("p00001"));
    QCOMPARE(puzzles[1].id, std::string("p00002"));
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY2(problems[0].starts_with("line 2: "), problems[0].c_str());
    QVERIFY2(problems[0].find(why.toStdString()) != std::string::npos, problems[0].c_str());
    // Without a list for the problems the same lines are read.
    QCOMPARE(read(GoodLine + "\n" + line.toStdString() + "\n" + LongLine, nullptr).size(),
             std::size_t(2));
}

// The first line with an id wins; a later one is reported.
void TestPuzzle::repeatedId() {
    std::vector<std::string> problems;
    std::string again = LongLine;
    again.replace(0, 6, "p00001");
    const std::vector<Puzzle> puzzles = read(GoodLine + "\n" + again + "\n", &problems);
    QCOMPARE(puzzles.size(), std::size_t(1));
    QCOMPARE(puzzles[0].moves.size(), std::size_t(2));
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY2(problems[0].starts_with("line 2: id p00001"), problems[0].c_str());
}

// Random bytes, and good lines cut short or mangled at random, never crash the reader, and
// whatever it reads it can write.
void TestPuzzle::garbage() {
    std::mt19937 random(55);
    for (int round = 0; round < 300; ++round) {
        std::string text = GoodLine + "\n" + LongLine + "\n";
        const int edits = 1 + int(random() % 6);
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = random() % text.size();
            switch (random() % 3) {
            case 0: text[at] = char(random() % 256); break;
            case 1: text.erase(at, 1 + random() % 8); break;
            default: text.insert(at, 1, "\t \n,0p"[random() % 6]); break;
            }
            if (text.empty()) text.push_back('x');
        }
        std::vector<std::string> problems;
        for (const Puzzle& p : read(text, &problems)) {
            QVERIFY(p.moves.size() % 2 == 0 && !p.moves.empty());
            QVERIFY(p.rating >= PuzzleMinRating && p.rating <= PuzzleMaxRating);
            QVERIFY(!p.themes.empty());
            QCOMPARE(read(puzzleLine(p), nullptr).size(), std::size_t(1));
        }
    }
}

QTEST_APPLESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
