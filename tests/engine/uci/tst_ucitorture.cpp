// ferz-engine as a child process under abuse: what a broken or hostile GUI might push through
// its pipes (binary junk, megabyte lines, commands out of order, bad values, quit and the end of
// the input in the middle of a search) and a long random storm of valid and broken commands.
// The engine must never crash or hang, must answer every isready with readyok, must give exactly
// one legal best move for every search it starts, and must exit with 0 on quit and at the end of
// its input. tst_uci checks the protocol's answers in-process; this suite checks the real binary,
// its threads and its pipes.
//
// FERZ_TORTURE_SEED replays a storm (the seed is printed), FERZ_TORTURE_COMMANDS lengthens it.
#include "game.h"
#include "movegen.h"
#include "notation.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QtTest>

#include <algorithm>
#include <array>
#include <cstdio>
#include <deque>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace ferz;
using namespace std::literals;

namespace {

// Hang timeouts, generous for sanitizer builds on a busy 2-core machine: only a hang fails them.
constexpr int ReplyMs = 10'000;
// How long quit or the end of the input may take to end the process, searching or not.
constexpr int ExitMs = 2'000;
// The engine ignores a longer line whole.
constexpr std::size_t MaxLine = 1'000'000;
constexpr std::string_view GoIgnored =
    "info string go ignored: a search is already running (send stop first)";

using Words = std::vector<std::string_view>;

// Words as the engine splits them (text.h), so the model below reads every line as it does.
Words split(std::string_view text) {
    const auto space = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    Words words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && space(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !space(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

std::string join(const Words& words, std::size_t first, std::size_t last) {
    std::string out;
    for (std::size_t i = first; i < last && i < words.size(); ++i)
        out += (out.empty() ? "" : " ") + std::string(words[i]);
    return out;
}

bool startsWith(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// Bytes as a transcript line: printable ASCII as it is, the rest as \xNN, cut after 160 bytes.
std::string shown(std::string_view bytes) {
    std::string out;
    for (std::size_t i = 0; i < bytes.size() && i < 160; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c >= 32 && c < 127) {
            out += char(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", c);
            out += hex;
        }
    }
    if (bytes.size() > 160) out += "... (" + std::to_string(bytes.size()) + " bytes)";
    return out;
}

// A search the engine owes one best move for: where it searches, and what searchmoves allows.
struct Owed {
    Position pos;
    std::vector<Move> only;
    std::string command;
};

// ferz-engine as a child process (started without a shell), with a model of its session: every
// line written to it also goes through model(), which keeps the position it must have, the
// readyok and uciok it owes and the searches it owes a best move for; every line it writes is
// checked against that model as it is read. A broken promise shows in report().
class Child {
public:
    Child() {
        proc_.setProgram(QStringLiteral(FERZ_ENGINE_PATH));
        proc_.setArguments({});
        proc_.start();
        if (!proc_.waitForStarted(ReplyMs)) problem("could not start " FERZ_ENGINE_PATH);
    }
    ~Child() {
        if (proc_.state() != QProcess::NotRunning) {
            proc_.kill();
            proc_.waitForFinished(ReplyMs);
        }
    }
    Child(const Child&) = delete;
    Child& operator=(const Child&) = delete;

    // Writes raw bytes (a line only if they end with '\n') and waits until the pipe took them.
    void write(std::string_view bytes) {
        transcript("> " + shown(bytes));
        modelBytes(bytes);
        proc_.write(bytes.data(), qint64(bytes.size()));
        QElapsedTimer t;
        t.start();
        while (proc_.bytesToWrite() > 0 && proc_.state() == QProcess::Running &&
               t.elapsed() < ReplyMs) {
            proc_.waitForBytesWritten(int(ReplyMs - t.elapsed()));
            readOutput();
        }
        if (proc_.bytesToWrite() > 0) problem("the engine stopped reading its input");
    }
    void line(std::string_view text) { write(std::string(text) + '\n'); }

    // Ends the input, as a GUI that closes the pipe or dies does.
    void closeInput() {
        transcript("> (end of input)");
        if (!partial_.empty()) model(partial_); // getline hands over an unterminated last line
        partial_.clear();
        proc_.closeWriteChannel();
    }

    // The next line from the cursor on that satisfies `match`, within `ms`; moves the cursor
    // past it.
    template <class Match>
    std::optional<std::string> expect(Match match, int ms = ReplyMs) {
        QElapsedTimer t;
        t.start();
        for (;;) {
            while (cursor_ < lines_.size())
                if (const std::string& l = lines_[cursor_++]; match(l)) return l;
            if (t.elapsed() >= ms || !waitForOutput(int(ms - t.elapsed()))) return std::nullopt;
        }
    }
    std::optional<std::string> expectStart(std::string_view prefix, int ms = ReplyMs) {
        return expect([prefix](const std::string& l) { return startsWith(l, prefix); }, ms);
    }

    // True once every isready sent so far has had its readyok.
    bool synced(int ms = ReplyMs) {
        return waitUntil([this] { return readyGot_ >= readyOwed_; }, ms);
    }
    bool isready() {
        line("isready");
        return synced();
    }
    // True once every search started so far has given its best move.
    bool drained(int ms = ReplyMs) {
        return waitUntil([this] { return owed_.empty(); }, ms);
    }
    // The engine's own FEN, from `d` (after an isready, so no earlier `d` answers instead).
    std::string engineFen() {
        if (!isready()) return "(no answer to isready)";
        cursor_ = lines_.size();
        line("d");
        const auto l = expectStart("Fen: ");
        return l ? l->substr(5) : "(no answer to d)";
    }
    const Position& position() const { return game_.position(); }
    std::string modelFen() const { return game_.position().fen(); }

    // Waits for the process to end by itself within `ms`: its exit code, or nullopt (a hang, a
    // crash), with the reason in report().
    std::optional<int> exitCode(int ms) {
        if (proc_.state() != QProcess::NotRunning) proc_.waitForFinished(ms);
        readOutput();
        if (proc_.state() != QProcess::NotRunning) {
            problem("still running " + std::to_string(ms) + " ms later");
            return std::nullopt;
        }
        if (!buffer_.empty()) received(std::exchange(buffer_, {})); // a last line without '\n'
        if (proc_.exitStatus() != QProcess::NormalExit) {
            problem("crashed: " + proc_.errorString().toStdString());
            return std::nullopt;
        }
        return proc_.exitCode();
    }

    // Sends quit and checks that the process ends promptly with 0 and owes nothing.
    QString quit() {
        line("quit");
        return finished();
    }
    // Checks that the process ends within ExitMs with 0, with nothing owed and nothing on stderr.
    QString finished() {
        const std::optional<int> code = exitCode(ExitMs);
        if (code && *code != 0) problem("exit code " + std::to_string(*code));
        if (!owed_.empty()) problem(std::to_string(owed_.size()) + " best move(s) never came");
        if (!stderr_.isEmpty()) problem("wrote to stderr");
        return problems_.empty() ? QString() : report();
    }

    // Everything a failure message needs: the broken promises, the last lines each way, stderr.
    QString report() const {
        QString out = QStringLiteral("\nproblems:\n");
        for (const std::string& p : problems_) out += "  " + QString::fromStdString(p) + '\n';
        out += QStringLiteral("last lines (> sent, < received):\n");
        for (const std::string& l : transcript_) out += "  " + QString::fromStdString(l) + '\n';
        if (!stderr_.isEmpty()) out += "stderr:\n" + QString::fromLocal8Bit(stderr_.left(4000));
        return out;
    }
    bool clean() const { return problems_.empty(); }

    std::size_t mark() const { return lines_.size(); }
    // How many lines from `from` on satisfy `match`.
    template <class Match>
    int count(std::size_t from, Match match) const {
        int n = 0;
        for (std::size_t i = from; i < lines_.size(); ++i) n += match(lines_[i]) ? 1 : 0;
        return n;
    }
    int countStart(std::size_t from, std::string_view prefix) const {
        return count(from, [prefix](const std::string& l) { return startsWith(l, prefix); });
    }
    int linesSent() const { return linesSent_; }
    std::size_t linesReceived() const { return lines_.size(); }
    int bestMoves() const { return bestMoves_; }
    // Reads whatever output has arrived, without waiting.
    void poll() { waitForOutput(0); }

private:
    template <class Done>
    bool waitUntil(Done done, int ms) {
        QElapsedTimer t;
        t.start();
        while (!done()) {
            if (t.elapsed() >= ms || !waitForOutput(int(ms - t.elapsed()))) return done();
        }
        return true;
    }

    // Waits up to `ms` for output and reads it; false when none can come any more.
    bool waitForOutput(int ms) {
        if (proc_.state() == QProcess::Running) proc_.waitForReadyRead(std::max(ms, 0));
        const std::size_t before = lines_.size();
        readOutput();
        return proc_.state() == QProcess::Running || lines_.size() > before;
    }

    void readOutput() {
        stderr_ += proc_.readAllStandardError();
        const QByteArray bytes = proc_.readAllStandardOutput();
        buffer_.append(bytes.constData(), std::size_t(bytes.size()));
        for (std::size_t nl; (nl = buffer_.find('\n')) != std::string::npos;) {
            received(buffer_.substr(0, nl));
            buffer_.erase(0, nl + 1);
        }
    }

    // -- What the engine writes, checked against the model.

    void received(std::string l) {
        transcript("< " + shown(l));
        for (char c : l)
            if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) {
                problem("a non-printable byte in the line " + shown(l));
                break;
            }
        if (l == "readyok" && ++readyGot_ > readyOwed_) problem("readyok without isready");
        if (l == "uciok" && ++uciGot_ > uciOwed_) problem("uciok without uci");
        if (startsWith(l, "bestmove")) bestMove(l);
        if (l == GoIgnored) goIgnored();
        lines_.push_back(std::move(l));
    }

    // A best move answers the oldest search owed, and must be legal where that one searched.
    void bestMove(const std::string& l) {
        ++bestMoves_;
        if (owed_.empty()) {
            problem("a best move for no search: " + l);
            return;
        }
        if (std::string why = legalityProblem(l, owed_.front()); !why.empty()) problem(why);
        owed_.pop_front();
    }

    static std::string legalityProblem(const std::string& l, const Owed& c) {
        const Words w = split(l);
        const std::string where = " (after " + c.command + " in " + c.pos.fen() + ")";
        if (!(w.size() == 2 || (w.size() == 4 && w[2] == "ponder")) || w[0] != "bestmove")
            return "malformed: " + l + where;
        if (w[1] == "0000")
            return MoveList(c.pos).empty() ? "" : "0000 but there are legal moves" + where;
        const Parsed<Move> best = parseUci(c.pos, w[1]);
        if (!best) return l + ": " + best.error() + where;
        if (!c.only.empty() && std::find(c.only.begin(), c.only.end(), *best) == c.only.end())
            return l + ": not one of the searchmoves" + where;
        if (w.size() == 4) {
            Position after = c.pos;
            StateInfo st;
            after.makeMove(*best, st);
            if (const Parsed<Move> ponder = parseUci(after, w[3]); !ponder)
                return l + ": ponder move: " + ponder.error() + where;
        }
        return "";
    }

    // The engine refuses a go while a search it started has not given its best move, and says
    // so before that best move: the first search owed is that one, the second the go refused.
    void goIgnored() {
        if (owed_.size() < 2)
            problem("go ignored, but no search runs");
        else
            owed_.erase(owed_.begin() + 1);
    }

    // -- What the engine has read: the same session, played by the model.

    void modelBytes(std::string_view bytes) {
        for (std::size_t nl; (nl = bytes.find('\n')) != std::string_view::npos;) {
            partial_.append(bytes.substr(0, nl));
            model(partial_);
            partial_.clear();
            bytes.remove_prefix(nl + 1);
        }
        partial_.append(bytes);
    }

    void model(std::string_view l) {
        ++linesSent_;
        if (l.size() > MaxLine) return;
        const Words w = split(l);
        if (w.empty()) return;
        if (w[0] == "isready") {
            ++readyOwed_;
        } else if (w[0] == "uci") {
            ++uciOwed_;
        } else if (w[0] == "ucinewgame") {
            game_ = Game();
        } else if (w[0] == "position") {
            modelPosition(Words(w.begin() + 1, w.end()));
        } else if (w[0] == "go" && !(w.size() > 1 && w[1] == "perft")) {
            modelGo(w, l);
        }
    }

    // As the engine reads it: a bad FEN keeps the previous position; the moves are played up
    // to the first that is not legal.
    void modelPosition(const Words& w) {
        if (w.empty()) return;
        const std::size_t movesAt = std::size_t(std::find(w.begin(), w.end(), "moves") - w.begin());
        Position start;
        if (w[0] == "startpos") {
            if (movesAt > 1) return;
        } else if (w[0] == "fen") {
            const Parsed<Position> parsed = Position::fromFen(join(w, 1, movesAt));
            if (!parsed) return;
            start = *parsed;
        } else {
            return;
        }
        Game game(start);
        for (std::size_t i = movesAt + 1; i < w.size(); ++i) {
            const Parsed<Move> m = parseUci(game.position(), w[i]);
            if (!m) break;
            game.play(*m);
        }
        game_ = std::move(game);
    }

    // A search owed from now on (or a go refused, see goIgnored()); the words after each
    // searchmoves that are legal moves limit its choice.
    void modelGo(const Words& w, std::string_view l) {
        Owed c{game_.position(), {}, shown(l.substr(0, 80))};
        for (std::size_t i = 1; i < w.size(); ++i) {
            if (w[i] != "searchmoves") continue;
            for (; i + 1 < w.size(); ++i) {
                const Parsed<Move> m = parseUci(c.pos, w[i + 1]);
                if (!m) break;
                c.only.push_back(*m);
            }
        }
        owed_.push_back(std::move(c));
    }

    void problem(std::string text) {
        if (problems_.size() < 20) problems_.push_back(std::move(text));
    }
    void transcript(std::string l) {
        transcript_.push_back(std::move(l));
        if (transcript_.size() > 40) transcript_.pop_front();
    }

    QProcess proc_;
    std::string buffer_; // output after the last '\n'
    QByteArray stderr_;
    std::vector<std::string> lines_;
    std::size_t cursor_ = 0;
    std::deque<std::string> transcript_;
    std::vector<std::string> problems_;

    std::string partial_; // input after the last '\n'
    Game game_;
    std::deque<Owed> owed_;
    int readyOwed_ = 0, readyGot_ = 0, uciOwed_ = 0, uciGot_ = 0;
    int linesSent_ = 0, bestMoves_ = 0;
};

// -- The storm: random commands from a grammar of valid and broken ones.

constexpr std::string_view Fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", // black is mated
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",       // stalemate
    "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",    // mate in one
    "8/8/8/8/8/4k3/8/4K3 w - - 0 1",
};

class Storm {
public:
    explicit Storm(std::uint64_t seed) : rng_(seed) {}

    // The bytes of one command (or a bit of junk) with its newline, for an engine whose session
    // is in position `pos`. One junk line in ten has no newline and runs into the next command.
    std::string next(const Position& pos) {
        const int r = pick(100);
        if (r >= 78) return pick(10) ? junk() + '\n' : junk();
        return command(r, pos) + '\n';
    }

private:
    std::string command(int r, const Position& pos) {
        if (r < 14) return position(false);
        if (r < 20) return position(true);
        if (r < 34) return limitedGo(pos);
        if (r < 38)
            return oneOf({"go infinite", "go ponder", "go", "go ponder movetime 30",
                          "go infinite searchmoves e2e4 d2d4"});
        if (r < 43) return brokenGo();
        if (r < 45) return "go perft " + std::to_string(1 + pick(3));
        if (r < 53) return "stop";
        if (r < 57) return "isready";
        if (r < 59) return "uci";
        if (r < 62) return "ucinewgame";
        if (r < 66) return "ponderhit";
        if (r < 70) return goodOption();
        if (r < 74) return badOption();
        if (r < 76) return oneOf({"d", "eval", "debug on", "debug off", "register later"});
        return oneOf({"", " ", "\t\r", "\r", "   isready   \r", "xyzzy", "go!", "stop stop"});
    }

    int pick(int n) { return int(rng_() % std::uint64_t(n)); }
    std::string oneOf(std::initializer_list<std::string_view> list) {
        return std::string(*(list.begin() + pick(int(list.size()))));
    }

    // position startpos|fen … moves …: a random walk of legal moves, or (broken) a mutated
    // FEN, a move that is not legal, or missing parts.
    std::string position(bool broken) {
        const std::size_t i = std::size_t(pick(int(std::size(Fens))));
        std::string fen(Fens[i]);
        std::string out = i == 0 && pick(2) ? "position startpos" : "position fen " + fen;
        Game game(Position::fromFen(fen).value());
        std::string moves;
        for (int n = pick(12); n > 0; --n) {
            const MoveList legal(game.position());
            if (legal.empty()) break;
            const Move m = legal[std::size_t(pick(int(legal.size())))];
            moves += ' ' + toUci(m);
            game.play(m);
        }
        std::string word = " moves";
        if (broken) {
            constexpr std::string_view Mutations = "x9/ -KkQq0\xc3\0"sv;
            switch (pick(6)) {
            case 0:
                moves += oneOf({" e1e8", " a1a1", " zz", " e7e8x", " \xff\xfe", " 0000"});
                break;
            case 1:
                fen[std::size_t(pick(int(fen.size())))] =
                    Mutations[std::size_t(pick(int(Mutations.size())))];
                out = "position fen " + fen;
                break;
            case 2:
                out = "position fen " + fen.substr(0, std::size_t(pick(int(fen.size()))));
                break;
            case 3:
                out = oneOf({"position", "position fen", "position startpos junk",
                             "position moves e2e4", "position e2e4"});
                break;
            case 4: out += " 1 2 3"; break;
            default: word = pick(2) ? "" : " moves moves"; break;
            }
        }
        return moves.empty() ? out : out + word + moves;
    }

    std::string limitedGo(const Position& pos) {
        std::string out = "go";
        switch (pick(6)) {
        case 0: out += " depth " + std::to_string(1 + pick(5)); break;
        case 1: out += " nodes " + std::to_string(1 + pick(20'000)); break;
        case 2: out += " movetime " + std::to_string(1 + pick(40)); break;
        case 3: out += " mate " + std::to_string(1 + pick(3)); break;
        default:
            out += " wtime " + std::to_string(pick(3000) - 100) + " btime " +
                   std::to_string(pick(3000) - 100);
            if (pick(2)) out += " winc " + std::to_string(pick(100)) + " binc 10";
            if (pick(2)) out += " movestogo " + std::to_string(1 + pick(40));
            break;
        }
        if (pick(5) == 0) {
            out += " searchmoves";
            const MoveList legal(pos);
            for (int n = 1 + pick(3); n > 0 && !legal.empty(); --n)
                out += ' ' + toUci(legal[std::size_t(pick(int(legal.size())))]);
            if (pick(3) == 0) out += oneOf({" a1a1", " zz", " e2e4"});
        }
        if (pick(6) == 0) out = oneOf({"go ponder", "go infinite"}) + out.substr(2);
        return out;
    }

    std::string brokenGo() {
        return oneOf({"go depth -5",    "go wtime abc",      "go movetime 99999999999999999999",
                      "go nodes",       "go depth",          "go depth 3 depth x",
                      "go searchmoves", "go searchmoves zz", "go mate -1",
                      "go winc 10",     "go btime -100",     "go nodes 0",
                      "go movestogo 0", "go depth 2 bogus",  "go movetime 0",
                      "go perft",       "go perft 0",        "go perft 13",
                      "go perft x",     "go wtime"});
    }

    std::string goodOption() {
        switch (pick(9)) {
        case 0: return "setoption name Hash value " + oneOf({"1", "2", "4", "8", "16"});
        case 1: return "setoption name Threads value " + std::to_string(1 + pick(3));
        case 2: return "setoption name MultiPV value " + std::to_string(1 + pick(4));
        case 3: return "setoption name Move Overhead value " + std::to_string(pick(100));
        case 4: return "setoption name Clear Hash";
        case 5: return "setoption name UCI_LimitStrength value " + oneOf({"true", "false"});
        case 6: return "setoption name UCI_Elo value " + std::to_string(600 + pick(2201));
        case 7: return "setoption name Ponder value true";
        default: return "setoption name hash value 4";
        }
    }

    std::string badOption() {
        return oneOf({"setoption name Hash value 0", "setoption name Hash value 999999999",
                      "setoption name Threads value -1", "setoption name Threads value many",
                      "setoption name Hash value 1e3", "setoption name Hash value",
                      "setoption name MultiPV value 0", "setoption name UCI_Elo value 99999",
                      "setoption name UCI_LimitStrength value maybe", "setoption name", "setoption",
                      "setoption value 3", "setoption name Colour value red",
                      "setoption name Threads value 2 value 3", "setoption name Hash value 8.5",
                      "setoption name Move Overhead value -30"});
    }

    // Random bytes: raw (NUL and all, never '\n'), invalid UTF-8, or a jumble of protocol words
    // and bytes. Never one the engine must take as quit or a long job (bench, epd, deep perft),
    // nor an option (a jumble could ask for 200 threads).
    std::string junk() {
        static constexpr std::string_view Tokens[] = {
            "go",    "position",     "startpos", "fen",    "moves",    "isready", "stop", "uci",
            "depth", "infinite",     "ponder",   "e2e4",   "d7d5",     "1",       "-1",   "8/8/8/8",
            "\xc3",  "\xed\xa0\x80", "\xff",     "\0\0"sv, "\x1b[31m", "\t",      "\r",   "\x7f"};
        for (;;) {
            std::string s;
            const int mode = pick(3);
            for (int n = pick(mode == 2 ? 10 : 120); n > 0; --n) {
                if (mode == 0) {
                    const char c = char(pick(256));
                    s += c == '\n' ? '\0' : c;
                } else if (mode == 1) {
                    s += oneOf({"\xc0\xaf", "\xe0\x80", "\xf8\x88\x80\x80\x80", "\xef\xbf\xbe",
                                "\xf4\x90\x80\x80", "\xc3\x28", "a"});
                } else {
                    const std::string_view t = Tokens[pick(int(std::size(Tokens)))];
                    s += std::string(t.data(), t.size()) + ' ';
                }
            }
            const Words w = split(s);
            const bool risky = !w.empty() && (w[0] == "quit" || w[0] == "bench" || w[0] == "epd" ||
                                              w[0] == "setoption" ||
                                              (w[0] == "go" && w.size() > 1 && w[1] == "perft"));
            if (!risky) return s;
        }
    }

    std::mt19937_64 rng_;
};

} // namespace

// QVERIFY with the engine's transcript as the message.
#define ENGINE_VERIFY(e, condition) QVERIFY2(condition, qPrintable((e).report()))
// The same, naming the case of a table.
#define CASE_VERIFY(e, name, condition)                                                            \
    QVERIFY2(condition, qPrintable(QString::fromStdString(std::string(name)) + (e).report()))
// quit ends the engine within ExitMs, with 0, every promise kept.
#define ENGINE_QUITS(e)                                                                            \
    do {                                                                                           \
        const QString why = (e).quit();                                                            \
        QVERIFY2(why.isEmpty(), qPrintable(why));                                                  \
    } while (false)

class TestUciTorture : public QObject {
    Q_OBJECT

private slots:
    void binaryJunk();
    void overlongLines();
    void unterminatedLastLine_data();
    void unterminatedLastLine();
    void outOfOrder();
    void stopWithoutGo();
    void goTwice();
    void isreadyWhileSearching();
    void ponderhitWithoutPonder();
    void badPositions();
    void badOptions();
    void badGoParameters();
    void quitMidSearch_data();
    void quitMidSearch();
    void endOfInputMidSearch_data();
    void endOfInputMidSearch();
    void storm();
};

// The tables of bad input below go through one engine each, as one long GUI session would,
// every case starting from a known position; the tests that end the process start one per case.

// NUL bytes, invalid UTF-8, control characters and plain noise, thousands of lines at once.
void TestUciTorture::binaryJunk() {
    Child e;
    for (std::string_view l : {"\0"sv, "isready\0"sv, "\0isready"sv, "uci\r"sv,
                               "\xc3\x28 \xed\xa0\x80 \xf4\x90\x80\x80"sv, "\xc0\xaf\xff\xfe\xfd"sv,
                               "position fen \xff\xfe"sv, "go \0 depth 2"sv, "\x1b[31mred\x1b[0m"sv,
                               "\x7f\x08\x07"sv, "\t\t\t"sv, "\r\r"sv, "\xef\xbb\xbfisready"sv})
        e.line(l);
    ENGINE_VERIFY(e, e.isready());
    ENGINE_VERIFY(e, e.drained()); // "go \0 depth 2" searches to depth 2

    std::mt19937_64 rng(7);
    std::string noise;
    for (int i = 0; i < 3000; ++i) {
        for (int n = int(rng() % 80); n > 0; --n) {
            const char c = char(rng() % 256);
            noise += c == '\n' ? '\0' : c;
        }
        noise += '\n';
    }
    e.write(noise);
    ENGINE_VERIFY(e, e.isready());
    QCOMPARE(e.engineFen(), std::string(Position::StartFen));
    ENGINE_QUITS(e);
}

// A line the engine refuses (over 1,000,000 bytes), one it takes (just under), and megabytes of
// NULs and noise with no newline before the next command.
void TestUciTorture::overlongLines() {
    Child e;
    e.line("position startpos moves e2e4");
    e.line(std::string(1 << 20, 'x'));
    ENGINE_VERIFY(e, e.expectStart("info string line of 1048576 bytes ignored: too long"));
    std::string moves = "position startpos moves e2e4 e7e5";
    while (moves.size() < (1 << 20)) moves += " g1f3 g8f6 f3g1 f6g8";
    e.line(moves);
    QCOMPARE(e.engineFen(), e.modelFen());
    QCOMPARE(e.modelFen(),
             std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));

    moves.resize(MaxLine - 100);
    moves.resize(moves.rfind(' ')); // the longest line of whole moves the engine still reads
    e.line(moves);
    QCOMPARE(e.engineFen(), e.modelFen());
    QVERIFY(e.position().rule50() > 100'000);
    e.line("go depth 4");
    ENGINE_VERIFY(e, e.drained());

    std::string junk(4 << 20, '\0');
    for (std::size_t i = 0; i < junk.size(); i += 7) junk[i] = char(0x80 + i % 100);
    e.write(junk);
    e.write("\nisready\n");
    ENGINE_VERIFY(e, e.synced());
    ENGINE_QUITS(e);
}

// The input ends inside a line: the engine reads that last line, answers it and exits with 0.
void TestUciTorture::unterminatedLastLine_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("answer"); // the start of a line that must come
    const std::string_view isready = "position fen 8/8/8 w\n\xff\0 junk\nisready"sv;
    QTest::newRow("isready") << QByteArray(isready.data(), qsizetype(isready.size())) << "readyok";
    QTest::newRow("go infinite") << QByteArray("go infinite") << "bestmove ";
    QTest::newRow("1 MB of x") << QByteArray(1 << 20, 'x') << "info string line of 1048576";
}

void TestUciTorture::unterminatedLastLine() {
    QFETCH(QByteArray, input);
    QFETCH(QString, answer);
    Child e;
    e.write(std::string_view(input.constData(), std::size_t(input.size())));
    e.closeInput();
    const QString why = e.finished();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    ENGINE_VERIFY(e, e.countStart(0, answer.toStdString()) == 1);
}

// Commands before the ones they should follow, and commands that should wait for a search.
void TestUciTorture::outOfOrder() {
    Child e;
    e.line("go depth 3"); // before position, and before uci
    ENGINE_VERIFY(e, e.drained());
    e.line("position startpos moves g1f3"); // before uci, which does not reset it
    e.line("uci");
    ENGINE_VERIFY(e, e.expect([](const std::string& l) { return l == "uciok"; }));
    QCOMPARE(e.engineFen(), e.modelFen());
    QCOMPARE(e.modelFen(),
             std::string("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"));

    // During a search: setoption is refused, position waits for the next go, ucinewgame stops
    // the search (with its best move, from the old position) and starts afresh.
    e.line("go infinite");
    ENGINE_VERIFY(e, e.expectStart("info depth"));
    e.line("setoption name Hash value 8");
    ENGINE_VERIFY(e, e.expectStart("info string setoption \"hash\" ignored: a search is running"));
    e.line("setoption name Threads value 2");
    ENGINE_VERIFY(e, e.expectStart("info string setoption \"threads\" ignored"));
    e.line("position startpos moves e2e4 e7e5");
    e.line("ucinewgame");
    ENGINE_VERIFY(e, e.expectStart("info string ucinewgame during a search"));
    ENGINE_VERIFY(e, e.drained());
    QCOMPARE(e.engineFen(), std::string(Position::StartFen));
    e.line("ucinewgame");
    e.line("ucinewgame");
    e.line("go depth 2");
    ENGINE_VERIFY(e, e.drained());
    ENGINE_QUITS(e);
    QCOMPARE(e.bestMoves(), 3);
}

// stop with nothing to stop says nothing; a second stop does not bring a second best move.
void TestUciTorture::stopWithoutGo() {
    Child e;
    e.line("stop");
    e.line("stop");
    ENGINE_VERIFY(e, e.isready());
    e.line("go infinite");
    e.line("stop");
    e.line("stop");
    ENGINE_VERIFY(e, e.drained());
    e.line("stop");
    e.line("go depth 2");
    ENGINE_VERIFY(e, e.drained());
    e.line("stop");
    e.line("stop");
    ENGINE_QUITS(e);
    QCOMPARE(e.bestMoves(), 2);
}

// A go while a search runs is refused with a reason; the running search keeps its position.
void TestUciTorture::goTwice() {
    Child e;
    e.line("go infinite");
    e.line("position startpos moves e2e4");
    e.line("go depth 1");
    ENGINE_VERIFY(e, e.expect([](const std::string& l) { return l == GoIgnored; }));
    e.line("stop");
    ENGINE_VERIFY(e, e.drained());
    QCOMPARE(e.bestMoves(), 1);

    // Two limited searches back to back: the second is refused or follows; each is answered.
    for (int i = 0; i < 20; ++i) {
        e.line("go movetime 5");
        e.line("go nodes 3000");
    }
    ENGINE_VERIFY(e, e.drained());
    ENGINE_QUITS(e);
}

// isready is answered while a search runs (before its best move, which waits for stop).
void TestUciTorture::isreadyWhileSearching() {
    Child e;
    e.line("setoption name Threads value 2");
    e.line("go infinite");
    ENGINE_VERIFY(e, e.expectStart("info depth"));
    qint64 slowest = 0;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer t;
        t.start();
        ENGINE_VERIFY(e, e.isready());
        slowest = std::max(slowest, t.elapsed());
    }
    QCOMPARE(e.bestMoves(), 0);
    e.line("stop");
    ENGINE_VERIFY(e, e.drained());
    qInfo("slowest readyok while searching: %lld ms", slowest);
    ENGINE_QUITS(e);
}

// A ponderhit with no pondering search is refused, and it must not restart the clock of a
// timed search (it did: a ponderhit every 50 ms kept `go movetime 300` searching forever).
void TestUciTorture::ponderhitWithoutPonder() {
    Child e;
    e.line("go movetime 300");
    QElapsedTimer t;
    t.start();
    while (e.bestMoves() == 0 && t.elapsed() < ReplyMs) {
        e.line("ponderhit");
        QTest::qSleep(50);
        e.poll();
    }
    ENGINE_VERIFY(e, e.bestMoves() == 1);
    qInfo("go movetime 300 under a ponderhit every 50 ms answered after %lld ms", t.elapsed());

    ENGINE_VERIFY(e, e.expectStart("info string ponderhit ignored: no search is pondering"));

    // A real ponderhit is taken once; the next one is refused.
    e.line("go ponder movetime 100");
    e.line("ponderhit");
    ENGINE_VERIFY(e, e.drained());
    const std::size_t mark = e.mark();
    e.line("ponderhit");
    ENGINE_VERIFY(e, e.isready());
    QCOMPARE(e.countStart(mark, "info string ponderhit ignored"), 1);
    ENGINE_QUITS(e);
    QCOMPARE(e.bestMoves(), 2);
}

// A broken position command is explained and leaves the last good position (after a bad move:
// the moves before it); the next search runs there.
void TestUciTorture::badPositions() {
    constexpr std::string_view Kept = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    constexpr std::string_view E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    const struct {
        std::string_view command, fen; // fen: what the engine must have afterwards
    } cases[] = {
        {"position startpos moves e2e4 e7e5 e1e3", E5},      // a king two squares
        {"position startpos moves e2e4 e7e5 e3e4", E5},      // from an empty square
        {"position startpos moves e2e4 e7e5 e5e4", E5},      // the wrong side's piece
        {"position startpos moves e2e4 e7e5 e1g1", E5},      // castling through pieces
        {"position startpos moves e2e4 e7e5 \xff\xfe", E5},  // not a move at all
        {"position startpos moves e2e4 e7e5 e2e4 d2d4", E5}, // a move played twice
        {"position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8", "8/P6k/8/8/8/8/8/K7 w - - 0 1"},
        {"position fen 8/8/8/8/8/8/8 w - - 0 1", Kept},        // seven ranks
        {"position fen 8/8/8/8/8/8/8/8 w - - 0 1", Kept},      // no kings
        {"position fen K6k/8/8/8/8/8/8/K7 w - - 0 1", Kept},   // two white kings
        {"position fen P6k/8/8/8/8/8/8/K7 w - - 0 1", Kept},   // a pawn on the last rank
        {"position fen k6R/8/8/8/8/8/8/K7 w - - 0 1", Kept},   // the side not to move in check
        {"position fen 4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", Kept}, // castling without rooks
        {"position fen 4k3/8/8/8/8/8/8/4K3 w - e9 0 1", Kept}, // en passant off the board
        {"position fen 4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", Kept},
        {"position fen rnbqkbnr/pppp\0ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"sv, Kept},
        {"position fen \xc3\x28/\xff", Kept}, // invalid UTF-8
        {"position fen", Kept},
        {"position fen moves e2e4", Kept},
        {"position startpos junk moves d2d4", Kept},
        {"position e2e4", Kept},
        {"position", Kept},
    };
    Child e;
    for (const auto& c : cases) {
        const std::string name = shown(c.command);
        e.line("position startpos moves e2e4");
        e.line(c.command);
        CASE_VERIFY(e, name, e.expectStart("info string position"));
        CASE_VERIFY(e, name, e.engineFen() == c.fen);
        CASE_VERIFY(e, name, e.modelFen() == c.fen);
        e.line("go depth 3");
        CASE_VERIFY(e, name, e.drained());
    }
    ENGINE_QUITS(e);
}

// A bad option value is explained, changes nothing, and the engine still plays.
void TestUciTorture::badOptions() {
    const struct {
        std::string_view command, answer;
    } cases[] = {
        {"setoption name Hash value 0", "option \"hash\" needs a number from 1 to 32768"},
        {"setoption name Hash value 999999999", "option \"hash\" needs a number from 1 to 32768"},
        {"setoption name Hash value 99999999999999999999999", "option \"hash\" needs a number"},
        {"setoption name Hash value", "option \"hash\" needs a number"},
        {"setoption name Hash value 1e3", "option \"hash\" needs a number"},
        {"setoption name Threads value -1", "option \"threads\" needs a number from 1 to 256"},
        {"setoption name Threads value four", "option \"threads\" needs a number"},
        {"setoption name Threads value 0x4", "option \"threads\" needs a number"},
        {"setoption name MultiPV value 0", "option \"multipv\" needs a number"},
        {"setoption name Move Overhead value -1", "option \"move overhead\" needs a number"},
        {"setoption name UCI_Elo value 5000", "option \"uci_elo\" needs a number"},
        {"setoption name UCI_LimitStrength value 1", "option \"uci_limitstrength\" needs true"},
        {"setoption name Contempt value 20", "unknown option \"contempt\""},
        {"setoption value 3", "setoption needs: name <option>"},
        {"setoption", "setoption needs: name <option>"},
    };
    Child e;
    for (const auto& c : cases) {
        e.line(c.command);
        CASE_VERIFY(e, c.command, e.expectStart("info string " + std::string(c.answer)));
        e.line("position startpos moves d2d4 d7d5");
        e.line("go depth 4");
        CASE_VERIFY(e, c.command, e.drained());
    }
    ENGINE_QUITS(e);
}

// A bad go parameter is explained and skipped; the search runs with the rest (without any
// limit when none is left, so stop ends it).
void TestUciTorture::badGoParameters() {
    const struct {
        std::string_view command, answer;
    } cases[] = {
        {"go depth -5", "go: depth needs a number, got \"-5\""},
        {"go wtime abc", "go: wtime needs a number, got \"abc\""},
        {"go movetime 99999999999999999999",
         "go: movetime needs a number, got \"99999999999999999999\""},
        {"go movetime -1", "go: movetime needs a number"},
        {"go nodes", "go: nodes needs a number"},
        {"go depth infinite", "go: depth needs a number"},
        {"go mate x", "go: mate needs a number"},
        {"go depth 3 quickly", "go: unknown parameter \"quickly\""},
        {"go searchmoves e7e5 depth 3", "go: unknown parameter \"e7e5\""},
        {"go perft 99", "go perft needs a depth from 1 to 12"},
    };
    Child e;
    for (const auto& c : cases) {
        e.line(c.command);
        CASE_VERIFY(e, c.command, e.expectStart("info string " + std::string(c.answer)));
        CASE_VERIFY(e, c.command, e.isready());
        e.line("stop");
        CASE_VERIFY(e, c.command, e.drained());
    }
    ENGINE_QUITS(e);
}

// quit in the middle of any search ends the process within ExitMs, with 0, after the best move.
void TestUciTorture::quitMidSearch_data() {
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("command");
    QTest::newRow("infinite") << ""
                              << "go infinite";
    QTest::newRow("ponder") << ""
                            << "go ponder wtime 100000 btime 100000";
    QTest::newRow("no limit") << ""
                              << "go";
    QTest::newRow("3 threads, 4 lines")
        << "setoption name Threads value 3\nsetoption name MultiPV value 4"
        << "go infinite";
    QTest::newRow("limited strength") << "setoption name UCI_LimitStrength value true"
                                      << "go infinite";
}

void TestUciTorture::quitMidSearch() {
    QFETCH(QString, setup);
    QFETCH(QString, command);
    Child e;
    if (!setup.isEmpty()) e.line(setup.toStdString());
    e.line("position fen " + std::string(Fens[1]));
    e.line(command.toStdString());
    ENGINE_VERIFY(e, e.expectStart("info depth"));
    ENGINE_QUITS(e);
    QCOMPARE(e.bestMoves(), 1);
}

// The end of the input (a GUI that closed the pipe or died) in the middle of a search: a search
// nothing limits is stopped, and the process ends within ExitMs with 0 after its best move. A
// search without a limit of its own (plain go, or limits that were all malformed) used to be
// waited for, to its full depth: minutes.
void TestUciTorture::endOfInputMidSearch_data() {
    QTest::addColumn<QString>("command");
    QTest::newRow("infinite") << "go infinite";
    QTest::newRow("ponder") << "go ponder";
    QTest::newRow("no limit") << "go";
    QTest::newRow("only bad limits") << "go depth -5 movetime 99999999999999999999 nodes 0";
    QTest::newRow("only the other side's clock") << "go btime 60000";
    QTest::newRow("depth 5, finishes") << "go depth 5";
}

void TestUciTorture::endOfInputMidSearch() {
    QFETCH(QString, command);
    Child e;
    e.line(command.toStdString());
    ENGINE_VERIFY(e, e.expectStart("info depth"));
    e.closeInput();
    const QString why = e.finished();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(e.bestMoves(), 1);
}

// Thousands of random commands, valid and broken, written without waiting; every 25 an isready
// that must be answered; every 250 a stop after which every search started must have given its
// best move, then a limited search that must end by itself, and the engine's position must be
// the model's.
void TestUciTorture::storm() {
    for (std::string_view fen : Fens) QVERIFY2(Position::fromFen(fen), fen.data());
    const std::uint64_t seed = qEnvironmentVariableIsSet("FERZ_TORTURE_SEED")
                                   ? qEnvironmentVariable("FERZ_TORTURE_SEED").toULongLong()
                                   : 20260707;
    const int commands = qEnvironmentVariableIsSet("FERZ_TORTURE_COMMANDS")
                             ? qEnvironmentVariableIntValue("FERZ_TORTURE_COMMANDS")
                             : 10000;
    qInfo("storm seed %llu (replay with FERZ_TORTURE_SEED=%llu), %d commands",
          static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed), commands);
    QElapsedTimer t;
    t.start();
    Storm storm(seed);
    Child e;
    for (int i = 1; i <= commands; ++i) {
        e.write(storm.next(e.position()));
        if (i % 25 == 0) {
            e.write("\nisready\n");
            QVERIFY2(e.synced(), qPrintable(QString("command %1: %2").arg(i).arg(e.report())));
        }
        if (i % 250 == 0) {
            e.line("stop");
            QVERIFY2(e.drained(), qPrintable(QString("command %1: %2").arg(i).arg(e.report())));
            // With whatever options the storm left, a limited search ends by itself.
            e.line(std::array{"go depth 3", "go nodes 5000", "go movetime 20"}[i / 250 % 3]);
            QVERIFY2(e.drained(), qPrintable(QString("command %1: %2").arg(i).arg(e.report())));
            QCOMPARE(e.engineFen(), e.modelFen());
        }
        if (!e.clean()) QFAIL(qPrintable(QString("command %1: %2").arg(i).arg(e.report())));
    }
    e.line("stop");
    ENGINE_QUITS(e);
    qInfo("storm: %d lines sent, %zu received, %d best moves checked, %d go refused, %lld ms",
          e.linesSent(), e.linesReceived(), e.bestMoves(),
          e.count(0, [](const std::string& l) { return l == GoIgnored; }), t.elapsed());
}

QTEST_GUILESS_MAIN(TestUciTorture)
#include "tst_ucitorture.moc"
