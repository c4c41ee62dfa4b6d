// PgnReader over any bytes, read as a stream of games. Every game it reads must survive a round
// trip: writePgn's text reads back with readPgn and writes the same text again. nextTags must
// go through the same input without trouble (reading each game's first moves, all legal, as
// the game picker does), and the place it gives for a game must lead a reader started there to
// the same tags.
#include "fuzz.h"

#include "pgn.h"

#include <cstddef>
#include <cstdint>
#include <sstream>

using namespace ferz;

namespace {

void checkRoundTrip(const PgnGame& game) {
    const std::string written = writePgn(game);
    const Parsed<PgnGame> back = readPgn(written);
    if (!back) fuzz::fail("writePgn's text does not read back (" + back.error() + ")", written);
    const std::string again = writePgn(*back);
    if (again != written)
        fuzz::fail("writePgn's text, read and written again, changes",
                   written + "\n--->\n" + again);
}

// The reader's error, when it has one, must say where and why.
void checkError(const PgnReader& reader) {
    if (!reader.error()) return;
    const PgnError& e = *reader.error();
    if (e.line < 1 || e.column < 1) fuzz::fail("a PGN error without a line and column", e.text());
    fuzz::checkError("PgnReader", e.message);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    // Every call consumes at least one token, so more calls than bytes means the reader is
    // stuck (each call below is bounded by this, so a stuck reader is a finding, not a hang).
    const std::size_t maxCalls = size + 2;

    {
        std::istringstream in(text);
        PgnReader reader(in);
        PgnGame game;
        std::size_t calls = 0;
        for (;;) {
            if (++calls > maxCalls) fuzz::fail("PgnReader::next does not get to the end", text);
            if (reader.next(game)) {
                checkRoundTrip(game);
                continue;
            }
            if (!reader.error()) break;
            checkError(reader);
        }
    }

    std::istringstream in(text);
    PgnReader reader(in);
    PgnTags tags;
    PgnPlace place{-1, 0, 0};
    PgnMainLine mainLine; // the first moves too, as the game picker reads them
    mainLine.maxMoves = 40;
    std::size_t calls = 0;
    for (;;) {
        if (++calls > maxCalls) fuzz::fail("PgnReader::nextTags does not get to the end", text);
        const bool ok = reader.nextTags(tags, place, &mainLine);
        if (!ok && !reader.error()) break;
        checkError(reader);
        if (place.offset < 0 || place.offset >= std::streamoff(size) || place.line < 1 ||
            place.column < 1)
            fuzz::fail("nextTags gave a place outside the input",
                       std::to_string(place.offset) + " " + std::to_string(place.line) + ":" +
                           std::to_string(place.column));
        if (!ok) continue;
        if (mainLine.moves.size() > mainLine.maxMoves) fuzz::fail("more first moves than asked");
        Position pos = mainLine.start;
        for (Move m : mainLine.moves) {
            if (!pos.isLegal(m)) fuzz::fail("a first move read is not legal", pos.fen());
            StateInfo st;
            pos.makeMove(m, st);
        }

        // A reader that starts where a list of games would start it reads the same game.
        std::istringstream at(text);
        PgnReader there(at, place);
        PgnTags tagsThere;
        PgnPlace placeThere;
        if (!there.nextTags(tagsThere, placeThere) || tagsThere != tags || placeThere != place)
            fuzz::fail("a reader started at nextTags' place reads another game",
                       text.substr(std::size_t(place.offset)));
        PgnGame game;
        std::istringstream again(text);
        PgnReader gameReader(again, place);
        if (gameReader.next(game)) checkRoundTrip(game);
    }
    return 0;
}
