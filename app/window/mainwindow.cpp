#include "mainwindow.h"

#include "analysiscontroller.h"
#include "autosave.h"
#include "banner.h"
#include "boardscene.h"
#include "boardview.h"
#include "coremessage.h"
#include "enginesdialog.h"
#include "evalgraph.h"
#include "gamepicker.h"
#include "movegen.h"
#include "movelist.h"
#include "newgamedialog.h"
#include "positioneditor.h"
#include "sounds.h"
#include "version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <fstream>

using namespace ferz;

namespace {

QString formatClock(qint64 ms) {
    const qint64 tenths = ms / 100;
    const qint64 seconds = tenths / 10, minutes = seconds / 60, hours = minutes / 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (minutes >= 1 || ms >= 20'000)
        return QStringLiteral("%1:%2").arg(minutes).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2.%3")
        .arg(minutes)
        .arg(seconds % 60, 2, 10, QLatin1Char('0'))
        .arg(tenths % 10);
}

// The evaluation as a user reads it: from White's side, in pawns.
QString formatScore(const SearchProgress& p, Color side) {
    if (p.mate) {
        const int n = side == White ? p.mateIn : -p.mateIn;
        return n > 0 ? QStringLiteral("#%1").arg(n) : QStringLiteral("#-%1").arg(-n);
    }
    const int cp = side == White ? p.score : -p.score;
    return QStringLiteral("%1%2").arg(cp > 0 ? "+" : "").arg(cp / 100.0, 0, 'f', 2);
}

} // namespace

MainWindow::MainWindow(QSettings& settings, const QString& autosavePath, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_autosave(autosavePath),
      m_prefs(Preferences::load(settings)), m_game(new GameController(this)),
      m_scene(new BoardScene(this)), m_view(new BoardView(m_scene, this)),
      m_moveList(new ::MoveList(this)), m_sounds(new Sounds(this)),
      m_analysis(new AnalysisController(this)), m_graph(new EvalGraph(this)),
      m_analysisRow(new QWidget(this)), m_analysisBar(new QProgressBar(m_analysisRow)) {
    m_prefs.theme = BoardTheme::byId(m_prefs.theme).id; // an unknown scheme: the default
    setWindowTitle(tr("Ferz"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ferz.svg")));
    createLayout();
    createActions();
    createMenus();
    applyPreferences();

    connect(m_scene, &BoardScene::moveRequested, this, &MainWindow::onBoardMove);
    connect(m_game, &GameController::reset, this, &MainWindow::onReset);
    connect(m_game, &GameController::movePlayed, this, &MainWindow::onMovePlayed);
    connect(m_game, &GameController::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::onGameEnded);
    connect(m_game, &GameController::hintReady, this, &MainWindow::onHint);
    connect(m_game, &GameController::engineProgress, this, &MainWindow::onProgress);
    connect(m_game, &GameController::message, this, &MainWindow::showNotice);
    connect(&m_game->clock(), &ChessClock::changed, this, &MainWindow::updateClocks);
    connect(m_moveList, &::MoveList::nodeClicked, this, &MainWindow::showNode);
    connect(m_moveList, &::MoveList::nodeMenuRequested, this, &MainWindow::showMoveMenu);
    connect(m_graph, &EvalGraph::plyClicked, this, &MainWindow::showPly);
    connect(m_analysis, &AnalysisController::progress, this,
            [this](int index, int total, Evaluation eval) {
                m_analysisBar->setRange(0, total);
                m_analysisBar->setValue(index + 1);
                m_graph->setEvaluation(index, eval);
                m_graph->show();
            });
    connect(m_analysis, &AnalysisController::finished, this, &MainWindow::onAnalysisFinished);

    if (!restoreGeometry(m_settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(980, 700);
    restoreState(m_settings.value(QStringLiteral("window/state")).toByteArray());

    setAcceptDrops(true);
    // The game in progress when Ferz last ran, as it was; else a game as the user last set
    // one up, started at once: the board is there to play on.
    QString problem;
    if (const auto saved = m_autosave.restore(EngineConfig::load(m_settings), &problem)) {
        m_game->resumeGame(saved->pgn, saved->setup, saved->whiteMs, saved->blackMs, saved->ply);
        m_scene->setFlipped(saved->setup.humanSide == Black);
        showNotice(tr("Your game is back, as you left it."));
    } else {
        startGame(setupFromPreferences());
        if (!problem.isEmpty()) showNotice(problem);
    }
    // The record changes with a move, a reset (new game, undo, redo, a loaded game) or its end.
    connect(m_game, &GameController::movePlayed, this, &MainWindow::autosave);
    connect(m_game, &GameController::reset, this, &MainWindow::autosave);
    connect(m_game, &GameController::gameEnded, this, &MainWindow::autosave);
}

// After every change of the game: a crash or a kill loses at most the move being made.
void MainWindow::autosave() {
    const QString error = m_autosave.store(*m_game);
    if (error.isEmpty() || m_autosaveFailed) return;
    m_autosaveFailed = true; // said once, not after every move
    showNotice(tr("The game cannot be kept safe on disk: %1").arg(error));
}

MainWindow::~MainWindow() {
    savePreferences();
}

void MainWindow::createLayout() {
    m_endBanner = new Banner(Banner::Success, this);
    m_claimBanner = new Banner(Banner::Warning, this);
    m_reviewBanner = new Banner(Banner::Info, this);
    m_noticeBanner = new Banner(Banner::Info, this);

    auto* boardSide = new QWidget(this);
    auto* boardLayout = new QVBoxLayout(boardSide);
    boardLayout->setContentsMargins(6, 6, 6, 6);
    for (Banner* b : {m_endBanner, m_claimBanner, m_reviewBanner, m_noticeBanner})
        boardLayout->addWidget(b);
    boardLayout->addWidget(m_view, 1);

    auto* panel = new QWidget(this);
    panel->setMinimumWidth(250);
    auto* panelLayout = new QVBoxLayout(panel);
    panelLayout->setContentsMargins(6, 6, 6, 6);
    QFont clockFont = font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.6);
    clockFont.setBold(true);
    auto* clocks = new QHBoxLayout;
    for (Color c : {White, Black}) {
        m_clockLabels[c] = new QLabel(panel);
        m_clockLabels[c]->setFont(clockFont);
        m_clockLabels[c]->setAlignment(Qt::AlignCenter);
        m_clockLabels[c]->setFrameShape(QFrame::StyledPanel);
        m_clockLabels[c]->setMinimumWidth(110);
        clocks->addWidget(m_clockLabels[c]);
    }
    panelLayout->addLayout(clocks);
    m_thinking = new QLabel(panel);
    m_thinking->setWordWrap(true);
    panelLayout->addWidget(m_thinking);
    panelLayout->addWidget(m_moveList, 1);
    panelLayout->addWidget(m_graph);
    m_graph->hide(); // until a game is analysed
    auto* analysisLayout = new QHBoxLayout(m_analysisRow);
    analysisLayout->setContentsMargins(0, 0, 0, 0);
    m_analysisBar->setFormat(tr("Analysing… %v of %m positions"));
    analysisLayout->addWidget(m_analysisBar, 1);
    auto* cancelAnalysis = new QPushButton(tr("Cancel"), m_analysisRow);
    cancelAnalysis->setObjectName(QStringLiteral("cancelAnalysis"));
    connect(cancelAnalysis, &QPushButton::clicked, this, [this] {
        m_analysis->cancel();
        m_analysisRow->hide();
        updateActions();
    });
    analysisLayout->addWidget(cancelAnalysis);
    panelLayout->addWidget(m_analysisRow);
    m_analysisRow->hide();
    m_moveEntry = new QLineEdit(panel);
    m_moveEntry->setPlaceholderText(tr("Type a move: Nf3, e2e4…"));
    m_moveEntry->setClearButtonEnabled(true);
    connect(m_moveEntry, &QLineEdit::returnPressed, this, &MainWindow::enterMove);
    panelLayout->addWidget(m_moveEntry);
    m_moveError = new QLabel(panel);
    m_moveError->setWordWrap(true);
    m_moveError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_moveError->hide();
    panelLayout->addWidget(m_moveError);
    m_hints = new QLabel(panel);
    panelLayout->addWidget(m_hints);

    m_splitter = new QSplitter(this);
    m_splitter->setObjectName(QStringLiteral("splitter"));
    m_splitter->addWidget(boardSide);
    m_splitter->addWidget(panel);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->installEventFilter(this);
    setCentralWidget(m_splitter);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);

    // The banners' buttons.
    connect(m_endBanner->addButton(tr("New game")), &QPushButton::clicked, this,
            &MainWindow::newGameDialog);
    connect(m_endBanner->addButton(tr("Review")), &QPushButton::clicked, this,
            [this] { showPly(0); });
    connect(m_endBanner->addButton(tr("Analyse")), &QPushButton::clicked, this,
            &MainWindow::analyseGame);
    connect(m_endBanner->addButton(tr("Close")), &QPushButton::clicked, m_endBanner,
            &QWidget::hide);
    connect(m_claimBanner->addButton(tr("Claim draw")), &QPushButton::clicked, m_game,
            &GameController::claimDraw);
    m_playOnButton = m_claimBanner->addButton(tr("Play on"));
    connect(m_playOnButton, &QPushButton::clicked, m_game, &GameController::playOn);
    connect(m_reviewBanner->addButton(tr("Back to game")), &QPushButton::clicked, this,
            &MainWindow::backToGame);
    connect(m_noticeBanner->addButton(tr("OK")), &QPushButton::clicked, m_noticeBanner,
            &QWidget::hide);
}

QAction* MainWindow::action(const QString& name) const {
    return findChild<QAction*>(name);
}

void MainWindow::createActions() {
    const auto add = [this](const QString& name, const QString& text, const QKeySequence& key,
                            auto slot) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    add(QStringLiteral("newGame"), tr("&New Game…"), QKeySequence::New,
        [this] { newGameDialog(); });
    add(QStringLiteral("undo"), tr("&Undo Move"), QKeySequence::Undo, [this] {
        backToGame();
        m_game->undo();
    });
    add(QStringLiteral("redo"), tr("&Redo Move"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
        [this] {
            backToGame();
            m_game->redo();
        });
    add(QStringLiteral("hint"), tr("&Hint"), QKeySequence(Qt::Key_H), [this] {
        backToGame();
        m_game->requestHint();
    });
    add(QStringLiteral("offerDraw"), tr("O&ffer Draw"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] { m_game->offerDraw(); });
    add(QStringLiteral("claimDraw"), tr("&Claim Draw"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] { m_game->claimDraw(); });
    add(QStringLiteral("resign"), tr("Res&ign"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
        [this] {
            const auto answer = QMessageBox::question(this, tr("Resign"), tr("Resign this game?"));
            if (answer == QMessageBox::Yes) m_game->resign();
        });
    add(QStringLiteral("engines"), tr("&Engines…"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        EnginesDialog dialog(EngineConfig::load(m_settings), this);
        if (dialog.exec() == QDialog::Accepted) EngineConfig::save(m_settings, dialog.engines());
    });
    add(QStringLiteral("open"), tr("&Open…"), QKeySequence::Open, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), QString(),
                                                          tr("PGN files (*.pgn);;All files (*)"));
        if (!path.isEmpty()) openFile(path);
    });
    add(QStringLiteral("setUpPosition"), tr("Set &Up Position…"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), [this] {
            PositionEditor editor(viewedPosition(), this);
            if (editor.exec() != QDialog::Accepted) return;
            GameSetup setup = setupFromPreferences();
            setup.start = editor.position();
            setup.humanSide = setup.start.sideToMove();
            startGame(setup);
        });
    add(QStringLiteral("save"), tr("&Save"), QKeySequence::Save, [this] { save(); });
    add(QStringLiteral("saveAs"), tr("Save &As…"), QKeySequence::SaveAs, [this] { saveAs(); });
    add(QStringLiteral("copyPgn"), tr("&Copy Game (PGN)"), QKeySequence::Copy, [this] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(writePgn(m_game->toPgn())));
        statusBar()->showMessage(tr("The game is on the clipboard, as PGN."), 4000);
    });
    add(QStringLiteral("copyFen"), tr("Copy P&osition (FEN)"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), [this] {
            const Position pos = viewedPosition();
            QGuiApplication::clipboard()->setText(QString::fromStdString(pos.fen()));
            statusBar()->showMessage(tr("The position is on the clipboard, as FEN."), 4000);
        });
    add(QStringLiteral("paste"), tr("&Paste Game or Position"), QKeySequence::Paste,
        [this] { paste(QGuiApplication::clipboard()->text()); });
    add(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, [this] { close(); });
    add(QStringLiteral("flip"), tr("&Flip Board"), QKeySequence(Qt::Key_F),
        [this] { m_scene->setFlipped(!m_scene->flipped()); });
    add(QStringLiteral("first"), tr("First Position"), QKeySequence(Qt::Key_Home),
        [this] { showPly(0); });
    add(QStringLiteral("previous"), tr("Previous Move"), QKeySequence(Qt::Key_Left), [this] {
        if (const GameTree::Node* n = viewedNode(); n->parent) showNode(n->parent);
    });
    add(QStringLiteral("next"), tr("Next Move"), QKeySequence(Qt::Key_Right), [this] {
        if (const GameTree::Node* next = viewedNode()->mainChild()) showNode(next);
    });
    // Up and down: the other moves that could have been played instead of the one on show.
    const auto sibling = [this](int step) {
        const GameTree::Node* n = viewedNode();
        if (!n->parent) return;
        const auto& all = n->parent->children;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].get() == n) {
                const auto j = std::ptrdiff_t(i) + step;
                if (j >= 0 && j < std::ptrdiff_t(all.size())) showNode(all[std::size_t(j)].get());
                return;
            }
    };
    add(QStringLiteral("previousVariation"), tr("Previous Variation"), QKeySequence(Qt::Key_Up),
        [sibling] { sibling(-1); });
    add(QStringLiteral("nextVariation"), tr("Next Variation"), QKeySequence(Qt::Key_Down),
        [sibling] { sibling(+1); });
    add(QStringLiteral("promoteVariation"), tr("&Promote Variation"), QKeySequence(),
        [this] { m_game->promote(viewedNode()); });
    add(QStringLiteral("deleteLine"), tr("&Delete from Here"), QKeySequence(), [this] {
        const GameTree::Node* node = viewedNode();
        if (!m_game->canRemove(node)) return;
        m_viewNode = node->parent; // shown while the line goes
        showNode(m_game->removeLine(node));
    });
    add(QStringLiteral("playFromHere"), tr("Play from &Here…"), QKeySequence(),
        [this] { playFromHere(); });
    add(QStringLiteral("analyseGame"), tr("&Analyse Game"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), [this] { analyseGame(); });
    add(QStringLiteral("last"), tr("Last Move"), QKeySequence(Qt::Key_End),
        [this] { backToGame(); });
    add(QStringLiteral("backToGame"), tr("Back to Game"), QKeySequence(Qt::Key_Escape),
        [this] { backToGame(); });
    add(QStringLiteral("about"), tr("&About Ferz"), QKeySequence(QKeySequence::HelpContents),
        [this] {
            QMessageBox::about(
                this, tr("About Ferz"),
                tr("<h3>Ferz %1</h3><p>A chess program: play the computer, review the game.</p>"
                   "<p>Free software under the GNU General Public License, version 3 or later.</p>"
                   "<p>Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made "
                   "for Ferz.</p>")
                    .arg(QString::fromUtf8(ferz::Version.data(), qsizetype(ferz::Version.size()))));
        });

    auto* sound =
        add(QStringLiteral("sound"), tr("&Sound"), QKeySequence(Qt::Key_M), [this](bool on) {
            m_prefs.sound = on;
            m_sounds->setEnabled(on);
        });
    sound->setCheckable(true);
    auto* thinking = add(QStringLiteral("showThinking"), tr("Show Computer's Anal&ysis"),
                         QKeySequence(Qt::Key_A), [this](bool on) {
                             m_prefs.showThinking = on;
                             onStateChanged();
                         });
    thinking->setCheckable(true);

    m_themeGroup = new QActionGroup(this);
    for (const BoardTheme& t : BoardTheme::all()) {
        auto* a = new QAction(t.name, m_themeGroup);
        a->setCheckable(true);
        a->setData(t.id);
        connect(a, &QAction::triggered, this, [this, id = t.id] {
            m_prefs.theme = id;
            m_scene->setTheme(BoardTheme::byId(id));
        });
    }
    m_animationGroup = new QActionGroup(this);
    const std::pair<int, QString> speeds[] = {
        {0, tr("Off")}, {120, tr("Fast")}, {200, tr("Normal")}, {350, tr("Slow")}};
    for (const auto& [ms, name] : speeds) {
        auto* a = new QAction(name, m_animationGroup);
        a->setCheckable(true);
        a->setData(ms);
        connect(a, &QAction::triggered, this, [this, ms = ms] {
            m_prefs.animationMs = ms;
            m_scene->setAnimationMs(ms);
        });
    }
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
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    fill(game, {"newGame", "open"});
    m_recentMenu = game->addMenu(tr("Open &Recent"));
    fill(game, {"save", "saveAs", "setUpPosition", "", "hint", "offerDraw", "claimDraw", "resign",
                "", "analyseGame", "", "engines", "", "quit"});
    fill(menuBar()->addMenu(tr("&Edit")), {"undo", "redo", "", "copyPgn", "copyFen", "paste"});
    updateRecentMenu();
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(QStringLiteral("flip")));
    view->addMenu(tr("Board &Colours"))->addActions(m_themeGroup->actions());
    view->addMenu(tr("&Animation"))->addActions(m_animationGroup->actions());
    view->addAction(action(QStringLiteral("sound")));
    view->addAction(action(QStringLiteral("showThinking")));
    // The languages Ferz speaks, each in its own words; the choice applies at the next start.
    QMenu* languages = view->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(this);
    const QString current = m_settings.value(QStringLiteral("ui/language")).toString();
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System Default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("uk"), QStringLiteral("Українська")}};
    for (const auto& [code, name] : choices) {
        QAction* a = languages->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setActionGroup(languageGroup);
        connect(a, &QAction::triggered, this, [this, code = code] {
            m_settings.setValue(QStringLiteral("ui/language"), code);
            showNotice(tr("The language changes when Ferz starts again."));
        });
    }
    QMenu* go = menuBar()->addMenu(tr("&Moves"));
    fill(go, {"first", "previous", "next", "last", "previousVariation", "nextVariation",
              "backToGame", "", "promoteVariation", "deleteLine", "", "playFromHere"});
    menuBar()->addMenu(tr("&Help"))->addAction(action(QStringLiteral("about")));

    QToolBar* bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const char* name : {"newGame", "undo", "redo", "hint", "flip", "offerDraw", "resign"})
        bar->addAction(action(QLatin1String(name)));
}

