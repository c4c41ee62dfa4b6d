#include "pgnsplit.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

namespace ferz {

namespace {

// Blanks within a line (a line end is not one).
constexpr bool isBlank(int c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

// The characters of PGN's words: moves, move numbers and results.
constexpr std::array<bool, 256> WordChars = [] {
    std::array<bool, 256> table{};
    for (int c = 0; c < 256; ++c)
        table[std::size_t(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                (c >= '0' && c <= '9') || c == '_' || c == '+' || c == '#' ||
                                c == '=' || c == ':' || c == '-' || c == '/';
    return table;
}();

constexpr bool isWordChar(int c) {
    return c >= 0 && c < 256 && WordChars[std::size_t(c)];
}

bool isResultWord(std::string_view w) {
    return w == "1-0" || w == "0-1" || w == "1/2-1/2";
}

// A validator of UTF-8 fed byte by byte: shortest forms only, no surrogates, nothing above
// U+10FFFF (RFC 3629).
class Utf8Check {
public:
    void feed(unsigned char c) {
        if (need_ == 0) {
            if (c < 0x80) return;
            lo_ = 0x80;
            hi_ = 0xBF;
            if (c >= 0xC2 && c <= 0xDF) {
                need_ = 1;
            } else if (c >= 0xE0 && c <= 0xEF) {
                need_ = 2;
                if (c == 0xE0) lo_ = 0xA0;
                if (c == 0xED) hi_ = 0x9F;
            } else if (c >= 0xF0 && c <= 0xF4) {
                need_ = 3;
                if (c == 0xF0) lo_ = 0x90;
                if (c == 0xF4) hi_ = 0x8F;
            } else {
                bad_ = true;
            }
            return;
        }
        if (c < lo_ || c > hi_) {
            bad_ = true;
            need_ = 0;
            return;
        }
        lo_ = 0x80;
        hi_ = 0xBF;
        --need_;
    }
    bool bad() const { return bad_; }
    bool between() const { return need_ == 0; } // between two characters
    bool complete() const { return !bad_ && need_ == 0; }

private:
    int need_ = 0;
    unsigned char lo_ = 0x80, hi_ = 0xBF;
    bool bad_ = false;
};

// Windows-1252's characters for the bytes 0x80–0x9F, which Latin-1 leaves to control codes
// no text means; the five it does not define stay those codes.
constexpr std::array<char16_t, 32> Cp1252High = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

void appendUtf8(std::string& out, char32_t u) {
    if (u < 0x80) {
        out += char(u);
    } else if (u < 0x800) {
        out += char(0xC0 | (u >> 6));
        out += char(0x80 | (u & 0x3F));
    } else {
        out += char(0xE0 | (u >> 12));
        out += char(0x80 | ((u >> 6) & 0x3F));
        out += char(0x80 | (u & 0x3F));
    }
}

} // namespace

bool isValidUtf8(std::string_view text) {
    Utf8Check check;
    for (char c : text) {
        check.feed(static_cast<unsigned char>(c));
        if (check.bad()) return false;
    }
    return check.complete();
}

// Latin-1, with the bytes 0x80–0x9F read as Windows-1252 (as web browsers read "ISO-8859-1"):
// old Windows files put curly quotes and dashes there, never control codes.
std::string latin1ToUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80)
            out += ch;
        else
            appendUtf8(out, c < 0xA0 ? char32_t(Cp1252High[c - 0x80]) : char32_t(c));
    }
    return out;
}

bool utf8ToLatin1(std::string_view text, std::string& out) {
    out.clear();
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            out += char(c);
            ++i;
            continue;
        }
        // Two or three bytes: every character latin1ToUtf8 makes is below U+10000.
        char32_t u = 0;
        std::size_t n = 0;
        if ((c & 0xE0) == 0xC0) {
            u = c & 0x1F;
            n = 2;
        } else if ((c & 0xF0) == 0xE0) {
            u = c & 0x0F;
            n = 3;
        } else {
            return false;
        }
        if (i + n > text.size()) return false;
        for (std::size_t k = 1; k < n; ++k) {
            const auto d = static_cast<unsigned char>(text[i + k]);
            if ((d & 0xC0) != 0x80) return false;
            u = (u << 6) | (d & 0x3F);
        }
        i += n;
        if (u >= 0xA0 && u <= 0xFF) {
            out += char(u);
            continue;
        }
        const auto high = std::find(Cp1252High.begin(), Cp1252High.end(), u);
        if (high == Cp1252High.end()) return false;
        out += char(0x80 + (high - Cp1252High.begin()));
    }
    return true;
}

