#include "mainwindow.h"

#include "analysisboard.h"
#include "analysispanel.h"
#include "annotationedit.h"
#include "annotationmenus.h"
#include "announcer.h"
#include "autosave.h"
#include "banner.h"
#include "boardscene.h"
#include "boardview.h"
#include "coremessage.h"
#include "enginescanner.h"
#include "enginesdialog.h"
#include "evalgraph.h"
#include "gamedocument.h"
#include "gameswindow.h"
#include "helpdialog.h"
#include "librarykeeper.h"
#include "librarystore.h"
#include "movegen.h"
#include "movelist.h"
#include "newgamedialog.h"
#include "notation.h"
#include "playerstrip.h"
#include "positioneditor.h"
#include "reviewnavigator.h"
#include "sidepanel.h"
#include "sounds.h"
#include "speech.h"
#include "training.h"
#include "trainwindow.h"
#include "version.h"
#include "viewmenu.h"

#include <QAction>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace ferz;

MainWindow::MainWindow(QSettings& settings, const QString& autosavePath, QWidget* parent)
    : QMainWindow(parent), m_settings(settings),
      m_language(settings.value(QStringLiteral("ui/language")).toString()),
      m_autosave(autosavePath), m_prefs(Preferences::load(settings)),
      m_game(new GameController(this)),
      m_library(new LibraryStore(
          QFileInfo(autosavePath).dir().filePath(QStringLiteral("library.sqlite")), this)),
      m_keeper(new LibraryKeeper(*m_game, *m_library, this)),
      m_training(new TrainingAnalysis(m_library->path(), 200'000, QThread::IdlePriority, this)),
      m_scene(new BoardScene(this)), m_view(new BoardView(m_scene, this)),
      m_panel(new SidePanel(*m_game, this)), m_sounds(new Sounds(this)),
      m_review(new ReviewNavigator(*m_game, this)),
      m_document(new GameDocument(*m_game, settings, this)) {
    m_prefs.theme = BoardTheme::byId(m_prefs.theme).id; // an unknown scheme: the default
    m_sinceAutosave.start();
    setWindowTitle(m_document->title());
    setWindowIcon(QIcon(QStringLiteral(":/icons/ferz.svg")));
    createLayout();
    m_view->setFocus(); // the board, to play on by keys at once
    createActions();
    createMenus();
    retranslate();
    applyPreferences();

    connect(m_scene, &BoardScene::moveRequested, this, &MainWindow::onBoardMove);
    connect(m_scene, &BoardScene::moveRefused, this, &MainWindow::onMoveRefused);
    connect(m_scene, &BoardScene::flippedChanged, this, &MainWindow::updateStrips);
    connect(&m_game->clock(), &ChessClock::changed, this, &MainWindow::updateStrips);
    // A running clock is kept on disk every five seconds: a kill gives back at most that.
    connect(&m_game->clock(), &ChessClock::changed, this, [this] {
        if (m_game->clock().running() && m_sinceAutosave.hasExpired(5000)) autosave();
    });
    connect(m_game, &GameController::reset, this, &MainWindow::onReset);
    connect(m_game, &GameController::movePlayed, this, &MainWindow::onMovePlayed);
    connect(m_game, &GameController::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::onGameEnded);
    connect(m_game, &GameController::hintReady, this, &MainWindow::onHint);
    connect(m_game, &GameController::message, this,
            [this](const QString& text) { showNotice(text); });
    connect(m_library, &LibraryStore::opened, this, [this](bool, const QString& notice) {
        if (!notice.isEmpty()) showNotice(notice);
    });
    connect(m_library, &LibraryStore::ratingChanged, this, &MainWindow::updateStrips);
    m_document->setKeptInLibrary([this] { return m_keeper->keeps(); });
    connect(m_keeper, &LibraryKeeper::failed, this, [this](const QString& error) {
        showNotice(tr("Your games cannot be kept in the game library: %1").arg(error));
    });
    m_library->open();
    // The training's background analysis: once the library is open, and after each change.
    connect(m_library, &LibraryStore::ready, m_training,
            [this] { m_training->setEnabled(m_prefs.trainingAnalysis && m_library->isUsable()); });
    connect(m_library, &LibraryStore::changed, m_training, &TrainingAnalysis::wake);
    connect(m_training, &TrainingAnalysis::gameAnalysed, this, [this] {
        if (m_train) m_train->libraryChanged();
    });
    connect(m_panel, &SidePanel::moveTyped, this, &MainWindow::enterMove);
    connect(moveList(), &::MoveList::nodeClicked, m_review, &ReviewNavigator::show);
    connect(moveList(), &::MoveList::nodeMenuRequested, this, &MainWindow::showMoveMenu);
    connect(m_review, &ReviewNavigator::changed, this, &MainWindow::onViewChanged);
    connect(analysisPanel(), &AnalysisPanel::plyClicked, m_review, &ReviewNavigator::showPly);
    connect(analysisPanel(), &AnalysisPanel::finished, this, &MainWindow::onAnalysisFinished);
    connect(analysisPanel(), &AnalysisPanel::cancelled, this, &MainWindow::updateActions);
    connect(m_document, &GameDocument::gameRead, this, &MainWindow::loadGame);
    connect(m_document, &GameDocument::positionRead, this, &MainWindow::playPosition);
    connect(m_document, &GameDocument::titleChanged, this, &QWidget::setWindowTitle);
    connect(m_document, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &GameDocument::notice, this,
            [this](const QString& text) { showNotice(text); });
    connect(m_document, &GameDocument::status, this,
            [this](const QString& text) { m_announcer->announce(text); });
    connect(m_scene, &BoardScene::pickedUp, this, [this](Square from) {
        QStringList targets;
        for (Square s : m_scene->targetsOf(from)) targets << QString::fromStdString(squareName(s));
        QString piece = Announcer::pieceTypeName(typeOf(m_scene->pieceOn(from)));
        piece[0] = piece[0].toUpper();
        //: "Knight on g1 picked up: it can go to f3, h3."
        m_announcer->announce(tr("%1 on %2 picked up: it can go to %3.")
                                  .arg(piece, QString::fromStdString(squareName(from)),
                                       targets.join(QStringLiteral(", "))));
    });
    connect(m_scene, &BoardScene::putBack, this,
            [this] { m_announcer->announce(tr("Put back.")); });
    connect(m_scene, &BoardScene::promotionOffered, this, [this](PieceType type) {
        m_announcer->announce(m_scene->choosingPromotion() && type == Queen
                                  ? tr("Promotion: queen. The arrow keys choose another piece, "
                                       "Enter takes it, Escape puts the pawn back.")
                                  : Announcer::pieceTypeName(type));
    });

    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(980, 700);
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());

    // The game in progress when Ferz last ran, as it was; else a game as the user last set
    // one up, started at once: the board is there to play on.
    QString problem;
    if (const auto saved = m_autosave.restore(EngineConfig::load(m_settings), &problem)) {
        m_loading = true; // a game that had ended ends again without a sound
        m_game->resumeGame(saved->pgn, saved->setup, saved->whiteMs, saved->blackMs, saved->ply,
                           saved->outcome);
        m_game->setUnrated(saved->unrated);
        m_loading = false;
        m_scene->setFlipped(saved->setup.humanSide == Black);
        m_document->resume(saved->document.file, saved->document.modified);
        // A kill may have come between its end and its write to the library: stored again,
        // in its own row.
        if (m_game->over()) m_keeper->keep();
        analysisPanel()->showRecorded(m_game->tree());
        showNotice(m_game->paused()
                       ? tr("Your game is back, as you left it, with the clocks paused. Press P "
                            "to play on.")
                       : tr("Your game is back, as you left it."));
    } else {
        startGame(setupFromPreferences());
        if (!problem.isEmpty()) showNotice(problem);
    }
    // The record changes with a move, a reset (new game, undo, redo, a loaded game) or its end.
    connect(m_game, &GameController::movePlayed, this, &MainWindow::autosave);
    connect(m_game, &GameController::reset, this, &MainWindow::autosave);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::autosave);
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::autosave);
    connect(m_document, &GameDocument::titleChanged, this, &MainWindow::autosave);
    scanEnginesOnce();
}

