// The pen (issue 56): arrows and marks drawn on the board with the mouse and the keys, their
// colours by modifiers, the same again taking them away, a left click clearing them; in the
// window, kept in the comment of the move on show as [%cal]/[%csl] (the start position's in the
// game's first comment), read back from a game, undone, said for a screen reader.
#include "announcer.h"
#include "boardaccessible.h"
#include "boardpen.h"
#include "boardscene.h"
#include "boardview.h"
#include "diagram.h"
#include "diagramactions.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "guitest.h"
#include "mainwindow.h"
#include "movegen.h"
#include "pen.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGraphicsPathItem>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QXmlStreamReader>

using namespace ferz;

class TestPen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void mouseDrawsAndToggles();
    void leftClickClears();
    void previewFollowsThePointer();
    void rightClickPutsBackAPieceInTheHand();
    void keysDraw();
    void keptWithTheMoveOnShow();
    void startPositionInFirstComment();
    void readFromAGameAndSaid();
    void svgDiagram();
    void pngDiagram();
    void diagramOfThePositionOnShow();

private:
    QWidget* viewport() const { return m_view->viewport(); }
    QPoint pointOf(Square s) const { return m_view->mapFromScene(m_scene->squareCenter(s)); }
    void rightDrag(Square from, Square to, Qt::KeyboardModifiers mods = {});
    void key(int k, Qt::KeyboardModifiers mods = {});
    const Drawings& drawings() const { return m_scene->pen()->drawings(); }
    // The pen's faint items: what is being drawn (an arrow to the pointer, a ring where an
    // arrow by the keys starts).
    QList<QGraphicsPathItem*> faint() const {
        QList<QGraphicsPathItem*> out;
        for (QGraphicsItem* item : m_scene->items())
            if (auto* path = dynamic_cast<QGraphicsPathItem*>(item);
                path && qAbs(path->brush().color().alphaF() - 0.4) < 0.01)
                out << path;
        return out;
    }
    int faintItems() const { return int(faint().size()); }
    QColor faintColor() const { return faint().value(0) ? faint()[0]->brush().color() : QColor(); }
    void openWindow(const QString& pgn);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<BoardScene> m_ownScene;
    std::unique_ptr<BoardView> m_ownView;
    BoardScene* m_scene = nullptr;
    BoardView* m_view = nullptr;
};

void TestPen::initTestCase() {
    silenceOffscreenSizeHintWarning();
}

// A board of its own, showing the start position with its legal moves.
void TestPen::init() {
    m_ownScene = std::make_unique<BoardScene>();
    m_ownView = std::make_unique<BoardView>(m_ownScene.get());
    m_scene = m_ownScene.get();
    m_view = m_ownView.get();
    m_view->resize(480, 480);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    const Position start;
    const ferz::MoveList legal(start);
    m_scene->showPosition(start, Move::none());
    m_scene->setLegalMoves({legal.begin(), legal.end()});
}

void TestPen::cleanup() {
    m_window.reset();
    m_ownView.reset();
    m_ownScene.reset();
    m_settings.reset();
    m_dir.reset();
}

void TestPen::rightDrag(Square from, Square to, Qt::KeyboardModifiers mods) {
    QTest::mousePress(viewport(), Qt::RightButton, mods, pointOf(from));
    constexpr int Steps = 4;
    for (int i = 1; i <= Steps; ++i)
        QTest::mouseMove(viewport(), pointOf(from) + (pointOf(to) - pointOf(from)) * i / Steps);
    QTest::mouseRelease(viewport(), Qt::RightButton, mods, pointOf(to));
}

void TestPen::key(int k, Qt::KeyboardModifiers mods) {
    QTest::keyClick(viewport(), Qt::Key(k), mods);
}

