#include "enginecontroller.h"

void EngineWorker::cancelUpTo(quint64 id) {
    quint64 seen = m_cancelledUpTo.load();
    while (seen < id && !m_cancelledUpTo.compare_exchange_weak(seen, id)) {
    }
    m_engine.stop();
}

// A stop that arrives while go() is starting could be forgotten by go(), so the cancellation
// is checked again once the search runs.
void EngineWorker::search(const SearchRequest& request) {
    if (request.id <= m_cancelledUpTo) return;
    m_engine.setPosition(request.position, request.history);
    m_engine.setStrength(request.elo);
    m_engine.setMultiPv(request.lines);
    m_engine.setBook(request.book);
    m_engine.setUseBook(request.book != nullptr);
    m_engine.setBookStartPly(request.bookStartPly);
    m_engine.setChess960(request.chess960);

    SearchResult result;
    result.id = request.id;
    const auto onInfo = [this, &result, id = request.id](const ferz::SearchInfo& info) {
        if (info.bound != ferz::BoundExact) return;
        if (info.multiPv == 1) {
            result.score = info.score;
            result.depth = info.depth;
        }
        SearchProgress p;
        p.id = id;
        p.line = info.multiPv;
        p.depth = info.depth;
        p.score = info.score;
        p.mate = info.isMate();
        p.mateIn = p.mate ? info.mateInMoves() : 0;
        p.nodes = info.nodes;
        p.pv = info.pv;
        emit progress(p);
    };
    const auto onBestMove = [&result](ferz::Move best, ferz::Move) { result.move = best; };
    if (!m_engine.go(request.limits, onInfo, onBestMove)) return;
    if (request.id <= m_cancelledUpTo) m_engine.stop();
    m_engine.wait();
    emit finished(result);
}

void EngineWorker::newGame() {
    m_engine.newGame();
}

EngineController::EngineController(QObject* parent, std::size_t hashMegabytes, int threads)
    : Opponent(parent), m_worker(new EngineWorker) {
    qRegisterMetaType<SearchRequest>();
    qRegisterMetaType<SearchResult>();
    qRegisterMetaType<SearchProgress>();
    m_thread.setObjectName(QStringLiteral("ferz engine"));
    m_worker->moveToThread(&m_thread);
    connect(m_worker, &EngineWorker::finished, this, &EngineController::onFinished);
    connect(m_worker, &EngineWorker::progress, this, &EngineController::onProgress);
    QMetaObject::invokeMethod(m_worker, [w = m_worker, hashMegabytes, threads] {
        w->setHash(hashMegabytes);
        w->setThreads(threads);
    });
    m_thread.start();
}

EngineController::~EngineController() {
    m_worker->cancelUpTo(m_nextId);
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

quint64 EngineController::start(SearchRequest request) {
    cancel();
    request.id = m_running = m_nextId++;
    QMetaObject::invokeMethod(m_worker, [w = m_worker, request] { w->search(request); });
    return request.id;
}

void EngineController::cancel() {
    m_worker->cancelUpTo(m_nextId - 1);
    m_running = 0;
}

void EngineController::newGame() {
    cancel();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::newGame);
}

void EngineController::onFinished(const SearchResult& result) {
    if (result.id != m_running) return; // cancelled: nobody wants this move any more
    m_running = 0;
    emit moveFound(result);
}

void EngineController::onProgress(const SearchProgress& report) {
    if (report.id == m_running) emit progress(report);
}
