#include "uci.h"

#include "bench.h"
#include "endgame.h"
#include "epd.h"
#include "eval.h"
#include "movegen.h"
#include "notation.h"
#include "ownbook.h"
#include "perft.h"
#include "text.h"
#include "version.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <new>

namespace ferz {

namespace {

using Words = std::vector<std::string_view>;

// The text from word `first` to the end, as one string with single spaces.
std::string join(const Words& words, std::size_t first, std::size_t last) {
    std::string out;
    for (std::size_t i = first; i < last && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

constexpr int MaxPerftDepth = 12;

bool isGoKeyword(std::string_view w) {
    for (std::string_view k : {"searchmoves", "ponder", "wtime", "btime", "winc", "binc",
                               "movestogo", "depth", "nodes", "mate", "movetime", "infinite"})
        if (w == k) return true;
    return false;
}
constexpr int MaxHashMb = 32768;
constexpr int MaxThreads = 256;

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

UciSession::UciSession(Output out) : out_(std::move(out)) {
}

void UciSession::send(std::string_view line) {
    std::lock_guard lock(outMutex_);
    out_(line);
}

void UciSession::info(const std::string& message) {
    send("info string " + message);
}

bool UciSession::handle(std::string_view line) {
    // A line longer than any legal command (a game of 6,000 moves is about 30 KB) is refused
    // whole rather than half-read.
    if (line.size() > 1'000'000) {
        info("line of " + std::to_string(line.size()) + " bytes ignored: too long");
        return true;
    }
    const Words words = text::split(line);
    if (words.empty()) return true;
    const std::string_view cmd = words[0];
    const std::string_view rest =
        text::trim(line.substr(std::size_t(cmd.data() - line.data()) + cmd.size()));

    if (cmd == "uci") {
        send("id name Ferz " + std::string(Version));
        send("id author the Ferz developers");
        send("option name Hash type spin default 16 min 1 max " + std::to_string(MaxHashMb));
        send("option name Threads type spin default 1 min 1 max " + std::to_string(MaxThreads));
        send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMoves));
        send("option name Move Overhead type spin default 30 min 0 max 5000");
        send("option name Ponder type check default false");
        send("option name UCI_LimitStrength type check default false");
        send("option name UCI_Elo type spin default 1500 min " + std::to_string(MinElo) + " max " +
             std::to_string(MaxElo));
        send("option name UCI_Chess960 type check default false");
        send("option name Clear Hash type button");
        // OwnBook plays from BookFile, or from Ferz's own book when none is set.
        send("option name OwnBook type check default false");
        send("option name BookFile type string default <empty>");
        send("uciok");
    } else if (cmd == "isready") {
        send("readyok");
    } else if (cmd == "ucinewgame") {
        if (engine_.searching()) {
            info("ucinewgame during a search: the search is stopped first");
            engine_.stop();
            engine_.wait();
        }
        engine_.newGame();
        game_ = Game();
    } else if (cmd == "position") {
        position(rest);
    } else if (cmd == "go") {
        go(rest);
    } else if (cmd == "stop") {
        engine_.stop();
    } else if (cmd == "ponderhit") {
        if (!engine_.ponderhit()) info("ponderhit ignored: no search is pondering");
    } else if (cmd == "setoption") {
        setOption(rest);
    } else if (cmd == "bench") {
        bench(rest);
    } else if (cmd == "epd") {
        epd(rest);
    } else if (cmd == "d") {
        display();
    } else if (cmd == "eval") {
        traceEval();
    } else if (cmd == "register" || cmd == "debug") {
        // Nothing to register, and nothing extra to say in debug mode.
    } else if (cmd == "quit") {
        engine_.stop();
        engine_.wait();
        return false;
    } else {
        info("unknown command " + text::quoted(cmd) +
             "; known: uci, isready, ucinewgame, setoption, position, go, stop, ponderhit, "
             "quit, and d, eval, bench, epd");
    }
    return true;
}

// position startpos [moves m1 m2 …] | position fen <FEN> [moves m1 m2 …]
// A bad FEN leaves the previous position as it was; the moves are played up to the first one
// that is not legal, and that one is reported.
void UciSession::position(std::string_view args) {
    const Words words = text::split(args);
    if (words.empty()) {
        info("position needs startpos or fen <FEN>");
        return;
    }
    const std::size_t movesAt =
        std::size_t(std::find(words.begin(), words.end(), "moves") - words.begin());

    Position start;
    if (words[0] == "startpos") {
        if (movesAt > 1) {
            info("position: unexpected " + text::quoted(words[1]) + " after startpos");
            return;
        }
    } else if (words[0] == "fen") {
        const std::string fen = join(words, 1, movesAt);
        Parsed<Position> parsed = Position::fromFen(fen);
        if (!parsed) {
            info("position: bad FEN: " + parsed.error());
            return;
        }
        start = parsed.value();
    } else {
        info("position: expected startpos or fen, got " + text::quoted(words[0]));
        return;
    }

    Game game(start);
    for (std::size_t i = movesAt + 1; i < words.size(); ++i) {
        Parsed<Move> m = parseUci(game.position(), words[i]);
        if (!m) {
            info("position: move " + std::to_string(i - movesAt) + ": " + m.error() +
                 "; the position is set up to the move before it");
            break;
        }
        game.play(m.value());
    }
    game_ = std::move(game);
    // A level's book plies count from the game's start, as the GUI gives it.
    engine_.setBookStartPly(start.gamePly());
}

// go [perft N] [wtime …] [btime …] [winc …] [binc …] [movestogo …] [movetime …] [depth …]
//    [nodes …] [infinite] [ponder] [searchmoves m1 m2 …]
// Unknown or malformed parts are reported and skipped; the search starts with the rest.
void UciSession::go(std::string_view args) {
    const Words words = text::split(args);
    if (!words.empty() && words[0] == "perft") {
        std::optional<int> depth =
            words.size() == 2 ? text::parseNumber(words[1], 1, MaxPerftDepth) : std::nullopt;
        if (!depth) {
            info("go perft needs a depth from 1 to " + std::to_string(MaxPerftDepth));
            return;
        }
        perft(*depth);
        return;
    }
    {
        // Decided under the output lock: a search stops counting as running just before its
        // best move is written, so asking the engine would let this refusal follow that best
        // move, and the GUI could not tell which go was refused.
        std::lock_guard lock(outMutex_);
        if (!answered_) {
            out_("info string go ignored: a search is already running (send stop first)");
            return;
        }
    }

    SearchLimits limits;
    const Position& pos = game_.position();
    constexpr std::int64_t Day = 86'400'000;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view w = words[i];
        if (w == "infinite") {
            limits.infinite = true;
        } else if (w == "ponder") {
            limits.ponder = true;
        } else if (w == "searchmoves") {
            while (i + 1 < words.size()) {
                Parsed<Move> m = parseUci(pos, words[i + 1]);
                if (!m) break;
                limits.searchMoves.push_back(m.value());
                ++i;
            }
        } else if (w == "wtime" || w == "btime" || w == "winc" || w == "binc" || w == "movestogo" ||
                   w == "movetime" || w == "depth" || w == "nodes" || w == "mate") {
            // Clocks may run below zero in some GUIs: a clock at or under zero means "hurry".
            const bool clock = w == "wtime" || w == "btime";
            std::optional<std::int64_t> value =
                i + 1 < words.size()
                    ? text::parseNumber<std::int64_t>(words[i + 1], clock ? -Day : 0,
                                                      w == "nodes" ? 1'000'000'000'000 : Day)
                    : std::nullopt;
            if (!value) {
                info("go: " + std::string(w) + " needs a number" +
                     (i + 1 < words.size() ? ", got " + text::quoted(words[i + 1]) : ""));
                if (i + 1 < words.size() && !isGoKeyword(words[i + 1])) ++i; // skip the bad value
                continue;
            }
            ++i;
            const int v = int(std::max<std::int64_t>(*value, clock ? 1 : 0));
            if (w == "wtime")
                limits.timeMs[White] = v;
            else if (w == "btime")
                limits.timeMs[Black] = v;
            else if (w == "winc")
                limits.incMs[White] = v;
            else if (w == "binc")
                limits.incMs[Black] = v;
            else if (w == "movestogo")
                limits.movesToGo = v;
            else if (w == "movetime")
                limits.movetimeMs = std::max(1, v);
            else if (w == "depth")
                limits.depth = std::clamp(v, 1, MaxPly - 1);
            else if (w == "mate")
                limits.depth = std::clamp(2 * v, 1, MaxPly - 1);
            else
                limits.nodes = std::uint64_t(*value);
        } else {
            info("go: unknown parameter " + text::quoted(w) + " ignored");
        }
    }

