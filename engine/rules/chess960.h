// Chess960 (Fischer random chess): its 960 start positions by their standard numbers, and the
// names other programs give the variant. The rules themselves are Position's, whose castling
// takes any king and rook files; a game is Chess960 because its record says so (the PGN tag
// `Variant "Chess960"`, UCI's UCI_Chess960), not because of its position: start position 518
// is the standard one. https://www.chessprogramming.org/Chess960
#pragma once

#include "position.h"

#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace ferz {

/// The number of Chess960 start positions; they are numbered 0 … 959.
inline constexpr int Chess960Positions = 960;
/// The standard start position's number.
inline constexpr int StandardChess960Number = 518;

/// The back rank of start position `number` (0 … 959), White's pieces from a to h ("RNBQKBNR"
/// for 518), by the standard (Scharnagl) numbering: the light-squared bishop on b, d, f or h by
/// number % 4, the dark-squared one on a, c, e or g by the next factor of 4, the queen on one of
/// the six squares left by the next factor of 6, the knights on two of the five left (the rest
/// of the number, 0 … 9), and rook, king, rook on the last three.
std::string chess960BackRank(int number);

/// Start position `number` (0 … 959, else nullopt): both back ranks, the pawns, White to move
/// and both sides' four castling rights.
std::optional<Position> chess960Position(int number);

/// The number of a Chess960 start position, as chess960Position makes it (any castling
/// field that names the same rooks); nullopt for any other position.
std::optional<int> chess960Number(const Position& pos);

/// A start position's number drawn at random, each as likely.
template <class Generator>
int randomChess960Number(Generator& generator) {
    return std::uniform_int_distribution<int>(0, Chess960Positions - 1)(generator);
}

/// Whether a PGN Variant tag names Chess960: "Chess960" (lichess, python-chess), "fischerandom"
/// (Cute Chess), "Fischer Random", "chess 960" and the like, in any case.
bool isChess960Variant(std::string_view variantTag);

} // namespace ferz
