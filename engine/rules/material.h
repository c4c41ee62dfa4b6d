// The material on the board as one number, and the kinds of material balance players look
// for in their games (rook endings, opposite-coloured bishops): the game library's search by
// material keeps each game's balances as these numbers and asks which of them are of a kind.
//
// Threading contract: none (functions of their arguments).
#pragma once

#include "position.h"

#include <array>
#include <cstdint>

namespace ferz {

/// For each colour, the number of pawns, knights, bishops on light squares, bishops on dark
/// squares, rooks and queens, four bits each: White's in bits 0-23, Black's in 24-47. Two
/// positions have the same signature when they have the same material, down to the colour of
/// the bishops' squares.
using MaterialSignature = std::uint64_t;

enum class MaterialField { Pawns, Knights, LightBishops, DarkBishops, Rooks, Queens };

MaterialSignature materialSignature(const Position& pos);
/// One count of a signature.
int materialCount(MaterialSignature signature, Color c, MaterialField field);

/// What a player searches for. Every kind but pawn endings has its pieces one against one,
/// with any pawns: a "rook ending" is a rook each and nothing else but pawns.
enum class MaterialKind {
    PawnEnding,      // kings and pawns only, at least one pawn
    KnightEnding,    // a knight each
    BishopEnding,    // a bishop each, on squares of either colour
    OppositeBishops, // a bishop each, on squares of opposite colours
    BishopVsKnight,  // a bishop against a knight
    RookEnding,      // a rook each
    RookAndMinor,    // a rook and a knight or bishop each
    QueenEnding,     // a queen each
};
inline constexpr std::array AllMaterialKinds = {
    MaterialKind::PawnEnding,      MaterialKind::KnightEnding,   MaterialKind::BishopEnding,
    MaterialKind::OppositeBishops, MaterialKind::BishopVsKnight, MaterialKind::RookEnding,
    MaterialKind::RookAndMinor,    MaterialKind::QueenEnding};

/// Whether the material of `signature` is of `kind`.
bool isOfKind(MaterialSignature signature, MaterialKind kind);

} // namespace ferz
