// An external UCI engine as the review's judge (ferz::Judge): a process started from its
// EngineConfig, spoken to synchronously from the thread that made it, the review's worker,
// which has no event loop; QProcess's waitFor… calls carry the protocol. The engine plays at
// full strength: a level the user gave it for games (UCI_LimitStrength) is switched off.
//
// Why here and not in the engine layer: QProcess already starts the engines of Game → Engines
// (EngineConfig::setUp: no shell, standard error dropped, the engine killed with Ferz), and the
// core stays free of processes, pipes and POSIX calls.
//
// The engine is untrusted, as in a game: an answer that cannot be read is dropped, and an engine
// that dies, breaks the protocol, stays silent for a minute in a search or does not answer
// `stop` within the grace time is killed; failure() says why, and every search after it
// returns unscored.
//
// Threading contract: create, use and destroy it in one thread (a QProcess belongs to the
// thread that made it; on Linux the engine is killed when that thread ends). stop() may be
// called from any thread: it sets an atomic flag that the reading loop looks at every 50 ms,
// and the loop sends `stop` itself.
#pragma once

#include "engineconfig.h"
#include "judge.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

class QProcess;

class UciJudge : public ferz::Judge {
public:
    explicit UciJudge(EngineConfig config);
    ~UciJudge() override; // `quit`, then a kill if it does not go at once

    /// Starts the engine and waits for `uciok` and `readyok`; false (and failure()) if it
    /// cannot be started or does not answer within the handshake time.
    bool start();
    /// How long the engine may take to answer uci and isready, may stay silent while it
    /// searches, and may take to answer stop.
    void setPatience(int handshakeMs, int silenceMs, int graceMs);

    std::string name() const override;
    void newGame() override;
    ferz::JudgeResult search(const ferz::Game& game, const ferz::JudgeLimits& limits,
                             const std::vector<ferz::Move>& only = {}, int lines = 1) override;
    void stop() override { m_stop = true; }
    void resume() override { m_stop = false; }
    std::string failure() const override { return m_failure.toStdString(); }

private:
    void send(const QString& line);
    /// The next whole line within `ms`; nullopt on a time-out or a failure (see m_failure).
    std::optional<QByteArray> readLine(int ms);
    /// Reads until a line that starts with `word`; false after `ms` without it.
    bool waitFor(const char* word, int ms);
    void fail(const QString& why);

    EngineConfig m_config;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_buffer;
    QString m_idName;
    QString m_failure;
    std::atomic<bool> m_stop{false};
    int m_lines = 1;
    int m_handshakeMs = 10'000;
    int m_silenceMs = 60'000;
    int m_graceMs = 10'000;
};
