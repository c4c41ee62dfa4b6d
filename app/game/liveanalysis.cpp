#include "liveanalysis.h"

#include "enginecontroller.h"
#include "externalengine.h"
#include "game.h"
#include "movegen.h"

#include <QThread>

#include <algorithm>

using namespace ferz;

int LiveAnalysis::defaultThreads() {
    return std::max(1, QThread::idealThreadCount() - 1);
}

SearchRequest LiveAnalysis::requestFor(const GameTree& tree, const GameTree::Node* node) {
    SearchRequest r;
    Game game(tree.start());
    r.moves = tree.movesTo(node);
    for (Move m : r.moves) game.play(m);
    r.position = game.position();
    r.history = game.keys();
    r.history.pop_back(); // the engine adds the position itself
    r.startFen = tree.start().fen();
    return r;
}

LiveAnalysis::LiveAnalysis(QObject* parent) : QObject(parent) {
}

LiveAnalysis::~LiveAnalysis() = default; // the opponent cancels, joins or kills on its own

QString LiveAnalysis::engineName() const {
    return usesOwnEngine() ? QStringLiteral("Ferz") : m_settings.engine->name;
}

void LiveAnalysis::setSettings(const Settings& settings) {
    Settings s = settings;
    s.lines = std::clamp(s.lines, 1, MaxLines);
    s.threads = std::clamp(s.threads, 1, 1024);
    s.hashMegabytes = std::clamp(s.hashMegabytes, 1, 64 * 1024);
    const bool sameEngine = s.threads == m_settings.threads &&
                            s.hashMegabytes == m_settings.hashMegabytes &&
                            s.engine.has_value() == m_settings.engine.has_value() &&
                            (!s.engine || (s.engine->sameProgram(*m_settings.engine) &&
                                           s.engine->options == m_settings.engine->options));
    const bool sameLines = s.lines == m_settings.lines;
    m_settings = s;
    if (sameEngine && sameLines) return; // the engines list was saved again: nothing to do
    if (!sameEngine) {
        m_engine.reset(); // made again, with the new settings, when needed
        m_ownForChess960 = false;
    }
    if (m_running) search();
}

void LiveAnalysis::analyse(SearchRequest request) {
    m_request = std::move(request);
    m_request.limits = {};
    m_request.limits.infinite = true;
    m_request.elo.reset();
    m_running = true;
    // Between a Chess960 position and a standard one the engine may change.
    if (m_engine && m_engineIsOwn != usesOwnEngine()) m_engine.reset();
    search();
}

void LiveAnalysis::stop() {
    m_running = false;
    m_id = 0;
    if (m_engine) m_engine->cancel();
}

void LiveAnalysis::release() {
    stop();
    m_engine.reset();
}

void LiveAnalysis::restart() {
    m_engine.reset();
    m_failure.clear();
    m_warning.clear();
    emit stateChanged();
    if (m_running) search();
}

// Ferz's engine with the analysis's threads and hash; an external one with them as its
// Threads and Hash options, at full strength and told that it analyses.
void LiveAnalysis::makeEngine() {
    m_engineIsOwn = usesOwnEngine();
    if (m_engineIsOwn) {
        m_engine = std::make_unique<EngineController>(
            nullptr, std::size_t(m_settings.hashMegabytes), m_settings.threads);
    } else {
        EngineConfig config = *m_settings.engine;
        const auto set = [&config](const QString& name, const QString& value) {
            config.options.removeIf([&](const auto& o) { return o.first == name; });
            config.options.append({name, value});
        };
        set(QStringLiteral("Threads"), QString::number(m_settings.threads));
        set(QStringLiteral("Hash"), QString::number(m_settings.hashMegabytes));
        if (config.hasLevels()) set(QStringLiteral("UCI_LimitStrength"), QStringLiteral("false"));
        set(QStringLiteral("UCI_AnalyseMode"), QStringLiteral("true"));
        auto engine = std::make_unique<ExternalEngine>(config);
        engine->setPatience(m_handshakeMs, m_graceMs);
        m_engine = std::move(engine);
    }
    connect(m_engine.get(), &Opponent::progress, this, &LiveAnalysis::onProgress);
    connect(m_engine.get(), &Opponent::failed, this, [this](const QString& why) {
        m_id = 0;
        const auto* external = qobject_cast<const ExternalEngine*>(m_engine.get());
        if (external && external->lacksChess960()) {
            // Ferz analyses the Chess960 positions; the engine stays the one for the others.
            m_ownForChess960 = true;
            m_warning = tr("%1 does not play Chess960: Ferz analyses this game.")
                            .arg(m_settings.engine->name);
            m_engine.release()->deleteLater(); // it is emitting this signal
            emit stateChanged();
            if (m_running) search();
            return;
        }
        m_failure = why;
        emit stateChanged();
    });
    connect(m_engine.get(), &Opponent::warning, this, [this](const QString& what) {
        m_warning = what;
        emit stateChanged();
    });
}

void LiveAnalysis::search() {
    m_lines.clear();
    const ferz::MoveList moves(m_request.position);
    m_ending = moves.size() > 0               ? Ending::None
               : m_request.position.inCheck() ? Ending::Checkmate
                                              : Ending::Stalemate;
    if (m_ending != Ending::None) { // no move to search: no search, and no "thinking…"
        m_id = 0;
        if (m_engine) m_engine->cancel();
        emit linesChanged();
        emit stateChanged();
        return;
    }
    emit linesChanged();
    if (!m_failure.isEmpty()) return; // until the user restarts it
    if (!m_engine) makeEngine();
    if (!m_ownForChess960 || !m_request.chess960) m_warning.clear();
    m_request.lines = m_settings.lines;
    m_id = m_engine->start(m_request);
}

void LiveAnalysis::onProgress(const SearchProgress& p) {
    if (p.id != m_id || p.line < 1 || p.line > m_settings.lines) return;
    // Lines come in their order, but an external engine may skip one: the gap stays empty
    // (no moves) until it comes.
    if (m_lines.size() < std::size_t(p.line)) m_lines.resize(std::size_t(p.line));
    m_lines[std::size_t(p.line) - 1] = {p.depth, p.score, p.mate, p.mateIn, p.nodes, p.pv};
    emit linesChanged();
}
