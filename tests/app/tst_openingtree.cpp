// The opening tree's panel against a hand-built library in a temporary folder: the rows and
// their order, the filter, the book's moves beside the library's, the sentence a screen reader
// reads, what a click and Enter ask to play, the arrows kept from the window's shortcuts; its
// reader (TreeQuery) answering only the last of several requests; and in the window, waiting
// while a game is played, then Enter on a move in review playing it as a variation.
#include "announcer.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamepolicy.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "notation.h"
#include "openingtree.h"
#include "openingtreemodel.h"
#include "openingtreepanel.h"
#include "polyglot.h"
#include "reviewnavigator.h"
#include "treequery.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QVBoxLayout>

#include <sstream>

using namespace ferz;

Q_DECLARE_METATYPE(ferz::Move)
Q_DECLARE_METATYPE(TreeFilter)

namespace {

std::string game(const std::string& white, const std::string& black, const std::string& date,
                 const std::string& result, const std::string& moves) {
    return "[Event \"Club\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \"" +
           black + "\"]\n[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

// Four games with 1. e4 (White: one won, two drawn, one lost), two with 1. d4 (both won by
// White), one with 1. Nf3; Anna is the user (White in two, Black in one).
const std::string Games = game("Anna", "Bob", "2026.01.01", "1-0", "1. e4 e5") +
                          game("Bob", "Anna", "2026.02.01", "1/2-1/2", "1. e4 c5") +
                          game("Cid", "Dan", "2025.05.05", "1/2-1/2", "1. e4 e5") +
                          game("Anna", "Cid", "2026.03.03", "0-1", "1. e4 e6") +
                          game("Dan", "Cid", "2024.01.01", "1-0", "1. d4 d5") +
                          game("Eve", "Dan", "2024.06.01", "1-0", "1. d4 Nf6") +
                          game("Eve", "Bob", "2023.01.01", "0-1", "1. Nf3 d5");

Move move(const Position& p, const char* san) {
    const Parsed<Move> m = parseSan(p, san);
    if (!m) qFatal("test move %s", san);
    return *m;
}

// A book of the start position: e4 and c4, of equal weight.
std::vector<BookMove> startBook() {
    const Position start;
    return {{move(start, "e4"), 3}, {move(start, "c4"), 3}};
}

QString cell(const OpeningTreeModel& model, int row, int column) {
    return model.data(model.index(row, column)).toString();
}

QStringList moves(const OpeningTreeModel& model) {
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << cell(model, row, OpeningTreeModel::MoveColumn);
    return out;
}

} // namespace

class TestOpeningTree : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsAndOrder();
    void filterAndBook();
    void sentence();
    void clickAndEnterPlay();
    void screenReaderReadsTheRows();
    void arrowsStayInTheList();
    void latestRequestWins();
    void inTheWindow();
    void libraryThatCannotBeUsed();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<Library> m_library;
};

void TestOpeningTree::initTestCase() {
    silenceOffscreenSizeHintWarning();
    qRegisterMetaType<ferz::Move>();
    qRegisterMetaType<TreeFilter>();
    m_path = m_dir.filePath(QStringLiteral("library.sqlite"));
    m_library = std::make_unique<Library>(m_path, QStringLiteral("tree-test"));
    QVERIFY(m_library->open(nullptr));
    std::istringstream in(Games);
    QCOMPARE(m_library->import(in, {QStringLiteral("anna")}).added, 7);
}

