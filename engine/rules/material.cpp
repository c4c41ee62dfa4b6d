#include "material.h"

#include "bitboard.h"

namespace ferz {

namespace {

constexpr int shiftOf(Color c, MaterialField field) {
    return (c == White ? 0 : 24) + 4 * int(field);
}

} // namespace

MaterialSignature materialSignature(const Position& pos) {
    MaterialSignature s = 0;
    for (const Color c : {White, Black}) {
        const Bitboard bishops = pos.pieces(c, Bishop);
        const auto put = [&](MaterialField field, Bitboard b) {
            s |= MaterialSignature(popcount(b)) << shiftOf(c, field);
        };
        put(MaterialField::Pawns, pos.pieces(c, Pawn));
        put(MaterialField::Knights, pos.pieces(c, Knight));
        put(MaterialField::LightBishops, bishops & ~DarkSquares);
        put(MaterialField::DarkBishops, bishops & DarkSquares);
        put(MaterialField::Rooks, pos.pieces(c, Rook));
        put(MaterialField::Queens, pos.pieces(c, Queen));
    }
    return s;
}

int materialCount(MaterialSignature signature, Color c, MaterialField field) {
    return int((signature >> shiftOf(c, field)) & 15);
}

bool isOfKind(MaterialSignature s, MaterialKind kind) {
    struct Side {
        int pawns, knights, bishops, lightBishops, rooks, queens;
    };
    const auto side = [s](Color c) {
        const auto n = [&](MaterialField f) { return materialCount(s, c, f); };
        const int light = n(MaterialField::LightBishops);
        return Side{n(MaterialField::Pawns),
                    n(MaterialField::Knights),
                    light + n(MaterialField::DarkBishops),
                    light,
                    n(MaterialField::Rooks),
                    n(MaterialField::Queens)};
    };
    const Side w = side(White), b = side(Black);
    // Each side has exactly these pieces (and any pawns).
    const auto each = [&](int knights, int bishops, int rooks, int queens) {
        for (const Side& x : {w, b})
            if (x.knights != knights || x.bishops != bishops || x.rooks != rooks ||
                x.queens != queens)
                return false;
        return true;
    };
    switch (kind) {
    case MaterialKind::PawnEnding: return each(0, 0, 0, 0) && w.pawns + b.pawns > 0;
    case MaterialKind::KnightEnding: return each(1, 0, 0, 0);
    case MaterialKind::BishopEnding: return each(0, 1, 0, 0);
    case MaterialKind::OppositeBishops:
        return each(0, 1, 0, 0) && w.lightBishops + b.lightBishops == 1;
    case MaterialKind::BishopVsKnight:
        return w.rooks + b.rooks + w.queens + b.queens == 0 &&
               ((w.bishops == 1 && w.knights == 0 && b.knights == 1 && b.bishops == 0) ||
                (b.bishops == 1 && b.knights == 0 && w.knights == 1 && w.bishops == 0));
    case MaterialKind::RookEnding: return each(0, 0, 1, 0);
    case MaterialKind::RookAndMinor:
        return w.queens + b.queens == 0 && w.rooks == 1 && b.rooks == 1 &&
               w.knights + w.bishops == 1 && b.knights + b.bishops == 1;
    case MaterialKind::QueenEnding: return each(0, 0, 0, 1);
    }
    return false;
}

} // namespace ferz
