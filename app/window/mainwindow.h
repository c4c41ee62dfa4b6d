// The main window: it lays out the parts — the board, the strips, the banners, the side panel —
// and connects them to the game controller; it shows what the game says and has no chess
// knowledge of its own. The actions belong to the parts that do them, registered by name in
// one ActionCollection: the game (GameActions), the document and files (GameDocument), the
// steps through the record (ReviewNavigator), its edits and analysis (RecordActions), the
// analysis board, the library's windows (LibraryWindows), the view (ViewMenu) and help
// (HelpActions); the menus and the toolbar are assembled from names (Menus). What a game
// allows is GamePolicy's.
//
// Threading contract: GUI thread only.
#pragma once

#include "analysispanel.h"
#include "annotationedit.h"
#include "autosave.h"
#include "gamecontroller.h"
#include "language.h"
#include "preferences.h"
#include "santext.h"
#include "sidepanel.h"
#include "windowbanners.h"
#include "words.h"

#include <QElapsedTimer>
#include <QMainWindow>

class ActionCollection;
class AnalysisBoard;
class Announcer;
class GameActions;
class HelpActions;
class LibraryWindows;
class OpeningTree;
class Menus;
class RecordActions;
class RepertoireActions;
class Banner;
class BoardWords;
class Speech;
class PlayerStrip;
class BoardScene;
class BoardView;
class GameDocument;
class GamesWindow;
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
    /// Where the game in progress is kept (its writes run in a thread of their own: flush()
    /// waits for them).
    AutoSave& autoSave() { return m_autosave; }
    BoardScene* scene() const { return m_scene; }
    BoardView* boardView() const { return m_view; }
    MoveList* moveList() const { return m_panel->moveList(); }
    AnalysisPanel* analysisPanel() const { return m_panel->analysis(); }
    EvalGraph* evalGraph() const { return analysisPanel()->graph(); }
    AnalysisController* analysis() const { return analysisPanel()->controller(); }
    QLineEdit* moveEntry() const { return m_panel->moveEntry(); }
    const Preferences& preferences() const { return m_prefs; }
    AnalysisBoard* analysisBoard() const { return m_analysisBoard; }
    OpeningTree* openingTree() const { return m_openingTree; }
    RepertoireActions* repertoire() const { return m_repertoire; }

    GameDocument* document() const { return m_document; }
    LibraryStore* library() const { return m_library; }
    /// The Games window, made and shown (it stays, hidden, once closed).
    GamesWindow* showGames();
    ReviewNavigator* review() const { return m_review; }

    /// Starts a game without asking (the New game dialog calls this, and so do tests).
    void startGame(const GameSetup& setup);

    QString statusText() const { return m_banners->statusText(); }
    /// What the line at the foot of the window shows when nothing passing does: the position on
    /// show in words, in the language in use (its last move, and the end of a game that is
    /// over).
    QString footText() const;
    /// How moves are written on screen: the language's piece letters, or figurines.
    const SanText& sanText() const { return m_sanText; }
    /// The strip above the board (the side at the top) and the one below.
    PlayerStrip* topStrip() const { return m_topStrip; }
    PlayerStrip* bottomStrip() const { return m_bottomStrip; }
    Banner* endBanner() const { return m_banners->end(); }
    Banner* claimBanner() const { return m_banners->claim(); }
    Banner* reviewBanner() const { return m_banners->review(); }
    Banner* noticeBanner() const { return m_banners->notice(); }
    Announcer* announcer() const { return m_announcer; }
    Speech* speech() const { return m_speech; }
    /// The action named `name` (ActionCollection).
    QAction* action(const QString& name) const;

    void newGameDialog();

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createLayout();
    /// The parts that own actions, registered in m_actions; then the menus of their names.
    void createParts();
    /// Tab's order through the window, and Enter for the banner on top.
    void setUpKeyboard();
    /// The strips, the evaluation bar and the board, centred and square in the board's side.
    void placeBoard();
    void applyPreferences();
    void savePreferences();

    /// A new game, a game read or resumed, or Play from Here replaces the record on show.
    void forgetGame();
    void onReset();
    void onMovePlayed(const MoveRecord& record);
    void onStateChanged();
    void onGameEnded();
    void onHint(ferz::Move move);
    void onViewChanged();
    void useSpeech(bool on);
    /// The line at the foot of the window shows the position on show (footText()).
    void updateFootLine();
    /// Moves written in the user's letters or figurines, in every view that writes them.
    void applySanText();
    /// The hint's arrow, while its position is on show and the user to move.
    void showHint();
    void refreshBoard(const std::vector<std::pair<ferz::Square, ferz::Square>>& motions = {});
    void updateMoveList(bool rebuild = true);
    void updateStrips();
    void onBoardMove(ferz::Move move);
    void enterMove(const QString& text);
    /// The verdict of the analysis on `node`'s move, when the game allows it to be shown.
    const ferz::MoveReview* reviewOf(const ferz::GameTree::Node* node) const;
    void loadGame(const ferz::PgnGame& pgn);
    void autosave();
    void onAutosaveFailed(const QString& error);
    void resumeOrStart();

    QSettings& m_settings;
    Language m_language;
    AutoSave m_autosave;
    bool m_autosaveFailed = false;
    QElapsedTimer m_sinceAutosave; // while a clock runs, its time is kept every few seconds
    Preferences m_prefs;
    GameController* m_game;
    LibraryStore* m_library;
    LibraryKeeper* m_keeper;
    BoardScene* m_scene;
    BoardView* m_view;
    SidePanel* m_panel;
    PlayerStrip* m_topStrip;
    PlayerStrip* m_bottomStrip;
    WindowBanners* m_banners;
    Announcer* m_announcer;
    BoardWords* m_boardWords = nullptr;
    Speech* m_speech;
    SanText m_sanText;
    ferz::Move m_hint = ferz::Move::none();         // the last hint's move…
    const ferz::GameTree::Node* m_hintAt = nullptr; // …for the position after this node
    ferz::Key m_hintKey = 0; // …which is this one (the node may have gone in an edit)
    Sounds* m_sounds;
    ReviewNavigator* m_review;
    GameDocument* m_document;
    ActionCollection* m_actions;
    AnalysisBoard* m_analysisBoard = nullptr;
    OpeningTree* m_openingTree = nullptr;
    RepertoireActions* m_repertoire = nullptr;
    GameActions* m_gameActions = nullptr;
    RecordActions* m_record = nullptr;
    LibraryWindows* m_libraryWindows = nullptr;
    ViewMenu* m_viewMenu = nullptr;
    Menus* m_menus = nullptr;
    QSplitter* m_splitter;
    QWidget* m_boardSide;  // the splitter's left part
    QWidget* m_boardFrame; // in it, centred: the strips and the board
    bool m_loading = false;
};
