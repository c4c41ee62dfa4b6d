// The user's rating, replayed from the rated games of the library: Glicko-2 (ferz::rate) with
// each rated game a rating period of its own, against the measured Elo of the level it was
// played at, and a period without games for each full week between two games (time away makes
// a rating less sure). The library keeps each game's result and the opponent's measured Elo
// and deviation of the day; the rating is always computed again from them, so it never drifts
// from the games the library holds (a game deleted no longer counts).
#pragma once

#include "library.h"
#include "rating.h"

#include <QList>

struct RatingPoint {
    qint64 gameId = 0;
    qint64 endedMs = 0;
    double score = 0;   // the user's in that game
    int level = 0;      // Ferz's level label in it
    ferz::Rating after; // the rating after it
};

struct RatingSummary {
    ferz::Rating current; // now: after the last game, and any weeks away since
    QList<RatingPoint> history;

    int games() const { return int(history.size()); }
    /// Until the deviation falls below this, the rating is shown as provisional.
    static constexpr double ProvisionalDeviation = 110;
    bool provisional() const { return current.deviation > ProvisionalDeviation; }
};

/// Replays `games` (in the order they ended) into a rating as it stands at `nowMs`.
RatingSummary replayRating(const QList<RatedGame>& games, qint64 nowMs);

/// Ferz's level (one of `labels`) that gives `player` the expected score nearest to `score`;
/// with `strongerThan`, only labels above it. 0 when there is none.
int levelForScore(const ferz::Rating& player, const QList<int>& labels, double score,
                  int strongerThan = 0);