void MainWindow::applyPreferences() {
    m_scene->setTheme(BoardTheme::byId(m_prefs.theme));
    m_scene->setAnimationMs(m_prefs.animationMs);
    m_sounds->setEnabled(m_prefs.sound);
    action(QStringLiteral("sound"))->setChecked(m_prefs.sound);
    action(QStringLiteral("showThinking"))->setChecked(m_prefs.showThinking);
    for (QAction* a : m_themeGroup->actions()) a->setChecked(a->data() == m_prefs.theme);
    for (QAction* a : m_animationGroup->actions()) a->setChecked(a->data() == m_prefs.animationMs);
}

void MainWindow::savePreferences() {
    m_prefs.save(m_settings);
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.sync();
}

// The board is square: the panel beside it takes the width the board cannot use (up to a
// point), so that no empty band opens between them.
bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_splitter && event->type() == QEvent::Resize) {
        const int total = m_splitter->width() - m_splitter->handleWidth();
        const int panelMin = m_splitter->widget(1)->minimumWidth();
        const int panel =
            std::clamp(total - m_splitter->height(), panelMin, std::max(panelMin, 420));
        m_splitter->setSizes({total - panel, panel});
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    savePreferences();
    QMainWindow::closeEvent(event);
}

void MainWindow::newGameDialog() {
    NewGameDialog dialog(m_prefs, EngineConfig::load(m_settings), this);
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.storeIn(m_prefs);
    savePreferences();
    startGame(dialog.setup());
}

