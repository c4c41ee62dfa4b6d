#include "attacks.h"

namespace ferz::detail {

namespace {

// xorshift64*: a small deterministic generator, so the magics are the same on every run.
class Prng {
public:
    explicit Prng(std::uint64_t seed) : s_(seed) {}
    std::uint64_t next() {
        s_ ^= s_ >> 12;
        s_ ^= s_ << 25;
        s_ ^= s_ >> 27;
        return s_ * 2685821657736338717ULL;
    }
    // Few bits set: such numbers make good magic candidates.
    std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t s_;
};

// The squares whose occupancy matters to a slider on `s`: its empty-board rays without the
// board edges (a piece on the edge blocks nothing further).
Bitboard relevantMask(Square s, const int (*dirs)[2]) {
    Bitboard edges =
        ((Rank1 | Rank8) & ~rankBB(rankOf(s))) | ((FileA | FileH) & ~fileBB(fileOf(s)));
    return slidingAttacks(s, 0, dirs) & ~edges;
}

// Finds a magic for every square and fills `table`, square after square. For each square it
// enumerates every subset of the mask (the Carry-Rippler trick), then tries random sparse
// candidates until one maps all subsets without a destructive collision.
void initMagics(Magic (&magics)[64], Bitboard* table, const int (*dirs)[2]) {
    Bitboard occupancy[4096], reference[4096];
    int epoch[4096] = {};
    int attempt = 0;
    Prng prng(0x9E3779B97F4A7C15ULL);

    Bitboard* next = table;
    for (int s = 0; s < 64; ++s) {
        Magic& m = magics[s];
        m.mask = relevantMask(Square(s), dirs);
        m.shift = unsigned(64 - popcount(m.mask));
        m.attacks = next;

        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = slidingAttacks(Square(s), b, dirs);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);

        for (int i = 0; i < size;) {
            do m.magic = prng.sparse();
            while (popcount((m.mask * m.magic) >> 56) < 6);
            ++attempt;
            for (i = 0; i < size; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next[idx] = reference[i];
                } else if (next[idx] != reference[i]) {
                    break;
                }
            }
        }
        next += size;
    }
}

} // namespace

MagicTables::MagicTables() {
    initMagics(rook, rookTable, RookDirs);
    initMagics(bishop, bishopTable, BishopDirs);
}

const MagicTables Magics;

} // namespace ferz::detail
