// The player's own rating: Mark Glickman's Glicko-2 system ("Example of the Glicko-2 system",
// 2013, http://www.glicko.net/glicko/glicko2.pdf). A rating carries how sure it is of itself:
// a deviation (RD) that shrinks with every game played and grows again with time away, and a
// volatility that says how erratic the player's results have been. The games of one rating
// period (a session, a day) are rated together; rating.cpp follows the paper's steps.
//
// The GUI keeps a Rating per player, calls rate() at the end of each period with the games of
// that period (against the engine's level labels, rated by their measured Elo), and offers
// opponentRatingFor(player, 0.5, …) as "a level that gives you even chances".
//
// Threading contract: plain values and pure functions, safe on any thread.
//
// Garbage in, sane values out: a rating, deviation or volatility is clamped to the ranges
// below, a value that is not a number is replaced by the unrated player's default, and a game
// with a number missing (NaN) is left out, so every result is finite.
#pragma once

#include <span>

namespace ferz {

/// A player's Glicko-2 rating on the familiar (Glicko/Elo-like) scale. The defaults are the
/// paper's for an unrated player.
struct Rating {
    double rating = 1500;     ///< the estimate of the player's strength
    double deviation = 350;   ///< RD: one standard deviation of that estimate, in rating points
    double volatility = 0.06; ///< σ: how much the strength is expected to fluctuate

    /// The ranges every rating is kept in. The deviation's floor keeps a long-time player's
    /// rating able to move; its ceiling is the unrated player's uncertainty, which time away
    /// never exceeds. The rating range is far wider than any human's or Ferz's levels.
    static constexpr double MinRating = 0;
    static constexpr double MaxRating = 4000;
    static constexpr double MinDeviation = 30;
    static constexpr double MaxDeviation = 350;
    static constexpr double MinVolatility = 0.001;
    static constexpr double MaxVolatility = 0.5;

    bool operator==(const Rating&) const = default;
};

/// One game of the rating period: the opponent as rated before the period, and the score.
struct RatedResult {
    double opponentRating = 1500;
    double opponentDeviation = 350;
    double score = 0.5; ///< 1 for a win, 0.5 for a draw, 0 for a loss (clamped to 0 … 1)
};

/// The system's constant. τ limits how fast the volatility may change: smaller values keep
/// it steady, so that one improbable result cannot swing a rating far. Glickman finds 0.3 to
/// 1.2 reasonable, to be tuned on real results; 0.5 is the paper's example.
struct Glicko2 {
    double tau = 0.5;

    static constexpr double MinTau = 0.1; ///< τ is clamped to MinTau … MaxTau
    static constexpr double MaxTau = 2.0;
};

/// The player's rating after one rating period with these games. With no games only the
/// deviation grows (time away makes the rating less certain); the rating and volatility stay.
Rating rate(const Rating& player, std::span<const RatedResult> results, const Glicko2& system = {});

/// The score the player is expected to make against an opponent, 0 … 1: the paper's E
/// function. Only the player's rating enters it; the opponent's deviation flattens it toward
/// 0.5 (an opponent of unsure strength makes the result less predictable). 0.5 for equals.
double expectedScore(const Rating& player, double opponentRating, double opponentDeviation);

/// The inverse of expectedScore(): the rating of an opponent (with that deviation) against
/// whom the player's expected score is `expected`, clamped to 0.001 … 0.999 and the result to
/// Rating::MinRating … Rating::MaxRating. With 0.5 it is the player's own rating: even chances.
double opponentRatingFor(const Rating& player, double expected, double opponentDeviation);

} // namespace ferz