// The most played first, with the side to move's score, the draws and the last date.
void TestOpeningTree::rowsAndOrder() {
    OpeningTreeModel model;
    const Position start;
    model.setPosition(start, {});
    QCOMPARE(model.rowCount(), 0);
    model.setLibraryMoves(m_library->tree(start));
    QCOMPARE(moves(model), QStringList({"e4", "d4", "Nf3"}));
    QCOMPARE(model.libraryRows(), 3);
    QCOMPARE(cell(model, 0, OpeningTreeModel::GamesColumn), QStringLiteral("4"));
    QCOMPARE(cell(model, 0, OpeningTreeModel::ScoreColumn), QStringLiteral("50%"));
    QCOMPARE(cell(model, 0, OpeningTreeModel::DrawsColumn), QStringLiteral("2"));
    QCOMPARE(cell(model, 0, OpeningTreeModel::DateColumn), QStringLiteral("2026.03.03"));
    QCOMPARE(cell(model, 1, OpeningTreeModel::ScoreColumn), QStringLiteral("100%"));
    QCOMPARE(cell(model, 2, OpeningTreeModel::ScoreColumn), QStringLiteral("0%"));
    // No game gives a level or a rating.
    QCOMPARE(cell(model, 0, OpeningTreeModel::OpponentColumn), QString());
    QVERIFY(!model.hasOpponents());
    QCOMPARE(model.moveAt(1), move(start, "d4"));
    QCOMPARE(model.moveAt(3), Move::none());
    // Black to move: the score is Black's.
    Position e4 = start;
    StateInfo undo;
    e4.makeMove(move(start, "e4"), undo);
    model.setPosition(e4, {});
    model.setLibraryMoves(m_library->tree(e4));
    QCOMPARE(model.rowCount(), 3); // e5 twice, then c5 and e6 once each
    QCOMPARE(cell(model, 0, OpeningTreeModel::MoveColumn), QStringLiteral("e5"));
    QCOMPARE(cell(model, 0, OpeningTreeModel::ScoreColumn), QStringLiteral("25%"));
    // The opponents' average, rounded, in its column and in the row's sentence.
    QList<TreeMove> rated = m_library->tree(e4);
    rated[0].averageOpponent = 1450.5;
    model.setLibraryMoves(rated);
    QVERIFY(model.hasOpponents());
    QCOMPARE(cell(model, 0, OpeningTreeModel::OpponentColumn), QStringLiteral("1451"));
    QCOMPARE(cell(model, 1, OpeningTreeModel::OpponentColumn), QString());
    QVERIFY2(model.sentence(0).contains(QStringLiteral("opponents' average rating 1451")),
             qPrintable(model.sentence(0)));
}

// The filter of the panel reaches the library's query; the book's moves follow the library's,
// and a move in both has its share of the book beside its games.
void TestOpeningTree::filterAndBook() {
    OpeningTreePanel panel;
    QSignalSpy changed(&panel, &OpeningTreePanel::filterChanged);
    panel.gamesChoice()->setCurrentIndex(int(TreeFilter::Games::MineAsWhite));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(panel.filter().games, TreeFilter::Games::MineAsWhite);
    const Position start;
    panel.model()->setPosition(start, startBook());
    panel.model()->setLibraryMoves(m_library->tree(start, panel.filter()));
    QCOMPARE(moves(*panel.model()), QStringList({"e4", "c4"}));
    QCOMPARE(panel.model()->libraryRows(), 1);
    QCOMPARE(cell(*panel.model(), 0, OpeningTreeModel::GamesColumn), QStringLiteral("2"));
    QCOMPARE(cell(*panel.model(), 0, OpeningTreeModel::BookColumn), QStringLiteral("50%"));
    QCOMPARE(cell(*panel.model(), 1, OpeningTreeModel::GamesColumn), QString());
    QCOMPARE(cell(*panel.model(), 1, OpeningTreeModel::BookColumn), QStringLiteral("50%"));

    panel.gamesChoice()->setCurrentIndex(int(TreeFilter::Games::Player));
    QVERIFY(!panel.playerChoice()->isHidden());
    panel.setPlayers({QStringLiteral("Anna"), QStringLiteral("Eve")});
    QCOMPARE(panel.playerChoice()->count(), 2);
    panel.playerChoice()->setCurrentText(QStringLiteral("Eve"));
    QCOMPARE(panel.filter().player, QStringLiteral("Eve"));
    QCOMPARE(changed.last().at(0).value<TreeFilter>().player, QStringLiteral("Eve"));
    panel.model()->setLibraryMoves(m_library->tree(start, panel.filter()));
    QCOMPARE(panel.model()->libraryRows(), 2); // d4 and Nf3, once each
    QCOMPARE(moves(*panel.model()).mid(2), QStringList({"e4", "c4"}));

    panel.gamesChoice()->setCurrentIndex(int(TreeFilter::Games::Imported));
    QVERIFY(panel.playerChoice()->isHidden());
    QCOMPARE(panel.filter().player, QString());
}