void TestPen::mouseDrawsAndToggles() {
    QSignalSpy edited(m_scene->pen(), &BoardPen::edited);
    rightDrag(E2, E4);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Green, E2, E4}}));
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.last().at(1).toString(), QString("Arrow from e2 to e4, green."));
    rightDrag(D1, D8, Qt::ShiftModifier);
    rightDrag(G1, F3, Qt::AltModifier);
    rightDrag(B1, C3, Qt::ShiftModifier | Qt::AltModifier);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Green, E2, E4},
                                                         {DrawColor::Red, D1, D8},
                                                         {DrawColor::Blue, G1, F3},
                                                         {DrawColor::Yellow, B1, C3}}));
    // A right click marks a square; the same again takes it away, another colour recolours.
    rightDrag(F7, F7);
    QCOMPARE(drawings().marks, (std::vector<DrawnMark>{{DrawColor::Green, F7}}));
    rightDrag(F7, F7, Qt::ShiftModifier);
    QCOMPARE(drawings().marks, (std::vector<DrawnMark>{{DrawColor::Red, F7}}));
    rightDrag(F7, F7, Qt::ShiftModifier);
    QVERIFY(drawings().marks.empty());
    rightDrag(E2, E4);
    QCOMPARE(drawings().arrows.size(), 3u);
    QVERIFY(!drawings().arrowColor(E2, E4));
    QCOMPARE(edited.last().at(1).toString(), QString("Arrow from e2 to e4 removed."));
    QCOMPARE(edited.size(), 8);
    // Nothing moved on the board, and nothing was asked of the game.
    QCOMPARE(m_scene->pieceOn(E2), WhitePawn);
}

// While the button is held, a faint arrow follows the pointer from the square pressed; back on
// that square it goes; the release draws the arrow for real.
void TestPen::previewFollowsThePointer() {
    QTest::mousePress(viewport(), Qt::RightButton, {}, pointOf(C2));
    QCOMPARE(faintItems(), 0);
    QTest::mouseMove(viewport(), pointOf(C4));
    QCOMPARE(faintItems(), 1);
    QCOMPARE(faintColor(), Pen::color(DrawColor::Green, 0.4));
    QTest::mouseMove(viewport(), pointOf(C2));
    QCOMPARE(faintItems(), 0);
    QTest::mouseMove(viewport(), pointOf(C5));
    QCOMPARE(faintItems(), 1);
    QTest::mouseRelease(viewport(), Qt::RightButton, {}, pointOf(C5));
    QCOMPARE(faintItems(), 0);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Green, C2, C5}}));
}

void TestPen::leftClickClears() {
    QSignalSpy moves(m_scene, &BoardScene::moveRequested);
    rightDrag(E2, E4);
    rightDrag(D5, D5);
    QVERIFY(!drawings().empty());
    QSignalSpy edited(m_scene->pen(), &BoardPen::edited);
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(D5));
    QVERIFY(drawings().empty());
    QCOMPARE(edited.size(), 1);
    QVERIFY(edited.last().at(0).value<Drawings>().empty());
    // A left click on nothing drawn says nothing; the click still plays as ever.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(E2));
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(E4));
    QCOMPARE(edited.size(), 1);
    QCOMPARE(moves.size(), 1);
}

// With a piece in the hand, a right press puts it back and draws nothing (as before).
void TestPen::rightClickPutsBackAPieceInTheHand() {
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(E2));
    QCOMPARE(m_scene->selectedSquare(), E2);
    rightDrag(E2, E2);
    QCOMPARE(m_scene->selectedSquare(), NoSquare);
    QVERIFY(drawings().empty());
}

