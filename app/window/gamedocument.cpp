#include "gamedocument.h"

#include "actioncollection.h"
#include "coremessage.h"
#include "gamecontroller.h"
#include "gamepicker.h"
#include "gamepolicy.h"
#include "messagebox.h"
#include "positioneditor.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

using namespace ferz;

GameDocument::GameDocument(const GameController& game, QSettings& settings, QWidget* window)
    : QObject(window), m_game(game), m_settings(settings), m_window(window) {
    acceptDropsOn(m_window);
    // What changes the record: the user's moves (the computer's replies follow from them), an
    // undo, redo or edit of the tree, an analysis, an ending. Reading a game or starting one
    // changes it too; the window marks the record clean after those.
    connect(&game, &GameController::movePlayed, this, [this](const MoveRecord& record) {
        if (!record.byComputer) setModified(true);
    });
    connect(&game, &GameController::reset, this, [this] { setModified(true); });
    // A game stopped before its first move from the usual start holds nothing to save.
    connect(&game, &GameController::gameEnded, this, [this](const Outcome& outcome) {
        const GameTree& tree = m_game.tree();
        const bool empty = outcome.reason == Outcome::Reason::Stopped &&
                           tree.root()->children.empty() && tree.root()->data.comments.empty() &&
                           tree.start().fen() == Position().fen();
        if (!empty) setModified(true);
    });
    // The title names the players, who change with a new game or a game read, and with the
    // first move in a game of a file (the user and the computer play it from then on).
    connect(&game, &GameController::reset, this, [this] { emit titleChanged(title()); });
    connect(&game, &GameController::movePlayed, this, [this] {
        if (const QString now = title(); now != m_title) emit titleChanged(now);
    });
    connect(this, &GameDocument::titleChanged, this, [this](const QString& t) { m_title = t; });
}

