// The analysis board's engine: the position on show, searched until the user moves on, in as
// many lines as they ask for (MultiPV), by Ferz's own engine (a thread pool and a hash table of
// its own, apart from the game's) or by an external UCI engine.
//
// No line of an old position is ever reported for a new one: every analyse() starts a search
// with a new id, the opponent drops the reports of the searches it replaced, and lines whose id
// is not the current search's are dropped here as well. An external engine that dies, hangs on
// a stop or breaks the protocol is reported once (failed()); restart() starts it again. A
// position with no move to search (a mate, a stalemate) is not searched: its ending says why.
// A Chess960 position (SearchRequest::chess960) goes to an external engine only when it declares
// UCI_Chess960; one that does not leaves such positions to Ferz's own, and warning() says so.
//
// Threading contract: GUI thread only; the searches run in the opponent's thread or process.
#pragma once

#include "engineconfig.h"
#include "gametree.h"
#include "opponent.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

// One line of the analysis: the engine's best continuation after one of the best moves.
struct AnalysisLine {
    int depth = 0;
    int score = 0; // centipawns or a mate score, from the side to move's point of view
    bool mate = false;
    int mateIn = 0; // moves; negative when the side to move is mated
    quint64 nodes = 0;
    std::vector<ferz::Move> pv;
};

class LiveAnalysis : public QObject {
    Q_OBJECT
public:
    struct Settings {
        std::optional<EngineConfig> engine; // nullopt: Ferz's own
        int lines = 3;                      // 1 to MaxLines
        int threads = defaultThreads();
        int hashMegabytes = 64;
    };
    static constexpr int MaxLines = 5;
    /// All cores but one, and at least one: the window keeps a core to itself.
    static int defaultThreads();
    /// What to search to analyse `node` of `tree`: its position, the game's start and moves to
    /// it (for a UCI engine) and the keys before it (for repetitions), without limits.
    static SearchRequest requestFor(const ferz::GameTree& tree, const ferz::GameTree::Node* node);

    explicit LiveAnalysis(QObject* parent = nullptr);
    ~LiveAnalysis() override;

    const Settings& settings() const { return m_settings; }
    /// Another engine, number of lines, threads or hash: the engine is started again as
    /// needed, and a running analysis goes on with the new settings.
    void setSettings(const Settings& settings);

    /// Analyses the position of `request` until stop() or the next analyse(); the lines of
    /// the position before are forgotten at once.
    void analyse(SearchRequest request);
    void stop();
    /// Stops, and lets the engine go: its threads and hash table, or its process.
    void release();
    bool running() const { return m_running; }
    /// How long an external engine may take to answer uci/isready, and stop (for tests; 10 s
    /// each by default). Applies to engines started from now on.
    void setPatience(int handshakeMs, int graceMs) {
        m_handshakeMs = handshakeMs;
        m_graceMs = graceMs;
    }
    /// Starts a failed engine again and goes on with the position it was analysing.
    void restart();

    /// A mate or a stalemate on the board of the position asked about: nothing to search.
    enum class Ending { None, Checkmate, Stalemate };
    Ending ending() const { return m_ending; }
    /// The position the lines are for (the last one asked about).
    const ferz::Position& position() const { return m_request.position; }
    /// Its lines, the best first; fewer than asked for until the engine has found them.
    const std::vector<AnalysisLine>& lines() const { return m_lines; }
    /// The engine's name as the user knows it: "Ferz", or the external engine's (the one that
    /// analyses the position on show).
    QString engineName() const;
    /// Why the engine stopped (empty while it works), and what it last said wrongly.
    const QString& failure() const { return m_failure; }
    const QString& warning() const { return m_warning; }

signals:
    /// lines() changed (a new line, a deeper one, or none for a new position).
    void linesChanged();
    /// failure() or warning() changed.
    void stateChanged();

private:
    // Whether Ferz's own engine analyses the position asked about.
    bool usesOwnEngine() const {
        return !m_settings.engine || (m_request.chess960 && m_ownForChess960);
    }
    void makeEngine();
    void search();
    void onProgress(const SearchProgress& progress);

    Settings m_settings;
    std::unique_ptr<Opponent> m_engine;
    bool m_engineIsOwn = false;    // m_engine is Ferz's own
    bool m_ownForChess960 = false; // the external engine declared no UCI_Chess960
    SearchRequest m_request;
    bool m_running = false;
    Ending m_ending = Ending::None;
    quint64 m_id = 0; // the running search's, whose lines alone are taken
    std::vector<AnalysisLine> m_lines;
    QString m_failure, m_warning;
    int m_handshakeMs = 10'000, m_graceMs = 10'000;
};
