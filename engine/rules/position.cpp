#include "position.h"

#include "movegen.h"
#include "text.h"
#include "zobrist.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ferz {

namespace {

constexpr std::string_view PieceLetters = "PNBRQKpnbrqk";

} // namespace

Position::Position() : Position(fromFen(StartFen).value()) {
}

Position::Position(EmptyBoard) {
    for (Piece& p : board_) p = NoPiece;
    for (CastlingRights& m : castlingMask_) m = AllCastling;
}

// The right, its rook, the squares it needs and the rights a move from or to the king's or the
// rook's square takes away: the king's square both of its side's, the rook's its own.
void Position::addCastlingRight(Color c, Square king, Square rook) {
    const bool kingSide = rook > king;
    const CastlingRights right = castlingRight(c, kingSide);
    const int i = castlingIndex(right);
    const Square kingTo = castlingKingTarget(c, kingSide);
    const Square rookTo = castlingRookTarget(c, kingSide);
    st_.castling = st_.castling | right;
    castlingRook_[i] = rook;
    kingPath_[i] = betweenBB(king, kingTo) | squareBB(kingTo);
    castlingPath_[i] = (kingPath_[i] | betweenBB(rook, rookTo) | squareBB(rookTo)) &
                       ~(squareBB(king) | squareBB(rook));
    castlingMask_[king] = castlingMask_[king] & ~castlingRightsOf(c);
    castlingMask_[rook] = castlingMask_[rook] & ~right;
}

Move Position::castlingMove(CastlingRights right) const {
    const Color c = (right & castlingRightsOf(White)) ? White : Black;
    return Move(kingSquare(c), castlingKingTarget(c, right & (WhiteOO | BlackOO)), Move::Castling);
}

bool Position::hasChess960Castling() const {
    for (const CastlingRights right : {WhiteOO, WhiteOOO, BlackOO, BlackOOO}) {
        if (!(st_.castling & right)) continue;
        const Color c = (right & castlingRightsOf(White)) ? White : Black;
        const Square home = c == White ? E1 : E8;
        const Square corner =
            (right & (WhiteOO | BlackOO)) ? (c == White ? H1 : H8) : (c == White ? A1 : A8);
        if (kingSquare(c) != home || castlingRookSquare(right) != corner) return true;
    }
    return false;
}

void Position::putPiece(Piece p, Square s) {
    Bitboard b = squareBB(s);
    board_[s] = p;
    byPiece_[p] |= b;
    byColor_[colorOf(p)] |= b;
    occupied_ |= b;
}

void Position::removePiece(Square s) {
    Piece p = board_[s];
    Bitboard b = squareBB(s);
    byPiece_[p] ^= b;
    byColor_[colorOf(p)] ^= b;
    occupied_ ^= b;
    board_[s] = NoPiece;
}

void Position::movePiece(Square from, Square to) {
    Piece p = board_[from];
    Bitboard b = squareBB(from) | squareBB(to);
    byPiece_[p] ^= b;
    byColor_[colorOf(p)] ^= b;
    occupied_ ^= b;
    board_[from] = NoPiece;
    board_[to] = p;
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const {
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) |
           (pawnAttacks(White, s) & pieces(Black, Pawn)) | (knightAttacks(s) & pieces(Knight)) |
           (bishopAttacks(s, occupied) & (pieces(Bishop) | pieces(Queen))) |
           (rookAttacks(s, occupied) & (pieces(Rook) | pieces(Queen))) |
           (kingAttacks(s) & pieces(King));
}

// Finds the pieces checking the side to move, and the side-to-move pieces that stand alone
// between their king and an enemy slider (pinned: they may only move along that line).
void Position::updateCheckInfo() {
    Color us = side_, them = ~us;
    Square ksq = kingSquare(us);
    st_.checkers = attackersTo(ksq) & pieces(them);

    Bitboard snipers = (rookAttacks(ksq, 0) & (pieces(them, Rook) | pieces(them, Queen))) |
                       (bishopAttacks(ksq, 0) & (pieces(them, Bishop) | pieces(them, Queen)));
    Bitboard pinned = 0;
    while (snipers) {
        Bitboard blockers = betweenBB(ksq, popLsb(snipers)) & occupied_;
        if (blockers && !moreThanOne(blockers)) pinned |= blockers & pieces(us);
    }
    st_.pinned = pinned;
}

