// The UCI front end of ferz-engine: reads protocol lines, answers through a callback.
// https://www.chessprogramming.org/UCI
//
// A pure function of the lines it is given, so tests drive it without a process. Every line is
// untrusted: a malformed or out-of-order command gets an `info string` saying what was wrong
// and changes nothing else. Call handle() from one thread.
#pragma once

#include "game.h"

#include <functional>
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

private:
    void send(std::string_view line) const { out_(line); }
    void info(const std::string& message) const;

    void position(std::string_view args);
    void go(std::string_view args);
    void perft(int depth);
    void display() const;

    Output out_;
    Game game_;
};

} // namespace ferz
