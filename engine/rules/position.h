// The board: twelve piece bitboards, occupancy by colour and in total, a square-to-piece array,
// and a small state record with everything a move cannot undo by itself.
//
// Castling follows the Chess960 rules, of which standard chess is one case: each right belongs to
// one rook, on any file of the back rank with the king between the two (castlingRookSquare);
// castling puts the king on the g- or c-file and the rook beside it on the f- or d-file.
//
// Position is a plain value: copy it freely (a copy is about 400 bytes). Making a move writes the
// previous state record into a StateInfo the caller keeps (in its search frame or game record);
// unmaking takes it back. Not thread-safe: give every thread its own copy.
#pragma once

#include "attacks.h"
#include "types.h"

#include <string>
#include <string_view>

namespace ferz {

// What a move cannot undo by itself. Saved by makeMove into the caller's record and restored by
// unmakeMove, so undo costs one copy of this record.
struct StateInfo {
    Key key = 0;           // Zobrist key; equal keys mean the same position in the FIDE sense
    Bitboard checkers = 0; // enemy pieces giving check to the side to move
    Bitboard pinned = 0;   // side-to-move pieces pinned to their own king
    CastlingRights castling = NoCastling;
    // Set only when a legal en-passant capture exists, so the key (and the FEN we write) differ
    // exactly when FIDE's repetition rule says two positions differ.
    Square epSquare = NoSquare;
    // The square a pawn skipped with the last move, whether or not it can be taken en passant
    // (Polyglot's book keys count such a pawn when an enemy pawn stands beside it).
    Square doubleStep = NoSquare;
    Piece captured = NoPiece; // what the last move took (the pawn, for en passant)
    int rule50 = 0;           // half-moves since the last capture or pawn move
};

// How fen() writes the castling rights.
enum class FenCastling {
    // X-FEN: K, Q, k, q for the outermost rook on its wing, the rook's file (A-H, a-h) for an
    // inner one. Standard FEN for every standard position; what most programs read.
    XFen,
    // Shredder-FEN: always the rook's file (HAha for the standard position).
    Shredder,
};

class Position {
public:
    static constexpr std::string_view StartFen =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    // The standard start position.
    Position();

    /// Reads a FEN. Accepts the six fields, or only the first four (the counters then default to
    /// "0 1"). The castling field may be standard, X-FEN or Shredder-FEN (Chess960): K, Q, k, q
    /// name the outermost rook on that wing of the king, a file letter (A-H for White, a-h for
    /// Black) the rook on that file. On failure the error names the field and the reason, e.g.
    /// `castling field "KQkx": unknown letter 'x'`. Any bytes are safe to pass.
    static Parsed<Position> fromFen(std::string_view fen);

    /// The FEN of the position, all six fields: standard FEN for a standard position, its
    /// castling rights as `castling` says for a Chess960 one.
    std::string fen(FenCastling castling = FenCastling::XFen) const;

    // -- The board
    Piece pieceOn(Square s) const { return board_[s]; }
    bool empty(Square s) const { return board_[s] == NoPiece; }
    Bitboard pieces() const { return occupied_; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(Piece p) const { return byPiece_[p]; }
    Bitboard pieces(Color c, PieceType pt) const { return byPiece_[makePiece(c, pt)]; }
    Bitboard pieces(PieceType pt) const {
        return byPiece_[makePiece(White, pt)] | byPiece_[makePiece(Black, pt)];
    }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }

    // -- The state
    Color sideToMove() const { return side_; }
    CastlingRights castlingRights() const { return st_.castling; }
    /// The rook a right belongs to (one of WhiteOO … BlackOOO); NoSquare when the position
    /// never had that right. It never changes as moves are made: a right is lost, never moved.
    Square castlingRookSquare(CastlingRights right) const {
        return castlingRook_[castlingIndex(right)];
    }
    /// The castling move of `right` (the king to its g- or c-file square), legal or not.
    Move castlingMove(CastlingRights right) const;
    /// The squares that must be empty for `right` (those the king and the rook cross or land
    /// on, the two of them aside) and those the king crosses or lands on, which no enemy piece
    /// may attack.
    Bitboard castlingPath(CastlingRights right) const {
        return castlingPath_[castlingIndex(right)];
    }
    Bitboard castlingKingPath(CastlingRights right) const {
        return kingPath_[castlingIndex(right)];
    }
    /// Whether the castling rights need Chess960's rules: a right whose king is not on the
    /// e-file or whose rook is not in the corner.
    bool hasChess960Castling() const;
    Square epSquare() const { return st_.epSquare; }
    Square doubleStep() const { return st_.doubleStep; }
    int rule50() const { return st_.rule50; }
    int gamePly() const { return gamePly_; }
    int fullmoveNumber() const { return 1 + gamePly_ / 2; }
    Key key() const { return st_.key; }
    Bitboard checkers() const { return st_.checkers; }
    bool inCheck() const { return st_.checkers != 0; }
    Bitboard pinned() const { return st_.pinned; }
    Piece capturedPiece() const { return st_.captured; }
    const StateInfo& state() const { return st_; }

    // -- Attacks
    // All pieces of both colours attacking `s` when the board is occupied by `occupied`.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, occupied_); }

    // -- Moves
    /// Is `m` a legal move here? Accepts any 16-bit value.
    bool isLegal(Move m) const;
    /// Does the move capture (including en passant)?
    bool isCapture(Move m) const {
        return m.kind() == Move::EnPassant || (m.kind() != Move::Castling && !empty(m.to()));
    }
    /// Would the legal move `m` give check? Answers without making the move.
    bool givesCheck(Move m) const;
    /// Plays a legal move. The previous state goes into `undo`, which unmakeMove needs back.
    void makeMove(Move m, StateInfo& undo);
    void unmakeMove(Move m, const StateInfo& undo);
    /// Passes the turn (search only; not legal when in check).
    void makeNullMove(StateInfo& undo);
    void unmakeNullMove(const StateInfo& undo);

    /// The key after `m`, but for castling rights, en passant and a castling rook: right for
    /// most moves, and enough to prefetch the child's table entry before the move is made.
    Key keyAfter(Move m) const;

    /// The Zobrist key computed from the board alone; equals key() whenever the incremental
    /// updates are right.
    Key computeKey() const;

    /// Is en passant from `from` onto the state's en-passant square safe for the king?
    /// (It can uncover a check along the rank or a diagonal.)
    bool enPassantIsSafe(Square from, Square to) const;

private:
    struct EmptyBoard {};
    explicit Position(EmptyBoard);

    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    // Fills checkers and pinned for the side to move.
    void updateCheckInfo();
    // After a double pawn step to `to`, keeps the en-passant square only if the side now to
    // move can really capture there.
    void setEnPassantIfCapturable(Square epSquare);

    // Gives the side of the king on `king` the right to castle with the rook on `rook`.
    void addCastlingRight(Color c, Square king, Square rook);

    Bitboard byPiece_[12] = {};
    Bitboard byColor_[2] = {};
    Bitboard occupied_ = 0;
    Piece board_[64] = {};
    Color side_ = White;
    int gamePly_ = 0;
    StateInfo st_;
    // Castling, fixed for a game: each right's rook, the squares it needs empty and the king's
    // path, and for every square the rights that survive a move from or to it.
    Square castlingRook_[4] = {NoSquare, NoSquare, NoSquare, NoSquare};
    Bitboard castlingPath_[4] = {};
    Bitboard kingPath_[4] = {};
    CastlingRights castlingMask_[64] = {};
};

} // namespace ferz
