// Games in files and on the clipboard, through the real window: saving and opening PGN, the
// game list of a file with several games, a game read from a file played on (its abandoned
// line kept as a variation), pasting PGN or FEN, and files that cannot be read, with the reason
// in the user's language.
#include "announcer.h"
#include "banner.h"
#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamepicker.h"
#include "guitest.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "movelist.h"
#include "notation.h"
#include "reviewnavigator.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUrl>
#include <QWindow>

#include <memory>

using namespace ferz;

namespace {

const char* const Annotated = R"([Event "Club championship"]
[Site "Moscow"]
[Date "2026.11.01"]
[Round "3"]
[White "Anna"]
[Black "Boris"]
[Result "*"]

{A sharp opening.} 1. e4 c5 {The Sicilian.} 2. Nf3 (2. c3 d5) 2... d6 3. d4 cxd4 4. Nxd4 Nf6
5. Nc3 a6 $1 *
)";

// The file's bytes now. A file Save replaced is a new file (QSaveFile): a handle opened before
// would still read the old one.
QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Position positionAfter(const PgnGame& game, std::size_t plies) {
    Position pos = game.start;
    for (std::size_t i = 0; i < plies; ++i) {
        StateInfo st;
        pos.makeMove(game.moves[i].move, st);
    }
    return pos;
}

} // namespace

class TestFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void saveAndOpen();
    void playOnKeepsTheFilesLine();
    void commentsAndGlyphsRoundTrip();
    void editsAreUndone();
    void commentWhileTheComputerMoves();
    void severalGames();
    void pickerOpensOnlyAChosenGame();
    void saveIntoAFileOfSeveralGames();
    void saveAsksWhenTheFileChanged();
    void repairedGameAsksBeforeSave();
    void otherEncodingsAndLineEnds();
    void pasteSeveralGames();
    void dropAFile_data();
    void dropAFile();
    void variantsAreRefused();
    void commentsAsWritten();
    void longCommentShowsAtOnce();
    void pasteGameOrPosition();
    void pasteErrorsInRussian();
    void unreadableFiles_data();
    void unreadableFiles();
    void recentFiles();
    void autosaveResumes();
    void autosaveKeepsTheClock();
    void autosaveKeepsTheTree();
    void corruptAutosaveIsSetAside_data();
    void corruptAutosaveIsSetAside();
    void finishedGameIsKeptUntilSavedOrDiscarded();
    void openingsAreNamed();

private:
    void reopen() {
        m_window.reset();
        m_window = std::make_unique<MainWindow>(*m_settings, autosavePath());
        m_window->game()->setMinimumReplyMs(0);
        m_window->show();
    }
    QString autosavePath() const { return m_dir->filePath(QStringLiteral("autosave.pgn")); }
    QString write(const QString& name, const QByteArray& text);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestFiles::initTestCase() {
    silenceOffscreenSizeHintWarning();
}

void TestFiles::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings = quietSettings(*m_dir);
    m_settings->setValue(QStringLiteral("game/level"), 600);
    m_settings->setValue(QStringLiteral("player/name"), QStringLiteral("Alex Tester"));
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->game()->setMinimumReplyMs(0);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFiles::cleanup() {
    m_window.reset();
    m_settings.reset();
    m_dir.reset();
}

QString TestFiles::write(const QString& name, const QByteArray& text) {
    const QString path = m_dir->filePath(name);
    return writeFile(path, text) ? path : QString();
}

// A game played in the window, saved, and opened in a new window: same moves, same tags.
void TestFiles::saveAndOpen() {
    GameController* game = m_window->game();
    QVERIFY(game->playHumanMove(Move(E2, E4)));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(2), 10000);
    QVERIFY(game->playHumanMove(Move(D2, D4)) || game->playHumanMove(Move(G1, F3)));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(4), 10000);
    const std::vector<Move> played = game->game().moves();

    const QString path = m_dir->filePath(QStringLiteral("mine.pgn"));
    QVERIFY(m_window->document()->saveTo(path));
    QCOMPARE(m_window->document()->path(), path);
    QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("mine.pgn")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QStringLiteral("[Event \"Casual game\"]")));
    QVERIFY(text.contains(QStringLiteral("[White \"Alex Tester\"]")));
    QVERIFY(text.contains(QStringLiteral("[Black \"Ferz (600 Elo)\"]")));
    QVERIFY(text.contains(QStringLiteral("[FerzLevel \"600\"]")));
    QVERIFY(text.contains(QStringLiteral("[Termination \"unterminated\"]")));
    QVERIFY(text.contains(QStringLiteral("1. e4 ")));

    m_window.reset();
    m_window =
        std::make_unique<MainWindow>(*m_settings, m_dir->filePath(QStringLiteral("autosave.pgn")));
    m_window->show();
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(m_window->game()->game().moves(), played);
    QVERIFY(m_window->game()->isHumanTurn()); // the user plays on as White
    QCOMPARE(m_window->game()->humanSide(), White);
    QCOMPARE(m_window->moveList()->moveCount(), int(played.size()));
}

