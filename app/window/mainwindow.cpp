#include "mainwindow.h"

#include "actioncollection.h"
#include "analysisboard.h"
#include "analysispanel.h"
#include "announcer.h"
#include "autosave.h"
#include "banner.h"
#include "boardscene.h"
#include "boardview.h"
#include "boardwords.h"
#include "coremessage.h"
#include "diagramactions.h"
#include "drawingkeeper.h"
#include "evalgraph.h"
#include "gameactions.h"
#include "gamedocument.h"
#include "gamepolicy.h"
#include "helpactions.h"
#include "librarykeeper.h"
#include "librarystore.h"
#include "librarywindows.h"
#include "menus.h"
#include "movegen.h"
#include "movelist.h"
#include "openingtree.h"
#include "playerstrip.h"
#include "printactions.h"
#include "recordactions.h"
#include "repertoireactions.h"
#include "reviewnavigator.h"
#include "sidepanel.h"
#include "sounds.h"
#include "speech.h"
#include "viewmenu.h"
#include "windowbanners.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace ferz;

MainWindow::MainWindow(QSettings& settings, const QString& autosavePath, QWidget* parent)
    : QMainWindow(parent), m_settings(settings),
      m_language(settings.value(QStringLiteral("ui/language")).toString()),
      m_autosave(autosavePath), m_prefs(Preferences::load(settings)),
      m_game(new GameController(this)),
      m_library(new LibraryStore(
          QFileInfo(autosavePath).dir().filePath(QStringLiteral("library.sqlite")), this)),
      m_keeper(new LibraryKeeper(*m_game, *m_library, this)), m_scene(new BoardScene(this)),
      m_view(new BoardView(m_scene, this)), m_panel(new SidePanel(*m_game, this)),
      m_sounds(new Sounds(this)), m_review(new ReviewNavigator(*m_game, this)),
      m_document(new GameDocument(*m_game, settings, this)), m_actions(new ActionCollection(this)) {
    m_prefs.theme = BoardTheme::byId(m_prefs.theme).id; // an unknown scheme: the default
    m_sinceAutosave.start();
    setWindowTitle(m_document->title());
    setWindowIcon(QIcon(QStringLiteral(":/icons/ferz.svg")));
    createLayout();
    m_view->setFocus(); // the board, to play on by keys at once
    createParts();
    setUpKeyboard();
    m_banners->retranslate();
    applyPreferences();

    connect(m_scene, &BoardScene::moveRequested, this, &MainWindow::onBoardMove);
    connect(m_scene, &BoardScene::flippedChanged, this, &MainWindow::updateStrips);
    connect(m_scene, &BoardScene::flippedChanged, this, &MainWindow::showHint);
    connect(&m_game->clock(), &ChessClock::changed, this, &MainWindow::updateStrips);
    // A running clock is kept on disk every five seconds: a kill gives back at most that.
    connect(&m_game->clock(), &ChessClock::changed, this, [this] {
        if (m_game->clock().running() && m_sinceAutosave.hasExpired(5000)) autosave();
    });
    connect(m_game, &GameController::aboutToReplace, this, &MainWindow::forgetGame);
    connect(m_game, &GameController::reset, this, &MainWindow::onReset);
    connect(m_game, &GameController::movePlayed, this, &MainWindow::onMovePlayed);
    connect(m_game, &GameController::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::onGameEnded);
    connect(m_game, &GameController::hintReady, this, &MainWindow::onHint);
    connect(m_game, &GameController::message, m_banners, &WindowBanners::tell);
    connect(m_library, &LibraryStore::opened, this, [this](bool, const QString& notice) {
        if (!notice.isEmpty()) m_banners->showNotice(notice);
    });
    connect(m_library, &LibraryStore::ratingChanged, this, &MainWindow::updateStrips);
    m_document->setKeptInLibrary([this] { return m_keeper->keeps(); });
    connect(m_keeper, &LibraryKeeper::failed, m_banners, &WindowBanners::tell);
    m_library->open();
    connect(m_panel, &SidePanel::moveTyped, this, &MainWindow::enterMove);
    connect(moveList(), &::MoveList::nodeClicked, m_review, &ReviewNavigator::show);
    connect(moveList(), &::MoveList::nodeMenuRequested, this,
            [this](const GameTree::Node* node, const QPoint& at) {
                m_review->show(node);
                m_menus->showMoveMenu(at);
            });
    connect(m_review, &ReviewNavigator::changed, this, &MainWindow::onViewChanged);
    connect(analysisPanel(), &AnalysisPanel::plyClicked, m_review, &ReviewNavigator::showPly);
    connect(m_document, &GameDocument::gameRead, this, &MainWindow::loadGame);
    connect(m_document, &GameDocument::positionRead, m_gameActions, &GameActions::playPosition);
    connect(m_document, &GameDocument::titleChanged, this, &QWidget::setWindowTitle);
    connect(m_document, &GameDocument::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_document, &GameDocument::notice, m_banners, &WindowBanners::tell);
    connect(m_document, &GameDocument::status, m_announcer, &Announcer::announce);
    m_boardWords =
        new BoardWords(*m_scene, *m_game, *m_review, *analysisPanel(), *m_announcer, this);
    connect(m_boardWords, &BoardWords::refused, this,
            [this](const QString& why) { m_banners->showNotice(why, true); });
    connect(m_boardWords, &BoardWords::handEmptied, this, &MainWindow::updateFootLine);

    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(980, 700);
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());
    resumeOrStart();
    connect(&m_autosave.writer(), &FileWriter::failed, this,
            [this](const QString&, const QString& error) { onAutosaveFailed(error); });
    // The record changes with a move, a reset (new game, undo, redo, a loaded game) or its end.
    connect(m_game, &GameController::movePlayed, this, &MainWindow::autosave);
    connect(m_game, &GameController::reset, this, &MainWindow::autosave);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::autosave);
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::autosave);
    connect(m_document, &GameDocument::titleChanged, this, &MainWindow::autosave);
    m_gameActions->scanEnginesOnce();
}

