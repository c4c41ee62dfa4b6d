// Training on the user's own mistakes. After a game is stored, the background analysis
// (TrainingAnalysis) has the engine look at it, as the post-game review does, and each of the
// user's mistakes and blunders becomes a training position: the position before the move,
// what the engine found better and why. An answer is accepted when the engine judges it within
// a small margin of the best: the review's own margin, less than an inaccuracy (5 points of
// winning chances, docs/review.md), so a move as good as the engine's in another way counts.
//
// Threading contract: TrainingAnalysis is created, called and destroyed in the GUI thread; its
// Library and its Analyser live in its own thread, at the idle priority (SCHED_IDLE on Linux:
// it runs only on a processor nothing else wants, so it never slows a game). Its destructor
// stops the analysis and waits for it. The free functions are pure and run on any thread.
#pragma once

#include "library.h"
#include "review.h"

#include <QObject>
#include <QThread>

#include <atomic>

/// The training positions of an analysed game: the mistakes and blunders of `userSide`.
QList<TrainingPosition> trainingPositions(const ferz::GameAnalysis& analysis, ferz::Color userSide);

/// An answer to a training position: the engine's review of `move` in `position` (searched
/// anew, `options` as the analysis), and whether it is accepted.
struct TrainingVerdict {
    bool accepted = false;
    ferz::MoveReview review;
};
TrainingVerdict judgeAnswer(const ferz::Position& position, ferz::Move move,
                            const ferz::AnalysisOptions& options = {});

/// Days since the epoch, in local time: the schedule's unit.
qint64 trainingDay();

class TrainingAnalysis : public QObject {
    Q_OBJECT
public:
    /// Analyses the games of the library at `path`; `nodes` a position (the review's 200,000
    /// by default), at `priority` (idle: only on a processor nothing else wants; a test that
    /// shares the processors with others asks for the normal one).
    explicit TrainingAnalysis(QString path, std::uint64_t nodes = 200'000,
                              QThread::Priority priority = QThread::IdlePriority,
                              QObject* parent = nullptr);
    ~TrainingAnalysis() override;

    /// On: looks for games to analyse now and after each wake(). Off: stops between two
    /// positions and waits.
    void setEnabled(bool on);
    bool enabled() const { return m_enabled; }
    /// The library changed (a game stored, games imported): there may be games to analyse.
    void wake();

signals:
    /// A game was analysed and gave `added` new training positions.
    void gameAnalysed(qint64 gameId, int added);
    /// Every game with a side of the user's has been analysed.
    void finished();

private:
    class Worker;

    QString m_path;
    QThread m_thread;
    Worker* m_worker;
    std::atomic<bool> m_stop{false};
    bool m_enabled = false;
};
