// ferz-book-maker OUT.bin [DEPTH] [MARGIN]: builds Ferz's own opening book from the named
// openings (engine/openings/eco.inc), checked by Ferz's own search.
//
// 1. The moves: every move of every named line, from the position before it. A move's
//    weight is the number of named lines that play it there: 1.e4 begins hundreds of lines,
//    1.g4 a few, so the weights say how central a move is to opening theory.
// 2. The check: each position is searched to DEPTH (default 8) plies, and each of its book
//    moves too (searchmoves); a move that scores more than MARGIN centipawns (default 50)
//    below the best is left out, with every line that needs it. Each search starts from a
//    cleared table with one thread, so the result does not depend on the order of the work.
// 3. What remains reachable from the start position through the moves kept is written,
//    sorted by key as the format asks. The same source and the same engine give the same
//    bytes.
#include "engine.h"
#include "openings.h"
#include "polyglot.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using namespace ferz;

struct Edge {
    Move move;
    int lines = 0;      // named lines that play it
    bool sound = false; // within the margin of the best move
    int loss = 0;       // how much worse than the best, in centipawns
};

struct Node {
    Position pos;
    std::vector<Edge> edges; // in the order first met
};

int searchScore(Engine& engine, const Position& pos, int depth, std::vector<Move> only,
                Move* best) {
    engine.newGame();
    engine.setPosition(pos);
    SearchLimits limits;
    limits.depth = depth;
    limits.searchMoves = std::move(only);
    int score = 0;
    Move bestMove;
    engine.go(
        limits, [&score](const SearchInfo& info) { score = info.score; },
        [&bestMove](Move m, Move) { bestMove = m; });
    engine.wait();
    if (best) *best = bestMove;
    return score;
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2 || argc > 4) {
        std::fprintf(stderr, "usage: ferz-book-maker OUT.bin [DEPTH] [MARGIN]\n");
        return 2;
    }
    const int depth = argc > 2 ? std::atoi(argv[2]) : 8;
    const int margin = argc > 3 ? std::atoi(argv[3]) : 50;
    if (depth < 1 || depth > 30 || margin < 0) {
        std::fprintf(stderr, "depth must be 1 to 30, margin 0 or more\n");
        return 2;
    }

    // 1. The moves of the named lines, by position.
    std::unordered_map<Key, Node> nodes;
    std::vector<Key> order; // positions in the order first met, for a stable report
    for (const Opening& opening : Openings::standard().all()) {
        Position pos;
        for (Move m : Openings::moves(opening)) {
            auto [it, fresh] = nodes.try_emplace(pos.key(), Node{pos, {}});
            if (fresh) order.push_back(pos.key());
            auto& edges = it->second.edges;
            auto edge = std::find_if(edges.begin(), edges.end(),
                                     [m](const Edge& e) { return e.move == m; });
            if (edge == edges.end()) edge = edges.insert(edges.end(), Edge{m});
            ++edge->lines;
            StateInfo st;
            pos.makeMove(m, st);
        }
    }

    // 2. The check by search.
    Engine engine;
    engine.setHashMegabytes(16);
    int searched = 0, dropped = 0;
    for (Key key : order) {
        Node& node = nodes[key];
        Move best;
        const int bestScore = searchScore(engine, node.pos, depth, {}, &best);
        for (Edge& e : node.edges) {
            const int score = e.move == best
                                  ? bestScore
                                  : searchScore(engine, node.pos, depth, {e.move}, nullptr);
            e.loss = std::max(0, bestScore - score);
            e.sound = e.loss <= margin;
            dropped += !e.sound;
        }
        if (++searched % 500 == 0)
            std::fprintf(stderr, "%d of %zu positions searched\n", searched, order.size());
    }

    // 3. What the start reaches through sound moves.
    std::vector<PolyglotEntry> entries;
    std::set<Key> reached{Position().key()};
    std::deque<Position> queue{Position()};
    int positions = 0;
    while (!queue.empty()) {
        const Position pos = queue.front();
        queue.pop_front();
        auto it = nodes.find(pos.key());
        if (it == nodes.end()) continue;
        bool any = false;
        for (const Edge& e : it->second.edges) {
            if (!e.sound) continue;
            any = true;
            entries.push_back({polyglotKey(pos), toPolyglotMove(e.move),
                               std::uint16_t(std::min(e.lines, 65535))});
            Position next = pos;
            StateInfo st;
            next.makeMove(e.move, st);
            if (reached.insert(next.key()).second) queue.push_back(next);
        }
        positions += any;
    }
    // Within a position, the heaviest move first, as book tools write them.
    std::stable_sort(entries.begin(), entries.end(),
                     [](const PolyglotEntry& a, const PolyglotEntry& b) {
                         return a.key != b.key ? a.key < b.key : a.weight > b.weight;
                     });
    const std::string bytes = writePolyglotBook(entries);
    std::ofstream out(argv[1], std::ios::binary);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    std::fprintf(stderr,
                 "%zu positions of named lines searched to depth %d; %d moves more than %d cp "
                 "below the best left out; %d positions, %zu moves written to %s\n",
                 order.size(), depth, dropped, margin, positions, entries.size(), argv[1]);
    return 0;
}
