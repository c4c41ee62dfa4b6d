#include "see.h"

namespace ferz {

// The swap algorithm with a threshold: `balance` is what the side that made the last capture
// is ahead by, relative to the threshold, if the opponent stops now. Each side recaptures with
// its least valuable attacker, uncovering sliders behind it (x-rays), until a side runs out of
// attackers or a recapture cannot change the verdict.
bool seeAtLeast(const Position& pos, Move m, int threshold) {
    if (m.kind() == Move::Castling) return threshold <= 0;

    const Square from = m.from(), to = m.to();
    Bitboard occupied = pos.pieces() ^ squareBB(from);
    int gain;
    PieceType mover = typeOf(pos.pieceOn(from));
    if (m.kind() == Move::EnPassant) {
        gain = SeeValue[Pawn];
        occupied ^= squareBB(to - pawnPush(pos.sideToMove()));
    } else {
        gain = pos.empty(to) ? 0 : SeeValue[typeOf(pos.pieceOn(to))];
    }
    if (m.isPromotion()) {
        gain += SeeValue[m.promotion()] - SeeValue[Pawn];
        mover = m.promotion();
    }

    int balance = gain - threshold;
    if (balance < 0) return false; // even if the piece is not recaptured
    balance = SeeValue[mover] - balance;
    if (balance <= 0) return true; // even if the piece is lost

    occupied |= squareBB(to);
    const Bitboard diagonal = pos.pieces(Bishop) | pos.pieces(Queen);
    const Bitboard straight = pos.pieces(Rook) | pos.pieces(Queen);
    Bitboard attackers = pos.attackersTo(to, occupied) & occupied;
    Color side = pos.sideToMove();
    bool won = true; // true when the side that moved first is winning the exchange so far

    while (true) {
        side = ~side;
        attackers &= occupied;
        Bitboard ours = attackers & pos.pieces(side);
        if (!ours) break;
        won = !won;

        PieceType pt = Pawn;
        while (!(ours & pos.pieces(side, pt))) pt = PieceType(pt + 1);
        if (pt == King) {
            // The king may only take last, when nothing defends the square any more.
            if (attackers & pos.pieces(~side)) won = !won;
            break;
        }
        balance = SeeValue[pt] - balance;
        if (balance < int(won)) break;
        occupied ^= squareBB(lsb(ours & pos.pieces(side, pt)));
        if (pt == Pawn || pt == Bishop || pt == Queen)
            attackers |= bishopAttacks(to, occupied) & diagonal;
        if (pt == Rook || pt == Queen) attackers |= rookAttacks(to, occupied) & straight;
    }
    return won;
}

} // namespace ferz
