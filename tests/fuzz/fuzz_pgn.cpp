// PgnReader over any bytes, read as a stream of games. Every game it reads must survive a round
// trip: writePgn's text reads back with readPgn and writes the same text again. nextTags must
// go through the same input without trouble, and the offset it gives for a game must lead a
// reader seeked there to the same tags.
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
    std::streamoff offset = -1;
    std::size_t calls = 0;
    for (;;) {
        if (++calls > maxCalls) fuzz::fail("PgnReader::nextTags does not get to the end", text);
        const bool ok = reader.nextTags(tags, offset);
        if (!ok && !reader.error()) break;
        checkError(reader);
        if (offset < 0 || offset >= std::streamoff(size))
            fuzz::fail("nextTags gave an offset outside the input", std::to_string(offset));
        if (!ok) continue;

        // Where a list of games would seek to before reading the game.
        std::istringstream at(text);
        at.seekg(offset);
        PgnReader there(at);
        PgnTags tagsThere;
        std::streamoff offsetThere = -1;
        if (!there.nextTags(tagsThere, offsetThere) || tagsThere != tags)
            fuzz::fail("a reader seeked to nextTags' offset reads other tags", text.substr(offset));
        PgnGame game;
        at.clear();
        at.seekg(offset);
        PgnReader gameReader(at);
        if (gameReader.next(game)) checkRoundTrip(game);
    }
    return 0;
}
