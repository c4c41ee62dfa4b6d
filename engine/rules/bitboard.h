// Bit tricks on 64-bit boards: one bit a square, a1 the lowest.
#pragma once

#include "types.h"

#include <bit>

namespace ferz {

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank8 = Rank1 << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;

constexpr Bitboard squareBB(Square s) {
    return Bitboard(1) << s;
}
constexpr Bitboard fileBB(int file) {
    return FileA << file;
}
constexpr Bitboard rankBB(int rank) {
    return Rank1 << (8 * rank);
}
constexpr Bitboard relativeRankBB(Color c, int rank) {
    return rankBB(c == White ? rank : 7 - rank);
}

// Population count. Our portable build targets baseline x86-64, which has no POPCNT
// instruction; the SWAR count below beats the library call the compiler would emit.
constexpr int popcount(Bitboard b) {
#if defined(__POPCNT__)
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((b * 0x0101010101010101ULL) >> 56);
#endif
}

constexpr Square lsb(Bitboard b) {
    return Square(std::countr_zero(b));
}
constexpr Square msb(Bitboard b) {
    return Square(63 - std::countl_zero(b));
}
constexpr bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}

// Removes and returns the lowest square of a non-empty board.
constexpr Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

// Shifts a whole board one step, dropping what would wrap around the edge.
enum Direction : int {
    North = 8,
    South = -8,
    East = 1,
    West = -1,
    NorthEast = 9,
    NorthWest = 7,
    SouthEast = -7,
    SouthWest = -9
};

template <Direction D>
constexpr Bitboard shift(Bitboard b) {
    if constexpr (D == North)
        return b << 8;
    else if constexpr (D == South)
        return b >> 8;
    else if constexpr (D == East)
        return (b & ~FileH) << 1;
    else if constexpr (D == West)
        return (b & ~FileA) >> 1;
    else if constexpr (D == NorthEast)
        return (b & ~FileH) << 9;
    else if constexpr (D == NorthWest)
        return (b & ~FileA) << 7;
    else if constexpr (D == SouthEast)
        return (b & ~FileH) >> 7;
    else
        return (b & ~FileA) >> 9;
}

// Squares attacked by all pawns of colour `c` on `pawns`.
template <Color C>
constexpr Bitboard pawnAttacksBB(Bitboard pawns) {
    if constexpr (C == White)
        return shift<NorthEast>(pawns) | shift<NorthWest>(pawns);
    else
        return shift<SouthEast>(pawns) | shift<SouthWest>(pawns);
}

} // namespace ferz
