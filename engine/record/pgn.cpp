#include "pgn.h"

#include "notation.h"
#include "text.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <sstream>
#include <utility>

namespace ferz {

namespace {

constexpr std::array<std::string_view, 7> SevenTagRoster = {"Event", "Site",  "Date",  "Round",
                                                            "White", "Black", "Result"};

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

int nagOfAnnotation(std::string_view a) {
    if (a == "!") return 1;
    if (a == "?") return 2;
    if (a == "!!") return 3;
    if (a == "??") return 4;
    if (a == "!?") return 5;
    if (a == "?!") return 6;
    return 0;
}

// Comment text with every run of white space made one space, trimmed.
std::string normalizeSpace(std::string_view s) {
    std::string out;
    for (std::string_view word : text::split(s)) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

// [%clk 1:02:03.5] → milliseconds.
std::optional<std::int64_t> parseClock(std::string_view s) {
    std::int64_t parts[3] = {0, 0, 0};
    int n = 0;
    std::size_t i = 0;
    while (n < 3) {
        std::size_t j = i;
        while (j < s.size() && s[j] >= '0' && s[j] <= '9') ++j;
        const auto v = text::parseNumber<std::int64_t>(s.substr(i, j - i), 0, 100000);
        if (!v) return std::nullopt;
        parts[n++] = *v;
        if (j == s.size() || s[j] != ':') {
            i = j;
            break;
        }
        i = j + 1;
    }
    std::int64_t ms = 0;
    for (int k = 0; k < n; ++k) ms = ms * 60 + parts[k];
    ms *= 1000;
    if (i < s.size()) { // a fraction of a second
        if (s[i] != '.' || i + 1 == s.size()) return std::nullopt;
        std::int64_t scale = 100;
        for (std::size_t k = i + 1; k < s.size(); ++k, scale /= 10) {
            if (s[k] < '0' || s[k] > '9') return std::nullopt;
            ms += (s[k] - '0') * scale;
        }
    }
    return ms;
}

std::string formatClock(std::int64_t ms) {
    const std::int64_t tenths = ms / 100, seconds = tenths / 10;
    std::string out = std::to_string(seconds / 3600) + ':';
    const auto two = [](std::int64_t v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    out += two(seconds / 60 % 60) + ':' + two(seconds % 60);
    if (tenths % 10) out += '.' + std::to_string(tenths % 10);
    return out;
}

// [%eval 0.35] → 35 centipawns; [%eval #-3] → mate in 3 for Black.
bool parseEval(std::string_view s, PgnMove& m) {
    if (!s.empty() && s[0] == '#') {
        const auto mate =
            text::parseNumber<int>(s.substr(s.size() > 1 && s[1] == '+' ? 2 : 1), -1000, 1000);
        if (!mate) return false;
        m.evalMate = mate;
        return true;
    }
    const bool negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
    const std::size_t dot = s.find('.');
    const auto whole = text::parseNumber<int>(s.substr(0, dot), 0, 100000);
    if (!whole) return false;
    int cp = *whole * 100;
    if (dot != std::string_view::npos) {
        const std::string_view frac = s.substr(dot + 1);
        if (frac.empty() || frac.size() > 6) return false;
        int scale = 10;
        for (char c : frac) {
            if (c < '0' || c > '9') return false;
            cp += (c - '0') * scale;
            scale /= 10;
        }
    }
    m.evalCp = negative ? -cp : cp;
    return true;
}

std::string formatEval(const PgnMove& m) {
    if (m.evalMate) return '#' + std::to_string(*m.evalMate);
    const int cp = *m.evalCp;
    const int a = cp < 0 ? -cp : cp;
    return (cp < 0 ? "-" : "") + std::to_string(a / 100) + '.' + (a % 100 < 10 ? "0" : "") +
           std::to_string(a % 100);
}

// Takes the [%clk …] and [%eval …] commands out of a comment into the move; other commands
// ([%csl …], [%cal …]) stay in the text.
std::string takeCommands(std::string_view comment, PgnMove* move) {
    std::string rest;
    std::size_t i = 0;
    while (i < comment.size()) {
        const std::size_t open = comment.find("[%", i);
        if (open == std::string_view::npos) break;
        const std::size_t close = comment.find(']', open);
        if (close == std::string_view::npos) break;
        const std::vector<std::string_view> words =
            text::split(comment.substr(open + 2, close - open - 2));
        bool taken = false;
        if (move && words.size() == 2 && words[0] == "clk") {
            if (const auto ms = parseClock(words[1])) {
                move->clockMs = ms;
                taken = true;
            }
        } else if (move && words.size() == 2 && words[0] == "eval") {
            taken = parseEval(words[1], *move);
        }
        rest.append(comment.substr(i, open - i));
        if (!taken) rest.append(comment.substr(open, close + 1 - open));
        i = close + 1;
    }
    rest.append(comment.substr(i));
    return normalizeSpace(rest);
}

// Reads the commands of every comment of a game, once all of a move's comments are joined: a
// command split over two comments ({[%clk} {0:03:00]}) is read as the writer will write it.
void takeCommands(std::vector<PgnMove>& line) {
    for (PgnMove& m : line) {
        m.comment = takeCommands(m.comment, &m);
        m.commentBefore = takeCommands(m.commentBefore, nullptr);
        for (std::vector<PgnMove>& variation : m.variations) takeCommands(variation);
    }
}

void takeCommands(PgnGame& game) {
    game.comment = takeCommands(game.comment, nullptr);
    takeCommands(game.moves);
}

void appendComment(std::string& to, std::string_view text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
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

PgnReader::PgnReader(std::istream& in, PgnLimits limits) : buf_(in.rdbuf()), limits_(limits) {
}

PgnReader::PgnReader(std::istream& in, const PgnPlace& from, PgnLimits limits)
    : PgnReader(in, limits) {
    in.clear();
    if (!buf_ || buf_->pubseekpos(from.offset, std::ios::in) != std::streampos(from.offset)) {
        buf_ = nullptr; // reads as an empty stream, after saying why once
        startError_ = PgnError(
            from.line, from.column,
            Message(FERZ_MSG("ferz::Pgn", "cannot go to byte %L1"), {std::int64_t(from.offset)}));
        return;
    }
    line_ = from.line;
    column_ = from.column;
    offset_ = from.offset;
}

int PgnReader::peek() {
    return buf_ ? buf_->sgetc() : EOF;
}

int PgnReader::get() {
    const int c = buf_ ? buf_->sbumpc() : EOF;
    if (c == EOF) return c;
    ++offset_;
    if (c == '\n') {
        ++line_;
        column_ = 1;
    } else {
        ++column_;
    }
    return c;
}

bool PgnReader::fail(int line, int column, Message reason) {
    error_ = PgnError(line, column, std::move(reason));
    return false;
}

// The next token of the input. White space separates tokens; a line that starts with '%' is
// an escape line and is skipped whole.
PgnReader::Token PgnReader::token() {
    for (;;) {
        int c = peek();
        if (c == '%' && column_ == 1) {
            while (c != EOF && c != '\n') c = get();
            continue;
        }
        if (c != EOF && text::isSpace(char(c))) {
            get();
            continue;
        }
        break;
    }
    Token t;
    t.line = line_;
    t.column = column_;
    t.offset = offset_;
    const int c = get();
    switch (c) {
    case EOF: t.kind = Token::End; return t;
    case '[': t.kind = Token::TagOpen; return t;
    case ']': t.kind = Token::TagClose; return t;
    case '(': t.kind = Token::VarOpen; return t;
    case ')': t.kind = Token::VarClose; return t;
    case '.': t.kind = Token::Period; return t;
    case '*': t.kind = Token::Star; return t;
    case '"': {
        t.kind = Token::String;
        for (;;) {
            int d = get();
            if (d == '\\' && (peek() == '"' || peek() == '\\'))
                d = get();
            else if (d == '"')
                return t;
            if (d == EOF || d == '\n') {
                t.kind = Token::Bad;
                t.problem = FERZ_MSG("ferz::Pgn", "a string that does not end on its line");
                return t;
            }
            if (t.text.size() >= limits_.maxTagBytes) {
                t.kind = Token::Bad;
                t.problem = Message::counted(
                    FERZ_MSG_N("ferz::Pgn", "a string longer than %Ln bytes"), limits_.maxTagBytes);
                return t;
            }
            t.text += char(d);
        }
    }
    case '{':
    case ';': {
        t.kind = Token::Comment;
        const int end = c == '{' ? '}' : '\n';
        for (int d = get(); d != end; d = get()) {
            if (d == EOF) {
                if (c == ';') return t;
                t.kind = Token::Bad;
                t.problem = FERZ_MSG("ferz::Pgn", "a comment that is never closed with '}'");
                return t;
            }
            if (t.text.size() >= limits_.maxCommentBytes) {
                t.kind = Token::Bad;
                t.problem =
                    Message::counted(FERZ_MSG_N("ferz::Pgn", "a comment longer than %Ln bytes"),
                                     limits_.maxCommentBytes);
                return t;
            }
            t.text += char(d);
        }
        return t;
    }
    case '$': {
        t.kind = Token::Nag;
        while (peek() >= '0' && peek() <= '9' && t.text.size() < 4) t.text += char(get());
        if (t.text.empty()) {
            t.kind = Token::Bad;
            t.problem = FERZ_MSG("ferz::Pgn", "'$' without a number");
        }
        return t;
    }
    case '!':
    case '?':
        t.kind = Token::Annotation;
        t.text = char(c);
        if (peek() == '!' || peek() == '?') t.text += char(get());
        return t;
    default: break;
    }
    if (isSymbolStart(c)) {
        t.kind = Token::Symbol;
        t.text = char(c);
        // A move number ends at its period; a move may carry "e.p." (exd6e.p.).
        const bool number = c >= '0' && c <= '9';
        while (isSymbolChar(peek()) || (!number && peek() == '.' && t.text.size() >= 2)) {
            if (t.text.size() >= 256) break;
            t.text += char(get());
        }
        return t;
    }
    t.kind = Token::Bad;
    t.problem = c >= 32 && c < 127 ? Message(FERZ_MSG("ferz::Pgn", "an unexpected %1"),
                                             {text::quotedChar(char(c))})
                                   : Message(FERZ_MSG("ferz::Pgn", "an unexpected byte %1"), {c});
    return t;
}

PgnReader::Token PgnReader::nextToken() {
    if (pushedBack_) {
        Token t = std::move(*pushedBack_);
        pushedBack_.reset();
        return t;
    }
    return token();
}

// [Name "value"] pairs, as long as they come. The first token after them is pushed back.
bool PgnReader::readTags(PgnTags& tags) {
    for (;;) {
        Token open = nextToken();
        if (open.kind != Token::TagOpen) {
            pushedBack_ = std::move(open);
            return true;
        }
        const Token name = nextToken();
        if (name.kind != Token::Symbol)
            return fail(name.line, name.column,
                        FERZ_MSG("ferz::Pgn", "expected a tag name after '['"));
        const Token value = nextToken();
        if (value.kind == Token::Bad) return fail(value.line, value.column, value.problem);
        if (value.kind != Token::String)
            return fail(value.line, value.column,
                        Message(FERZ_MSG("ferz::Pgn", "expected the value of tag %1 in quotes"),
                                {text::quoted(name.text)}));
        const Token close = nextToken();
        if (close.kind != Token::TagClose)
            return fail(close.line, close.column,
                        Message(FERZ_MSG("ferz::Pgn", "expected ']' after the value of tag %1"),
                                {text::quoted(name.text)}));
        if (tags.size() >= 1000)
            return fail(name.line, name.column, FERZ_MSG("ferz::Pgn", "more than 1000 tags"));
        if (name.text == "FEN") {
            fenLine_ = value.line;
            fenColumn_ = value.column;
        }
        tags.emplace_back(name.text, value.text);
    }
}

bool PgnReader::next(PgnGame& game) {
    game = PgnGame();
    error_ = std::exchange(startError_, std::nullopt);
    if (error_) return false;
    const Token first = nextToken();
    if (first.kind == Token::End) return false;
    pushedBack_ = first;
    const bool ok = readTags(game.tags) && readMoves(game);
    if (!ok) skipMoves();
    return ok;
}

bool PgnReader::nextTags(PgnTags& tags, PgnPlace& where, PgnMainLine* mainLine) {
    tags.clear();
    if (mainLine) mainLine->moves.clear();
    error_ = std::exchange(startError_, std::nullopt);
    if (error_) return false;
    Token first = nextToken();
    if (first.kind == Token::End) return false;
    where = {first.offset, first.line, first.column};
    pushedBack_ = std::move(first);
    const bool ok = readTags(tags);
    if (ok && mainLine) readMainLine(tags, *mainLine);
    skipMoves();
    return ok;
}

// The main line's first moves, leniently: anything that is not a legal move of the main line
// ends the reading quietly (reading the game in full says what is wrong with it).
void PgnReader::readMainLine(const PgnTags& tags, PgnMainLine& line) {
    line.start = Position();
    for (const auto& [name, value] : tags)
        if (name == "FEN") {
            Parsed<Position> start = Position::fromFen(value);
            if (!start) return;
            line.start = *start;
        }
    Position pos = line.start;
    if (line.goOn && !line.goOn(pos, 0)) return;
    int depth = 0; // inside variations
    while (line.moves.size() < line.maxMoves) {
        Token t = nextToken();
        switch (t.kind) {
        case Token::Period:
        case Token::Comment:
        case Token::Nag:
        case Token::Annotation: continue;
        case Token::VarOpen: ++depth; continue;
        case Token::VarClose:
            if (depth == 0) return;
            --depth;
            continue;
        case Token::TagOpen:
        case Token::End: pushedBack_ = std::move(t); return;
        case Token::Symbol: {
            if (depth > 0 || t.text.find_first_not_of("0123456789") == std::string::npos) continue;
            if (isResult(t.text)) return;
            const Parsed<Move> move = parseSan(pos, t.text);
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

// Skips the rest of a game: to the next line that starts with '[' outside a comment.
void PgnReader::skipMoves() {
    if (pushedBack_ && pushedBack_->kind == Token::TagOpen && pushedBack_->column == 1) return;
    if (pushedBack_ && pushedBack_->kind == Token::End) return;
    pushedBack_.reset();
    bool lineStart = column_ == 1;
    for (int c = peek(); c != EOF; c = peek()) {
        if (lineStart && c == '[') return;
        get();
        if (c == '{') {
            while (peek() != EOF && get() != '}') {
            }
        } else if (c == ';') {
            while (peek() != EOF && get() != '\n') {
            }
            lineStart = true;
            continue;
        }
        lineStart = c == '\n';
    }
}

// The movetext: moves, comments, glyphs and variations, up to the result. Variations are kept
// on an explicit stack, so no nesting of the input can overflow the program's stack.
bool PgnReader::readMoves(PgnGame& game) {
    if (const std::string fen = game.tag("FEN"); !fen.empty()) {
        Parsed<Position> start = Position::fromFen(fen);
        if (!start)
            return fail(fenLine_, fenColumn_,
                        Message(FERZ_MSG("ferz::Pgn", "the FEN tag: %1"), {start.reason()}));
        game.start = *start;
    }

    struct Line {
        std::vector<PgnMove>* moves;
        Position pos;        // after the line's last move
        Position beforeLast; // before it: where a variation of it starts
        std::string pendingComment;
    };
    std::vector<Line> lines;
    lines.push_back({&game.moves, game.start, game.start, {}});
    std::size_t moveCount = 0;

    for (;;) {
        Token t = nextToken();
        Line& line = lines.back();
        PgnMove* last = line.moves->empty() ? nullptr : &line.moves->back();
        switch (t.kind) {
        case Token::Bad: return fail(t.line, t.column, t.problem);
        case Token::Period: break;
        case Token::String:
            return fail(t.line, t.column, FERZ_MSG("ferz::Pgn", "a string in the moves"));
        case Token::TagClose:
            return fail(t.line, t.column, FERZ_MSG("ferz::Pgn", "an unexpected ']'"));
        case Token::Comment: // joined here, read for [%clk] and [%eval] once the game is read
            if (last)
                appendComment(last->comment, normalizeSpace(t.text));
            else if (lines.size() == 1)
                appendComment(game.comment, normalizeSpace(t.text));
            else
                appendComment(line.pendingComment, normalizeSpace(t.text));
            break;
        case Token::Nag:
        case Token::Annotation: {
            if (!last)
                return fail(t.line, t.column,
                            FERZ_MSG("ferz::Pgn", "an annotation glyph before any move"));
            const int nag = t.kind == Token::Nag ? std::stoi(t.text) : nagOfAnnotation(t.text);
            if (nag <= 0 || nag > 255)
                return fail(
                    t.line, t.column,
                    Message(FERZ_MSG("ferz::Pgn", "annotation glyph %1"), {text::quoted(t.text)}));
            last->nags.push_back(nag);
            break;
        }
        case Token::VarOpen:
            if (!last)
                return fail(t.line, t.column, FERZ_MSG("ferz::Pgn", "a variation before any move"));
            if (int(lines.size()) > limits_.maxVariationDepth)
                return fail(t.line, t.column,
                            Message::counted(
                                FERZ_MSG_N("ferz::Pgn", "variations nested more than %Ln deep"),
                                limits_.maxVariationDepth));
            lines.push_back(
                {&last->variations.emplace_back(), line.beforeLast, line.beforeLast, {}});
            break;
        case Token::VarClose:
            if (lines.size() == 1)
                return fail(t.line, t.column, FERZ_MSG("ferz::Pgn", "')' without '('"));
            if (lines.back().moves->empty())
                return fail(t.line, t.column, FERZ_MSG("ferz::Pgn", "an empty variation"));
            lines.pop_back();
            break;
        case Token::Star:
        case Token::End:
        case Token::TagOpen: // the next game, after a game without a result
            if (lines.size() > 1)
                return fail(t.line, t.column,
                            FERZ_MSG("ferz::Pgn", "a variation is not closed with ')'"));
            if (t.kind == Token::Star)
                game.result = "*";
            else
                game.result = isResult(game.tag("Result")) ? game.tag("Result") : "*";
            if (t.kind != Token::Star) pushedBack_ = std::move(t);
            game.setTag("Result", game.result);
            takeCommands(game);
            return true;
        case Token::Symbol: {
            if (isResult(t.text)) {
                if (lines.size() > 1)
                    return fail(t.line, t.column,
                                FERZ_MSG("ferz::Pgn", "a result inside a variation"));
                game.result = t.text;
                game.setTag("Result", game.result);
                takeCommands(game);
                return true;
            }
            if (t.text.find_first_not_of("0123456789") == std::string::npos) break; // a number
            const Parsed<Move> move = parseSan(line.pos, t.text);
            if (!move) return fail(t.line, t.column, move.reason());
            if (++moveCount > limits_.maxMovesPerGame)
                return fail(t.line, t.column,
                            Message::counted(FERZ_MSG_N("ferz::Pgn", "more than %Ln moves"),
                                             limits_.maxMovesPerGame));
            PgnMove& m = line.moves->emplace_back();
            m.move = *move;
            m.commentBefore = std::move(line.pendingComment);
            line.pendingComment.clear();
            line.beforeLast = line.pos;
            StateInfo st;
            line.pos.makeMove(*move, st);
            break;
        }
        }
    }
}

Parsed<PgnGame> readPgn(std::string_view text, PgnLimits limits) {
    std::istringstream in{std::string(text)};
    PgnReader reader(in, limits);
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

// ---------------------------------------------------------------------------------------------
// Writing

namespace {

// Movetext as tokens, wrapped into lines of at most 80 characters. A rest-of-line comment
// (";…") ends its line.
class MoveText {
public:
    void add(std::string_view token, bool endsLine = false) {
        Token& t = tokens_.emplace_back(Token{openParen_ ? "(" : "", endsLine});
        t.text += token;
        openParen_ = false;
    }
    void open() { openParen_ = true; }
    void close() {
        if (openParen_) add({}); // an empty variation: "()"
        if (tokens_.back().endsLine)
            add(")"); // not inside the comment that ends the line
        else
            tokens_.back().text += ')';
    }
    // A comment in braces, word by word. A word with a '}' (which would end a brace comment)
    // goes into a ";" comment of its own; readers join the pieces with single spaces, so the
    // text reads back as it was.
    void comment(std::string_view text) {
        const std::vector<std::string_view> words = text::split(text);
        const auto hasBrace = [](std::string_view w) { return w.find('}') != w.npos; };
        for (std::size_t i = 0; i < words.size();) {
            if (hasBrace(words[i])) {
                std::string rest(";");
                rest += words[i++];
                add(rest, true);
                continue;
            }
            std::size_t end = i;
            while (end < words.size() && !hasBrace(words[end])) ++end;
            for (std::size_t k = i; k < end; ++k) {
                std::string word(k == i ? "{" : "");
                word += words[k];
                if (k + 1 == end) word += '}';
                add(word);
            }
            i = end;
        }
    }
    std::string wrapped() const {
        std::string out, line;
        for (const Token& t : tokens_) {
            if (!line.empty() && line.size() + 1 + t.text.size() > 80) {
                out += line + '\n';
                line.clear();
            }
            if (!line.empty()) line += ' ';
            line += t.text;
            if (t.endsLine) {
                out += line + '\n';
                line.clear();
            }
        }
        return line.empty() ? out : out + line + '\n';
    }

private:
    struct Token {
        std::string text;
        bool endsLine = false;
    };
    std::vector<Token> tokens_;
    bool openParen_ = false;
};

std::string commentWithCommands(const PgnMove& m) {
    std::string text;
    if (m.evalCp || m.evalMate) text += "[%eval " + formatEval(m) + "] ";
    if (m.clockMs) text += "[%clk " + formatClock(*m.clockMs) + "] ";
    return text + m.comment;
}

void writeLine(const std::vector<PgnMove>& line, Position pos, MoveText& out) {
    bool numberBlack = true; // a black move after something else than White's move
    for (const PgnMove& m : line) {
        if (!m.commentBefore.empty()) {
            out.comment(m.commentBefore);
            numberBlack = true;
        }
        const int number = pos.fullmoveNumber();
        if (pos.sideToMove() == White)
            out.add(std::to_string(number) + '.');
        else if (numberBlack)
            out.add(std::to_string(number) + "...");
        out.add(toSan(pos, m.move));
        for (int nag : m.nags) out.add('$' + std::to_string(nag));
        const std::string comment = commentWithCommands(m);
        out.comment(comment);
        numberBlack = !text::trim(comment).empty() || !m.variations.empty();
        for (const std::vector<PgnMove>& variation : m.variations) {
            out.open();
            writeLine(variation, pos, out);
            out.close();
        }
        StateInfo st;
        pos.makeMove(m.move, st);
    }
}

std::string escaped(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

} // namespace

std::string writePgn(const PgnGame& game) {
    std::string out;
    const auto tagLine = [&out](std::string_view name, std::string_view value) {
        out += '[';
        out += name;
        out += " \"" + escaped(value) + "\"]\n";
    };
    for (std::string_view name : SevenTagRoster) {
        std::string value = name == "Result" ? game.result : game.tag(name);
        if (value.empty()) value = name == "Date" ? "????.??.??" : "?";
        tagLine(name, value);
    }
    const bool fromPosition = game.start.fen() != Position::StartFen;
    if (fromPosition) {
        tagLine("SetUp", "1");
        tagLine("FEN", game.start.fen());
    }
    for (const auto& [name, value] : game.tags) {
        const bool roster =
            std::find(SevenTagRoster.begin(), SevenTagRoster.end(), name) != SevenTagRoster.end();
        if (!roster && name != "SetUp" && name != "FEN") tagLine(name, value);
    }
    out += '\n';
    MoveText text;
    text.comment(game.comment);
    writeLine(game.moves, game.start, text);
    text.add(game.result);
    return out + text.wrapped();
}

} // namespace ferz
