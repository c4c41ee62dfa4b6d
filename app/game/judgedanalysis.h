// The post-game review with the judge the user chose: Ferz's own engine (the default), or an
// external engine of Game → Engines started for it (UciJudge). Analyse Game, the training's
// background analysis, the Games window's batch and `ferz --annotate` all run their analyses
// through it, so the verdicts come from one place.
//
// It can also be paused: a search about to start waits (no engine runs meanwhile) until it is
// resumed or stopped, and the judge rests meanwhile (Ferz's engine gives back its hash table);
// the training's analysis pauses while a game is played and on battery.
//
// Threading contract: made anywhere; run() and close() in one worker thread, where the judge
// is made (on the first run()) and closed (an external engine's process belongs to the thread
// that started it, and dies with it). stop(), resume() and setPaused() from any thread.
#pragma once

#include "engineconfig.h"
#include "review.h"

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>

class JudgedAnalysis {
public:
    /// `engine`: the external engine that judges; nullopt: Ferz's own (`options.threads` and
    /// `options.hashMegabytes`).
    JudgedAnalysis(std::optional<EngineConfig> engine, ferz::AnalysisOptions options);
    ~JudgedAnalysis(); // close()
    JudgedAnalysis(const JudgedAnalysis&) = delete;
    JudgedAnalysis& operator=(const JudgedAnalysis&) = delete;

    /// Analyses a game (see ferz::Analyser::run). An engine that cannot be started or fails
    /// gives an incomplete analysis with `failure` set; after stop() the analysis is
    /// incomplete too.
    ferz::GameAnalysis run(const ferz::Position& start, const std::vector<ferz::Move>& moves,
                           const ferz::AnalysisProgress& progress = {});
    /// Ends the judge (an external engine quits); the next run() makes a new one.
    void close();

    /// Any thread: the run in hand returns promptly, and runs return at once until resume().
    void stop();
    void resume();
    /// Any thread: while paused, no search starts (the one in hand goes on to its end).
    void setPaused(bool paused);
    bool paused() const;

    /// How many of Ferz's engines judge a game at once where the user waits for it (Analyse
    /// Game, the Games window's batch, --annotate): two where there are two cores, else one.
    /// The training's background analysis keeps to one.
    static int workersForUser();

    /// The judge's name, once a run has made it ("Ferz", "Stockfish 15.1"); empty before.
    std::string judgeName() const;

private:
    class Gate;

    std::optional<EngineConfig> m_engine;
    ferz::AnalysisOptions m_options;
    mutable std::mutex m_mutex; // guards what follows, which stop() reaches from other threads
    std::condition_variable m_wake;
    bool m_stopped = false;
    bool m_paused = false;
    std::vector<std::unique_ptr<ferz::Judge>> m_judges; // Ferz's engines (workers), or one other
    std::vector<std::unique_ptr<Gate>> m_gates;
    std::unique_ptr<ferz::Analyser> m_analyser;
    std::string m_name;
};