bool GameDocument::maySwitch(Leaving leaving) {
    if (!m_modified || (m_keptInLibrary && m_keptInLibrary())) return true;
    QMessageBox box(
        QMessageBox::Warning, tr("Unsaved changes"),
        m_path.isEmpty()
            ? tr("This game has changes that are not saved.")
            : tr("%1 has changes that are not saved.").arg(QFileInfo(m_path).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setInformativeText(leaving == Leaving::Quit ? tr("Save them before Ferz quits?")
                                                    : tr("Save them before the game is replaced?"));
    fitTitle(box);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void GameDocument::setModified(bool modified) {
    if (modified == m_modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

// Opens a PGN file: its only game, or the one the user picks from its list. The list and the
// game come from the same splitter, so the game opened is the one listed.
bool GameDocument::open(const QString& path) {
    if (path.isEmpty()) { // `ferz ""`
        warnWithTitle(m_window, tr("Open a game"), tr("No file was named to open."));
        return false;
    }
    // A folder opens as a stream on Linux, and its first read throws: it is not read at all.
    const QFileInfo file(path);
    std::ifstream in;
    if (!file.isDir()) in.open(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!in.is_open()) {
        const QString why = !file.exists() ? tr("there is no such file")
                            : file.isDir() ? tr("it is a folder")
                                           : tr("it cannot be read");
        //: "Could not open /home/anna/game.pgn: there is no such file."
        warnWithTitle(m_window, tr("Open a game"), tr("Could not open %1: %2.").arg(path, why));
        forgetRecent(path);
        return false;
    }
    int skipped = 0;
    QString firstError;
    PgnEncoding encoding = PgnEncoding::Utf8;
    const QList<GameListEntry> games = GamePicker::list(in, &skipped, &firstError, &encoding);
    if (games.isEmpty()) {
        warnWithTitle(m_window, tr("Open a game"),
                      firstError.isEmpty()
                          ? tr("%1 holds no game.").arg(path)
                          : tr("%1 holds no game that can be read: %2").arg(path, firstError));
        return false;
    }
    int index = 0;
    if (games.size() > 1) {
        GamePicker picker(QFileInfo(path).fileName(), games, m_window);
        if (picker.exec() != QDialog::Accepted || picker.chosen() < 0) return false;
        index = picker.chosen();
    }
    PgnReader reader(in, games[index].place, encoding);
    PgnGame pgn;
    if (!reader.next(pgn)) {
        warnWithTitle(
            m_window, tr("Open a game"),
            tr("The game in %1 cannot be read: %2")
                .arg(path, reader.error() ? trCore(reader.error()->located()) : tr("it is empty")));
        return false;
    }
    if (!maySwitch()) return false;
    handOver(pgn);
    m_file = GameInFile::at(path, reader.place(), encoding);
    m_repaired = !pgn.notes.empty();
    setPath(path, games.size() == 1 && skipped == 0);
    markClean();
    addRecent(path);
    if (encoding == PgnEncoding::Latin1)
        emit status(tr("%1 is not UTF-8: it was read as Latin-1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool GameDocument::openDialog() {
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a game"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    return !path.isEmpty() && open(path);
}

// Saves the game into the file it came from: its own bytes replaced, the file's other games
// kept byte for byte. Asked first: a game Ferz had to repair to read, and a file another
// program changed since.
bool GameDocument::save() {
    if (m_path.isEmpty()) return saveAs();
    if (!m_file.known()) {
        // A game resumed from the autosave: its place is not known, only its file. The file's
        // only game is the one; a file of several gets a new name.
        m_file = GameInFile::only(m_path);
        if (!m_file.known()) return saveAs();
    }
    const QString name = QFileInfo(m_path).fileName();
    const auto ask = [this](const char* object, const QString& text, const QString& more,
                            const QString& overwrite) {
        QMessageBox box(QMessageBox::Warning, tr("Save the game"), text, QMessageBox::NoButton,
                        m_window);
        box.setObjectName(QLatin1String(object));
        box.setInformativeText(more);
        QAbstractButton* write =
            overwrite.isEmpty() ? nullptr : box.addButton(overwrite, QMessageBox::AcceptRole);
        QAbstractButton* other = box.addButton(tr("Save &As…"), QMessageBox::ActionRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        return box.clickedButton() == write ? 1 : box.clickedButton() == other ? 2 : 0;
    };
    if (m_repaired) {
        const int answer =
            ask("repairedGame", tr("Ferz repaired this game of %1 to read it.").arg(name),
                tr("Saving writes Ferz's text of the game in place of the text in the file."),
                tr("&Save"));
        if (answer != 1) return answer == 2 && saveAs();
    }
    switch (m_file.check()) {
    case GameInFile::State::Unchanged: break;
    case GameInFile::State::Elsewhere: {
        const int answer = ask(
            "fileChanged", tr("%1 was changed by another program since Ferz read it.").arg(name),
            tr("The game is still in it. Overwrite that game with this one, or save this "
               "game as a new file?"),
            tr("&Overwrite That Game"));
        if (answer != 1) return answer == 2 && saveAs();
        break;
    }
    case GameInFile::State::Lost:
    case GameInFile::State::Missing: {
        const int answer = ask(
            "fileChanged", tr("%1 was changed by another program since Ferz read it.").arg(name),
            tr("The game Ferz read is no longer in it, so it cannot be written back there."), {});
        return answer == 2 && saveAs();
    }
    }
    QString error;
    bool unencodable = false;
    if (!m_file.replace(writePgn(m_game.toPgn()), &error, &unencodable)) {
        if (unencodable) {
            const int answer =
                ask("fileChanged", tr("The game cannot be saved into %1.").arg(name), error, {});
            return answer == 2 && saveAs();
        }
        QMessageBox::warning(m_window, tr("Save the game"),
                             tr("Could not save %1: %2").arg(m_path, error));
        return false;
    }
    m_repaired = false;
    emit status(tr("Saved %1").arg(name));
    markClean();
    addRecent(m_path);
    return true;
}

// A name for a game that has no file yet: its players and the day, in the folder last saved
// to (else the user's documents): "Anna vs Ferz 1200 2026-11-28.pgn".
QString GameDocument::suggestedPath() const {
    if (!m_path.isEmpty() && m_fileHoldsOneGame) return m_path;
    QString name = tr("%1 vs %2").arg(m_game.playerName(White), m_game.playerName(Black)) +
                   QLatin1Char(' ') + QDate::currentDate().toString(Qt::ISODate);
    static const QRegularExpression unsafe(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("-"));
    QString folder = m_settings.value(QStringLiteral("files/saveFolder")).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(folder).isDir())
        folder = QDir::homePath(); // no Documents folder: not the
                                   // folder Ferz was started in
    return QDir(folder).filePath(name + QStringLiteral(".pgn"));
}

bool GameDocument::saveAs() {
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the game"), suggestedPath(),
                                                tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    return saveTo(path);
}

// Writes all or nothing: QSaveFile replaces the file only once everything is written.
bool GameDocument::saveTo(const QString& path) {
    QSaveFile file(path);
    const QByteArray text = QByteArray::fromStdString(writePgn(m_game.toPgn()));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        QMessageBox::warning(m_window, tr("Save the game"),
                             tr("Could not save %1: %2").arg(path, file.errorString()));
        return false;
    }
    emit status(tr("Saved %1").arg(QFileInfo(path).fileName()));
    m_settings.setValue(QStringLiteral("files/saveFolder"), QFileInfo(path).absolutePath());
    setPath(path, true);
    m_file = GameInFile::at(path, PgnPlace{0, 1, 1, text.size() - 1}, PgnEncoding::Utf8);
    m_repaired = false;
    markClean();
    addRecent(path);
    return true;
}

// The clipboard's text: its first game (as a file's games are found), else a position.
void GameDocument::paste(const QString& text) {
    std::istringstream in(text.toStdString());
    PgnReader reader(in, {}, false); // pasted text is taken as it ends, not as a cut file
    PgnGame pgn;
    std::optional<PgnError> error;
    int games = 0;
    for (PgnGame game;;) {
        if (reader.next(game)) {
            if (games++ == 0) pgn = std::move(game);
        } else if (reader.error()) {
            if (!error && games == 0) error = reader.error();
        } else {
            break;
        }
    }
    if (games > 0 && (!pgn.moves.empty() || !pgn.tags.empty())) {
        if (!maySwitch()) return;
        handOver(pgn, [games] {
            return games > 1
                       ? tr("The clipboard holds %n games: the first is on the board.", "", games)
                       : QString();
        });
        detach();
        markClean();
        return;
    }
    const Parsed<Position> fen = Position::fromFen(text.trimmed().toStdString());
    if (fen) {
        if (!maySwitch()) return;
        emit positionRead(*fen);
        detach();
        markClean();
        return;
    }
    emit notice([pgnWhy = error ? std::optional<Message>(error->located()) : std::nullopt,
                 noMoves = games > 0, fenWhy = fen.reason()] {
        return tr("The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.")
            .arg(pgnWhy    ? trCore(*pgnWhy)
                 : noMoves ? tr("no moves")
                           : trCore(FERZ_MSG("ferz::Pgn", "no game")),
                 trCore(fenWhy));
    });
}

bool GameDocument::openGame(const QString& text) {
    const Parsed<PgnGame> pgn = readPgn(text.toStdString());
    if (!pgn) {
        emit notice([why = pgn.reason()] {
            return tr("This game of the library cannot be read: %1").arg(trCore(why));
        });
        return false;
    }
    // The game being played is on the board already: opened again it would be a game of a
    // file, with the engine's view on offer (GamePolicy).
    if (GamePolicy::of(m_game).playing() && !m_game.gameId().isEmpty() &&
        pgn->tag(FerzGameIdTag) == m_game.gameId().toStdString()) {
        emit notice([] { return tr("This game is being played: it is the game on the board."); });
        return true;
    }
    if (!maySwitch()) return false;
    handOver(*pgn);
    detach();
    markClean();
    return true;
}

void GameDocument::detach() {
    setPath(QString(), true);
    m_file = {};
    m_repaired = false;
}

void GameDocument::resume(const QString& path, bool modified) {
    setPath(path, true);
    m_file = {}; // found again at the first Save
    m_repaired = false;
    setModified(modified);
}

QString GameDocument::title() const {
    const QString players = tr("%1 vs %2").arg(m_game.playerName(White), m_game.playerName(Black));
    // "[*]": where Qt puts its mark of unsaved changes.
    return m_path.isEmpty()
               ? tr("%1 — Ferz").arg(players + QStringLiteral("[*]"))
               : tr("%1 (%2) — Ferz")
                     .arg(QFileInfo(m_path).fileName() + QStringLiteral("[*]"), players);
}

void GameDocument::setPath(const QString& path, bool holdsOneGame) {
    m_path = path;
    m_fileHoldsOneGame = holdsOneGame;
    emit titleChanged(title());
}

void GameDocument::addActions(ActionCollection& actions, const ReviewNavigator& review) {
    m_actions = &actions;
    m_review = &review;
    const auto add = [this](const char* name, const QList<QKeySequence>& keys, auto slot) {
        QAction* a = m_actions->add(QLatin1String(name), QKeySequence(), this);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
    };
    add("open", {QKeySequence::Open}, [this] { openDialog(); });
    add("save", {QKeySequence::Save}, [this] { save(); });
    // Ctrl+Shift+S everywhere: Qt's SaveAs key is empty outside GNOME and KDE.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    add("saveAs", saveAsKeys, [this] { saveAs(); });
    add("setUpPosition", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)},
        [this] { setUpPosition(); });
    add("copyPgn", {QKeySequence::Copy}, [this] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(writePgn(m_game.toPgn())));
        emit status(tr("The game is on the clipboard, as PGN."));
    });
    add("copyFen", {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C)}, [this] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(m_review->position().fen()));
        emit status(tr("The position is on the clipboard, as FEN."));
    });
    add("paste", {QKeySequence::Paste}, [this] { paste(QGuiApplication::clipboard()->text()); });
    add("quit", {QKeySequence::Quit}, [this] { m_window->close(); });
    m_recentMenu = new QMenu(m_window);
    actions.addMenu(QStringLiteral("recent"), m_recentMenu);
    updateRecentMenu();
    connect(&actions, &ActionCollection::retranslate, this, &GameDocument::retranslate);
    retranslate();
}

