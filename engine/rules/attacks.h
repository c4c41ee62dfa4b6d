// Attack tables: knight, king and pawn attacks, between/line masks (all computed at compile
// time) and magic-bitboard slider attacks (found once at start-up with a fixed seed).
// https://www.chessprogramming.org/Magic_Bitboards
//
// These are immutable lookup tables, the same for every position and every thread: there is no
// mutable state here.
#pragma once

#include "bitboard.h"

#include <array>

namespace ferz {

namespace detail {

constexpr Bitboard leaperAttacks(Square s, const int (*steps)[2], int count) {
    Bitboard b = 0;
    for (int i = 0; i < count; ++i) {
        int f = fileOf(s) + steps[i][0], r = rankOf(s) + steps[i][1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) b |= squareBB(makeSquare(f, r));
    }
    return b;
}

constexpr int KnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                 {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int WhitePawnSteps[2][2] = {{-1, 1}, {1, 1}};
constexpr int BlackPawnSteps[2][2] = {{-1, -1}, {1, -1}};
constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Attacks of a slider from `s` over `occupied`, found by walking the rays. Slow; used to build
// the tables and in tests as the reference.
constexpr Bitboard slidingAttacks(Square s, Bitboard occupied, const int (*dirs)[2]) {
    Bitboard b = 0;
    for (int d = 0; d < 4; ++d) {
        int f = fileOf(s) + dirs[d][0], r = rankOf(s) + dirs[d][1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Bitboard sq = squareBB(makeSquare(f, r));
            b |= sq;
            if (occupied & sq) break;
            f += dirs[d][0];
            r += dirs[d][1];
        }
    }
    return b;
}

struct LeaperTables {
    Bitboard knight[64]{};
    Bitboard king[64]{};
    Bitboard pawn[2][64]{};
};

constexpr LeaperTables makeLeaperTables() {
    LeaperTables t;
    for (int s = 0; s < 64; ++s) {
        t.knight[s] = leaperAttacks(Square(s), KnightSteps, 8);
        t.king[s] = leaperAttacks(Square(s), KingSteps, 8);
        t.pawn[White][s] = leaperAttacks(Square(s), WhitePawnSteps, 2);
        t.pawn[Black][s] = leaperAttacks(Square(s), BlackPawnSteps, 2);
    }
    return t;
}

// line[a][b]: the whole line (rank, file or diagonal) through a and b, edge to edge, or 0.
// between[a][b]: the squares strictly between a and b when they share a line, else 0.
struct LineTables {
    std::array<std::array<Bitboard, 64>, 64> line{};
    std::array<std::array<Bitboard, 64>, 64> between{};
};

constexpr LineTables makeLineTables() {
    LineTables t;
    for (int a = 0; a < 64; ++a) {
        for (const auto* dirs : {RookDirs, BishopDirs}) {
            Bitboard fromA = slidingAttacks(Square(a), 0, dirs);
            for (int b = 0; b < 64; ++b) {
                if (a == b || !(fromA & squareBB(Square(b)))) continue;
                Bitboard fromB = slidingAttacks(Square(b), 0, dirs);
                t.line[a][b] = (fromA & fromB) | squareBB(Square(a)) | squareBB(Square(b));
                t.between[a][b] = slidingAttacks(Square(a), squareBB(Square(b)), dirs) &
                                  slidingAttacks(Square(b), squareBB(Square(a)), dirs);
            }
        }
    }
    return t;
}

inline constexpr LeaperTables Leapers = makeLeaperTables();
inline constexpr LineTables Lines = makeLineTables();

// One square's entry of a fancy magic table: attacks = table[((occ & mask) * magic) >> shift].
struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const {
        return unsigned(((occupied & mask) * magic) >> shift);
    }
};

struct MagicTables {
    Magic rook[64];
    Magic bishop[64];
    Bitboard rookTable[0x19000];  // 102,400 entries: the sum of 2^bits over the squares
    Bitboard bishopTable[0x1480]; //   5,248 entries
    MagicTables();
};

extern const MagicTables Magics;

} // namespace detail

constexpr Bitboard knightAttacks(Square s) {
    return detail::Leapers.knight[s];
}
constexpr Bitboard kingAttacks(Square s) {
    return detail::Leapers.king[s];
}
constexpr Bitboard pawnAttacks(Color c, Square s) {
    return detail::Leapers.pawn[c][s];
}
constexpr Bitboard lineBB(Square a, Square b) {
    return detail::Lines.line[a][b];
}
constexpr Bitboard betweenBB(Square a, Square b) {
    return detail::Lines.between[a][b];
}
constexpr bool aligned(Square a, Square b, Square c) {
    return lineBB(a, b) & squareBB(c);
}

inline Bitboard bishopAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::Magics.bishop[s];
    return m.attacks[m.index(occupied)];
}

inline Bitboard rookAttacks(Square s, Bitboard occupied) {
    const detail::Magic& m = detail::Magics.rook[s];
    return m.attacks[m.index(occupied)];
}

inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}

// Attacks of a non-pawn piece type from `s` over `occupied`.
inline Bitboard attacksFrom(PieceType pt, Square s, Bitboard occupied) {
    switch (pt) {
    case Knight: return knightAttacks(s);
    case Bishop: return bishopAttacks(s, occupied);
    case Rook: return rookAttacks(s, occupied);
    case Queen: return queenAttacks(s, occupied);
    case King: return kingAttacks(s);
    default: return 0;
    }
}

} // namespace ferz