void TestPen::keysDraw() {
    m_view->setFocus();
    QSignalSpy said(m_scene->pen(), &BoardPen::said);
    m_scene->setFocusSquare(F7);
    key(Qt::Key_X); // the framed square, green
    QCOMPARE(drawings().marks, (std::vector<DrawnMark>{{DrawColor::Green, F7}}));
    key(Qt::Key_X, Qt::ShiftModifier | Qt::AltModifier);
    QCOMPARE(drawings().marks, (std::vector<DrawnMark>{{DrawColor::Yellow, F7}}));
    // V on e2, the arrows to e4, V again: an arrow.
    m_scene->setFocusSquare(E2);
    key(Qt::Key_V);
    QCOMPARE(m_scene->pen()->keyArrowStart(), E2);
    QCOMPARE(said.size(), 1);
    key(Qt::Key_Up);
    key(Qt::Key_Up);
    QCOMPARE(m_scene->focusSquare(), E4);
    key(Qt::Key_V, Qt::AltModifier);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Blue, E2, E4}}));
    QCOMPARE(m_scene->pen()->keyArrowStart(), NoSquare);
    // Escape forgets an arrow begun, and the ring that showed where it starts.
    QCOMPARE(faintItems(), 0);
    key(Qt::Key_V, Qt::ShiftModifier);
    QCOMPARE(faintItems(), 1);
    QCOMPARE(faintColor(), Pen::color(DrawColor::Red, 0.4));
    key(Qt::Key_Escape);
    QCOMPARE(faintItems(), 0);
    key(Qt::Key_V);
    key(Qt::Key_Escape);
    key(Qt::Key_Down);
    key(Qt::Key_V);
    QCOMPARE(m_scene->pen()->keyArrowStart(), E3);
    key(Qt::Key_Escape);
    QCOMPARE(drawings().arrows.size(), 1u);
    QVERIFY(m_scene->pen()->wantsKey(Qt::Key_Delete));
    key(Qt::Key_Delete);
    QVERIFY(drawings().empty());
    QVERIFY(!m_scene->pen()->wantsKey(Qt::Key_Delete)); // then Delete is the window's again
}

void TestPen::openWindow(const QString& pgn) {
    m_ownView.reset();
    m_ownScene.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = quietSettings(*m_dir);
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_scene = m_window->scene();
    m_view = m_window->boardView();
    QVERIFY(m_window->document()->openGame(pgn));
}

// In review the drawings are the move on show's: written into its comment (after its words),
// gone when another move is shown, back when it is shown again; the edit marks the document
// modified and is undone by Undo Edit.
void TestPen::keptWithTheMoveOnShow() {
    openWindow(QStringLiteral("1. e4 {Centre.} e5 2. Nf3 Nc6 *"));
    ReviewNavigator* review = m_window->review();
    review->showPly(1);
    const GameTree::Node* first = review->node();
    QCOMPARE(first->san, std::string("e4"));
    m_window->document()->markClean();
    rightDrag(D1, H5, Qt::ShiftModifier);
    rightDrag(F7, F7);
    QCOMPARE(first->data.comments, (std::vector<std::string>{"[%csl Gf7] [%cal Rd1h5] Centre."}));
    QVERIFY(m_window->document()->modified());
    review->showPly(2);
    QVERIFY(drawings().empty());
    rightDrag(G8, F6);
    QCOMPARE(review->node()->data.comments, (std::vector<std::string>{"[%cal Gg8f6]"}));
    review->showPly(1);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Red, D1, H5}}));
    QCOMPARE(drawings().marks, (std::vector<DrawnMark>{{DrawColor::Green, F7}}));
    // A left click clears this move's only; the game's text keeps the other.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, pointOf(D4));
    QCOMPARE(first->data.comments, (std::vector<std::string>{"Centre."}));
    const std::string pgn = writePgn(m_window->game()->tree().toPgn());
    QVERIFY2(pgn.find("{[%cal Gg8f6]}") != std::string::npos, pgn.c_str());
    // Undo Annotation brings the cleared drawings back.
    m_window->action(QStringLiteral("undoEdit"))->trigger();
    QCOMPARE(first->data.comments, (std::vector<std::string>{"[%csl Gf7] [%cal Rd1h5] Centre."}));
    QCOMPARE(drawings().arrows.size(), 1u);
    // The comment dialog's text is the words only.
    QCOMPARE(QString::fromStdString(commentText(first->data.comments[0])), QString("Centre."));
}

