// The game tree: a record with variations, read from and written to PGN without loss, with
// the edits of a move list (add, promote, remove) keeping the main line and its variations in
// order.
#include "gametree.h"
#include "notation.h"

#include <QTest>

using namespace ferz;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

PgnGame read(const char* text) {
    const Parsed<PgnGame> game = readPgn(text);
    if (!game) qWarning("%s", game.error().c_str());
    Q_ASSERT(game);
    return *game;
}

// The tree as one line of PGN movetext, without tags.
QString movetext(const GameTree& tree) {
    std::string text = writePgn(tree.toPgn());
    const std::size_t start = text.find("\n\n");
    text = text.substr(start == std::string::npos ? 0 : start + 2);
    QString s = q(text).simplified();
    return s;
}

// The child of `at` played as `san`.
GameTree::Node* child(GameTree& tree, GameTree::Node* at, const char* san) {
    const Parsed<Move> m = parseSan(tree.positionAt(at), san);
    Q_ASSERT(m);
    for (auto& c : at->children)
        if (c->move() == *m) return c.get();
    return nullptr;
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void addKeepsTheOldLineAsAVariation();
    void addFollowsAnExistingMove();
    void promoteAndMakeMainLine();
    void removeALine();
    void positionsAndPaths();
    void longLineWithoutRecursion();
    void sameFirstMoveStaysTwoLines();
};

void TestGameTree::roundTrip_data() {
    QTest::addColumn<QString>("pgn");
    QTest::newRow("main line") << "1. e4 e5 2. Nf3 *";
    QTest::newRow("variations")
        << "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 (2. f4 exf4) 2... "
           "Nc6 *";
    QTest::newRow("comments and glyphs")
        << "{Start} 1. e4! {best by test} 1... e5 $2 ({Or} 1... c5 $1) 2. Nf3 1-0";
    QTest::newRow("annotations") << "1. e4 { [%eval 0.25] [%clk 0:05:00] } 1... e5 *";
    // Issue 51: two variations that begin with the same move stay two, with their comments.
    QTest::newRow("same first move") << "1. e4 (1. d4 {first} d5) (1. d4 {second} Nf6) 1... e5 *";
    QTest::newRow("several comments") << "{a} {b} 1. e4 {c} {d\n\ne} 1... e5 ({f} {g} 1... c5) *";
    QTest::newRow("from a position")
        << "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. e4 (2. Kd2) *";
}

void TestGameTree::roundTrip() {
    QFETCH(QString, pgn);
    const PgnGame game = read(pgn.toStdString().c_str());
    const GameTree tree = GameTree::fromPgn(game);
    const PgnGame back = tree.toPgn(game.tags, game.result);
    QCOMPARE(q(writePgn(back)), q(writePgn(game)));
}

// Taking back a move and playing another keeps the line taken back, as a variation.
void TestGameTree::addKeepsTheOldLineAsAVariation() {
    GameTree tree = GameTree::fromPgn(read("1. e4 e5 2. Nf3 Nc6 *"));
    GameTree::Node* e5 = tree.mainLineAt(2);
    QCOMPARE(q(e5->san), QString("e5"));
    GameTree::Node* bc4 = tree.add(e5, *parseSan(tree.positionAt(e5), "Bc4"), true);
    QCOMPARE(q(bc4->san), QString("Bc4"));
    QCOMPARE(bc4->ply, 3);
    QCOMPARE(tree.mainLineEnd(), bc4);
    QCOMPARE(movetext(tree), QString("1. e4 e5 2. Bc4 (2. Nf3 Nc6) *"));
    // A variation added without making it the main line goes last.
    tree.add(e5, *parseSan(tree.positionAt(e5), "d4"), false);
    QCOMPARE(movetext(tree), QString("1. e4 e5 2. Bc4 (2. Nf3 Nc6) (2. d4) *"));
    QCOMPARE(tree.size(), 6);
}

void TestGameTree::addFollowsAnExistingMove() {
    GameTree tree = GameTree::fromPgn(read("1. e4 e5 2. Nf3 (2. Bc4) *"));
    GameTree::Node* e5 = tree.mainLineAt(2);
    GameTree::Node* nf3 = tree.mainLineAt(3);
    GameTree::Node* bc4 = child(tree, e5, "Bc4");
    QVERIFY(bc4);
    QCOMPARE(tree.add(e5, nf3->move(), true), nf3); // the same node, nothing new
    QCOMPARE(tree.add(e5, bc4->move(), false), bc4);
    QCOMPARE(movetext(tree), QString("1. e4 e5 2. Nf3 (2. Bc4) *"));
    QCOMPARE(tree.add(e5, bc4->move(), true), bc4); // now the main line
    QCOMPARE(movetext(tree), QString("1. e4 e5 2. Bc4 (2. Nf3) *"));
    QCOMPARE(tree.size(), 4);
}

void TestGameTree::promoteAndMakeMainLine() {
    GameTree tree =
        GameTree::fromPgn(read("1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4)) 2. Nf3 *"));
    GameTree::Node* c5 = child(tree, tree.mainLineAt(1), "c5");
    GameTree::Node* nc6 = child(tree, c5->mainChild(), "Nc6");
    GameTree::Node* d4 = nc6->mainChild();
    QVERIFY(!tree.promote(tree.mainLineAt(3))); // on the main line already
    // One level: 2... Nc6 becomes the main continuation of the variation.
    QVERIFY(tree.promote(d4));
    QCOMPARE(movetext(tree), QString("1. e4 e5 (1... c5 2. Nf3 Nc6 (2... d6) 3. d4) 2. Nf3 *"));
    tree.makeMainLine(d4);
    QCOMPARE(movetext(tree), QString("1. e4 c5 (1... e5 2. Nf3) 2. Nf3 Nc6 (2... d6) 3. d4 *"));
    QCOMPARE(tree.mainLineEnd(), d4);
    QVERIFY(d4->isFirstChild());
}

