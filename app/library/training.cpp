#include "training.h"

#include "judgedanalysis.h"
#include "movegen.h"
#include "notation.h"
#include "ucijudge.h"

#include <QDateTime>

#include <memory>
#include <mutex>

#ifdef Q_OS_LINUX
#include <sched.h>
#endif

using namespace ferz;

QList<TrainingPosition> trainingPositions(const GameAnalysis& analysis, Color userSide) {
    QList<TrainingPosition> out;
    Position pos = analysis.start;
    std::vector<StateInfo> states(analysis.moves.size());
    for (std::size_t i = 0; i < analysis.moves.size(); ++i) {
        if (i < analysis.reviews.size()) {
            const MoveReview& r = analysis.reviews[i];
            // Only a verdict the check confirmed, with a better move it verified.
            if (r.mover == userSide && r.checkedDepth > 0 &&
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
                p.depth = r.checkedDepth;
                p.judge = QString::fromStdString(analysis.judge);
                out << p;
            }
        }
        pos.makeMove(analysis.moves[i], states[i]);
    }
    return out;
}

TrainingVerdict judgeAnswer(const TrainingPosition& position, Move answer, Judge& judge,
                            const AnalysisOptions& options) {
    TrainingVerdict v;
    const Parsed<Position> pos = Position::fromFen(position.fen.toStdString());
    if (!pos) {
        v.failure = pos.error();
        return v;
    }
    const Parsed<Move> played = parseUci(*pos, position.played.toStdString());
    const Parsed<Move> best = parseUci(*pos, position.best.toStdString());
    v.review.played = answer;
    v.review.mover = pos->sideToMove();
    // The stored verdict first: the review's mistake is one, and its verified best is good.
    if (played && answer == *played) {
        v.sameAsGame = true;
        v.review.judgement = Judgement(position.judgement);
        v.review.explanation.reason = Reason(position.reason);
        v.review.explanation.piece = PieceType(position.piece);
        v.review.explanation.mateIn = position.mateIn;
        return v;
    }
    if (!best || answer == *best) {
        v.accepted = bool(best);
        return v;
    }
    // Another move: it and the best, each alone, as deep as the check that made the position.
    judge.resume();
    judge.newGame();
    const int depth = position.depth > 0 ? position.depth : 12;
    v.review = compareAlone(judge, Game(*pos), answer, *best, depth, options.thresholds,
                            options.mateDepth);
    if (v.review.checkedDepth == 0) {
        v.failure = judge.failure().empty() ? std::string("stopped") : judge.failure();
        return v;
    }
    v.accepted = v.review.judgement == Judgement::None;
    return v;
}

TrainingVerdict judgeAnswer(const TrainingPosition& position, Move answer,
                            const std::optional<EngineConfig>& engine) {
    if (!engine) {
        EngineJudge judge;
        return judgeAnswer(position, answer, judge);
    }
    UciJudge judge(*engine);
    if (!judge.start()) {
        TrainingVerdict v;
        v.failure = judge.failure();
        return v;
    }
    return judgeAnswer(position, answer, judge);
}

qint64 trainingDay() {
    return QDate(1970, 1, 1).daysTo(QDate::currentDate());
}

// The worker's side: one game after another while there are games and it is on.
class TrainingAnalysis::Worker : public QObject {
public:
    Worker(TrainingAnalysis* owner, QString path) : m_owner(owner), m_path(std::move(path)) {}
    ~Worker() override {
        if (m_analysis) m_analysis->close(); // its engine ends in this thread
    }

    // The judge for the next games; the one before is closed here, where it was made.
    void use(std::shared_ptr<JudgedAnalysis> analysis) {
        if (m_analysis) m_analysis->close();
        m_analysis = std::move(analysis);
    }