// Before the first move, the drawings are the game's first comment's.
void TestPen::startPositionInFirstComment() {
    openWindow(QStringLiteral("{A lesson.} 1. d4 d5 *"));
    m_window->review()->showPly(0);
    QVERIFY(!m_window->review()->node()->parent);
    rightDrag(D2, D4);
    const PgnGame pgn = m_window->game()->tree().toPgn();
    QCOMPARE(pgn.comments, (std::vector<std::string>{"[%cal Gd2d4] A lesson."}));
    QVERIFY(pgn.moves[0].comments.empty());
}

// A game read with drawings shows them on its moves; the board's cells and the announcer say
// them.
void TestPen::readFromAGameAndSaid() {
    openWindow(QStringLiteral("1. e4 {[%csl Ye4,Rd5][%cal Gg1f3]} e5 *"));
    m_window->review()->showPly(1);
    QCOMPARE(drawings().marks.size(), 2u);
    QCOMPARE(drawings().arrows, (std::vector<DrawnArrow>{{DrawColor::Green, G1, F3}}));
    QCOMPARE(BoardAccessible::cellName(*m_scene, G1),
             QString("g1, white knight, arrow to f3, green"));
    QCOMPARE(BoardAccessible::cellName(*m_scene, E4), QString("e4, white pawn, marked yellow"));
    rightDrag(B1, C3, Qt::AltModifier);
    QTRY_VERIFY(
        m_window->announcer()->lastAnnouncement().endsWith(QString("Arrow from b1 to c3, blue.")));
}

namespace {

// What an SVG diagram holds: its squares (rects a square wide), the paths filled in each of
// the pen's colours, the fills of the squares, and its description.
struct SvgCount {
    int squares = 0;
    std::map<QString, int> penPaths; // by fill colour
    QSet<QString> squareFills;
    QString description;
};

SvgCount countSvg(const QByteArray& svg, qreal squareSize) {
    SvgCount out;
    const QSet<QString> penColors = {
        Pen::color(DrawColor::Green).name(), Pen::color(DrawColor::Red).name(),
        Pen::color(DrawColor::Blue).name(), Pen::color(DrawColor::Yellow).name()};
    QXmlStreamReader xml(svg);
    QStringList fills; // of the open groups
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            const QString fill = xml.attributes().value(QStringLiteral("fill")).toString();
            if (xml.name() == u"g") fills << fill;
            const QString inherited = fills.isEmpty() ? QString() : fills.back();
            if (xml.name() == u"rect" &&
                qAbs(xml.attributes().value(QStringLiteral("width")).toDouble() - squareSize) <
                    0.5) {
                ++out.squares;
                out.squareFills << inherited;
            }
            if (xml.name() == u"path" && penColors.contains(inherited)) ++out.penPaths[inherited];
            if (xml.name() == u"desc") out.description = xml.readElementText();
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"g") {
            fills.removeLast();
        }
    }
    if (xml.hasError()) qWarning() << xml.errorString();
    return out;
}

Drawings lesson() {
    Drawings d;
    d.toggleArrow(DrawColor::Green, E2, E4);
    d.toggleArrow(DrawColor::Red, D1, H5);
    d.toggleMark(DrawColor::Yellow, F7);
    d.toggleMark(DrawColor::Blue, E5);
    return d;
}

} // namespace

