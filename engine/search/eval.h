// The static evaluation: a tapered blend of middlegame and endgame scores.
// https://www.chessprogramming.org/Tapered_Eval
//
// The weights are a plain value (EvalParams); the engine evaluates with the compiled-in
// DefaultParams (evalparams.h, written by tools/tune), a tuner with weights of its own.
#pragma once

#include "position.h"

#include <string>
#include <utility>
#include <vector>

namespace ferz {

// A middlegame and an endgame value, added and scaled together.
struct Score {
    int mg = 0, eg = 0;
    constexpr Score() = default;
    constexpr Score(int m, int e) : mg(m), eg(e) {}
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
    constexpr bool operator==(const Score&) const = default;
};

// How many mobility counts each piece can have: 0 to 8 squares for a knight, to 13 for a
// bishop, to 14 for a rook, to 27 for a queen.
constexpr int MobilityCounts[4] = {9, 14, 15, 28};

// Every weight of the evaluation, in one place. tunableWeights() lists them by name; the
// values in evalparams.h are the output of tools/tune (Texel's method over positions of
// self-play games).
struct EvalParams {
    Score pieceValue[6];
    // Piece-square values for White, a1 = 0 (Black's are mirrored), material not included.
    Score psqt[6][64];
    // By the number of squares a piece reaches that hold no piece of ours and no enemy
    // pawn's attack; the row is the piece type minus Knight.
    Score mobility[4][MobilityCounts[3]];

    Score isolated;
    Score doubled;
    Score backward;
    Score passed[8]; // by relative rank
    // Endgame, per square of a king's distance from the stop square, times the rank.
    int passedOwnKingEg;
    int passedEnemyKingEg;
    Score passedFreePath;   // per rank, when nothing stands in front of the pawn
    Score passedSafeStop;   // per rank, when the stop square is empty and no enemy attacks it
    int passedUnstoppable;  // endgame: the enemy has only pawns and its king is outside the
                            // pawn's square
    Score connected[8];     // a pawn beside or defended by another, by relative rank
    Score blockedPawn[2];   // a pawn on the fifth or sixth rank an enemy pawn stops
    Score rookBehindPasser; // a rook behind an own passed pawn, on its file

    Score bishopPair;
    Score bishopPawns;        // per own pawn on the bishop's colour
    Score bishopXrayPawns;    // per enemy pawn on the bishop's diagonals, whatever is between
    Score longDiagonalBishop; // a bishop that sees two centre squares past the pawns
    // A knight or bishop on a square an own pawn defends and no enemy pawn can attack.
    Score outpost[2];
    Score minorBehindPawn;  // a knight or bishop with a pawn right in front of it
    Score kingProtector[2]; // per square a knight or bishop stands from its own king
    Score rookOpenFile;
    Score rookSemiOpenFile;
    Score rookOnQueenFile; // a rook on a file with a queen of either side
    // A rook with at most three squares to go, on the side of its king away from the centre:
    // once, or twice when the king can no longer castle.
    Score trappedRook;
    // A queen in the enemy's half on a square no enemy pawn can ever attack.
    Score queenInfiltration;
    // Per knight (rook), per own pawn more than five: knights gain with pawns, rooks lose.
    Score knightPawns;
    Score rookPawns;
    int kingPawnDistance; // endgame, per square from the king to its nearest own pawn
    int space;            // middlegame, per safe square behind our pawns, times our pieces / 16

    // Threats, by the type of the enemy piece attacked.
    Score threatByPawn[6];
    Score threatByMinor[6];
    Score threatByRook[6];
    Score hanging;      // an enemy piece we attack that nothing of theirs defends
    Score threatByKing; // our king attacks an undefended enemy piece
    Score pawnPush;     // per enemy piece a safe pawn push would attack
    // Per safe square from which our knight (bishop or rook) could next attack the enemy
    // queen, when the enemy has one queen.
    Score knightOnQueen;
    Score sliderOnQueen;
    Score restricted; // per square both sides attack where the enemy is not the stronger

    // King safety, middlegame only.
    // On the king's file and the two beside it (the edge files count as b and g), by the
    // relative rank of the nearest own pawn level with or in front of the king (shelter), and
    // of the nearest enemy pawn there (storm); 0 when the file has none.
    int shelter[8];
    int storm[8];
    // Danger units: per square of the king's zone a piece attacks, per safe check it has,
    // per attacking piece, and per square of the zone the enemy attacks that we defend only
    // with the king or queen, or not at all.
    int attackWeight[6];
    int safeCheck[6];
    int attackers;
    int weakZone;
    int attackDivisor; // danger = units^2 / divisor
    int attackMax;
    // Per square of our half of the king's flank the enemy attacks (middlegame), and when no
    // pawn of either side stands on the king's flank.
    int flankAttack;
    Score pawnlessFlank;

    // Complexity: the endgame edge of the side ahead grows or shrinks (never past zero) by
    // this per pawn on the board, when pawns stand on both wings, in a pure pawn ending, and
    // by a constant.
    int complexityPawns;
    int complexityFlanks;
    int complexityPawnEnding;
    int complexityBase;
    int complexityInfiltration; // a king in the enemy's half
    // Endgame scale (of 64) with opposite-coloured bishops: alone, and with other pieces.
    int scaleOppositeBishops;
    int scaleOppositeBishopsPieces;

    int tempo; // for the side to move
};

/// What the evaluation learns from the pawns alone, their structure and which of them are
/// passed, kept by pawn structure so that a search works it out once for each: most positions
/// of a search share their pawns with many others. For the default weights only; one per
/// search thread.
class PawnCache {
public:
    struct Entry {
        Bitboard white = 0, black = 0; // the pawns this entry is for
        Bitboard passed = 0;           // both sides' passed pawns
        Score structure;               // isolated, backward, doubled, connected (White's view)
        Score passedRanks;             // the passed pawns' bonus by rank (White's view)
    };

    PawnCache();
    /// Where the entry for these pawns goes: the caller checks `white` and `black` to see
    /// whether it holds them already.
    Entry& slot(Bitboard white, Bitboard black);

private:
    static constexpr int SizeBits = 13; // 8,192 entries of 40 bytes
    static constexpr std::size_t Size = std::size_t(1) << SizeBits;
    std::vector<Entry> entries_;
};

/// The position's value in centipawns for the side to move, with the default weights; a known
/// ending (endgame.h) scores as that says, whatever the weights.
int evaluate(const Position& pos);
/// The same with the given weights.
int evaluate(const Position& pos, const EvalParams& params);
/// The same as evaluate(pos), with the pawns' part from (and then in) the cache.
int evaluate(const Position& pos, PawnCache& cache);

/// The value split into its terms, from White's point of view, for `eval` and for tuning. Each
/// term has a middlegame and an endgame part; `phase` runs from 0 (bare kings and pawns) to 24
/// (all pieces on the board).
struct EvalTrace {
    struct Term {
        int mg = 0, eg = 0;
    };
    Term material, placement, mobility, pawns, passed, threats, kingSafety, pieces, complexity;
    int mg = 0, eg = 0; // the sums of the terms
    int phase = 0;
    int egScale = 64; // 64ths of the endgame part that count (fewer in drawish endings)
    int tempo = 0;
    int total = 0; // (mg * phase + eg * egScale / 64 * (24 - phase)) / 24 + tempo
};

EvalTrace traceEvaluation(const Position& pos);
EvalTrace traceEvaluation(const Position& pos, const EvalParams& params);

/// Every tunable weight of `params` with its name, for a tuner to change.
std::vector<std::pair<std::string, int*>> tunableWeights(EvalParams& params);

} // namespace ferz
