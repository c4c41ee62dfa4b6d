// How a game ended, and whether it counts for the player's rating: plain values, the ways a
// game ends as Outcome's constructors, and the words Ferz writes for them in its files (never
// translated). The ending in the user's words is GameController::describe: it needs to know who
// sits at the board.
//
// Threading contract: none; plain values and pure functions.
#pragma once

#include "game.h"

#include <QString>

// How a game ended. The rules of the board (ferz::Termination) and what the players did.
struct Outcome {
    enum class Reason {
        None,
        Checkmate,
        Stalemate,
        InsufficientMaterial,
        FivefoldRepetition,
        SeventyFiveMoves,
        ThreefoldClaimed,
        FiftyMovesClaimed,
        Resignation,
        Agreement,
        Timeout,                     // the flag of `side` fell
        TimeoutInsufficientMaterial, // the flag fell, but the opponent could not have mated
        Recorded,                    // a game read from a file, with its result
    };
    ferz::Result result = ferz::Result::Ongoing;
    Reason reason = Reason::None;
    ferz::Color side = ferz::White; // who resigned, claimed, or ran out of time
    bool sideIsComputer = false;

    bool over() const { return result != ferz::Result::Ongoing; }

    /// The ending the board itself decides (mate, stalemate, a fivefold repetition…); not over
    /// when there is none, or only a draw to claim.
    static Outcome ofBoard(const ferz::GameStatus& status);
    /// `side` resigns.
    static Outcome resignation(ferz::Color side);
    /// A draw agreed, `side` having offered or accepted it.
    static Outcome agreement(ferz::Color side);
    /// The draw `status` allows, claimed by `side`: threefold repetition if it may be claimed,
    /// else the 50-move rule.
    static Outcome claim(const ferz::GameStatus& status, ferz::Color side, bool byComputer);
    /// The flag of `side` fell: a loss, or a draw when the opponent could not have mated.
    static Outcome flagFell(ferz::Color side, bool opponentCanMate, bool byComputer);
    /// The result a file records for a game it does not say more about.
    static Outcome recorded(ferz::Result result);
};

/// The PGN Termination tag's word for an outcome ("normal", "time forfeit", "unterminated").
const char* terminationWord(const Outcome& outcome);

// Why a game does not count for the player's rating; None: it does. A rated game is one
// against Ferz's own engine at a level, from the standard start position (an opening to
// practise is played from it), with no move taken back and no hint.
enum class Unrated {
    None,
    Engine,     // another engine: its strength is not measured
    TwoPlayers, // two people at one board
    SetUp,      // a set-up position, or play from a position in review
    Takeback,   // a move taken back
    Hint,       // a hint asked for
    FromFile,   // a game read from a file
    Older,      // resumed from an autosave of a Ferz before the rating
};
/// The word for it in the autosave and the library ("engine", "takeback"…; "" for None), and
/// back (an unknown word: Older).
QString unratedWord(Unrated why);
Unrated unratedFromWord(const QString& word);
