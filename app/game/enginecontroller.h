// The computer's side of the game: a search over a snapshot of the game, in a thread of its own.
//
// Threading contract: EngineController lives in the GUI thread and is the only object the rest
// of the GUI talks to. Its EngineWorker lives in a QThread and owns a ferz::Engine. A search
// starts with one queued call to the worker, whose slot blocks its thread until the search has
// answered; it is stopped through the engine's atomic flag, never through a queued call (which
// would arrive only after the search). Every search has an id; when a search is cancelled (an
// undo, a new game, a closed window), its answer is dropped here and never reaches the game.
#pragma once

#include "engine.h"
#include "opponent.h"

#include <QObject>
#include <QThread>

#include <atomic>

class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker() = default;

    /// Any thread: makes the searches with ids up to `id` finish (or never start).
    void cancelUpTo(quint64 id);

public slots:
    /// Runs in the worker thread and returns when the search has answered.
    void search(const SearchRequest& request);
    void newGame();
    void setHash(std::size_t megabytes) { m_engine.setHashMegabytes(megabytes); }
    void setThreads(int threads) { m_engine.setThreads(threads); }

signals:
    void progress(const SearchProgress& progress);
    void finished(const SearchResult& result);

private:
    ferz::Engine m_engine;
    std::atomic<quint64> m_cancelledUpTo{0};
};

// Ferz's own engine, searching in a thread of its own.
class EngineController : public Opponent {
    Q_OBJECT
public:
    /// A hash table of `hashMegabytes`, and `threads` search threads. The game's 32 MB are
    /// enough for a few seconds a move and keep the whole program well under 120 MB.
    explicit EngineController(QObject* parent = nullptr, std::size_t hashMegabytes = 32,
                              int threads = 1);
    ~EngineController() override; // cancels the search and joins the thread

    quint64 start(SearchRequest request) override;
    void cancel() override;
    void newGame() override; // also forgets the hash table and the move-ordering history

    bool thinking() const { return m_running != 0; }
    quint64 runningId() const { return m_running; }

private:
    void onFinished(const SearchResult& result);
    void onProgress(const SearchProgress& report);

    QThread m_thread;
    EngineWorker* m_worker; // owned by the thread: deleted when it finishes
    quint64 m_nextId = 1;
    quint64 m_running = 0; // the id of the search whose answer we wait for, or 0
};
