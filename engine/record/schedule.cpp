#include "schedule.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace ferz {

namespace {

// A card read from a file may be damaged: a repetition count below zero, an ease that is not a
// number or out of its range, an interval below zero or beyond the ceiling.
Card sane(Card card) {
    card.repetitions = std::max(card.repetitions, 0);
    card.ease =
        std::isnan(card.ease) ? Card{}.ease : std::clamp(card.ease, Card::MinEase, Card::MaxEase);
    card.intervalDays = std::clamp(card.intervalDays, 0, Card::MaxIntervalDays);
    return card;
}

} // namespace

// SM-2 as most programs read it: the interval grows with the ease the card had before this
// review, and the ease then moves with every grade, a failure's included. Wozniak's text
// leaves the ease alone after a failure; lowering it makes a position the player failed come
// back more often once it has been relearnt.
Card review(Card card, int grade) {
    card = sane(card);
    const int q = std::clamp(grade, 0, 5);

    if (q < 3) {
        // Step 1: a wrong answer starts the repetitions again, from a 1-day interval.
        card.repetitions = 0;
        card.intervalDays = 1;
    } else {
        // Step 1: a right answer: 1 day, then 6, then the last interval times the ease. An
        // interval of 0 (a damaged card past its second repetition) still waits a day.
        if (card.repetitions == 0)
            card.intervalDays = 1;
        else if (card.repetitions == 1)
            card.intervalDays = 6;
        else
            card.intervalDays =
                static_cast<int>(std::clamp(std::round(card.intervalDays * card.ease), 1.0,
                                            static_cast<double>(Card::MaxIntervalDays)));
        if (card.repetitions < INT_MAX) ++card.repetitions;
    }

    // Step 2: the ease follows the grade: +0.1 for a 5, 0 for a 4, less and less below.
    const int miss = 5 - q;
    card.ease += 0.1 - miss * (0.08 + miss * 0.02);
    card.ease = std::clamp(card.ease, Card::MinEase, Card::MaxEase);
    return card;
}

int gradeOf(bool solved, int wrongTries, bool sawSolution) {
    if (!solved || sawSolution) return 1;
    return wrongTries <= 0 ? 5 : 3;
}

} // namespace ferz
