// Setting up a position: pieces placed and moved with the mouse, side to move, castling and
// en passant, FEN both ways, and the rules core's reasons while the position is not legal, in
// the user's language.
#include "guitest.h"
#include "positioneditor.h"

#include <QCheckBox>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace ferz;

class TestEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void init();
    void cleanup() { m_editor.reset(); }

    void startsFromTheGivenPosition();
    void clicksPlaceAndRemove();
    void dragMovesAndTakesOff();
    void illegalPositionsAreExplained_data();
    void illegalPositionsAreExplained();
    void castlingFollowsKingsAndRooks();
    void coordinates();
    void enPassantSquare();
    void fenBothWays();
    void reasonsInRussian_data();
    void reasonsInRussian();

private:
    QWidget* viewport() const { return m_editor->view()->viewport(); }
    void click(Square s, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(viewport(), button, {}, m_editor->pointOf(s));
    }
    QString fen() const { return m_editor->fenEdit()->text(); }

    std::unique_ptr<PositionEditor> m_editor;
};

void TestEditor::init() {
    m_editor = std::make_unique<PositionEditor>(Position());
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
}

void TestEditor::startsFromTheGivenPosition() {
    QCOMPARE(fen(), QString::fromLatin1(Position::StartFen.data()));
    QVERIFY(m_editor->okButton()->isEnabled());
    QCOMPARE(m_editor->problem(), QString());
    QCOMPARE(QString::fromStdString(m_editor->position().fen()), fen());
}

