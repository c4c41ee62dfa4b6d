// Ferz's engine as the puzzle maker uses it: a node-limited search with one thread from a
// cleared table, so the same position and limit always give the same lines, in any order.
//
// Threading contract: one Searcher per thread; search() blocks.
#pragma once

#include "engine.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ferz::puzzles {

/// One root move of a search: its score from the side to move's view (centipawns or a mate
/// score) and its line.
struct Line {
    Move move;
    int score = 0;
    std::vector<Move> pv;
};

class Searcher {
public:
    explicit Searcher(std::size_t hashMegabytes = 16);

    /// The best `lines` root moves of `pos` (fewer when it has fewer legal moves), best first,
    /// from the deepest iteration that finished all of them within `nodes`. Empty when not
    /// even the first iteration finished, or when `pos` has no legal move.
    std::vector<Line> search(const Position& pos, std::uint64_t nodes, int lines);
    /// The best line among the moves other than `excluded` (all the search's nodes spent on
    /// them, so a second way to win shows up that MultiPV at the same nodes misses); none
    /// when `excluded` is the only legal move.
    std::optional<Line> bestOther(const Position& pos, std::uint64_t nodes, Move excluded);

    /// The move Ferz plays here at the strength of the Elo label `elo` (level.h), its choices
    /// seeded by `seed`; no book. Searched from a cleared table.
    Move levelMove(const Position& pos, int elo, std::uint64_t seed);

private:
    std::vector<Line> run(const Position& pos, std::uint64_t nodes, int lines,
                          const std::vector<Move>& only);

    Engine engine_;
};

} // namespace ferz::puzzles
