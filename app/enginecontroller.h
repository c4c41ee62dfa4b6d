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

#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <optional>

// What the worker needs to search: a copy of the position, the keys of the game's earlier
// positions (for repetitions) and the limits.
struct SearchRequest {
    quint64 id = 0;
    ferz::Position position;
    std::vector<ferz::Key> history;
    ferz::SearchLimits limits;
    std::optional<int> elo; // a strength level, or full strength
};

// The result of a search, for the game: the move and how the engine judged the position.
struct SearchResult {
    quint64 id = 0;
    ferz::Move move;
    int score = 0; // centipawns or a mate score, from the side to move's point of view
    int depth = 0;
};

// Progress of the running search, for the thinking indicator.
struct SearchProgress {
    quint64 id = 0;
    int depth = 0;
    int score = 0;
    bool mate = false;
    int mateIn = 0; // moves; negative when the engine is mated
    quint64 nodes = 0;
    std::vector<ferz::Move> pv;
};

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

signals:
    void progress(const SearchProgress& progress);
    void finished(const SearchResult& result);

private:
    ferz::Engine m_engine;
    std::atomic<quint64> m_cancelledUpTo{0};
};

class EngineController : public QObject {
    Q_OBJECT
public:
    explicit EngineController(QObject* parent = nullptr);
    ~EngineController() override; // cancels the search and joins the thread

    /// Starts a search (cancelling any running one) and returns its id.
    quint64 start(SearchRequest request);
    /// Cancels the running search, if any: its answer will never be reported.
    void cancel();
    /// Forgets what the engine learned (hash, history); cancels any search first.
    void newGame();

    bool thinking() const { return m_running != 0; }
    quint64 runningId() const { return m_running; }

signals:
    /// The answer of the search with this id; cancelled searches never report.
    void moveFound(const SearchResult& result);
    void progress(const SearchProgress& progress);
    void thinkingChanged(bool thinking);

private:
    void onFinished(const SearchResult& result);
    void onProgress(const SearchProgress& report);

    QThread m_thread;
    EngineWorker* m_worker; // owned by the thread: deleted when it finishes
    quint64 m_nextId = 1;
    quint64 m_running = 0; // the id of the search whose answer we wait for, or 0
};

Q_DECLARE_METATYPE(SearchRequest)
Q_DECLARE_METATYPE(SearchResult)
Q_DECLARE_METATYPE(SearchProgress)
