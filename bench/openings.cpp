// ferz-openings-bench [BOOK.bin]: the opening book's figures.
//
// 1. Variety: at every level the game offers, 20 games of the computer against itself from
//    the start position, each with its own seed, to 6 plies (the book's moves while the level
//    plays from it, then its search at the level's limits, 100 ms at most): how many distinct
//    positions the games reach, and how many named openings. The same without a book, for
//    comparison.
// 2. Speed: the book's loading (parsing the file), and a probe (the key of a position, the
//    search of the sorted entries and the legal moves that match), averaged over many.
//
// The book defaults to Ferz's own, resources/book/ferz.bin of the source tree.
#include "openings.h"
#include "engine.h"
#include "level.h"
#include "polyglot.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace {

using namespace ferz;
using Clock = std::chrono::steady_clock;

Move play(Engine& engine, const Position& pos, const std::vector<Key>& history) {
    engine.setPosition(pos, history);
    SearchLimits limits;
    limits.movetimeMs = 100;
    Move best;
    engine.go(limits, {}, [&best](Move m, Move) { best = m; });
    engine.wait();
    return best;
}

// Distinct positions after `plies` and distinct named openings over `games` self-play games.
std::pair<int, int> variety(std::optional<int> elo, const std::shared_ptr<const PolyglotBook>& book,
                            int games, int plies) {
    std::set<Key> positions;
    std::set<const Opening*> named;
    for (int g = 0; g < games; ++g) {
        Engine engine;
        engine.setStrength(elo);
        engine.setBook(book);
        engine.setUseBook(book != nullptr);
        engine.setSeed(std::uint64_t(1000 + g));
        Position pos;
        std::vector<Key> history;
        std::vector<Move> moves;
        for (int ply = 0; ply < plies; ++ply) {
            const Move m = play(engine, pos, history);
            if (!m) break;
            history.push_back(pos.key());
            StateInfo st;
            pos.makeMove(m, st);
            moves.push_back(m);
        }
        positions.insert(pos.key());
        if (const Opening* o = Openings::standard().classify(Position(), moves)) named.insert(o);
    }
    return {int(positions.size()), int(named.size())};
}

} // namespace

int main(int argc, char* argv[]) {
    const std::string path = argc > 1 ? argv[1] : FERZ_BOOK_FILE;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    const std::string data = bytes.str();

    // Loading: the best of 20 parses of the file's bytes (the file read once, before).
    double loadMs = 1e9;
    Parsed<PolyglotBook> parsed = PolyglotBook::fromBytes(data);
    for (int i = 0; i < 20; ++i) {
        const auto start = Clock::now();
        parsed = PolyglotBook::fromBytes(data);
        loadMs = std::min(loadMs,
                          std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    if (!parsed) {
        std::fprintf(stderr, "%s: %s\n", path.c_str(), parsed.error().c_str());
        return 1;
    }
    const auto book = std::make_shared<const PolyglotBook>(std::move(parsed).value());
    std::printf("%s: %zu entries (%zu bytes), loaded in %.3f ms\n", path.c_str(), book->size(),
                data.size(), loadMs);

    // Probes: every position of the named lines (in the book or not), many times over.
    std::vector<Position> probes;
    for (const Opening& o : Openings::standard().all()) {
        Position pos;
        for (Move m : Openings::moves(o)) {
            StateInfo st;
            pos.makeMove(m, st);
        }
        probes.push_back(pos);
    }
    std::size_t hits = 0, found = 0;
    const int rounds = 50;
    const auto start = Clock::now();
    for (int r = 0; r < rounds; ++r)
        for (const Position& pos : probes) {
            const auto moves = book->moves(pos);
            found += moves.size();
            hits += !moves.empty();
        }
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count() /
                      double(rounds * probes.size());
    std::printf("probe: %.0f ns on average over %zu positions x %d (%zu in the book, with %.1f "
                "moves each)\n",
                ns, probes.size(), rounds, hits / rounds,
                hits ? double(found) / double(hits) : 0.0);

    std::printf("\nvariety: 20 games of each level against itself from the start, 6 plies\n");
    std::printf(
        "| level | book: positions after 6 plies | named openings | no book: positions |\n");
    std::printf("|---|---|---|---|\n");
    // The levels the game offers, every 200 from the bottom, then full strength.
    std::vector<std::optional<int>> levels;
    for (int elo = MinElo; elo < MaxElo; elo += 200) levels.push_back(elo);
    levels.push_back(std::nullopt);
    for (const std::optional<int>& level : levels) {
        const auto [withBook, named] = variety(level, book, 20, 6);
        const int without = variety(level, nullptr, 20, 6).first;
        std::printf("| %s | %d | %d | %d |\n", level ? std::to_string(*level).c_str() : "full",
                    withBook, named, without);
        std::fflush(stdout);
    }
    return 0;
}