// Tab goes the way the window reads: the toolbar, the buttons of the banner on top, the board,
// the side panel from its top (SidePanel::tabChain: the analysis board's panel, the opening
// tree, the moves, the analysis, the move field). Enter presses the default button of the
// banner on top while the board or the move list has the focus and the board holds no piece.
void MainWindow::setUpKeyboard() {
    QList<QWidget*> chain = m_menus->toolButtons();
    for (QPushButton* button : m_banners->buttons()) chain << button;
    chain << m_view << m_panel->tabChain();
    // Qt leaves a tab order alone that already goes round the right way, whichever widget
    // follows the window (the board, made first); the window, focusable for the moment, puts
    // the toolbar right after itself, where Tab starts.
    setFocusPolicy(Qt::TabFocus);
    setTabOrder(this, chain.front());
    for (qsizetype i = 1; i < chain.size(); ++i) setTabOrder(chain[i - 1], chain[i]);
    setFocusPolicy(Qt::NoFocus);
    m_banners->pressOnEnter({m_view, moveList()}, [this] {
        return m_scene->selectedSquare() == NoSquare && !m_scene->choosingPromotion();
    });
}

// The game in progress when Ferz last ran, as it was; else a game as the user last set one
// up, started at once: the board is there to play on.
void MainWindow::resumeOrStart() {
    QString problem;
    if (const auto saved = m_autosave.restore(EngineConfig::load(m_settings), &problem)) {
        m_loading = true; // a game that had ended ends again without a sound
        m_game->resumeGame(saved->pgn, saved->setup, saved->whiteMs, saved->blackMs, saved->unrated,
                           saved->ply, saved->outcome, saved->onlyRead);
        m_loading = false;
        m_scene->setFlipped(saved->setup.humanSide == Black);
        m_document->resume(saved->document.file, saved->document.modified);
        // A kill may have come between its end and its write to the library: stored again,
        // in its own row.
        if (m_game->over()) m_keeper->keep();
        analysisPanel()->showRecorded(m_game->tree(), m_game->toPgn().tags);
        m_banners->showNotice([paused = m_game->paused()] {
            return paused ? tr("Your game is back, as you left it, with the clocks paused. Press P "
                               "to play on.")
                          : tr("Your game is back, as you left it.");
        });
    } else {
        m_gameActions->startGame(m_gameActions->setupFromPreferences());
        if (!problem.isEmpty()) m_banners->showNotice(problem);
    }
}

