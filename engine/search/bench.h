// The search's signature: a fixed list of positions searched to a fixed depth with one thread
// and a cleared table. The total node count changes exactly when search behaviour changes, so
// every commit that changes search states the new count.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace ferz {

class Engine;

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps() const {
        return timeMs > 0 ? nodes * 1000 / std::uint64_t(timeMs) : nodes * 1000;
    }
};

constexpr int BenchDepth = 13;

/// The positions `bench` searches, as FENs.
const std::vector<std::string_view>& benchPositions();

/// Searches every bench position to `depth` with `engine` (its options are kept; use one thread
/// for a reproducible count). Forgets the table and statistics before each position.
BenchResult runBench(Engine& engine, int depth = BenchDepth);

} // namespace ferz