void TestEditor::clicksPlaceAndRemove() {
    m_editor->fenEdit()->setFocus();
    m_editor->fenEdit()->clear();
    QTest::keyClicks(m_editor->fenEdit(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QCOMPARE(m_editor->pieceOn(E1), WhiteKing);
    m_editor->view()->setFocus();
    m_editor->selectTool(WhiteQueen);
    click(D1);
    QCOMPARE(m_editor->pieceOn(D1), WhiteQueen);
    QCOMPARE(fen(), QStringLiteral("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
    click(D1); // the same piece again: off the board
    QCOMPARE(m_editor->pieceOn(D1), NoPiece);
    m_editor->selectTool(BlackKnight);
    click(C6);
    QCOMPARE(m_editor->pieceOn(C6), BlackKnight);
    click(C6, Qt::RightButton);
    QCOMPARE(m_editor->pieceOn(C6), NoPiece);
    m_editor->selectTool(NoPiece); // the eraser
    click(E1);
    QCOMPARE(m_editor->pieceOn(E1), NoPiece);
    QVERIFY(!m_editor->okButton()->isEnabled()); // no white king now
}

void TestEditor::dragMovesAndTakesOff() {
    QTest::mousePress(viewport(), Qt::LeftButton, {}, m_editor->pointOf(G1));
    QTest::mouseMove(viewport(), m_editor->pointOf(F3));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, m_editor->pointOf(F3));
    QCOMPARE(m_editor->pieceOn(G1), NoPiece);
    QCOMPARE(m_editor->pieceOn(F3), WhiteKnight);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, m_editor->pointOf(A8));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, QPoint(-20, -20)); // off the board
    QCOMPARE(m_editor->pieceOn(A8), NoPiece);
    QVERIFY(
        fen().startsWith(QStringLiteral("1nbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQk ")));
}

void TestEditor::illegalPositionsAreExplained_data() {
    QTest::addColumn<int>("square");
    QTest::addColumn<int>("piece");
    QTest::addColumn<QString>("reason");
    // Each row changes one square of 4k3/8/8/8/8/8/8/4K3 w.
    QTest::newRow("no black king") << int(E8) << int(NoPiece) << "king";
    QTest::newRow("two white kings") << int(D1) << int(WhiteKing) << "king";
    QTest::newRow("pawn on the first rank") << int(A1) << int(WhitePawn) << "pawn";
    QTest::newRow("pawn on the last rank") << int(H8) << int(BlackPawn) << "pawn";
    QTest::newRow("side not to move in check")
        << int(E2) << int(WhiteRook) << "not to move is in check";
}

// The board can hold what no FEN may: the core's reason is shown, and Play is off until the
// position is legal again.
void TestEditor::illegalPositionsAreExplained() {
    QFETCH(int, square);
    QFETCH(int, piece);
    QFETCH(QString, reason);
    m_editor =
        std::make_unique<PositionEditor>(*Position::fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    QVERIFY(m_editor->okButton()->isEnabled());
    m_editor->place(Square(square), Piece(piece));
    QVERIFY(!m_editor->okButton()->isEnabled());
    QVERIFY2(m_editor->problem().contains(reason), qPrintable(m_editor->problem()));
    m_editor->place(Square(square), square == E8 ? BlackKing : NoPiece);
    QVERIFY(m_editor->okButton()->isEnabled());
    QCOMPARE(m_editor->problem(), QString());
}

// The boxes say exactly what the FEN's castling field says, whatever the hand did.
void TestEditor::castlingFollowsKingsAndRooks() {
    const auto agree = [this] {
        const QString rights = fen().section(QLatin1Char(' '), 2, 2);
        for (int i = 0; i < 4; ++i)
            if (m_editor->castlingBox(i)->isChecked() !=
                rights.contains(QLatin1String("KQkq").mid(i, 1)))
                return false;
        return true;
    };
    QVERIFY(m_editor->castlingBox(0)->isEnabled());
    QVERIFY(agree());
    m_editor->place(H1, NoPiece);
    QVERIFY(!m_editor->castlingBox(0)->isEnabled());
    QVERIFY(!m_editor->castlingBox(0)->isChecked());
    QVERIFY(fen().contains(QStringLiteral(" w Qkq - ")));
    QVERIFY(agree());
    // The rook back home: the right it lost stays lost until the user gives it back.
    m_editor->place(H1, WhiteRook);
    QVERIFY(m_editor->castlingBox(0)->isEnabled());
    QVERIFY(fen().contains(QStringLiteral(" w Qkq - ")));
    QVERIFY(agree());
    m_editor->castlingBox(0)->setChecked(true);
    QVERIFY(fen().contains(QStringLiteral(" w KQkq - ")));
    QVERIFY(agree());
    m_editor->place(E8, NoPiece); // the black king leaves: both black rights go
    m_editor->place(E7, BlackKing);
    QVERIFY(fen().contains(QStringLiteral(" w KQ - ")));
    QVERIFY(agree());
    m_editor->place(E7, NoPiece);
    m_editor->place(E8, BlackKing);
    m_editor->castlingBox(2)->setChecked(true);
    QVERIFY(fen().contains(QStringLiteral(" w KQk - ")));
    m_editor->blackToMove()->setChecked(true);
    QVERIFY(fen().contains(QStringLiteral(" b KQk - ")));
    QVERIFY(agree());
}

// The board has its files and ranks written beside it, not on the squares.
void TestEditor::coordinates() {
    QStringList files, ranks;
    for (QGraphicsItem* item : m_editor->view()->scene()->items()) {
        const auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item);
        if (!text) continue;
        const QPoint at = m_editor->view()->mapFromScene(text->sceneBoundingRect().center());
        const QPoint a1 = m_editor->pointOf(A1);
        const QPoint h8 = m_editor->pointOf(H8);
        const int half = (m_editor->pointOf(B1).x() - a1.x()) / 2;
        const bool below = at.y() > a1.y() + half;
        const bool left = at.x() < a1.x() - half;
        QVERIFY2(below != left, qPrintable(text->text())); // in one margin, never on a square
        (below ? files : ranks) << text->text();
        QVERIFY(at.y() >= h8.y() - half);
    }
    QCOMPARE(files.size(), 8);
    QCOMPARE(ranks.size(), 8);
    files.sort();
    ranks.sort();
    QCOMPARE(files.join(QString()), QStringLiteral("abcdefgh"));
    QCOMPARE(ranks.join(QString()), QStringLiteral("12345678"));
}

void TestEditor::enPassantSquare() {
    m_editor = std::make_unique<PositionEditor>(
        *Position::fromFen("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"));
    QCOMPARE(fen(), QStringLiteral("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"));
    QVERIFY(m_editor->okButton()->isEnabled());
    m_editor->place(D5, NoPiece); // no pawn that could have stepped: no en passant
    QVERIFY(fen().contains(QStringLiteral(" w KQkq - ")));
}

void TestEditor::fenBothWays() {
    m_editor->fenEdit()->setFocus();
    m_editor->fenEdit()->selectAll();
    QTest::keyClicks(m_editor->fenEdit(), QStringLiteral("8/8/8/8 w"));
    QVERIFY(!m_editor->okButton()->isEnabled());
    QVERIFY(!m_editor->problem().isEmpty());
    QCOMPARE(m_editor->pieceOn(E1), WhiteKing); // the board waits for a valid FEN
    m_editor->fenEdit()->selectAll();
    QTest::keyClicks(m_editor->fenEdit(), QStringLiteral("8/5k2/8/8/8/8/1K6/8 b - - 12 40"));
    QVERIFY(m_editor->okButton()->isEnabled());
    QCOMPARE(m_editor->pieceOn(F7), BlackKing);
    QCOMPARE(m_editor->pieceOn(E1), NoPiece);
    QVERIFY(m_editor->blackToMove()->isChecked());
    QCOMPARE(QString::fromStdString(m_editor->position().fen()),
             QStringLiteral("8/5k2/8/8/8/8/1K6/8 b - - 12 40"));
}

void TestEditor::reasonsInRussian_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("reason");
    QTest::newRow("quoted field and letter")
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1"
        << QStringLiteral("поле рокировки \"KQkx\": неизвестная буква 'x'");
    QTest::newRow("a plural form") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1"
                                   << QStringLiteral("на 1-й горизонтали 9 клеток");
    QTest::newRow("another plural form")
        << "8/8/8/8 w"
        << QStringLiteral("в строке FEN 2 поля; нужны расстановка фигур, очередь хода, рокировки "
                          "и поле взятия на проходе, а затем, по желанию, два счётчика ходов");
    QTest::newRow("a placeholder typed stays as typed")
        << "4k3/8/8/8/8/8/8/4K3 w %2 - 0 1"
        << QStringLiteral("поле рокировки \"%2\": неизвестная буква '%'");
    QTest::newRow("a side") << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"
                            << QStringLiteral("сторона, которая не ходит, под шахом (чёрный "
                                              "король на e8)");
}

// The core's reasons are translated like the rest of the window: the template from the .ts
// files, the text the user typed and the squares put in as they are.
void TestEditor::reasonsInRussian() {
    QFETCH(QString, fen);
    QFETCH(QString, reason);
    QTranslator russian;
    QVERIFY(russian.load(QStringLiteral(":/i18n/ferz_ru.qm")));
    QVERIFY(QCoreApplication::installTranslator(&russian));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&russian); });

    m_editor->fenEdit()->setFocus();
    m_editor->fenEdit()->selectAll();
    QTest::keyClicks(m_editor->fenEdit(), fen);
    QVERIFY(!m_editor->okButton()->isEnabled());
    QCOMPARE(m_editor->problem(), reason);
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