// Each part registers its actions; the menus take them by name. Register a new part here.
void MainWindow::createParts() {
    m_gameActions = new GameActions(*m_actions, *m_game, *m_review, *m_scene, *m_document,
                                    *m_library, m_prefs, m_settings);
    m_document->addActions(*m_actions, *m_review);
    m_review->addActions(*m_actions);
    m_record = new RecordActions(*m_actions, *m_game, *m_review, *analysisPanel());
    m_libraryWindows = new LibraryWindows(*m_actions, *m_library, *m_document, m_prefs, m_settings);
    m_viewMenu = new ViewMenu(*m_actions, m_prefs, m_settings, m_language);
    new HelpActions(*m_actions);
    connect(new DiagramActions(*m_actions, *m_review, *m_scene, m_settings), &DiagramActions::said,
            m_announcer, &Announcer::announce);
    connect(new PrintActions(*m_actions, *m_game, *m_review, *m_scene, m_prefs, m_settings),
            &PrintActions::said, m_announcer, &Announcer::announce);
    m_repertoire = new RepertoireActions(*m_actions, *m_game, *m_review, *m_library);
    m_openingTree->setRepertoires(*m_repertoire);
    connect(m_repertoire, &RepertoireActions::said, m_announcer, &Announcer::announce);
    connect(m_repertoire, &RepertoireActions::changed, m_libraryWindows,
            &LibraryWindows::repertoireChanged);
    connect(m_repertoire, &RepertoireActions::notice, m_banners, &WindowBanners::tell);
    m_menus = new Menus(*m_actions, this);

    connect(m_gameActions, &GameActions::started, this,
            [this] { m_announcer->announce(tr("A new game. %1.").arg(statusText())); });
    connect(m_gameActions, &GameActions::notice, m_banners, &WindowBanners::showNotice);
    connect(m_gameActions, &GameActions::playingFromHere, this, &MainWindow::forgetGame);
    connect(m_gameActions, &GameActions::enginesChanged, m_analysisBoard,
            &AnalysisBoard::reloadEngines);
    m_libraryWindows->follow(*m_game, *analysisPanel()->controller(), *m_review);
    connect(m_gameActions, &GameActions::enginesChanged, m_libraryWindows,
            &LibraryWindows::enginesChanged);
    connect(m_record, &RecordActions::said, m_announcer, &Announcer::announce);
    connect(new DrawingKeeper(*m_game, *m_review, *m_scene->pen(), *m_record, this),
            &DrawingKeeper::said, m_announcer, &Announcer::announce);
    connect(m_banners, &WindowBanners::newGameClicked, this, &MainWindow::newGameDialog);
    connect(m_banners, &WindowBanners::reviewClicked, this, [this] { m_review->showPly(0); });
    connect(m_banners, &WindowBanners::analyseClicked, m_record, &RecordActions::analyseGame);
    connect(m_banners, &WindowBanners::backToGameClicked, m_review, &ReviewNavigator::backToGame);
    connect(m_viewMenu, &ViewMenu::flipRequested, this,
            [this] { m_scene->setFlipped(!m_scene->flipped()); });
    connect(m_viewMenu, &ViewMenu::themeChanged, this,
            [this](const QString& id) { m_scene->setTheme(BoardTheme::byId(id)); });
    connect(m_viewMenu, &ViewMenu::animationChanged, m_scene, &BoardScene::setAnimationMs);
    connect(m_viewMenu, &ViewMenu::soundChanged, m_sounds, &Sounds::setEnabled);
    connect(m_viewMenu, &ViewMenu::speechChanged, this, &MainWindow::useSpeech);
    connect(m_viewMenu, &ViewMenu::showThinkingChanged, this, [this](bool on) {
        m_panel->setShowThinking(on);
        onStateChanged();
    });
    connect(m_viewMenu, &ViewMenu::figurinesChanged, this, &MainWindow::applySanText);
}

QAction* MainWindow::action(const QString& name) const {
    return m_actions->action(name);
}

void MainWindow::newGameDialog() {
    m_gameActions->newGameDialog();
}

void MainWindow::startGame(const GameSetup& setup) {
    m_gameActions->startGame(setup);
}

GamesWindow* MainWindow::showGames() {
    return m_libraryWindows->showGames();
}

// After every change of the game: a crash or a kill loses at most the move being made.
void MainWindow::autosave() {
    m_sinceAutosave.start();
    m_autosave.store(*m_game, {m_document->savePath(), m_document->modified()});
}

// A write of the autosave failed (in its writer's thread): said once, not after every move.
void MainWindow::onAutosaveFailed(const QString& error) {
    if (m_autosaveFailed) return;
    m_autosaveFailed = true;
    m_banners->showNotice(
        [error] { return tr("The game cannot be kept safe on disk: %1").arg(error); });
}

MainWindow::~MainWindow() {
    savePreferences();
}

