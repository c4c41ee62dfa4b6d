// The UCI front end of ferz-engine: reads protocol lines, answers through a callback.
// https://www.chessprogramming.org/UCI
//
// Driven by the lines it is given, so tests use it without a process. Every line is untrusted:
// a malformed or out-of-order command gets an `info string` saying what was wrong and changes
// nothing else.
//
// Threading: call handle() from one thread. A search runs on the engine's own threads and
// writes `info` and `bestmove` lines from there, so the output callback is called under a
// lock, one whole line at a time, from either thread.
#pragma once

#include "engine.h"
#include "game.h"

#include <functional>
#include <mutex>
#include <string>
#include <string_view>

namespace ferz {

class UciSession {
public:
    using Output = std::function<void(std::string_view line)>;

    explicit UciSession(Output out);

    /// Handles one line of input; false when the line asks the engine to quit.
    bool handle(std::string_view line);

    /// The game set up by the last `position` command.
    const Game& game() const { return game_; }

    /// The input has ended without quit: a search with a limit finishes and reports; one
    /// without (infinite, ponder, or no depth, nodes or time given) is stopped first.
    void endOfInput();

private:
    void send(std::string_view line);
    void info(const std::string& message);

    void position(std::string_view args);
    void go(std::string_view args);
    void setOption(std::string_view args);
    void perft(int depth);
    std::shared_ptr<const PolyglotBook> ownBook();
    void bench(std::string_view args);
    void epd(std::string_view args);
    void display();
    void traceEval();
    void sendInfo(const SearchInfo& info, const Position& root, bool chess960);

    std::mutex outMutex_;
    Output out_;
    bool answered_ = true; // the last search's best move is written (guarded by outMutex_)
    Game game_;
    std::shared_ptr<const PolyglotBook> ownBook_; // Ferz's own, once OwnBook asked for it
    bool openEndedSearch_ = false; // the last go was infinite, ponder or without any limit
    bool limitStrength_ = false;   // UCI_LimitStrength
    int elo_ = 1500;               // UCI_Elo
    bool chess960_ = false;        // UCI_Chess960: castling is written as king takes rook
    Engine engine_; // last: destroyed first, so no search outlives what its callbacks use
};

} // namespace ferz
