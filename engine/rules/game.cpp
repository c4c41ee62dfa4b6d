#include "game.h"

#include "movegen.h"

namespace ferz {

bool isInsufficientMaterial(const Position& pos) {
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen)) return false;
    const Bitboard minors = pos.pieces(Knight) | pos.pieces(Bishop);
    if (!moreThanOne(minors)) return true;
    // Only bishops, all on light squares or all on dark ones: no square of the other colour
    // can ever be attacked, so no king can be mated.
    const Bitboard bishops = pos.pieces(Bishop);
    return minors == bishops && (!(bishops & DarkSquares) || !(bishops & ~DarkSquares));
}

bool canStillMate(const Position& pos, Color side) {
    if (pos.pieces(side, Pawn) | pos.pieces(side, Rook) | pos.pieces(side, Queen)) return true;
    const Bitboard ours = pos.pieces(side) & ~pos.pieces(side, King);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(~side, King);
    if (!ours) return false;
    // Bishops attack squares of their own colour only: with nothing else on the board but
    // bishops, all on one colour, no king can be mated.
    const Bitboard bishops = pos.pieces(Bishop);
    if (ours == pos.pieces(side, Bishop) && !(theirs & ~bishops))
        return (bishops & DarkSquares) && (bishops & ~DarkSquares);
    // A lone knight or bishop mates only a king hemmed in by its own men.
    if (!moreThanOne(ours)) return theirs != 0;
    return true;
}

GameStatus statusOf(const Position& pos, int occurrences) {
    GameStatus s;
    s.inCheck = pos.inCheck();
    const auto draw = [&s](Termination why) {
        s.result = Result::Draw;
        s.reason = why;
        return s;
    };

    if (countLegalMoves(pos) == 0) {
        if (!s.inCheck) return draw(Termination::Stalemate);
        s.result = pos.sideToMove() == White ? Result::BlackWins : Result::WhiteWins;
        s.reason = Termination::Checkmate;
        return s;
    }
    if (isInsufficientMaterial(pos)) return draw(Termination::InsufficientMaterial);
    if (occurrences >= 5) return draw(Termination::FivefoldRepetition);
    if (pos.rule50() >= 150) return draw(Termination::SeventyFiveMoves);

    s.canClaimThreefold = occurrences >= 3;
    s.canClaimFifty = pos.rule50() >= 100;
    return s;
}

std::string_view resultString(Result r) {
    switch (r) {
    case Result::WhiteWins: return "1-0";
    case Result::BlackWins: return "0-1";
    case Result::Draw: return "1/2-1/2";
    case Result::Ongoing: break;
    }
    return "*";
}

Game::Game(const Position& start) : start_(start), pos_(start), keys_{start.key()} {
}

bool Game::play(Move m) {
    if (!pos_.isLegal(m)) return false;
    moves_.push_back(m);
    pos_.makeMove(m, undo_.emplace_back());
    keys_.push_back(pos_.key());
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    pos_.unmakeMove(moves_.back(), undo_.back());
    moves_.pop_back();
    undo_.pop_back();
    keys_.pop_back();
    return true;
}

// Equal keys mean equal positions in the sense of FIDE 9.2.3 (same pieces on the same squares,
// same side to move, same castling rights, same en-passant capture possibility). Only positions
// since the last capture or pawn move can repeat, and only those with the same side to move.
int Game::repetitions() const {
    const std::size_t current = keys_.size() - 1;
    const std::size_t reach = std::min<std::size_t>(std::size_t(pos_.rule50()), current);
    int count = 1;
    for (std::size_t back = 2; back <= reach; back += 2)
        count += keys_[current - back] == keys_[current];
    return count;
}

} // namespace ferz