void MainWindow::createLayout() {
    // First: the panels' combo boxes announce their choice through it (describeChoices).
    m_announcer = new Announcer(this);
    m_banners = new WindowBanners(*m_game, *m_announcer, this);
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
    m_analysisBoard =
        new AnalysisBoard(*m_actions, *m_game, *m_review, *m_scene, m_prefs, m_settings);
    m_panel->addAboveMoves(m_analysisBoard->panel(), {m_analysisBoard->panel()->controls()});
    connect(m_analysisBoard, &AnalysisBoard::openChanged, this, &MainWindow::placeBoard);
    m_openingTree = new OpeningTree(*m_actions, *m_game, *m_review, *m_library, *m_panel, *m_scene,
                                    *m_announcer, m_prefs, m_settings);
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
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(6, 6, 6, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banners->area());
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);
    // Made now, not at the first message: its line must not take the board's room later.
    statusBar()->setSizeGripEnabled(false);
    statusBar()->addWidget(m_announcer, 1);
    m_speech = new Speech(this);
    connect(m_announcer, &Announcer::announced, m_speech, &Speech::say);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) { // the parts: ActionCollection::retranslate
        m_banners->retranslate();
        setWindowTitle(m_document->title());
        applySanText();   // the pieces' letters of the language: the move list, the lines
        onStateChanged(); // the status, the claim banner, the strips
        updateFootLine();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::applyPreferences() {
    applySanText();
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
    if ((m_game->over() || m_autosaveFailed) &&
        !m_document->maySwitch(GameDocument::Leaving::Quit)) {
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

void MainWindow::forgetGame() {
    analysisPanel()->forget();
    m_review->forget();
    m_banners->review()->hide();
    m_banners->end()->hide();
    m_banners->clearNotices();
}

void MainWindow::refreshBoard(const std::vector<std::pair<Square, Square>>& motions) {
    if (m_review->reviewing()) {
        const Position pos = m_review->position();
        m_scene->showPosition(pos, m_review->node()->move(), motions);
        const ferz::MoveList legal(pos);
        m_scene->setLegalMoves({legal.begin(), legal.end()});
        // Before a move the analysis judged: the better move, as an arrow, on the position
        // where it could have been played.
        if (const MoveReview* r = reviewOf(m_review->node()->mainChild());
            r && r->explanation.better)
            m_scene->showArrow(r->explanation.better.from(), r->explanation.better.to());
    } else {
        m_scene->showPosition(m_game->game().position(), m_game->lastMove(), motions);
        m_scene->setLegalMoves(m_game->humanMoves());
        showHint();
    }
}

void MainWindow::onReset() {
    // The node on show may have gone with an edit of the tree, or become the game's own.
    if (m_review->revalidate()) m_banners->review()->hide();
    m_analysisBoard->follow();
    updateMoveList();
    m_banners->end()->setVisible(m_game->over());
    refreshBoard();
    updateStrips();
    updateFootLine();
}

// Who plays which side, the material, the clocks (or the times the record keeps), and whose
// turn it is, with the user's strip below the board unless it is turned.
void MainWindow::updateStrips() {
    const Color bottom = m_scene->flipped() ? Black : White;
    const Position shown = m_review->reviewing() ? m_review->position() : m_game->position();
    for (PlayerStrip* strip : {m_topStrip, m_bottomStrip}) {
        const Color c = strip == m_bottomStrip ? bottom : ~bottom;
        strip->showSide(*m_game, c, shown);
        // In review, and in a game with no clock of its own (a file's), a clock shows the time
        // its side had after its last move on the way to the position on show ([%clk]).
        const ChessClock& clock = m_game->clock();
        if (m_review->reviewing() || !clock.enabled()) {
            const std::optional<qint64> ms = recordedClockMs(m_game->tree(), m_review->node(), c);
            if (ms || clock.enabled())
                strip->setClock(true, ms.value_or(clock.control().baseMs),
                                clock.enabled() ? clock.control().baseMs : 0, false);
        }
        // The user's rating beside their name, in a game against the computer.
        strip->setRating(!m_game->twoPlayers() && c == m_game->humanSide() ? &m_library->rating()
                                                                           : nullptr);
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
    m_panel->setOpening(m_game->openingText(shown));
}

// The node on show changed: the review banner says which position it is, and what the analysis
// thought of the move that led there.
void MainWindow::onViewChanged() {
    if (m_review->reviewing()) {
        QString text = m_review->describe();
        // "Blunder: hangs the queen. Nf3 was better: 14. Nf3 Qd7", in the user's language and
        // letters.
        if (const MoveReview* r = reviewOf(m_review->node()))
            text += QLatin1Char(' ') + trCore(r->commentMessage());
        // Read out in letters: a screen reader names a figurine as a chess symbol.
        m_banners->review()->setText(m_sanText.text(text), SanText().text(text));
    }
    m_banners->review()->setVisible(m_review->reviewing());
    updateMoveList(false); // an edit of the tree came with a reset, which rebuilt the list
    refreshBoard();
    updateStrips();
    updateFootLine();
}

// The letters of the language in use, or figurines: the move list, the engine's lines, the
// review banner and the Train window write their moves so. Files keep English SAN.
void MainWindow::applySanText() {
    m_sanText = SanText(m_prefs.figurines ? SanText::Figurines : SanText::Letters);
    moveList()->setSanText(m_sanText);
    m_analysisBoard->panel()->setSanText(m_sanText);
    m_openingTree->setSanText(m_sanText);
    m_libraryWindows->setSanText(m_sanText);
    updateMoveList();
    onViewChanged(); // the review banner
}

const MoveReview* MainWindow::reviewOf(const GameTree::Node* node) const {
    if (!GamePolicy::of(*m_game).allows(GamePolicy::Help::ReviewLines)) return nullptr;
    return analysisPanel()->reviewOf(node);
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

void MainWindow::onMovePlayed(const MoveRecord& record) {
    m_hint = Move::none();
    if (!m_loading) {
        const GameTree::Node* node = m_game->currentNode();
        if (node && node->parent && node->move() == record.move)
            m_announcer->announce(
                Announcer::spokenTurn(m_game->tree().positionAt(node->parent), record.move));
    }
    updateMoveList();
    m_banners->clearNotices();
    if (!m_review->reviewing()) refreshBoard(record.motions);
    updateFootLine();
    if (record.check)
        m_sounds->play(Sounds::Check);
    else
        m_sounds->play(record.capture ? Sounds::Capture : Sounds::Move);
}

void MainWindow::onStateChanged() {
    if (!m_review->reviewing()) m_scene->setLegalMoves(m_game->humanMoves());
    m_panel->updateState();
    updateStrips();
    m_banners->updateState();
}

// The end is said once, by the banner over the board (with what to do next), and written as
// the result at the end of the move list.
void MainWindow::onGameEnded() {
    m_banners->showEnd(!m_loading, m_loading ? Words() : m_repertoire->departureWords(m_sanText));
    if (!m_loading) m_sounds->play(Sounds::GameEnd);
    updateMoveList();
    onStateChanged();
    updateFootLine();
}

QString MainWindow::footText() const {
    return m_boardWords->shownPosition();
}

// The line shows what is true now, in the language in use, until something passing is
// announced after it (a piece picked up, a file saved).
void MainWindow::updateFootLine() {
    if (m_boardWords) m_announcer->setSteadyText(footText());
}

void MainWindow::onHint(Move move) {
    if (m_review->reviewing() || !m_game->isHumanTurn()) return;
    m_hint = move;
    m_hintAt = m_game->currentNode();
    m_hintKey = m_game->game().position().key();
    showHint();
    onStateChanged();
}

// The hint stays on its position through whatever redraws the board (a change of language,
// a turn of the board, a look back and back again, a drawing or a comment), until a move.
void MainWindow::showHint() {
    if (m_hint && !m_review->reviewing() && m_game->isHumanTurn() &&
        m_hintAt == m_game->currentNode() && m_hintKey == m_game->game().position().key())
        m_scene->showArrow(m_hint.from(), m_hint.to());
}

// Speaks the announcements, or stops; without a speech backend it says so and stays off.
void MainWindow::useSpeech(bool on) {
    if (m_speech->setEnabled(on)) return;
    m_prefs.speech = false;
    m_viewMenu->sync();
    m_banners->showNotice([] {
        return tr("Ferz cannot speak: no speech engine is installed. Install speech-dispatcher "
                  "(or Qt's flite plugin), or use a screen reader.");
    });
}

void MainWindow::enterMove(const QString& text) {
    m_review->backToGame();
    const QString error = m_game->playHumanText(text);
    m_panel->setMoveError(error);
    m_announcer->announce(error);
}

// A game read from a file or the clipboard, played on from where it stands.
void MainWindow::loadGame(const PgnGame& pgn) {
    m_loading = true; // a game that was over in the file needs no dialog and no sound
    m_game->loadGame(pgn, m_gameActions->setupFromPreferences());
    m_loading = false;
    m_scene->setFlipped(m_game->humanSide() == Black);
    // A game analysed before: its graph.
    analysisPanel()->showRecorded(m_game->tree(), m_game->toPgn().tags);
}
