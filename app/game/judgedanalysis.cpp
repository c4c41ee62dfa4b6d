#include "judgedanalysis.h"

#include "ucijudge.h"

#include <QThread>

#include <algorithm>

using namespace ferz;

// The judge as the Analyser sees it: each search first waits while the analysis is paused, and
// none starts once it is stopped.
class JudgedAnalysis::Gate : public Judge {
public:
    Gate(JudgedAnalysis& owner, Judge& inner) : m_owner(owner), m_inner(inner) {}

    std::string name() const override { return m_inner.name(); }
    void newGame() override { m_inner.newGame(); }
    JudgeResult search(const Game& game, const JudgeLimits& limits, const std::vector<Move>& only,
                       int lines) override {
        {
            std::unique_lock lock(m_owner.m_mutex);
            if (m_owner.m_paused && !m_owner.m_stopped) {
                lock.unlock();
                m_inner.rest(); // a pause as long as a game: its hash table is not kept meanwhile
                lock.lock();
            }
            m_owner.m_wake.wait(lock, [this] { return !m_owner.m_paused || m_owner.m_stopped; });
            if (m_owner.m_stopped) return {};
        }
        return m_inner.search(game, limits, only, lines);
    }
    void stop() override { m_inner.stop(); }
    void resume() override { m_inner.resume(); }
    void rest() override { m_inner.rest(); }
    std::string failure() const override { return m_inner.failure(); }

private:
    JudgedAnalysis& m_owner;
    Judge& m_inner;
};

JudgedAnalysis::JudgedAnalysis(std::optional<EngineConfig> engine, AnalysisOptions options)
    : m_engine(std::move(engine)), m_options(std::move(options)) {
}

int JudgedAnalysis::workersForUser() {
    return std::clamp(QThread::idealThreadCount(), 1, 2);
}

JudgedAnalysis::~JudgedAnalysis() {
    close();
}

GameAnalysis JudgedAnalysis::run(const Position& start, const std::vector<Move>& moves,
                                 const AnalysisProgress& progress) {
    GameAnalysis stopped;
    stopped.start = start;
    std::unique_lock lock(m_mutex);
    if (m_stopped) return stopped;
    if (!m_analyser) {
        lock.unlock(); // starting an engine takes a moment: stop() must not wait for it
        std::vector<std::unique_ptr<Judge>> judges;
        if (m_engine) {
            // Another engine is one process, with its own threads.
            auto uci = std::make_unique<UciJudge>(*m_engine);
            if (!uci->start()) {
                stopped.failure = uci->failure();
                return stopped;
            }
            judges.push_back(std::move(uci));
        } else {
            for (int i = 0; i < std::max(1, m_options.workers); ++i)
                judges.push_back(
                    std::make_unique<EngineJudge>(m_options.threads, m_options.hashMegabytes));
        }
        lock.lock();
        m_judges = std::move(judges);
        m_name = m_judges.front()->name();
        std::vector<Judge*> gates;
        for (const auto& judge : m_judges) {
            m_gates.push_back(std::make_unique<Gate>(*this, *judge));
            gates.push_back(m_gates.back().get());
        }
        m_analyser = std::make_unique<Analyser>(gates, m_options);
        if (m_stopped) return stopped;
    }
    Analyser& analyser = *m_analyser;
    lock.unlock();
    GameAnalysis result = analyser.run(start, moves, progress);
    lock.lock();
    if (m_stopped) result.complete = false; // a stop that came as the run began
    return result;
}

void JudgedAnalysis::close() {
    std::unique_ptr<Analyser> analyser;
    std::vector<std::unique_ptr<Gate>> gates;
    std::vector<std::unique_ptr<Judge>> judges;
    {
        std::lock_guard lock(m_mutex);
        analyser = std::move(m_analyser);
        gates = std::move(m_gates);
        judges = std::move(m_judges);
    }
    // In this order: the analyser uses the gates, the gates the judges.
    analyser.reset();
    gates.clear();
    judges.clear();
}

void JudgedAnalysis::stop() {
    {
        std::lock_guard lock(m_mutex);
        m_stopped = true;
        if (m_analyser) m_analyser->stop();
    }
    m_wake.notify_all();
}

void JudgedAnalysis::resume() {
    std::lock_guard lock(m_mutex);
    m_stopped = false;
}

void JudgedAnalysis::setPaused(bool paused) {
    {
        std::lock_guard lock(m_mutex);
        m_paused = paused;
    }
    m_wake.notify_all();
}

bool JudgedAnalysis::paused() const {
    std::lock_guard lock(m_mutex);
    return m_paused;
}

std::string JudgedAnalysis::judgeName() const {
    std::lock_guard lock(m_mutex);
    return m_name;
}
