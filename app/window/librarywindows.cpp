#include "librarywindows.h"

#include "actioncollection.h"
#include "analysiscontroller.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamepolicy.h"
#include "gameswindow.h"
#include "librarystore.h"
#include "powerstate.h"
#include "preferences.h"
#include "reviewnavigator.h"
#include "training.h"
#include "trainwindow.h"

#include <QAction>

namespace {

// A window of its own beside the main one, shown and brought to the front.
void bringUp(QWidget* window) {
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace

LibraryWindows::LibraryWindows(ActionCollection& actions, LibraryStore& library,
                               GameDocument& document, Preferences& prefs, QSettings& settings)
    : QObject(&actions), m_actions(actions), m_library(library), m_document(document),
      m_prefs(prefs), m_settings(settings),
      m_training(new TrainingAnalysis(library.path(), 200'000, QThread::IdlePriority, this)),
      m_power(new PowerState(this)) {
    actions.add("games", QKeySequence(Qt::CTRL | Qt::Key_L), this, [this] { showGames(); });
    actions.add("train", QKeySequence(Qt::CTRL | Qt::Key_T), this, [this] { showTraining(); });
    actions.add("findPosition", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), this,
                [this] { findPosition(); });
    connect(&actions, &ActionCollection::retranslate, this, &LibraryWindows::retranslate);
    retranslate();

    // The training's background analysis: once the library is open, and after each change.
    connect(&m_library, &LibraryStore::ready, m_training,
            [this] { m_training->setEnabled(m_prefs.trainingAnalysis && m_library.isUsable()); });
    connect(&m_library, &LibraryStore::ready, this, &LibraryWindows::updateFindPosition);
    updateFindPosition();
    connect(&m_library, &LibraryStore::changed, m_training, &TrainingAnalysis::wake);
    connect(m_training, &TrainingAnalysis::gameAnalysed, this, [this] {
        if (m_train) m_train->libraryChanged();
    });
    // It waits on battery and while a game is played, and the Train window says how far it is.
    m_training->setJudge(judge());
    m_training->setOnBattery(m_power->onBattery());
    connect(m_power, &PowerState::changed, m_training, &TrainingAnalysis::setOnBattery);
    connect(m_training, &TrainingAnalysis::progressChanged, this, &LibraryWindows::showProgress);
}

std::optional<EngineConfig> LibraryWindows::judge() const {
    return m_prefs.reviewJudge(EngineConfig::load(m_settings));
}

void LibraryWindows::enginesChanged() {
    const std::optional<EngineConfig> engine = judge();
    m_training->setJudge(engine);
    if (m_analysis) m_analysis->setJudge(engine);
    if (m_train) m_train->setJudge(engine);
    if (m_games) m_games->setJudge(engine);
}

void LibraryWindows::follow(const GameController& game, AnalysisController& analysis,
                            const ReviewNavigator& review) {
    m_analysis = &analysis;
    m_game = &game;
    m_review = &review;
    enginesChanged();
    connect(&game, &GameController::stateChanged, this, [this, &game] {
        const GamePolicy::Facts facts = GamePolicy::of(game).facts();
        m_training->setPlaying(facts.players != GamePolicy::Players::Nobody && !facts.over &&
                               !game.paused() && game.game().ply() > 0);
        updateFindPosition();
    });
    updateFindPosition();
}

// A database of games is help a player may not have while they play, as in any tournament
// hall: the search waits for the game's end, as the opening tree does (GamePolicy).
void LibraryWindows::updateFindPosition() {
    QAction* action = m_actions.action(QStringLiteral("findPosition"));
    const bool playing = m_game && !GamePolicy::of(*m_game).allows(GamePolicy::Help::OpeningTree);
    action->setEnabled(m_review && m_library.isUsable() && !playing);
    action->setToolTip(playing ? tr("The games with this position are shown once the game has "
                                    "ended.")
                               : tr("The games of the library that reached the position on "
                                    "show, in any move order"));
}

GamesWindow* LibraryWindows::findPosition() {
    if (!m_review || !m_actions.action(QStringLiteral("findPosition"))->isEnabled()) return nullptr;
    const ferz::GameTree::Node* node = m_review->node();
    //: Games with This Position: the position, in "Games that reached the position %1".
    const QString what = node->parent ? tr("after %1").arg(m_sanText.text(m_review->moveName(node)))
                                      : tr("at the start");
    GamesWindow* games = showGames();
    games->showGamesWith(qint64(m_review->position().key()), what);
    return games;
}

void LibraryWindows::showProgress() {
    if (!m_train) return;
    QString pause;
    switch (m_training->pause()) {
    case TrainingAnalysis::Pause::Playing: pause = tr("It waits while you play."); break;
    case TrainingAnalysis::Pause::OnBattery:
        pause = tr("It waits while the computer runs on its battery.");
        break;
    case TrainingAnalysis::Pause::None: break;
    }
    if (!m_training->enabled()) pause.clear();
    m_train->setAnalysisProgress(m_training->analysedGames(), m_training->gamesToAnalyse(), pause);
}

void LibraryWindows::retranslate() {
    m_actions.action(QStringLiteral("games"))->setText(tr("&Games…"));
    m_actions.action(QStringLiteral("train"))->setText(tr("&Train…"));
    m_actions.action(QStringLiteral("findPosition"))->setText(tr("Games &with This Position"));
    updateFindPosition();
}

GamesWindow* LibraryWindows::showGames() {
    QWidget* window = m_actions.window();
    if (!m_games) {
        m_games = new GamesWindow(m_library, m_prefs.playerName, m_prefs.otherNames, window);
        m_games->setJudge(judge());
        connect(m_games, &GamesWindow::otherNamesChanged, this, [this](const QStringList& names) {
            m_prefs.otherNames = names;
            m_prefs.save(m_settings);
        });
        connect(m_games, &GamesWindow::openRequested, this, [this, window](const QString& pgn) {
            if (!m_document.openGame(pgn)) return;
            // The board is what the user wants to see now; Ctrl+L brings the list back as
            // it was.
            m_games->hide();
            window->activateWindow();
            window->raise();
        });
    }
    // The player name may have changed in New Game.
    m_games->setUserNames(m_prefs.playerName, m_prefs.otherNames);
    bringUp(m_games);
    return m_games;
}

void LibraryWindows::setSanText(const SanText& sanText) {
    m_sanText = sanText;
    if (m_train) m_train->setSanText(sanText);
}

TrainWindow* LibraryWindows::showTraining() {
    if (!m_train) {
        m_train = new TrainWindow(m_library, m_prefs.trainingAnalysis, m_actions.window());
        m_train->setSanText(m_sanText);
        m_train->setJudge(judge());
        connect(m_train, &TrainWindow::analyseChanged, this, [this](bool on) {
            m_prefs.trainingAnalysis = on;
            m_prefs.save(m_settings);
            m_training->setEnabled(on && m_library.isUsable());
        });
    }
    m_train->libraryChanged();
    showProgress();
    bringUp(m_train);
    return m_train;
}

void LibraryWindows::repertoireChanged() {
    if (m_train) m_train->libraryChanged();
}
