#include "tt.h"

#include <bit>
#include <memory>
#include <new>
#include <type_traits>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define FERZ_TT_MMAP 1
#endif

namespace ferz {

namespace {

// The data word: move (16 bits), score (16), static eval (16), depth + 8 (8), bound (2) and
// the generation of the search that wrote it (6).
constexpr int DepthOffset = 8;

std::uint64_t pack(Move move, int score, int eval, int depth, Bound bound, unsigned generation) {
    return std::uint64_t(move.raw()) | std::uint64_t(std::uint16_t(std::int16_t(score))) << 16 |
           std::uint64_t(std::uint16_t(std::int16_t(eval))) << 32 |
           std::uint64_t(std::uint8_t(depth + DepthOffset)) << 48 | std::uint64_t(bound) << 56 |
           std::uint64_t(generation) << 58;
}

Move moveOf(std::uint64_t d) {
    return Move::fromRaw(std::uint16_t(d));
}
int scoreOf(std::uint64_t d) {
    return std::int16_t(std::uint16_t(d >> 16));
}
int evalOf(std::uint64_t d) {
    return std::int16_t(std::uint16_t(d >> 32));
}
int depthOf(std::uint64_t d) {
    return int((d >> 48) & 0xFF) - DepthOffset;
}
Bound boundOf(std::uint64_t d) {
    return Bound((d >> 56) & 3);
}
unsigned generationOf(std::uint64_t d) {
    return unsigned(d >> 58);
}

} // namespace

// The table's memory is mapped from the system and unmapped when the table goes, so that it
// leaves the process at once. Taken through malloc, a freed table can stay resident for good:
// glibc raises its mmap threshold to the size of the last mapped block freed (up to 32 MB), so
// the next table of that size comes from a thread's arena, which is rarely trimmed. A table
// that lived for one analysis in a background thread then kept its megabytes while the game
// went on.
TranspositionTable::Bucket* TranspositionTable::allocate(std::size_t count) {
#ifdef FERZ_TT_MMAP
    void* memory = mmap(nullptr, count * sizeof(Bucket), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
    auto* buckets = static_cast<Bucket*>(memory); // page-aligned, so 64-byte aligned too
    std::uninitialized_default_construct_n(buckets, count);
    return buckets;
#else
    return new Bucket[count];
#endif
}

void TranspositionTable::Release::operator()(Bucket* buckets) const {
#ifdef FERZ_TT_MMAP
    static_assert(std::is_trivially_destructible_v<Bucket>);
    munmap(buckets, count * sizeof(Bucket));
#else
    delete[] buckets;
#endif
}

void TranspositionTable::resize(std::size_t megabytes) {
    if (megabytes == 0) megabytes = 1;
    const std::size_t count = std::bit_floor(megabytes * 1024 * 1024 / sizeof(Bucket));
    megabytes_ = megabytes;
    if (buckets_ && count == mask_ + 1) { // the same size (an Engine's 16 MB set to 16 MB)
        clear();
        return;
    }
    buckets_.reset(); // never the old table and the new one at once
    buckets_ = std::unique_ptr<Bucket[], Release>(allocate(count), Release{count});
    mask_ = count - 1;
    generation_ = 0;
}

void TranspositionTable::clear() {
    for (std::size_t i = 0; i <= mask_; ++i)
        for (Entry& e : buckets_[i].entries) {
            e.check.store(0, std::memory_order_relaxed);
            e.data.store(0, std::memory_order_relaxed);
        }
    generation_ = 0;
}

bool TranspositionTable::probe(Key key, TTHit& hit) const {
    const Bucket& bucket = buckets_[key & mask_];
    for (const Entry& e : bucket.entries) {
        std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) != key || boundOf(data) == BoundNone)
            continue;
        hit.move = moveOf(data);
        hit.score = scoreOf(data);
        hit.eval = evalOf(data);
        hit.depth = depthOf(data);
        hit.bound = boundOf(data);
        return true;
    }
    return false;
}

// Replacement: the entry of the same position if there is one (keeping its move when the new
// result has none), else the entry least worth keeping: shallow, and from an older search.
void TranspositionTable::store(Key key, Move move, int score, int eval, int depth, Bound bound) {
    Bucket& bucket = buckets_[key & mask_];
    Entry* victim = nullptr;
    int worst = 1 << 30;
    for (Entry& e : bucket.entries) {
        std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) == key) {
            // Keep a much deeper result of this search rather than overwrite it with the bound
            // of a shallow one.
            if (bound != BoundExact && generationOf(data) == generation_ &&
                depth + 3 < depthOf(data))
                return;
            if (!move) move = moveOf(data);
            victim = &e;
            break;
        }
        int age = int((generation_ - generationOf(data)) & 63);
        int value = depthOf(data) - 8 * age;
        if (boundOf(data) == BoundNone) value = -1000;
        if (value < worst) {
            worst = value;
            victim = &e;
        }
    }
    std::uint64_t data = pack(move, score, eval, depth, bound, generation_);
    victim->data.store(data, std::memory_order_relaxed);
    victim->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    int used = 0, sampled = 0;
    for (std::size_t i = 0; i <= mask_ && sampled < 1000; ++i)
        for (const Entry& e : buckets_[i].entries) {
            if (sampled == 1000) break;
            ++sampled;
            std::uint64_t data = e.data.load(std::memory_order_relaxed);
            used += boundOf(data) != BoundNone && generationOf(data) == generation_;
        }
    return sampled ? used * 1000 / sampled : 0;
}

} // namespace ferz
