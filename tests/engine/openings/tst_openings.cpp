// Named openings: every line of the table is legal and names its own position, a game is
// named by the deepest named position it reaches, by position (so a transposition is named
// too), from a set-up start as well, and a position no line reaches has no name.
#include "notation.h"
#include "openings.h"

#include <QtTest>

#include <set>

using namespace ferz;

namespace {

std::vector<Move> uciMoves(Position pos, const QString& text) {
    std::vector<Move> moves;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        auto m = parseUci(pos, word.toStdString());
        if (!m) qFatal("bad move in the test: %s", qPrintable(word));
        moves.push_back(*m);
        StateInfo st;
        pos.makeMove(*m, st);
    }
    return moves;
}

QString nameOf(const Opening* opening) {
    return opening ? QString::fromStdString(opening->fullName()) : QStringLiteral("(none)");
}

} // namespace

class TestOpenings : public QObject {
    Q_OBJECT

private slots:
    void everyLineIsLegalAndNamesItsPosition() {
        const Openings& openings = Openings::standard();
        QVERIFY(openings.all().size() > 3000);
        int deepest = 0;
        std::set<std::string> names;
        for (const Opening& o : openings.all()) {
            const auto moves = Openings::moves(o);
            QCOMPARE(int(moves.size()), o.plies());
            QVERIFY2(o.plies() > 0, o.moves.data());
            QVERIFY(o.eco.size() == 3 && o.eco[0] >= 'A' && o.eco[0] <= 'E');
            QVERIFY(!o.name.empty());
            Position pos;
            for (Move m : moves) {
                StateInfo st;
                pos.makeMove(m, st);
            }
            QCOMPARE(openings.at(pos), &o);
            deepest = std::max(deepest, o.plies());
            names.insert(o.fullName());
        }
        QCOMPARE(openings.lastNamedPly(), deepest);
        QVERIFY(names.size() > 3000);
        // Sorted by ECO code, for lists.
        QVERIFY(std::is_sorted(openings.all().begin(), openings.all().end(),
                               [](const Opening& a, const Opening& b) { return a.eco < b.eco; }));
    }

    void classifiesByTheDeepestNamedPosition_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("eco");
        QTest::addColumn<QString>("name");
        const QString start = QString::fromLatin1(Position::StartFen.data());
        QTest::newRow("najdorf") << start << "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6"
                                 << "B90"
                                 << "Sicilian Defense: Najdorf Variation";
        // Moves after the last named position keep its name.
        QTest::newRow("after the book")
            << start << "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 h2h3 h7h6 a2a3 a6a5"
            << "B90"
            << "Sicilian Defense: Najdorf Variation, Adams Attack";
        // 1.c4 e6 2.d4 d5 reaches the position of 1.d4 d5 2.c4 e6.
        QTest::newRow("transposition") << start << "c2c4 e7e6 d2d4 d7d5"
                                       << "D30"
                                       << "Queen's Gambit Declined";
        QTest::newRow("knight first") << start << "g1f3 d7d5 d2d4 g8f6 c2c4 e7e6 b1c3"
                                      << "D37"
                                      << "Queen's Gambit Declined: Three Knights Variation";
        // A game set up after 1.e4 e5 2.Nf3 Nc6 that goes on with 3.Bb5.
        QTest::newRow("set up")
            << "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
            << "f1b5"
            << "C60"
            << "Ruy Lopez";
        QTest::newRow("the start alone") << start << ""
                                         << ""
                                         << "(none)";
        QTest::newRow("no line") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                 << "h1h7"
                                 << ""
                                 << "(none)";
    }
    void classifiesByTheDeepestNamedPosition() {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, eco);
        QFETCH(QString, name);
        auto start = Position::fromFen(fen.toStdString());
        QVERIFY(start);
        const Opening* opening = Openings::standard().classify(*start, uciMoves(*start, moves));
        QCOMPARE(nameOf(opening), name);
        if (opening) QCOMPARE(QString::fromLatin1(opening->eco.data(), 3), eco);
    }

    // classify() looks at the first lastNamedPly() moves only: a position with a name found
    // later (here the start position again, after knights' moves) does not count.
    void looksNoFurtherThanTheLastNamedPly() {
        const Openings& openings = Openings::standard();
        QString shuffle;
        for (int i = 0; i < openings.lastNamedPly() + 4; i += 4) shuffle += "g1f3 g8f6 f3g1 f6g8 ";
        const auto moves = uciMoves(Position(), shuffle + "e2e4 e7e6");
        QVERIFY(int(moves.size()) > openings.lastNamedPly());
        const auto withinReach = std::span(moves).first(std::size_t(openings.lastNamedPly()));
        QCOMPARE(openings.classify(Position(), moves), openings.classify(Position(), withinReach));
        QCOMPARE(nameOf(openings.classify(Position(), uciMoves(Position(), "e2e4 e7e6"))),
                 QStringLiteral("French Defense"));
        QVERIFY(nameOf(openings.classify(Position(), moves)) != QStringLiteral("French Defense"));
    }

    void fullName() {
        const Opening plain{"C60", "Ruy Lopez", "", "e2e4 e7e5 g1f3 b8c6 f1b5"};
        QCOMPARE(plain.fullName(), std::string("Ruy Lopez"));
        QCOMPARE(plain.plies(), 5);
        const Opening variation{"C65", "Ruy Lopez", "Berlin Defense", "e2e4"};
        QCOMPARE(variation.fullName(), std::string("Ruy Lopez: Berlin Defense"));
        QCOMPARE(variation.title(), std::string("C65 Ruy Lopez: Berlin Defense"));
    }
};

QTEST_APPLESS_MAIN(TestOpenings)
#include "tst_openings.moc"
