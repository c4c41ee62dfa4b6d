#include "search.h"

#include <algorithm>

namespace ferz {

// The clock is split so that the game never runs short: aim at an even share of what is left
// (assuming 30 more moves when the GUI does not say), plus most of the increment; allow up to
// five times that on hard moves, but never more than a fifth of the remaining time.
// https://www.chessprogramming.org/Time_Management
TimeBudget planTime(const SearchLimits& limits, Color us, int overheadMs) {
    TimeBudget budget;
    if (limits.movetimeMs > 0) {
        budget.optimumMs = budget.maximumMs = std::max(1, limits.movetimeMs - overheadMs);
        return budget;
    }
    const int remaining = limits.timeMs[us];
    if (remaining <= 0 || limits.infinite) return budget;

    const std::int64_t usable = std::max(1, remaining - overheadMs);
    const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 30) : 30;
    const std::int64_t inc = limits.incMs[us];
    std::int64_t optimum = usable / movesToGo + inc * 3 / 4;
    std::int64_t maximum = std::min(optimum * 5, usable / 5 + inc * 3 / 4);
    if (limits.movesToGo == 1) maximum = usable * 3 / 4; // the last move before the control
    maximum = std::clamp<std::int64_t>(maximum, 1, usable);
    budget.optimumMs = std::clamp<std::int64_t>(optimum, 1, maximum);
    budget.maximumMs = maximum;
    return budget;
}

} // namespace ferz