void MainWindow::startGame(const GameSetup& setup) {
    forgetAnalysis();
    m_file.clear();
    updateTitle();
    m_viewNode = nullptr;
    m_reviewBanner->hide();
    m_endBanner->hide();
    m_noticeBanner->hide();
    if (m_endDialog) m_endDialog->close();
    m_scene->setFlipped(setup.humanSide == Black);
    m_game->newGame(setup);
}

void MainWindow::refreshBoard(const std::vector<std::pair<Square, Square>>& motions) {
    const Game& g = m_game->game();
    if (reviewing()) {
        const Position pos = viewedPosition();
        m_scene->showPosition(pos, m_viewNode->move(), motions);
        const ferz::MoveList legal(pos);
        m_scene->setLegalMoves({legal.begin(), legal.end()});
        // After a move the analysis judged: the better move, as an arrow.
        if (const MoveReview* r = reviewOf(m_viewNode))
            m_scene->showArrow(r->explanation.better.from(), r->explanation.better.to());
    } else {
        m_scene->showPosition(g.position(), m_game->lastMove(), motions);
        m_scene->setLegalMoves(m_game->humanMoves());
    }
}

void MainWindow::onReset() {
    // The node on show may have gone with an edit of the tree, or become the game's own.
    if (m_viewNode &&
        (!m_game->tree().contains(m_viewNode) || m_viewNode == m_game->currentNode())) {
        m_viewNode = nullptr;
        m_reviewBanner->hide();
    }
    updateMoveList();
    m_endBanner->setVisible(m_game->over());
    if (m_endDialog && !m_game->over()) m_endDialog->hide(); // an undo took the end back
    refreshBoard();
    updateClocks();
}