// The SVG is vector graphics read back as XML: 64 squares, an arrow or mark per drawing in its
// colour (printed too), none when they are left out, the FEN as its description.
void TestPen::svgDiagram() {
    DiagramStyle style;
    style.theme = BoardTheme::byId({});
    style.size = 400; // 20 of margin, squares of 47.5
    const Position pos;
    SvgCount c = countSvg(diagramSvg(pos, lesson(), style), style.squareSize());
    QCOMPARE(c.squares, 64);
    QCOMPARE(c.penPaths[Pen::color(DrawColor::Green).name()], 1);
    QCOMPARE(c.penPaths[Pen::color(DrawColor::Red).name()], 1);
    QCOMPARE(c.penPaths[Pen::color(DrawColor::Yellow).name()], 1);
    QCOMPARE(c.penPaths[Pen::color(DrawColor::Blue).name()], 1);
    QCOMPARE(c.squareFills, (QSet<QString>{style.theme.light.name(), style.theme.dark.name()}));
    QCOMPARE(c.description, QString::fromStdString(pos.fen()));

    style.drawings = false;
    c = countSvg(diagramSvg(pos, lesson(), style), style.squareSize());
    QCOMPARE(c.squares, 64);
    QVERIFY(c.penPaths.empty());

    style.drawings = true;
    style.colors = DiagramStyle::Print;
    style.coordinates = false; // squares of 50
    c = countSvg(diagramSvg(pos, lesson(), style), style.squareSize());
    QCOMPARE(style.squareSize(), 50.0);
    QCOMPARE(c.squares, 64);
    // In print the drawings keep their colours (they were all black, and could not be told
    // apart); the squares are white and grey.
    for (DrawColor color : {DrawColor::Green, DrawColor::Red, DrawColor::Yellow, DrawColor::Blue})
        QCOMPARE(c.penPaths[Pen::color(color).name()], 1);
    QCOMPARE(c.squareFills, (QSet<QString>{"#ffffff", "#bebebe"}));
}

// The PNG: its size, the pen's colours where the drawings are, the orientation.
void TestPen::pngDiagram() {
    DiagramStyle style;
    style.theme = BoardTheme::byId({});
    style.size = 400;
    style.coordinates = false;
    Drawings d;
    d.toggleMark(DrawColor::Blue, A1);
    const auto blueish = [](QColor c) { return c.blue() > c.red() + 40 && c.blue() > c.green(); };
    // The ring of a1's mark crosses the middle of its left edge, 4 pixels in.
    QImage image = diagramImage(Position(), d, style);
    QCOMPARE(image.size(), QSize(400, 400));
    QVERIFY(blueish(image.pixelColor(4, 375)));
    QVERIFY(!blueish(image.pixelColor(354, 25))); // h8's edge: no mark
    style.whiteBelow = false;                     // a1 in the top right corner
    image = diagramImage(Position(), d, style);
    QVERIFY(!blueish(image.pixelColor(4, 375)));
    QVERIFY(blueish(image.pixelColor(354, 25)));
}

// The window's diagram is the position on show's, with its drawings: written as SVG and PNG,
// and copied to the clipboard.
void TestPen::diagramOfThePositionOnShow() {
    openWindow(QStringLiteral("1. e4 {[%cal Gg1f3]} e5 *"));
    m_window->review()->showPly(1);
    auto* diagrams = m_window->findChild<DiagramActions*>();
    QVERIFY(diagrams);
    QVERIFY(m_window->action(QStringLiteral("exportDiagram")));
    DiagramStyle style = diagrams->boardStyle();
    QCOMPARE(style.lastMove, m_window->review()->node()->move());
    const QString svgPath = m_dir->filePath(QStringLiteral("d.svg"));
    QVERIFY(diagrams->write(svgPath, style));
    QFile svg(svgPath);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    SvgCount c = countSvg(svg.readAll(), style.squareSize());
    QCOMPARE(c.squares, 64);
    QCOMPARE(c.penPaths[Pen::color(DrawColor::Green).name()], 1);
    QCOMPARE(c.description, QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    const QString pngPath = m_dir->filePath(QStringLiteral("d.png"));
    QVERIFY(diagrams->write(pngPath, style));
    QCOMPARE(QImage(pngPath).size(), QSize(style.size, style.size));
    QString error;
    QVERIFY(
        !diagrams->write(m_dir->filePath(QStringLiteral("no/such/folder/d.png")), style, &error));
    QVERIFY(!error.isEmpty());
    m_window->action(QStringLiteral("copyDiagram"))->trigger();
    const QMimeData* copied = QApplication::clipboard()->mimeData();
    QVERIFY(copied && copied->hasImage());
    QCOMPARE(qvariant_cast<QImage>(copied->imageData()).size(), QSize(480, 480));
    QVERIFY(copied->data(QStringLiteral("image/svg+xml")).contains("<svg"));
}

QTEST_MAIN(TestPen)
#include "tst_pen.moc"