void TestGameTree::removeALine() {
    GameTree tree = GameTree::fromPgn(read("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *"));
    GameTree::Node* c5 = child(tree, tree.mainLineAt(1), "c5");
    QCOMPARE(tree.remove(c5), tree.mainLineAt(1));
    QCOMPARE(movetext(tree), QString("1. e4 e5 2. Nf3 Nc6 *"));
    // Removing the main continuation makes the first variation the main line.
    GameTree::Node* e4 = tree.mainLineAt(1);
    tree.add(e4, *parseSan(tree.positionAt(e4), "c6"), false);
    tree.remove(tree.mainLineAt(2));
    QCOMPARE(movetext(tree), QString("1. e4 c6 *"));
    QCOMPARE(tree.remove(tree.root()), tree.root()); // the root stays
    tree.remove(tree.mainLineAt(1));
    QCOMPARE(tree.size(), 0);
    QCOMPARE(tree.mainLineEnd(), tree.root());
}

void TestGameTree::positionsAndPaths() {
    GameTree tree = GameTree::fromPgn(read("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *"));
    GameTree::Node* nf3 = child(tree, tree.mainLineAt(1), "c5")->mainChild();
    QCOMPARE(q(tree.positionAt(nf3).fen()),
             QString("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    QCOMPARE(q(tree.positionAt(tree.root()).fen()), q(Position().fen()));
    const std::vector<Move> moves = tree.movesTo(nf3);
    QCOMPARE(moves.size(), std::size_t(3));
    QCOMPARE(moves[2], nf3->move());
    const auto path = tree.pathTo(nf3);
    QCOMPARE(path.size(), std::size_t(3));
    QCOMPARE(path[0], tree.mainLineAt(1));
    QCOMPARE(path[2], nf3);
    QVERIFY(GameTree::isAfter(nf3, tree.mainLineAt(1)));
    QVERIFY(!GameTree::isAfter(nf3, tree.mainLineAt(2)));
    QCOMPARE(tree.mainLineAt(0), tree.root());
    QCOMPARE(tree.mainLineAt(99), tree.mainLineAt(3));

    // The line of moves leads back to its node, also after the line is promoted.
    QCOMPARE(tree.nodeAt(moves), nf3);
    QCOMPARE(tree.nodeAt({}), tree.root());
    tree.makeMainLine(nf3);
    QCOMPARE(tree.nodeAt(moves), nf3);
    QCOMPARE(tree.mainLineAt(3), nf3);
    std::vector<Move> elsewhere = moves;
    elsewhere.back() = tree.mainLineAt(1)->move(); // e4 is no move of Black's
    QVERIFY(!tree.nodeAt(elsewhere));
    const GameTree& constTree = tree;
    QCOMPARE(constTree.nodeAt(moves), nf3);
}

// A game of 100,000 moves (the PGN reader's limit) is built, written, read and destroyed
// without a recursion as deep as the game.
void TestGameTree::longLineWithoutRecursion() {
    PgnGame pgn;
    Position pos;
    const char* cycle[4] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int i = 0; i < 100'000; ++i) {
        const Move m = *parseSan(pos, cycle[i % 4]);
        StateInfo st;
        pos.makeMove(m, st);
        pgn.moves.emplace_back().move = m;
    }
    GameTree tree = GameTree::fromPgn(pgn);
    QCOMPARE(tree.size(), 100'000);
    QCOMPARE(tree.mainLineEnd()->ply, 100'000);
    QCOMPARE(q(tree.mainLineEnd()->san), QString("Ng8"));
    QCOMPARE(tree.toPgn().moves.size(), std::size_t(100'000));
    tree = GameTree();
    QCOMPARE(tree.size(), 0);
}

// Two variations that begin with the same move are two nodes, each found again by its moves
// and which of the two it is (an edit of the second's comment reaches the second).
void TestGameTree::sameFirstMoveStaysTwoLines() {
    GameTree tree =
        GameTree::fromPgn(read("1. e4 (1. d4 {first} d5) (1. d4 {second} Nf6) 1... e5 *"));
    QCOMPARE(tree.size(), 6);
    const GameTree::Node* root = tree.root();
    QCOMPARE(root->children.size(), std::size_t(3));
    const GameTree::Node* second = root->children[2].get();
    QCOMPARE(q(second->data.comments.at(0)), QString("second"));
    const std::vector<Move> line = tree.movesTo(second);
    QCOMPARE(tree.nodeAt(line), root->children[1].get()); // by moves alone: the first
    QCOMPARE(tree.sameMoveIndexes(second), std::vector<int>{1});
    QCOMPARE(tree.nodeAt(line, tree.sameMoveIndexes(second)), second);
    const GameTree::Node* nf6 = second->mainChild();
    QCOMPARE(tree.nodeAt(tree.movesTo(nf6), tree.sameMoveIndexes(nf6)), nf6);
    QVERIFY(!tree.nodeAt(line, {2}));
    // A move the user plays follows the first of them, as before.
    QCOMPARE(tree.add(tree.root(), Move(D2, D4), false), root->children[1].get());
}

QTEST_APPLESS_MAIN(TestGameTree)
#include "tst_gametree.moc"