void TestOpeningTree::sentence() {
    OpeningTreeModel model;
    const Position start;
    model.setPosition(start, startBook());
    model.setLibraryMoves(m_library->tree(start));
    QCOMPARE(model.sentence(0), QStringLiteral("e4, 4 games, White scores 50 percent, 2 draws, "
                                               "last played 2026.03.03, in the book, 50 percent"));
    QCOMPARE(
        model.sentence(2),
        QStringLiteral("Nf3, 1 game, White scores 0 percent, 0 draws, last played 2023.01.01"));
    QCOMPARE(model.sentence(3), QStringLiteral("c4, in the book, 50 percent"));
    QCOMPARE(model.data(model.index(0, 0), Qt::AccessibleTextRole).toString(), model.sentence(0));
    // Figurines on the screen, letters for the ear.
    model.setSanText(SanText(SanText::Figurines));
    QCOMPARE(cell(model, 2, OpeningTreeModel::MoveColumn), QStringLiteral("♞f3"));
    QVERIFY(model.sentence(2).startsWith(QStringLiteral("Nf3, ")));
}

void TestOpeningTree::clickAndEnterPlay() {
    OpeningTreePanel panel;
    panel.resize(400, 300);
    const Position start;
    panel.model()->setPosition(start, startBook());
    panel.model()->setLibraryMoves(m_library->tree(start));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy chosen(&panel, &OpeningTreePanel::moveChosen);
    QTreeView* view = panel.view();
    view->setFocus();
    QCOMPARE(view->currentIndex().row(), 0); // a new position's first move is current
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.last().at(0).value<Move>(), move(start, "d4"));
    QTest::keyClick(view, Qt::Key_End);
    QTest::keyClick(view, Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(chosen.last().at(0).value<Move>(), move(start, "c4"));
    const QRect third = view->visualRect(panel.model()->index(2, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, third.center());
    QCOMPARE(chosen.count(), 3);
    QCOMPARE(chosen.last().at(0).value<Move>(), move(start, "Nf3"));
}

// What AT-SPI serves (Qt's accessible interfaces): a tree named "Opening tree" with its column
// headers, every row's first cell read as the model's sentence, and the current row the focused
// one, following the arrows.
void TestOpeningTree::screenReaderReadsTheRows() {
    OpeningTreePanel panel;
    panel.resize(400, 300);
    const Position start;
    panel.model()->setPosition(start, startBook());
    panel.model()->setLibraryMoves(m_library->tree(start));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTreeView* view = panel.view();
    view->setFocus();
    QAccessibleInterface* tree = QAccessible::queryAccessibleInterface(view);
    QVERIFY(tree);
    QCOMPARE(tree->role(), QAccessible::Tree);
    QCOMPARE(tree->text(QAccessible::Name), QStringLiteral("Opening tree"));
    QVERIFY(!tree->text(QAccessible::Description).isEmpty());
    QAccessibleTableInterface* table = tree->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), panel.model()->rowCount());
    QCOMPARE(table->columnCount(), panel.model()->columnCount());
    QCOMPARE(table->columnDescription(OpeningTreeModel::MoveColumn),
             panel.model()->headerData(OpeningTreeModel::MoveColumn, Qt::Horizontal).toString());
    for (int row = 0; row < panel.model()->rowCount(); ++row) {
        QAccessibleInterface* cell = table->cellAt(row, OpeningTreeModel::MoveColumn);
        QVERIFY(cell);
        QCOMPARE(cell->text(QAccessible::Name), panel.model()->sentence(row));
    }
    QTest::keyClick(view, Qt::Key_Down);
    QAccessibleInterface* focused = tree->focusChild();
    QVERIFY(focused);
    QCOMPARE(focused->text(QAccessible::Name), panel.model()->sentence(1));
    QVERIFY(focused->text(QAccessible::Name)
                .startsWith(QStringLiteral("d4, 2 games, White scores "
                                           "100 percent")));
}

