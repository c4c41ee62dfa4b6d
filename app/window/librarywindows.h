// The game library's part of the window: the Games window (Ctrl+L) and the Train window
// (Ctrl+T), made at their first use and kept, with the training's background analysis of the
// library's games: judged by the engine the user chose, waiting while a game is played and
// while the computer runs on its battery (PowerState), its progress shown in the Train window;
// and Games with This Position (Ctrl+Shift+L), the Games window's list of the games that reached
// the position on show, once the game on show is not being played.
//
// Threading contract: GUI thread only (the training analysis has a thread of its own).
#pragma once

#include "engineconfig.h"
#include "santext.h"

#include <QObject>

#include <optional>

class ActionCollection;
class AnalysisController;
class GameController;
class GameDocument;
class GamesWindow;
class PowerState;
class ReviewNavigator;
class LibraryStore;
class QSettings;
class TrainWindow;
class TrainingAnalysis;
struct Preferences;

class LibraryWindows : public QObject {
    Q_OBJECT
public:
    /// Registers "games", "train" and "findPosition" in `actions`; a game opened from the Games
    /// window goes to `document`. Every reference must outlive it.
    LibraryWindows(ActionCollection& actions, LibraryStore& library, GameDocument& document,
                   Preferences& prefs, QSettings& settings);

    /// The Games window, made and shown (it stays, hidden, once closed).
    GamesWindow* showGames();
    /// The Train window, made and shown (it stays, hidden, once closed).
    TrainWindow* showTraining();
    TrainingAnalysis* trainingAnalysis() const { return m_training; }
    /// How the Train window writes moves: the language's piece letters, or figurines.
    void setSanText(const SanText& sanText);
    PowerState* powerState() const { return m_power; }

    /// The engine that judges the analyses (Preferences::reviewEngine among the engines).
    std::optional<EngineConfig> judge() const;
    /// The engines or the judge changed (Game → Engines): the analyses take the judge anew.
    void enginesChanged();
    /// The user's repertoire changed: the Train window's drill reads its lines again.
    void repertoireChanged();
    /// The analyses follow `game` and `analysis` (Analyse Game's): the judge is theirs too, and
    /// the background analysis waits while a game is played (begun, not over, not paused).
    /// Games with This Position searches for `review`'s position, refused while `game` is played.
    void follow(const GameController& game, AnalysisController& analysis,
                const ReviewNavigator& review);
    /// Shows the Games window with the games that reached the position on show.
    GamesWindow* findPosition();

private:
    void retranslate();
    void showProgress();
    void updateFindPosition();

    ActionCollection& m_actions;
    LibraryStore& m_library;
    GameDocument& m_document;
    Preferences& m_prefs;
    QSettings& m_settings;
    TrainingAnalysis* m_training;
    PowerState* m_power;
    GamesWindow* m_games = nullptr;
    TrainWindow* m_train = nullptr;
    AnalysisController* m_analysis = nullptr;
    const GameController* m_game = nullptr;
    const ReviewNavigator* m_review = nullptr;
    SanText m_sanText;
};