PgnEncoding detectPgnEncoding(std::istream& in, bool* byteOrderMark) {
    if (byteOrderMark) *byteOrderMark = false;
    std::streambuf* buf = in.rdbuf();
    if (!buf) return PgnEncoding::Utf8;
    const std::streampos start = buf->pubseekoff(0, std::ios::cur, std::ios::in);
    if (start == std::streampos(std::streamoff(-1))) return PgnEncoding::Utf8;
    Utf8Check check;
    std::array<char, 1 << 16> block;
    bool first = true, bom = false;
    for (;;) {
        const std::streamsize n = buf->sgetn(block.data(), std::streamsize(block.size()));
        if (n <= 0) break;
        std::size_t i = 0;
        if (first) {
            first = false;
            bom = n >= 3 && std::memcmp(block.data(), "\xEF\xBB\xBF", 3) == 0;
            if (bom) i = 3;
        }
        while (i < std::size_t(n)) {
            // Eight bytes of ASCII at a time, where no character is half read.
            if (check.between() && i + 8 <= std::size_t(n)) {
                std::uint64_t eight;
                std::memcpy(&eight, block.data() + i, 8);
                if ((eight & 0x8080808080808080ull) == 0) {
                    i += 8;
                    continue;
                }
            }
            check.feed(static_cast<unsigned char>(block[i++]));
        }
        if (check.bad()) break;
    }
    buf->pubseekpos(start, std::ios::in);
    in.clear();
    if (byteOrderMark) *byteOrderMark = bom;
    return check.complete() ? PgnEncoding::Utf8 : PgnEncoding::Latin1;
}

PgnSplitter::PgnSplitter(std::istream& in, PgnLimits limits) : buf_(in.rdbuf()), limits_(limits) {
    encoding_ = detectPgnEncoding(in, &bom_);
    if (!buf_) return;
    const std::streampos here = buf_->pubseekoff(0, std::ios::cur, std::ios::in);
    if (here != std::streampos(std::streamoff(-1))) blockStart_ = std::streamoff(here);
    if (bom_) // passed over: it is no character of the first line
        for (int i = 0; i < 3; ++i) {
            peek();
            ++pos_;
        }
}

PgnSplitter::PgnSplitter(std::istream& in, const PgnPlace& from, PgnEncoding encoding,
                         PgnLimits limits)
    : buf_(in.rdbuf()), limits_(limits), encoding_(encoding) {
    in.clear();
    if (!buf_ || from.offset < 0 ||
        buf_->pubseekpos(from.offset, std::ios::in) != std::streampos(from.offset)) {
        buf_ = nullptr; // reads as an empty stream
        reachedStart_ = false;
        return;
    }
    blockStart_ = from.offset;
    line_ = from.line;
    column_ = from.column;
}

// The stream is read in blocks of its own: the splitter looks at every byte, and a byte of a
// block costs less than a call into the stream's buffer.
bool PgnSplitter::refill() {
    if (!buf_) return false;
    blockStart_ += std::streamoff(pos_);
    block_.resize(1 << 16);
    const std::streamsize n = buf_->sgetn(block_.data(), std::streamsize(block_.size()));
    block_.resize(n > 0 ? std::size_t(n) : 0);
    pos_ = 0;
    return !block_.empty();
}

inline int PgnSplitter::peek() {
    if (pos_ < block_.size() || refill()) return static_cast<unsigned char>(block_[pos_]);
    return EOF;
}

