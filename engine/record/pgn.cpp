#include "pgn.h"

#include "chess960.h"
#include "notation.h"
#include "text.h"

#include <algorithm>
#include <sstream>
#include <utility>

namespace ferz {

namespace {

constexpr std::string_view FullwidthRightBrace = "\xEF\xBD\x9D"; // U+FF5D: '}' in a comment
constexpr std::string_view FullwidthLeftBrace = "\xEF\xBD\x9B";  // U+FF5B

bool isSymbolStart(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Letters, digits and the punctuation of moves and results (Nbd7, e8=Q+, O-O-O#, 1/2-1/2).
bool isSymbolChar(int c) {
    return isSymbolStart(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' ||
           c == '-' || c == '/';
}

bool isResult(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

bool isNullMove(std::string_view s) {
    return s == "--" || s == "Z0" || s == "0000";
}

int nagOfAnnotation(std::string_view a) {
    if (a == "!") return 1;
    if (a == "?") return 2;
    if (a == "!!") return 3;
    if (a == "??") return 4;
    if (a == "!?") return 5;
    if (a == "?!") return 6;
    return 0;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

// A name from the input for a message: printable ASCII, at most 40 characters.
std::string printable(std::string_view s) {
    std::string out;
    for (char c : text::trim(s)) {
        if (out.size() == 40) return out + "...";
        out += (c >= 32 && c < 127) ? c : '?';
    }
    return out;
}

// The comments of one comment token, as the reader keeps them: the writer writes the several
// comments of one place in one pair of braces (chess.js reads no more), separated by U+FF5D,
// blanks and U+FF5B ("｝ ｛", which other programs show as a brace pair); each is trimmed, and
// a '}' the writer wrote as U+FF5D is read back. Empty ones are none.
std::vector<std::string> commentsOf(std::string_view raw) {
    std::vector<std::string> out;
    std::string piece;
    const auto flush = [&] {
        const std::string_view t = text::trim(piece);
        if (!t.empty()) out.emplace_back(t);
        piece.clear();
    };
    for (std::size_t i = 0;;) {
        const std::size_t brace = raw.find(FullwidthRightBrace, i);
        piece.append(raw.substr(i, brace - i));
        if (brace == std::string_view::npos) break;
        i = brace + FullwidthRightBrace.size();
        std::size_t j = i;
        while (j < raw.size() && text::isSpace(raw[j])) ++j;
        if (j > i && raw.compare(j, FullwidthLeftBrace.size(), FullwidthLeftBrace) == 0) {
            flush(); // between two comments
            i = j + FullwidthLeftBrace.size();
        } else {
            piece += '}';
        }
    }
    flush();
    return out;
}

// ---------------------------------------------------------------------------------------------
// Variants

// Why a game of this Variant tag is not one Ferz reads (its rules are not standard chess's),
// or nothing. Names are compared without case, as python-chess does.
std::optional<Message> variantRefusal(std::string_view variant) {
    const std::string v = lower(text::trim(variant));
    if (v.empty() || v == "standard" || v == "chess" || v == "from position" || v == "normal" ||
        v == "classical")
        return std::nullopt;
    if (isChess960Variant(v)) return std::nullopt; // its castling is in its FEN (Position)
    const std::string name = printable(variant);
    const char first = name.empty() ? 'x' : char(name[0] | 0x20);
    const bool vowel = first == 'a' || first == 'e' || first == 'i' || first == 'o' || first == 'u';
    return vowel
               ? Message(
                     FERZ_MSG("ferz::Pgn", "an %1 game: Ferz plays standard chess and Chess960"),
                     {name})
               : Message(FERZ_MSG("ferz::Pgn", "a %1 game: Ferz plays standard chess and Chess960"),
                         {name});
}

// ---------------------------------------------------------------------------------------------
// Tokens of one game's text

struct Token {
    enum Kind {
        End,
        TagOpen,    // [
        TagClose,   // ]
        String,     // "…", unescaped
        Symbol,     // a tag name, a move, a move number, a result, a null move (--)
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
    std::size_t begin = 0; // where it begins in the text
    std::size_t end = 0;   // and ends
};

class Tokenizer {
public:
    Tokenizer(std::string_view text, const PgnPlace& place, const PgnLimits& limits)
        : text_(text), limits_(limits), place_(place), lineAt_(place.line),
          columnAt_(place.column) {}

    Token next() {
        if (pushedBack_) return std::exchange(pushedBack_, std::nullopt).value();
        return read();
    }
    void pushBack(Token t) { pushedBack_ = std::move(t); }
    // Passes over the rest of the line (a tag line that could not be read).
    void skipLine() {
        pushedBack_.reset();
        while (peek() != EOF && peek() != '\n') get();
    }
    // The line and column of the text's byte `index` in the file. Counted only when asked (an
    // error, a repair): the tokens need no lines. Asked in order, the count goes on from the
    // last answer, so a game with many repairs is not counted again for each.
    std::pair<int, int> locate(std::size_t index) {
        if (index < locatedAt_) {
            locatedAt_ = 0;
            lineAt_ = place_.line;
            columnAt_ = place_.column;
        }
        for (; locatedAt_ < index && locatedAt_ < text_.size(); ++locatedAt_) {
            const auto c = static_cast<unsigned char>(text_[locatedAt_]);
            if (c == '\n') {
                ++lineAt_;
                columnAt_ = 1;
            } else if ((c & 0xC0) != 0x80) {
                ++columnAt_;
            }
        }
        return {lineAt_, columnAt_};
    }

private:
    int peek() const { return i_ < text_.size() ? static_cast<unsigned char>(text_[i_]) : EOF; }
    int get() { return i_ < text_.size() ? static_cast<unsigned char>(text_[i_++]) : EOF; }
    bool atLineStart() const { return i_ == 0 ? place_.column == 1 : text_[i_ - 1] == '\n'; }
    Token read();

    std::string_view text_;
    const PgnLimits& limits_;
    PgnPlace place_;
    std::size_t i_ = 0;
    std::size_t locatedAt_ = 0;
    int lineAt_, columnAt_;
    std::optional<Token> pushedBack_;
};

// The next token. White space separates tokens; a line that starts with '%' is an escape line
// and is passed over whole.
Token Tokenizer::read() {
    for (;;) {
        const int c = peek();
        if (c == '%' && atLineStart()) {
            while (peek() != EOF && peek() != '\n') get();
            continue;
        }
        if (c != EOF && text::isSpace(char(c))) {
            get();
            continue;
        }
        break;
    }
    Token t;
    t.begin = i_;
    const int c = get();
    const auto done = [&t, this](Token::Kind kind) -> Token&& {
        t.kind = kind;
        t.end = i_;
        return std::move(t);
    };
    switch (c) {
    case EOF: return done(Token::End);
    case '[': return done(Token::TagOpen);
    case ']': return done(Token::TagClose);
    case '(': return done(Token::VarOpen);
    case ')': return done(Token::VarClose);
    case '.': return done(Token::Period);
    case '*': return done(Token::Star);
    case '"': {
        for (;;) {
            if (peek() == EOF || peek() == '\n') { // the line end stays, for the next line
                t.problem = FERZ_MSG("ferz::Pgn", "a string that does not end on its line");
                return done(Token::Bad);
            }
            int d = get();
            if (d == '\\' && (peek() == '"' || peek() == '\\'))
                d = get();
            else if (d == '"')
                return done(Token::String);
            if (t.text.size() >= limits_.maxTagBytes) {
                t.problem = Message::counted(
                    FERZ_MSG_N("ferz::Pgn", "a string longer than %Ln bytes"), limits_.maxTagBytes);
                return done(Token::Bad);
            }
            t.text += char(d);
        }
    }
    case '{':
    case ';': {
        const int close = c == '{' ? '}' : '\n';
        const std::size_t start = i_;
        std::size_t end = text_.find(char(close), start);
        if (end == std::string_view::npos) {
            if (c == '{') {
                t.problem = FERZ_MSG("ferz::Pgn", "a comment that is never closed with '}'");
                return done(Token::Bad);
            }
            end = text_.size();
        }
        if (end - start > limits_.maxCommentBytes) {
            t.problem = Message::counted(FERZ_MSG_N("ferz::Pgn", "a comment longer than %Ln bytes"),
                                         limits_.maxCommentBytes);
            return done(Token::Bad);
        }
        i_ = end;
        if (c == '{') get(); // the '}'; a ';' comment leaves its line end
        t.text.assign(text_.substr(start, end - start));
        return done(Token::Comment);
    }
    case '$': {
        while (peek() >= '0' && peek() <= '9' && t.text.size() < 4) t.text += char(get());
        if (t.text.empty()) {
            t.problem = FERZ_MSG("ferz::Pgn", "'$' without a number");
            return done(Token::Bad);
        }
        return done(Token::Nag);
    }
    case '!':
    case '?':
        t.text = char(c);
        if (peek() == '!' || peek() == '?') t.text += char(get());
        return done(Token::Annotation);
    case '-':
        if (peek() == '-') { // a null move
            get();
            t.text = "--";
            return done(Token::Symbol);
        }
        break;
    default: break;
    }
    if (isSymbolStart(c)) {
        t.text = char(c);
        // A move number ends at its period; a move may carry "e.p." (exd6e.p.).
        const bool number = c >= '0' && c <= '9';
        while (isSymbolChar(peek()) || (!number && peek() == '.' && t.text.size() >= 2)) {
            if (t.text.size() >= 256) break;
            t.text += char(get());
        }
        return done(Token::Symbol);
    }
    t.problem = c >= 32 && c < 127 ? Message(FERZ_MSG("ferz::Pgn", "an unexpected %1"),
                                             {text::quotedChar(char(c))})
                                   : Message(FERZ_MSG("ferz::Pgn", "an unexpected byte %1"), {c});
    return done(Token::Bad);
}

// ---------------------------------------------------------------------------------------------
// One game

class GameReader {
public:
    GameReader(const PgnChunk& chunk, const PgnLimits& limits, bool endMayBeCut)
        : chunk_(chunk), limits_(limits), endMayBeCut_(endMayBeCut),
          tokens_(chunk.text, chunk.place, limits) {}

    bool readTags(PgnTags& tags, std::vector<std::string>* comments, std::vector<PgnError>* notes);
    bool readMoves(PgnGame& game);
    void readMainLine(const PgnTags& tags, PgnMainLine& line);
    const std::optional<PgnError>& error() const { return error_; }

private:
    bool fail(int line, int column, Message reason) {
        error_ = PgnError(line, column, std::move(reason));
        return false;
    }
    bool fail(const Token& t, Message reason) { return fail(t.begin, std::move(reason)); }
    bool fail(std::size_t at, Message reason) {
        const auto [line, column] = tokens_.locate(at);
        return fail(line, column, std::move(reason));
    }

    const PgnChunk& chunk_;
    const PgnLimits& limits_;
    bool endMayBeCut_;
    Tokenizer tokens_;
    std::optional<PgnError> error_;
    std::size_t fenAt_ = 0; // where the FEN tag's value starts
};

// [Name "value"] pairs, as long as they come. A tag line that cannot be read is passed over
// with a note (python-chess does the same), so that it costs the game one tag, not the game.
bool GameReader::readTags(PgnTags& tags, std::vector<std::string>* comments,
                          std::vector<PgnError>* notes) {
    for (;;) {
        Token open = tokens_.next();
        if (open.kind == Token::Comment) { // between tags: kept with the game's first comments
            if (comments)
                for (std::string& c : commentsOf(open.text)) comments->push_back(std::move(c));
            continue;
        }
        if (open.kind != Token::TagOpen) {
            tokens_.pushBack(std::move(open));
            return true;
        }
        // A tag line that is not [Name "value"]: noted, and passed over to its end (a token
        // that starts the next line is read again there).
        const auto skip = [&](const Token& at, Message why) {
            const int openLine = tokens_.locate(open.begin).first;
            const auto [line, column] = tokens_.locate(at.begin);
            if (notes)
                notes->emplace_back(line, column,
                                    Message(FERZ_MSG("ferz::Pgn", "a tag left out: %1"), {why}));
            if (line == openLine && at.kind != Token::End)
                tokens_.skipLine();
            else
                tokens_.pushBack(at);
        };
        const Token name = tokens_.next();
        if (name.kind != Token::Symbol) {
            skip(name, FERZ_MSG("ferz::Pgn", "expected a tag name after '['"));
            continue;
        }
        const Token value = tokens_.next();
        if (value.kind == Token::Bad) {
            skip(value, value.problem);
            continue;
        }
        if (value.kind != Token::String) {
            skip(value, Message(FERZ_MSG("ferz::Pgn", "expected the value of tag %1 in quotes"),
                                {text::quoted(name.text)}));
            continue;
        }
        const Token close = tokens_.next();
        if (close.kind != Token::TagClose) {
            skip(close, Message(FERZ_MSG("ferz::Pgn", "expected ']' after the value of tag %1"),
                                {text::quoted(name.text)}));
            continue;
        }
        if (tags.size() >= 1000) return fail(name, FERZ_MSG("ferz::Pgn", "more than 1000 tags"));
        if (name.text == "FEN") {
            fenAt_ = value.begin;
        }
        tags.emplace_back(name.text, value.text);
    }
}

// The main line's first moves, leniently: anything that is not a legal move of the main line
// ends the reading quietly (reading the game in full says what is wrong with it).
void GameReader::readMainLine(const PgnTags& tags, PgnMainLine& line) {
    line.start = Position();
    for (const auto& [name, value] : tags) {
        if (name == "Variant" && variantRefusal(value)) return;
        if (name == "FEN") {
            const Parsed<Position> start = Position::fromFen(value);
            if (!start) return;
            line.start = *start;
        }
    }
    Position pos = line.start;
    if (line.goOn && !line.goOn(pos, 0)) return;
    int depth = 0; // inside variations
    while (line.moves.size() < line.maxMoves) {
        const Token t = tokens_.next();
        switch (t.kind) {
        case Token::Period:
        case Token::Comment:
        case Token::Nag:
        case Token::Annotation: continue;
        case Token::VarOpen: ++depth; continue;
        case Token::VarClose:
            if (depth > 0) --depth;
            continue;
        case Token::Symbol: {
            if (depth > 0 || t.text.find_first_not_of("0123456789") == std::string::npos) continue;
            if (isResult(t.text) || isNullMove(t.text)) return;
            if (chunk_.cutToken && endMayBeCut_ && t.end == chunk_.text.size()) return;
            Parsed<Move> move = parseSan(pos, t.text);
            if (!move) move = parseUci(pos, t.text);
            if (!move) return;
            line.moves.push_back(*move);
            StateInfo st;
            pos.makeMove(*move, st);
            if (line.goOn && !line.goOn(pos, line.moves.size())) return;
            continue;
        }
        default: return;
        }
    }
}

// The movetext: moves, comments, glyphs and variations, up to the result. Variations are kept
// on an explicit stack, so no nesting of the input can overflow the program's stack. What
// python-chess repairs is repaired here too, with a note: a ')' without '(' is passed over, a
// variation left open is closed at the end.
bool GameReader::readMoves(PgnGame& game) {
    for (const auto& [name, value] : game.tags)
        if (name == "Variant")
            if (std::optional<Message> refusal = variantRefusal(value))
                return fail(chunk_.place.line, chunk_.place.column, std::move(*refusal));
    // Standard FEN, X-FEN or Shredder-FEN: a Chess960 game's castling rights name its rooks.
    if (const std::string fen = game.tag("FEN"); !fen.empty()) {
        const Parsed<Position> start = Position::fromFen(fen);
        if (!start)
            return fail(fenAt_,
                        Message(FERZ_MSG("ferz::Pgn", "the FEN tag: %1"), {start.reason()}));
        game.start = *start;
    }

    struct Line {
        std::vector<PgnMove>* moves;
        Position pos;        // after the line's last move
        Position beforeLast; // before it: where a variation of it starts
        std::vector<std::string> pendingComments;
    };
    std::vector<Line> lines;
    lines.push_back({&game.moves, game.start, game.start, {}});
    std::size_t moveCount = 0;
    const auto note = [&game, this](const Token& t, Message why) {
        const auto [line, column] = tokens_.locate(t.begin);
        game.notes.emplace_back(line, column, std::move(why));
    };

    for (;;) {
        Token t = tokens_.next();
        Line& line = lines.back();
        PgnMove* last = line.moves->empty() ? nullptr : &line.moves->back();
        switch (t.kind) {
        case Token::Bad: return fail(t, t.problem);
        case Token::Period: break;
        case Token::String: return fail(t, FERZ_MSG("ferz::Pgn", "a string in the moves"));
        case Token::TagOpen: return fail(t, FERZ_MSG("ferz::Pgn", "an unexpected '['"));
        case Token::TagClose: return fail(t, FERZ_MSG("ferz::Pgn", "an unexpected ']'"));
        case Token::Comment: {
            std::vector<std::string>& to = last                ? last->comments
                                           : lines.size() == 1 ? game.comments
                                                               : line.pendingComments;
            for (std::string& c : commentsOf(t.text)) to.push_back(std::move(c));
            break;
        }
        case Token::Nag:
        case Token::Annotation: {
            const int nag = t.kind == Token::Nag ? std::stoi(t.text) : nagOfAnnotation(t.text);
            if (nag <= 0 || nag > 255)
                return fail(t, Message(FERZ_MSG("ferz::Pgn", "annotation glyph %1"),
                                       {text::quoted(t.text)}));
            if (!last) return fail(t, FERZ_MSG("ferz::Pgn", "an annotation glyph before any move"));
            last->nags.push_back(nag);
            break;
        }
        case Token::VarOpen:
            if (!last) return fail(t, FERZ_MSG("ferz::Pgn", "a variation before any move"));
            if (int(lines.size()) > limits_.maxVariationDepth)
                return fail(t, Message::counted(
                                   FERZ_MSG_N("ferz::Pgn", "variations nested more than %Ln deep"),
                                   limits_.maxVariationDepth));
            lines.push_back(
                {&last->variations.emplace_back(), line.beforeLast, line.beforeLast, {}});
            break;
        case Token::VarClose:
            if (lines.size() == 1) {
                note(t, FERZ_MSG("ferz::Pgn", "a ')' without '(' is left out"));
                break;
            }
            if (lines.back().moves->empty())
                return fail(t, FERZ_MSG("ferz::Pgn", "an empty variation"));
            lines.pop_back();
            break;
        case Token::Star:
            if (lines.size() > 1) {
                note(t, FERZ_MSG("ferz::Pgn", "a result inside a variation is left out"));
                break;
            }
            [[fallthrough]];
        case Token::End: {
            if (lines.size() > 1) { // only at the end: a '*' inside is passed over
                note(t, FERZ_MSG("ferz::Pgn", "a variation is not closed with ')': it ends here"));
                while (lines.size() > 1) {
                    if (lines.back().moves->empty()) {
                        // "(" and nothing after it: no variation
                        Line& outer = lines[lines.size() - 2];
                        outer.moves->back().variations.pop_back();
                    }
                    lines.pop_back();
                }
            }
            if (t.kind == Token::Star) {
                game.result = "*";
            } else if (chunk_.atEnd && endMayBeCut_) {
                // The input ends before the game's result: it may be cut. The game stays
                // unfinished whatever its Result tag says.
                game.result = "*";
                note(t,
                     FERZ_MSG("ferz::Pgn", "the file ends before the game's result (it may be cut "
                                           "off): the game is kept unfinished"));
            } else {
                game.result = isResult(game.tag("Result")) ? game.tag("Result") : "*";
            }
            game.setTag("Result", game.result);
            return true;
        }
        case Token::Symbol: {
            if (chunk_.cutToken && endMayBeCut_ && t.end == chunk_.text.size()) {
                // The last word runs into the end of the input: it may be cut (O-O from
                // O-O-O, e8 from e8=Q), so it is not read.
                note(t, Message(FERZ_MSG("ferz::Pgn",
                                         "the file ends in the middle of %1: it is left out"),
                                {text::quoted(t.text)}));
                break;
            }
            if (isResult(t.text)) {
                if (lines.size() > 1) {
                    note(t, FERZ_MSG("ferz::Pgn", "a result inside a variation is left out"));
                    break;
                }
                game.result = t.text;
                game.setTag("Result", game.result);
                return true;
            }
            if (isNullMove(t.text))
                return fail(t, Message(FERZ_MSG("ferz::Pgn",
                                                "a null move (%1): Ferz cannot show the position "
                                                "after a move that passes the turn"),
                                       {t.text}));
            if (t.text.find_first_not_of("0123456789") == std::string::npos) break; // a number
            Parsed<Move> move = parseSan(line.pos, t.text);
            if (!move) {
                // UCI's long algebraic (e1g1, e7e8q) is read too; the message is SAN's.
                const Parsed<Move> uci = parseUci(line.pos, t.text);
                if (!uci) return fail(t, move.reason());
                move = uci;
            }
            if (++moveCount > limits_.maxMovesPerGame)
                return fail(t, Message::counted(FERZ_MSG_N("ferz::Pgn", "more than %Ln moves"),
                                                limits_.maxMovesPerGame));
            PgnMove& m = line.moves->emplace_back();
            m.move = *move;
            m.commentsBefore = std::move(line.pendingComments);
            line.pendingComments.clear();
            line.beforeLast = line.pos;
            StateInfo st;
            line.pos.makeMove(*move, st);
            break;
        }
        }
    }
}

// Reads the clock and evaluation of every move from its comments, once the game is read.
void readAllCommands(std::vector<PgnMove>& line) {
    std::vector<std::vector<PgnMove>*> pending{&line};
    while (!pending.empty()) {
        std::vector<PgnMove>* moves = pending.back();
        pending.pop_back();
        for (PgnMove& m : *moves) {
            readCommands(m.comments, m);
            for (std::vector<PgnMove>& v : m.variations) pending.push_back(&v);
        }
    }
}

} // namespace

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return {};
}

void PgnGame::setTag(std::string_view name, std::string value) {
    for (auto& [n, v] : tags) {
        if (n == name) {
            v = std::move(value);
            return;
        }
    }
    tags.emplace_back(std::string(name), std::move(value));
}

Message PgnError::located() const {
    return Message(FERZ_MSG("ferz::Pgn", "line %1, column %2: %3"), {line, column, reason});
}

// ---------------------------------------------------------------------------------------------
// Reading

PgnReader::PgnReader(std::istream& in, PgnLimits limits, bool endMayBeCut)
    : splitter_(in, limits), limits_(limits), endMayBeCut_(endMayBeCut) {
}

PgnReader::PgnReader(std::istream& in, const PgnPlace& from, PgnEncoding encoding, PgnLimits limits,
                     bool endMayBeCut)
    : splitter_(in, from, encoding, limits), limits_(limits), endMayBeCut_(endMayBeCut) {
    if (!splitter_.reachedStart())
        startError_ = PgnError(
            from.line, from.column,
            Message(FERZ_MSG("ferz::Pgn", "cannot go to byte %L1"), {std::int64_t(from.offset)}));
}

// The next game's text into chunk_; false at the end, or with error() when the place to start
// from was not reached (said once) or the game is too long to be read.
bool PgnReader::nextChunk() {
    error_ = std::exchange(startError_, std::nullopt);
    if (error_ || !splitter_.next(chunk_)) return false;
    if (!chunk_.tooLong) return true;
    error_ = PgnError(chunk_.place.line, chunk_.place.column,
                      Message::counted(FERZ_MSG_N("ferz::Pgn", "a game longer than %Ln bytes"),
                                       limits_.maxGameBytes));
    return false;
}

bool PgnReader::next(PgnGame& game) {
    for (;;) {
        game = PgnGame();
        if (!nextChunk()) return false;
        GameReader reader(chunk_, limits_, endMayBeCut_);
        if (!reader.readTags(game.tags, &game.comments, &game.notes)) {
            error_ = reader.error();
            return false;
        }
        const bool tagged = !game.tags.empty();
        if (!reader.readMoves(game)) {
            error_ = reader.error();
            game = PgnGame();
            return false;
        }
        // Text with no tags, no moves and no result (a comment after a game's result, a stray
        // ')') is no game.
        if (!tagged && game.moves.empty() && !chunk_.terminated) continue;
        readAllCommands(game.moves);
        return true;
    }
}

bool PgnReader::nextTags(PgnTags& tags, PgnPlace& where, PgnMainLine* mainLine) {
    for (;;) {
        tags.clear();
        if (mainLine) mainLine->moves.clear();
        const bool read = nextChunk();
        if (!read && !(error_ && splitter_.reachedStart())) return false;
        where = chunk_.place;
        if (!read) return false;
        GameReader reader(chunk_, limits_, endMayBeCut_);
        if (!reader.readTags(tags, nullptr, nullptr)) {
            error_ = reader.error();
            return false;
        }
        if (tags.empty() && !chunk_.terminated) {
            // Perhaps no game at all (a comment after a game's result): what next() passes
            // over is not listed either.
            PgnGame game;
            GameReader moves(chunk_, limits_, endMayBeCut_);
            if (moves.readTags(game.tags, nullptr, nullptr) && moves.readMoves(game) &&
                game.moves.empty())
                continue;
        }
        if (mainLine) reader.readMainLine(tags, *mainLine);
        return true;
    }
}

Parsed<PgnGame> readPgn(std::string_view text, PgnLimits limits) {
    std::istringstream in{std::string(text)};
    PgnReader reader(in, limits, false);
    PgnGame game;
    if (!reader.next(game)) {
        if (reader.error()) return Parsed<PgnGame>::failure(reader.error()->located());
        return Parsed<PgnGame>::failure(FERZ_MSG("ferz::Pgn", "no game"));
    }
    return game;
}

// ---------------------------------------------------------------------------------------------
// Glyphs

bool isGlyphOf(GlyphKind kind, int nag) {
    return kind == GlyphKind::Move ? nag >= 1 && nag <= 6 : nag >= 10 && nag <= 19;
}

void setGlyph(std::vector<int>& nags, GlyphKind kind, int nag) {
    std::erase_if(nags, [kind](int n) { return isGlyphOf(kind, n); });
    if (!isGlyphOf(kind, nag)) return;
    const bool afterMoveGlyph =
        kind == GlyphKind::Position && !nags.empty() && isGlyphOf(GlyphKind::Move, nags.front());
    nags.insert(nags.begin() + (afterMoveGlyph ? 1 : 0), nag);
}

} // namespace ferz
