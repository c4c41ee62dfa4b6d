// The main window: the board, the move list, the clocks, the banners and every action of the
// game. It shows what the game controller says and sends it what the user does; it has no
// chess knowledge of its own.
#pragma once

#include "autosave.h"
#include "gamecontroller.h"
#include "preferences.h"

#include <QMainWindow>

class AnalysisController;
class Banner;
class EvalGraph;
class BoardScene;
class BoardView;
class MoveList;
class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QMenu;
class QMessageBox;
class QProgressBar;
class QPushButton;
class QSettings;
class QSplitter;
class Sounds;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Reads and writes its preferences in `settings`, which must outlive the window, and
    /// keeps the game in progress at `autosavePath` (see AutoSave).
    explicit MainWindow(QSettings& settings, const QString& autosavePath = AutoSave::defaultPath(),
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* game() const { return m_game; }
    BoardScene* scene() const { return m_scene; }
    BoardView* boardView() const { return m_view; }
    MoveList* moveList() const { return m_moveList; }
    EvalGraph* evalGraph() const { return m_graph; }
    AnalysisController* analysis() const { return m_analysis; }
    QLineEdit* moveEntry() const { return m_moveEntry; }
    const Preferences& preferences() const { return m_prefs; }

    /// Starts a game without asking (the New game dialog calls this, and so do tests).
    void startGame(const GameSetup& setup);
    /// The position on show: the game's, or another one of its record under review (an
    /// earlier one, a move taken back, a variation). A move made on the board in review adds
    /// a variation there.
    bool reviewing() const { return m_viewNode != nullptr; }
    const ferz::GameTree::Node* viewedNode() const;
    int viewedPly() const { return viewedNode()->ply; }
    ferz::Position viewedPosition() const;
    void showNode(const ferz::GameTree::Node* node);
    /// Shows the position after `ply` moves of the game in progress.
    void showPly(int ply);
    void backToGame();

    /// Opens a PGN file (its only game, or one picked from its list); false with a message
    /// when it cannot.
    bool openFile(const QString& path);
    /// Goes on with a game read from a file or the clipboard.
    void loadGame(const ferz::PgnGame& pgn);
    bool save();
    bool saveAs();
    /// Writes the game to `path` (all or nothing), which becomes the current file.
    bool saveTo(const QString& path);
    /// Clipboard text: a game in PGN, or a position in FEN to play from.
    void paste(const QString& text);
    const QString& currentFile() const { return m_file; }

    QString statusText() const;
    Banner* endBanner() const { return m_endBanner; }
    Banner* claimBanner() const { return m_claimBanner; }
    Banner* reviewBanner() const { return m_reviewBanner; }
    Banner* noticeBanner() const { return m_noticeBanner; }
    QMessageBox* endDialog() const { return m_endDialog; }
    QAction* action(const QString& name) const;

public slots:
    void newGameDialog();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createLayout();
    void applyPreferences();
    void savePreferences();

    void onReset();
    void onMovePlayed(const MoveRecord& record);
    void onStateChanged();
    void onGameEnded(const Outcome& outcome);
    void onHint(ferz::Move move);
    void onProgress(const SearchProgress& progress);
    void showNotice(const QString& text);
    void refreshBoard(const std::vector<std::pair<ferz::Square, ferz::Square>>& motions = {});
    void updateClocks();
    void updateMoveList();
    void onBoardMove(ferz::Move move);
    void showMoveMenu(const ferz::GameTree::Node* node, const QPoint& globalPos);
    void playFromHere();
    void analyseGame();
    void forgetAnalysis();
    void onAnalysisFinished(const ferz::GameAnalysis& analysis);
    /// The verdict of the analysis on the move that led to `node`, if it judged it.
    const ferz::MoveReview* reviewOf(const ferz::GameTree::Node* node) const;
    void updateActions();
    void enterMove();
    void autosave();
    GameSetup setupFromPreferences();
    void addRecent(const QString& path);
    void forgetRecent(const QString& path);
    void updateRecentMenu();
    void updateTitle();

    QSettings& m_settings;
    AutoSave m_autosave;
    bool m_autosaveFailed = false;
    Preferences m_prefs;
    GameController* m_game;
    BoardScene* m_scene;
    BoardView* m_view;
    MoveList* m_moveList;
    QLineEdit* m_moveEntry;
    QLabel* m_moveError;
    QLabel* m_clockLabels[2];
    QLabel* m_thinking;
    QLabel* m_hints;
    QLabel* m_status;
    Banner* m_endBanner;
    Banner* m_claimBanner;
    Banner* m_reviewBanner;
    Banner* m_noticeBanner;
    QPushButton* m_playOnButton;
    QMessageBox* m_endDialog = nullptr;
    Sounds* m_sounds;
    AnalysisController* m_analysis;
    EvalGraph* m_graph;
    QWidget* m_analysisRow;
    QProgressBar* m_analysisBar;
    ferz::GameAnalysis m_lastAnalysis; // of the game's first moves, for arrows and words
    QSplitter* m_splitter;
    QMenu* m_recentMenu = nullptr;
    QString m_file;                 // the file the game came from or went to
    bool m_fileHoldsOneGame = true; // false: Save asks for a new name
    bool m_loading = false;
    const ferz::GameTree::Node* m_viewNode = nullptr; // nullptr: the game as it stands
    QActionGroup* m_themeGroup = nullptr;
    QActionGroup* m_animationGroup = nullptr;
};