void MainWindow::updateMoveList() {
    m_moveList->setTree(m_game->tree(), m_game->currentNode(), viewedNode());
    m_graph->setCurrentPly(GameTree::isOnMainLine(viewedNode()) ? viewedPly() : -1);
}

// ---------------------------------------------------------------------------------------------
// Post-game analysis

namespace {

// "Blunder: hangs the queen. Nf3 was better: 14. Nf3 Qd7", in the user's language.
QString describeReview(const MoveReview& review) {
    return trCore(review.commentMessage());
}

} // namespace

void MainWindow::analyseGame() {
    if (m_game->game().ply() == 0 || m_game->computerThinking()) return;
    forgetAnalysis();
    m_analysisBar->setRange(0, int(m_game->game().ply()) + 1);
    m_analysisBar->setValue(0);
    m_analysisRow->show();
    m_analysis->start(m_game->game().startPosition(), m_game->game().moves());
    updateActions();
}

void MainWindow::forgetAnalysis() {
    m_analysis->cancel();
    m_analysisRow->hide();
    m_graph->clear();
    m_graph->hide();
    m_lastAnalysis = {};
}

void MainWindow::onAnalysisFinished(const GameAnalysis& analysis) {
    m_analysisRow->hide();
    m_lastAnalysis = analysis;
    for (const MoveReview& r : analysis.reviews) m_graph->setJudgement(int(r.ply) + 1, r.judgement);
    m_game->annotate(analysis); // a reset: the list shows the glyphs and comments
    const auto counts = [&analysis](Color side) {
        return tr("inaccuracies %1, mistakes %2, blunders %3")
            .arg(analysis.count(Judgement::Inaccuracy, side))
            .arg(analysis.count(Judgement::Mistake, side))
            .arg(analysis.count(Judgement::Blunder, side));
    };
    statusBar()->showMessage((analysis.complete ? tr("Analysis done. White: %1. Black: %2.")
                                                : tr("Analysis stopped. White: %1. Black: %2."))
                                 .arg(counts(White), counts(Black)),
                             15000);
    updateActions();
}

