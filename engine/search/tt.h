// The transposition table: what earlier searches learned about a position, by Zobrist key.
// https://www.chessprogramming.org/Transposition_Table
//
// Threading: probe() and store() may be called from any number of search threads at once. Each
// entry is two relaxed atomic words, the key XOR-ed with the data (Hyatt's lockless hashing), so a
// torn entry fails its key check instead of returning mixed data. resize() and clear() must only
// be called while no search runs.
#pragma once

#include "types.h"

#include <atomic>
#include <cstddef>
#include <memory>

namespace ferz {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// What a probe finds. Scores are as stored: the caller converts mate scores (see search.cpp).
struct TTHit {
    Move move;
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = BoundNone;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    /// Reallocates to the largest power-of-two number of buckets that fits (and clears). The
    /// old table is freed before the new one is taken, and a table of the same size is only
    /// cleared.
    void resize(std::size_t megabytes);
    /// Forgets everything.
    void clear();
    /// Marks a new search, so entries from older ones are replaced first.
    void newSearch() { generation_ = (generation_ + 1) & 63; }

    bool probe(Key key, TTHit& hit) const;
    void store(Key key, Move move, int score, int eval, int depth, Bound bound);

    /// Permille of entries written by the current search, sampled over the first 1000 buckets.
    int hashfull() const;
    std::size_t megabytes() const { return megabytes_; }

    // Prefetching the bucket early hides the memory latency of the probe that follows.
    void prefetch(Key key) const { __builtin_prefetch(&buckets_[key & mask_]); }

private:
    struct Entry {
        std::atomic<std::uint64_t> check{0}; // key ^ data
        std::atomic<std::uint64_t> data{0};
    };
    static constexpr int BucketSize = 4;
    struct alignas(64) Bucket {
        Entry entries[BucketSize];
    };

    // Frees a table of `count` buckets taken by allocate().
    struct Release {
        std::size_t count;
        void operator()(Bucket* buckets) const;
    };
    static Bucket* allocate(std::size_t count);

    std::unique_ptr<Bucket[], Release> buckets_;
    std::size_t mask_ = 0;
    std::size_t megabytes_ = 0;
    unsigned generation_ = 0;
};

} // namespace ferz
