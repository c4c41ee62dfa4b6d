// Position::fromFen over any bytes. A FEN it accepts must describe a sound position: its fen()
// reads back to the same text and the same key, and every legal move makes and unmakes without
// changing the position or breaking the incrementally updated key.
#include "fuzz.h"

#include "movegen.h"
#include "position.h"

#include <cstddef>
#include <cstdint>

using namespace ferz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Parsed<Position> parsed = Position::fromFen(text);
    if (!parsed) {
        fuzz::checkError("fromFen", parsed.error());
        return 0;
    }

    Position pos = *parsed;
    const std::string fen = pos.fen();
    const Parsed<Position> again = Position::fromFen(fen);
    if (!again) fuzz::fail("fen() does not read back (" + again.error() + ")", fen);
    if (again->fen() != fen) fuzz::fail("fen() reads back as " + again->fen(), fen);
    if (pos.key() != pos.computeKey() || again->key() != pos.key())
        fuzz::fail("the key of a FEN is not the key computed from its board", fen);

    for (Move m : MoveList(pos)) {
        StateInfo undo;
        pos.makeMove(m, undo);
        if (pos.key() != pos.computeKey())
            fuzz::fail("the key after a move is not the key computed from the board", fen);
        pos.unmakeMove(m, undo);
        if (pos.fen() != fen || pos.key() != again->key())
            fuzz::fail("a move does not unmake to the position it was made from", fen);
    }
    return 0;
}
