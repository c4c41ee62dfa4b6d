// The puzzle set Ferz ships (resources/puzzles/puzzles.tsv, made by tools/puzzles): every line
// reads, the ids are unique and in order, each line's length and moves are right, the themes
// agree with what the moves do, the ratings lie in the format's range, and for a fixed sample
// Ferz's engine finds every solver move.
#include "engine.h"
#include "movegen.h"
#include "notation.h"
#include "puzzle.h"

#include <QTest>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace ferz;

namespace {

// The positions of a puzzle's line: before[i] is the one move i is played in.
struct Walked {
    std::vector<Position> before;
    Position end;
};

Walked walk(const Puzzle& p) {
    Walked w;
    Position pos = p.position;
    for (Move m : p.moves) {
        w.before.push_back(pos);
        StateInfo st;
        pos.makeMove(m, st);
    }
    w.end = pos;
    return w;
}

bool isMate(const Position& pos) {
    return pos.inCheck() && countLegalMoves(pos) == 0;
}

int officers(const Position& pos) {
    return popcount(pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King));
}

QByteArray name(const Puzzle& p) {
    return QByteArray::fromStdString(p.id);
}

// The best move of Ferz's engine at full strength, one thread, from a cleared table.
Move bestMove(Engine& engine, const Position& pos, std::uint64_t nodes) {
    engine.newGame();
    engine.setPosition(pos);
    SearchLimits limits;
    limits.nodes = nodes;
    Move best;
    engine.go(limits, {}, [&best](Move m, Move) { best = m; });
    engine.wait();
    return best;
}

} // namespace

class TestPuzzleSet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyLineReads();
    void idsAndLengths();
    void themesAgreeWithMoves();
    void ratings();
    void engineFindsTheSample();

private:
    std::vector<Puzzle> m_puzzles;
    std::vector<std::string> m_lines; // the puzzle lines as in the file
    std::vector<std::string> m_problems;
    std::string m_header;
};

void TestPuzzleSet::initTestCase() {
    std::ifstream in(FERZ_PUZZLES_FILE, std::ios::binary);
    QVERIFY2(in, FERZ_PUZZLES_FILE);
    std::stringstream all;
    all << in.rdbuf();
    const std::string text = all.str();
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with('#'))
            m_header += line + "\n";
        else if (!line.empty())
            m_lines.push_back(line);
    }
    std::istringstream again(text);
    m_puzzles = readPuzzles(again, &m_problems);
}

// No line is skipped, and the header says what made the file and how.
void TestPuzzleSet::everyLineReads() {
    for (const std::string& p : m_problems) qWarning("%s", p.c_str());
    QVERIFY(m_problems.empty());
    QVERIFY(m_puzzles.size() >= 50);
    QCOMPARE(m_puzzles.size(), m_lines.size());
    QVERIFY(m_header.find("ferz-puzzles --games ") != std::string::npos);
    // Each line is written back as it stands: one way to write a puzzle.
    for (std::size_t i = 0; i < m_puzzles.size(); ++i)
        QCOMPARE(puzzleLine(m_puzzles[i]), m_lines[i]);
}

// Ids p00001, p00002, … in order; 1 to 5 solver moves; no position twice.
void TestPuzzleSet::idsAndLengths() {
    std::set<Key> positions;
    for (std::size_t i = 0; i < m_puzzles.size(); ++i) {
        const Puzzle& p = m_puzzles[i];
        QCOMPARE(QString::fromStdString(p.id),
                 QStringLiteral("p%1").arg(qulonglong(i + 1), 5, 10, QLatin1Char('0')));
        QVERIFY2(p.moves.size() % 2 == 0 && p.moves.size() >= 2 &&
                     p.moves.size() <= std::size_t(2 * PuzzleMaxSolverMoves),
                 name(p));
        QVERIFY2(positions.insert(p.position.key()).second, name(p));
        const Walked w = walk(p);
        // The line ends in a position that goes on (a mate ends it only at its last move).
        for (std::size_t k = 1; k < w.before.size(); ++k) QVERIFY2(!isMate(w.before[k]), name(p));
    }
}

