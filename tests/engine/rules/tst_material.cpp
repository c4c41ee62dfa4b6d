// The material signature and its kinds: the counts of a position read back from its number,
// bishops told apart by their squares' colour, and each kind against positions that are of it
// and positions that are nearly (one piece more, bishops on the same colour).
#include "material.h"

#include <QTest>

using namespace ferz;

namespace {

MaterialSignature of(const char* fen) {
    const Parsed<Position> p = Position::fromFen(fen);
    if (!p) qFatal("test FEN %s: %s", fen, p.error().c_str());
    return materialSignature(*p);
}

} // namespace

class TestMaterial : public QObject {
    Q_OBJECT
private slots:
    void counts();
    void kinds_data();
    void kinds();
};

void TestMaterial::counts() {
    const MaterialSignature start = of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    for (const Color c : {White, Black}) {
        QCOMPARE(materialCount(start, c, MaterialField::Pawns), 8);
        QCOMPARE(materialCount(start, c, MaterialField::Knights), 2);
        QCOMPARE(materialCount(start, c, MaterialField::LightBishops), 1);
        QCOMPARE(materialCount(start, c, MaterialField::DarkBishops), 1);
        QCOMPARE(materialCount(start, c, MaterialField::Rooks), 2);
        QCOMPARE(materialCount(start, c, MaterialField::Queens), 1);
    }
    // c1 is a dark square, f1 a light one; three queens after promotions.
    const MaterialSignature s = of("4k3/8/8/8/8/8/8/QQQ1KB2 w - - 0 1");
    QCOMPARE(materialCount(s, White, MaterialField::Queens), 3);
    QCOMPARE(materialCount(s, White, MaterialField::LightBishops), 1);
    QCOMPARE(materialCount(s, White, MaterialField::DarkBishops), 0);
    QCOMPARE(materialCount(s, Black, MaterialField::Pawns), 0);
    // The same material on other squares is the same signature; another bishop colour is not.
    QCOMPARE(of("4k3/5b2/8/8/8/8/5B2/4K3 w - - 0 1"), of("8/3k4/8/8/2b5/8/3K1B2/8 b - - 0 1"));
    QVERIFY(of("4k3/5b2/8/8/8/8/5B2/4K3 w - - 0 1") != of("4k3/4b3/8/8/8/8/5B2/4K3 w - - 0 1"));
}

void TestMaterial::kinds_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("is");
    const auto row = [](const char* name, const char* fen, MaterialKind kind, bool is) {
        QTest::newRow(name) << QString::fromLatin1(fen) << int(kind) << is;
    };
    using K = MaterialKind;
    row("pawn ending", "8/5pk1/8/8/8/8/5PPK/8 w - - 0 1", K::PawnEnding, true);
    row("bare kings", "8/6k1/8/8/8/8/7K/8 w - - 0 1", K::PawnEnding, false);
    row("pawns and a knight", "8/5pk1/8/8/8/8/5PPK/6N1 w - - 0 1", K::PawnEnding, false);
    row("knight ending", "8/5pk1/8/3n4/8/8/5PPK/6N1 w - - 0 1", K::KnightEnding, true);
    row("two knights against one", "8/5pk1/8/3n4/8/8/5PPK/5NN1 w - - 0 1", K::KnightEnding, false);
    row("same-coloured bishops", "8/5pk1/8/3b4/8/8/5PPK/3B4 w - - 0 1", K::BishopEnding, true);
    row("same colour, not opposite", "8/5pk1/8/3b4/8/8/5PPK/3B4 w - - 0 1", K::OppositeBishops,
        false);
    row("opposite bishops", "8/5pk1/8/4b3/8/8/5PPK/3B4 w - - 0 1", K::OppositeBishops, true);
    row("opposite bishops are bishops", "8/5pk1/8/4b3/8/8/5PPK/3B4 w - - 0 1", K::BishopEnding,
        true);
    row("opposite bishops and rooks", "r7/5pk1/8/4b3/8/8/5PPK/3B3R w - - 0 1", K::OppositeBishops,
        false);
    row("bishop against knight", "8/5pk1/8/4n3/8/8/5PPK/3B4 w - - 0 1", K::BishopVsKnight, true);
    row("knight against bishop", "8/5pk1/8/4b3/8/8/5PPK/3N4 w - - 0 1", K::BishopVsKnight, true);
    row("bishops, not against a knight", "8/5pk1/8/4b3/8/8/5PPK/3B4 w - - 0 1", K::BishopVsKnight,
        false);
    row("rook ending", "8/5pk1/8/8/r7/8/5PPK/3R4 w - - 0 1", K::RookEnding, true);
    row("rook ending without pawns", "8/6k1/8/8/r7/8/7K/3R4 w - - 0 1", K::RookEnding, true);
    row("rook against rook and bishop", "8/5pk1/8/4b3/r7/8/5PPK/3R4 w - - 0 1", K::RookEnding,
        false);
    row("rook and minor each", "8/5pk1/8/4b3/r7/8/5PPK/3R1N2 w - - 0 1", K::RookAndMinor, true);
    row("rook and minor, queens on", "3q4/5pk1/8/4b3/r7/8/5PPK/3R1NQ1 w - - 0 1", K::RookAndMinor,
        false);
    row("queen ending", "8/5pk1/8/8/q7/8/5PPK/3Q4 w - - 0 1", K::QueenEnding, true);
    row("queen against rook", "8/5pk1/8/8/r7/8/5PPK/3Q4 w - - 0 1", K::QueenEnding, false);
    row("the start is no ending", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        K::RookEnding, false);
}

void TestMaterial::kinds() {
    QFETCH(QString, fen);
    QFETCH(int, kind);
    QFETCH(bool, is);
    QCOMPARE(isOfKind(of(fen.toLatin1().constData()), MaterialKind(kind)), is);
}

QTEST_GUILESS_MAIN(TestMaterial)
#include "tst_material.moc"