// The window's arrows step through the game; in the list they move in the list.
void TestOpeningTree::arrowsStayInTheList() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* button = new QPushButton(QStringLiteral("board"), &window);
    layout->addWidget(button);
    auto* panel = new OpeningTreePanel(&window);
    layout->addWidget(panel);
    window.resize(400, 300);
    auto* down = new QAction(&window);
    down->setShortcut(Qt::Key_Down);
    window.addAction(down);
    QSignalSpy stepped(down, &QAction::triggered);
    const Position start;
    panel->model()->setPosition(start, {});
    panel->model()->setLibraryMoves(m_library->tree(start));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Down); // elsewhere, the window's step
    QCOMPARE(stepped.count(), 1);
    panel->view()->setFocus();
    QTest::keyClick(panel->view(), Qt::Key_Down);
    QCOMPARE(stepped.count(), 1);
    QCOMPARE(panel->view()->currentIndex().row(), 1);
}

// Three requests in a row: the answer is the last one's, and the others are not heard of.
void TestOpeningTree::latestRequestWins() {
    TreeQuery query(m_path);
    QSignalSpy answered(&query, &TreeQuery::answered);
    const Position start;
    Position e4 = start;
    StateInfo undo;
    e4.makeMove(move(start, "e4"), undo);
    Position d4 = start;
    StateInfo undo2;
    d4.makeMove(move(start, "d4"), undo2);
    query.ask(start, {});
    query.ask(e4, {});
    const quint64 last = query.ask(d4, {});
    QCOMPARE(query.latest(), last);
    QVERIFY(answered.wait(5000));
    QTest::qWait(100); // time for a stale answer to arrive, if one were let through
    QCOMPARE(answered.count(), 1);
    QCOMPARE(answered.first().at(0).toULongLong(), last);
    const auto got = answered.first().at(1).value<QList<TreeMove>>();
    QCOMPARE(got.size(), 2); // 1. d4 d5 and 1. d4 Nf6
    QCOMPARE(got[0].move, move(d4, "d5"));

    QSignalSpy players(&query, &TreeQuery::playersRead);
    query.askPlayers();
    QVERIFY(players.wait(5000));
    QCOMPARE(players.first().at(0).toStringList(),
             QStringList({"Anna", "Bob", "Cid", "Dan", "Eve"}));
}

