#include "enginecontroller.h"

#include <algorithm>

namespace {
// The computer's transposition table: enough for a few seconds a move, and small enough that
// the whole program stays well under 120 MB.
constexpr std::size_t HashMegabytes = 32;
} // namespace

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

    SearchResult result;
    result.id = request.id;
    const auto onInfo = [this, &result, id = request.id](const ferz::SearchInfo& info) {
        if (info.multiPv != 1 || info.bound != ferz::BoundExact) return;
        result.score = info.score;
        result.depth = info.depth;
        SearchProgress p;
        p.id = id;
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

EngineController::EngineController(QObject* parent) : Opponent(parent), m_worker(new EngineWorker) {
    qRegisterMetaType<SearchRequest>();
    qRegisterMetaType<SearchResult>();
    qRegisterMetaType<SearchProgress>();
    m_thread.setObjectName(QStringLiteral("ferz engine"));
    m_worker->moveToThread(&m_thread);
    connect(m_worker, &EngineWorker::finished, this, &EngineController::onFinished);
    connect(m_worker, &EngineWorker::progress, this, &EngineController::onProgress);
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setHash(HashMegabytes); });
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
