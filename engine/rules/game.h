// A game record: the start position and the moves played from it, with the rules that end a
// game or let a player claim a draw (FIDE Laws of Chess, articles 5 and 9).
//
// Game is a plain value owned by one thread (the GUI's game controller, the UCI loop). The
// search gets a snapshot: position() and keys().
#pragma once

#include "position.h"

#include <deque>
#include <string_view>
#include <vector>

namespace ferz {

// Why a game is over, or why a draw may be claimed.
enum class Termination {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial, // FIDE 5.2.2: no sequence of legal moves can mate (the dead positions
                          // we recognise: K v K, K+minor v K, bishops all on one colour)
    FivefoldRepetition,   // FIDE 9.6.1
    SeventyFiveMoves,     // FIDE 9.6.2
    ThreefoldRepetition,  // FIDE 9.2, a claim
    FiftyMoves,           // FIDE 9.3, a claim
};

enum class Result { Ongoing, WhiteWins, BlackWins, Draw };

struct GameStatus {
    Result result = Result::Ongoing;
    Termination reason = Termination::None; // why the game is over (None while it goes on)
    bool inCheck = false;
    bool canClaimThreefold = false; // the side to move may claim a draw now
    bool canClaimFifty = false;

    bool over() const { return result != Result::Ongoing; }
    bool canClaimDraw() const { return canClaimThreefold || canClaimFifty; }
};

/// The status of `pos`, given how often it has occurred (1 for the first time). Checkmate and
/// stalemate take precedence over every other rule, as FIDE 9.6 says.
GameStatus statusOf(const Position& pos, int occurrences);

/// FIDE's dead position, in the cases we recognise: no pawns, rooks or queens, and at most one
/// minor piece on the board or only bishops, all on squares of one colour.
bool isInsufficientMaterial(const Position& pos);

/// Whether `side` could still mate by some sequence of legal moves, however unlikely (FIDE 6.9:
/// a player whose flag falls loses, unless the opponent cannot mate, and then it is a draw).
/// False for a lone king, for a lone minor piece against a bare king, and when the only men
/// besides the kings are bishops, all on squares of one colour.
bool canStillMate(const Position& pos, Color side);

/// "1-0", "0-1", "1/2-1/2" or "*".
std::string_view resultString(Result r);

class Game {
public:
    explicit Game(const Position& start = Position());

    const Position& startPosition() const { return start_; }
    const Position& position() const { return pos_; }
    const std::vector<Move>& moves() const { return moves_; }
    std::size_t ply() const { return moves_.size(); }

    /// The Zobrist keys of the positions so far, the start first and the current one last.
    const std::vector<Key>& keys() const { return keys_; }

    /// Plays `m` if it is legal here (whatever the status); false otherwise, and nothing changes.
    bool play(Move m);
    /// Takes back the last move; false when there is none.
    bool undo();

    /// How many times the current position has occurred, this time included.
    int repetitions() const;
    GameStatus status() const { return statusOf(pos_, repetitions()); }

private:
    Position start_;
    Position pos_;
    std::vector<Move> moves_;
    std::deque<StateInfo> undo_; // one record a move, to take it back
    std::vector<Key> keys_;
};

} // namespace ferz
