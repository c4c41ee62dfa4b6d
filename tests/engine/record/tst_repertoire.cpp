// The repertoire: lines added and found by position (transpositions too), a move removed with
// what hangs only below it, the weights read from PGN (lines counted, or [%weight N]), the
// repertoire written as PGN and read back the same (by Ferz, and by pgn-extract where it is
// installed), the drill's lines and weighted choice, and where a game left the repertoire.
#include "notation.h"
#include "pgn.h"
#include "repertoire.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <sstream>

using namespace ferz;

namespace {

// The moves of "e4 e5 Nf3" from `start`.
std::vector<Move> line(const char* sans, const Position& start = Position()) {
    std::vector<Move> moves;
    Position position = start;
    std::istringstream in(sans);
    std::string san;
    while (in >> san) {
        const Parsed<Move> m = parseSan(position, san);
        if (!m) qFatal("bad SAN %s: %s", san.c_str(), m.error().c_str());
        moves.push_back(*m);
        StateInfo undo;
        position.makeMove(*m, undo);
    }
    return moves;
}

// The position after the moves of `sans`.
Position after(const char* sans) {
    Position position;
    for (Move m : line(sans)) {
        StateInfo undo;
        position.makeMove(m, undo);
    }
    return position;
}

Move san(const Position& position, const char* text) {
    return *parseSan(position, text);
}

PgnGame game(const char* text) {
    const Parsed<PgnGame> g = readPgn(text);
    if (!g) qFatal("bad PGN: %s", g.error().c_str());
    return *g;
}

int weightOf(const Repertoire& r, const Position& p, const char* text) {
    for (const RepertoireEntry& e : r.movesAt(p.key()))
        if (e.move == san(p, text)) return e.weight;
    return 0;
}

// A White repertoire against 1…e5 and 1…c5, with a Giuoco Piano and an Open Sicilian.
Repertoire whiteLines() {
    Repertoire r(White);
    r.addLine(Position(), line("e4 e5 Nf3 Nc6 Bc4"));
    r.addLine(Position(), line("e4 c5 Nf3 d6 d4"));
    r.addLine(Position(), line("e4 c5 Nf3 Nc6 d4"));
    return r;
}

} // namespace

class TestRepertoire : public QObject {
    Q_OBJECT
private slots:
    void addLine();
    void transpositionsCount();
    void removeTakesWhatHangsBelow();
    void removeKeepsATransposedLine();
    void weightsFromPgn();
    void writtenAndReadBack();
    void pgnExtractReadsIt();
    void linesAndTheirOdds();
    void chooseByWeight();
    void departures_data();
    void departures();
    void lineFromAnotherStart();
};

void TestRepertoire::addLine() {
    Repertoire r(White);
    QVERIFY(r.empty());
    QCOMPARE(r.addLine(Position(), line("e4 e5 Nf3")), 3);
    QCOMPARE(r.addLine(Position(), line("e4 e5 Nf3")), 0);
    QCOMPARE(r.addLine(Position(), line("e4 c5 Nf3")), 2);
    QCOMPARE(r.size(), std::size_t(5));
    QVERIFY(r.contains(Position().key(), san(Position(), "e4")));
    const std::vector<RepertoireEntry> replies = r.movesAt(after("e4").key());
    QCOMPARE(replies.size(), std::size_t(2));
    QCOMPARE(replies[0].weight, 1);
    QVERIFY(r.movesAt(after("d4").key()).empty());
    // A move that is not legal ends the line there.
    QCOMPARE(r.addLine(Position(), {san(Position(), "d4"), san(Position(), "e4")}), 1);
}

// 1.d4 Nf6 2.c4 e6 and 1.c4 Nf6 2.d4 reach the same position: the reply is found there.
void TestRepertoire::transpositionsCount() {
    Repertoire r(Black);
    r.addLine(Position(), line("d4 Nf6 c4 e6"));
    const Position transposed = after("c4 Nf6 d4");
    QCOMPARE(r.movesAt(transposed.key()).size(), std::size_t(1));
    QVERIFY(r.contains(transposed.key(), san(transposed, "e6")));
    // 1.c4 is not prepared, but the game comes back into the repertoire at 2.d4: it did not
    // leave it there for good.
    QVERIFY(!departureOf(r, Position(), line("c4 Nf6 d4 e6")).has_value());
    const std::optional<Departure> d = departureOf(r, Position(), line("c4 Nf6 d4 g6"));
    QVERIFY(d.has_value());
    QCOMPARE(d->ply, 3);
    QVERIFY(d->byUser);
    QCOMPARE(d->prepared.size(), std::size_t(1));
    QVERIFY(d->prepared[0] == san(transposed, "e6"));
}