inline int PgnSplitter::get() {
    int c = peek();
    if (c == EOF) return c;
    ++pos_;
    if (c == '\r') {
        if (peek() == '\n') ++pos_;
        c = '\n';
    }
    if (c == '\n') {
        ++line_;
        column_ = 1;
    } else if (encoding_ == PgnEncoding::Latin1 || (c & 0xC0) != 0x80) {
        ++column_; // a UTF-8 continuation byte is no character of its own
    }
    return c;
}

inline void PgnSplitter::append(std::string& text, int c, PgnChunk& chunk) {
    if (chunk.tooLong) return;
    if (c >= 0x80) highBytes_ = true;
    text += char(c);
}

// The rest of the line, up to its end (which stays to be read).
void PgnSplitter::skipLine(std::string* text, PgnChunk* chunk) {
    for (int c = peek(); c != EOF && c != '\n' && c != '\r'; c = peek()) {
        get();
        if (text) append(*text, c, *chunk);
    }
}

// Inside a '{' comment: the bytes of the block up to a '}' or a line end, at once (comments
// are most of many files: engine matches comment every move). Returns how many; 0 when the
// next byte is one of those, for the caller to take.
std::size_t PgnSplitter::commentSpan(std::string& text, PgnChunk& chunk) {
    if (pos_ >= block_.size() && !refill()) return 0;
    const char* begin = block_.data() + pos_;
    const char* end = block_.data() + block_.size();
    if (const void* brace = std::memchr(begin, '}', std::size_t(end - begin)))
        end = static_cast<const char*>(brace);
    // Up to a line end; characters for the column: every byte of ASCII and Latin-1, in UTF-8
    // all but the continuation bytes.
    std::size_t characters = 0;
    bool high = false;
    const char* p = begin;
    // Eight bytes at a time while they are ASCII without a line end (a byte is zero in
    // x ^ 0x0A… where it is a line feed: the usual test for a zero byte finds it).
    constexpr std::uint64_t Ones = 0x0101010101010101ull, Highs = 0x8080808080808080ull;
    const auto hasZero = [](std::uint64_t x) { return ((x - Ones) & ~x & Highs) != 0; };
    while (end - p >= 8) {
        std::uint64_t eight;
        std::memcpy(&eight, p, 8);
        if ((eight & Highs) != 0 || hasZero(eight ^ (Ones * '\n')) ||
            hasZero(eight ^ (Ones * '\r')))
            break;
        p += 8;
        characters += 8;
    }
    for (; p != end; ++p) {
        const auto u = static_cast<unsigned char>(*p);
        if (u >= 0x80) {
            high = true;
            if (encoding_ == PgnEncoding::Utf8 && (u & 0xC0) == 0x80) continue;
        } else if (u == '\n' || u == '\r') {
            break;
        }
        ++characters;
    }
    end = p;
    const std::size_t n = std::size_t(end - begin);
    if (n == 0) return 0;
    if (!chunk.tooLong) {
        text.append(begin, n);
        highBytes_ = highBytes_ || high;
    }
    pos_ += n;
    column_ += int(characters);
    return n;
}

// Blank lines, escape lines and ';' comments between two games.
void PgnSplitter::skipBetween() {
    for (;;) {
        const int c = peek();
        if ((c == '%' && column_ == 1) || c == ';')
            skipLine(nullptr, nullptr);
        else if (isBlank(c) || c == '\n' || c == '\r')
            get();
        else
            return;
    }
}

void PgnSplitter::finish(PgnChunk& chunk, std::size_t keep) {
    if (chunk.tooLong) {
        chunk.text.clear();
        return;
    }
    chunk.text.resize(keep);
    // ASCII needs nothing; UTF-8 was checked for the whole stream, and is again for the game
    // (the stream may not have been seekable, or changed since).
    if (highBytes_ && (encoding_ == PgnEncoding::Latin1 || !isValidUtf8(chunk.text)))
        chunk.text = latin1ToUtf8(chunk.text);
}

