#include "analysisboard.h"

#include "actioncollection.h"
#include "boardscene.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "preferences.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QSettings>

using namespace ferz;

AnalysisBoard::AnalysisBoard(ActionCollection& actions, GameController& game,
                             ReviewNavigator& review, BoardScene& scene, Preferences& prefs,
                             QSettings& settings)
    : QObject(&actions), m_game(game), m_review(review), m_scene(scene), m_prefs(prefs),
      m_settings(settings), m_analysis(new LiveAnalysis(this)),
      m_panel(new EnginePanel(*m_analysis, actions.window())), m_bar(new EvalBar(actions.window())),
      m_action(actions.add(QStringLiteral("liveAnalysis"), QKeySequence(Qt::Key_L), this)) {
    m_panel->hide();
    m_bar->hide();
    m_action->setCheckable(true);
    connect(m_action, &QAction::triggered, this, &AnalysisBoard::setOpen);
    const auto retranslate = [this] { m_action->setText(tr("Analysis &Board")); };
    connect(&actions, &ActionCollection::retranslate, this, retranslate);
    retranslate();

    reloadEngines();
    connect(m_panel, &EnginePanel::settingsChanged, this, &AnalysisBoard::applySettings);
    connect(m_panel, &EnginePanel::lineClicked, this, &AnalysisBoard::playLine);
    connect(m_panel, &EnginePanel::shown, this, &AnalysisBoard::onShown);
    connect(&m_review, &ReviewNavigator::changed, this, &AnalysisBoard::follow);
    connect(&m_game, &GameController::movePlayed, this, &AnalysisBoard::follow);
    connect(&m_game, &GameController::stateChanged, this, &AnalysisBoard::follow);
    connect(&m_game, &GameController::gameEnded, this, &AnalysisBoard::follow);
    connect(&m_scene, &BoardScene::flippedChanged, m_bar, &EvalBar::setFlipped);
    follow();
}

bool AnalysisBoard::allowed() const {
    return GamePolicy::of(m_game).allows(GamePolicy::Help::AnalysisBoard);
}

void AnalysisBoard::setOpen(bool open) {
    open = open && allowed();
    m_action->setChecked(open);
    if (open == m_open) return;
    m_open = open;
    m_panel->setVisible(open);
    m_bar->setVisible(open);
    if (open) {
        reloadEngines();
        follow();
    } else {
        m_analysis->release(); // a closed board holds no threads, hash or process
        m_line.clear();
        m_scene.showLineArrows({});
        m_bar->setEvaluation(std::nullopt);
    }
    emit openChanged(open);
}

void AnalysisBoard::reloadEngines() {
    m_engines = EngineConfig::load(m_settings);
    m_panel->setEngines(m_engines);
    m_analysis->setSettings(settingsFromPreferences());
    m_panel->showSettings(m_analysis->settings());
}

LiveAnalysis::Settings AnalysisBoard::settingsFromPreferences() const {
    LiveAnalysis::Settings s;
    for (const EngineConfig& e : m_engines)
        if (!m_prefs.analysisEngine.isEmpty() && e.name == m_prefs.analysisEngine) s.engine = e;
    s.lines = m_prefs.analysisLines;
    if (m_prefs.analysisThreads > 0) s.threads = m_prefs.analysisThreads;
    s.hashMegabytes = m_prefs.analysisHashMegabytes;
    return s;
}

void AnalysisBoard::applySettings(const LiveAnalysis::Settings& s) {
    m_prefs.analysisEngine = s.engine ? s.engine->name : QString();
    m_prefs.analysisLines = s.lines;
    m_prefs.analysisThreads = s.threads == LiveAnalysis::defaultThreads() ? 0 : s.threads;
    m_prefs.analysisHashMegabytes = s.hashMegabytes;
    m_analysis->setSettings(s);
}

// The node on show, analysed; the same node (an edit elsewhere, a state change) goes on.
// After a reset the window calls this once the node on show is known to be in the tree.
void AnalysisBoard::follow() {
    m_action->setEnabled(allowed());
    m_action->setStatusTip(GamePolicy::of(m_game).reason(GamePolicy::Help::AnalysisBoard));
    if (!allowed() && m_open) setOpen(false);
    if (!m_open) return;
    const GameTree::Node* node = m_review.node();
    // A signal between a change of the tree and the window's reset: the node on show may be
    // gone (contains() compares addresses, reading none). The reset's follow() comes next.
    if (!m_game.tree().contains(node)) return;
    std::vector<Move> line = m_game.tree().movesTo(node);
    if (line == m_line && m_analysis->running()) return;
    m_line = std::move(line);
    SearchRequest request = LiveAnalysis::requestFor(m_game.tree(), node);
    request.chess960 = m_game.setup().chess960;
    m_analysis->analyse(std::move(request));
}

// The bar and the arrows follow what the panel shows, at its pace.
void AnalysisBoard::onShown() {
    const std::vector<AnalysisLine>& lines = m_panel->shownLines();
    const Color us = m_panel->shownPosition().sideToMove();
    if (lines.empty() || lines.front().depth == 0)
        m_bar->setEvaluation(std::nullopt);
    else
        m_bar->setEvaluation(Evaluation::fromSideToMove(lines.front().score, us));
    BoardScene::Arrows arrows;
    for (const AnalysisLine& l : lines)
        if (!l.pv.empty()) arrows.emplace_back(l.pv.front().from(), l.pv.front().to());
    m_scene.showLineArrows(arrows);
}

void AnalysisBoard::playLine(const std::vector<Move>& moves) {
    const GameTree::Node* node = m_game.tree().nodeAt(m_line);
    for (Move m : moves) {
        if (!node) return;
        node = m_game.addVariation(node, m);
    }
    if (node) m_review.show(node);
}
