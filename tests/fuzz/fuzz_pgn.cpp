// Any bytes as a PGN file: the splitter (PgnSplitter) that finds its games, its encoding
// (UTF-8 or Latin-1), the reader of each game, the list of games (nextTags) and the writer.
//   - The splitter's games come in order, do not overlap, lie inside the input and start with
//     a character that is not blank; a reader started at a game's place reads that game.
//   - Every game read is valid UTF-8 whatever the input's encoding, with no replacement
//     character the input did not hold, and survives a round trip: writePgn's text reads back
//     with readPgn to the same game (tags, comments as written, commands, variations) and
//     writes the same text again.
//   - nextTags goes through the same input finding the same games as next(), their first
//     moves (as the game picker reads them) legal in order.
//   - Errors and repairs carry a line, a column and a printable message; every loop ends in
//     fewer calls than there are bytes.
#include "fuzz.h"

#include "pgn.h"

#include <cstddef>
#include <cstdint>
#include <sstream>

using namespace ferz;

namespace {

bool sameLine(const std::vector<PgnMove>& a, const std::vector<PgnMove>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const PgnMove &x = a[i], &y = b[i];
        // Comments are compared as text, through writePgn's round trip: a comment that holds
        // '}', blanks and U+FF5B reads back as two (docs/architecture.md).
        if (x.move != y.move || x.nags != y.nags || x.clockMs != y.clockMs ||
            x.evalCp != y.evalCp || x.evalMate != y.evalMate ||
            x.variations.size() != y.variations.size())
            return false;
        for (std::size_t v = 0; v < x.variations.size(); ++v)
            if (!sameLine(x.variations[v], y.variations[v])) return false;
    }
    return true;
}

void checkError(const PgnError& e) {
    if (e.line < 1 || e.column < 1) fuzz::fail("a PGN error without a line and column", e.text());
    fuzz::checkError("PgnReader", e.message);
}

void checkRoundTrip(const PgnGame& game, const std::string& input) {
    const std::string written = writePgn(game);
    if (!isValidUtf8(written)) fuzz::fail("writePgn wrote text that is not UTF-8", written);
    if (written.find("\xEF\xBF\xBD") != std::string::npos &&
        input.find("\xEF\xBF\xBD") == std::string::npos)
        fuzz::fail("a replacement character the input did not hold", written);
    const Parsed<PgnGame> back = readPgn(written);
    if (!back) fuzz::fail("writePgn's text does not read back (" + back.error() + ")", written);
    // An empty tag of the Seven Tag Roster is written as the standard's unknown ("?",
    // "????.??.??"), which it means.
    const auto unknownRoster = [](const std::string& name, const std::string& value) {
        return value.empty() && (name == "Event" || name == "Site" || name == "Date" ||
                                 name == "Round" || name == "White" || name == "Black");
    };
    for (const auto& [name, value] : game.tags)
        if (name != "FEN" && name != "SetUp" && !unknownRoster(name, game.tag(name)) &&
            back->tag(name) != game.tag(name))
            fuzz::fail("a tag changes in a round trip: " + name, written);
    if (back->start.fen() != game.start.fen() || back->result != game.result ||
        !sameLine(back->moves, game.moves))
        fuzz::fail("writePgn's text reads back as another game", written);
    const std::string again = writePgn(*back);
    if (again != written)
        fuzz::fail("writePgn's text, read and written again, changes",
                   written + "\n--->\n" + again);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    // Every call consumes at least one byte, so more calls than bytes means a stuck loop (each
    // loop below is bounded by this, so a stuck one is a finding, not a hang).
    const std::size_t maxCalls = size + 2;

    // The splitter alone.
    {
        std::istringstream in(text);
        PgnSplitter splitter(in);
        std::streamoff end = 0;
        std::size_t calls = 0;
        for (PgnChunk chunk; splitter.next(chunk);) {
            if (++calls > maxCalls) fuzz::fail("PgnSplitter::next does not get to the end", text);
            const PgnPlace& p = chunk.place;
            if (p.offset < end || p.length < 1 || p.offset + p.length > std::streamoff(size) ||
                p.line < 1 || p.column < 1)
                fuzz::fail("a game's place is out of order or outside the input",
                           std::to_string(p.offset) + "+" + std::to_string(p.length));
            const char first = text[std::size_t(p.offset)];
            if (first == ' ' || first == '\t' || first == '\n' || first == '\r')
                fuzz::fail("a game starts with a blank", text.substr(std::size_t(p.offset)));
            if (!chunk.tooLong && !isValidUtf8(chunk.text))
                fuzz::fail("a game's text is not UTF-8", chunk.text);
            end = p.offset + p.length;
        }
    }

    // Every game, read as a file's (the last one perhaps cut), and as a paste.
    std::vector<PgnPlace> places;
    std::vector<bool> read;
    {
        std::istringstream in(text);
        PgnReader reader(in);
        PgnGame game;
        std::size_t calls = 0;
        for (;;) {
            if (++calls > maxCalls) fuzz::fail("PgnReader::next does not get to the end", text);
            if (reader.next(game)) {
                for (const PgnError& note : game.notes) checkError(note);
                checkRoundTrip(game, text);
                places.push_back(reader.place());
                read.push_back(true);
                continue;
            }
            if (!reader.error()) break;
            checkError(*reader.error());
            places.push_back(reader.place());
            read.push_back(false);
        }
        const Parsed<PgnGame> pasted = readPgn(text);
        if (pasted) checkRoundTrip(*pasted, text);
    }

    // The list of games: the same games at the same places, each read again from its place.
    std::istringstream in(text);
    PgnReader lister(in);
    PgnTags tags;
    PgnPlace place{-1, 0, 0, 0};
    PgnMainLine mainLine; // the first moves too, as the game picker reads them
    mainLine.maxMoves = 40;
    std::size_t calls = 0, index = 0;
    for (;;) {
        if (++calls > maxCalls) fuzz::fail("PgnReader::nextTags does not get to the end", text);
        const bool ok = lister.nextTags(tags, place, &mainLine);
        if (!ok && !lister.error()) break;
        if (lister.error()) checkError(*lister.error());
        if (index >= places.size() || places[index] != place)
            fuzz::fail("nextTags finds another game than next",
                       std::to_string(index) + " at " + std::to_string(place.offset));
        ++index;
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
        PgnReader there(at, place, lister.encoding());
        PgnTags tagsThere;
        PgnPlace placeThere;
        if (!there.nextTags(tagsThere, placeThere) || tagsThere != tags || placeThere != place)
            fuzz::fail("a reader started at nextTags' place reads another game",
                       text.substr(std::size_t(place.offset)));
        PgnGame game;
        std::istringstream again(text);
        PgnReader gameReader(again, place, lister.encoding());
        if (gameReader.next(game) != read[index - 1])
            fuzz::fail("a game read from its place reads otherwise",
                       text.substr(std::size_t(place.offset)));
    }
    if (index != places.size()) fuzz::fail("nextTags finds fewer games than next");
    return 0;
}
