// Named openings: ECO code, name and variation of about 3,400 positions, and the
// classification of a game by the deepest named position it reaches.
//
// The names are the lichess opening names (lichess-org/chess-openings, CC0), taken from the
// copy Debian ships in PyChess's eco.db; tools/openings/update-names.sh converts them into
// eco.inc. A named position is found by its key, so a game that reaches it by another order
// of moves (a transposition) gets its name too.
#pragma once

#include "position.h"

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace ferz {

struct Opening {
    std::string_view eco;       // "B90"
    std::string_view name;      // "Sicilian Defense"
    std::string_view variation; // "Najdorf Variation, English Attack"; empty for none
    std::string_view moves;     // from the start position, in UCI: "e2e4 c7c5 g1f3 …"

    /// "Sicilian Defense: Najdorf Variation, English Attack", the way lichess writes it.
    std::string fullName() const;
    /// "B90 Sicilian Defense: Najdorf Variation": the code and the full name, as lists show it.
    std::string title() const;
    /// How many half-moves the line has.
    int plies() const;
};

class Openings {
public:
    /// The openings Ferz knows, built on first use (a few milliseconds) and never changed.
    static const Openings& standard();

    /// Every opening, sorted by ECO code and name.
    std::span<const Opening> all() const { return all_; }

    /// The opening named at this position, or nullptr.
    const Opening* at(const Position& pos) const;

    /// The opening of a game from `start`: the deepest of its positions that has a name, or
    /// nullptr when none has (a game from another start than the standard one usually).
    const Opening* classify(const Position& start, std::span<const Move> moves) const;

    /// No position after this many half-moves from the start has a name: classify() looks no
    /// further, and a reader may stop playing a game's moves there.
    int lastNamedPly() const { return lastNamedPly_; }

    /// Whether the position stands on the line of a named opening (is one of its positions).
    bool onLine(const Position& pos) const { return onLine_.count(pos.key()) != 0; }

    /// For a reader of many games that names each (a list of a large file): called with each
    /// position of a game from its start (after `moves` moves), it says whether to read on, which
    /// it does while the game stays within FollowOffLine moves of the named lines. A game that
    /// comes back to a named position later than that (a transposition through positions of no
    /// line) is not named by such a reader; classify() with all of its moves would name it.
    static constexpr int FollowOffLine = 2;
    std::function<bool(const Position&, std::size_t moves)> follower() const;

    /// The moves of an opening's line, from the standard start position.
    static std::vector<Move> moves(const Opening& opening);

private:
    Openings();
    std::span<const Opening> all_;
    std::unordered_map<Key, const Opening*> byKey_;
    std::unordered_set<Key> onLine_;
    int lastNamedPly_ = 0;
};

} // namespace ferz
