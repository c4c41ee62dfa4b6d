// An outside check of a puzzle by a UCI engine (Debian's Stockfish): each solver move must be
// its best move with two lines (MultiPV 2), and the only win by the same criterion the maker
// uses. Plain POSIX pipes to a child process, so the tool needs no Qt.
//
// Threading contract: one UciCheck per thread; every call blocks.
#pragma once

#include "criterion.h"
#include "puzzle.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <sys/types.h>
#include <vector>

namespace ferz::puzzles {

class UciCheck {
public:
    /// Starts `program` and waits for uciok; ok() says whether it answered.
    explicit UciCheck(const std::string& program, std::uint64_t nodes = 1'000'000);
    ~UciCheck();
    UciCheck(const UciCheck&) = delete;
    UciCheck& operator=(const UciCheck&) = delete;

    bool ok() const { return ok_; }
    const std::string& failure() const { return failure_; }
    /// The engine's name as it gives it (`id name`): "Stockfish 15.1".
    const std::string& name() const { return name_; }

    /// The engine's two best lines in `pos` at the node limit: each the first move and the
    /// score from the side to move's view in Ferz's units (a mate is ±(ScoreMate - plies)).
    struct Scored {
        Move move;
        int score = 0;
    };
    std::vector<Scored> twoBest(const Position& pos);

    /// Whether every solver move of `p` is the engine's best and the only win under `c`.
    bool confirms(const Puzzle& p, bool mateLine, const Criterion& c);

private:
    void send(const std::string& line);
    bool readLine(std::string& line);

    pid_t child_ = -1;
    FILE* to_ = nullptr;
    FILE* from_ = nullptr;
    std::uint64_t nodes_;
    bool ok_ = false;
    std::string failure_;
    std::string name_;
};

} // namespace ferz::puzzles
