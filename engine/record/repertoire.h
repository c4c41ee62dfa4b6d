// The user's opening repertoire for one side: the moves they mean to play, and the opponent's
// moves they have prepared for, each stored by the position it is played from (its Zobrist
// key, Position::key(), as the library's position index stores it). Keyed by position, a
// line that transposes into another shares its moves: a game that reaches a prepared
// position by another move order is still in the repertoire.
//
// Weights. Each of the opponent's moves has a weight: how often the drill plays it, relative
// to the other prepared replies in the same position. Read from PGN, a move's weight is the
// number that a `[%weight N]` command in its comment gives, else the number of lines of the
// file that pass through it (a reply with three sub-variations below it counts three). A
// move added by hand (addLine) starts at 1. The user's own moves are weighed the same way; their
// weight only orders them (the heaviest is the main line when the repertoire is written).
//
// Lines. The repertoire knows the positions its lines start from (the standard position
// unless a line was added from another), so that removing a move also removes what is only
// reachable through it, and so that it can be written back as one PGN game with variations.
//
// Threading contract: a plain value, used from one thread at a time; the free functions are
// pure.
#pragma once

#include "pgn.h"
#include "position.h"
#include "types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ferz {

/// One move of the repertoire, as stored: from the position of `key`.
struct RepertoireEntry {
    Key key = 0;
    Move move;
    int weight = 1; ///< for the opponent's moves: how often the drill plays it

    bool operator==(const RepertoireEntry&) const = default;
};

class Repertoire {
public:
    /// An empty repertoire for the user playing `side`, its lines from the standard position.
    explicit Repertoire(Color side = White);

    Color side() const { return side_; }
    bool empty() const { return moves_.empty(); }
    /// How many moves it holds, both sides'.
    std::size_t size() const;

    /// The moves prepared in the position of `key`, the heaviest first (none: not in it).
    std::vector<RepertoireEntry> movesAt(Key key) const;
    bool contains(Key key, Move move) const;

    /// Adds the line of `moves` played from `start` (each legal in turn; the line ends at the
    /// first that is not). Moves new to the repertoire get weight 1, moves it holds keep
    /// theirs. `start` becomes a start of the repertoire when it is not reached from one.
    /// Returns how many moves were new.
    int addLine(const Position& start, const std::vector<Move>& moves);
    /// Adds or sets one move (the library's rows), `weight` at least 1. `move` is trusted to be
    /// legal in the position of `key`.
    void set(Key key, Move move, int weight);
    /// A position lines start from (the library's rows), in FEN.
    void addStart(const Position& start);
    const std::vector<Position>& starts() const { return starts_; }

    /// Removes `move` from `position`, and every move that can no longer be reached from a
    /// start of the repertoire without it. Returns how many moves went (0: it was not there).
    int remove(const Position& position, Move move);

    /// Every move, by key and then by move, for storing.
    std::vector<RepertoireEntry> entries() const;

private:
    void prune();

    Color side_;
    std::vector<Position> starts_;
    std::map<Key, std::vector<RepertoireEntry>> moves_;
};

/// Adds every line of `game` (its main line and all its variations) to `repertoire`, from the
/// game's start. Each move takes the weight the file gives it (see the top of this file): a
/// new move gets it, a move held already takes it when the file gives it one explicitly, or
/// when its line count is larger. Returns how many moves were new.
int addGame(Repertoire& repertoire, const PgnGame& game);

/// The repertoire as one PGN game with variations, from its first start: at each position the
/// heaviest move first, the others as variations. A move whose weight differs from the number
/// of lines written through it carries a `[%weight N]` comment, so that
/// reading it back gives the same weights. A position reached again by transposition is
/// written once, at its first place; later lines end where they reach it. Tags: Event
/// "<White|Black> repertoire", the Seven Tag Roster's others "?".
PgnGame toPgn(const Repertoire& repertoire);

/// One line of the repertoire, from a start to a position with nothing prepared after it.
struct RepertoireLine {
    Position start;
    std::vector<Move> moves;
    Key end = 0;              ///< the key of the position at the line's end: the line's name
    double probability = 1.0; ///< how likely the drill is to play it, from its opponent's weights
};

/// Every line of the repertoire, as toPgn() writes them (a transposition ends a line).
std::vector<RepertoireLine> linesOf(const Repertoire& repertoire);

/// One of `moves` chosen by weight: `draw` is any random number (a seeded generator's).
Move chooseByWeight(const std::vector<RepertoireEntry>& moves, std::uint64_t draw);

/// Where a game left the repertoire: the first ply whose position has moves prepared in the
/// repertoire but whose move is not among them.
struct Departure {
    int ply = 0;                ///< the move's index in the game (0: the first move)
    Move played;                ///< what the game played there
    std::vector<Move> prepared; ///< what the repertoire has there, the heaviest first
    bool byUser = false;        ///< the move was the user's (else the opponent's)
    Position before;            ///< the position the move was played from
};

/// Where the game of `moves` from `start` left `repertoire` for good, or none when it never did
/// (it followed it as long as it had moves, or never reached it). Transpositions count: a game
/// that reaches a prepared position by another move order is in the repertoire there, so a
/// move off the repertoire that transposes back into it later is not where the game left it.
std::optional<Departure> departureOf(const Repertoire& repertoire, const Position& start,
                                     const std::vector<Move>& moves);

} // namespace ferz
