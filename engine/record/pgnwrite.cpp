// Writing PGN, and the commands in comments ([%clk …], [%eval …]) that reading and writing
// share.
#include "pgn.h"

#include "chess960.h"

#include "notation.h"
#include "text.h"

#include <algorithm>
#include <array>

namespace ferz {

namespace {

constexpr std::array<std::string_view, 7> SevenTagRoster = {"Event", "Site",  "Date",  "Round",
                                                            "White", "Black", "Result"};

// [%eval 0.35] → 35 centipawns; [%eval #-3] → mate in 3 for Black.
bool parseEval(std::string_view s, std::optional<int>& cp, std::optional<int>& mate) {
    if (!s.empty() && s[0] == '#') {
        const auto m =
            text::parseNumber<int>(s.substr(s.size() > 1 && s[1] == '+' ? 2 : 1), -1000, 1000);
        if (!m) return false;
        mate = m;
        cp.reset();
        return true;
    }
    const bool negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
    const std::size_t dot = s.find('.');
    const auto whole = text::parseNumber<int>(s.substr(0, dot), 0, 100000);
    if (!whole) return false;
    int value = *whole * 100;
    if (dot != std::string_view::npos) {
        const std::string_view frac = s.substr(dot + 1);
        if (frac.empty() || frac.size() > 6) return false;
        int scale = 10;
        for (char c : frac) {
            if (c < '0' || c > '9') return false;
            value += (c - '0') * scale;
            scale /= 10;
        }
    }
    cp = negative ? -value : value;
    mate.reset();
    return true;
}

// Two digits at least ("05"); appended, not concatenated (g++ 12 warns of the latter).
void appendTwoDigits(std::string& out, std::int64_t v) {
    if (v < 10) out += '0';
    out += std::to_string(v);
}

std::string formatEval(const PgnMove& m) {
    if (m.evalMate) return '#' + std::to_string(*m.evalMate);
    const int cp = *m.evalCp;
    const int a = cp < 0 ? -cp : cp;
    std::string out = cp < 0 ? "-" : "";
    out += std::to_string(a / 100);
    out += '.';
    appendTwoDigits(out, a % 100);
    return out;
}

// One command of a comment: where it is ("[%" to "]", or ChessBase's "[#]") and what it says.
struct Command {
    std::size_t begin = 0, end = 0; // [begin, end) in the comment
    enum Kind { Clock, Eval, Drawing, Diagram, Other } kind = Other;
    std::optional<std::int64_t> clockMs;
    std::optional<int> evalCp, evalMate;
};

// The commands of a comment, in order. [%clk …], [%eval …], [%csl …] and [%cal …] whose value
// cannot be read are Other: they stay text.
std::vector<Command> commandsOf(std::string_view comment) {
    std::vector<Command> out;
    for (std::size_t i = 0;;) {
        const std::size_t open = comment.find('[', i);
        if (open == std::string_view::npos) break;
        if (comment.substr(open, 3) == "[#]") { // ChessBase's mark: a diagram here
            Command c;
            c.begin = open;
            c.end = open + 3;
            c.kind = Command::Diagram;
            out.push_back(c);
            i = c.end;
            continue;
        }
        if (comment.substr(open, 2) != "[%") {
            i = open + 1;
            continue;
        }
        const std::size_t close = comment.find(']', open);
        if (close == std::string_view::npos) break;
        Command c;
        c.begin = open;
        c.end = close + 1;
        const std::vector<std::string_view> words =
            text::split(comment.substr(open + 2, close - open - 2));
        if (words.size() == 2 && words[0] == "clk") {
            c.clockMs = parseClock(words[1]);
            if (c.clockMs) c.kind = Command::Clock;
        } else if (words.size() == 2 && words[0] == "eval") {
            if (parseEval(words[1], c.evalCp, c.evalMate)) c.kind = Command::Eval;
        } else if (!words.empty() && (words[0] == "csl" || words[0] == "cal")) {
            // The list may hold spaces after its commas ("Gf7, Ye4"): the rest of the command.
            const std::string_view inside = comment.substr(open + 2, close - open - 2);
            const std::size_t list = inside.find(words[0]) + 3;
            Drawings read;
            if (parseDrawingList(inside.substr(list), words[0] == "cal", read))
                c.kind = Command::Drawing;
        }
        out.push_back(c);
        i = close + 1;
    }
    return out;
}

// `comment` with the part [begin, end) replaced by `with`; a space left doubled by a removal
// goes too.
void replaceCommand(std::string& comment, std::size_t begin, std::size_t end,
                    std::string_view with) {
    if (with.empty() && begin > 0 && end < comment.size() && comment[begin - 1] == ' ' &&
        comment[end] == ' ')
        ++end;
    comment.replace(begin, end - begin, with);
}

// Movetext as tokens, wrapped into lines of at most 80 characters between tokens. A comment is
// one token, written whole with its own lines: a reader sees it as it was written.
class MoveText {
public:
    void add(std::string_view token) {
        flush();
        if (openParen_) pending_ += '(';
        pending_ += token;
        openParen_ = false;
        hasPending_ = true;
    }
    void open() { openParen_ = true; }
    void close() {
        if (openParen_) add({}); // an empty variation: "()"
        pending_ += ')';
    }
    // The comments of one place in one pair of braces: chess.js reads no two in a row. They
    // are separated by "｝ ｛" (U+FF5D, a space, U+FF5B), which the reader splits at and other
    // programs show as a closing and an opening brace. A '}' would end the braces: it is
    // written as U+FF5D, which the reader reads back as '}'.
    void comments(const std::vector<std::string>& texts) {
        if (texts.empty()) return;
        flush();
        if (openParen_) pending_ += '(';
        openParen_ = false;
        hasPending_ = true;
        pending_ += '{';
        for (std::size_t i = 0; i < texts.size(); ++i) {
            if (i > 0) pending_ += "\xEF\xBD\x9D \xEF\xBD\x9B";
            const std::string_view text = texts[i];
            for (std::size_t at = 0;;) {
                const std::size_t brace = text.find('}', at);
                pending_.append(text.substr(at, brace - at));
                if (brace == std::string_view::npos) break;
                pending_ += "\xEF\xBD\x9D";
                at = brace + 1;
            }
        }
        pending_ += '}';
    }
    // The text, its lines of at most 80 bytes between tokens (a comment keeps its own).
    std::string wrapped() {
        flush();
        return std::move(out_) + '\n';
    }

private:
    // The token before the one being added goes out: only now is it known whole (a ')' may
    // follow it), and so whether it fits on the line.
    void flush() {
        if (!hasPending_) return;
        const std::size_t firstLine = std::min(pending_.find('\n'), pending_.size());
        if (column_ > 0 && column_ + 1 + firstLine > 80) {
            out_ += '\n';
            column_ = 0;
        }
        if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += pending_;
        const std::size_t lastBreak = pending_.rfind('\n');
        column_ = lastBreak == std::string::npos ? column_ + pending_.size()
                                                 : pending_.size() - lastBreak - 1;
        pending_.clear();
        hasPending_ = false;
    }