// Opened from a file, taken back two moves and played differently: saving keeps the file's
// comments, glyphs and variations, and the file's own continuation becomes a variation.
void TestFiles::playOnKeepsTheFilesLine() {
    QVERIFY(m_window->document()->open(write(QStringLiteral("annotated.pgn"), Annotated)));
    GameController* game = m_window->game();
    QCOMPARE(game->game().ply(), std::size_t(10));
    QCOMPARE(game->humanSide(), White); // White to move after 5... a6
    QCOMPARE(m_window->moveList()->moveCount(), game->tree().size());

    m_window->action(QStringLiteral("undo"))->trigger(); // back to White's 5th move
    QCOMPARE(game->game().ply(), std::size_t(8));
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "Bd3")));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(10), 10000);

    const Parsed<PgnGame> again = readPgn(writePgn(game->toPgn()));
    QVERIFY2(again, again.error().c_str());
    QCOMPARE(QString::fromStdString(again->tag("White")), QStringLiteral("Anna"));
    QCOMPARE(again->comments, std::vector<std::string>{"A sharp opening."});
    QCOMPARE(again->moves[1].comments, std::vector<std::string>{"The Sicilian."});
    QCOMPARE(again->moves[2].variations.size(), std::size_t(1)); // 2. c3 d5
    QCOMPARE(again->moves.size(), std::size_t(10));
    QCOMPARE(QString::fromStdString(toSan(positionAfter(*again, 8), again->moves[8].move)),
             QStringLiteral("Bd3"));
    // 5. Nc3 a6!, the file's line, is now a variation of 5. Bd3.
    QCOMPARE(again->moves[8].variations.size(), std::size_t(1));
    const std::vector<PgnMove>& kept = again->moves[8].variations[0];
    QCOMPARE(kept.size(), std::size_t(2));
    QCOMPARE(kept[1].nags, std::vector<int>{1});
}

