// The move readers of notation.h over any bytes. The first line is a FEN (the start position
// when it does not read); every further line is a move text, given to parseSan, parseMove and
// parseUci. A move any of them accepts must be legal, and its SAN and UCI must read back to the
// same move. The move parseMove accepts is played before the next line, so later lines meet
// positions deeper in a game.
#include "fuzz.h"

#include "notation.h"
#include "position.h"

#include <cstddef>
#include <cstdint>

using namespace ferz;

namespace {

constexpr int MaxLines = 64;

// What every accepted move must satisfy.
void checkMove(const Position& pos, Move m, std::string_view who, std::string_view text) {
    const std::string context = std::string(who) + " on " + pos.fen();
    if (!pos.isLegal(m)) fuzz::fail(context + " accepted an illegal move", text);
    const std::string san = toSan(pos, m);
    const Parsed<Move> sanBack = parseSan(pos, san);
    if (!sanBack || *sanBack != m)
        fuzz::fail(context + ": its SAN " + san + " does not read back to the move", text);
    // A Chess960 position writes castling as UCI_Chess960 does (king takes rook): a king that
    // castles without moving (g8g8) has no other form that reads back.
    const std::string uci = toUci(pos, m, pos.hasChess960Castling());
    const Parsed<Move> uciBack = parseUci(pos, uci);
    if (!uciBack || *uciBack != m)
        fuzz::fail(context + ": its UCI " + uci + " does not read back to the move", text);
}

// One parser's answer: a move to check, or an error to check.
void checkAnswer(const Position& pos, const Parsed<Move>& answer, std::string_view who,
                 std::string_view text) {
    if (answer)
        checkMove(pos, *answer, who, text);
    else
        fuzz::checkError(who, answer.error());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::size_t eol = text.find('\n');
    const Parsed<Position> start = Position::fromFen(text.substr(0, eol));
    Position pos = start ? *start : Position();
    StateInfo states[MaxLines];

    for (int n = 0; n < MaxLines && eol != std::string_view::npos; ++n) {
        text.remove_prefix(eol + 1);
        eol = text.find('\n');
        const std::string_view line = text.substr(0, eol);

        checkAnswer(pos, parseSan(pos, line), "parseSan", line);
        checkAnswer(pos, parseUci(pos, line), "parseUci", line);
        const Parsed<Move> move = parseMove(pos, line);
        checkAnswer(pos, move, "parseMove", line);
        if (move) {
            pos.makeMove(*move, states[n]);
            if (pos.key() != pos.computeKey())
                fuzz::fail("the key after a move is not the key computed from the board", line);
        }
    }
    return 0;
}