// The window's tree: while the game against Ferz it starts is played, only why it waits; in a
// game read from a file, the library's moves of the position on show, and Enter on one of them
// in review adds it as a variation, on show, the game's own moves kept.
void TestOpeningTree::inTheWindow() {
    QTemporaryDir dir;
    const std::unique_ptr<QSettings> settings = quietSettings(dir);
    {
        Library library(dir.filePath(QStringLiteral("library.sqlite")), QStringLiteral("fill"));
        QVERIFY(library.open(nullptr));
        std::istringstream in(Games);
        QCOMPARE(library.import(in, {}).added, 7);
    }
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.game()->setMinimumReplyMs(0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    OpeningTree* tree = window.openingTree();
    QVERIFY(!tree->isOpen());
    tree->action()->trigger();
    QVERIFY(tree->isOpen());
    auto* notice = tree->panel()->findChild<QLabel*>(QStringLiteral("openingTreeNotice"));
    QVERIFY(notice);
    QTRY_VERIFY(tree->panel()->view()->isHidden());
    QCOMPARE(notice->text(), GamePolicy::of(*window.game()).reason(GamePolicy::Help::OpeningTree));
    QVERIFY(!notice->text().isEmpty());

    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(
        writeFile(path, "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
    QVERIFY(window.document()->open(path));
    window.review()->showPly(1);
    QTRY_VERIFY(!tree->panel()->view()->isHidden());
    QTRY_COMPARE(tree->panel()->model()->libraryRows(), 3); // e5, c5 and e6
    OpeningTreeModel* model = tree->panel()->model();
    const Position afterE4 = model->position();
    // The game's own move, chosen in the tree, is only a step: nothing is added or to save.
    QVERIFY(!window.document()->modified());
    int e5 = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->moveAt(row) == move(afterE4, "e5")) e5 = row;
    QVERIFY(e5 >= 0);
    tree->panel()->view()->setFocus();
    tree->panel()->view()->setCurrentIndex(model->index(e5, 0));
    QTest::keyClick(tree->panel()->view(), Qt::Key_Return);
    QCOMPARE(window.review()->ply(), 2);
    QCOMPARE(window.game()->tree().size(), 4);
    QVERIFY(!window.document()->modified());
    window.review()->showPly(1);
    QTRY_COMPARE(model->position().key(), afterE4.key());
    QTRY_COMPARE(model->libraryRows(), 3);
    int c5 = -1;
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->moveAt(row) == move(afterE4, "c5")) c5 = row;
    QVERIFY(c5 >= 0);
    QTreeView* view = tree->panel()->view();
    view->setFocus();
    view->setCurrentIndex(model->index(c5, 0));
    QTest::keyClick(view, Qt::Key_Return);
    const GameTree::Node* shown = window.review()->node();
    QVERIFY(shown && shown->parent);
    QCOMPARE(shown->move(), move(afterE4, "c5"));
    QCOMPARE(shown->ply, 2);
    QVERIFY(!GameTree::isOnMainLine(shown));
    QCOMPARE(window.game()->game().ply(), 4u);
    // The tree follows to the position after the move played.
    QTRY_COMPARE(model->position().key(), window.review()->position().key());
    // A game that ended: at its last position nothing is played after it, and the window says
    // why.
    QVERIFY(writeFile(path, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"));
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Discard)->click(); });
    QVERIFY(window.document()->open(path));
    QVERIFY(window.game()->over());
    QVERIFY(!window.review()->reviewing());
    QTRY_COMPARE(model->libraryRows(), 3);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(window.game()->game().ply(), 1u);
    QTRY_VERIFY( // said at the end of the event loop's turn
        window.announcer()->lastAnnouncement().contains(QStringLiteral("ended in this position")));
    // The choice of games is kept for the next start.
    tree->panel()->gamesChoice()->setCurrentIndex(int(TreeFilter::Games::Imported));
    QCOMPARE(settings->value(QStringLiteral("window/openingTreeGames")).toInt(),
             int(TreeFilter::Games::Imported));
    QVERIFY(settings->value(QStringLiteral("window/openingTree")).toBool());
}

// A library that could not be opened gives the tree no games: it shows the book's moves and
// says why its counts are empty, and where the book has none, that the library could not help
// either (not "no game went on from here", which was never asked).
void TestOpeningTree::libraryThatCannotBeUsed() {
    QTemporaryDir dir;
    const std::unique_ptr<QSettings> settings = quietSettings(dir);
    // The library's folder is a file: it cannot be made, so the library cannot be opened.
    QFile blocker(dir.filePath(QStringLiteral("blocked")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    MainWindow window(*settings, dir.filePath(QStringLiteral("blocked/autosave.pgn")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.library()->isReady());
    QVERIFY(!window.library()->isUsable());

    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    QVERIFY(
        writeFile(path, "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. a3 h6 2. h3 a6 *\n"));
    QVERIFY(window.document()->open(path));
    OpeningTree* tree = window.openingTree();
    tree->action()->trigger();
    auto* notice = tree->panel()->findChild<QLabel*>(QStringLiteral("openingTreeNotice"));
    QVERIFY(notice);
    OpeningTreeModel* model = tree->panel()->model();
    window.review()->showPly(0);
    QTRY_VERIFY(model->rowCount() > 0); // the book's first moves
    QCOMPARE(model->libraryRows(), 0);
    QVERIFY(!tree->panel()->view()->isHidden());
    QTRY_COMPARE(notice->text(), QStringLiteral("The game library cannot be used now, so only the "
                                                "book's moves are shown."));
    QVERIFY(notice->isVisible());
    window.review()->showPly(4); // out of the book
    QTRY_COMPARE(model->rowCount(), 0);
    QTRY_COMPARE(notice->text(), QStringLiteral("The game library cannot be used now, and the "
                                                "book has no move here."));
}

QTEST_MAIN(TestOpeningTree)
#include "tst_openingtree.moc"