// The user's own comment and glyphs on a move of a game read from a file: written into the
// record and the list at once, marked unsaved, saved, and read back as they were, beside the
// file's own comments and glyphs.
void TestFiles::commentsAndGlyphsRoundTrip() {
    QVERIFY(m_window->document()->open(write(QStringLiteral("annotated.pgn"), Annotated)));
    QVERIFY(!m_window->document()->modified());
    for (const char* name : {"first", "next", "next", "next"}) // to 2. Nf3
        m_window->action(QLatin1String(name))->trigger();
    const QString typed = QStringLiteral("My idea } here,\nand {more} ;on a line");
    QString asked;
    whenModal<QInputDialog>([&](QInputDialog* dialog) {
        asked = dialog->labelText();
        dialog->setTextValue(typed);
        dialog->accept();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(asked, QStringLiteral("Comment on 2. Nf3:"));
    m_window->action(QStringLiteral("glyph_5"))->trigger();  // !?
    m_window->action(QStringLiteral("glyph_14"))->trigger(); // +=
    m_window->action(QStringLiteral("glyph_1"))->trigger();  // ! in place of !?
    QVERIFY(m_window->action(QStringLiteral("glyph_1"))->isChecked());
    QVERIFY(m_window->action(QStringLiteral("glyph_14"))->isChecked());
    QVERIFY(m_window->document()->modified());
    const QString list = m_window->moveList()->plainText();
    // The list shows the comment's lines as one; the record keeps them (below).
    QVERIFY2(list.contains(QStringLiteral("Nf3! += My idea } here, and {more} ;on a line")),
             qPrintable(list));

    // 5... a6! of the file loses its glyph; the start of the game gets a comment too.
    m_window->action(QStringLiteral("last"))->trigger();
    QVERIFY(m_window->action(QStringLiteral("glyph_1"))->isChecked());
    m_window->action(QStringLiteral("glyph_none_move"))->trigger();
    QVERIFY(m_window->action(QStringLiteral("glyph_none_move"))->isChecked());
    m_window->action(QStringLiteral("first"))->trigger();
    QVERIFY(!m_window->action(QStringLiteral("glyph_1"))->isEnabled()); // no move to mark
    whenModal<QInputDialog>([](QInputDialog* dialog) {
        QCOMPARE(dialog->textValue(), QStringLiteral("A sharp opening."));
        dialog->setTextValue(QStringLiteral("A sharp } opening."));
        dialog->accept();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();

    const QString path = m_dir->filePath(QStringLiteral("mine.pgn"));
    QVERIFY(m_window->document()->saveTo(path));
    QVERIFY(!m_window->document()->modified());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Parsed<PgnGame> back = readPgn(file.readAll().toStdString());
    QVERIFY2(back, back.error().c_str());
    QCOMPARE(back->comments, std::vector<std::string>{"A sharp } opening."});
    QCOMPARE(back->moves[1].comments, std::vector<std::string>{"The Sicilian."});
    QCOMPARE(back->moves[2].comments, std::vector<std::string>{typed.toStdString()});
    QCOMPARE(back->moves[2].nags, (std::vector<int>{1, 14}));
    QVERIFY(back->moves[9].nags.empty());
    QCOMPARE(back->moves[2].variations.size(), std::size_t(1)); // 2. c3 d5 stays
}

// Edits of comments and glyphs are undone and redone one by one, apart from the moves; an edit
// of a line that is deleted leaves the stack, and a new game starts with none.
void TestFiles::editsAreUndone() {
    QVERIFY(m_window->document()->open(write(QStringLiteral("annotated.pgn"), Annotated)));
    GameController* game = m_window->game();
    QAction* undoEdit = m_window->action(QStringLiteral("undoEdit"));
    QAction* redoEdit = m_window->action(QStringLiteral("redoEdit"));
    QVERIFY(!undoEdit->isEnabled() && !redoEdit->isEnabled());
    for (const char* name : {"first", "next", "next", "next"}) // to 2. Nf3
        m_window->action(QLatin1String(name))->trigger();
    const GameTree::Node* nf3 = game->tree().mainLineAt(3);
    m_window->action(QStringLiteral("glyph_1"))->trigger();
    whenModal<QInputDialog>([](QInputDialog* dialog) {
        dialog->setTextValue(QStringLiteral("Mine."));
        dialog->accept();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(nf3->data.comments, std::vector<std::string>{"Mine."});
    QVERIFY(undoEdit->isEnabled());

    undoEdit->trigger(); // the comment
    QVERIFY(nf3->data.comments.empty());
    QCOMPARE(nf3->data.nags, std::vector<int>{1});
    undoEdit->trigger(); // the glyph
    QVERIFY(nf3->data.nags.empty());
    QVERIFY(!undoEdit->isEnabled() && redoEdit->isEnabled());
    redoEdit->trigger();
    QCOMPARE(nf3->data.nags, std::vector<int>{1});
    QVERIFY(!m_window->moveList()->plainText().contains(QStringLiteral("Mine.")));
    QVERIFY(m_window->moveList()->plainText().contains(QStringLiteral("Nf3!")));
    QCOMPARE(game->game().ply(), std::size_t(10)); // no move was taken back

    // A glyph on 2. c3 of the variation, then the variation deleted: its edit goes.
    const GameTree::Node* c3 = nf3->parent->children[1].get();
    m_window->moveList()->nodeClicked(c3);
    m_window->action(QStringLiteral("glyph_6"))->trigger();
    QCOMPARE(c3->data.nags, std::vector<int>{6});
    m_window->action(QStringLiteral("deleteLine"))->trigger();
    QCOMPARE(nf3->parent->children.size(), std::size_t(1));
    undoEdit->trigger(); // the deleted line's glyph: nothing to undo, and the edit is dropped
    undoEdit->trigger(); // the glyph of 2. Nf3
    QVERIFY(nf3->data.nags.empty());

    m_window->action(QStringLiteral("glyph_3"))->trigger();
    QVERIFY(undoEdit->isEnabled());
    m_window->startGame(GameSetup{});
    QVERIFY(!undoEdit->isEnabled() && !redoEdit->isEnabled());
}

// A comment on the user's own move, written while the computer answers it, goes to that move,
// not to the computer's reply, and is not lost.
void TestFiles::commentWhileTheComputerMoves() {
    GameSetup setup;
    setup.elo = 600; // about half a second a move
    m_window->startGame(setup);
    GameController* game = m_window->game();
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "e4")));
    QCOMPARE(game->game().ply(), std::size_t(1));
    std::size_t behind = 0;
    whenModal<QInputDialog>([game, &behind](QInputDialog* dialog) {
        QTest::qWait(1500); // the computer never moves behind a dialog
        behind = game->game().ply();
        dialog->setTextValue(QStringLiteral("My first move."));
        dialog->accept();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(behind, std::size_t(1));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(2), 10000);
    QCOMPARE(game->tree().mainLineAt(1)->data.comments, std::vector<std::string>{"My first move."});
    QVERIFY(game->tree().mainLineAt(2)->data.comments.empty());
}

// A file with several games: the picker lists them, filters them, and opens the chosen one.
void TestFiles::severalGames() {
    QByteArray text;
    for (int i = 1; i <= 30; ++i)
        text +=
            QStringLiteral("[Event \"Game %1\"]\n[White \"%2\"]\n[Black \"Ferz\"]\n"
                           "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n")
                .arg(i)
                .arg(i == 17 ? QStringLiteral("Carlsen") : QStringLiteral("Player %1").arg(i))
                .toUtf8();
    const QString path = write(QStringLiteral("many.pgn"), text);
    int listed = 0;
    whenModal<GamePicker>([&listed](GamePicker* picker) {
        listed = picker->table()->rowCount();
        picker->filterEdit()->setText(QStringLiteral("carlsen"));
        picker->accept();
    });
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(listed, 30);
    QCOMPARE(m_window->game()->game().ply(), std::size_t(7));
    QVERIFY(m_window->game()->over());
    QCOMPARE(m_window->game()->outcome().reason, Outcome::Reason::Checkmate);
    // It came from a file of 30 games: saving it must not overwrite the other 29.
    QVERIFY(m_window->document()->saveTo(m_dir->filePath(QStringLiteral("one.pgn"))));
    QFile many(path);
    QVERIFY(many.open(QIODevice::ReadOnly));
    QCOMPARE(many.readAll(), text);
    QFile one(m_dir->filePath(QStringLiteral("one.pgn")));
    QVERIFY(one.open(QIODevice::ReadOnly));
    QVERIFY(one.readAll().contains("[Event \"Game 17\"]"));
}

// The list's Open waits for a game: with none chosen (a click below the last row, a filter
// that hides every game) it was enabled and closed the list with nothing opened.
void TestFiles::pickerOpensOnlyAChosenGame() {
    const QString path = write(QStringLiteral("two.pgn"),
                               "[White \"Anna\"]\n\n1. e4 *\n\n[White \"Boris\"]\n\n1. d4 *\n");
    bool checked = false;
    whenModal<GamePicker>([&checked](GamePicker* picker) {
        const QPushButton* open =
            picker->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
        const auto done = qScopeGuard([picker] { picker->reject(); });
        QVERIFY(open->isEnabled());
        picker->table()->clearSelection();
        QCOMPARE(picker->chosen(), -1);
        QVERIFY(!open->isEnabled());
        picker->table()->selectRow(1);
        QVERIFY(open->isEnabled());
        picker->filterEdit()->setText(QStringLiteral("nobody"));
        QVERIFY(!open->isEnabled());
        picker->filterEdit()->setText(QStringLiteral("anna"));
        QCOMPARE(picker->chosen(), 0);
        QVERIFY(open->isEnabled());
        checked = true;
    });
    QVERIFY(!m_window->document()->open(path));
    QVERIFY(checked);
}

// Issue 51: two games without tags are two games, and Save writes the one on the board back
// in its place: the other game stays, byte for byte.
void TestFiles::saveIntoAFileOfSeveralGames() {
    const QByteArray first = "1. e4 e5 2. Nf3 *";
    const QString path =
        write(QStringLiteral("two.pgn"), first + "\n\n1. d4 d5 2. c4 *\n\n; the end\n");
    int listed = 0;
    whenModal<GamePicker>([&listed](GamePicker* picker) {
        listed = picker->table()->rowCount();
        picker->table()->selectRow(1);
        picker->accept();
    });
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(listed, 2);
    GameController* game = m_window->game();
    QCOMPARE(game->game().ply(), std::size_t(3));
    game->setComment(game->tree().mainLineAt(3), QStringLiteral("The Queen's Gambit."));
    QVERIFY(m_window->document()->modified());
    m_window->action(QStringLiteral("save"))->trigger(); // Ctrl+S: no question, no new name
    QVERIFY(!m_window->document()->modified());
    const QByteArray saved = contents(path);
    QVERIFY2(saved.startsWith(first + "\n\n[Event \"?\"]"), saved.constData());
    QVERIFY2(saved.contains("1. d4 d5 2. c4 {The Queen's Gambit.} *\n\n; the end\n"),
             saved.constData());
    // Saved again: the same place, which now holds the new text.
    game->setComment(game->tree().mainLineAt(1), QStringLiteral("Closed."));
    m_window->action(QStringLiteral("save"))->trigger();
    const QByteArray again = contents(path);
    QVERIFY2(again.startsWith(first + "\n\n[Event \"?\"]"), again.constData());
    QVERIFY2(again.contains("1. d4 {Closed.} 1... d5 2. c4 {The Queen's Gambit.} *\n\n; the end\n"),
             again.constData());
    QCOMPARE(again.count("[Event"), 1);
    // The file still holds two games, the one saved where it was.
    int listedAgain = 0;
    whenModal<GamePicker>([&listedAgain](GamePicker* picker) {
        listedAgain = picker->table()->rowCount();
        picker->reject();
    });
    QVERIFY(!m_window->document()->open(path));
    QCOMPARE(listedAgain, 2);
}

// Before Save writes into a file, it checks that the file still holds what was read: a file
// another program changed is never overwritten without a question.
void TestFiles::saveAsksWhenTheFileChanged() {
    const QByteArray games = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n";
    const QString path = write(QStringLiteral("changed.pgn"), games);
    whenModal<GamePicker>([](GamePicker* picker) {
        picker->table()->selectRow(1);
        picker->accept();
    });
    QVERIFY(m_window->document()->open(path));
    GameController* game = m_window->game();
    game->setComment(game->tree().mainLineAt(1), QStringLiteral("Mine."));

    // A game added before it: the game read is still there, elsewhere. Overwrite that game.
    const QByteArray added = "[Event \"New\"]\n\n1. c4 *\n\n" + games;
    write(QStringLiteral("changed.pgn"), added);
    QString asked;
    whenModal<QMessageBox>([&asked](QMessageBox* box) {
        asked = box->objectName() + u' ' + box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->text().contains(QStringLiteral("Overwrite"))) b->click();
    });
    m_window->action(QStringLiteral("save"))->trigger();
    QVERIFY2(asked.startsWith(QStringLiteral("fileChanged changed.pgn was changed")),
             qPrintable(asked));
    const QByteArray now = contents(path);
    QVERIFY2(
        now.startsWith("[Event \"New\"]\n\n1. c4 *\n\n[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]"),
        now.constData());
    QVERIFY2(now.contains("1. d4 {Mine.} *\n"), now.constData());
    QVERIFY(!m_window->document()->modified());

    // The game itself changed by another program: it cannot be written back; Cancel keeps
    // the file as the other program left it.
    game->setComment(game->tree().mainLineAt(1), QStringLiteral("Mine again."));
    const QByteArray theirs = QByteArray(now).replace("1. d4 {Mine.} *", "1. d4 {Theirs.} *");
    QVERIFY(theirs != now);
    write(QStringLiteral("changed.pgn"), theirs);
    bool overwriteOffered = true;
    whenModal<QMessageBox>([&overwriteOffered](QMessageBox* box) {
        overwriteOffered = false;
        for (QAbstractButton* b : box->buttons())
            overwriteOffered = overwriteOffered || b->text().contains(QStringLiteral("Overwrite"));
        box->button(QMessageBox::Cancel)->click();
    });
    m_window->action(QStringLiteral("save"))->trigger();
    QVERIFY(!overwriteOffered);
    QCOMPARE(contents(path), theirs);
    QVERIFY(m_window->document()->modified());
}

// A game the reader repaired is not written over its text without a question; the repairs
// were said when it was read (issue 51: "(1. d4)))" keeps its main line).
void TestFiles::repairedGameAsksBeforeSave() {
    const QByteArray text = "[Event \"Repaired\"]\n\n1. e4 (1. d4))) e5 *\n";
    const QString path = write(QStringLiteral("repaired.pgn"), text);
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(2));
    QVERIFY2(m_window->noticeBanner()->text().contains(QStringLiteral("repaired")),
             qPrintable(m_window->noticeBanner()->text()));
    whenModal<QMessageBox>([](QMessageBox* box) {
        QCOMPARE(box->objectName(), QStringLiteral("repairedGame"));
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!m_window->document()->save());
    QCOMPARE(contents(path), text);
    whenModal<QMessageBox>([](QMessageBox* box) {
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("&Save")) b->click();
    });
    QVERIFY(m_window->document()->save());
    const QByteArray saved = contents(path);
    QVERIFY2(saved.contains("1. e4 (1. d4) 1... e5 *"), saved.constData());
    QVERIFY(m_window->document()->save()); // asked once
}

// A Latin-1 file with Windows line ends: read as such (and said), and a game saved back in
// Latin-1 with the file's line ends, the rest of the file byte for byte.
void TestFiles::otherEncodingsAndLineEnds() {
    const QByteArray text =
        "[Event \"K\xf6ln\"]\r\n[White \"M\xfcller\"]\r\n\r\n1. e4 e5 {Eins} {Zwei} *\r\n\r\n"
        "[Event \"Zweite\"]\r\n[White \"S\xf8rensen\"]\r\n\r\n1. d4 *\r\n";
    const QString path = write(QStringLiteral("latin1.pgn"), text);
    whenModal<GamePicker>([](GamePicker* picker) {
        QCOMPARE(picker->table()->item(0, 0)->text(), QStringLiteral("Müller"));
        picker->accept();
    });
    QVERIFY(m_window->document()->open(path));
    GameController* game = m_window->game();
    QCOMPARE(QString::fromStdString(game->toPgn().tag("White")), QStringLiteral("Müller"));
    QTRY_VERIFY2(m_window->announcer()->lastAnnouncement().contains(QStringLiteral("Latin-1")),
                 qPrintable(m_window->announcer()->lastAnnouncement()));
    game->setComment(game->tree().mainLineAt(1), QStringLiteral("Schön."));
    QVERIFY(m_window->document()->save());
    const QByteArray saved = contents(path);
    QVERIFY2(saved.startsWith("[Event \"K\xf6ln\"]\r\n"), saved.constData());
    QVERIFY2(saved.contains("[White \"M\xfcller\"]\r\n"), saved.constData());
    // Two comments in braces of their own: Latin-1 has no U+FF5D to put them in one pair.
    QVERIFY2(saved.contains(
                 "\r\n\r\n1. e4 {Sch\xf6n.} 1... e5 {Eins} {Zwei} *\r\n\r\n[Event \"Zweite\"]"),
             saved.constData());
    QVERIFY2(saved.endsWith("[Event \"Zweite\"]\r\n[White \"S\xf8rensen\"]\r\n\r\n1. d4 *\r\n"),
             saved.constData());
    QVERIFY(!saved.contains("\xc3")); // no UTF-8
}

// Issue 51: pasted text with several games gives the first, and says how many there were.
void TestFiles::pasteSeveralGames() {
    m_window->document()->paste(QStringLiteral("1. e4 e5 2. Nf3 *\n\n1. d4 d5 2. c4 *\n"));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(3));
    QVERIFY2(m_window->noticeBanner()->text().contains(QStringLiteral("2 games")),
             qPrintable(m_window->noticeBanner()->text()));
}

// A file dropped anywhere on the window opens, the board included (where a user drops it).
// The events go to the window as the platform gives them (QGuiApplicationPrivate::processDrag):
// the enter, a move whose answer says whether a drop is allowed there, then the drop.
void TestFiles::dropAFile_data() {
    QTest::addColumn<QString>("where");
    QTest::newRow("the board") << QStringLiteral("board");
    QTest::newRow("the move list") << QStringLiteral("moves");
    QTest::newRow("the status line") << QStringLiteral("status");
}

void TestFiles::dropAFile() {
    QFETCH(QString, where);
    const QString path = write(QStringLiteral("dropped.pgn"),
                               "[White \"Carol\"]\n[Black \"Dave\"]\n[Result \"0-1\"]\n\n"
                               "1. f3 e5 2. g4 Qh4# 0-1\n");
    QWidget* target = where == u"board"   ? static_cast<QWidget*>(m_window->boardView())
                      : where == u"moves" ? static_cast<QWidget*>(m_window->moveList())
                                          : static_cast<QWidget*>(m_window->statusBar());
    QVERIFY(target->isVisible());
    const QPoint at = target->mapTo(m_window.get(), target->rect().center());
    QWindow* window = m_window->windowHandle();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});

    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    move.setDropAction(enter.dropAction());
    move.accept();
    QCoreApplication::sendEvent(window, &move);
    QVERIFY2(move.isAccepted() && move.dropAction() != Qt::IgnoreAction,
             "the window refuses the drop there");
    QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &drop);
    QCOMPARE(m_window->game()->game().ply(), std::size_t(4));
    QCOMPARE(m_window->game()->outcome().reason, Outcome::Reason::Checkmate);
}

