#include "analysiscontroller.h"

#include <QMetaObject>
#include <QThread>

AnalysisController::AnalysisController(QObject* parent) : QObject(parent) {
}

AnalysisController::~AnalysisController() {
    cancel();
}

void AnalysisController::start(const ferz::Position& start, const std::vector<ferz::Move>& moves) {
    cancel();
    const quint64 run = ++m_run;
    m_analyser = std::make_shared<ferz::Analyser>(m_options);
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    // The thread owns copies of everything it reads; it reports through queued calls only.
    m_thread =
        QThread::create([this, run, analyser = m_analyser, cancelled = m_cancelled, start, moves] {
            // A stop that comes before run() starts would be forgotten by it: the flag is looked
            // at before and after every position as well.
            if (*cancelled) return;
            const ferz::GameAnalysis analysis = analyser->run(
                start, moves,
                [this, run, &analyser, &cancelled](std::size_t index, std::size_t total,
                                                   const ferz::GameAnalysis& sofar) {
                    if (*cancelled) analyser->stop();
                    const ferz::Evaluation eval = sofar.positions[index].eval;
                    QMetaObject::invokeMethod(
                        this,
                        [this, run, index, total, eval] {
                            if (run == m_run) emit progress(int(index), int(total), eval);
                        },
                        Qt::QueuedConnection);
                });
            QMetaObject::invokeMethod(
                this,
                [this, run, analysis] {
                    if (run != m_run) return;
                    join();
                    emit finished(analysis);
                },
                Qt::QueuedConnection);
        });
    m_thread->start();
}

void AnalysisController::cancel() {
    ++m_run; // whatever the old run still reports is dropped
    if (m_cancelled) *m_cancelled = true;
    if (m_analyser) m_analyser->stop();
    join();
}

void AnalysisController::join() {
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_analyser.reset();
    m_cancelled.reset();
}