void GameDocument::retranslate() {
    m_actions->setTexts({{"open", tr("&Open…")},
                         {"save", tr("&Save")},
                         {"saveAs", tr("Save &As…")},
                         {"setUpPosition", tr("Set &Up Position…")},
                         {"copyPgn", tr("&Copy Game (PGN)")},
                         {"copyFen", tr("Copy P&osition (FEN)")},
                         {"paste", tr("&Paste Game or Position")},
                         {"quit", tr("&Quit")}});
    m_recentMenu->setTitle(tr("Open &Recent"));
}

// The game read goes to the window, to be played on. What the user should know of it comes
// in one notice: `first` (from the caller), the repairs the reader made to read it, and
// annotations it could not read (which stayed in the comments).
void GameDocument::handOver(const PgnGame& pgn, const Words& first) {
    emit gameRead(pgn);
    bool unread = false;
    for (const GameTree::Node* n = m_game.tree().root(); n && !unread; n = n->mainChild())
        for (const std::string& c : n->data.comments) {
            const std::string text = commentText(c); // what is left of it was not read
            unread = unread || text.find("[%eval") != std::string::npos ||
                     text.find("[%clk") != std::string::npos;
        }
    std::optional<Message> repair;
    if (!pgn.notes.empty()) repair = pgn.notes.front().located();
    const int moreRepairs = std::max(int(pgn.notes.size()) - 1, 0);
    if (first().isEmpty() && !repair && !unread) return;
    emit notice([first, repair, moreRepairs, unread] {
        QStringList said;
        if (const QString text = first(); !text.isEmpty()) said << text;
        if (repair) {
            said << tr("Ferz repaired this game to read it: %1.").arg(trCore(*repair));
            if (moreRepairs > 0) said.back() += u' ' + tr("(And %n more.)", "", moreRepairs);
        }
        if (unread)
            said << tr("Some clock times or evaluations in this game could not be read; they "
                       "are kept as comments.");
        return said.join(u' ');
    });
}