// Issue 51: a game of a variant whose moves happen to be legal chess is not shown as chess.
void TestFiles::variantsAreRefused() {
    QString shown;
    whenModal<QMessageBox>([&shown](QMessageBox* box) {
        shown = box->text();
        box->accept();
    });
    QVERIFY(!m_window->document()->open(
        write(QStringLiteral("atomic.pgn"), "[Variant \"Atomic\"]\n\n1. e4 d5 2. exd5 *\n")));
    QVERIFY2(
        shown.contains(QStringLiteral("an Atomic game: Ferz plays standard chess and Chess960")),
        qPrintable(shown));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0));
}

// Issue 51: several comments after a move stay several, with their lines; two variations that
// begin with the same move stay two, with their comments. The comment dialog shows the
// comments as one text: unchanged, nothing changes; changed, it is the move's one comment.
void TestFiles::commentsAsWritten() {
    m_window->document()->paste(QStringLiteral(
        "1. e4 {One.} {Two,\nover lines.} (1. d4 {first} d5) (1. d4 {second} Nf6) e5 *"));
    GameController* game = m_window->game();
    QCOMPARE(game->tree().size(), 6);
    const QString list = m_window->moveList()->plainText();
    QVERIFY2(list.contains(QStringLiteral("first")) && list.contains(QStringLiteral("second")),
             qPrintable(list));
    QVERIFY2(list.contains(QStringLiteral("e4 One. Two, over lines.")), qPrintable(list));
    const GameTree::Node* e4 = game->tree().mainLineAt(1);
    QCOMPARE(e4->data.comments, (std::vector<std::string>{"One.", "Two,\nover lines."}));

    m_window->review()->show(e4);
    whenModal<QInputDialog>([](QInputDialog* dialog) {
        QCOMPARE(dialog->textValue(), QStringLiteral("One.\n\nTwo,\nover lines."));
        dialog->accept(); // unchanged
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(e4->data.comments, (std::vector<std::string>{"One.", "Two,\nover lines."}));
    QVERIFY(!m_window->action(QStringLiteral("undoEdit"))->isEnabled());

    // The second of the two variations that begin with 1. d4: its comment, not the first's.
    const GameTree::Node* second = game->tree().root()->children[2].get();
    m_window->review()->show(second);
    whenModal<QInputDialog>([](QInputDialog* dialog) {
        QCOMPARE(dialog->textValue(), QStringLiteral("second"));
        dialog->setTextValue(QStringLiteral("  the second,\n  changed  "));
        dialog->accept();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(second->data.comments, std::vector<std::string>{"the second,\n  changed"});
    QCOMPARE(game->tree().root()->children[1]->data.comments, std::vector<std::string>{"first"});
    m_window->action(QStringLiteral("undoEdit"))->trigger();
    QCOMPARE(second->data.comments, std::vector<std::string>{"second"});
    QCOMPARE(game->tree().root()->children[1]->data.comments, std::vector<std::string>{"first"});
}

// Issue 51: a comment of a megabyte in one word shows at once, cut short in the list; the
// comment dialog has the whole text (ferz-text-bench times these).
void TestFiles::longCommentShowsAtOnce() {
    const QString word(1 << 20, u'x');
    QElapsedTimer timer;
    timer.start();
    m_window->document()->paste(QStringLiteral("1. e4 e5 {%1} 2. Nf3 *").arg(word));
    m_window->repaint();
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    const QString list = m_window->moveList()->plainText();
    QVERIFY2(list.size() < 400, qPrintable(QString::number(list.size())));
    QVERIFY(list.contains(QStringLiteral("x…")));
    const GameTree::Node* e5 = m_window->game()->tree().mainLineAt(2);
    m_window->review()->show(e5);
    // Too long to edit: shown whole, read-only, in paragraphs laid out one by one.
    QString shown;
    bool readOnly = false;
    whenModal<QDialog>([&](QDialog* dialog) {
        auto* text = dialog->findChild<QPlainTextEdit*>();
        shown = text->toPlainText();
        readOnly = text->isReadOnly();
        dialog->reject();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QVERIFY(readOnly);
    QVERIFY(shown.size() > word.size());
    QCOMPARE(shown.remove(u'\n'), word);
    QCOMPARE(e5->data.comments.size(), std::size_t(1));
    // It can be removed (and the removal undone).
    whenModal<QDialog>([](QDialog* dialog) {
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text().contains(QStringLiteral("Remove"))) b->click();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QVERIFY(e5->data.comments.empty());
    m_window->action(QStringLiteral("undoEdit"))->trigger();
    QCOMPARE(e5->data.comments.size(), std::size_t(1));

    // A shorter comment of one long word is edited in the dialog, broken anywhere.
    m_window->document()->markClean();
    m_window->document()->paste(QStringLiteral("1. e4 {%1} *").arg(QString(10'000, u'y')));
    m_window->review()->show(m_window->game()->tree().mainLineAt(1));
    int length = 0;
    QTextOption::WrapMode mode = QTextOption::NoWrap;
    whenModal<QInputDialog>([&](QInputDialog* dialog) {
        length = int(dialog->textValue().size());
        mode = dialog->findChild<QPlainTextEdit*>()->wordWrapMode();
        dialog->reject();
    });
    m_window->action(QStringLiteral("editComment"))->trigger();
    QCOMPARE(length, 10'000);
    QCOMPARE(mode, QTextOption::WrapAnywhere);
}

void TestFiles::pasteGameOrPosition() {
    m_window->document()->paste(QString::fromLatin1(Annotated));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(10));

    m_window->document()->paste(QStringLiteral("  8/8/8/4k3/8/8/4P3/4K3 b - - 0 1 \n"));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0));
    QCOMPARE(QString::fromStdString(m_window->game()->position().fen()),
             QStringLiteral("8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"));
    QCOMPARE(m_window->game()->humanSide(), Black);

    m_window->document()->paste(QStringLiteral("hello world"));
    QVERIFY(m_window->noticeBanner()->isVisible());
    QVERIFY(
        m_window->noticeBanner()->text().contains(QStringLiteral("neither a game nor a position")));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0)); // nothing changed

    // Copy and paste the game back: the same game.
    m_window->document()->paste(QString::fromLatin1(Annotated));
    m_window->action(QStringLiteral("copyPgn"))->trigger();
    const QString copied = QApplication::clipboard()->text();
    QVERIFY(copied.contains(QStringLiteral("{The Sicilian.}")));
    m_window->action(QStringLiteral("copyFen"))->trigger();
    QCOMPARE(QApplication::clipboard()->text(),
             QString::fromStdString(m_window->game()->position().fen()));
}

// Why neither reading works, in Russian: the PGN reader's place and reason with the move
// reader's reason inside it, and the FEN reader's, each with the pasted text as it was.
void TestFiles::pasteErrorsInRussian() {
    QTranslator russian;
    QVERIFY(russian.load(QStringLiteral(":/i18n/ferz_ru.qm")));
    QVERIFY(QCoreApplication::installTranslator(&russian));
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&russian); });

    m_window->document()->paste(QStringLiteral("1. e4 e5 2. Ke3 *"));
    const QString notice = m_window->noticeBanner()->text();
    QVERIFY2(notice.contains(QStringLiteral("Как PGN: строка 1, столбец 13: Ke3 — здесь "
                                            "невозможный ход: ни один белый король не может "
                                            "пойти на e3.")),
             qPrintable(notice));
    QVERIFY2(notice.contains(QStringLiteral("Как FEN: расстановка фигур: неизвестная буква '.'; "
                                            "фигуры обозначаются PNBRQK и pnbrqk.")),
             qPrintable(notice));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0)); // nothing changed
}

void TestFiles::unreadableFiles_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("illegal move") << QByteArray("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n")
                                  << "line 3, column 13: Ke3 is not legal here";
    QTest::newRow("binary junk") << QByteArray("\x7f\x45\x4c\x46\x02\x01\x01\x00", 8)
                                 << "unexpected";
    QTest::newRow("empty") << QByteArray() << "holds no game";
}

