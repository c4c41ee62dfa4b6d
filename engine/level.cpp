#include "level.h"

#include <algorithm>
#include <iterator>

namespace ferz {

namespace {

struct Anchor {
    int elo;
    Level level;
};

// The levels, weakest first. Between two anchors every number is interpolated linearly.
// Calibrated with bench/strength against Stockfish's UCI_Elo ladder, and below its floor by
// chaining our own levels; see docs/strength.md.
constexpr Anchor Anchors[] = {
    // elo    depth  nodes      cand  loss  noise
    {600, {2, 1'500, 6, 200, 120}},
    {1000, {4, 6'000, 6, 130, 80}},
    {1400, {6, 30'000, 5, 70, 30}},
    {1800, {8, 120'000, 4, 35, 20}},
    {2200, {11, 600'000, 3, 12, 6}},
    {2600, {16, 4'000'000, 2, 4, 0}},
    {2800, {64, 0, 1, 0, 0}},
};

constexpr int lerp(int a, int b, int num, int den) {
    return a + (b - a) * num / den;
}

} // namespace

Level levelForElo(int elo) {
    elo = std::clamp(elo, MinElo, MaxElo);
    const Anchor* hi = std::find_if(std::begin(Anchors), std::end(Anchors),
                                    [elo](const Anchor& a) { return a.elo >= elo; });
    if (hi == std::begin(Anchors)) return hi->level;
    const Anchor* lo = hi - 1;
    const int num = elo - lo->elo, den = hi->elo - lo->elo;
    Level l;
    l.depth = lerp(lo->level.depth, hi->level.depth, num, den);
    // A node cap of 0 means none: the top anchor has none, so neither does its neighbourhood.
    l.nodes = hi->level.nodes == 0 ? 0
                                   : std::uint64_t(lerp(int(lo->level.nodes / 100),
                                                        int(hi->level.nodes / 100), num, den)) *
                                         100;
    l.candidates = lerp(lo->level.candidates, hi->level.candidates, num, den);
    l.maxLossCp = lerp(lo->level.maxLossCp, hi->level.maxLossCp, num, den);
    l.noiseCp = lerp(lo->level.noiseCp, hi->level.noiseCp, num, den);
    return l;
}

} // namespace ferz
