// An external UCI engine as the computer's side: a process started directly from its path and
// arguments (never through a shell), spoken to in UCI. https://www.chessprogramming.org/UCI
//
// The engine is untrusted: every answer is checked (a move must be legal in the position that
// was sent), an engine that stays silent too long, writes absurd lines, breaks the protocol or
// dies is reported once through failed() and never brings Ferz down.
//
// Chess960: a request for a Chess960 game sets UCI_Chess960 (and a later standard one unsets
// it), and castling goes out as king takes rook. An engine that declares no UCI_Chess960 is
// not asked to play one: it fails with lacksChess960() set, and its user may turn to Ferz's
// own engine.
//
// Threading contract: GUI thread only; the process is read through the event loop.
#pragma once

#include "engineconfig.h"
#include "opponent.h"

#include <QProcess>
#include <QTimer>

#include <optional>

class ExternalEngine : public Opponent {
    Q_OBJECT
public:
    explicit ExternalEngine(const EngineConfig& config, QObject* parent = nullptr);
    ~ExternalEngine() override; // asks the engine to quit, and kills it if it does not at once

    quint64 start(SearchRequest request) override;
    void cancel() override;
    void newGame() override;

    const EngineConfig& config() const { return m_config; }
    /// What the engine calls itself (`id name`), once it has said so.
    const QString& idName() const { return m_idName; }
    bool hasFailed() const { return m_state == State::Failed; }
    /// It failed because it was asked for Chess960 and declares no UCI_Chess960 option.
    bool lacksChess960() const { return m_lacksChess960; }
    /// How long the engine may take to answer uci/isready, and beyond its time for a move.
    void setPatience(int handshakeMs, int graceMs) {
        m_handshakeMs = handshakeMs;
        m_graceMs = graceMs;
    }

private:
    enum class State { NotStarted, Starting, Syncing, Ready, Searching, Stopping, Failed };

    void launch();
    void send(const QString& line);
    void sync(); // ucinewgame if wanted, then isready
    void sendSearch();
    void readOutput();
    void handleLine(const QString& line);
    void handleInfo(const QStringList& words);
    void warnOnce(const QString& line);
    void handleBestMove(const QStringList& words);
    void onFinished();
    void onTimeout();
    void fail(const QString& why);
    void expectWithin(int ms);

    EngineConfig m_config;
    QProcess m_process;
    QTimer m_watchdog;
    State m_state = State::NotStarted;
    QString m_idName;
    QByteArray m_partialLine;

    quint64 m_nextId = 1;
    quint64 m_wanted = 0;                  // the search whose answer the game waits for
    std::optional<SearchRequest> m_queued; // to send once the engine is ready
    SearchRequest m_current;               // the search the engine is running
    SearchResult m_lastInfo;               // its latest score and depth
    bool m_newGameWanted = true;
    bool m_declaresChess960 = false; // an `option name UCI_Chess960` line came before uciok
    bool m_chess960 = false;         // UCI_Chess960 as the engine was last given it
    bool m_lacksChess960 = false;
    bool m_warned = false; // about the current search
    int m_lines = 1;       // the MultiPV the engine was last given
    int m_handshakeMs = 10'000;
    int m_graceMs = 10'000;
};