bool Position::enPassantIsSafe(Square from, Square to) const {
    Color us = side_;
    Square captured = to - pawnPush(us);
    Square ksq = kingSquare(us);
    Bitboard occ = (occupied_ ^ squareBB(from) ^ squareBB(captured)) | squareBB(to);
    Bitboard attackers = attackersTo(ksq, occ) & pieces(~us) & ~squareBB(captured);
    return attackers == 0;
}

void Position::setEnPassantIfCapturable(Square ep) {
    Color us = side_; // the side that may capture
    Bitboard capturers = pawnAttacks(~us, ep) & pieces(us, Pawn);
    while (capturers) {
        if (enPassantIsSafe(popLsb(capturers), ep)) {
            st_.epSquare = ep;
            st_.key ^= Zobrist.enPassantFile[fileOf(ep)];
            return;
        }
    }
}

Key Position::computeKey() const {
    Key k = 0;
    for (Bitboard b = occupied_; b;) {
        Square s = popLsb(b);
        k ^= Zobrist.piece[board_[s]][s];
    }
    k ^= Zobrist.castling[st_.castling];
    if (st_.epSquare != NoSquare) k ^= Zobrist.enPassantFile[fileOf(st_.epSquare)];
    if (side_ == Black) k ^= Zobrist.blackToMove;
    return k;
}

// Plain moves, which the search asks about most (a move from the table, a killer), are checked
// square by square; the rare kinds (promotion, en passant, castling) against the generator.
bool Position::isLegal(Move m) const {
    if (!m.isOk()) return false;
    if (m.kind() != Move::Normal) return MoveList(*this).contains(m);
    if (m.raw() != Move(m.from(), m.to()).raw()) return false; // stray promotion bits

    const Color us = side_;
    const Square from = m.from(), to = m.to();
    const Piece pc = board_[from];
    if (pc == NoPiece || colorOf(pc) != us || (pieces(us) & squareBB(to))) return false;
    const PieceType pt = typeOf(pc);
    if (pt == Pawn) {
        if (relativeRank(us, to) == 7) return false; // that would be a promotion
        const int up = pawnPush(us);
        const bool push = to == from + up && empty(to);
        const bool doublePush =
            to == from + 2 * up && relativeRank(us, from) == 1 && empty(from + up) && empty(to);
        const bool capture = (pawnAttacks(us, from) & pieces(~us) & squareBB(to)) != 0;
        if (!push && !doublePush && !capture) return false;
    } else if (!(attacksFrom(pt, from, occupied_) & squareBB(to))) {
        return false;
    }

    const Square ksq = kingSquare(us);
    if (pt == King) {
        // The king may not step onto an attacked square, nor along the line of a checker.
        const Bitboard occ = occupied_ ^ squareBB(from);
        return !(attackersTo(to, occ) & pieces(~us) & ~squareBB(to));
    }
    if (const Bitboard checks = checkers()) {
        if (moreThanOne(checks)) return false; // only the king can answer a double check
        const Square checker = lsb(checks);
        if (!((betweenBB(ksq, checker) | checks) & squareBB(to))) return false;
    }
    return !(pinned() & squareBB(from)) || aligned(ksq, from, to);
}

