// When a training position comes back: the SM-2 spaced-repetition scheduler (Piotr Wozniak,
// SuperMemo 2, 1990; https://super-memory.com/english/ol/sm2.htm). Each position the player
// trains is a card; after each attempt the card is graded 0 … 5 and review() says in how many
// days to show it again. A position solved easily comes back after 1 day, then 6, then ever
// longer (the interval times the card's ease); a failed one starts again at 1 day, and each
// poor answer lowers the ease, so a position the player finds hard returns more often.
//
// Threading contract: plain values and pure functions, safe on any thread.
#pragma once

namespace ferz {

/// A training position's place in the schedule. A new card has never been reviewed.
struct Card {
    int repetitions = 0;  ///< correct reviews in a row (SM-2's n)
    double ease = 2.5;    ///< how fast the interval grows (SM-2's E-Factor), never below MinEase
    int intervalDays = 0; ///< days from the last review to the next

    /// SM-2's floor for the ease: below it cards came back too often to be useful.
    static constexpr double MinEase = 1.3;
    /// Not in SM-2: a ceiling for the ease and the interval (a hundred years), so that a long
    /// run of perfect answers or a damaged card cannot overflow.
    static constexpr double MaxEase = 10.0;
    static constexpr int MaxIntervalDays = 36500;

    bool operator==(const Card&) const = default;
};

/// The card after a review graded `grade` (SM-2's quality, 0 … 5, clamped: 5 perfect, 4 after
/// a hesitation, 3 with difficulty, 2 … 0 wrong). A grade below 3 starts the card again:
/// repetitions 0, interval 1 day. A grade of 3 or more counts a repetition, and the interval
/// becomes 1 day, then 6, then the previous interval times the ease, rounded. Every review
/// then moves the ease by 0.1 - (5 - q) (0.08 + (5 - q) 0.02): +0.1 for a 5, 0 for a 4,
/// -0.14 for a 3, -0.8 for a 0; never below Card::MinEase.
Card review(Card card, int grade);

/// The grade of one training attempt, as the GUI sees it: solved at the first try is 5, solved
/// after one or more wrong tries is 3, and shown the solution or not solved is 1 (a failure,
/// but not a blank: the player saw the idea).
int gradeOf(bool solved, int wrongTries, bool sawSolution);

} // namespace ferz
