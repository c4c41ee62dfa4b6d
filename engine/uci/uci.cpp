#include "uci.h"

#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "text.h"
#include "version.h"

#include <algorithm>
#include <cstdio>

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

} // namespace

UciSession::UciSession(Output out) : out_(std::move(out)) {
}

void UciSession::info(const std::string& message) const {
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
        send("uciok");
    } else if (cmd == "isready") {
        send("readyok");
    } else if (cmd == "ucinewgame") {
        game_ = Game();
    } else if (cmd == "position") {
        position(rest);
    } else if (cmd == "go") {
        go(rest);
    } else if (cmd == "d") {
        display();
    } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "setoption" || cmd == "register" ||
               cmd == "debug") {
        // Nothing runs in the background yet and there are no options: nothing to do.
    } else if (cmd == "quit") {
        return false;
    } else {
        info("unknown command " + text::quoted(cmd) +
             "; known: uci, isready, ucinewgame, position, go, stop, d, quit");
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
}

// go perft <depth> counts leaf nodes per root move, as Stockfish prints them. Any other go
// answers with a legal move until the search arrives.
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
    const MoveList moves(game_.position());
    send("bestmove " + (moves.empty() ? std::string("0000") : toUci(moves[0])));
}

void UciSession::perft(int depth) {
    Position pos = game_.position();
    const std::uint64_t total = perftDivide(pos, depth, [this](Move m, std::uint64_t nodes) {
        send(toUci(m) + ": " + std::to_string(nodes));
    });
    send("");
    send("Nodes searched: " + std::to_string(total));
    send("");
}

// The board as text, White at the bottom, then the FEN and the key.
void UciSession::display() const {
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