// mateInN: the last move mates, after N solver moves, and a line that ends in mate says so;
// backRank: such a mate, the king on its first rank; promotion: a solver move promotes, and
// every line with one says so; endgame: at most four pieces besides kings and pawns once the
// opponent has moved; hangingPiece: the first solver move captures; fork: a solver move's piece
// attacks two of the opponent's men.
void TestPuzzleSet::themesAgreeWithMoves() {
    std::map<PuzzleTheme, int> counts;
    for (const Puzzle& p : m_puzzles) {
        const Walked w = walk(p);
        const int solverMoves = int(p.moves.size() / 2);
        const bool mate = isMate(w.end);
        for (int n = 1; n <= 5; ++n) {
            const bool has = p.hasTheme(PuzzleTheme(int(PuzzleTheme::MateIn1) + n - 1));
            QVERIFY2(has == (mate && solverMoves == n), name(p));
        }
        if (p.hasTheme(PuzzleTheme::BackRank)) {
            QVERIFY2(mate, name(p));
            const Color mated = w.end.sideToMove();
            QVERIFY2(relativeRank(mated, w.end.kingSquare(mated)) == 0, name(p));
        }
        bool promotes = false;
        for (std::size_t i = 1; i < p.moves.size(); i += 2) promotes |= p.moves[i].isPromotion();
        QVERIFY2(p.hasTheme(PuzzleTheme::Promotion) == promotes, name(p));
        QVERIFY2(p.hasTheme(PuzzleTheme::Endgame) == (officers(w.before[1]) <= 4), name(p));
        if (p.hasTheme(PuzzleTheme::HangingPiece))
            QVERIFY2(w.before[1].isCapture(p.moves[1]), name(p));
        if (p.hasTheme(PuzzleTheme::Fork)) {
            // Some solver move leaves its piece attacking two of the opponent's men at once.
            bool forks = false;
            for (std::size_t i = 1; i < p.moves.size(); i += 2) {
                const Position& after = i + 1 < w.before.size() ? w.before[i + 1] : w.end;
                const Square at = p.moves[i].to();
                const Piece piece = after.pieceOn(at);
                const Bitboard attacks = typeOf(piece) == Pawn
                                             ? pawnAttacks(colorOf(piece), at)
                                             : attacksFrom(typeOf(piece), at, after.pieces());
                forks |= moreThanOne(attacks & after.pieces(~p.solver()));
            }
            QVERIFY2(forks, name(p));
        }
        for (PuzzleTheme t : p.themes) ++counts[t];
    }
    QString summary;
    for (auto [theme, count] : counts)
        summary += QString::fromLatin1(themeKey(theme).data(), qsizetype(themeKey(theme).size())) +
                   " " + QString::number(count) + "  ";
    qInfo("%s", qPrintable(summary));
}

void TestPuzzleSet::ratings() {
    int lowest = PuzzleMaxRating, highest = PuzzleMinRating;
    for (const Puzzle& p : m_puzzles) {
        QVERIFY2(p.rating >= PuzzleMinRating && p.rating <= PuzzleMaxRating, name(p));
        lowest = std::min(lowest, p.rating);
        highest = std::max(highest, p.rating);
    }
    // A set for every player: the ratings spread over a thousand points at least.
    QVERIFY2(highest - lowest >= 1000, qPrintable(QString("%1 to %2").arg(lowest).arg(highest)));
}

// Fifteen puzzles spread evenly over the set: Ferz's engine at 120,000 nodes (what every
// solver move was verified at) plays each solver move of the line.
void TestPuzzleSet::engineFindsTheSample() {
    constexpr std::size_t Sample = 15;
    Engine engine;
    engine.setHashMegabytes(16);
    const std::size_t n = m_puzzles.size();
    for (std::size_t s = 0; s < std::min(Sample, n); ++s) {
        const Puzzle& p = m_puzzles[s * n / std::min(Sample, n)];
        const Walked w = walk(p);
        for (std::size_t i = 1; i < p.moves.size(); i += 2) {
            const Move best = bestMove(engine, w.before[i], 120'000);
            QVERIFY2(best == p.moves[i], name(p) + " move " + QByteArray::number(int(i + 1)) +
                                             ": " + QByteArray::fromStdString(toUci(best)));
        }
    }
}

QTEST_APPLESS_MAIN(TestPuzzleSet)
#include "tst_puzzleset.moc"
