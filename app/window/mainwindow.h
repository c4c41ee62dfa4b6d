// The main window: the board, the move list, the clocks, the banners, the menus and every
// action of the game. It shows what the game controller says and sends it what the user does;
// it has no chess knowledge of its own. Three parts have jobs of their own: the document (files,
// the clipboard, the title: GameDocument), the node on show (ReviewNavigator) and the post-game
// analysis (AnalysisPanel).
//
// Threading contract: GUI thread only.
#pragma once

#include "analysispanel.h"
#include "annotationedit.h"
#include "autosave.h"
#include "gamecontroller.h"
#include "language.h"
#include "preferences.h"
#include "sidepanel.h"

#include <QElapsedTimer>
#include <QMainWindow>

class AnalysisBoard;
class AnnotationMenus;
class QUndoStack;
class Announcer;
class Banner;
class Speech;
class BannerArea;
class PlayerStrip;
class BoardScene;
class BoardView;
class GameDocument;
class GamesWindow;
class TrainWindow;
class TrainingAnalysis;
class LibraryKeeper;
class LibraryStore;
class QAction;
class QLabel;
class QPushButton;
class QSettings;
class QMenu;
class QSplitter;
class QToolBar;
class ReviewNavigator;
class Sounds;
class ViewMenu;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// Reads and writes its preferences in `settings`, which must outlive the window, keeps
    /// the game in progress at `autosavePath` (see AutoSave) and the game library beside it
    /// (`library.sqlite`, see Library).
    explicit MainWindow(QSettings& settings, const QString& autosavePath = AutoSave::defaultPath(),
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* game() const { return m_game; }
    BoardScene* scene() const { return m_scene; }
    BoardView* boardView() const { return m_view; }
    MoveList* moveList() const { return m_panel->moveList(); }
    AnalysisPanel* analysisPanel() const { return m_panel->analysis(); }
    EvalGraph* evalGraph() const { return analysisPanel()->graph(); }
    AnalysisController* analysis() const { return analysisPanel()->controller(); }
    QLineEdit* moveEntry() const { return m_panel->moveEntry(); }
    const Preferences& preferences() const { return m_prefs; }
    AnalysisBoard* analysisBoard() const { return m_analysisBoard; }

    GameDocument* document() const { return m_document; }
    LibraryStore* library() const { return m_library; }
    /// The Games window, made and shown (it stays, hidden, once closed).
    GamesWindow* showGames();
    /// The Train window, made and shown (it stays, hidden, once closed).
    TrainWindow* showTraining();
    TrainingAnalysis* trainingAnalysis() const { return m_training; }
    ReviewNavigator* review() const { return m_review; }

    /// Starts a game without asking (the New game dialog calls this, and so do tests).
    void startGame(const GameSetup& setup);

    QString statusText() const;
    /// The strip above the board (the side at the top) and the one below.
    PlayerStrip* topStrip() const { return m_topStrip; }
    PlayerStrip* bottomStrip() const { return m_bottomStrip; }
    Banner* endBanner() const { return m_endBanner; }
    Banner* claimBanner() const { return m_claimBanner; }
    Banner* reviewBanner() const { return m_reviewBanner; }
    Banner* noticeBanner() const { return m_noticeBanner; }
    Announcer* announcer() const { return m_announcer; }
    Speech* speech() const { return m_speech; }
    QAction* action(const QString& name) const;

public slots:
    void newGameDialog();

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createLayout();
    /// The strips, the evaluation bar and the board, centred and square in the board's side.
    void placeBoard();
    void retranslate();
    void applyPreferences();
    void savePreferences();

    void onReset();
    void onMovePlayed(const MoveRecord& record);
    void onStateChanged();
    void onGameEnded(const Outcome& outcome);
    void onHint(ferz::Move move);
    void onViewChanged();
    void announceView();
    void useSpeech(bool on);
    /// A notice over the board; a transient one goes by itself after a few seconds.
    void showNotice(const QString& text, bool transient = false);
    void onMoveRefused(ferz::Square from, ferz::Square to);
    void refreshBoard(const std::vector<std::pair<ferz::Square, ferz::Square>>& motions = {});
    void updateMoveList(bool rebuild = true);
    void updateStrips();
    void updateActions();
    void onBoardMove(ferz::Move move);
    void undo();
    void offerDraw();
    void turnBoardIfWanted();
    void enterMove(const QString& text);
    void showMoveMenu(const ferz::GameTree::Node* node, const QPoint& globalPos);
    void playFromHere();
    void editComment();
    /// Puts the user's edit of `node` (which had `before`) on the undo stack of edits.
    void recordEdit(const ferz::GameTree::Node* node, const AnnotationEdit::Marks& before,
                    const QString& text);
    void analyseGame();
    void onAnalysisFinished(const ferz::GameAnalysis& analysis);
    void loadGame(const ferz::PgnGame& pgn);
    void showRecordedAnalysis();
    void playPosition(const ferz::Position& position);
    void autosave();
    /// On the first start, the engines installed on the system join the list (in the
    /// background); the user is told which.
    void scanEnginesOnce();
    GameSetup setupFromPreferences();

    QSettings& m_settings;
    Language m_language;
    AutoSave m_autosave;
    bool m_autosaveFailed = false;
    QElapsedTimer m_sinceAutosave; // while a clock runs, its time is kept every few seconds
    Preferences m_prefs;
    GameController* m_game;
    LibraryStore* m_library;
    LibraryKeeper* m_keeper;
    GamesWindow* m_games = nullptr;
    TrainingAnalysis* m_training;
    TrainWindow* m_train = nullptr;
    BoardScene* m_scene;
    BoardView* m_view;
    SidePanel* m_panel;
    PlayerStrip* m_topStrip;
    PlayerStrip* m_bottomStrip;
    BannerArea* m_bannerArea;
    Banner* m_endBanner;
    Banner* m_claimBanner;
    Banner* m_reviewBanner;
    Banner* m_noticeBanner;
    Announcer* m_announcer;
    Speech* m_speech;
    QString m_claimSaid; // the claim banner's text when it was last announced
    bool m_wasReviewing = false;
    QPushButton* m_playOnButton;
    Sounds* m_sounds;
    ReviewNavigator* m_review;
    GameDocument* m_document;
    AnalysisBoard* m_analysisBoard;
    QSplitter* m_splitter;
    QWidget* m_boardSide;  // the splitter's left part
    QWidget* m_boardFrame; // in it, centred: the strips and the board
    bool m_loading = false;
    int m_noticeCount = 0; // a transient notice hides only if no other came after it
    ViewMenu* m_viewMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_movesMenu = nullptr;
    AnnotationMenus* m_annotations = nullptr;
    QUndoStack* m_edits = nullptr; // the user's edits of comments and glyphs
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
};
