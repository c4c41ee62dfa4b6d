#include "judgedanalysis.h"

#include "ucijudge.h"

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
        std::unique_ptr<Judge> judge;
        if (m_engine) {
            auto uci = std::make_unique<UciJudge>(*m_engine);
            if (!uci->start()) {
                stopped.failure = uci->failure();
                return stopped;
            }
            judge = std::move(uci);
        } else {
            judge = std::make_unique<EngineJudge>(m_options.threads, m_options.hashMegabytes);
        }
        lock.lock();
        m_judge = std::move(judge);
        m_name = m_judge->name();
        m_gate = std::make_unique<Gate>(*this, *m_judge);
        m_analyser = std::make_unique<Analyser>(*m_gate, m_options);
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
    std::unique_ptr<Gate> gate;
    std::unique_ptr<Judge> judge;
    {
        std::lock_guard lock(m_mutex);
        analyser = std::move(m_analyser);
        gate = std::move(m_gate);
        judge = std::move(m_judge);
    }
    // In this order: the analyser uses the gate, the gate the judge.
    analyser.reset();
    gate.reset();
    judge.reset();
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
