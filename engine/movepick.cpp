#include "movepick.h"

#include "see.h"

#include <utility>

namespace ferz {

MovePicker::MovePicker(const Position& pos, Move ttMove, const Move (&killers)[2], Move counter,
                       const Tables& t, bool noisyOnly) {
    count_ = int((noisyOnly ? generate<GenType::Captures>(pos, moves_)
                            : generate<GenType::Legal>(pos, moves_)) -
                 moves_);
    for (int i = 0; i < count_; ++i) {
        Move m = moves_[i];
        int& s = scores_[i];
        const Piece pc = pos.pieceOn(m.from());
        if (m == ttMove) {
            s = 1 << 30;
        } else if (pos.isCapture(m) || (m.isPromotion() && m.promotion() == Queen)) {
            const PieceType victimType = m.kind() == Move::EnPassant || pos.empty(m.to())
                                             ? Pawn
                                             : typeOf(pos.pieceOn(m.to()));
            int victim = pos.isCapture(m) ? SeeValue[victimType] : 0;
            if (m.isPromotion()) victim += SeeValue[m.promotion()];
            const int stats = t.capture[pc][m.to()][victimType];
            s = (seeAtLeast(pos, m, 0) ? (1 << 28) : -(1 << 28)) + victim * 8 + stats / 8;
        } else if (m == killers[0]) {
            s = (1 << 27) + 2;
        } else if (m == killers[1]) {
            s = (1 << 27) + 1;
        } else if (m == counter) {
            s = 1 << 27;
        } else {
            s = t.butterfly[m.from()][m.to()] + (*t.cont[0])[pc][m.to()] + (*t.cont[1])[pc][m.to()];
        }
    }
}

Move MovePicker::next() {
    if (index_ >= count_) return Move::none();
    int best = index_;
    for (int i = index_ + 1; i < count_; ++i)
        if (scores_[i] > scores_[best]) best = i;
    std::swap(moves_[index_], moves_[best]);
    std::swap(scores_[index_], scores_[best]);
    return moves_[index_++];
}

} // namespace ferz