    std::string out_;
    std::string pending_;
    bool hasPending_ = false;
    std::size_t column_ = 0; // bytes on the line being written
    bool openParen_ = false;
};

// Whether a move's comments go out as they are: no command in them, no value to add.
bool commentsAsTheyAre(const PgnMove& m) {
    if (m.clockMs || m.evalCp || m.evalMate) return false;
    return std::none_of(m.comments.begin(), m.comments.end(),
                        [](const std::string& c) { return c.find("[%") != std::string::npos; });
}

void writeLine(const std::vector<PgnMove>& line, Position pos, MoveText& out) {
    bool numberBlack = true; // a black move after something else than White's move
    for (const PgnMove& m : line) {
        if (!m.commentsBefore.empty()) {
            out.comments(m.commentsBefore);
            numberBlack = true;
        }
        const int number = pos.fullmoveNumber();
        if (pos.sideToMove() == White)
            out.add(std::to_string(number) + '.');
        else if (numberBlack)
            out.add(std::to_string(number) + "...");
        out.add(toSan(pos, m.move));
        for (int nag : m.nags) out.add('$' + std::to_string(nag));
        if (commentsAsTheyAre(m)) {
            out.comments(m.comments);
            numberBlack = !m.comments.empty();
        } else {
            const std::vector<std::string> comments = commentsToWrite(m);
            out.comments(comments);
            numberBlack = !comments.empty();
        }
        numberBlack = numberBlack || !m.variations.empty();
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
    if (ms < 0) ms = 0;
    const std::int64_t seconds = ms / 1000;
    std::string out = std::to_string(seconds / 3600);
    out += ':';
    appendTwoDigits(out, seconds / 60 % 60);
    out += ':';
    appendTwoDigits(out, seconds % 60);
    if (const std::int64_t fraction = ms % 1000; fraction > 0) {
        std::string digits = std::to_string(fraction);
        digits.insert(0, 3 - digits.size(), '0');
        while (digits.back() == '0') digits.pop_back();
        out += '.' + digits;
    }
    return out;
}

bool readCommands(const std::vector<std::string>& comments, PgnMove& move) {
    bool clock = false, eval = false;
    for (const std::string& comment : comments)
        for (const Command& c : commandsOf(comment)) {
            if (c.kind == Command::Clock && !clock) {
                clock = true;
                move.clockMs = c.clockMs;
            } else if (c.kind == Command::Eval && !eval) {
                eval = true;
                move.evalCp = c.evalCp;
                move.evalMate = c.evalMate;
            }
        }
    return clock || eval;
}

std::string commentText(std::string_view comment) {
    std::string out(comment);
    const std::vector<Command> commands = commandsOf(comment);
    for (auto c = commands.rbegin(); c != commands.rend(); ++c)
        if (c->kind != Command::Other) replaceCommand(out, c->begin, c->end, {});
    return std::string(text::trim(out));
}

std::string commentCommands(std::string_view comment) {
    std::string out;
    for (const Command& c : commandsOf(comment)) {
        if (c.kind == Command::Other) continue;
        if (!out.empty()) out += ' ';
        out += comment.substr(c.begin, c.end - c.begin);
    }
    return out;
}

Drawings readDrawings(const std::vector<std::string>& comments) {
    Drawings out;
    for (const std::string& comment : comments)
        for (const Command& c : commandsOf(comment)) {
            if (c.kind != Command::Drawing) continue;
            const std::string_view inside =
                std::string_view(comment).substr(c.begin + 2, c.end - c.begin - 3);
            const std::string_view name = text::trim(inside).substr(0, 3);
            parseDrawingList(inside.substr(inside.find(name) + 3), name == "cal", out);
        }
    return out;
}

std::vector<std::string> withDrawings(const std::vector<std::string>& comments,
                                      const Drawings& drawings) {
    std::vector<std::string> out;
    for (std::string comment : comments) {
        const std::vector<Command> commands = commandsOf(comment);
        bool removed = false;
        for (auto c = commands.rbegin(); c != commands.rend(); ++c)
            if (c->kind == Command::Drawing) {
                replaceCommand(comment, c->begin, c->end, {});
                removed = true;
            }
        if (removed) comment = std::string(text::trim(comment));
        if (!comment.empty()) out.push_back(std::move(comment));
    }
    if (const std::string commands = drawingCommands(drawings); !commands.empty()) {
        if (out.empty())
            out.push_back(commands);
        else
            out.front() = commands + ' ' + out.front();
    }
    return out;
}

std::vector<std::string> commentsToWrite(const PgnMove& move) {
    std::vector<std::string> out;
    bool clock = false, eval = false; // the command that gives the move's value was seen
    for (std::string comment : move.comments) {
        const std::vector<Command> commands = commandsOf(comment);
        bool removed = false;
        // From the last, so that the places of the earlier ones stay; which is the first of
        // its kind is known from the list.
        std::vector<bool> firstOfKind(commands.size(), false);
        for (std::size_t i = 0; i < commands.size(); ++i) {
            if (commands[i].kind == Command::Clock && !clock) firstOfKind[i] = clock = true;
            if (commands[i].kind == Command::Eval && !eval) firstOfKind[i] = eval = true;
        }
        for (std::size_t i = commands.size(); i-- > 0;) {
            const Command& c = commands[i];
            if (!firstOfKind[i]) continue;
            if (c.kind == Command::Clock) {
                if (move.clockMs == c.clockMs) continue; // unchanged: as written
                const std::string with =
                    move.clockMs ? "[%clk " + formatClock(*move.clockMs) + ']' : std::string();
                removed = removed || with.empty();
                replaceCommand(comment, c.begin, c.end, with);
            } else {
                if (move.evalCp == c.evalCp && move.evalMate == c.evalMate) continue;
                const bool has = move.evalCp || move.evalMate;
                const std::string with = has ? "[%eval " + formatEval(move) + ']' : std::string();
                removed = removed || with.empty();
                replaceCommand(comment, c.begin, c.end, with);
            }
        }
        if (removed) comment = std::string(text::trim(comment));
        if (!comment.empty()) out.push_back(std::move(comment));
    }
    std::string first;
    if (!eval && (move.evalCp || move.evalMate)) first = "[%eval " + formatEval(move) + ']';
    if (!clock && move.clockMs)
        first += (first.empty() ? "" : " ") + ("[%clk " + formatClock(*move.clockMs) + ']');
    if (!first.empty()) {
        if (out.empty())
            out.push_back(first);
        else
            out.front() = first + ' ' + out.front();
    }
    return out;
}

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
    // A Chess960 game names its start position even when it is the usual one (number 518), as
    // lichess and Cute Chess write it: readers that take the Variant tag look for the FEN.
    const bool fromPosition =
        game.start.fen() != Position::StartFen || isChess960Variant(game.tag("Variant"));
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
    text.comments(game.comments);
    writeLine(game.moves, game.start, text);
    text.add(game.result);
    return out + text.wrapped();
}

} // namespace ferz
