// The analysis board: the engine beside the user while they review. It owns the engine
// (LiveAnalysis), its panel above the move list (EnginePanel) and the evaluation bar beside the
// board (EvalBar), and draws the best move of each line as an arrow on the board.
//
// When open, it analyses the node on show and follows every step through the record, every move
// played and every edit of the tree (the window calls follow() after a reset): a new node stops
// the old search and starts a new one. A
// click on a move of a line plays the line up to it into the record as a variation, and shows
// it. Fair play (GamePolicy): while a game is being played, against the computer or between two
// people, it is closed and cannot be opened (the hint stays the only help, and is counted); in
// a game read from a file and once a game is over or stopped it is there.
//
// Threading contract: GUI thread only.
#pragma once

#include "enginepanel.h"
#include "evalbar.h"
#include "liveanalysis.h"

#include <QObject>

#include <vector>

class BoardScene;
class GameController;
class ActionCollection;
class QAction;
class QSettings;
class ReviewNavigator;
struct Preferences;

class AnalysisBoard : public QObject {
    Q_OBJECT
public:
    /// Works on `game`, shows what `review` shows, draws on `scene`, and keeps its settings in
    /// `prefs` (engines are looked up in `settings`); all must outlive it. Its panel and bar
    /// are children of the collection's window, to be placed by it; its toggle is registered
    /// in `actions`.
    AnalysisBoard(ActionCollection& actions, GameController& game, ReviewNavigator& review,
                  BoardScene& scene, Preferences& prefs, QSettings& settings);

    EnginePanel* panel() const { return m_panel; }
    EvalBar* evalBar() const { return m_bar; }
    LiveAnalysis* analysis() const { return m_analysis; }
    /// The toggle (L), a checkable action of the window named "liveAnalysis".
    QAction* action() const { return m_action; }

    bool isOpen() const { return m_open; }
    /// Opens or closes it; opening does nothing while a game is being played.
    void setOpen(bool open);
    /// Whether it may be opened now (GamePolicy: fair play).
    bool allowed() const;
    /// The engines list changed (the Engines dialog).
    void reloadEngines();
    /// Analyses the node on show, if it is not the one analysed. It follows steps, moves and
    /// the game's state by itself; after a reset of the tree the window calls it once the node
    /// on show has been checked (ReviewNavigator::revalidate), since that node may be gone.
    void follow();

signals:
    /// It opened or closed (the window makes room for the bar).
    void openChanged(bool open);

private:
    void onShown();
    void playLine(const std::vector<ferz::Move>& moves);
    void applySettings(const LiveAnalysis::Settings& settings);
    LiveAnalysis::Settings settingsFromPreferences() const;

    GameController& m_game;
    ReviewNavigator& m_review;
    BoardScene& m_scene;
    Preferences& m_prefs;
    QSettings& m_settings;
    QList<EngineConfig> m_engines;
    LiveAnalysis* m_analysis;
    EnginePanel* m_panel;
    EvalBar* m_bar;
    QAction* m_action;
    bool m_open = false;
    std::vector<ferz::Move> m_line; // the moves to the node analysed
};