    std::vector<Key> history = game_.keys();
    history.pop_back(); // the current position: the engine adds it itself
    engine_.setPosition(pos, std::move(history));
    // A search that nothing limits (plain `go`, or one whose limits were all malformed) runs
    // until stopped, like `go infinite`: at the end of the input it is stopped, not waited for.
    const bool limited = limits.depth || limits.nodes || limits.movetimeMs ||
                         limits.timeMs[pos.sideToMove()] > 0 || limitStrength_;
    openEndedSearch_ = limits.infinite || limits.ponder || !limited;
    {
        std::lock_guard lock(outMutex_);
        answered_ = false;
    }
    // The moves go out in the notation asked for (UCI_Chess960); the root position knows the
    // castling rooks, which stay on their squares for every move of the lines.
    engine_.go(
        limits,
        [this, root = pos, chess960 = chess960_](const SearchInfo& i) {
            sendInfo(i, root, chess960);
        },
        [this, root = pos, chess960 = chess960_](Move best, Move ponder) {
            std::string line = "bestmove " + toUci(root, best, chess960);
            if (ponder) line += " ponder " + toUci(root, ponder, chess960);
            std::lock_guard lock(outMutex_);
            out_(line);
            answered_ = true;
        });
}

void UciSession::endOfInput() {
    if (openEndedSearch_) engine_.stop();
    engine_.wait();
}

// One `info` line for a principal variation of the search from `root`.
void UciSession::sendInfo(const SearchInfo& i, const Position& root, bool chess960) {
    std::string line = "info depth " + std::to_string(i.depth) + " seldepth " +
                       std::to_string(i.selDepth) + " multipv " + std::to_string(i.multiPv) +
                       " score ";
    line +=
        i.isMate() ? "mate " + std::to_string(i.mateInMoves()) : "cp " + std::to_string(i.score);
    if (i.bound == BoundLower) line += " lowerbound";
    if (i.bound == BoundUpper) line += " upperbound";
    line += " nodes " + std::to_string(i.nodes) + " nps " + std::to_string(i.nps) + " hashfull " +
            std::to_string(i.hashfull) + " time " + std::to_string(i.timeMs) + " pv";
    for (Move m : i.pv) line += ' ' + toUci(root, m, chess960);
    send(line);
}

// setoption name <name> [value <value>]; names are not case-sensitive.
void UciSession::setOption(std::string_view args) {
    constexpr std::size_t MaxPathChars = 4096; // a file's name is said whole
    const Words words = text::split(args);
    if (words.empty() || words[0] != "name") {
        info("setoption needs: name <option> [value <value>]");
        return;
    }
    const std::size_t valueAt =
        std::size_t(std::find(words.begin(), words.end(), "value") - words.begin());
    const std::string name = lower(join(words, 1, valueAt));
    const std::string value = join(words, valueAt + 1, words.size());
    // The value as written, its inner spaces kept (a file name may have two in a row).
    const std::string rawValue =
        valueAt + 1 < words.size()
            ? std::string(
                  text::trim(args.substr(std::size_t(words[valueAt + 1].data() - args.data()))))
            : std::string();
    if (engine_.searching()) {
        info("setoption " + text::quoted(name) + " ignored: a search is running");
        return;
    }
    const auto number = [&](int lo, int hi) -> std::optional<int> {
        std::optional<int> v = text::parseNumber(value, lo, hi);
        if (!v)
            info("option " + text::quoted(name) + " needs a number from " + std::to_string(lo) +
                 " to " + std::to_string(hi) + ", got " + text::quoted(value));
        return v;
    };

    if (name == "hash") {
        if (auto mb = number(1, MaxHashMb)) {
            try {
                engine_.setHashMegabytes(std::size_t(*mb));
            } catch (const std::bad_alloc&) {
                engine_.setHashMegabytes(16);
                info("not enough memory for a " + std::to_string(*mb) + " MB table; using 16 MB");
            }
        }
    } else if (name == "threads") {
        if (auto n = number(1, MaxThreads)) engine_.setThreads(*n);
    } else if (name == "multipv") {
        if (auto n = number(1, MaxMoves)) engine_.setMultiPv(*n);
    } else if (name == "move overhead") {
        if (auto n = number(0, 5000)) engine_.setMoveOverheadMs(*n);
    } else if (name == "clear hash") {
        engine_.clearHash();
    } else if (name == "uci_limitstrength") {
        if (value != "true" && value != "false") {
            info("option \"uci_limitstrength\" needs true or false, got " + text::quoted(value));
            return;
        }
        limitStrength_ = value == "true";
        engine_.setStrength(limitStrength_ ? std::optional<int>(elo_) : std::nullopt);
    } else if (name == "uci_elo") {
        if (auto elo = number(MinElo, MaxElo)) {
            elo_ = *elo;
            engine_.setStrength(limitStrength_ ? std::optional<int>(elo_) : std::nullopt);
        }
    } else if (name == "uci_chess960") {
        if (value != "true" && value != "false") {
            info("option \"uci_chess960\" needs true or false, got " + text::quoted(value));
            return;
        }
        // Castling is read in both notations anyway; this says how to write it, and that the
        // book (standard chess's) is not to be used.
        chess960_ = value == "true";
        engine_.setChess960(chess960_);
    } else if (name == "ownbook") {
        if (value != "true" && value != "false") {
            info("option \"ownbook\" needs true or false, got " + text::quoted(value));
            return;
        }
        engine_.setUseBook(value == "true");
        // With no BookFile, OwnBook means Ferz's own book, compiled in.
        if (value == "true" && !engine_.book()) engine_.setBook(ownBook());
    } else if (name == "bookfile") {
        if (rawValue.empty() || rawValue == "<empty>") {
            engine_.setBook(ownBook());
            return;
        }
        auto book = PolyglotBook::load(rawValue);
        if (!book) {
            info("book " + text::quoted(rawValue, MaxPathChars) + " not loaded: " + book.error());
            engine_.setBook(nullptr);
            return;
        }
        engine_.setBook(std::make_shared<const PolyglotBook>(std::move(book).value()));
        info("book " + text::quoted(rawValue, MaxPathChars) +
             " loaded: " + std::to_string(engine_.book()->size()) + " entries");
    } else if (name == "ponder") {
        // The GUI tells us it may send go ponder; nothing to set up for it.
    } else {
        info("unknown option " + text::quoted(name));
    }
}

// Ferz's own book, read at the first use: OwnBook's book when no BookFile is set.
std::shared_ptr<const PolyglotBook> UciSession::ownBook() {
    if (!ownBook_) {
        Parsed<PolyglotBook> parsed = ferz::ownBook();
        if (parsed) ownBook_ = std::make_shared<const PolyglotBook>(std::move(parsed).value());
    }
    return ownBook_;
}

void UciSession::perft(int depth) {
    const Position root = game_.position();
    Position pos = root;
    const std::uint64_t total = perftDivide(pos, depth, [this, &root](Move m, std::uint64_t nodes) {
        send(toUci(root, m, chess960_) + ": " + std::to_string(nodes));
    });
    send("");
    send("Nodes searched: " + std::to_string(total));
    send("");
}

// bench [depth]: the search's signature, a fixed list of positions searched to a fixed depth
// with one thread and a fresh 16 MB table. The node count changes exactly when search
// behaviour changes.
void UciSession::bench(std::string_view args) {
    const Words words = text::split(args);
    std::optional<int> depth =
        words.empty() ? std::optional<int>(BenchDepth) : text::parseNumber(words[0], 1, 30);
    if (!depth) {
        info("bench needs a depth from 1 to 30");
        return;
    }
    Engine engine;
    const BenchResult r = runBench(engine, *depth);
    send("Total time (ms) : " + std::to_string(r.timeMs));
    send("Nodes searched  : " + std::to_string(r.nodes));
    send("Nodes/second    : " + std::to_string(r.nps()));
}

// epd <file> [movetime]: how many positions of a test suite the engine solves, searching each
// for movetime milliseconds (default 1000) with the current options.
void UciSession::epd(std::string_view args) {
    const Words words = text::split(args);
    std::optional<int> ms = words.size() == 2   ? text::parseNumber(words[1], 1, 3'600'000)
                            : words.size() == 1 ? std::optional<int>(1000)
                                                : std::nullopt;
    if (!ms) {
        info("epd needs a file name and optionally a time per position in milliseconds");
        return;
    }
    std::ifstream file{std::string(words[0])};
    if (!file) {
        info("epd: cannot open " + text::quoted(words[0]));
        return;
    }
    if (engine_.searching()) {
        info("epd ignored: a search is running");
        return;
    }
    runEpdSuite(engine_, file, *ms, [this](std::string_view line) { send(line); });
}

// The evaluation's terms for the current position, from White's point of view.
void UciSession::traceEval() {
    const EvalTrace t = traceEvaluation(game_.position());
    const auto row = [this](const char* name, EvalTrace::Term term) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%-12s %6d %6d", name, term.mg, term.eg);
        send(buf);
    };
    send("term             mg     eg   (centipawns, White's view)");
    row("material", t.material);
    row("placement", t.placement);
    row("mobility", t.mobility);
    row("pawns", t.pawns);
    row("passed", t.passed);
    row("threats", t.threats);
    row("king safety", t.kingSafety);
    row("pieces", t.pieces);
    row("complexity", t.complexity);
    send("phase " + std::to_string(t.phase) + "/24, total " + std::to_string(t.total) +
         " for White, " + std::to_string(evaluate(game_.position())) + " for the side to move");
    if (const std::optional<int> known = knownEnding(game_.position()))
        send("a known ending: " + std::to_string(*known) + " for White, whatever the terms say");
}

// The board as text, White at the bottom, then the FEN and the key.
void UciSession::display() {
    const Position& pos = game_.position();
    constexpr std::string_view Letters = "PNBRQKpnbrqk";
    const std::string border = " +---+---+---+---+---+---+---+---+";
    send("");
    send(border);
    for (int rank = 7; rank >= 0; --rank) {
        std::string row = " |";
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            row += ' ';
            row += p == NoPiece ? ' ' : Letters[p];
            row += " |";
        }
        send(row + ' ' + char('1' + rank));
        send(border);
    }
    send("   a   b   c   d   e   f   g   h");
    send("");
    char key[17];
    std::snprintf(key, sizeof key, "%016llX", static_cast<unsigned long long>(pos.key()));
    std::string checkers;
    for (Bitboard b = pos.checkers(); b;) checkers += squareName(popLsb(b)) + ' ';
    send("Fen: " + pos.fen());
    send("Key: " + std::string(key));
    send("Checkers: " + checkers);
}

} // namespace ferz