namespace {

// A window of its own beside the main one, shown and brought to the front.
void bringUp(QWidget* window) {
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace

GamesWindow* MainWindow::showGames() {
    if (!m_games) {
        m_games = new GamesWindow(*m_library, m_prefs.playerName, m_prefs.otherNames, this);
        connect(m_games, &GamesWindow::otherNamesChanged, this, [this](const QStringList& names) {
            m_prefs.otherNames = names;
            savePreferences();
        });
        connect(m_games, &GamesWindow::openRequested, this, [this](const QString& pgn) {
            if (!m_document->openGame(pgn)) return;
            // The board is what the user wants to see now; Ctrl+L brings the list back as
            // it was.
            m_games->hide();
            activateWindow();
            raise();
        });
    }
    // The player name may have changed in New Game.
    m_games->setUserNames(m_prefs.playerName, m_prefs.otherNames);
    bringUp(m_games);
    return m_games;
}

TrainWindow* MainWindow::showTraining() {
    if (!m_train) {
        m_train = new TrainWindow(*m_library, m_prefs.trainingAnalysis, this);
        connect(m_train, &TrainWindow::analyseChanged, this, [this](bool on) {
            m_prefs.trainingAnalysis = on;
            savePreferences();
            m_training->setEnabled(on && m_library->isUsable());
        });
    }
    m_train->libraryChanged();
    bringUp(m_train);
    return m_train;
}

void MainWindow::scanEnginesOnce() {
    if (m_settings.value(QStringLiteral("engines/scanned")).toBool()) return;
    auto* scanner = new EngineScanner(this);
    connect(scanner, &EngineScanner::finished, this, [this, scanner](QList<EngineConfig> found) {
        scanner->deleteLater();
        QList<EngineConfig> engines = EngineConfig::load(m_settings);
        QStringList added;
        for (const EngineConfig& e : EngineConfig::notListed(found, engines)) {
            engines << e;
            added << e.label();
        }
        EngineConfig::save(m_settings, engines);
        m_analysisBoard->reloadEngines();
        m_settings.setValue(QStringLiteral("engines/scanned"), true);
        if (!added.isEmpty())
            showNotice(tr("Chess engines found on this computer: %1. Choose one in New Game.")
                           .arg(added.join(QStringLiteral(", "))));
    });
    scanner->start();
}

// After every change of the game: a crash or a kill loses at most the move being made.
void MainWindow::autosave() {
    m_sinceAutosave.start();
    const QString error =
        m_autosave.store(*m_game, {m_document->savePath(), m_document->modified()});
    if (error.isEmpty() || m_autosaveFailed) return;
    m_autosaveFailed = true; // said once, not after every move
    showNotice(tr("The game cannot be kept safe on disk: %1").arg(error));
}

MainWindow::~MainWindow() {
    savePreferences();
}

void MainWindow::createLayout() {
    // First: the panels' combo boxes announce their choice through it (describeChoices).
    m_announcer = new Announcer(this);
    m_endBanner = new Banner(Banner::Success, this);
    m_claimBanner = new Banner(Banner::Warning, this);
    m_reviewBanner = new Banner(Banner::Info, this);
    m_noticeBanner = new Banner(Banner::Info, this);
    m_topStrip = new PlayerStrip(this);
    m_topStrip->setObjectName(QStringLiteral("topStrip"));
    m_bottomStrip = new PlayerStrip(this);
    m_bottomStrip->setObjectName(QStringLiteral("bottomStrip"));

    // The strips hug the board: the view (with its coordinates) is kept square, and the frame
    // of strips and board is centred in the space the splitter gives (see eventFilter).
    m_boardSide = new QWidget(this);
    m_boardFrame = new QWidget(m_boardSide);
    auto* boardLayout = new QVBoxLayout(m_boardFrame);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(2);
    m_analysisBoard = new AnalysisBoard(*m_game, *m_review, *m_scene, m_prefs, m_settings, this);
    m_panel->addAboveMoves(m_analysisBoard->panel());
    connect(m_analysisBoard, &AnalysisBoard::openChanged, this, &MainWindow::placeBoard);
    boardLayout->addWidget(m_topStrip);
    auto* boardRow = new QHBoxLayout;
    boardRow->setSpacing(4);
    boardRow->addWidget(m_analysisBoard->evalBar());
    boardRow->addWidget(m_view, 1);
    boardLayout->addLayout(boardRow, 1);
    boardLayout->addWidget(m_bottomStrip);
    const int strips = m_topStrip->height() + m_bottomStrip->height() + 4;
    m_boardSide->setMinimumSize(m_view->minimumSizeHint() +
                                QSize(12 + m_analysisBoard->evalBar()->width() + 4, 12 + strips));
    m_boardSide->installEventFilter(this);

    m_splitter = new QSplitter(this);
    m_splitter->setObjectName(QStringLiteral("splitter"));
    m_splitter->addWidget(m_boardSide);
    m_splitter->addWidget(m_panel);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->installEventFilter(this);

    // The banners over the board and the panel, in a band that keeps its height.
    m_bannerArea = new BannerArea(this);
    for (Banner* b : {m_endBanner, m_claimBanner, m_reviewBanner, m_noticeBanner})
        m_bannerArea->addBanner(b);
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(6, 6, 6, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_bannerArea);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);
    // Made now, not at the first message: its line must not take the board's room later.
    statusBar()->setSizeGripEnabled(false);
    statusBar()->addWidget(m_announcer, 1);
    m_speech = new Speech(this);
    connect(m_announcer, &Announcer::announced, m_speech, &Speech::say);

    // The banners' buttons (their words: retranslate()).
    const auto button = [](Banner* banner, const char* name) {
        QPushButton* b = banner->addButton(QString());
        b->setObjectName(QLatin1String(name));
        return b;
    };
    connect(button(m_endBanner, "newGameButton"), &QPushButton::clicked, this,
            &MainWindow::newGameDialog);
    connect(button(m_endBanner, "reviewButton"), &QPushButton::clicked, this,
            [this] { m_review->showPly(0); });
    connect(button(m_endBanner, "analyseButton"), &QPushButton::clicked, this,
            &MainWindow::analyseGame);
    connect(button(m_endBanner, "closeButton"), &QPushButton::clicked, m_endBanner, &QWidget::hide);
    connect(button(m_claimBanner, "claimButton"), &QPushButton::clicked, m_game,
            &GameController::claimDraw);
    m_playOnButton = button(m_claimBanner, "playOnButton");
    connect(m_playOnButton, &QPushButton::clicked, m_game, &GameController::playOn);
    connect(button(m_reviewBanner, "backToGameButton"), &QPushButton::clicked, m_review,
            &ReviewNavigator::backToGame);
    connect(button(m_noticeBanner, "okButton"), &QPushButton::clicked, m_noticeBanner,
            &QWidget::hide);
}

QAction* MainWindow::action(const QString& name) const {
    return findChild<QAction*>(name);
}

void MainWindow::createActions() {
    const auto add = [this](const QString& name, const QKeySequence& key, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(name);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    add(QStringLiteral("newGame"), QKeySequence::New, [this] { newGameDialog(); });
    add(QStringLiteral("undo"), QKeySequence::Undo, [this] { undo(); });
    add(QStringLiteral("redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), [this] {
        m_review->backToGame();
        m_game->redo();
    });
    add(QStringLiteral("hint"), QKeySequence(Qt::Key_H), [this] {
        m_review->backToGame();
        const bool rated = m_game->rated();
        m_game->requestHint();
        if (rated && !m_game->rated())
            showNotice(tr("You asked for a hint: this game no longer counts for your rating."),
                       true);
    });
    QAction* pause = add(QStringLiteral("pause"), QKeySequence(Qt::Key_P),
                         [this](bool on) { m_game->setPaused(on); });
    pause->setShortcuts({QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    pause->setCheckable(true);
    add(QStringLiteral("offerDraw"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        [this] { offerDraw(); });
    add(QStringLiteral("claimDraw"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        [this] { m_game->claimDraw(); });
    add(QStringLiteral("resign"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] {
        const auto answer = QMessageBox::question(this, tr("Resign"), tr("Resign this game?"));
        if (answer == QMessageBox::Yes) m_game->resign();
    });
    add(QStringLiteral("engines"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        EnginesDialog dialog(EngineConfig::load(m_settings), this);
        if (dialog.exec() != QDialog::Accepted) return;
        EngineConfig::save(m_settings, dialog.engines());
        m_analysisBoard->reloadEngines();
    });
    add(QStringLiteral("open"), QKeySequence::Open, [this] { m_document->openDialog(); });
    add(QStringLiteral("games"), QKeySequence(Qt::CTRL | Qt::Key_L), [this] { showGames(); });
    add(QStringLiteral("train"), QKeySequence(Qt::CTRL | Qt::Key_T), [this] { showTraining(); });
    add(QStringLiteral("setUpPosition"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] {
        PositionEditor editor(m_review->position(), this);
        if (editor.exec() == QDialog::Accepted && m_document->maySwitch())
            playPosition(editor.position());
    });
    add(QStringLiteral("save"), QKeySequence::Save, [this] { m_document->save(); });
    add(QStringLiteral("saveAs"), QKeySequence::SaveAs, [this] { m_document->saveAs(); });
    add(QStringLiteral("copyPgn"), QKeySequence::Copy, [this] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(writePgn(m_game->toPgn())));
        m_announcer->announce(tr("The game is on the clipboard, as PGN."));
    });
    add(QStringLiteral("copyFen"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), [this] {
        const Position pos = m_review->position();
        QGuiApplication::clipboard()->setText(QString::fromStdString(pos.fen()));
        m_announcer->announce(tr("The position is on the clipboard, as FEN."));
    });
    add(QStringLiteral("paste"), QKeySequence::Paste,
        [this] { m_document->paste(QGuiApplication::clipboard()->text()); });
    add(QStringLiteral("quit"), QKeySequence::Quit, [this] { close(); });
    add(QStringLiteral("flip"), QKeySequence(Qt::Key_F),
        [this] { m_scene->setFlipped(!m_scene->flipped()); });
    m_review->addActions(this);
    add(QStringLiteral("promoteVariation"), QKeySequence(),
        [this] { m_game->promote(m_review->node()); });
    add(QStringLiteral("deleteLine"), QKeySequence(), [this] {
        const GameTree::Node* node = m_review->node();
        if (!m_game->canRemove(node)) return;
        m_review->show(node->parent); // shown while the line goes
        m_review->show(m_game->removeLine(node));
    });
    add(QStringLiteral("editComment"), QKeySequence(Qt::CTRL | Qt::Key_K),
        [this] { editComment(); });
    m_annotations = new AnnotationMenus(this);
    connect(m_annotations, &AnnotationMenus::glyphChosen, this, [this](GlyphKind kind, int nag) {
        const GameTree::Node* node = m_review->node();
        const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
        m_game->setGlyph(node, kind, nag);
        recordEdit(node, before, tr("Glyph on %1").arg(m_review->moveName(node)));
    });
    // The user's edits of comments and glyphs have an undo of their own: Undo (Ctrl+Z) takes
    // back moves.
    m_edits = new QUndoStack(this);
    add(QStringLiteral("undoEdit"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z),
        [this] { m_edits->undo(); });
    add(QStringLiteral("redoEdit"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_Z),
        [this] { m_edits->redo(); });
    connect(m_edits, &QUndoStack::canUndoChanged, action(QStringLiteral("undoEdit")),
            &QAction::setEnabled);
    connect(m_edits, &QUndoStack::canRedoChanged, action(QStringLiteral("redoEdit")),
            &QAction::setEnabled);
    action(QStringLiteral("undoEdit"))->setEnabled(false);
    action(QStringLiteral("redoEdit"))->setEnabled(false);
    add(QStringLiteral("playFromHere"), QKeySequence(), [this] { playFromHere(); });
    add(QStringLiteral("analyseGame"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
        [this] { analyseGame(); });
    add(QStringLiteral("help"), QKeySequence(QKeySequence::HelpContents),
        [this] { HelpDialog(this).exec(); });
    add(QStringLiteral("shortcuts"), QKeySequence(),
        [this] { ShortcutsDialog(actions(), this).exec(); });
    add(QStringLiteral("about"), QKeySequence(), [this] {
        QMessageBox::about(
            this, tr("About Ferz"),
            tr("<h3>Ferz %1</h3><p>A chess program: play the computer, review the game.</p>"
               "<p>Free software under the GNU General Public License, version 3 or later.</p>"
               "<p>Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made "
               "for Ferz.</p>")
                .arg(QString::fromUtf8(ferz::Version.data(), qsizetype(ferz::Version.size()))));
    });
}

void MainWindow::createMenus() {
    const auto fill = [this](QMenu* menu, std::initializer_list<const char*> names) {
        for (const char* name : names) {
            if (*name)
                menu->addAction(action(QLatin1String(name)));
            else
                menu->addSeparator();
        }
    };
    m_gameMenu = menuBar()->addMenu(QString());
    fill(m_gameMenu, {"newGame", "open"});
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_document->setRecentMenu(m_recentMenu);
    fill(m_gameMenu,
         {"save", "saveAs", "setUpPosition", "", "games", "train", "", "hint", "pause", "offerDraw",
          "claimDraw", "resign", "", "analyseGame", "liveAnalysis", "", "engines", "", "quit"});
    m_editMenu = menuBar()->addMenu(QString());
    fill(m_editMenu,
         {"undo", "redo", "", "undoEdit", "redoEdit", "", "copyPgn", "copyFen", "paste"});
    m_viewMenu =
        new ViewMenu(m_prefs, m_settings, m_language, action(QStringLiteral("flip")), this);
    menuBar()->addMenu(m_viewMenu);
    connect(m_viewMenu, &ViewMenu::themeChanged, this,
            [this](const QString& id) { m_scene->setTheme(BoardTheme::byId(id)); });
    connect(m_viewMenu, &ViewMenu::animationChanged, m_scene, &BoardScene::setAnimationMs);
    connect(m_viewMenu, &ViewMenu::soundChanged, m_sounds, &Sounds::setEnabled);
    connect(m_viewMenu, &ViewMenu::speechChanged, this, &MainWindow::useSpeech);
    connect(m_viewMenu, &ViewMenu::showThinkingChanged, this, [this](bool on) {
        m_panel->setShowThinking(on);
        onStateChanged();
    });
    m_movesMenu = menuBar()->addMenu(QString());
    fill(m_movesMenu, {"first", "previous", "next", "last", "previousVariation", "nextVariation",
                       "backToGame", "", "promoteVariation", "deleteLine", "", "editComment"});
    m_movesMenu->addMenu(m_annotations->menu(GlyphKind::Move));
    m_movesMenu->addMenu(m_annotations->menu(GlyphKind::Position));
    fill(m_movesMenu, {"", "playFromHere"});
    m_helpMenu = menuBar()->addMenu(QString());
    fill(m_helpMenu, {"help", "shortcuts", "", "about"});

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("gameToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char* name : {"newGame", "undo", "redo", "hint", "pause", "flip", "offerDraw",
                             "resign", "liveAnalysis"})
        m_toolBar->addAction(action(QLatin1String(name)));
}

// Every word of the window's own, said again: at the start and when the language changes.
// The words about the game (the title, the status, the banners) are the refresh's, below.
void MainWindow::retranslate() {
    const std::pair<const char*, QString> actions[] = {
        {"newGame", tr("&New Game…")},
        {"undo", tr("&Undo Move")},
        {"redo", tr("&Redo Move")},
        {"hint", tr("&Hint")},
        {"pause", tr("&Pause")},
        {"offerDraw", tr("O&ffer Draw")},
        {"claimDraw", tr("&Claim Draw")},
        {"resign", tr("Res&ign")},
        {"engines", tr("&Engines…")},
        {"liveAnalysis", tr("Analysis &Board")},
        {"open", tr("&Open…")},
        {"games", tr("&Games…")},
        {"train", tr("&Train…")},
        {"setUpPosition", tr("Set &Up Position…")},
        {"save", tr("&Save")},
        {"saveAs", tr("Save &As…")},
        {"copyPgn", tr("&Copy Game (PGN)")},
        {"copyFen", tr("Copy P&osition (FEN)")},
        {"paste", tr("&Paste Game or Position")},
        {"quit", tr("&Quit")},
        {"flip", tr("&Flip Board")},
        {"promoteVariation", tr("&Promote Variation")},
        {"deleteLine", tr("&Delete from Here")},
        {"playFromHere", tr("Play from &Here…")},
        {"editComment", tr("&Comment…")},
        {"undoEdit", tr("Undo Comment or &Glyph")},
        {"redoEdit", tr("Redo Comment or G&lyph")},
        {"analyseGame", tr("&Analyse Game")},
        {"help", tr("Ferz &Help")},
        {"shortcuts", tr("&Keyboard Shortcuts")},
        {"about", tr("&About Ferz")}};
    for (const auto& [name, text] : actions) action(QLatin1String(name))->setText(text);
    m_review->retranslate();
    m_annotations->retranslate();

    m_gameMenu->setTitle(tr("&Game"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_movesMenu->setTitle(tr("&Moves"));
    m_helpMenu->setTitle(tr("&Help"));

    // The toolbar's words are short, and the window never gets narrower than they need: no
    // button hides behind an overflow chevron.
    m_toolBar->setWindowTitle(tr("Game"));
    const std::pair<const char*, QString> buttons[] = {
        {"newGame", tr("New")},     {"undo", tr("Undo")},     {"redo", tr("Redo")},
        {"hint", tr("Hint")},       {"pause", tr("Pause")},   {"flip", tr("Flip")},
        {"offerDraw", tr("Draw?")}, {"resign", tr("Resign")}, {"liveAnalysis", tr("Analysis")}};
    for (const auto& [name, text] : buttons) {
        QAction* a = action(QLatin1String(name));
        a->setIconText(text);
        a->setToolTip(a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")) +
                      (a->shortcut().isEmpty() ? QString()
                                               : QStringLiteral(" (%1)").arg(a->shortcut().toString(
                                                     QKeySequence::NativeText))));
    }
    setMinimumWidth(std::max(m_toolBar->sizeHint().width() + 12, minimumSizeHint().width()));

    const std::pair<const char*, QString> bannerButtons[] = {
        {"newGameButton", tr("New game")},        {"reviewButton", tr("Review")},
        {"analyseButton", tr("Analyse")},         {"closeButton", tr("Close")},
        {"claimButton", tr("Claim draw")},        {"playOnButton", tr("Play on")},
        {"backToGameButton", tr("Back to game")}, {"okButton", tr("OK")}};
    for (const auto& [name, text] : bannerButtons)
        findChild<QPushButton*>(QLatin1String(name))->setText(text);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        setWindowTitle(m_document->title());
        if (m_game->over()) m_endBanner->setText(m_game->describe(m_game->outcome()));
        onViewChanged();  // the review banner
        onStateChanged(); // the status, the claim banner, the strips
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::applyPreferences() {
    m_scene->setTheme(BoardTheme::byId(m_prefs.theme));
    m_scene->setAnimationMs(m_prefs.animationMs);
    m_sounds->setEnabled(m_prefs.sound);
    useSpeech(m_prefs.speech);
    m_panel->setShowThinking(m_prefs.showThinking);
    m_viewMenu->sync();
}

void MainWindow::savePreferences() {
    m_prefs.save(m_settings);
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.sync();
}

// The board is square: the panel beside it takes the width the board cannot use (up to a
// point), so that no empty band opens between them and the strips are as wide as the board.
bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_splitter && event->type() == QEvent::Resize) {
        const int total = m_splitter->width() - m_splitter->handleWidth();
        const int panelMin = m_splitter->widget(1)->minimumWidth();
        const int board = m_splitter->height() - m_topStrip->height() - m_bottomStrip->height() -
                          4 - 12; // the spacing and the margins
        const int panel = std::clamp(total - board, panelMin, std::max(panelMin, 420));
        m_splitter->setSizes({total - panel, panel});
    }
    if (watched == m_boardSide && event->type() == QEvent::Resize) placeBoard();
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::placeBoard() {
    const int strips = m_topStrip->height() + m_bottomStrip->height() + 4;
    const int bar = m_analysisBoard->isOpen() ? m_analysisBoard->evalBar()->width() + 4 : 0;
    const int side = std::min(m_boardSide->width() - 12 - bar, m_boardSide->height() - 12 - strips);
    m_boardFrame->setGeometry((m_boardSide->width() - side - bar) / 2,
                              (m_boardSide->height() - side - strips) / 2, side + bar,
                              side + strips);
}

// A modal dialog over the window holds the clocks: time spent reading it is nobody's.
bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::WindowBlocked || event->type() == QEvent::WindowUnblocked)
        m_game->setClockHeld(event->type() == QEvent::WindowBlocked);
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // A game in progress comes back with the autosave. A finished one with changes is asked
    // about: it comes back only if the answer is neither Save nor Discard, which a crash or a
    // kill gives. So is any game when the autosave cannot write.
    if ((m_game->over() || m_autosaveFailed) && !m_document->maySwitch()) {
        event->ignore();
        return;
    }
    if (m_game->over() && m_document->modified())
        m_autosave.remove(); // discarded
    else
        autosave(); // the clocks as they stand now: a restart gives no time back
    savePreferences();
    QMainWindow::closeEvent(event);
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(m_prefs, EngineConfig::load(m_settings), this);
    dialog.setRating(m_library->rating().current, m_library->rating().games());
    if (dialog.exec() != QDialog::Accepted || !m_document->maySwitch()) return;
    dialog.storeIn(m_prefs);
    savePreferences();
    startGame(dialog.setup());
}

void MainWindow::startGame(const GameSetup& setup) {
    analysisPanel()->forget();
    m_document->detach();
    m_review->forget();
    m_reviewBanner->hide();
    m_endBanner->hide();
    m_noticeBanner->hide();
    m_scene->setFlipped(setup.humanSide == Black);
    m_edits->clear(); // the edits were of the game that goes
    m_game->newGame(setup);
    turnBoardIfWanted();
    m_document->markClean();
    m_announcer->announce(tr("A new game. %1.").arg(statusText()));
}

// Two people at one board may want it turned towards the side to move after every move.
void MainWindow::turnBoardIfWanted() {
    if (m_game->twoPlayers() && m_prefs.turnBoard && !m_review->reviewing())
        m_scene->setFlipped(m_game->position().sideToMove() == Black);
}

// Against the computer, it judges; between two people, the other one is asked.
void MainWindow::offerDraw() {
    if (!m_game->twoPlayers()) {
        m_game->offerDraw();
        return;
    }
    const Color offering = m_game->position().sideToMove();
    if (QMessageBox::question(this, tr("Draw offer"),
                              tr("%1 offers a draw. %2, do you accept?")
                                  .arg(m_game->playerName(offering),
                                       m_game->playerName(~offering))) == QMessageBox::Yes)
        m_game->agreeDraw();
}

void MainWindow::refreshBoard(const std::vector<std::pair<Square, Square>>& motions) {
    if (m_review->reviewing()) {
        const Position pos = m_review->position();
        m_scene->showPosition(pos, m_review->node()->move(), motions);
        const ferz::MoveList legal(pos);
        m_scene->setLegalMoves({legal.begin(), legal.end()});
        // Before a move the analysis judged: the better move, as an arrow, on the position
        // where it could have been played.
        if (const MoveReview* r = analysisPanel()->reviewOf(m_review->node()->mainChild());
            r && r->explanation.better)
            m_scene->showArrow(r->explanation.better.from(), r->explanation.better.to());
    } else {
        m_scene->showPosition(m_game->game().position(), m_game->lastMove(), motions);
        m_scene->setLegalMoves(m_game->humanMoves());
    }
}

void MainWindow::onReset() {
    // The node on show may have gone with an edit of the tree, or become the game's own.
    if (m_review->revalidate()) m_reviewBanner->hide();
    m_analysisBoard->follow();
    updateMoveList();
    m_endBanner->setVisible(m_game->over());
    refreshBoard();
    turnBoardIfWanted();
    updateStrips();
}

// Who plays which side, the material, the clocks, and whose turn it is, with the user's strip
// below the board unless it is turned.
void MainWindow::updateStrips() {
    const Color bottom = m_scene->flipped() ? Black : White;
    const Position shown = m_review->reviewing() ? m_review->position() : m_game->position();
    const ChessClock& clock = m_game->clock();
    for (PlayerStrip* strip : {m_topStrip, m_bottomStrip}) {
        const Color c = strip == m_bottomStrip ? bottom : ~bottom;
        strip->setPlayer(m_game->playerName(c), c);
        // The user's rating beside their name, in a game against the computer.
        const RatingSummary& rating = m_library->rating();
        if (!m_game->twoPlayers() && c == m_game->humanSide() && rating.games() > 0)
            strip->setRating(
                tr("%1 ± %2")
                    .arg(qRound(rating.current.rating))
                    .arg(qRound(rating.current.deviation)),
                rating.provisional()
                    ? tr("Your rating, provisional until it is surer. Rated games: %1.")
                          .arg(rating.games())
                    : tr("Your rating. Rated games: %1.").arg(rating.games()));
        else
            strip->setRating({}, {});
        strip->setMaterial(shown);
        strip->setToMove(!m_game->over() && m_game->position().sideToMove() == c);
        strip->setThinking(m_game->computerThinking() && c != m_game->humanSide());
        strip->setClock(clock.enabled(), clock.remainingMs(c), clock.control().baseMs,
                        clock.running() && clock.runningSide() == c);
    }
}

// `rebuild` after a change of the tree; else only the node on show changed and the list moves
// its highlight (a long game is not laid out again at every step).
void MainWindow::updateMoveList(bool rebuild) {
    const GameTree::Node* shown = m_review->node();
    if (rebuild || !moveList()->setShown(shown))
        moveList()->setTree(m_game->tree(), m_game->currentNode(), shown,
                            m_game->over() ? resultString(m_game->outcome().result) : "");
    evalGraph()->setCurrentPly(GameTree::isOnMainLine(shown) ? shown->ply : -1);
    // Opening names are data (lichess's, in English), like the PGN tags they are written to.
    const Opening* opening = m_game->openingAt(shown);
    m_panel->setOpening(opening ? QString::fromStdString(opening->title()) : QString());
}

// The node on show changed: the review banner says which position it is, and what the analysis
// thought of the move that led there.
void MainWindow::onViewChanged() {
    if (m_review->reviewing()) {
        QString text = m_review->describe();
        // "Blunder: hangs the queen. Nf3 was better: 14. Nf3 Qd7", in the user's language.
        if (const MoveReview* r = analysisPanel()->reviewOf(m_review->node()))
            text += QLatin1Char(' ') + trCore(r->commentMessage());
        m_reviewBanner->setText(text);
    }
    m_reviewBanner->setVisible(m_review->reviewing());
    announceView();
    updateMoveList(false); // an edit of the tree came with a reset, which rebuilt the list
    refreshBoard();
    updateStrips();
    updateActions();
}

// ---------------------------------------------------------------------------------------------
// Post-game analysis

void MainWindow::analyseGame() {
    if (m_game->game().ply() == 0 || m_game->computerThinking()) return;
    analysisPanel()->start(m_game->game().startPosition(), m_game->game().moves());
    updateActions();
}

void MainWindow::onAnalysisFinished(const GameAnalysis& analysis) {
    m_game->annotate(analysis); // a reset: the list shows the glyphs and comments
    m_edits->clear();           // an edit undone now would take the verdicts with it
    // The counts are under the graph, where they stay.
    m_announcer->announce(analysis.complete ? tr("Analysis done.") : tr("Analysis stopped."));
    updateActions();
}

// A move on the board: the user's move in the game, or in review a variation.
void MainWindow::onBoardMove(Move move) {
    if (!m_review->reviewing()) {
        m_game->playHumanMove(move);
        return;
    }
    if (const GameTree::Node* node = m_game->addVariation(m_review->node(), move))
        m_review->show(node);
}

void MainWindow::showMoveMenu(const GameTree::Node* node, const QPoint& globalPos) {
    m_review->show(node);
    QMenu menu(this);
    for (const char* name : {"promoteVariation", "deleteLine", "", "editComment"}) {
        if (*name)
            menu.addAction(action(QLatin1String(name)));
        else
            menu.addSeparator();
    }
    menu.addMenu(m_annotations->menu(GlyphKind::Move));
    menu.addMenu(m_annotations->menu(GlyphKind::Position));
    menu.addSeparator();
    menu.addAction(action(QStringLiteral("playFromHere")));
    menu.exec(globalPos);
}

// The user's own comment on the move on show, in a dialog; an empty text removes it.
void MainWindow::editComment() {
    const GameTree::Node* shown = m_review->node();
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Comment"));
    dialog.setLabelText(shown->parent ? tr("Comment on %1:").arg(m_review->moveName(shown))
                                      : tr("Comment before the first move:"));
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setTextValue(QString::fromStdString(shown->data.comment));
    // Tab leaves the text for the buttons, as in every other field (a comment needs no tabs).
    if (auto* edit = dialog.findChild<QPlainTextEdit*>()) edit->setTabChangesFocus(true);
    // The move is found again by its line: the computer may have moved meanwhile.
    const std::vector<Move> line = m_game->tree().movesTo(shown);
    if (dialog.exec() != QDialog::Accepted) return;
    const GameTree::Node* node = m_game->tree().nodeAt(line);
    if (!node) return;
    const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
    m_game->setComment(node, dialog.textValue());
    recordEdit(node, before,
               node->parent ? tr("Comment on %1").arg(m_review->moveName(node)) : tr("Comment"));
}

void MainWindow::recordEdit(const GameTree::Node* node, const AnnotationEdit::Marks& before,
                            const QString& text) {
    AnnotationEdit::Marks after = AnnotationEdit::marksOf(node);
    if (after != before) m_edits->push(new AnnotationEdit(*m_game, node, before, after, text));
}

void MainWindow::playFromHere() {
    const GameTree::Node* node = m_review->node();
    if (statusOf(m_review->position(), 1).over()) {
        showNotice(tr("The game is over in this position: there is nothing to play."));
        return;
    }
    QStringList names;
    const QList<int> levels = Preferences::levels();
    for (int elo : levels) names << Preferences::levelName(elo);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, tr("Play from here"),
        tr("You play the side to move, without a clock. The computer's level:"), names,
        std::max(0, int(levels.indexOf(m_prefs.elo))), false, &ok);
    if (!ok) return;
    const int elo = levels.value(names.indexOf(chosen), m_prefs.elo);
    const Color side = m_review->position().sideToMove();
    analysisPanel()->forget();
    m_review->forget();
    m_reviewBanner->hide();
    m_endBanner->hide();
    m_scene->setFlipped(side == Black);
    m_game->playFromHere(node, elo ? std::optional<int>(elo) : std::nullopt);
}

void MainWindow::onMovePlayed(const MoveRecord& record) {
    if (!m_loading) {
        const GameTree::Node* node = m_game->currentNode();
        if (node && node->parent && node->move() == record.move)
            m_announcer->announce(
                Announcer::spokenTurn(m_game->tree().positionAt(node->parent), record.move));
    }
    updateMoveList();
    m_noticeBanner->hide();
    if (!m_review->reviewing()) refreshBoard(record.motions);
    turnBoardIfWanted();
    if (record.check)
        m_sounds->play(Sounds::Check);
    else
        m_sounds->play(record.capture ? Sounds::Capture : Sounds::Move);
}

void MainWindow::onStateChanged() {
    if (!m_review->reviewing()) m_scene->setLegalMoves(m_game->humanMoves());
    m_claimBanner->setVisible(m_game->canClaimDraw());
    m_playOnButton->setVisible(m_game->claimWaiting());
    if (m_game->canClaimDraw()) {
        const bool threefold = m_game->status().canClaimThreefold;
        if (m_game->claimWaiting())
            m_claimBanner->setText(
                threefold ? tr("Your move repeats the position a third time: you may claim a "
                               "draw, or play on.")
                          : tr("Your move completes fifty moves without a capture or a pawn "
                               "move: you may claim a draw, or play on."));
        else
            m_claimBanner->setText(
                threefold ? tr("This position has occurred three times: you may claim a draw.")
                          : tr("Fifty moves without a capture or a pawn move: you may claim a "
                               "draw."));
    }
    if (m_claimBanner->isVisibleTo(this) && m_claimBanner->text() != m_claimSaid)
        m_announcer->say(m_claimBanner->text()); // the banner shows it
    m_claimSaid = m_claimBanner->isVisibleTo(this) ? m_claimBanner->text() : QString();
    m_panel->updateState();
    updateStrips();
    m_bannerArea->setStatus(statusText());
    updateActions();
}

// Whose turn it is. The end of a game is the end banner's to say, once.
QString MainWindow::statusText() const {
    if (m_game->over()) return {};
    if (m_game->paused()) return tr("Paused: press P to play on");
    const GameStatus status = m_game->status();
    const bool white = m_game->position().sideToMove() == White;
    QString text;
    if (m_game->claimWaiting())
        return tr("You may claim a draw: the computer waits until you claim or play on");
    if (m_game->twoPlayers())
        text = white ? tr("White to move") : tr("Black to move");
    else if (m_game->isHumanTurn())
        text = white ? tr("Your move (White)") : tr("Your move (Black)");
    else
        text = white ? tr("White (the computer) to move") : tr("Black (the computer) to move");
    if (status.inCheck)
        text += white ? tr(" — the white king is in check") : tr(" — the black king is in check");
    return text;
}

void MainWindow::updateActions() {
    const bool live = !m_game->over();
    const bool reviewing = m_review->reviewing();
    action(QStringLiteral("undo"))->setEnabled(m_game->canUndo());
    action(QStringLiteral("redo"))->setEnabled(m_game->canRedo());
    action(QStringLiteral("hint"))->setEnabled(m_game->isHumanTurn());
    action(QStringLiteral("offerDraw"))->setEnabled(live && m_game->game().ply() > 0);
    action(QStringLiteral("claimDraw"))->setEnabled(m_game->canClaimDraw());
    action(QStringLiteral("resign"))->setEnabled(live);
    action(QStringLiteral("pause"))->setEnabled(m_game->canPause());
    action(QStringLiteral("pause"))->setChecked(m_game->paused());
    action(QStringLiteral("backToGame"))->setEnabled(reviewing);
    const GameTree::Node* shown = m_review->node();
    action(QStringLiteral("promoteVariation"))->setEnabled(m_game->canPromote(shown));
    action(QStringLiteral("deleteLine"))->setEnabled(m_game->canRemove(shown));
    action(QStringLiteral("playFromHere"))->setEnabled(reviewing);
    m_annotations->show(shown->data.nags, shown->parent != nullptr);
    action(QStringLiteral("analyseGame"))
        ->setEnabled(m_game->game().ply() > 0 && !analysisPanel()->running() &&
                     !m_game->computerThinking());
    moveEntry()->setEnabled(m_game->isHumanTurn());
}

// The end is said once, by the banner over the board (with what to do next), and written as
// the result at the end of the move list.
void MainWindow::onGameEnded(const Outcome& outcome) {
    m_endBanner->setText(m_game->describe(outcome));
    m_endBanner->show();
    if (!m_loading) m_announcer->say(m_endBanner->text()); // the banner shows it
    m_claimBanner->hide();
    m_noticeBanner->hide();
    if (!m_loading) m_sounds->play(Sounds::GameEnd);
    updateMoveList();
    onStateChanged();
}

// Taking back a move after a game the players ended (a resignation, an agreement, a claim, a
// flag, a result read from a file) takes the result back too: the user confirms first. An end
// the board made (mate, stalemate) goes with the move that made it.
void MainWindow::undo() {
    using R = Outcome::Reason;
    const Outcome& o = m_game->outcome();
    const bool byPlayers = o.over() && o.reason != R::Checkmate && o.reason != R::Stalemate &&
                           o.reason != R::InsufficientMaterial &&
                           o.reason != R::FivefoldRepetition && o.reason != R::SeventyFiveMoves;
    if (byPlayers && m_game->canUndo() &&
        QMessageBox::question(this, tr("Take back a move"),
                              tr("The game is over: %1. Take back your last move and play on "
                                 "without this result?")
                                  .arg(m_game->describe(o))) != QMessageBox::Yes)
        return;
    m_review->backToGame();
    const bool rated = m_game->rated();
    m_game->undo();
    if (rated && !m_game->rated())
        showNotice(tr("You took back a move: this game no longer counts for your rating."), true);
}

void MainWindow::onHint(Move move) {
    if (m_review->reviewing() || !m_game->isHumanTurn()) return;
    m_scene->showArrow(move.from(), move.to());
    onStateChanged();
}

// Speaks the announcements, or stops; without a speech backend it says so and stays off.
void MainWindow::useSpeech(bool on) {
    if (m_speech->setEnabled(on)) return;
    m_prefs.speech = false;
    m_viewMenu->sync();
    showNotice(tr("Ferz cannot speak: no speech engine is installed. Install speech-dispatcher "
                  "(or Qt's flite plugin), or use a screen reader."));
}

void MainWindow::showNotice(const QString& text, bool transient) {
    m_announcer->say(text); // the banner shows it
    m_noticeBanner->setText(text);
    m_noticeBanner->show();
    const int count = ++m_noticeCount;
    if (transient)
        QTimer::singleShot(4000, m_noticeBanner, [this, count] {
            if (count == m_noticeCount) m_noticeBanner->hide();
        });
}

// The board put a piece back: say why, briefly ("the knight on d2 is pinned…").
void MainWindow::onMoveRefused(Square from, Square to) {
    QString why;
    if (!m_review->reviewing() && m_game->over())
        why = tr("The game is over. Start a new game, or look back through this one.");
    else if (!m_review->reviewing() && m_game->paused())
        why = tr("The game is paused: press P to play on.");
    else if (!m_review->reviewing() && !m_game->isHumanTurn())
        why = tr("It is the computer's move.");
    else
        why = trCore(whyIllegal(m_review->position(), from, to));
    if (!why.isEmpty()) why[0] = why[0].toUpper();
    if (!why.endsWith(QLatin1Char('.'))) why += QLatin1Char('.');
    showNotice(why, true);
}

void MainWindow::enterMove(const QString& text) {
    m_review->backToGame();
    const QString error = m_game->playHumanText(text);
    m_panel->setMoveError(error);
    m_announcer->announce(error);
}

// While reviewing, the move on show in words, with the analysis's verdict on it: what a
// screen reader user hears when stepping through the game.
void MainWindow::announceView() {
    const bool reviewing = m_review->reviewing();
    if (reviewing) {
        const GameTree::Node* node = m_review->node();
        QString text = tr("The starting position.");
        if (node->parent) {
            const Position before = m_game->tree().positionAt(node->parent);
            //: "Move 12, Black: knight from g8 to f6."
            text = tr("Move %1, %2")
                       .arg(before.fullmoveNumber())
                       .arg(Announcer::spokenTurn(before, node->move()));
        }
        if (const MoveReview* r = analysisPanel()->reviewOf(node))
            text += QLatin1Char(' ') + trCore(r->commentMessage());
        m_announcer->announce(text);
    } else if (m_wasReviewing) {
        m_announcer->announce(tr("Back to the game."));
    }
    m_wasReviewing = reviewing;
}

GameSetup MainWindow::setupFromPreferences() {
    GameSetup setup;
    setup.humanSide = m_prefs.side == Preferences::PlayBlack ? Black : White;
    m_prefs.applyTo(setup, EngineConfig::load(m_settings));
    return setup;
}

// A game read from a file or the clipboard, played on from where it stands.
void MainWindow::loadGame(const PgnGame& pgn) {
    analysisPanel()->forget();
    m_review->forget();
    m_endBanner->hide();
    m_noticeBanner->hide();
    m_reviewBanner->hide();
    m_loading = true; // a game that was over in the file needs no dialog and no sound
    m_edits->clear();
    m_game->loadGame(pgn, setupFromPreferences());
    m_loading = false;
    m_scene->setFlipped(m_game->humanSide() == Black);
    m_document->markClean();
    showRecordedAnalysis();
}

// A game that carries an analysis shows its graph at once; annotations that could not be read
// stay in the comments, and the user is told.
void MainWindow::showRecordedAnalysis() {
    analysisPanel()->showRecorded(m_game->tree());
    bool unread = false;
    for (const GameTree::Node* n = m_game->tree().root(); n && !unread; n = n->mainChild())
        unread = n->data.comment.find("[%eval") != std::string::npos ||
                 n->data.comment.find("[%clk") != std::string::npos;
    if (unread)
        showNotice(tr("Some clock times or evaluations in this game could not be read; they are "
                      "kept as comments."));
}

// A position set up or pasted: a new game from it, the user playing the side to move.
void MainWindow::playPosition(const Position& position) {
    GameSetup setup = setupFromPreferences();
    setup.start = position;
    setup.humanSide = position.sideToMove();
    startGame(setup);
}