// A file that cannot be read gets a message that says why, and the game on the board stays.
void TestFiles::unreadableFiles() {
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QVERIFY(m_window->game()->playHumanMove(Move(E2, E4)));
    const std::size_t before = m_window->game()->game().ply();
    QString shown;
    whenModal<QMessageBox>([&shown](QMessageBox* box) {
        shown = box->text();
        box->accept();
    });
    QVERIFY(!m_window->document()->open(write(QStringLiteral("bad.pgn"), content)));
    QVERIFY2(shown.contains(message), qPrintable(shown));
    QVERIFY(m_window->game()->game().ply() >= before);
}

void TestFiles::recentFiles() {
    const QString a = write(QStringLiteral("a.pgn"), Annotated);
    const QString b = write(QStringLiteral("b.pgn"), Annotated);
    QVERIFY(m_window->document()->open(a));
    QVERIFY(m_window->document()->open(b));
    QCOMPARE(m_settings->value(QStringLiteral("files/recent")).toStringList(), QStringList({b, a}));
    QFile::remove(b);
    whenModal<QMessageBox>([](QMessageBox* box) { box->accept(); });
    QVERIFY(!m_window->document()->open(b)); // gone: reported and forgotten
    QCOMPARE(m_settings->value(QStringLiteral("files/recent")).toStringList(), QStringList({a}));
}

