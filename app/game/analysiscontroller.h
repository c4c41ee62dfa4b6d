// Post-game analysis in the background: the review (JudgedAnalysis, with the judge the user
// chose) over the moves of a game, in a thread of its own, while the window stays responsive.
//
// Threading contract: AnalysisController lives in the GUI thread. Each run gets a fresh thread
// and a fresh JudgedAnalysis whose judge only that thread makes, uses and closes; cancel()
// stops it through JudgedAnalysis::stop (which any thread may call) and the run's reports,
// which reach the GUI thread as queued calls, are dropped once their run is no longer the
// current one. The destructor cancels and joins, so closing the window during an analysis
// returns at once.
#pragma once

#include "engineconfig.h"
#include "review.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

class JudgedAnalysis;
class QThread;

class AnalysisController : public QObject {
    Q_OBJECT
public:
    explicit AnalysisController(QObject* parent = nullptr);
    ~AnalysisController() override;

    /// Starts analysing the game from `start` through `moves`, cancelling a run in progress.
    void start(const ferz::Position& start, const std::vector<ferz::Move>& moves);
    void cancel();
    bool running() const { return m_thread != nullptr; }

    /// How long the engine first looks at each position (a node limit: the same game gives
    /// the same analysis every time).
    void setNodesPerPosition(std::uint64_t nodes) { m_options.nodes = nodes; }
    /// The engine that judges the next runs: an external one, or Ferz's own (nullopt).
    void setJudge(std::optional<EngineConfig> engine) { m_engine = std::move(engine); }
    const std::optional<EngineConfig>& judge() const { return m_engine; }

signals:
    /// `index` of `total` positions is analysed; `eval` is its score from White's side.
    void progress(int index, int total, ferz::Evaluation eval);
    /// The run ended, complete or stopped (then `analysis.complete` is false, and
    /// `analysis.failure` says why when the judge failed).
    void finished(const ferz::GameAnalysis& analysis);

private:
    void join();

    ferz::AnalysisOptions m_options; // 200,000 nodes a position; two judges on two cores
    std::optional<EngineConfig> m_engine;
    std::shared_ptr<JudgedAnalysis> m_analysis;
    QThread* m_thread = nullptr;
    quint64 m_run = 0; // the current run; reports of others are dropped
};