// A position of the user's, played from (the position on show to start with).
void GameDocument::setUpPosition() {
    PositionEditor editor(m_review->position(), m_window);
    if (editor.exec() == QDialog::Accepted && maySwitch()) emit positionRead(editor.position());
}

void GameDocument::addRecent(const QString& path) {
    QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > 8) recent.removeLast();
    m_settings.setValue(QStringLiteral("files/recent"), recent);
    updateRecentMenu();
}

void GameDocument::forgetRecent(const QString& path) {
    QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    if (recent.removeAll(QFileInfo(path).absoluteFilePath()) == 0) return;
    m_settings.setValue(QStringLiteral("files/recent"), recent);
    updateRecentMenu();
}

void GameDocument::updateRecentMenu() {
    if (!m_recentMenu) return;
    m_recentMenu->clear();
    const QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    for (qsizetype i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        // Numbered, so that a digit opens it from the keyboard; an "&" in the name is shown.
        QString name = QFileInfo(path).fileName().replace(u'&', QStringLiteral("&&"));
        if (i < 9) name = QStringLiteral("&%1 %2").arg(i + 1).arg(name);
        QAction* a = m_recentMenu->addAction(name);
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { open(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void GameDocument::acceptDropsOn(QWidget* widget) {
    widget->setAcceptDrops(true);
    widget->installEventFilter(this);
    m_dropTargets << widget;
}

// A single local file dropped on the window (or on the board) opens like a file chosen in Open.
bool GameDocument::eventFilter(QObject* watched, QEvent* event) {
    if (!m_dropTargets.contains(qobject_cast<QWidget*>(watched))) return false;
    if (event->type() != QEvent::DragEnter && event->type() != QEvent::DragMove &&
        event->type() != QEvent::Drop)
        return false;
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent is a QDropEvent
    const QList<QUrl> urls = drop->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile()) return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) open(urls.front().toLocalFile());
    return true;
}
