// The Games window's batch: the chosen games of the library analysed one after the other in a
// thread of its own, with the judge the user chose; each is annotated as Analyse Game annotates
// (annotatePgn: marks, reasons, better lines as variations, [%eval], the Annotator) and handed
// back to be stored in the library again, with the training positions of the same verdicts
// when the game has a side of the user's.
//
// Threading contract: created, called and destroyed in the GUI thread; the analysis runs in a
// thread of its own (QThread::create), which makes, uses and closes its judge, and reports
// through queued calls. cancel() stops it between two searches; the destructor cancels and
// joins.
#pragma once

#include "engineconfig.h"
#include "library.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class JudgedAnalysis;
class QThread;

class BatchAnalysis : public QObject {
    Q_OBJECT
public:
    struct Game {
        qint64 id = 0;
        QString pgn;
        std::optional<ferz::Color> userSide;
    };

    explicit BatchAnalysis(QObject* parent = nullptr);
    ~BatchAnalysis() override;

    /// Analyses `games` in order (a run in progress is cancelled first); `engine` judges
    /// (nullopt: Ferz's own), `nodes` a position for the first look.
    void start(QList<Game> games, std::optional<EngineConfig> engine,
               std::uint64_t nodes = 200'000);
    void cancel();
    bool running() const { return m_thread != nullptr; }

signals:
    /// Game `game` (0-based) of `games` is being analysed, at position `position` of
    /// `positions`.
    void progress(int game, int games, int position, int positions);
    /// A game was analysed: its annotated PGN, and its training positions when `mine`.
    void analysed(qint64 id, const QString& pgn, const QList<TrainingPosition>& positions,
                  bool mine);
    /// The run ended: how many games were analysed, how many could not be (unreadable, or
    /// the engine failed: `firstFailure` says why for the first), and whether it was cancelled.
    void finished(int analysed, int failed, bool cancelled, const QString& firstFailure);

private:
    void join();

    QThread* m_thread = nullptr;
    std::shared_ptr<JudgedAnalysis> m_analysis;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    quint64 m_run = 0; // the current run; reports of others are dropped
};
