#include "training.h"

#include "notation.h"

#include <QDateTime>

#include <memory>
#include <mutex>

using namespace ferz;

QList<TrainingPosition> trainingPositions(const GameAnalysis& analysis, Color userSide) {
    QList<TrainingPosition> out;
    Position pos = analysis.start;
    std::vector<StateInfo> states(analysis.moves.size());
    for (std::size_t i = 0; i < analysis.moves.size(); ++i) {
        if (i < analysis.reviews.size()) {
            const MoveReview& r = analysis.reviews[i];
            if (r.mover == userSide &&
                (r.judgement == Judgement::Mistake || r.judgement == Judgement::Blunder) &&
                r.explanation.better != Move::none()) {
                TrainingPosition p;
                p.ply = int(i);
                p.fen = QString::fromStdString(pos.fen());
                p.played = QString::fromStdString(toUci(r.played));
                p.playedSan = QString::fromStdString(toSan(pos, r.played));
                p.best = QString::fromStdString(toUci(r.explanation.better));
                p.bestLine = QString::fromStdString(r.explanation.betterLineText);
                p.judgement = int(r.judgement);
                p.reason = int(r.explanation.reason);
                p.piece = int(r.explanation.piece);
                p.mateIn = r.explanation.mateIn;
                out << p;
            }
        }
        pos.makeMove(analysis.moves[i], states[i]);
    }
    return out;
}

TrainingVerdict judgeAnswer(const Position& position, Move move, const AnalysisOptions& options) {
    const GameAnalysis analysis = analyseGame(position, {move}, options);
    TrainingVerdict v;
    if (analysis.reviews.empty()) return v;
    v.review = analysis.reviews.front();
    v.accepted = v.review.judgement == Judgement::None;
    return v;
}

qint64 trainingDay() {
    return QDate(1970, 1, 1).daysTo(QDate::currentDate());
}

// The worker's side: one game after another while there are games and it is on.
class TrainingAnalysis::Worker : public QObject {
public:
    Worker(TrainingAnalysis* owner, QString path, std::uint64_t nodes)
        : m_owner(owner), m_path(std::move(path)), m_nodes(nodes) {}

    void work() {
        if (!m_library) {
            m_library = std::make_unique<Library>(m_path, QStringLiteral("ferz-training"));
            if (!m_library->openChecked()) { // the writer opened and checked it
                m_library.reset();
                return;
            }
        }
        while (!m_owner->m_stop.load()) {
            const std::optional<Library::GameToAnalyse> game = m_library->nextGameToAnalyse();
            if (!game) {
                emit m_owner->finished();
                return;
            }
            QList<TrainingPosition> found;
            const Parsed<PgnGame> pgn = readPgn(game->pgn.toStdString());
            if (pgn) {
                std::vector<Move> moves;
                for (const PgnMove& m : pgn->moves) moves.push_back(m.move);
                AnalysisOptions options;
                options.nodes = m_nodes;
                Analyser analyser(options);
                {
                    const std::lock_guard lock(m_mutex);
                    m_analyser = &analyser;
                }
                if (m_owner->m_stop.load()) analyser.stop(); // asked before it was here
                const GameAnalysis analysis = analyser.run(pgn->start, moves);
                {
                    const std::lock_guard lock(m_mutex);
                    m_analyser = nullptr;
                }
                if (!analysis.complete) return; // stopped: the game is analysed another time
                found = trainingPositions(analysis, game->userSide);
            }
            // A game that cannot be read is marked analysed too: nothing to train on in it.
            if (!m_library->addTrainingPositions(game->id, found, trainingDay())) return;
            emit m_owner->gameAnalysed(game->id, int(found.size()));
        }
    }

    // Any thread: the analysis in hand returns at once.
    void stop() {
        const std::lock_guard lock(m_mutex);
        if (m_analyser) m_analyser->stop();
    }

private:
    TrainingAnalysis* m_owner;
    QString m_path;
    std::uint64_t m_nodes;
    std::unique_ptr<Library> m_library;
    std::mutex m_mutex; // guards m_analyser, which stop() reaches from the GUI thread
    Analyser* m_analyser = nullptr;
};

TrainingAnalysis::TrainingAnalysis(QString path, std::uint64_t nodes, QThread::Priority priority,
                                   QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_worker(new Worker(this, m_path, nodes)) {
    m_thread.setObjectName(QStringLiteral("ferz training"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // SCHED_IDLE on Linux; the engine's search threads, started from it, inherit it.
    m_thread.start(priority);
}

TrainingAnalysis::~TrainingAnalysis() {
    m_stop.store(true);
    m_worker->stop();
    m_thread.quit();
    m_thread.wait();
}

void TrainingAnalysis::setEnabled(bool on) {
    m_enabled = on;
    m_stop.store(!on);
    if (on)
        wake();
    else
        m_worker->stop(); // the game in hand is analysed again when it is turned back on
}

void TrainingAnalysis::wake() {
    if (!m_enabled) return;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->work(); }, Qt::QueuedConnection);
}
