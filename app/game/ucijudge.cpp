#include "ucijudge.h"

#include "notation.h"
#include "uciinfo.h"

#include <QElapsedTimer>
#include <QProcess>

using namespace ferz;

namespace {

constexpr qsizetype MaxLineBytes = 64 * 1024;
constexpr int PollMs = 50; // how often a wait looks at the stop flag

} // namespace

UciJudge::UciJudge(EngineConfig config) : m_config(std::move(config)) {
    // Full strength: a level chosen for playing it does not judge.
    m_config.options.removeIf([](const QPair<QString, QString>& o) {
        return o.first.compare(QLatin1String("UCI_LimitStrength"), Qt::CaseInsensitive) == 0 ||
               o.first.compare(QLatin1String("UCI_Elo"), Qt::CaseInsensitive) == 0;
    });
    if (m_config.hasLevels())
        m_config.options << qMakePair(QStringLiteral("UCI_LimitStrength"), QStringLiteral("false"));
}

UciJudge::~UciJudge() {
    if (!m_process || m_process->state() == QProcess::NotRunning) return;
    m_process->write("stop\nquit\n");
    if (!m_process->waitForFinished(200)) {
        m_process->kill();
        m_process->waitForFinished(200);
    }
}

void UciJudge::setPatience(int handshakeMs, int silenceMs, int graceMs) {
    m_handshakeMs = handshakeMs;
    m_silenceMs = silenceMs;
    m_graceMs = graceMs;
}

bool UciJudge::start() {
    m_process = std::make_unique<QProcess>();
    m_config.setUp(*m_process);
    m_process->start();
    if (!m_process->waitForStarted(m_handshakeMs)) {
        fail(EngineConfig::tr("could not start %1: %2")
                 .arg(m_config.program, m_process->errorString()));
        return false;
    }
    send(QStringLiteral("uci"));
    if (!waitFor("uciok", m_handshakeMs)) {
        if (m_failure.isEmpty())
            fail(EngineConfig::tr("%1 did not answer “uci”").arg(m_config.name));
        return false;
    }
    for (const auto& [option, value] : m_config.options)
        send(QStringLiteral("setoption name %1 value %2").arg(option, value));
    send(QStringLiteral("isready"));
    if (!waitFor("readyok", m_handshakeMs)) {
        if (m_failure.isEmpty())
            fail(EngineConfig::tr("%1 did not answer “isready”").arg(m_config.name));
        return false;
    }
    return true;
}

std::string UciJudge::name() const {
    return (m_idName.isEmpty() ? m_config.name : m_idName).toStdString();
}

void UciJudge::newGame() {
    if (!m_failure.isEmpty() || !m_process) return;
    send(QStringLiteral("ucinewgame"));
    send(QStringLiteral("isready"));
    if (!waitFor("readyok", m_handshakeMs) && m_failure.isEmpty())
        fail(EngineConfig::tr("%1 did not answer “isready”").arg(m_config.name));
}

void UciJudge::send(const QString& line) {
    if (m_process && m_process->state() != QProcess::NotRunning)
        m_process->write(line.toUtf8() + '\n');
}

void UciJudge::fail(const QString& why) {
    if (!m_failure.isEmpty()) return;
    m_failure = why;
    if (m_process) {
        m_process->kill();
        m_process->waitForFinished(200);
    }
}

std::optional<QByteArray> UciJudge::readLine(int ms) {
    QElapsedTimer clock;
    clock.start();
    while (m_failure.isEmpty()) {
        if (const qsizetype end = m_buffer.indexOf('\n'); end >= 0) {
            QByteArray line = m_buffer.left(end).trimmed();
            m_buffer.remove(0, end + 1);
            return line;
        }
        if (m_buffer.size() > MaxLineBytes) {
            fail(EngineConfig::tr("%1 wrote a line of more than 64 KB").arg(m_config.name));
            break;
        }
        if (m_process->state() == QProcess::NotRunning) {
            fail(m_process->exitStatus() == QProcess::CrashExit
                     ? EngineConfig::tr("%1 crashed or was killed").arg(m_config.name)
                     : EngineConfig::tr("%1 stopped unexpectedly (exit code %2)")
                           .arg(m_config.name)
                           .arg(m_process->exitCode()));
            break;
        }
        const qint64 left = ms - clock.elapsed();
        if (left <= 0) break;
        if (m_process->waitForReadyRead(int(std::min<qint64>(left, PollMs))))
            m_buffer += m_process->readAllStandardOutput();
        else if (m_stop)
            break; // the caller decides what a stop means
    }
    return std::nullopt;
}