// A direct check from the moved piece on its new square (the rook, for castling), or a
// discovered one from a slider that the move uncovers (also behind a pawn taken en passant).
bool Position::givesCheck(Move m) const {
    const Color us = side_;
    const Square ksq = kingSquare(~us), from = m.from();
    Square checker = m.to(); // where the piece that may give a direct check will stand
    PieceType pt = m.isPromotion() ? m.promotion() : typeOf(board_[from]);
    Bitboard occ = (occupied_ ^ squareBB(from)) | squareBB(m.to());
    Bitboard gone = squareBB(from); // our pieces that leave their squares

    if (m.kind() == Move::Castling) {
        // The king and the rook may land on each other's squares (Chess960), so the board
        // after the move is made from scratch.
        const bool kingSide = m.castlesKingSide();
        const Square rookFrom = castlingRookSquare(castlingRight(us, kingSide));
        checker = castlingRookTarget(us, kingSide);
        occ = (occupied_ & ~(squareBB(from) | squareBB(rookFrom))) | squareBB(m.to()) |
              squareBB(checker);
        gone |= squareBB(rookFrom);
        pt = Rook;
    } else if (m.kind() == Move::EnPassant) {
        occ ^= squareBB(m.to() - pawnPush(us));
    }

    const Bitboard direct = pt == Pawn ? pawnAttacks(us, checker) : attacksFrom(pt, checker, occ);
    if (direct & squareBB(ksq)) return true;
    // A plain move uncovers a check only by leaving a line through the king; most moves do not
    // stand on one, or stay on it.
    if ((m.kind() == Move::Normal || m.kind() == Move::Promotion) &&
        (!lineBB(ksq, from) || aligned(ksq, from, m.to())))
        return false;
    const Bitboard queens = pieces(us, Queen) & ~gone;
    return (bishopAttacks(ksq, occ) & (queens | (pieces(us, Bishop) & ~gone))) ||
           (rookAttacks(ksq, occ) & (queens | (pieces(us, Rook) & ~gone)));
}

Key Position::keyAfter(Move m) const {
    const Piece piece = board_[m.from()];
    const Piece placed = m.isPromotion() ? makePiece(side_, m.promotion()) : piece;
    Key k = st_.key ^ Zobrist.blackToMove ^ Zobrist.piece[piece][m.from()] ^
            Zobrist.piece[placed][m.to()];
    if (m.kind() != Move::Castling && !empty(m.to())) k ^= Zobrist.piece[board_[m.to()]][m.to()];
    return k;
}

// Plays a legal move: moves the pieces, updates the key incrementally, and computes the check
// information for the side now to move.
void Position::makeMove(Move m, StateInfo& undo) {
    undo = st_;
    ++gamePly_;
    ++st_.rule50;

    Color us = side_, them = ~us;
    Square from = m.from(), to = m.to();
    Piece piece = board_[from];
    Key k = st_.key ^ Zobrist.blackToMove;
    st_.doubleStep = NoSquare;

    if (st_.epSquare != NoSquare) {
        k ^= Zobrist.enPassantFile[fileOf(st_.epSquare)];
        st_.epSquare = NoSquare;
    }

    Piece captured = NoPiece;
    if (m.kind() == Move::Castling) {
        // The king goes to the g- or c-file, its rook beside it. Both are lifted before either
        // lands: in Chess960 one may land where the other stood, or stay where it is.
        const bool kingSide = m.castlesKingSide();
        const Square rookFrom = castlingRookSquare(castlingRight(us, kingSide));
        const Square rookTo = castlingRookTarget(us, kingSide);
        const Piece rook = makePiece(us, Rook);
        removePiece(from);
        removePiece(rookFrom);
        putPiece(piece, to);
        putPiece(rook, rookTo);
        k ^= Zobrist.piece[piece][from] ^ Zobrist.piece[piece][to] ^ Zobrist.piece[rook][rookFrom] ^
             Zobrist.piece[rook][rookTo];
    } else {
        Square capSq = m.kind() == Move::EnPassant ? to - pawnPush(us) : to;
        captured = board_[capSq];
        if (captured != NoPiece) {
            removePiece(capSq);
            k ^= Zobrist.piece[captured][capSq];
            st_.rule50 = 0;
        }
        movePiece(from, to);
        k ^= Zobrist.piece[piece][from] ^ Zobrist.piece[piece][to];

        if (typeOf(piece) == Pawn) {
            st_.rule50 = 0;
            if (m.kind() == Move::Promotion) {
                Piece promoted = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promoted, to);
                k ^= Zobrist.piece[piece][to] ^ Zobrist.piece[promoted][to];
            }
        }
    }

    CastlingRights rights = st_.castling & castlingMask_[from] & castlingMask_[to];
    if (rights != st_.castling) {
        k ^= Zobrist.castling[st_.castling] ^ Zobrist.castling[rights];
        st_.castling = rights;
    }

    st_.captured = captured;
    st_.key = k;
    side_ = them;
    updateCheckInfo();

    if (typeOf(piece) == Pawn && (int(to) ^ int(from)) == 16) {
        st_.doubleStep = Square((int(from) + int(to)) / 2);
        setEnPassantIfCapturable(st_.doubleStep);
    }
}

