// Training on the user's own mistakes. After a game is stored, the background analysis
// (TrainingAnalysis) has the review look at it, with the judge the user chose, and each of the
// user's mistakes and blunders that its check confirmed becomes a training position: the
// position before the move, the verified better move and why. The same verdict decides the
// answers: the move the review called a mistake is never accepted, the verified best is never
// refused, and another answer is searched alone, as deep as the check, against the best alone:
// accepted within the review's margin (less than an inaccuracy, 5 points of winning chances,
// docs/review.md).
//
// Threading contract: TrainingAnalysis is created, called and destroyed in the GUI thread; its
// Library and its JudgedAnalysis live in its own thread, at the idle priority (SCHED_IDLE on
// Linux: it runs only on a processor nothing else wants, and the engine's search thread, or an
// external engine's process, started from it inherits it). Its destructor stops the analysis
// and waits for it. The free functions are pure, or run in the calling thread.
#pragma once

#include "engineconfig.h"
#include "library.h"
#include "review.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>

class JudgedAnalysis;

/// The training positions of an analysed game: the mistakes and blunders of `userSide` that
/// the review checked (MoveReview::checkedDepth) and found a better move for.
QList<TrainingPosition> trainingPositions(const ferz::GameAnalysis& analysis, ferz::Color userSide);

/// An answer to a training position, and whether it is accepted.
struct TrainingVerdict {
    bool accepted = false;
    bool sameAsGame = false; // the move of the game, which the review judged (refused)
    ferz::MoveReview review; // the answer's verdict: its reason when it is refused
    std::string failure;     // why it could not be judged (an engine that failed), English
};
/// Judges `answer` in `position` by the stored verdict: its played move is refused (with the
/// stored reason), its best move accepted; another move and the best are each searched alone
/// by `judge` to the position's depth (or `options`' first look's, for a position without
/// one) and the answer is accepted when the review would not mark it against the best.
TrainingVerdict judgeAnswer(const TrainingPosition& position, ferz::Move answer, ferz::Judge& judge,
                            const ferz::AnalysisOptions& options = {});
/// The same with the judge the user chose (nullopt: Ferz's own), made in the calling thread.
TrainingVerdict judgeAnswer(const TrainingPosition& position, ferz::Move answer,
                            const std::optional<EngineConfig>& engine);

/// Days since the epoch, in local time: the schedule's unit.
qint64 trainingDay();

class TrainingAnalysis : public QObject {
    Q_OBJECT
public:
    /// Why the analysis waits.
    enum class Pause { None, Playing, OnBattery };

    /// Analyses the games of the library at `path`; `nodes` a position for the first look
    /// (the review's 200,000 by default), at `priority` (idle: only on a processor nothing
    /// else wants; a test that shares the processors with others asks for the normal one).
    explicit TrainingAnalysis(QString path, std::uint64_t nodes = 200'000,
                              QThread::Priority priority = QThread::IdlePriority,
                              QObject* parent = nullptr);
    ~TrainingAnalysis() override;

    /// On: looks for games to analyse now and after each wake(). Off: stops between two
    /// searches and waits.
    void setEnabled(bool on);
    bool enabled() const { return m_enabled; }
    /// The library changed (a game stored, games imported): there may be games to analyse.
    void wake();
    /// The judge of the next games (nullopt: Ferz's own); the game in hand is analysed again.
    void setJudge(std::optional<EngineConfig> engine);
    /// A game is being played: the analysis waits until it is not (no search runs meanwhile).
    void setPlaying(bool playing);
    /// The computer runs on its battery: the analysis waits until it is plugged in.
    void setOnBattery(bool onBattery);
    Pause pause() const;
    /// Games with a side of the user's: analysed so far, and in all (as last counted).
    int analysedGames() const { return m_analysed; }
    int gamesToAnalyse() const { return m_total; }
    /// The scheduling policy of the analysis thread, as it saw it when it last worked
    /// (sched_getscheduler: SCHED_IDLE is 5 on Linux); -1 before.
    int schedulingPolicy() const { return m_policy.load(); }

signals:
    /// A game was analysed and gave `added` new training positions.
    void gameAnalysed(qint64 gameId, int added);
    /// Every game with a side of the user's has been analysed.
    void finished();
    /// The count of analysed games, or the pause, changed.
    void progressChanged();

private:
    class Worker;
    void applyPause();
    void onCounted(int analysed, int total);

    QString m_path;
    QThread m_thread;
    Worker* m_worker;
    std::shared_ptr<JudgedAnalysis> m_analysis;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_policy{-1};
    bool m_enabled = false;
    bool m_playing = false;
    bool m_onBattery = false;
    int m_analysed = 0;
    int m_total = 0;
    std::uint64_t m_nodes;
};
