// PolyglotBook::fromBytes over any bytes. A refused book says why; an accepted one answers a
// probe of any position with legal moves only, each at most once per entry, and the start
// position and the positions after each of its moves are probed.
#include "fuzz.h"

#include "movegen.h"
#include "polyglot.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

using namespace ferz;

namespace {

void probe(const PolyglotBook& book, const Position& pos) {
    const std::vector<BookMove> moves = book.moves(pos);
    if (moves.size() > book.size()) fuzz::fail("a probe gave more moves than the book has");
    const MoveList legal(pos);
    for (const BookMove& m : moves)
        if (std::find(legal.begin(), legal.end(), m.move) == legal.end())
            fuzz::fail("a probe gave a move that is not legal", pos.fen());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const Parsed<PolyglotBook> book = PolyglotBook::fromBytes(bytes);
    if (!book) {
        fuzz::checkError("fromBytes", book.error());
        return 0;
    }
    if (book->size() * 16 != size) fuzz::fail("an accepted book has not one entry in 16 bytes");
    const Position start;
    probe(*book, start);
    for (Move m : MoveList(start)) {
        Position next = start;
        StateInfo st;
        next.makeMove(m, st);
        probe(*book, next);
    }
    return 0;
}