void TestRepertoire::removeTakesWhatHangsBelow() {
    Repertoire r = whiteLines();
    QCOMPARE(r.size(), std::size_t(11));
    // 1…e5 goes with 2.Nf3 Nc6 3.Bc4 below it; the Sicilian stays.
    QCOMPARE(r.remove(after("e4"), san(after("e4"), "e5")), 4);
    QCOMPARE(r.size(), std::size_t(7));
    QVERIFY(!r.contains(after("e4 e5").key(), san(after("e4 e5"), "Nf3")));
    QVERIFY(r.contains(after("e4 c5 Nf3 d6").key(), san(after("e4 c5 Nf3 d6"), "d4")));
    // Not there: nothing goes.
    QCOMPARE(r.remove(after("e4"), san(after("e4"), "e5")), 0);
    QCOMPARE(r.remove(Position(), san(Position(), "d4")), 0);
    QCOMPARE(r.size(), std::size_t(7));
}

// A move below the one removed that is also reached by another move order stays.
void TestRepertoire::removeKeepsATransposedLine() {
    Repertoire r(Black);
    r.addLine(Position(), line("d4 Nf6 c4 e6 Nc3 Bb4"));
    r.addLine(Position(), line("c4 Nf6 d4 e6"));
    const std::size_t before = r.size();
    // 1.d4 goes with 1…Nf6 (only reached through it); 2.c4 e6 3.Nc3 Bb4 are reached through
    // 1.c4 Nf6 2.d4 and stay.
    QCOMPARE(r.remove(Position(), san(Position(), "d4")), 3);
    QCOMPARE(r.size(), before - 3);
    const Position nimzo = after("c4 Nf6 d4 e6 Nc3");
    QVERIFY(r.contains(nimzo.key(), san(nimzo, "Bb4")));
    QVERIFY(!r.contains(after("d4").key(), san(after("d4"), "Nf6")));
}

void TestRepertoire::weightsFromPgn() {
    Repertoire r(White);
    // 1…c5 has three lines below it, 1…e5 one with a weight given, 1…e6 one.
    const char* file = "1. e4 e5 {[%weight 5]} (1... c5 2. Nf3 d6 (2... Nc6 3. d4) (2... e6 3. d4) "
                       "3. d4) (1... e6 2. d4) 2. Nf3 *";
    const int added = addGame(r, game(file));
    QCOMPARE(added, 13);
    const Position e4 = after("e4");
    QCOMPARE(weightOf(r, e4, "e5"), 5);
    QCOMPARE(weightOf(r, e4, "c5"), 3);
    QCOMPARE(weightOf(r, e4, "e6"), 1);
    QCOMPARE(weightOf(r, after("e4 c5 Nf3"), "d6"), 1);
    QVERIFY(r.movesAt(e4.key())[0].move == san(e4, "e5")); // the heaviest first
    // Read again: nothing new, the same weights.
    QCOMPARE(addGame(r, game(file)), 0);
    QCOMPARE(weightOf(r, e4, "c5"), 3);
    // A later file that gives a weight sets it.
    addGame(r, game("1. e4 c5 {[%weight 7]} *"));
    QCOMPARE(weightOf(r, e4, "c5"), 7);
}

void TestRepertoire::writtenAndReadBack() {
    Repertoire r(White);
    addGame(r, game("1. e4 e5 {[%weight 5]} (1... c5 2. Nf3 d6 (2... Nc6 3. d4) 3. d4) (1... e6 "
                    "2. d4) 2. Nf3 Nc6 3. Bc4 *"));
    r.addLine(Position(), line("e4 e6 d4 d5 Nc3"));
    const PgnGame written = toPgn(r);
    QCOMPARE(written.tag("Event"), std::string("White repertoire"));
    const std::string text = writePgn(written);
    QVERIFY2(text.find("[%weight 5]") != std::string::npos, text.c_str());
    // The main line is the heaviest: 1.e4 e5.
    QVERIFY2(text.find("1. e4 e5") != std::string::npos, text.c_str());
    Repertoire back(White);
    QCOMPARE(std::size_t(addGame(back, game(text.c_str()))), r.size());
    QVERIFY(back.entries() == r.entries());
}

