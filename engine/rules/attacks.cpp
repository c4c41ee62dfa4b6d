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

// The magics initMagics finds from its seed, written down so that no run has to look for
// them again: the search takes a few hundred milliseconds, and every start of Ferz, of
// ferz-engine and of each test process used to pay for it. initMagics still checks each one
// and searches again for any that would not do (none, unless the tables below are edited).
constexpr Bitboard RookMagics[64] = {
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};

constexpr Bitboard BishopMagics[64] = {
    0x10102002004a1420ULL, 0x8020040400584008ULL, 0x10510800811201c8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200a02020ULL,
    0x1500241990010e00ULL, 0x8001200182020a40ULL, 0x40004101030b0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020a00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006e080100c3040ULL, 0x0501044a11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422c012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xa010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802a02020000b098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488a00ULL,
    0x2000081104004040ULL, 0x4c8e029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008a0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4a1500401041004aULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800b62048ULL, 0x0000810400c44420ULL, 0x00080400440c0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810d00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};

// Fills `table` square after square, with the magic `known` gives for each square when it maps
// every subset of the square's mask without a destructive collision, else with one found by
// trying random sparse candidates. The subsets are enumerated with the Carry-Rippler trick.
void initMagics(Magic (&magics)[64], Bitboard* table, const int (*dirs)[2],
                const Bitboard (&known)[64]) {
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

        bool first = true;
        for (int i = 0; i < size;) {
            if (first) {
                m.magic = known[s];
                first = false;
            } else {
                do m.magic = prng.sparse();
                while (popcount((m.mask * m.magic) >> 56) < 6);
            }
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
    initMagics(rook, rookTable, RookDirs, RookMagics);
    initMagics(bishop, bishopTable, BishopDirs, BishopMagics);
}

const MagicTables Magics;

} // namespace ferz::detail