const MoveReview* MainWindow::reviewOf(const GameTree::Node* node) const {
    if (!node || node->ply < 1 || std::size_t(node->ply) > m_lastAnalysis.reviews.size())
        return nullptr;
    if (!GameTree::isOnMainLine(node)) return nullptr;
    const MoveReview& r = m_lastAnalysis.reviews[std::size_t(node->ply - 1)];
    if (r.played != node->move() || r.judgement == Judgement::None) return nullptr;
    return &r;
}

const GameTree::Node* MainWindow::viewedNode() const {
    return m_viewNode ? m_viewNode : m_game->currentNode();
}

Position MainWindow::viewedPosition() const {
    return m_viewNode ? m_game->tree().positionAt(m_viewNode) : m_game->position();
}

// A move on the board: the user's move in the game, or in review a variation.
void MainWindow::onBoardMove(Move move) {
    if (!reviewing()) {
        m_game->playHumanMove(move);
        return;
    }
    if (const GameTree::Node* node = m_game->addVariation(m_viewNode, move)) showNode(node);
}

void MainWindow::showMoveMenu(const GameTree::Node* node, const QPoint& globalPos) {
    showNode(node);
    QMenu menu(this);
    for (const char* name : {"promoteVariation", "deleteLine", "", "playFromHere"}) {
        if (*name)
            menu.addAction(action(QLatin1String(name)));
        else
            menu.addSeparator();
    }
    menu.exec(globalPos);
}

