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
// Each label is what its settings measured at 10+0.1, against Stockfish's UCI_Elo ladder or,
// below its floor, along a chain of our own levels; docs/strength.md has the matches. At every
// level the allowed loss and twice the noise stay below a minor piece, so that a level
// takes back a piece and keeps its queen (tst_levels); the weak ones are weak by looking less
// far ahead and by choosing among more moves.
//
// In the opening, a beginner knows a few moves of the common openings and plays the book's
// moves as often as the book plays them; a stronger player knows the lines further and keeps
// to the main ones; full strength plays the whole book.
// clang-format off
constexpr Anchor Anchors[] = {
    // elo    depth  nodes        cand  loss  noise  guard  book plies, power
    {600,  {1,     300,         8,    155,  72,    true,  4,  100}},
    {800,  {1,     600,         5,    145,  68,    true,  5,  100}},
    {1000, {2,     1'500,       6,    140,  65,    true,  6,  100}},
    {1200, {3,     3'000,       6,    110,  50,    true,  8,  100}},
    {1400, {4,     4'000,       5,    100,  45,    true,  10, 110}},
    {1600, {6,     25'000,      5,    60,   28,    false, 12, 120}},
    {1800, {7,     100'000,     4,    36,   19,    false, 14, 140}},
    {2000, {10,    400'000,     4,    21,   11,    false, 16, 160}},
    {2200, {12,    2'000'000,   3,    10,   4,     false, 20, 180}},
    {2400, {16,    4'000'000,   2,    5,    2,     false, 30, 200}},
    // Full strength: no cap that a game at 10+0.1 would meet, always the best move, and the
    // whole book.
    {2500, {100,   100'000'000, 1,    0,    0,     false, 100, 200}},
};
// clang-format on

constexpr int lerp(int a, int b, int num, int den) {
    return a + (b - a) * num / den;
}

} // namespace

namespace {

// docs/strength.md, "Measured labels": the label, what it measured, the 95 % error bar.
// tst_levels reads that table and fails when the two differ.
struct Measured {
    int label;
    double elo;
    double error95;
};
constexpr Measured MeasuredLabels[] = {
    {600, 672, 118},  {800, 770, 108},  {1000, 921, 98},  {1200, 1200, 76},
    {1400, 1433, 48}, {1600, 1590, 68}, {1800, 1722, 69}, {2000, 2038, 66},
    {2200, 2151, 61}, {2400, 2353, 39}, {2500, 2474, 39},
};

} // namespace

MeasuredElo measuredElo(int label) {
    label = std::clamp(label, MinElo, MaxElo);
    const Measured* hi = std::find_if(std::begin(MeasuredLabels), std::end(MeasuredLabels),
                                      [label](const Measured& m) { return m.label >= label; });
    const Measured* lo = hi == std::begin(MeasuredLabels) ? hi : hi - 1;
    const double t =
        hi->label == lo->label ? 1.0 : double(label - lo->label) / (hi->label - lo->label);
    const double error95 = lo->error95 + (hi->error95 - lo->error95) * t;
    return {lo->elo + (hi->elo - lo->elo) * t, error95 / 1.96};
}

Level levelForElo(int elo) {
    elo = std::clamp(elo, MinElo, MaxElo);
    const Anchor* hi = std::find_if(std::begin(Anchors), std::end(Anchors),
                                    [elo](const Anchor& a) { return a.elo >= elo; });
    if (hi == std::begin(Anchors)) return hi->level;
    const Anchor* lo = hi - 1;
    const int num = elo - lo->elo, den = hi->elo - lo->elo;
    Level l;
    l.depth = lerp(lo->level.depth, hi->level.depth, num, den);
    l.nodes =
        std::uint64_t(lerp(int(lo->level.nodes / 100), int(hi->level.nodes / 100), num, den)) * 100;
    l.candidates = lerp(lo->level.candidates, hi->level.candidates, num, den);
    l.maxLossCp = lerp(lo->level.maxLossCp, hi->level.maxLossCp, num, den);
    l.noiseCp = lerp(lo->level.noiseCp, hi->level.noiseCp, num, den);
    l.guardPieces = (num == den ? hi : lo)->level.guardPieces; // a switch: not interpolated
    l.bookPlies = lerp(lo->level.bookPlies, hi->level.bookPlies, num, den);
    l.bookPower = lerp(lo->level.bookPower, hi->level.bookPower, num, den);
    return l;
}

} // namespace ferz
