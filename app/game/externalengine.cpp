#include "externalengine.h"

#include "coremessage.h"
#include "notation.h"
#include "uciinfo.h"

#include <algorithm>

using namespace ferz;

namespace {

constexpr qsizetype MaxLineBytes = 64 * 1024;

} // namespace

ExternalEngine::ExternalEngine(const EngineConfig& config, QObject* parent)
    : Opponent(parent), m_config(config) {
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, &ExternalEngine::onTimeout);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &ExternalEngine::readOutput);
    connect(&m_process, &QProcess::finished, this, &ExternalEngine::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("could not start %1: %2").arg(m_config.program, m_process.errorString()));
    });
    m_config.setUp(m_process);
}

ExternalEngine::~ExternalEngine() {
    m_watchdog.stop();
    disconnect(&m_process, nullptr, this, nullptr);
    if (m_process.state() == QProcess::NotRunning) return;
    m_process.write("stop\nquit\n");
    if (!m_process.waitForFinished(100)) {
        m_process.kill();
        m_process.waitForFinished(100);
    }
}

quint64 ExternalEngine::start(SearchRequest request) {
    request.id = m_nextId++;
    m_wanted = request.id;
    m_queued = request;
    switch (m_state) {
    case State::NotStarted: launch(); break;
    case State::Ready: sendSearch(); break;
    case State::Searching:
        send(QStringLiteral("stop")); // the answer to the old search is dropped
        m_state = State::Stopping;
        expectWithin(m_graceMs);
        break;
    case State::Starting:
    case State::Syncing:
    case State::Stopping:
    case State::Failed: break; // queued, or never answered
    }
    return request.id;
}

void ExternalEngine::cancel() {
    m_wanted = 0;
    m_queued.reset();
    if (m_state == State::Searching) {
        send(QStringLiteral("stop"));
        m_state = State::Stopping;
        expectWithin(m_graceMs);
    }
}

void ExternalEngine::newGame() {
    cancel();
    m_newGameWanted = true;
    if (m_state == State::Ready) sync();
}

void ExternalEngine::launch() {
    m_state = State::Starting;
    m_process.start();
    send(QStringLiteral("uci"));
    expectWithin(m_handshakeMs);
}

void ExternalEngine::send(const QString& line) {
    if (m_process.state() != QProcess::NotRunning) m_process.write(line.toUtf8() + '\n');
}

void ExternalEngine::sync() {
    if (m_newGameWanted) send(QStringLiteral("ucinewgame"));
    m_newGameWanted = false;
    send(QStringLiteral("isready"));
    m_state = State::Syncing;
    expectWithin(m_handshakeMs);
}

void ExternalEngine::expectWithin(int ms) {
    m_watchdog.start(ms);
}

// position fen … moves …, then go with the limits of the request.
void ExternalEngine::sendSearch() {
    if (m_queued->chess960 && !m_declaresChess960) {
        m_lacksChess960 = true;
        fail(tr("%1 does not play Chess960 (it has no UCI_Chess960 option)").arg(m_config.name));
        return;
    }
    m_current = *m_queued;
    m_queued.reset();
    if (m_current.chess960 != m_chess960) {
        m_chess960 = m_current.chess960;
        send(QStringLiteral("setoption name UCI_Chess960 value %1")
                 .arg(m_chess960 ? QStringLiteral("true") : QStringLiteral("false")));
    }
    m_lastInfo = {};
    m_lastInfo.id = m_current.id;
    m_warned = false;
    if (m_current.lines != m_lines) {
        m_lines = m_current.lines;
        send(QStringLiteral("setoption name MultiPV value %1").arg(m_lines));
    }

    QString position = QStringLiteral("position fen ") + QString::fromStdString(m_current.startFen);
    if (!m_current.moves.empty()) {
        position += QStringLiteral(" moves");
        for (Move m : m_current.moves)
            position +=
                QLatin1Char(' ') + QString::fromStdString(toUci(m_current.position, m, m_chess960));
    }
    send(position);

    const SearchLimits& l = m_current.limits;
    QString go = QStringLiteral("go");
    qint64 budgetMs = 0;
    if (l.movetimeMs > 0) {
        go += QStringLiteral(" movetime %1").arg(l.movetimeMs);
        budgetMs = l.movetimeMs;
    } else if (l.timeMs[White] > 0 || l.timeMs[Black] > 0) {
        go += QStringLiteral(" wtime %1 btime %2 winc %3 binc %4")
                  .arg(l.timeMs[White])
                  .arg(l.timeMs[Black])
                  .arg(l.incMs[White])
                  .arg(l.incMs[Black]);
        budgetMs = l.timeMs[m_current.position.sideToMove()];
    }
    if (l.depth > 0) go += QStringLiteral(" depth %1").arg(l.depth);
    if (l.nodes > 0) go += QStringLiteral(" nodes %1").arg(l.nodes);
    if (l.infinite) {
        go = QStringLiteral("go infinite"); // analysis: until we say stop
    } else if (go == QLatin1String("go")) { // no limit at all: a game never waits forever
        go += QStringLiteral(" movetime 1000");
        budgetMs = 1000;
    }
    send(go);
    m_state = State::Searching;
    if (l.infinite)
        m_watchdog.stop(); // it may think as long as it likes; a stop must be answered
    else
        expectWithin(int(std::min<qint64>(budgetMs + m_graceMs, 24 * 3600 * 1000)));
}

