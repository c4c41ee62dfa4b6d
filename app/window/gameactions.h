// The game's own actions: New Game, Undo and Redo of moves, Hint, Pause, the draws, Resign,
// Stop Game, Play from Here and the Engines list, with the dialogs they ask through. What each
// may do in the game on show is GamePolicy's to say; this part enables its actions from it,
// asks the policy's question before a help that makes the game unrated, and says why a help
// is refused.
//
// Threading contract: GUI thread only.
#pragma once

#include "gamecontroller.h"
#include "gamepolicy.h"
#include "words.h"

#include <QObject>

class ActionCollection;
class BoardScene;
class GameDocument;
class LibraryStore;
class QSettings;
class QWidget;
class ReviewNavigator;
struct Preferences;

class GameActions : public QObject {
    Q_OBJECT
public:
    /// Registers its actions in `actions`; asks its questions over `actions.window()`. Every
    /// reference must outlive it.
    GameActions(ActionCollection& actions, GameController& game, ReviewNavigator& review,
                BoardScene& scene, GameDocument& document, const LibraryStore& library,
                Preferences& prefs, QSettings& settings);

    /// The New game dialog; a game set up there starts at once.
    void newGameDialog();
    /// Starts a game without asking (the New game dialog calls this, and so do tests).
    void startGame(const GameSetup& setup);
    /// A new game from `position` (set up or pasted), the user playing the side to move.
    void playPosition(const ferz::Position& position);
    /// A game as the user last set one up.
    GameSetup setupFromPreferences() const;
    /// On the first start, the engines installed on the system join the list (in the
    /// background); the user is told which, in these words.
    void scanEnginesOnce();
    static QString enginesFound(const QStringList& names);

signals:
    /// A game began (New Game, a position set up or pasted).
    void started();
    /// Something to tell the user over the board; a transient one goes by itself.
    void notice(const Words& words, bool transient);
    /// Play from Here is about to make the line on show the game: the old game's views go.
    void playingFromHere();
    /// The list of engines changed (Game → Engines).
    void enginesChanged();

private:
    void retranslate();
    void update();
    void undo();
    void hint();
    /// Whether `help` may be had now: given, or asked about and confirmed; a refusal is said.
    bool mayHave(GamePolicy::Help help, const QString& title);
    void offerDraw();
    void resign();
    void stop();
    void playFromHere();
    void editEngines();
    void turnBoardIfWanted();

    ActionCollection& m_actions;
    GameController& m_game;
    ReviewNavigator& m_review;
    BoardScene& m_scene;
    GameDocument& m_document;
    const LibraryStore& m_library;
    Preferences& m_prefs;
    QSettings& m_settings;
    QWidget* m_window;
};
