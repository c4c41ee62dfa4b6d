// Post-game analysis in the background: ferz::Analyser over the moves of a game, in a thread of
// its own, while the window stays responsive.
//
// Threading contract: AnalysisController lives in the GUI thread. Each run gets a fresh thread
// and a fresh Analyser that only that thread uses; cancel() stops it through the analyser's
// atomic flag (Analyser::stop, the one call any thread may make) and the run's reports, which
// reach the GUI thread as queued calls, are dropped once their run is no longer the current one.
// The destructor cancels and joins, so closing the window during an analysis returns at once.
#pragma once

#include "review.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

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

    /// How long the engine looks at each position (a node limit: the same game gives the same
    /// analysis every time).
    void setNodesPerPosition(std::uint64_t nodes) { m_options.nodes = nodes; }

signals:
    /// `index` of `total` positions is analysed; `eval` is its score from White's side.
    void progress(int index, int total, ferz::Evaluation eval);
    /// The run ended, complete or stopped (then `analysis.complete` is false).
    void finished(const ferz::GameAnalysis& analysis);

private:
    void join();

    ferz::AnalysisOptions m_options; // the core's defaults: 200,000 nodes a position, one thread
    std::shared_ptr<ferz::Analyser> m_analyser;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    QThread* m_thread = nullptr;
    quint64 m_run = 0; // the current run; reports of others are dropped
};
