// How a game ended, and whether it counts for the player's rating: plain values, the ways a
// game ends as Outcome's constructors, and the words Ferz writes for them in its files (never
// translated), and the ending in the user's words (describe).
//
// Threading contract: none; plain values and pure functions.
#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

// How a game ended. The rules of the board (ferz::Termination) and what the players did.
struct Outcome {
    Q_DECLARE_TR_FUNCTIONS(Outcome)

public:
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
        Stopped, // the players stopped it without a result (Game → Stop Game): "*", not rated
    };
    ferz::Result result = ferz::Result::Ongoing;
    Reason reason = Reason::None;
    ferz::Color side = ferz::White; // who resigned, claimed, or ran out of time
    bool sideIsComputer = false;

    /// Ended: with a result, or stopped without one.
    bool over() const { return result != ferz::Result::Ongoing || reason == Reason::Stopped; }
    /// An end the players made (a resignation, an agreement, a claim, a flag, a stop, a result
    /// read), not the board (mate, stalemate, a dead position, the automatic draws).
    bool byPlayers() const;
    /// The ending in the user's words: "Checkmate — White wins", "… claimed by you" when
    /// `byYou` (the user plays the computer), else "… by White".
    QString describe(bool byYou) const;

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
    /// `side` stops the game without a result.
    static Outcome stopped(ferz::Color side);
};

/// The PGN Termination tag's word for an outcome, one of the standard's: "normal", "time
/// forfeit", "abandoned" (stopped), "unterminated" (not over).
const char* terminationWord(const Outcome& outcome);
/// The short sentence a record ends with to say how the game ended ("White resigns.", "Draw
/// claimed by Black: threefold repetition."): English, like the rest of PGN, never translated.
/// Empty for a game not over, or one whose end only its result tells (Recorded).
std::string endingSentence(const Outcome& outcome);
/// How a game read from PGN ended, as its record says: the ending sentence that closes the
/// comment after its last move (`lastComment`), else its Termination tag (a time forfeit, an
/// abandoned game), each only when it agrees with `result`. nullopt when they do not say;
/// `sentence` then is empty, else it is the sentence found (to be taken off the comment).
std::optional<Outcome> endingOf(const std::string& result, const std::string& termination,
                                const std::string& lastComment, std::string* sentence = nullptr);

// Why a game does not count for the player's rating; None: it does. A rated game is one
// against Ferz's own engine at a level, from the standard start position with no opening
// chosen to practise, played to a result with no move taken back and no hint.
enum class Unrated {
    None,
    Engine,     // another engine: its strength is not measured
    TwoPlayers, // two people at one board
    SetUp,      // a set-up position, or play from a position in review
    Takeback,   // a move taken back
    Hint,       // a hint asked for
    FromFile,   // a game read from a file
    Older,      // resumed from an autosave of a Ferz before the rating
    Opening,    // an opening to practise: its moves were chosen, not played
    Stopped,    // stopped without a result
    Chess960,   // Chess960: the levels are measured in standard chess only
};
/// The word for it in the autosave and the library ("engine", "takeback"…; "" for None), and
/// back (an unknown word: Older).
QString unratedWord(Unrated why);
Unrated unratedFromWord(const QString& word);
