// Zobrist keys, computed at compile time from a fixed seed.
// https://www.chessprogramming.org/Zobrist_Hashing
#pragma once

#include "types.h"

namespace ferz {

struct ZobristKeys {
    Key piece[12][64]{};
    Key castling[16]{}; // one key per combination of rights: the XOR of the single rights' keys
    Key enPassantFile[8]{};
    Key blackToMove = 0;
};

namespace detail {

// splitmix64: well-mixed 64-bit values from a counter.
constexpr Key splitmix(Key& state) {
    Key z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr ZobristKeys makeZobristKeys() {
    ZobristKeys z;
    Key state = 0x46657A2046657A20ULL; // "Fez Fez "
    for (auto& piece : z.piece)
        for (Key& k : piece) k = splitmix(state);
    Key single[4] = {splitmix(state), splitmix(state), splitmix(state), splitmix(state)};
    for (int rights = 0; rights < 16; ++rights)
        for (int bit = 0; bit < 4; ++bit)
            if (rights & (1 << bit)) z.castling[rights] ^= single[bit];
    for (Key& k : z.enPassantFile) k = splitmix(state);
    z.blackToMove = splitmix(state);
    return z;
}

} // namespace detail

inline constexpr ZobristKeys Zobrist = detail::makeZobristKeys();

} // namespace ferz
