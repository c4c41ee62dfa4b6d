#include "analysiscontroller.h"

#include "judgedanalysis.h"

#include <QMetaObject>
#include <QThread>

AnalysisController::AnalysisController(QObject* parent) : QObject(parent) {
    m_options.workers = JudgedAnalysis::workersForUser();
}

AnalysisController::~AnalysisController() {
    cancel();
}

void AnalysisController::start(const ferz::Position& start, const std::vector<ferz::Move>& moves) {
    cancel();
    const quint64 run = ++m_run;
    m_analysis = std::make_shared<JudgedAnalysis>(m_engine, m_options);
    // The thread owns copies of everything it reads; it reports through queued calls only.
    m_thread = QThread::create([this, run, analysis = m_analysis, start, moves] {
        const ferz::GameAnalysis result = analysis->run(
            start, moves,
            [this, run](std::size_t index, std::size_t total, const ferz::GameAnalysis& sofar) {
                const ferz::Evaluation eval = sofar.positions[index].eval;
                QMetaObject::invokeMethod(
                    this,
                    [this, run, index, total, eval] {
                        if (run == m_run) emit progress(int(index), int(total), eval);
                    },
                    Qt::QueuedConnection);
            });
        analysis->close(); // the engine ends in the thread that started it
        QMetaObject::invokeMethod(
            this,
            [this, run, result] {
                if (run != m_run) return;
                join();
                emit finished(result);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

void AnalysisController::cancel() {
    ++m_run; // whatever the old run still reports is dropped
    if (m_analysis) m_analysis->stop();
    join();
}

void AnalysisController::join() {
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_analysis.reset();
}
