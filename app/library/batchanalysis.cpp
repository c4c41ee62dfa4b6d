#include "batchanalysis.h"

#include "gamerecord.h"
#include "judgedanalysis.h"
#include "training.h"

#include <QMetaObject>
#include <QThread>

using namespace ferz;

BatchAnalysis::BatchAnalysis(QObject* parent) : QObject(parent) {
}

BatchAnalysis::~BatchAnalysis() {
    cancel();
}

void BatchAnalysis::start(QList<Game> games, std::optional<EngineConfig> engine,
                          std::uint64_t nodes) {
    cancel();
    const quint64 run = ++m_run;
    AnalysisOptions options;
    options.nodes = nodes;
    options.workers = JudgedAnalysis::workersForUser();
    m_analysis = std::make_shared<JudgedAnalysis>(std::move(engine), options);
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    // Reports go back as queued calls, dropped once this run is no longer the current one.
    const auto report = [this, run](auto call) {
        QMetaObject::invokeMethod(
            this,
            [this, run, call] {
                if (run == m_run) call();
            },
            Qt::QueuedConnection);
    };
    m_thread = QThread::create([this, run, report, games = std::move(games), analysis = m_analysis,
                                cancelled = m_cancelled] {
        int done = 0, failed = 0;
        QString firstFailure;
        const int count = int(games.size());
        for (int g = 0; g < count && !*cancelled; ++g) {
            const Game& game = games[g];
            report([this, g, count] { emit progress(g, count, 0, 1); });
            const Parsed<PgnGame> read = readPgn(game.pgn.toStdString());
            if (!read) {
                ++failed;
                if (firstFailure.isEmpty()) firstFailure = QString::fromStdString(read.error());
                continue;
            }
            PgnGame pgn = *read;
            std::vector<Move> moves;
            for (const PgnMove& m : pgn.moves) moves.push_back(m.move);
            const GameAnalysis a =
                analysis->run(pgn.start, moves,
                              [&report, this, g, count](std::size_t index, std::size_t total,
                                                        const GameAnalysis&) {
                                  report([this, g, count, index, total] {
                                      emit progress(g, count, int(index) + 1, int(total));
                                  });
                              });
            if (*cancelled) break;
            if (!a.complete || !annotatePgn(pgn, a)) {
                ++failed;
                if (firstFailure.isEmpty()) firstFailure = QString::fromStdString(a.failure);
                if (!a.failure.empty()) break; // the engine is gone: the rest would fail too
                continue;
            }
            ++done;
            const QList<TrainingPosition> positions =
                game.userSide ? trainingPositions(a, *game.userSide) : QList<TrainingPosition>();
            const QString text = QString::fromStdString(writePgn(pgn));
            report([this, id = game.id, text, positions, mine = game.userSide.has_value()] {
                emit analysed(id, text, positions, mine);
            });
        }
        analysis->close(); // the engine ends in the thread that started it
        const bool wasCancelled = *cancelled;
        QMetaObject::invokeMethod(
            this,
            [this, run, done, failed, wasCancelled, firstFailure] {
                if (run != m_run) return; // another run has begun: it cancelled this one
                join();
                emit finished(done, failed, wasCancelled, firstFailure);
            },
            Qt::QueuedConnection);
    });
    m_thread->start(QThread::LowPriority);
}

void BatchAnalysis::cancel() {
    if (m_cancelled) *m_cancelled = true;
    if (m_analysis) m_analysis->stop();
    join();
}

void BatchAnalysis::join() {
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_analysis.reset();
    m_cancelled.reset();
}