void TestRepertoire::pgnExtractReadsIt() {
    QString program = QStandardPaths::findExecutable(QStringLiteral("pgn-extract"));
    if (program.isEmpty())
        program = QStandardPaths::findExecutable(QStringLiteral("pgn-extract"),
                                                 {QStringLiteral("/usr/games")});
    if (program.isEmpty()) QSKIP("pgn-extract is not installed");
    Repertoire r = whiteLines();
    r.addLine(Position(), line("d4"));
    r.set(after("e4").key(), san(after("e4"), "c5"), 4);
    const std::string text = writePgn(toPgn(r));
    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("rep.pgn"));
    const QString out = tmp.filePath(QStringLiteral("out.pgn"));
    QFile file(in);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.data(), qint64(text.size()));
    file.close();
    QProcess extract;
    extract.start(program, {QStringLiteral("-s"), QStringLiteral("-o"), out, in});
    QVERIFY(extract.waitForFinished(30'000));
    QCOMPARE(QString::fromUtf8(extract.readAllStandardError()).trimmed(), QString());
    QFile extracted(out);
    QVERIFY(extracted.open(QIODevice::ReadOnly));
    Repertoire back(White);
    addGame(back, game(extracted.readAll().constData()));
    QVERIFY(back.entries() == r.entries());
}

void TestRepertoire::linesAndTheirOdds() {
    Repertoire r = whiteLines();
    r.set(after("e4").key(), san(after("e4"), "c5"), 3); // 1…c5 three times as often as 1…e5
    const std::vector<RepertoireLine> lines = linesOf(r);
    QCOMPARE(lines.size(), std::size_t(3));
    double sum = 0;
    for (const RepertoireLine& l : lines) sum += l.probability;
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    // The first line written is the heaviest: 1.e4 c5 2.Nf3 (d6 and Nc6 alike, 3/8 each).
    QCOMPARE(lines[0].moves.size(), std::size_t(5));
    QVERIFY(lines[0].moves[1] == san(after("e4"), "c5"));
    QVERIFY(std::abs(lines[0].probability - 0.375) < 1e-9);
    QVERIFY(std::abs(lines[2].probability - 0.25) < 1e-9);
    QVERIFY(lines[2].end == after("e4 e5 Nf3 Nc6 Bc4").key());
}

void TestRepertoire::chooseByWeight() {
    const Position e4 = after("e4");
    const std::vector<RepertoireEntry> moves = {{e4.key(), san(e4, "c5"), 3},
                                                {e4.key(), san(e4, "e5"), 1}};
    int c5 = 0;
    for (std::uint64_t draw = 0; draw < 400; ++draw)
        c5 += ferz::chooseByWeight(moves, draw) == san(e4, "c5");
    QCOMPARE(c5, 300);
    QVERIFY(ferz::chooseByWeight({}, 7) == Move::none());
}

void TestRepertoire::departures_data() {
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("ply"); // -1: none
    QTest::addColumn<bool>("byUser");
    QTest::addColumn<QString>("prepared");
    QTest::newRow("followed to its end") << "e4 e5 Nf3 Nc6 Bc4 Bc5 c3" << -1 << false << "";
    QTest::newRow("the opponent, 1...e6") << "e4 e6 d4 d5" << 1 << false << "e5 c5";
    QTest::newRow("the user, 3.Bb5") << "e4 e5 Nf3 Nc6 Bb5 a6" << 4 << true << "Bc4";
    QTest::newRow("the user at once, 1.d4") << "d4 d5" << 0 << true << "e4";
    QTest::newRow("the opponent later, 2...e6") << "e4 c5 Nf3 e6 d4" << 3 << false << "d6 Nc6";
    QTest::newRow("a short game") << "e4" << -1 << false << "";
}

void TestRepertoire::departures() {
    QFETCH(QString, moves);
    QFETCH(int, ply);
    QFETCH(bool, byUser);
    QFETCH(QString, prepared);
    const Repertoire r = whiteLines();
    const std::vector<Move> game = line(moves.toLatin1().constData());
    const std::optional<Departure> d = departureOf(r, Position(), game);
    QCOMPARE(d.has_value(), ply >= 0);
    if (!d) return;
    QCOMPARE(d->ply, ply);
    QCOMPARE(d->byUser, byUser);
    QVERIFY(d->played == game[std::size_t(ply)]);
    QStringList names;
    for (Move m : d->prepared) names << QString::fromStdString(toSan(d->before, m));
    QCOMPARE(names.join(QLatin1Char(' ')), prepared);
}

// A line from a position set up (here after 1.e4 e5) is its own start, written as its own
// tree; one from the middle of a line held is not.
void TestRepertoire::lineFromAnotherStart() {
    Repertoire r(Black);
    r.addLine(Position(), line("d4 d5"));
    const Position open = after("e4 e5 Nf3");
    QCOMPARE(r.addLine(open, {san(open, "Nc6")}), 1);
    QCOMPARE(r.starts().size(), std::size_t(2));
    const Position d4 = after("d4 d5");
    QCOMPARE(r.addLine(d4, {san(d4, "c4"), san(after("d4 d5 c4"), "e6")}), 2);
    QCOMPARE(r.starts().size(), std::size_t(2));
    QCOMPARE(linesOf(r).size(), std::size_t(2));
}

QTEST_GUILESS_MAIN(TestRepertoire)
#include "tst_repertoire.moc"