    void work() {
#ifdef Q_OS_LINUX
        m_owner->m_policy.store(sched_getscheduler(0));
#endif
        if (!m_library) {
            m_library = std::make_unique<Library>(m_path, QStringLiteral("ferz-training"));
            if (!m_library->openChecked()) { // the writer opened and checked it
                m_library.reset();
                return;
            }
        }
        count();
        while (!m_owner->m_stop.load() && m_analysis) {
            const std::optional<Library::GameToAnalyse> game = m_library->nextGameToAnalyse();
            if (!game) {
                // Nothing to do until the next game is saved: the judge goes meanwhile (its
                // hash table, or an external engine's process); the next run makes it again.
                m_analysis->close();
                emit m_owner->finished();
                return;
            }
            std::optional<QList<TrainingPosition>> found;
            const Parsed<PgnGame> pgn = readPgn(game->pgn.toStdString());
            if (pgn) {
                std::vector<Move> moves;
                for (const PgnMove& m : pgn->moves) moves.push_back(m.move);
                const GameAnalysis analysis = m_analysis->run(pgn->start, moves);
                // Stopped, or the engine failed: the game is analysed another time.
                if (!analysis.complete) return;
                found = trainingPositions(analysis, game->userSide);
            }
            // A game that cannot be read is marked analysed too: nothing new to train on in
            // it, and what an earlier version found in it stays.
            if (!m_library->addTrainingPositions(game->id, found, trainingDay())) return;
            emit m_owner->gameAnalysed(game->id, found ? int(found->size()) : 0);
            count();
        }
    }

private:
    // The games analysed and to analyse, to the owner in its thread.
    void count() {
        const auto [analysed, total] = m_library->analysedGames();
        QMetaObject::invokeMethod(
            m_owner, [owner = m_owner, a = analysed, t = total] { owner->onCounted(a, t); },
            Qt::QueuedConnection);
    }

    TrainingAnalysis* m_owner;
    QString m_path;
    std::unique_ptr<Library> m_library;
    std::shared_ptr<JudgedAnalysis> m_analysis; // used in this thread only
};

TrainingAnalysis::TrainingAnalysis(QString path, std::uint64_t nodes, QThread::Priority priority,
                                   QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_worker(new Worker(this, m_path)), m_nodes(nodes) {
    m_thread.setObjectName(QStringLiteral("ferz training"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // SCHED_IDLE on Linux; the engine's search threads, started from it, inherit it.
    m_thread.start(priority);
    setJudge(std::nullopt);
}

TrainingAnalysis::~TrainingAnalysis() {
    m_stop.store(true);
    m_analysis->stop();
    m_thread.quit();
    m_thread.wait();
}

void TrainingAnalysis::setJudge(std::optional<EngineConfig> engine) {
    if (m_analysis) m_analysis->stop(); // the game in hand is analysed again by the new one
    AnalysisOptions options;
    options.nodes = m_nodes;
    m_analysis = std::make_shared<JudgedAnalysis>(std::move(engine), options);
    if (m_stop.load()) m_analysis->stop();
    applyPause();
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, a = m_analysis] { w->use(a); }, Qt::QueuedConnection);
    wake();
}

void TrainingAnalysis::setEnabled(bool on) {
    m_enabled = on;
    m_stop.store(!on);
    if (on) {
        m_analysis->resume();
        wake();
    } else {
        m_analysis->stop(); // the game in hand is analysed again when it is turned back on
    }
}

void TrainingAnalysis::wake() {
    if (!m_enabled) return;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->work(); }, Qt::QueuedConnection);
}

void TrainingAnalysis::setPlaying(bool playing) {
    if (playing == m_playing) return;
    m_playing = playing;
    applyPause();
}

void TrainingAnalysis::setOnBattery(bool onBattery) {
    if (onBattery == m_onBattery) return;
    m_onBattery = onBattery;
    applyPause();
}

TrainingAnalysis::Pause TrainingAnalysis::pause() const {
    return m_playing ? Pause::Playing : m_onBattery ? Pause::OnBattery : Pause::None;
}

void TrainingAnalysis::applyPause() {
    m_analysis->setPaused(pause() != Pause::None);
    emit progressChanged();
}

void TrainingAnalysis::onCounted(int analysed, int total) {
    m_analysed = analysed;
    m_total = total;
    emit progressChanged();
}
