#include "ratinghistory.h"

#include "level.h"

#include <cmath>

namespace {

constexpr qint64 WeekMs = 7LL * 24 * 60 * 60 * 1000;
// Beyond a year away the deviation is at its ceiling anyway.
constexpr qint64 MostWeeksAway = 52;

// The rating after `weeks` periods without games.
ferz::Rating awayFor(ferz::Rating rating, qint64 weeks) {
    for (qint64 i = 0; i < std::min(weeks, MostWeeksAway); ++i) rating = ferz::rate(rating, {});
    return rating;
}

qint64 weeksBetween(qint64 fromMs, qint64 toMs) {
    return toMs > fromMs ? (toMs - fromMs) / WeekMs : 0;
}

} // namespace

RatingSummary replayRating(const QList<RatedGame>& games, qint64 nowMs) {
    RatingSummary summary;
    ferz::Rating rating;
    qint64 lastMs = 0;
    for (const RatedGame& g : games) {
        if (lastMs > 0) rating = awayFor(rating, weeksBetween(lastMs, g.endedMs));
        const ferz::RatedResult result{g.opponentElo, g.opponentDeviation, g.score};
        rating = ferz::rate(rating, {&result, 1});
        lastMs = g.endedMs;
        summary.history << RatingPoint{g.id, g.endedMs, g.score, g.level, rating};
    }
    summary.current = lastMs > 0 ? awayFor(rating, weeksBetween(lastMs, nowMs)) : rating;
    return summary;
}

int levelForScore(const ferz::Rating& player, const QList<int>& labels, double score,
                  int strongerThan) {
    int best = 0;
    double bestGap = 2;
    for (int label : labels) {
        if (label == 0) label = ferz::MaxElo; // Preferences' full strength
        if (label <= strongerThan) continue;
        const ferz::MeasuredElo m = ferz::measuredElo(label);
        const double gap = std::abs(ferz::expectedScore(player, m.elo, m.deviation) - score);
        if (gap < bestGap) {
            bestGap = gap;
            best = label;
        }
    }
    return best;
}
