// The games of a PGN byte stream, found before any of them is read: where each one starts and
// ends (its bytes, byte offset, line and column) by one rule set, and its text converted to
// UTF-8 with LF line ends. Everything that reads PGN in Ferz (the list of a file's games,
// opening, pasting, the library's import, the fuzzers) goes through it, so a file has the
// same games everywhere, and a game that cannot be read never takes its neighbour with it:
// the splitter decides where it ends, not the reader.
//
// The rules (those of python-chess's reader, made exact):
//   - Between games, blank lines, '%' escape lines and ';' comment lines are passed over; a
//     game starts at the first other character.
//   - A game is tags, then movetext. Blank lines between its tags and its movetext do not end
//     it, nor do they among comments before its first move (pgn-extract writes a game's first
//     comment so); a line that starts with '[' after such a blank line starts the next game
//     (the first had tags only).
//   - Its movetext ends just after a result (1-0, 0-1, 1/2-1/2, *) outside comments and
//     variations, before a blank line outside a comment once a move (or anything but
//     comments) has come, before a line whose first character is '[' outside a comment, or at
//     the end of the input.
//   - A '{' comment runs to its '}' over any lines; a ';' comment to the end of its line; a
//     line that starts with '%' is an escape line. None of them ends a game.
//   - LF, CR LF and a lone CR each end a line: an old CR-only file is many lines.
// The encoding is decided once for the whole stream, by a pass over it before the first game:
// valid UTF-8 (a byte order mark is passed over) or else Latin-1, PGN's own encoding, which is
// converted to UTF-8. No replacement character is ever made.
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

namespace ferz {

enum class PgnEncoding { Utf8, Latin1 };

// Limits that keep a hostile file from exhausting memory or the stack.
struct PgnLimits {
    int maxVariationDepth = 200; // variations inside variations
    std::size_t maxCommentBytes = 1 << 20;
    std::size_t maxTagBytes = 1 << 16;     // a tag's name or value
    std::size_t maxMovesPerGame = 100'000; // main line and variations together
    std::size_t maxGameBytes = 32 << 20;   // a game's whole text
};

// Where a game is in a PGN stream: the byte offset, line and column of its first character,
// and its length in bytes. A reader started at a place reads the game as a reader from the
// top would, and names the same lines in its errors.
struct PgnPlace {
    std::streamoff offset = 0;
    int line = 1;
    int column = 1;            // in characters
    std::streamoff length = 0; // bytes, from offset
    bool operator==(const PgnPlace&) const = default;
};

// One game's text as the splitter found it.
struct PgnChunk {
    PgnPlace place;
    std::string text;        // UTF-8, lines ended by LF; empty when tooLong
    bool terminated = false; // it ends with a result
    bool atEnd = false;      // the input ended in it (no result, blank line or tag line after it)
    bool cutToken = false;   // the input ended in the middle of its last word (no space after it)
    bool tooLong = false;    // longer than PgnLimits::maxGameBytes: its text is not kept
};

// Whether `in`, from where it stands to its end, is valid UTF-8 (then `byteOrderMark` says
// whether it starts with one) or Latin-1. Seeks back to where it stood; a stream that cannot
// seek is taken as UTF-8 (a game that is not is then read as Latin-1, on its own).
PgnEncoding detectPgnEncoding(std::istream& in, bool* byteOrderMark = nullptr);

/// True when `text` is valid UTF-8.
bool isValidUtf8(std::string_view text);

/// Latin-1 text in UTF-8 (the bytes 0x80–0x9F read as Windows-1252's characters).
std::string latin1ToUtf8(std::string_view text);
/// UTF-8 text in Latin-1, the reverse of latin1ToUtf8; false when a character has no byte
/// there (or the text is not UTF-8).
bool utf8ToLatin1(std::string_view text, std::string& out);

class PgnSplitter {
public:
    /// The games from where `in` stands to its end, after a pass that decides its encoding.
    explicit PgnSplitter(std::istream& in, PgnLimits limits = {});
    /// The games from `from` on, a place an earlier splitter gave, in that splitter's encoding.
    PgnSplitter(std::istream& in, const PgnPlace& from, PgnEncoding encoding,
                PgnLimits limits = {});

    /// The next game. False at the end of the input.
    bool next(PgnChunk& chunk);

    PgnEncoding encoding() const { return encoding_; }
    bool hasByteOrderMark() const { return bom_; }
    /// False when the place to start from could not be reached (then there are no games).
    bool reachedStart() const { return reachedStart_; }
    /// Bytes read from the start of the stream.
    std::streamoff position() const { return blockStart_ + std::streamoff(pos_); }

private:
    int peek();
    int get(); // one character; CR LF and a lone CR come as '\n'
    bool refill();
    void append(std::string& text, int c, PgnChunk& chunk);
    void skipLine(std::string* text, PgnChunk* chunk);
    void skipBetween();
    std::size_t commentSpan(std::string& text, PgnChunk& chunk);
    void finish(PgnChunk& chunk, std::size_t keep);

    std::streambuf* buf_;
    PgnLimits limits_;
    PgnEncoding encoding_ = PgnEncoding::Utf8;
    bool bom_ = false;
    bool reachedStart_ = true;
    std::string block_;             // what was read of the stream and not passed yet
    std::size_t pos_ = 0;           // the next byte in block_
    std::streamoff blockStart_ = 0; // the stream's offset of block_[0]
    bool highBytes_ = false;        // the game being read has a byte above 0x7F
    int line_ = 1;
    int column_ = 1;
};

} // namespace ferz
