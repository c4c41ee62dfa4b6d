// Portable Game Notation: games with their tags, comments, annotation glyphs and variations,
// read from and written to text. https://www.chessprogramming.org/Portable_Game_Notation
//
// The reader takes untrusted text (files from other programs, the clipboard). A PgnSplitter
// (pgnsplit.h) cuts the bytes into games by one rule set and converts each game's text to
// UTF-8; the reader reads one game's text at a time, so a game it cannot read is reported with
// its line and column and never takes its neighbour with it. It streams with bounded memory,
// never recurses on the input's nesting, and says what it repaired (notes). What was written
// is kept as written: several comments after a move stay several, a comment keeps its lines,
// and commands such as [%clk 0:00:01.234] keep their text unless Ferz changes their value.
// The writer writes PGN's export format, wrapping the movetext (never a comment) at 80
// columns, so that writing, reading and writing again gives the same text.
#pragma once

#include "drawings.h"
#include "pgnsplit.h"
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
    // Comments before the move: only on the first move of a variation, "( {idea} 1... c5".
    std::vector<std::string> commentsBefore;
    std::vector<int> nags; // $1 = !, $2 = ?, $3 = !!, $4 = ??, $5 = !?, $6 = ?!, and others
    // Comments after the move, each as written (lines kept, surrounding white space trimmed),
    // commands included: "[%clk 0:03:00] a good move".
    std::vector<std::string> comments;
    // The values of the first [%clk …] and [%eval …] commands of the comments, read from them;
    // Ferz sets them for its own moves and analyses. Writing keeps a command's text when its
    // value is unchanged, else writes Ferz's form (commentsToWrite).
    std::optional<std::int64_t> clockMs; // [%clk h:mm:ss.sss] (lichess, chess.com)
    std::optional<int> evalCp;           // [%eval 0.25]: centipawns, from White's side
    std::optional<int> evalMate;         // [%eval #-3]: moves to mate, + when White mates
    // Lines that could have been played instead of this move, each a list of moves; two may
    // begin with the same move.
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

struct PgnGame {
    PgnTags tags;   // in the order read (the writer puts the Seven Tag Roster first)
    Position start; // from the SetUp and FEN tags, else the standard position
    std::vector<std::string> comments; // before the first move
    std::vector<PgnMove> moves;        // the main line
    std::string result = "*";          // "1-0", "0-1", "1/2-1/2" or "*"
    // What the reader repaired to read the game (a ')' without '(', a variation left open, a
    // tag line it could not read, a file that ends in the middle of the game), each where it
    // was. A game with notes is not the text it came from: saving over it asks first.
    std::vector<PgnError> notes;

    /// The value of a tag, or an empty string.
    std::string tag(std::string_view name) const;
    /// Sets a tag, replacing an earlier value.
    void setTag(std::string_view name, std::string value);
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

// Reads the games of a PGN stream one after the other, as its PgnSplitter cuts them.
class PgnReader {
public:
    /// Reads from where the stream is to its end, after a pass over it that decides its
    /// encoding (PgnSplitter). With `endMayBeCut` (a file), a game the input ends in without
    /// its result is kept unfinished, without a move cut off at the very end.
    explicit PgnReader(std::istream& in, PgnLimits limits = {}, bool endMayBeCut = true);
    /// Reads from `from`, a place an earlier reader gave, in the encoding it found.
    PgnReader(std::istream& in, const PgnPlace& from, PgnEncoding encoding, PgnLimits limits = {},
              bool endMayBeCut = true);

    /// Reads the next game into `game`. False at the end of the input, or when the game could
    /// not be read: then error() says why, and the next call goes on with the game after it.
    bool next(PgnGame& game);
    /// Reads only the next game's tags (for a list of the games of a large file); `where` is
    /// where the game is, for a reader that reads it later. With `mainLine`, the first moves
    /// of the main line are read too, up to its maxMoves.
    bool nextTags(PgnTags& tags, PgnPlace& where, PgnMainLine* mainLine = nullptr);

    /// Why the last call returned false (nullopt at the end of the input).
    const std::optional<PgnError>& error() const { return error_; }
    /// Where the game of the last call is in the stream, read or not.
    const PgnPlace& place() const { return chunk_.place; }
    /// The text of the game of the last call, as the splitter gave it (UTF-8, lines ended
    /// by LF).
    const std::string& text() const { return chunk_.text; }
    /// The stream's encoding (UTF-8 or Latin-1, converted to UTF-8).
    PgnEncoding encoding() const { return splitter_.encoding(); }
    /// Whether the stream starts with a UTF-8 byte order mark (passed over).
    bool hasByteOrderMark() const { return splitter_.hasByteOrderMark(); }
    /// How far the reading has come, in bytes from the start of the stream.
    std::streamoff position() const { return splitter_.position(); }

private:
    bool nextChunk();

    PgnSplitter splitter_;
    PgnLimits limits_;
    bool endMayBeCut_;
    PgnChunk chunk_;
    std::optional<PgnError> error_;
    std::optional<PgnError> startError_; // the place to start from could not be reached
};

/// The first game of a text (a clipboard, a test, the library's PGN): its encoding decided as
/// a file's, its end taken as written (nothing cut). An error names its line and column.
Parsed<PgnGame> readPgn(std::string_view text, PgnLimits limits = {});

/// The game in PGN's export format, ending with a newline. Comments are written whole, with
/// their lines, in braces, the several of one place in one pair separated by "｝ ｛"; a '}' in
/// one is written as U+FF5D FULLWIDTH RIGHT CURLY BRACKET, which the reader reads back as '}'
/// (docs/architecture.md says why).
std::string writePgn(const PgnGame& game);

// Commands in comments ([%clk 0:03:00], [%eval -1.20], [%csl Gf7]).

/// The comments of `move` as the writer writes them: each command kept as written while its
/// value is the move's, in Ferz's form where the value changed, taken out where the value is
/// gone; a clock or an evaluation no comment holds goes first, in Ferz's form.
std::vector<std::string> commentsToWrite(const PgnMove& move);
/// A comment as a reader sees it: without the [%clk …] and [%eval …] commands that were read
/// into the move, nor the drawings' [%csl …] and [%cal …], nor ChessBase's diagram mark [#]
/// (others stay), trimmed. Empty when the comment held only those.
std::string commentText(std::string_view comment);
/// The commands of a comment that commentText() leaves out, as written, separated by spaces.
std::string commentCommands(std::string_view comment);
/// Reads the first [%clk …] and [%eval …] of `comments` into `move` (clockMs, evalCp,
/// evalMate); true when one was read.
bool readCommands(const std::vector<std::string>& comments, PgnMove& move);
/// The arrows and marks that the [%cal …] and [%csl …] commands of `comments` draw, in the
/// order written (the board's drawings of the position after the move; the game's first
/// comments: of its start position). A command that cannot be read stays text and draws nothing.
Drawings readDrawings(const std::vector<std::string>& comments);
/// `comments` with `drawings` in place of the drawings they held: every [%csl]/[%cal] taken
/// out (a comment left empty goes), then the new ones (drawingCommands) at the front of the
/// first comment, or as a comment of their own. The rest is kept as written.
std::vector<std::string> withDrawings(const std::vector<std::string>& comments,
                                      const Drawings& drawings);
/// [%clk] time in milliseconds ("1:02:03.5", "0:00:01.234"); nullopt when it is not one.
std::optional<std::int64_t> parseClock(std::string_view text);
/// Milliseconds as [%clk] writes them: h:mm:ss, and the fraction of a second when there is one
/// (up to milliseconds).
std::string formatClock(std::int64_t ms);

} // namespace ferz