// Follows the rules of the header: between games, then one game's tags and movetext, up to
// where it ends. Character by character, with no look-back, so a file of any size streams.
bool PgnSplitter::next(PgnChunk& chunk) {
    chunk.text.clear();
    chunk.terminated = chunk.atEnd = chunk.cutToken = chunk.tooLong = false;
    highBytes_ = false;
    std::string& text = chunk.text;
    for (;;) {
        skipBetween();
        if (peek() == EOF) return false;
        chunk.place = {position(), line_, column_, 0};
        // A byte order mark between games (files joined one after the other) is passed over,
        // as python-chess does at the start of each game; other bytes start a game. In a
        // Latin-1 file its bytes are three characters, converted as any others.
        if (peek() != 0xEF || encoding_ != PgnEncoding::Utf8) break;
        const int columnBefore = column_;
        text += char(get());
        if (peek() == 0xBB) text += char(get());
        if (text.size() == 2 && peek() == 0xBF) {
            get();
            text.clear();
            column_ = columnBefore;
            continue;
        }
        break;
    }

    enum class State {
        Tags,
        Moves
    } state = peek() == '[' && text.empty() ? State::Tags : State::Moves;
    std::size_t keep = text.size();  // the text up to its last character that is not white space
    std::streamoff end = position(); // the same, in the stream
    const auto content = [&] {
        keep = text.size();
        end = position();
    };
    bool lineStart = false; // the game's first character is already known not to be blank
    bool blankAfterTags = false;
    bool movesBegun = !text.empty(); // the movetext has more than comments
    bool inComment = false;
    bool inString = false; // in a tag's value
    bool afterTag = false; // a ']' closed a tag on this line
    int depth = 0;         // variations
    char word[8];          // the word being read, to know a result
    std::size_t wordSize = 0;
    bool longWord = false;

    for (;;) {
        if (text.size() >= limits_.maxGameBytes) chunk.tooLong = true;
        if (lineStart) {
            lineStart = false;
            while (isBlank(peek())) append(text, get(), chunk);
            const int c = peek();
            if (c == EOF) break;
            if (c == '\n' || c == '\r') { // a blank line
                if (state == State::Moves && movesBegun) break;
                blankAfterTags = true;
                append(text, get(), chunk);
                lineStart = true;
                continue;
            }
            if (c == '[' && (state == State::Moves || blankAfterTags)) break; // the next game
            if (c == '%' && column_ == 1) { // an escape line, kept for the reader to pass over
                skipLine(&text, &chunk);
                content();
                continue;
            }
            if (state == State::Tags && c == ';') { // a comment line among the tags
                skipLine(&text, &chunk);
                content();
                continue;
            }
            if (state == State::Tags && c != '[') state = State::Moves;
        }

        const int c = peek();
        if (state == State::Tags) {
            // A tag line: '[', a name, a value in quotes (which may hold anything but a line
            // end), ']'. Words after a tag on its line are movetext.
            if (c == EOF) break;
            if (!inString && afterTag && !isBlank(c) && c != '\n' && c != '\r' && c != '[' &&
                c != ']') {
                state = State::Moves;
                continue;
            }
            get();
            if (c == '\n' || c == '\r') {
                append(text, '\n', chunk);
                inString = afterTag = false;
                lineStart = true;
                continue;
            }
            append(text, c, chunk);
            content();
            if (inString) {
                if (c == '\\' && (peek() == '"' || peek() == '\\'))
                    append(text, get(), chunk);
                else if (c == '"')
                    inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == ']') {
                afterTag = true;
            } else if (c == '[') {
                afterTag = false;
            }
            continue;
        }

        if (inComment) {
            if (c == EOF) break;
            if (const std::size_t n = commentSpan(text, chunk); n > 0) {
                // Its last character that is not blank is content (the span holds no line end,
                // so its characters are its bytes' count apart).
                if (!chunk.tooLong) {
                    const std::size_t spanStart = text.size() - n;
                    std::size_t last = text.size();
                    while (last > spanStart && isBlank(static_cast<unsigned char>(text[last - 1])))
                        --last;
                    if (last > spanStart) {
                        end = position() - std::streamoff(text.size() - last);
                        keep = last;
                    }
                }
                if (peek() == '}') { // its end, at once
                    ++pos_;
                    ++column_;
                    append(text, '}', chunk);
                    content();
                    inComment = false;
                }
                continue;
            }
            const int d = get();
            append(text, d, chunk);
            if (d == '}') inComment = false;
            if (!isBlank(d) && d != '\n') content();
            continue;
        }

        // Movetext. A word ends before the first character that cannot be in one; a result
        // outside variations ends the game just after it. The plain bytes of the block (words,
        // blanks, periods, glyphs) are taken at once; the others one by one below.
        if (c != EOF && !chunk.tooLong && pos_ < block_.size()) {
            const char* begin = block_.data() + pos_;
            const char* stop = block_.data() + block_.size();
            const char* p = begin;
            const char* lastContent = nullptr;
            bool moves = false;   // more than a comment's '{'
            int continuation = 0; // UTF-8 continuation bytes: no characters of their own
            bool result = false;
            for (; p != stop; ++p) {
                const auto u = static_cast<unsigned char>(*p);
                if (isWordChar(u)) {
                    if (wordSize < sizeof word)
                        word[wordSize++] = char(u);
                    else
                        longWord = true;
                    lastContent = p;
                    moves = true;
                    continue;
                }
                if (wordSize > 0 || longWord) {
                    result =
                        depth == 0 && !longWord && isResultWord(std::string_view(word, wordSize));
                    wordSize = 0;
                    longWord = false;
                    if (result) break;
                }
                if (u == '{') { // a comment begins: taken here, read above
                    lastContent = p;
                    ++p;
                    inComment = true;
                    break;
                }
                if (u == ';' || u == '(' || u == ')' || u == '*' || u == '\n' || u == '\r') break;
                if (u >= 0x80) {
                    highBytes_ = true;
                    continuation += encoding_ == PgnEncoding::Utf8 && (u & 0xC0) == 0x80;
                }
                if (!isBlank(u)) {
                    lastContent = p;
                    moves = true;
                }
            }
            const std::size_t n = std::size_t(p - begin);
            if (n > 0) {
                text.append(begin, n);
                pos_ += n;
                column_ += int(n) - continuation;
                if (lastContent) {
                    const std::size_t after = std::size_t(p - lastContent - 1);
                    keep = text.size() - after;
                    end = position() - std::streamoff(after);
                }
                movesBegun = movesBegun || moves;
            }
            if (result) {
                chunk.terminated = true;
                break;
            }
            if (n > 0) continue;
        }
        if (!isWordChar(c) && (wordSize > 0 || longWord)) {
            const bool result =
                depth == 0 && !longWord && isResultWord(std::string_view(word, wordSize));
            wordSize = 0;
            longWord = false;
            if (result) {
                chunk.terminated = true;
                break;
            }
            // The input stops in the middle of a word: what follows may have been cut off.
            if (c == EOF) chunk.cutToken = true;
        }
        if (c == EOF) break;
        get();
        if (c == '\n' || c == '\r') {
            append(text, '\n', chunk);
            lineStart = true;
            continue;
        }
        append(text, c, chunk);
        if (isBlank(c)) continue;
        content();
        if (c != '{' && c != ';') movesBegun = true;
        if (isWordChar(c)) {
            if (wordSize < sizeof word)
                word[wordSize++] = char(c);
            else
                longWord = true;
            continue;
        }
        switch (c) {
        case '{': inComment = true; break;
        case ';':
            skipLine(&text, &chunk);
            content();
            break;
        case '(': ++depth; break;
        case ')':
            if (depth > 0) --depth;
            break;
        case '*':
            if (depth == 0) chunk.terminated = true;
            break;
        default: break;
        }
        if (chunk.terminated) break;
    }

    chunk.place.length = end - chunk.place.offset;
    // Whether another game follows: what lies between games is passed over now rather than at
    // the next call (the same either way).
    if (!chunk.terminated) {
        skipBetween();
        chunk.atEnd = peek() == EOF;
    }
    finish(chunk, keep);
    return true;
}

} // namespace ferz