// The game in progress survives the window: the next start finds it as it was.
void TestFiles::autosaveResumes() {
    m_window->startGame([] {
        GameSetup s;
        s.humanSide = Black;
        s.elo = 800;
        return s;
    }());
    GameController* game = m_window->game();
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(1), 10000); // the computer's move
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "Nf6")));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(3), 10000);
    const std::vector<Move> played = game->game().moves();
    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(QFile::exists(autosavePath()));

    reopen(); // as after a crash: nothing but the autosave remains
    game = m_window->game();
    QCOMPARE(game->game().moves(), played);
    QCOMPARE(game->humanSide(), Black);
    QCOMPARE(game->setup().elo, std::optional<int>(800));
    QVERIFY(game->isHumanTurn());
    QVERIFY(m_window->scene()->flipped());
    QVERIFY(m_window->noticeBanner()->text().contains(QStringLiteral("as you left it")));
    // And the game goes on.
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "e6")) ||
            game->playHumanMove(*parseSan(game->position(), "d6")));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(5), 10000);
    // The private tags of the autosave never reach a saved file.
    const std::string saved = writePgn(game->toPgn());
    QVERIFY(saved.find("FerzHuman") == std::string::npos);
    QVERIFY(saved.find("[FerzLevel \"800\"]") != std::string::npos);
}

