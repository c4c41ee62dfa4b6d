// The game as a document: the file it came from or goes to, and every way a game comes in or
// goes out as a file — Open (a file, one picked from a file of many games, a file dropped on
// the window, a recent file), Save, Save As, Copy and Paste of a game or a position, Set Up
// Position — with their actions, the recent files and the window's title. It reads and writes;
// what to do with a game or position read is the window's (gameRead, positionRead).
//
// It knows whether the record holds work that is in no file (modified): the user's moves, a
// variation, a comment, an analysis, a result. Before a game read replaces such a record it
// asks Save / Discard / Cancel (maySwitch), and so do Set Up Position, New Game and Quit.
//
// Save writes the game back into its place in the file it came from (GameInFile), the other
// games of the file kept byte for byte; it asks first when the file changed since it was read,
// or when the reader had to repair the game.
//
// Threading contract: GUI thread only.
#pragma once

#include "gamefile.h"
#include "pgn.h"
#include "position.h"
#include "words.h"

#include <QObject>
#include <QString>

#include <functional>

class ActionCollection;
class GameController;
class ReviewNavigator;
class QMenu;
class QSettings;
class QWidget;

class GameDocument : public QObject {
    Q_OBJECT
public:
    /// Saves `game`; keeps the recent files in `settings`; asks and warns over `window`, and
    /// takes the files dropped on it. All three must outlive the document.
    GameDocument(const GameController& game, QSettings& settings, QWidget* window);

    /// Opens a PGN file (its only game, or one picked from its list); false with a message
    /// when it cannot.
    bool open(const QString& path);
    /// Asks for a file, then opens it.
    bool openDialog();
    bool save();
    bool saveAs();
    /// Writes the game to `path` (all or nothing), which becomes the document's file.
    bool saveTo(const QString& path);
    /// Clipboard text: a game in PGN, or else a position in FEN to play from.
    void paste(const QString& text);
    /// A game of the library, for review: in no file, and nothing to save while it is as the
    /// library keeps it. False when it cannot be read or the user kept the game on the board.
    bool openGame(const QString& pgn);

    /// The game on the board is no longer the file's (a new game): Save will ask for a name.
    void detach();
    /// The game on the board is the autosave's, which kept its file and state.
    void resume(const QString& path, bool modified);
    /// Whether the record has changes that are in no file.
    bool modified() const { return m_modified; }
    /// The record is as read or as started: nothing of the user's to lose yet.
    void markClean() { setModified(false); }
    /// Before the record is replaced: true when nothing would be lost (no changes, or a game
    /// the game library keeps), or when the user saved or chose to discard; false when they
    /// cancelled (or the save failed).
    /// Why the record would go: another game takes its place, or Ferz quits (the question says
    /// which).
    enum class Leaving { Replace, Quit };
    bool maySwitch(Leaving leaving = Leaving::Replace);
    /// Says whether the game library keeps the record as it stands (a game played in Ferz):
    /// then replacing it loses nothing, and maySwitch() does not ask.
    void setKeptInLibrary(std::function<bool()> kept) { m_keptInLibrary = std::move(kept); }
    const QString& path() const { return m_path; }
    /// Where Save As proposes to write: the file's own path, or the players and the day in the
    /// folder last saved to.
    QString suggestedPath() const;
    /// The file Save writes the game into (its own place in it).
    QString savePath() const { return m_path; }
    /// "Anna vs Ferz 1200 — Ferz", with the file's name first when there is one, and Qt's mark
    /// of a modified window ("[*]").
    QString title() const;
    /// Files dropped on `widget` open too (the board's view, whose scene would refuse them);
    /// it must outlive the document.
    void acceptDropsOn(QWidget* widget);
    /// Registers the document's actions in `actions` (Open, Save, Save As, Set Up Position, the
    /// clipboard's, Quit) and its Open Recent menu ("recent"); the position on show, for Copy
    /// Position and Set Up Position, is `review`'s. Both must outlive the document.
    void addActions(ActionCollection& actions, const ReviewNavigator& review);

signals:
    /// A game read from a file or the clipboard, to be played on.
    void gameRead(const ferz::PgnGame& game);
    /// A position read from the clipboard or set up (Set Up Position), to be played from.
    void positionRead(const ferz::Position& position);
    void titleChanged(const QString& title);
    void modifiedChanged(bool modified);
    /// Something the user should read: the clipboard held neither a game nor a position.
    void notice(const Words& words);
    /// A passing word for the status bar: saved.
    void status(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setPath(const QString& path, bool holdsOneGame);
    void setModified(bool modified);
    void addRecent(const QString& path);
    void forgetRecent(const QString& path);
    void updateRecentMenu();
    void retranslate();
    void setUpPosition();
    void handOver(const ferz::PgnGame& pgn, const Words& first = {});

    const GameController& m_game;
    QSettings& m_settings;
    QWidget* m_window;
    QList<QWidget*> m_dropTargets; // the window, and what acceptDropsOn() added
    ActionCollection* m_actions = nullptr;
    const ReviewNavigator* m_review = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_path;                 // the file the game came from or went to
    bool m_fileHoldsOneGame = true; // false: Save As proposes a new name
    GameInFile m_file;              // the game's place in m_path, for Save
    bool m_repaired = false;        // read with repairs: Save asks before writing over the file
    bool m_modified = false;
    std::function<bool()> m_keptInLibrary;
    QString m_title; // as last said (titleChanged)
};
