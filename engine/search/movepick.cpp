#include "movepick.h"

#include "see.h"

#include <utility>

namespace ferz {

MovePicker::MovePicker(const Position& pos, Move ttMove, const Move (&killers)[2], Move counter,
                       const Tables& t, bool noisyOnly, bool guardPieces)
    : pos_(pos), tables_(t), noisyOnly_(noisyOnly),
      guardPieces_(guardPieces), refutations_{killers[0], killers[1], counter} {
    if (ttMove && (!noisyOnly || isNoisy(ttMove)) && pos.isLegal(ttMove))
        ttMove_ = ttMove;
    else
        stage_ = Stage::GenerateCaptures;
}

// Where a piece of type `pt` can be taken by a cheaper one, and so be won for less than it is
// worth. The opponent's attacks are worked out once, when first needed.
Bitboard MovePicker::dangerFor(PieceType pt) {
    if (!threatsKnown_) {
        const Color them = ~pos_.sideToMove();
        const Bitboard occupied = pos_.pieces();
        threats_.byPawn = them == White ? pawnAttacksBB<White>(pos_.pieces(White, Pawn))
                                        : pawnAttacksBB<Black>(pos_.pieces(Black, Pawn));
        threats_.byMinor = threats_.byPawn;
        for (Bitboard b = pos_.pieces(them, Knight); b;)
            threats_.byMinor |= knightAttacks(popLsb(b));
        for (Bitboard b = pos_.pieces(them, Bishop); b;)
            threats_.byMinor |= bishopAttacks(popLsb(b), occupied);
        threats_.byRook = threats_.byMinor;
        for (Bitboard b = pos_.pieces(them, Rook); b;)
            threats_.byRook |= rookAttacks(popLsb(b), occupied);
        threatsKnown_ = true;
    }
    switch (pt) {
    case Queen: return threats_.byRook;
    case Rook: return threats_.byMinor;
    case Bishop:
    case Knight: return threats_.byPawn;
    default: return 0;
    }
}

bool MovePicker::savesPiece(Move m) {
    return threatScore(m) > 0;
}

int MovePicker::threatScore(Move m) {
    const PieceType pt = typeOf(pos_.pieceOn(m.from()));
    const Bitboard danger = dangerFor(pt);
    const bool from = danger & squareBB(m.from()), to = danger & squareBB(m.to());
    if (from == to) return 0;
    const int value = pt == Queen ? 32000 : pt == Rook ? 16000 : 10000;
    return from ? value : -value;
}

bool MovePicker::isNoisy(Move m) const {
    return pos_.isCapture(m) || (m.isPromotion() && m.promotion() == Queen);
}

Move MovePicker::takeBest() {
    int best = index_;
    for (int i = index_ + 1; i < end_; ++i)
        if (scores_[i] > scores_[best]) best = i;
    std::swap(moves_[index_], moves_[best]);
    std::swap(scores_[index_], scores_[best]);
    return moves_[index_++];
}

Move MovePicker::next() {
    switch (stage_) {
    case Stage::TableMove: stage_ = Stage::GenerateCaptures; return ttMove_;

    case Stage::GenerateCaptures:
        end_ = int(generate<GenType::Captures>(pos_, moves_) - moves_);
        for (int i = 0; i < end_; ++i) {
            const Move m = moves_[i];
            const PieceType victim = m.kind() == Move::EnPassant || pos_.empty(m.to())
                                         ? Pawn
                                         : typeOf(pos_.pieceOn(m.to()));
            int value = pos_.isCapture(m) ? SeeValue[victim] : 0;
            if (m.isPromotion()) value += SeeValue[m.promotion()];
            scores_[i] = value * 8 + tables_.capture[pos_.pieceOn(m.from())][m.to()][victim] / 8;
        }
        stage_ = Stage::GoodCaptures;
        [[fallthrough]];

    case Stage::GoodCaptures:
        while (index_ < end_) {
            const Move m = takeBest();
            if (m == ttMove_) continue;
            if (seeAtLeast(pos_, m, 0)) return m;
            moves_[badEnd_++] = m; // it loses material: try it last
        }
        stage_ = noisyOnly_ ? Stage::BadCaptures : Stage::Refutations;
        return next();

    case Stage::Refutations:
        while (refutationIndex_ < 3) {
            const Move m = refutations_[refutationIndex_++];
            bool repeated = false;
            for (int i = 0; i < refutationIndex_ - 1; ++i) repeated |= refutations_[i] == m;
            if (m && m != ttMove_ && !repeated && !isNoisy(m) && pos_.isLegal(m)) return m;
            refutations_[refutationIndex_ - 1] = Move::none(); // not given: not skipped later
        }
        stage_ = Stage::GenerateQuiets;
        [[fallthrough]];

    case Stage::GenerateQuiets: {
        index_ = end_;
        end_ = int(generate<GenType::Quiets>(pos_, moves_ + index_) - moves_);
        for (int i = index_; i < end_; ++i) {
            const Move m = moves_[i];
            const Piece pc = pos_.pieceOn(m.from());
            scores_[i] = tables_.butterfly[m.from()][m.to()] + (*tables_.cont[0])[pc][m.to()] +
                         (*tables_.cont[1])[pc][m.to()] + (*tables_.cont[2])[pc][m.to()] +
                         (guardPieces_ ? threatScore(m) : 0);
        }
        // Sorted once (insertion sort, stable), since most nodes that get this far try many.
        for (int i = index_ + 1; i < end_; ++i) {
            const Move m = moves_[i];
            const int score = scores_[i];
            int j = i;
            for (; j > index_ && scores_[j - 1] < score; --j) {
                moves_[j] = moves_[j - 1];
                scores_[j] = scores_[j - 1];
            }
            moves_[j] = m;
            scores_[j] = score;
        }
        stage_ = Stage::Quiets;
        [[fallthrough]];
    }

    case Stage::Quiets:
        while (index_ < end_) {
            const Move m = moves_[index_++];
            if (m != ttMove_ && m != refutations_[0] && m != refutations_[1] &&
                m != refutations_[2])
                return m;
        }
        stage_ = Stage::BadCaptures;
        [[fallthrough]];

    case Stage::BadCaptures:
        if (badIndex_ < badEnd_) return moves_[badIndex_++];
        stage_ = Stage::Done;
        [[fallthrough]];

    case Stage::Done: return Move::none();
    }
    return Move::none();
}

} // namespace ferz