// Moves taken back and lines left for others stay in the autosave: the game resumes where it
// stood, with its variations, and Redo still plays the moves taken back.
void TestFiles::autosaveKeepsTheTree() {
    GameSetup setup;
    setup.elo = 800;
    m_window->startGame(setup);
    GameController* game = m_window->game();
    game->setUnrated(Unrated::SetUp); // casual: the takebacks ask nothing
    QAction* undo = m_window->action(QStringLiteral("undo"));
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "e4")));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(2), 10000);
    undo->trigger();
    QVERIFY(game->playHumanMove(*parseSan(game->position(), "d4")));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(2), 10000);
    undo->trigger();
    QCOMPARE(game->game().ply(), std::size_t(0));
    QCOMPARE(game->tree().size(), 4);
    const std::string before = writePgn(game->toPgn());
    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(QFile::exists(autosavePath()));

    reopen();
    game = m_window->game();
    QCOMPARE(game->game().ply(), std::size_t(0));
    QCOMPARE(writePgn(game->toPgn()), before);
    QVERIFY(game->canRedo());
    m_window->action(QStringLiteral("redo"))->trigger();
    QCOMPARE(game->sanMoves().value(0), QStringLiteral("d4"));
    QCOMPARE(game->game().ply(), std::size_t(2)); // and the computer's reply: the user's turn
    QVERIFY(game->isHumanTurn());
}

