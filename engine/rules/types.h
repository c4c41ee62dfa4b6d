// The vocabulary of the engine: colours, pieces, squares, castling rights and the 16-bit move.
// Everything here is a small value type; nothing allocates and nothing depends on a layer above.
#pragma once

#include "message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace ferz {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White, Black };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}
// "white" or "black", for messages.
constexpr const char* colorName(Color c) {
    return c == White ? "white" : "black";
}

enum PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King, NoPieceType };

// The twelve pieces, white ones first: the index of a piece's bitboard in Position.
enum Piece : std::uint8_t {
    WhitePawn,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    NoPiece
};

constexpr Piece makePiece(Color c, PieceType pt) {
    return Piece(c * 6 + pt);
}
constexpr Color colorOf(Piece p) {
    return Color(p >= BlackPawn);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p % 6);
}

// Squares a1 = 0 … h8 = 63, rank by rank.
enum Square : std::uint8_t {
    // clang-format off
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    // clang-format on
    NoSquare
};

constexpr Square makeSquare(int file, int rank) {
    return Square(rank * 8 + file);
}
constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
// How many king steps apart two squares are.
constexpr int squareDistance(Square a, Square b) {
    const int files = fileOf(a) - fileOf(b), ranks = rankOf(a) - rankOf(b);
    const int f = files < 0 ? -files : files, r = ranks < 0 ? -ranks : ranks;
    return f > r ? f : r;
}
constexpr bool isValid(Square s) {
    return s < NoSquare;
}
// The rank as seen from `c`'s side: 0 is the own back rank.
constexpr int relativeRank(Color c, Square s) {
    return c == White ? rankOf(s) : 7 - rankOf(s);
}
// One step forward for colour `c`.
constexpr int pawnPush(Color c) {
    return c == White ? 8 : -8;
}
constexpr Square operator+(Square s, int d) {
    return Square(int(s) + d);
}
constexpr Square operator-(Square s, int d) {
    return Square(int(s) - d);
}
inline Square& operator++(Square& s) {
    return s = Square(s + 1);
}
// "e4", "h8": the square's name in algebraic notation.
inline std::string squareName(Square s) {
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

// Castling rights as four bits.
enum CastlingRights : std::uint8_t {
    NoCastling = 0,
    WhiteOO = 1,
    WhiteOOO = 2,
    BlackOO = 4,
    BlackOOO = 8,
    AllCastling = 15
};
constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) {
    return CastlingRights(int(a) | int(b));
}
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) {
    return CastlingRights(int(a) & int(b));
}
constexpr CastlingRights operator~(CastlingRights a) {
    return CastlingRights(~int(a) & 15);
}
// The right of one side to castle on one wing.
constexpr CastlingRights castlingRight(Color c, bool kingSide) {
    return CastlingRights((kingSide ? 1 : 2) << (2 * c));
}
// Both rights of one side.
constexpr CastlingRights castlingRightsOf(Color c) {
    return CastlingRights(3 << (2 * c));
}
// 0 … 3 for WhiteOO, WhiteOOO, BlackOO, BlackOOO: the index of a single right in a table.
constexpr int castlingIndex(CastlingRights single) {
    return single == WhiteOO ? 0 : single == WhiteOOO ? 1 : single == BlackOO ? 2 : 3;
}
// Where castling puts the king and the rook, whatever files they start on (Chess960 too): the
// king on the g- or c-file, the rook beside it on the f- or d-file.
constexpr Square castlingKingTarget(Color c, bool kingSide) {
    return Square((kingSide ? 6 : 2) + (c == White ? 0 : 56));
}
constexpr Square castlingRookTarget(Color c, bool kingSide) {
    return Square((kingSide ? 5 : 3) + (c == White ? 0 : 56));
}

// A move in 16 bits: bits 0-5 the destination, 6-11 the origin, 12-13 the promotion piece
// (knight … queen), 14-15 the kind. Castling is the king's move from its square to the g- or
// c-file (castlingKingTarget) with the kind Castling: in standard chess the two-square step
// e1g1, as UCI writes it; in Chess960 the king may move one square or none (a king on g1 that
// castles kingside: g1g1), which the kind tells apart from a plain king move. The rook's square
// is the position's (Position::castlingRookSquare), which stays the same for the whole game.
// Move::none() is "no move"; Move::null() passes the turn in search.
class Move {
public:
    enum Kind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promo = Knight)
        : data_(std::uint16_t(to | (from << 6) | ((promo - Knight) << 12) | (kind << 14))) {}

    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return fromRaw(65); } // b1b1: never a legal move

    static constexpr Move fromRaw(std::uint16_t raw) {
        Move m;
        m.data_ = raw;
        return m;
    }
    constexpr std::uint16_t raw() const { return data_; }

    constexpr Square from() const { return Square((data_ >> 6) & 63); }
    constexpr Square to() const { return Square(data_ & 63); }
    constexpr Kind kind() const { return Kind(data_ >> 14); }
    constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + Knight); }
    constexpr bool isPromotion() const { return kind() == Promotion; }
    /// For a castling move: whether it castles kingside (the king goes to the g-file).
    constexpr bool castlesKingSide() const { return fileOf(to()) == 6; }
    constexpr bool isOk() const { return data_ != none().data_ && data_ != null().data_; }

    constexpr bool operator==(const Move&) const = default;
    constexpr explicit operator bool() const { return data_ != 0; }

private:
    std::uint16_t data_ = 0;
};

// The outcome of reading text: a value, or a sentence saying why there is none. The sentence
// is kept as a Message for a user interface to translate, and in English for everyone else.
template <class T>
class Parsed {
public:
    Parsed(T value) : value_(std::move(value)) {}
    static Parsed failure(Message why) {
        Parsed p;
        p.error_ = why.text();
        p.reason_ = std::move(why);
        return p;
    }

    explicit operator bool() const { return value_.has_value(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T&& value() && { return std::move(*value_); }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    /// Why there is no value, in English.
    const std::string& error() const { return error_; }
    /// The same, for translation.
    const Message& reason() const { return reason_; }

private:
    Parsed() = default;
    std::optional<T> value_;
    std::string error_;
    Message reason_;
};

} // namespace ferz
