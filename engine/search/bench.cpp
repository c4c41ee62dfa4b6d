#include "bench.h"

#include "engine.h"

#include <chrono>

namespace ferz {

const std::vector<std::string_view>& benchPositions() {
    static const std::vector<std::string_view> positions = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "r1bqk1nr/pp1pppbp/2n3p1/2p5/2P5/2NP2P1/PP2PP1P/R1BQKBNR w KQkq - 0 5",
        "rnbqk2r/1ppp1ppp/p3pn2/8/1bPP4/2N1P3/PP3PPP/R1BQKBNR w KQkq - 0 5",
        "r1bqkb1r/pppn1ppp/4pn2/3p2B1/3P4/2N2N2/PPP1PPPP/R2QKB1R w KQkq - 4 5",
        "2br2k1/2q3rn/p2NppQ1/2p1P3/Pp5R/4P3/1P3PPP/3R2K1 w - - 0 1",
        "k4r2/1R4pb/1pQp1n1p/3P4/5p1P/3P2P1/r1q1R2K/8 w - - 0 1",
        "r4rk1/1bn2qnp/3p1B1Q/p2P1pP1/1pp5/5N1P/PPB2P2/2KR3R w - - 0 1",
        "2rqrn1k/pb4pp/1p2pp2/n2P4/2P3N1/P2B2Q1/1B3PPP/2R1R1K1 w - - 0 1",
        "8/8/1p1k4/p1p5/P1P2K2/1P6/8/8 w - - 0 1",
        "8/5pk1/6p1/7p/3R3P/6P1/5PK1/2r5 b - - 0 1",
        "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1",
    };
    return positions;
}

BenchResult runBench(Engine& engine, int depth) {
    BenchResult result;
    const auto start = std::chrono::steady_clock::now();
    for (std::string_view fen : benchPositions()) {
        engine.newGame();
        engine.setPosition(Position::fromFen(fen).value());
        SearchLimits limits;
        limits.depth = depth;
        engine.go(limits, {}, {});
        engine.wait();
        result.nodes += engine.nodesSearched();
    }
    result.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    return result;
}

} // namespace ferz