void ExternalEngine::readOutput() {
    m_partialLine += m_process.readAllStandardOutput();
    qsizetype end;
    while ((end = m_partialLine.indexOf('\n')) >= 0) {
        const QByteArray line = m_partialLine.left(end);
        m_partialLine.remove(0, end + 1);
        handleLine(QString::fromUtf8(line).trimmed());
        if (m_state == State::Failed) return;
    }
    if (m_partialLine.size() > MaxLineBytes)
        fail(tr("%1 wrote a line of more than 64 KB").arg(m_config.name));
}

void ExternalEngine::handleLine(const QString& line) {
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return;
    const QString& command = words.front();
    if (command == QLatin1String("id") && words.size() > 2 && words[1] == QLatin1String("name")) {
        m_idName = words.mid(2).join(QLatin1Char(' '));
    } else if (command == QLatin1String("option") && m_state == State::Starting &&
               words.size() > 2 && words[1] == QLatin1String("name") &&
               words[2] == QLatin1String("UCI_Chess960")) {
        m_declaresChess960 = true;
    } else if (command == QLatin1String("uciok") && m_state == State::Starting) {
        for (const auto& [name, value] : m_config.options)
            send(QStringLiteral("setoption name %1 value %2").arg(name, value));
        sync();
    } else if (command == QLatin1String("readyok") && m_state == State::Syncing) {
        m_watchdog.stop();
        m_state = State::Ready;
        if (m_queued) sendSearch();
    } else if (command == QLatin1String("info") && m_state == State::Searching) {
        handleInfo(words);
    } else if (command == QLatin1String("bestmove") &&
               (m_state == State::Searching || m_state == State::Stopping)) {
        handleBestMove(words);
    }
    // Anything else (option lines, copyright banners, info strings) is none of our business.
}

// An info line with a score gives the line's depth, score and moves. Numbers that are not
// numbers, or a move that is not legal where the line says it is played, make the line
// unreadable: it is dropped and said once a search (the engine goes on).
void ExternalEngine::handleInfo(const QStringList& words) {
    UciInfo info = readUciInfo(m_current.position, words);
    if (!info.readable) return warnOnce(words.join(QLatin1Char(' ')));
    if (!info.scored) return;
    info.progress.id = m_current.id;
    m_lastInfo.score = info.progress.score;
    m_lastInfo.depth = info.progress.depth;
    if (m_current.id == m_wanted) emit progress(info.progress);
}

void ExternalEngine::warnOnce(const QString& line) {
    if (m_warned || m_current.id != m_wanted) return;
    m_warned = true;
    emit warning(tr("%1 wrote a line Ferz cannot read: “%2”")
                     .arg(m_config.name, line.left(80) + (line.size() > 80 ? "…" : "")));
}

void ExternalEngine::handleBestMove(const QStringList& words) {
    m_watchdog.stop();
    const bool wanted = m_current.id == m_wanted && m_state == State::Searching;
    m_state = State::Ready;
    if (wanted) {
        const QString text = words.value(1);
        const Parsed<Move> move = parseUci(m_current.position, text.toStdString());
        if (!move) {
            fail(tr("%1 answered with the move “%2”, which is not legal here: %3")
                     .arg(m_config.name, text, trCore(move.reason())));
            return;
        }
        m_wanted = 0;
        SearchResult result = m_lastInfo;
        result.move = *move;
        emit moveFound(result);
    }
    if (m_state != State::Ready) return; // a slot started something already
    if (m_newGameWanted)
        sync();
    else if (m_queued)
        sendSearch();
}

void ExternalEngine::onFinished() {
    m_watchdog.stop();
    if (m_state == State::Failed) return;
    // A signal (a crash, a kill) is no exit code: QProcess gives the signal's number then.
    if (m_process.exitStatus() == QProcess::CrashExit)
        fail(tr("%1 crashed or was killed (signal %2)")
                 .arg(m_config.name)
                 .arg(m_process.exitCode()));
    else
        fail(tr("%1 stopped unexpectedly (exit code %2)")
                 .arg(m_config.name)
                 .arg(m_process.exitCode()));
}

void ExternalEngine::onTimeout() {
    switch (m_state) {
    case State::Starting: fail(tr("%1 did not answer “uci”").arg(m_config.name)); break;
    case State::Syncing: fail(tr("%1 did not answer “isready”").arg(m_config.name)); break;
    case State::Searching:
    case State::Stopping:
        fail(m_current.limits.infinite ? tr("%1 did not stop when asked").arg(m_config.name)
                                       : tr("%1 did not play its move in time").arg(m_config.name));
        break;
    default: break;
    }
}

void ExternalEngine::fail(const QString& why) {
    if (m_state == State::Failed) return;
    m_state = State::Failed;
    m_watchdog.stop();
    m_wanted = 0;
    m_queued.reset();
    disconnect(&m_process, nullptr, this, nullptr);
    m_process.kill();
    emit failed(why);
}
