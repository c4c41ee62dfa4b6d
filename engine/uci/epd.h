// Test suites in EPD: positions with the best move (`bm`) or a move to avoid (`am`), in SAN.
// https://www.chessprogramming.org/Extended_Position_Description
#pragma once

#include "engine.h"

#include <functional>
#include <istream>
#include <string>
#include <string_view>

namespace ferz {

struct EpdSuiteResult {
    int positions = 0; // lines with a position and a bm or am
    int solved = 0;
    int skipped = 0; // lines that could not be read (reported through `out`)
};

/// Searches every position of an EPD suite for `movetimeMs` with `engine` and counts those where
/// the engine's move is one of the `bm` moves and none of the `am` moves. Prints one line per
/// position and a summary through `out`.
EpdSuiteResult runEpdSuite(Engine& engine, std::istream& in, int movetimeMs,
                           const std::function<void(std::string_view)>& out);

} // namespace ferz