bool UciJudge::waitFor(const char* word, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms && m_failure.isEmpty()) {
        const std::optional<QByteArray> line = readLine(int(ms - clock.elapsed()));
        if (!line) {
            if (m_stop) return false;
            continue;
        }
        if (line->startsWith("id name ")) m_idName = QString::fromUtf8(line->mid(8)).trimmed();
        if (line->split(' ').value(0) == word) return true;
    }
    return false;
}

// position fen … moves …, go with the limits and the root moves; then the info lines until
// bestmove. The lines kept are the last full iteration's: line 1 and the lines of the same
// depth that follow it, exact scores only (a fail-high or fail-low report is no verdict).
JudgeResult UciJudge::search(const Game& game, const JudgeLimits& limits,
                             const std::vector<Move>& only, int lines) {
    JudgeResult out;
    if (!m_failure.isEmpty() || !m_process || m_stop) return out;
    lines = std::max(1, lines);
    if (lines != m_lines) {
        m_lines = lines;
        send(QStringLiteral("setoption name MultiPV value %1").arg(lines));
    }
    QString position =
        QStringLiteral("position fen ") + QString::fromStdString(game.startPosition().fen());
    if (!game.moves().empty()) {
        position += QStringLiteral(" moves");
        for (Move m : game.moves()) position += QLatin1Char(' ') + QString::fromStdString(toUci(m));
    }
    send(position);
    QString go = QStringLiteral("go");
    if (limits.depth > 0) go += QStringLiteral(" depth %1").arg(limits.depth);
    if (limits.nodes > 0) go += QStringLiteral(" nodes %1").arg(limits.nodes);
    if (limits.movetimeMs > 0) go += QStringLiteral(" movetime %1").arg(limits.movetimeMs);
    if (go == QLatin1String("go")) go += QStringLiteral(" infinite"); // until stop()
    if (!only.empty()) {
        go += QStringLiteral(" searchmoves");
        for (Move m : only) go += QLatin1Char(' ') + QString::fromStdString(toUci(m));
    }
    send(go);

    const Position& pos = game.position();
    std::vector<JudgeLine> batch, finished;
    bool stopSent = false;
    QElapsedTimer quiet;
    quiet.start();
    while (true) {
        if (m_stop && !stopSent) {
            send(QStringLiteral("stop"));
            stopSent = true;
            quiet.restart();
        }
        const std::optional<QByteArray> raw = readLine(PollMs);
        if (!m_failure.isEmpty()) return {};
        if (!raw) {
            if (quiet.elapsed() < (stopSent ? m_graceMs : m_silenceMs)) continue;
            if (stopSent) {
                fail(EngineConfig::tr("%1 did not stop when asked").arg(m_config.name));
                return {};
            }
            send(QStringLiteral("stop")); // silent too long: what it has will do
            stopSent = true;
            quiet.restart();
            continue;
        }
        quiet.restart();
        const QStringList words =
            QString::fromUtf8(*raw).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty()) continue;
        if (words.front() == QLatin1String("bestmove")) break;
        if (words.front() != QLatin1String("info")) continue;
        const UciInfo info = readUciInfo(pos, words);
        if (!info.readable || !info.scored || !info.exact || info.progress.pv.empty()) continue;
        const SearchProgress& p = info.progress;
        out.nodes = std::max<std::uint64_t>(out.nodes, p.nodes);
        if (!only.empty() && std::find(only.begin(), only.end(), p.pv.front()) == only.end())
            continue; // a root move it was not asked about: not an answer
        if (p.line == 1) {
            if (!batch.empty()) finished = std::move(batch);
            batch.clear();
        } else if (batch.empty() || batch.front().depth != p.depth ||
                   int(batch.size()) + 1 != p.line) {
            continue; // a line without those before it: not an iteration's report
        }
        batch.push_back(JudgeLine{p.pv.front(), p.score, p.depth, p.pv});
        if (p.line == 1) out.iterations.push_back(batch.front());
    }
    out.lines = batch.empty() ? std::move(finished) : std::move(batch);
    return out;
}
