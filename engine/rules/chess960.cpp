#include "chess960.h"

#include <cctype>

namespace ferz {

namespace {

// The ten ways to put two knights on five squares, in the numbering's order: the first
// knight's place among the five, then the second's.
constexpr int KnightPlaces[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                     {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// Puts `piece` on the `nth` empty file (0-based) of `rank`.
void placeOnEmpty(std::string& rank, int nth, char piece) {
    for (char& c : rank)
        if (c == ' ' && nth-- == 0) {
            c = piece;
            return;
        }
}

} // namespace

std::string chess960BackRank(int number) {
    std::string rank(8, ' ');
    int n = number;
    rank[std::size_t(2 * (n % 4) + 1)] = 'B'; // light squares: b, d, f, h
    n /= 4;
    rank[std::size_t(2 * (n % 4))] = 'B'; // dark squares: a, c, e, g
    n /= 4;
    placeOnEmpty(rank, n % 6, 'Q');
    n /= 6;
    const int* knights = KnightPlaces[n];
    // The second knight first, so the first one's place among the five stays as counted.
    placeOnEmpty(rank, knights[1], 'N');
    placeOnEmpty(rank, knights[0], 'N');
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return rank;
}

std::optional<Position> chess960Position(int number) {
    if (number < 0 || number >= Chess960Positions) return std::nullopt;
    const std::string white = chess960BackRank(number);
    std::string black = white;
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    return Position::fromFen(black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1")
        .value();
}

std::optional<int> chess960Number(const Position& pos) {
    std::string white;
    for (int file = 0; file < 8; ++file) {
        const Piece p = pos.pieceOn(makeSquare(file, 0));
        if (p == NoPiece || colorOf(p) != White) return std::nullopt;
        white += "PNBRQK"[typeOf(p)];
    }
    // The back rank gives the number; the rest of the position must be that number's.
    for (int number = 0; number < Chess960Positions; ++number) {
        if (chess960BackRank(number) != white) continue;
        const std::optional<Position> start = chess960Position(number);
        if (start->fen(FenCastling::Shredder) != pos.fen(FenCastling::Shredder))
            return std::nullopt;
        return number;
    }
    return std::nullopt;
}

bool isChess960Variant(std::string_view variantTag) {
    std::string name;
    for (char c : variantTag)
        if (c != ' ' && c != '-' && c != '_')
            name += char(std::tolower(static_cast<unsigned char>(c)));
    return name == "chess960" || name == "fischerandom" || name == "fischerrandom" ||
           name == "fischerrandomchess" || name == "960" || name == "frc";
}

} // namespace ferz
