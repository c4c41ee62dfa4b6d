// Portable Game Notation: games with their tags, comments, annotation glyphs and variations,
// read from and written to text. https://www.chessprogramming.org/Portable_Game_Notation
//
// The reader takes untrusted text (files from other programs, the clipboard): it streams game
// by game with bounded memory, never recurses on the input's nesting, and answers anything it
// cannot read with an error that names the line, the column and the reason. The writer writes
// PGN's export format (lines of at most 80 characters), so that writing, reading and writing
// again gives the same text.
#pragma once

#include "position.h"
#include "types.h"

#include <cstdint>
#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ferz {

// One move of a game, with what was written about it.
struct PgnMove {
    Move move;
    std::string commentBefore; // a comment that opens a variation, before its first move
    std::vector<int> nags;     // $1 = !, $2 = ?, $3 = !!, $4 = ??, $5 = !?, $6 = ?!, and others
    std::string comment;       // after the move; white space runs are read as one space
    std::optional<std::int64_t> clockMs; // [%clk h:mm:ss] (lichess, chess.com)
    std::optional<int> evalCp;           // [%eval 0.25]: centipawns, from White's side
    std::optional<int> evalMate;         // [%eval #-3]: moves to mate, + when White mates
    // Lines that could have been played instead of this move, each a list of moves.
    std::vector<std::vector<PgnMove>> variations;
};

// Annotation glyphs (NAGs) of two kinds, at most one of each on a move: a move glyph judges
// the move ($1 !, $2 ?, $3 !!, $4 ??, $5 !?, $6 ?!), a position glyph the position after it
// ($10 =, $13 unclear, $14 +=, $15 =+, $16 ±, $17 ∓, $18 +-, $19 -+ and the rest of 10–19).
enum class GlyphKind { Move, Position };
bool isGlyphOf(GlyphKind kind, int nag);
/// Gives `nags` the glyph `nag` of `kind`, in place of any other of that kind (0: none). The
/// move glyph comes first and the position glyph next; other NAGs keep their order.
void setGlyph(std::vector<int>& nags, GlyphKind kind, int nag);

using PgnTags = std::vector<std::pair<std::string, std::string>>;

struct PgnGame {
    PgnTags tags;               // in the order read (the writer puts the Seven Tag Roster first)
    Position start;             // from the SetUp and FEN tags, else the standard position
    std::string comment;        // before the first move
    std::vector<PgnMove> moves; // the main line
    std::string result = "*";   // "1-0", "0-1", "1/2-1/2" or "*"

    /// The value of a tag, or an empty string.
    std::string tag(std::string_view name) const;
    /// Sets a tag, replacing an earlier value.
    void setTag(std::string_view name, std::string value);
};

struct PgnError {
    PgnError(int line, int column, Message reason)
        : line(line), column(column), message(reason.text()), reason(std::move(reason)) {}

    int line = 0; // 1-based
    int column = 0;
    std::string message; // why, in English
    Message reason;      // the same, for translation

    /// "line 12, column 5: …"
    std::string text() const { return located().text(); }
    /// The same, for translation.
    Message located() const;
};

// Limits that keep a hostile file from exhausting memory or the stack.
struct PgnLimits {
    int maxVariationDepth = 200; // variations inside variations
    std::size_t maxCommentBytes = 1 << 20;
    std::size_t maxTagBytes = 1 << 16;     // a tag's name or value
    std::size_t maxMovesPerGame = 100'000; // main line and variations together
};

// Where a game starts in a PGN stream: the byte offset and the line and column there, so a
// reader that starts at a game reads it as a reader from the top would, and names the same
// lines in its errors.
struct PgnPlace {
    std::streamoff offset = 0;
    int line = 1;
    int column = 1;
    bool operator==(const PgnPlace&) const = default;
};

// The first moves of a game's main line, as nextTags() reads them for a list that names each
// game's opening: variations, comments and glyphs are passed over, and reading stops at the
// first move that is not legal.
struct PgnMainLine {
    std::size_t maxMoves = 0; // how many moves to read at most
    // Whether to read on from this position, reached after this many moves (none: always).
    std::function<bool(const Position&, std::size_t moves)> goOn;
    Position start; // from the FEN tag, else the standard position
    std::vector<Move> moves;
};

// Reads the games of a PGN stream one after the other.
class PgnReader {
public:
    /// Reads from where the stream is.
    explicit PgnReader(std::istream& in, PgnLimits limits = {});
    /// Seeks the stream to `from`, a place nextTags() gave, and reads from there.
    PgnReader(std::istream& in, const PgnPlace& from, PgnLimits limits = {});

    /// Reads the next game into `game`. False at the end of the input, or when the game could
    /// not be read: then error() says why, and the next call goes on with the game after it.
    bool next(PgnGame& game);
    /// Reads only the next game's tags and skips its moves (for a list of the games of a large
    /// file); `where` is where the game starts, for a reader that reads it later. With
    /// `mainLine`, the first moves of the main line are read too, up to its maxMoves.
    bool nextTags(PgnTags& tags, PgnPlace& where, PgnMainLine* mainLine = nullptr);

    /// Why the last call returned false (nullopt at the end of the input).
    const std::optional<PgnError>& error() const { return error_; }

private:
    struct Token {
        enum Kind {
            End,
            TagOpen,    // [
            TagClose,   // ]
            String,     // "…", unescaped
            Symbol,     // a tag name, a move, a move number, a result
            Period,     // .
            Nag,        // $n: the number
            Comment,    // {…} or ;… to the end of the line, its text
            VarOpen,    // (
            VarClose,   // )
            Annotation, // !, ?, !!, ??, !?, ?!
            Star,       // *
            Bad,        // anything else; problem says what
        };
        Kind kind = End;
        std::string text;
        Message problem;
        int line = 0;
        int column = 0;
        std::streamoff offset = 0;
    };

    int peek();
    int get();
    Token token();
    Token nextToken(); // the pushed-back token first
    bool readTags(PgnTags& tags);
    bool readMoves(PgnGame& game);
    void skipMoves();
    void readMainLine(const PgnTags& tags, PgnMainLine& line);
    bool fail(int line, int column, Message reason);

    std::streambuf* buf_;
    std::optional<Token> pushedBack_;
    PgnLimits limits_;
    int line_ = 1;
    int column_ = 1;
    std::streamoff offset_ = 0;
    int fenLine_ = 0; // where the last FEN tag's value starts
    int fenColumn_ = 0;
    std::optional<PgnError> error_;
    std::optional<PgnError> startError_; // the place to start from could not be reached
};

/// Exactly one game from a text (a clipboard, a test); an error names its line and column.
Parsed<PgnGame> readPgn(std::string_view text, PgnLimits limits = {});

/// The game in PGN's export format, ending with a newline.
std::string writePgn(const PgnGame& game);

} // namespace ferz
