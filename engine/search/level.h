// Playing strength for humans: what an Elo label means to the search.
//
// A weaker level plays the way a weaker player does: it looks less far ahead (a depth and node
// cap), misjudges positions a little (noise added to the static evaluation), and does not
// always find the best move (it picks among the moves the search found nearly as good, within
// an allowed loss). It never picks a move that loses more than that allowance by its own
// search, so it still recaptures and still defends a lost position. The labels are measured:
// see docs/strength.md.
#pragma once

#include <cstdint>

namespace ferz {

struct Level {
    int depth = 0;           // iterative deepening stops here
    std::uint64_t nodes = 0; // and after this many nodes
    int candidates = 1;      // root moves searched with full windows (MultiPV)
    int maxLossCp = 0;       // how much worse than the best a chosen move may score
    int noiseCp = 0;         // amplitude of the evaluation noise
    // Quiet moves that save a threatened piece are tried early and never pruned: a search of a
    // few plies would otherwise miss them, and believe a piece lost or safe when it is not.
    bool guardPieces = false;
    // The opening book (when the engine has one): a level plays from it for this many plies
    // of the game, and weighs its moves by their weight to this power, in hundredths (100:
    // as the book weighs them; 200: the main lines still more, as a strong player knows them).
    int bookPlies = 0;
    int bookPower = 100;
};

constexpr int MinElo = 600;
// The strongest label is full strength: it plays as UCI_LimitStrength off does (the GUI's
// "2500 Elo — full strength"), and measures about 2500 against Stockfish's ladder.
constexpr int MaxElo = 2500;

/// The level for an Elo label from MinElo to MaxElo (clamped), interpolated between the
/// measured anchors of the table in level.cpp.
Level levelForElo(int elo);

/// What a label measured in matches (docs/strength.md, "Measured labels"): its Elo, and one
/// standard deviation of that measurement (the table's 95 % error bar divided by 1.96). A
/// player's rating is rated against these, not against the labels.
struct MeasuredElo {
    double elo = 0;
    double deviation = 0;
};
/// For a label from MinElo to MaxElo (clamped); labels between two measured ones take values
/// in between.
MeasuredElo measuredElo(int label);

} // namespace ferz