void Position::unmakeMove(Move m, const StateInfo& undo) {
    side_ = ~side_;
    --gamePly_;
    Color us = side_;
    Square from = m.from(), to = m.to();

    if (m.kind() == Move::Castling) {
        const bool kingSide = m.castlesKingSide();
        const Square rookTo = castlingRookTarget(us, kingSide);
        const Piece king = board_[to];
        removePiece(to);
        removePiece(rookTo);
        putPiece(king, from);
        putPiece(makePiece(us, Rook), castlingRookSquare(castlingRight(us, kingSide)));
    } else {
        if (m.kind() == Move::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (st_.captured != NoPiece)
            putPiece(st_.captured, m.kind() == Move::EnPassant ? to - pawnPush(us) : to);
    }
    st_ = undo;
}

void Position::makeNullMove(StateInfo& undo) {
    undo = st_;
    ++gamePly_;
    ++st_.rule50;
    st_.key ^= Zobrist.blackToMove;
    st_.doubleStep = NoSquare;
    if (st_.epSquare != NoSquare) {
        st_.key ^= Zobrist.enPassantFile[fileOf(st_.epSquare)];
        st_.epSquare = NoSquare;
    }
    st_.captured = NoPiece;
    side_ = ~side_;
    updateCheckInfo();
}

void Position::unmakeNullMove(const StateInfo& undo) {
    side_ = ~side_;
    --gamePly_;
    st_ = undo;
}

// Reads the six FEN fields in order, checking each, then checks the position as a whole: one
// king a side, no pawn on the first or last rank, castling rights that match the pieces, an
// en-passant square a double step could have left, and the side not to move not in check.
Parsed<Position> Position::fromFen(std::string_view fen) {
    using Result = Parsed<Position>;
    std::vector<std::string_view> f = text::split(fen);
    if (f.empty()) return Result::failure(FERZ_MSG("ferz::Fen", "the FEN is empty"));
    if (f.size() == 1)
        return Result::failure(
            FERZ_MSG("ferz::Fen", "the FEN has 1 field; it needs piece placement, side to move, "
                                  "castling and en passant, then optionally the two move "
                                  "counters"));
    if (f.size() < 4)
        return Result::failure(Message::counted(
            FERZ_MSG_N("ferz::Fen", "the FEN has %n fields; it needs piece placement, side to "
                                    "move, castling and en passant, then optionally the two "
                                    "move counters"),
            f.size()));
    if (f.size() > 6)
        return Result::failure(Message::counted(
            FERZ_MSG_N("ferz::Fen", "the FEN has %n fields; it has at most 6"), f.size()));

    Position pos{EmptyBoard{}};

    // 1. Piece placement, from rank 8 down to rank 1.
    int rank = 7, file = 0;
    const auto rankSquares = [&rank](int squares) {
        return Result::failure(Message::counted(FERZ_MSG_N("ferz::Fen", "rank %1 has %n squares"),
                                                squares, {rank + 1}));
    };
    for (char c : f[0]) {
        if (c == '/') {
            if (file != 8) return rankSquares(file);
            if (--rank < 0)
                return Result::failure(
                    FERZ_MSG("ferz::Fen", "the piece placement has more than 8 ranks"));
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return rankSquares(file);
        } else if (auto idx = PieceLetters.find(c); idx != std::string_view::npos) {
            if (file >= 8) return rankSquares(file + 1);
            pos.putPiece(Piece(idx), makeSquare(file, rank));
            ++file;
        } else if (c == '0' || c == '9') {
            return Result::failure(
                Message(FERZ_MSG("ferz::Fen",
                                 "piece placement: digit %1; a run of empty squares counts 1 to 8"),
                        {text::quotedChar(c)}));
        } else {
            return Result::failure(Message(
                FERZ_MSG("ferz::Fen",
                         "piece placement: unknown letter %1; pieces are PNBRQK and pnbrqk"),
                {text::quotedChar(c)}));
        }
    }
    if (file != 8) return rankSquares(file);
    if (rank != 0)
        return Result::failure(Message::counted(
            FERZ_MSG_N("ferz::Fen", "the piece placement has %n ranks; a board has 8"), 8 - rank));

    for (Color c : {White, Black}) {
        const bool white = c == White;
        int kings = popcount(pos.pieces(c, King));
        if (kings == 0)
            return Result::failure(white ? FERZ_MSG("ferz::Fen", "white has no king")
                                         : FERZ_MSG("ferz::Fen", "black has no king"));
        if (kings > 1)
            return Result::failure(
                Message::counted(white ? FERZ_MSG_N("ferz::Fen", "white has %n kings")
                                       : FERZ_MSG_N("ferz::Fen", "black has %n kings"),
                                 kings));
        const int pawns = popcount(pos.pieces(c, Pawn));
        if (pawns > 8)
            return Result::failure(
                Message::counted(white ? FERZ_MSG_N("ferz::Fen", "white has %n pawns; at most 8")
                                       : FERZ_MSG_N("ferz::Fen", "black has %n pawns; at most 8"),
                                 pawns));
        if (int n = popcount(pos.pieces(c)); n > 16)
            return Result::failure(
                Message::counted(white ? FERZ_MSG_N("ferz::Fen", "white has %n pieces; at most 16")
                                       : FERZ_MSG_N("ferz::Fen", "black has %n pieces; at most 16"),
                                 n));
        // Every piece beyond the starting set is a promoted pawn. This also keeps the number
        // of legal moves within what a game can reach (218), so MoveList never overflows.
        int promoted = 0;
        for (PieceType pt : {Knight, Bishop, Rook, Queen})
            promoted += std::max(0, popcount(pos.pieces(c, pt)) - (pt == Queen ? 1 : 2));
        if (promoted > 8 - pawns)
            return Result::failure(Message::counted(
                white ? FERZ_MSG_N("ferz::Fen",
                                   "white has %n promoted pieces but only %1 pawns missing")
                      : FERZ_MSG_N("ferz::Fen",
                                   "black has %n promoted pieces but only %1 pawns missing"),
                promoted, {8 - pawns}));
    }
    if (Bitboard b = pos.pieces(Pawn) & (Rank1 | Rank8))
        return Result::failure(
            Message(FERZ_MSG("ferz::Fen", "a pawn stands on %1, on the first or last rank"),
                    {squareName(lsb(b))}));

    // 2. Side to move.
    if (f[1] == "w")
        pos.side_ = White;
    else if (f[1] == "b")
        pos.side_ = Black;
    else
        return Result::failure(Message(
            FERZ_MSG("ferz::Fen", "side to move is %1; it must be w or b"), {text::quoted(f[1])}));

    // 3. Castling rights: K, Q, k, q (the outermost rook on that wing) or a rook's file (X-FEN
    // and Shredder-FEN), each backed by a king on its back rank and that rook, one right a wing.
    if (f[2] != "-") {
        const std::string_view field = f[2];
        for (std::size_t i = 0; i < field.size(); ++i) {
            const char c = field[i];
            const bool upper = c >= 'A' && c <= 'Z';
            const char letter = upper ? char(c - 'A' + 'a') : c;
            if (letter != 'k' && letter != 'q' && (letter < 'a' || letter > 'h'))
                return Result::failure(
                    Message(FERZ_MSG("ferz::Fen", "castling field %1: unknown letter %2"),
                            {text::quoted(field), text::quotedChar(c)}));
            if (field.find(c) != i)
                return Result::failure(
                    Message(FERZ_MSG("ferz::Fen", "castling field %1: letter %2 appears twice"),
                            {text::quoted(field), text::quotedChar(c)}));
            const Color color = upper ? White : Black;
            const int backRank = color == White ? 0 : 7;
            const Piece rookPiece = makePiece(color, Rook);
            const Square king = pos.kingSquare(color);
            if (rankOf(king) != backRank)
                return Result::failure(Message(
                    color == White
                        ? FERZ_MSG("ferz::Fen",
                                   "castling field %1: %2 needs the white king on the first rank")
                        : FERZ_MSG("ferz::Fen",
                                   "castling field %1: %2 needs the black king on the eighth rank"),
                    {text::quoted(field), text::quotedChar(c)}));
            Square rook = NoSquare;
            if (letter == 'k' || letter == 'q') {
                // The outermost rook on that wing: from the corner towards the king.
                const bool kingSide = letter == 'k';
                for (int file = kingSide ? 7 : 0; file != fileOf(king); file += kingSide ? -1 : 1)
                    if (pos.pieceOn(makeSquare(file, backRank)) == rookPiece) {
                        rook = makeSquare(file, backRank);
                        break;
                    }
                if (rook == NoSquare)
                    return Result::failure(Message(
                        color == White
                            ? (kingSide ? FERZ_MSG("ferz::Fen", "castling field %1: %2 needs a "
                                                                "white rook on the kingside of "
                                                                "the white king")
                                        : FERZ_MSG("ferz::Fen", "castling field %1: %2 needs a "
                                                                "white rook on the queenside of "
                                                                "the white king"))
                            : (kingSide ? FERZ_MSG("ferz::Fen", "castling field %1: %2 needs a "
                                                                "black rook on the kingside of "
                                                                "the black king")
                                        : FERZ_MSG("ferz::Fen", "castling field %1: %2 needs a "
                                                                "black rook on the queenside of "
                                                                "the black king")),
                        {text::quoted(field), text::quotedChar(c)}));
            } else {
                rook = makeSquare(letter - 'a', backRank);
                if (pos.pieceOn(rook) != rookPiece)
                    return Result::failure(Message(
                        color == White ? FERZ_MSG("ferz::Fen",
                                                  "castling field %1: %2 needs a white rook on %3")
                                       : FERZ_MSG("ferz::Fen",
                                                  "castling field %1: %2 needs a black rook on %3"),
                        {text::quoted(field), text::quotedChar(c), squareName(rook)}));
            }
            if (pos.st_.castling & castlingRight(color, rook > king))
                return Result::failure(Message(
                    FERZ_MSG("ferz::Fen", "castling field %1: %2 is a second right to castle on "
                                          "the same wing"),
                    {text::quoted(field), text::quotedChar(c)}));
            pos.addCastlingRight(color, king, rook);
        }
    }

    // 4. En passant: the square a pawn of the side not to move just skipped.
    Square ep = NoSquare;
    if (f[3] != "-") {
        if (f[3].size() != 2 || f[3][0] < 'a' || f[3][0] > 'h' || f[3][1] < '1' || f[3][1] > '8')
            return Result::failure(
                Message(FERZ_MSG("ferz::Fen", "en-passant field %1 is not a square"),
                        {text::quoted(f[3])}));
        ep = makeSquare(f[3][0] - 'a', f[3][1] - '1');
        Color mover = ~pos.side_;
        if (relativeRank(mover, ep) != 2)
            return Result::failure(Message(
                pos.side_ == White
                    ? FERZ_MSG("ferz::Fen",
                               "en-passant square %1 must be on rank 6 when white is to move")
                    : FERZ_MSG("ferz::Fen",
                               "en-passant square %1 must be on rank 3 when black is to move"),
                {std::string(f[3])}));
        Square pawnSq = ep + pawnPush(mover);
        if (pos.pieceOn(pawnSq) != makePiece(mover, Pawn) || !pos.empty(ep) ||
            !pos.empty(ep - pawnPush(mover)))
            return Result::failure(Message(
                mover == White
                    ? FERZ_MSG("ferz::Fen",
                               "en-passant square %1: no white pawn can just have stepped to %2")
                    : FERZ_MSG("ferz::Fen",
                               "en-passant square %1: no black pawn can just have stepped to %2"),
                {std::string(f[3]), squareName(pawnSq)}));
    }

    // 5 and 6. The counters, optional.
    if (f.size() >= 5) {
        auto halfmove = text::parseNumber(f[4], 0, 9999);
        if (!halfmove)
            return Result::failure(
                Message(FERZ_MSG("ferz::Fen", "halfmove clock %1 is not a number from 0 to 9999"),
                        {text::quoted(f[4])}));
        pos.st_.rule50 = *halfmove;
    }
    int fullmove = 1;
    if (f.size() == 6) {
        auto n = text::parseNumber(f[5], 0, 99999);
        if (!n)
            return Result::failure(
                Message(FERZ_MSG("ferz::Fen", "fullmove number %1 is not a number from 1 to 99999"),
                        {text::quoted(f[5])}));
        // Some programs write 0 here; read it as 1, like most programs do.
        fullmove = std::max(*n, 1);
    }
    pos.gamePly_ = 2 * (fullmove - 1) + (pos.side_ == Black);

    // The position as a whole.
    Square theirKing = pos.kingSquare(~pos.side_);
    if (pos.attackersTo(theirKing) & pos.pieces(pos.side_))
        return Result::failure(Message(
            pos.side_ == Black
                ? FERZ_MSG("ferz::Fen", "the side not to move is in check (white's king on %1)")
                : FERZ_MSG("ferz::Fen", "the side not to move is in check (black's king on %1)"),
            {squareName(theirKing)}));

    pos.st_.key = 0;
    pos.updateCheckInfo();
    pos.st_.doubleStep = ep;
    if (ep != NoSquare) pos.setEnPassantIfCapturable(ep);
    pos.st_.key = pos.computeKey();
    return pos;
}

std::string Position::fen(FenCastling castling) const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int emptyRun = 0;
        for (int file = 0; file < 8; ++file) {
            Piece p = board_[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++emptyRun;
                continue;
            }
            if (emptyRun) out += char('0' + emptyRun);
            emptyRun = 0;
            out += PieceLetters[p];
        }
        if (emptyRun) out += char('0' + emptyRun);
        if (rank) out += '/';
    }
    out += side_ == White ? " w " : " b ";
    if (st_.castling == NoCastling) out += '-';
    for (const CastlingRights right : {WhiteOO, WhiteOOO, BlackOO, BlackOOO}) {
        if (!(st_.castling & right)) continue;
        const bool white = right & castlingRightsOf(White);
        const bool kingSide = right & (WhiteOO | BlackOO);
        const Square rook = castlingRookSquare(right);
        // X-FEN names the outermost rook of a wing by the wing, an inner one by its file.
        const Bitboard rookBB = squareBB(rook);
        const Bitboard beyond =
            rankBB(rankOf(rook)) & (kingSide ? ~((rookBB << 1) - 1) : rookBB - 1);
        const bool outermost = !(beyond & pieces(white ? White : Black, Rook));
        const char letter = castling == FenCastling::XFen && outermost ? (kingSide ? 'k' : 'q')
                                                                       : char('a' + fileOf(rook));
        out += white ? char(letter - 'a' + 'A') : letter;
    }
    out += ' ';
    out += st_.epSquare == NoSquare ? std::string("-") : squareName(st_.epSquare);
    out += ' ' + std::to_string(st_.rule50) + ' ' + std::to_string(fullmoveNumber());
    return out;
}

} // namespace ferz