void MainWindow::playFromHere() {
    const GameTree::Node* node = viewedNode();
    if (statusOf(viewedPosition(), 1).over()) {
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
    forgetAnalysis();
    m_viewNode = nullptr;
    m_reviewBanner->hide();
    m_endBanner->hide();
    if (m_endDialog) m_endDialog->close();
    m_scene->setFlipped(viewedPosition().sideToMove() == Black);
    m_game->playFromHere(node, elo ? std::optional<int>(elo) : std::nullopt);
}

void MainWindow::onMovePlayed(const MoveRecord& record) {
    updateMoveList();
    m_moveError->hide();
    m_noticeBanner->hide();
    if (!reviewing()) refreshBoard(record.motions);
    if (record.check)
        m_sounds->play(Sounds::Check);
    else
        m_sounds->play(record.capture ? Sounds::Capture : Sounds::Move);
}

void MainWindow::onStateChanged() {
    if (!reviewing()) m_scene->setLegalMoves(m_game->humanMoves());
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
    if (!m_game->computerThinking())
        m_thinking->clear();
    else if (m_thinking->text().isEmpty())
        m_thinking->setText(tr("The computer is thinking…"));
    m_hints->setText(m_game->hintsUsed() ? tr("Hints used: %1").arg(m_game->hintsUsed())
                                         : QString());
    m_status->setText(statusText());
    updateActions();
}

QString MainWindow::statusText() const {
    if (m_game->over()) return GameController::describe(m_game->outcome());
    const GameStatus status = m_game->status();
    const bool white = m_game->position().sideToMove() == White;
    QString text;
    if (m_game->claimWaiting())
        return tr("You may claim a draw: the computer waits until you claim or play on");
    if (m_game->isHumanTurn())
        text = white ? tr("Your move (White)") : tr("Your move (Black)");
    else
        text = white ? tr("White (the computer) to move") : tr("Black (the computer) to move");
    if (status.inCheck)
        text += white ? tr(" — the white king is in check") : tr(" — the black king is in check");
    return text;
}

void MainWindow::updateActions() {
    const bool live = !m_game->over();
    action(QStringLiteral("undo"))->setEnabled(m_game->canUndo());
    action(QStringLiteral("redo"))->setEnabled(m_game->canRedo());
    action(QStringLiteral("hint"))->setEnabled(m_game->isHumanTurn());
    action(QStringLiteral("offerDraw"))->setEnabled(live && m_game->game().ply() > 0);
    action(QStringLiteral("claimDraw"))->setEnabled(m_game->canClaimDraw());
    action(QStringLiteral("resign"))->setEnabled(live);
    action(QStringLiteral("backToGame"))->setEnabled(reviewing());
    const GameTree::Node* shown = viewedNode();
    action(QStringLiteral("promoteVariation"))->setEnabled(m_game->canPromote(shown));
    action(QStringLiteral("deleteLine"))->setEnabled(m_game->canRemove(shown));
    action(QStringLiteral("playFromHere"))->setEnabled(reviewing());
    action(QStringLiteral("analyseGame"))
        ->setEnabled(m_game->game().ply() > 0 && !m_analysis->running() &&
                     !m_game->computerThinking());
    m_moveEntry->setEnabled(m_game->isHumanTurn());
}

void MainWindow::updateClocks() {
    ChessClock& clock = m_game->clock();
    for (Color c : {White, Black}) {
        QLabel* label = m_clockLabels[c];
        label->setVisible(clock.enabled());
        if (!clock.enabled()) continue;
        const bool running = clock.running() && clock.runningSide() == c;
        label->setText(formatClock(clock.remainingMs(c)));
        label->setStyleSheet(running ? QStringLiteral("background: #2e7d32; color: white;")
                                     : QString());
        label->setToolTip(c == White ? tr("White's clock") : tr("Black's clock"));
    }
}

void MainWindow::onGameEnded(const Outcome& outcome) {
    const QString text = GameController::describe(outcome);
    m_endBanner->setText(text);
    m_endBanner->show();
    m_claimBanner->hide();
    if (!m_loading) m_sounds->play(Sounds::GameEnd);
    onStateChanged();

    // A dialog as well, which does not block: the board stays usable for review. A game read
    // from a file that was already over needs no dialog: the banner says how it ended.
    if (outcome.reason == Outcome::Reason::Recorded || m_loading) return;
    if (!m_endDialog) {
        m_endDialog = new QMessageBox(this);
        m_endDialog->setObjectName(QStringLiteral("endDialog"));
        m_endDialog->setWindowTitle(tr("Game over"));
        m_endDialog->setIcon(QMessageBox::Information);
        QPushButton* newGame = m_endDialog->addButton(tr("New game"), QMessageBox::AcceptRole);
        QPushButton* review = m_endDialog->addButton(tr("Review"), QMessageBox::ActionRole);
        QPushButton* analyse = m_endDialog->addButton(tr("Analyse"), QMessageBox::ActionRole);
        analyse->setObjectName(QStringLiteral("analyseButton"));
        m_endDialog->addButton(tr("Close"), QMessageBox::RejectRole);
        connect(newGame, &QPushButton::clicked, this, &MainWindow::newGameDialog,
                Qt::QueuedConnection);
        connect(review, &QPushButton::clicked, this, [this] { showPly(0); });
        connect(analyse, &QPushButton::clicked, this, &MainWindow::analyseGame);
    }
    m_endDialog->setText(text);
    m_endDialog->setWindowModality(Qt::NonModal);
    m_endDialog->show();
}

void MainWindow::onHint(Move move) {
    if (reviewing() || !m_game->isHumanTurn()) return;
    m_scene->showArrow(move.from(), move.to());
    onStateChanged();
}

void MainWindow::onProgress(const SearchProgress& p) {
    if (!m_prefs.showThinking) {
        m_thinking->setText(tr("The computer is thinking…"));
        return;
    }
    m_thinking->setText(tr("The computer is thinking… depth %1, evaluation %2")
                            .arg(p.depth)
                            .arg(formatScore(p, m_game->position().sideToMove())));
}

void MainWindow::showNotice(const QString& text) {
    m_noticeBanner->setText(text);
    m_noticeBanner->show();
}

void MainWindow::showPly(int ply) {
    const std::vector<const GameTree::Node*> path = m_game->tree().pathTo(m_game->currentNode());
    ply = std::clamp(ply, 0, int(path.size()));
    showNode(ply == 0 ? m_game->tree().root() : path[std::size_t(ply - 1)]);
}

void MainWindow::showNode(const GameTree::Node* node) {
    if (!node || node == m_game->currentNode()) {
        backToGame();
        return;
    }
    m_viewNode = node;
    QString text;
    if (node->parent) {
        // "after 12. Nf3" or "after 12... Nf6": the move in SAN, never translated.
        const Position before = m_game->tree().positionAt(node->parent);
        const QString move =
            QStringLiteral("%1%2 %3")
                .arg(before.fullmoveNumber())
                .arg(before.sideToMove() == White ? QStringLiteral(".") : QStringLiteral("..."))
                .arg(QString::fromStdString(node->san));
        text = GameTree::isOnMainLine(node)
                   ? tr("Reviewing the position after %1.").arg(move)
                   : tr("Reviewing a variation: the position after %1.").arg(move);
        if (const MoveReview* r = reviewOf(node)) text += QLatin1Char(' ') + describeReview(*r);
    } else {
        text = tr("Reviewing the start position.");
    }
    m_reviewBanner->setText(text);
    m_reviewBanner->show();
    updateMoveList();
    refreshBoard();
    updateActions();
}

void MainWindow::backToGame() {
    if (!reviewing()) return;
    m_viewNode = nullptr;
    m_reviewBanner->hide();
    updateMoveList();
    refreshBoard();
    updateActions();
}

void MainWindow::enterMove() {
    backToGame();
    const QString error = m_game->playHumanText(m_moveEntry->text());
    m_moveError->setVisible(!error.isEmpty());
    m_moveError->setText(error);
    if (error.isEmpty()) m_moveEntry->clear();
}

// ---------------------------------------------------------------------------------------------
// Files

GameSetup MainWindow::setupFromPreferences() {
    GameSetup setup;
    setup.humanSide = m_prefs.side == Preferences::PlayBlack ? Black : White;
    m_prefs.applyTo(setup, EngineConfig::load(m_settings));
    return setup;
}

// Opens a PGN file: its only game, or the one the user picks from its list.
bool MainWindow::openFile(const QString& path) {
    std::ifstream in(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!in) {
        QMessageBox::warning(this, tr("Open a game"), tr("Could not open %1.").arg(path));
        forgetRecent(path);
        return false;
    }
    int skipped = 0;
    QString firstError;
    const QList<GameListEntry> games = GamePicker::list(in, &skipped, &firstError);
    if (games.isEmpty()) {
        QMessageBox::warning(
            this, tr("Open a game"),
            firstError.isEmpty()
                ? tr("%1 holds no game.").arg(path)
                : tr("%1 holds no game that can be read: %2").arg(path, firstError));
        return false;
    }
    int index = 0;
    if (games.size() > 1) {
        GamePicker picker(QFileInfo(path).fileName(), games, this);
        if (picker.exec() != QDialog::Accepted || picker.chosen() < 0) return false;
        index = picker.chosen();
    }
    PgnReader reader(in, games[index].place);
    PgnGame pgn;
    if (!reader.next(pgn)) {
        QMessageBox::warning(
            this, tr("Open a game"),
            tr("The game in %1 cannot be read: %2")
                .arg(path, reader.error() ? trCore(reader.error()->located()) : tr("it is empty")));
        return false;
    }
    loadGame(pgn);
    m_file = path;
    m_fileHoldsOneGame = games.size() == 1 && skipped == 0;
    addRecent(path);
    updateTitle();
    return true;
}

void MainWindow::loadGame(const PgnGame& pgn) {
    forgetAnalysis();
    m_viewNode = nullptr;
    m_endBanner->hide();
    m_noticeBanner->hide();
    m_reviewBanner->hide();
    if (m_endDialog) m_endDialog->close();
    m_file.clear();
    m_loading = true; // a game that was over in the file needs no dialog and no sound
    m_game->loadGame(pgn, setupFromPreferences());
    m_loading = false;
    m_scene->setFlipped(m_game->humanSide() == Black);
    updateTitle();
}

bool MainWindow::save() {
    // A file with several games is never overwritten by one of them.
    if (m_file.isEmpty() || !m_fileHoldsOneGame) return saveAs();
    return saveTo(m_file);
}

bool MainWindow::saveAs() {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save the game"), m_file, tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
    return saveTo(path);
}

// Writes all or nothing: QSaveFile replaces the file only once everything is written.
bool MainWindow::saveTo(const QString& path) {
    QSaveFile file(path);
    const QByteArray text = QByteArray::fromStdString(writePgn(m_game->toPgn()));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        QMessageBox::warning(this, tr("Save the game"),
                             tr("Could not save %1: %2").arg(path, file.errorString()));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    m_file = path;
    m_fileHoldsOneGame = true;
    addRecent(path);
    updateTitle();
    return true;
}

// Clipboard text: a game in PGN, or else a position in FEN to play from.
void MainWindow::paste(const QString& text) {
    const std::string utf8 = text.toStdString();
    const Parsed<PgnGame> pgn = readPgn(utf8);
    if (pgn && (!pgn->moves.empty() || !pgn->tags.empty())) {
        loadGame(*pgn);
        return;
    }
    const Parsed<Position> fen = Position::fromFen(text.trimmed().toStdString());
    if (fen) {
        GameSetup setup = setupFromPreferences();
        setup.start = *fen;
        setup.humanSide = fen->sideToMove();
        startGame(setup);
        return;
    }
    showNotice(tr("The clipboard holds neither a game nor a position. As PGN: %1. As FEN: %2.")
                   .arg(pgn ? tr("no moves") : trCore(pgn.reason()), trCore(fen.reason())));
}

void MainWindow::addRecent(const QString& path) {
    QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > 8) recent.removeLast();
    m_settings.setValue(QStringLiteral("files/recent"), recent);
    updateRecentMenu();
}

void MainWindow::forgetRecent(const QString& path) {
    QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    if (recent.removeAll(QFileInfo(path).absoluteFilePath()) == 0) return;
    m_settings.setValue(QStringLiteral("files/recent"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = m_settings.value(QStringLiteral("files/recent")).toStringList();
    for (const QString& path : recent) {
        QAction* a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::updateTitle() {
    setWindowTitle(m_file.isEmpty() ? tr("Ferz")
                                    : tr("%1 — Ferz").arg(QFileInfo(m_file).fileName()));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile()) {
        event->acceptProposedAction();
        openFile(urls.front().toLocalFile());
    }
}