void TestFiles::autosaveKeepsTheClock() {
    GameSetup setup;
    setup.elo = 800;
    setup.clock = {300'000, 2'000};
    m_window->startGame(setup);
    GameController* game = m_window->game();
    QVERIFY(game->playHumanMove(Move(E2, E4)));
    QTRY_COMPARE_WITH_TIMEOUT(game->game().ply(), std::size_t(2), 10000);
    const qint64 white = game->clock().remainingMs(White);
    const qint64 black = game->clock().remainingMs(Black);
    // Each side's first move is not timed, and gains the increment.
    QCOMPARE(black, 302'000);
    QVERIFY(white > 290'000 && white <= 302'000);
    reopen();
    game = m_window->game();
    QCOMPARE(game->setup().clock.baseMs, 300'000);
    QCOMPARE(game->setup().clock.incrementMs, 2'000);
    QVERIFY(qAbs(game->clock().remainingMs(White) - white) < 1'000);
    QVERIFY(qAbs(game->clock().remainingMs(Black) - black) < 1'000);
    // Back paused: the user may not be at the board yet. P plays on.
    QVERIFY(game->paused());
    QVERIFY(!game->clock().running());
    QVERIFY(!game->isHumanTurn());
    QVERIFY(m_window->noticeBanner()->text().contains(QStringLiteral("Press P")));
    QApplication::setActiveWindow(m_window.get());
    QTest::keyClick(m_window.get(), Qt::Key_P);
    QVERIFY(!game->paused());
    QVERIFY(game->clock().running());
    QCOMPARE(game->clock().runningSide(), White);
}

void TestFiles::corruptAutosaveIsSetAside_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("binary junk") << QByteArray("\x00\x01\x02garbage{{{", 14);
    QTest::newRow("truncated") << QByteArray("[FerzHuman \"white\"]\n\n1. e4 e5 2. Nf");
    QTest::newRow("no side") << QByteArray("1. e4 e5 *\n");
    QTest::newRow("bad clock") << QByteArray(
        "[FerzHuman \"white\"]\n[FerzClock \"x\"]\n\n1. e4 *\n");
    QTest::newRow("unknown end") << QByteArray(
        "[Result \"0-1\"]\n[FerzHuman \"white\"]\n[FerzEnd \"gave up white person\"]\n\n"
        "1. e4 0-1\n");
    QTest::newRow("end without a result")
        << QByteArray("[FerzHuman \"white\"]\n[FerzEnd \"resignation white person\"]\n\n1. e4 *\n");
}

// An autosave that cannot be read is reported and kept under another name; Ferz starts anyway.
void TestFiles::corruptAutosaveIsSetAside() {
    QFETCH(QByteArray, content);
    QVERIFY(!write(QStringLiteral("autosave.pgn"), content).isEmpty());
    reopen();
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0));
    QVERIFY(m_window->game()->isHumanTurn());
    QVERIFY2(m_window->noticeBanner()->text().contains(QStringLiteral("could not be read")),
             qPrintable(m_window->noticeBanner()->text()));
    QVERIFY(!QFile::exists(autosavePath()));
    const QStringList aside =
        QDir(m_dir->path()).entryList({QStringLiteral("autosave-unreadable-*.pgn")});
    QCOMPARE(aside.size(), 1);
    QFile kept(m_dir->filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content); // nothing of it lost
}

// A finished game with changes nobody saved survives a crash, ended as it was (a resignation
// is not on the board: the autosave says it). Quitting does not ask, as the game library keeps
// the game, and the next start begins a new one; nor does a game saved come back.
void TestFiles::finishedGameIsKeptUntilSavedOrDiscarded() {
    GameSetup setup;
    setup.elo = 800;
    m_window->startGame(setup);
    QVERIFY(m_window->game()->playHumanMove(Move(E2, E4)));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->game()->game().ply(), std::size_t(2), 10000);
    m_window->game()->resign();
    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(QFile::exists(autosavePath()));
    reopen(); // as after a kill: no closeEvent
    const GameController* game = m_window->game();
    QCOMPARE(game->game().ply(), std::size_t(2));
    QVERIFY(game->over());
    QCOMPARE(game->outcome().reason, Outcome::Reason::Resignation);
    QCOMPARE(game->outcome().side, White);
    QCOMPARE(game->outcome().result, Result::BlackWins);
    QVERIFY(m_window->endBanner()->isVisibleTo(m_window.get()));
    QCOMPARE(m_window->endBanner()->text(), QStringLiteral("White resigns — Black wins"));
    QVERIFY(m_window->document()->modified());

    QTRY_VERIFY(m_window->library()->isUsable());
    QVERIFY(m_window->close());   // a question would block here
    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(!QFile::exists(autosavePath()));
    reopen();
    QCOMPARE(m_window->game()->game().ply(), std::size_t(0));
    {
        Library library(m_dir->filePath(QStringLiteral("library.sqlite")), QStringLiteral("check"));
        QVERIFY(library.open(nullptr));
        const QList<LibraryRow> rows = library.rows({});
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.front().result, QStringLiteral("0-1"));
        QCOMPARE(rows.front().plies, 2);
    }

    // Saved, then killed: the file has it, the autosave need not.
    m_window->startGame(setup);
    QVERIFY(m_window->game()->playHumanMove(Move(D2, D4)));
    QTRY_COMPARE_WITH_TIMEOUT(m_window->game()->game().ply(), std::size_t(2), 10000);
    m_window->game()->resign();
    QVERIFY(m_window->document()->saveTo(m_dir->filePath(QStringLiteral("mine.pgn"))));
    m_window->autoSave().flush(); // its writes run beside the window
    QVERIFY(!QFile::exists(autosavePath()));
}

// The opening reached is named above the moves at the position on show, written to the
// saved file's ECO, Opening and Variation tags, and listed in the game picker, a transposed
// move order included.
void TestFiles::openingsAreNamed() {
    m_window->document()->paste(QString::fromLatin1(Annotated));
    auto* label = m_window->findChild<QLabel*>(QStringLiteral("opening"));
    QVERIFY(label);
    QTRY_COMPARE(label->text(), QStringLiteral("B90 Sicilian Defense: Najdorf Variation"));
    QVERIFY(label->isVisible());
    m_window->review()->showPly(2);
    QCOMPARE(label->text(), QStringLiteral("B20 Sicilian Defense"));
    m_window->review()->showPly(0);
    QVERIFY(label->text().isEmpty());
    QVERIFY(!label->isVisible());

    const QString saved = m_dir->filePath(QStringLiteral("najdorf.pgn"));
    QVERIFY(m_window->document()->saveTo(saved));
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("[ECO \"B90\"]"));
    QVERIFY(text.contains("[Opening \"Sicilian Defense\"]"));
    QVERIFY(text.contains("[Variation \"Najdorf Variation\"]"));

    // A file's own names are kept; a game that names none gets Ferz's.
    const QString path =
        write(QStringLiteral("openings.pgn"),
              "[Event \"Italian, knights first\"]\n[Result \"*\"]\n\n"
              "1. Nf3 Nc6 2. e4 {a comment} (2. d4 d5) 2... e5 3. Bc4 *\n\n"
              "[Event \"Named by its file\"]\n[Opening \"My pet line\"]\n"
              "[Result \"*\"]\n\n1. h4 h5 *\n\n"
              "[Event \"Nothing to name\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n"
              "[SetUp \"1\"]\n[Result \"*\"]\n\n1. Rh7 *\n");
    QStringList openings;
    whenModal<GamePicker>([&openings](GamePicker* picker) {
        for (int row = 0; row < picker->table()->rowCount(); ++row)
            openings << picker->table()->item(row, 3)->text();
        picker->filterEdit()->setText(QStringLiteral("italian game"));
        picker->accept();
    });
    QVERIFY(m_window->document()->open(path));
    QCOMPARE(openings, QStringList({QStringLiteral("C50 Italian Game"),
                                    QStringLiteral("My pet line"), QString()}));
    QCOMPARE(m_window->game()->game().ply(), std::size_t(5));
    QCOMPARE(label->text(), QStringLiteral("C50 Italian Game"));
}

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
