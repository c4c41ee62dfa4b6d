// The game library's part of the window: the Games window (Ctrl+L) and the Train window
// (Ctrl+T), made at their first use and kept, with the training's background analysis of the
// library's games.
//
// Threading contract: GUI thread only (the training analysis has a thread of its own).
#pragma once

#include "santext.h"

#include <QObject>

class ActionCollection;
class GameDocument;
class GamesWindow;
class LibraryStore;
class QSettings;
class TrainWindow;
class TrainingAnalysis;
struct Preferences;

class LibraryWindows : public QObject {
    Q_OBJECT
public:
    /// Registers "games" and "train" in `actions`; a game opened from the Games window goes to
    /// `document`. Every reference must outlive it.
    LibraryWindows(ActionCollection& actions, LibraryStore& library, GameDocument& document,
                   Preferences& prefs, QSettings& settings);

    /// The Games window, made and shown (it stays, hidden, once closed).
    GamesWindow* showGames();
    /// The Train window, made and shown (it stays, hidden, once closed).
    TrainWindow* showTraining();
    TrainingAnalysis* trainingAnalysis() const { return m_training; }
    /// How the Train window writes moves: the language's piece letters, or figurines.
    void setSanText(const SanText& sanText);

private:
    void retranslate();

    ActionCollection& m_actions;
    LibraryStore& m_library;
    GameDocument& m_document;
    Preferences& m_prefs;
    QSettings& m_settings;
    TrainingAnalysis* m_training;
    GamesWindow* m_games = nullptr;
    TrainWindow* m_train = nullptr;
    SanText m_sanText;
};
