#include "notation.h"

#include "attacks.h"
#include "movegen.h"
#include "text.h"

#include <cstdlib>
#include <optional>
#include <vector>

namespace ferz {

namespace {

constexpr std::string_view SanLetters = "PNBRQK";

// Piece names for the messages below, each phrase whole, so a language can make its words agree.
// "the knight" as the subject of a sentence.
constexpr MessageFormat ThePiece[] = {
    FERZ_MSG("ferz::Move", "the pawn"),   FERZ_MSG("ferz::Move", "the knight"),
    FERZ_MSG("ferz::Move", "the bishop"), FERZ_MSG("ferz::Move", "the rook"),
    FERZ_MSG("ferz::Move", "the queen"),  FERZ_MSG("ferz::Move", "the king")};
// "the knights", the subject of "… on b1 and f3 can both go to d2".
constexpr MessageFormat ThePieces[] = {
    FERZ_MSG("ferz::Move", "the pawns"),   FERZ_MSG("ferz::Move", "the knights"),
    FERZ_MSG("ferz::Move", "the bishops"), FERZ_MSG("ferz::Move", "the rooks"),
    FERZ_MSG("ferz::Move", "the queens"),  FERZ_MSG("ferz::Move", "the kings")};
// "no white knight", the subject of "… can move to d5".
constexpr MessageFormat NoPieceOf[2][6] = {
    {FERZ_MSG("ferz::Move", "no white pawn"), FERZ_MSG("ferz::Move", "no white knight"),
     FERZ_MSG("ferz::Move", "no white bishop"), FERZ_MSG("ferz::Move", "no white rook"),
     FERZ_MSG("ferz::Move", "no white queen"), FERZ_MSG("ferz::Move", "no white king")},
    {FERZ_MSG("ferz::Move", "no black pawn"), FERZ_MSG("ferz::Move", "no black knight"),
     FERZ_MSG("ferz::Move", "no black bishop"), FERZ_MSG("ferz::Move", "no black rook"),
     FERZ_MSG("ferz::Move", "no black queen"), FERZ_MSG("ferz::Move", "no black king")}};

std::optional<PieceType> pieceFromLetter(char c) {
    switch (c) {
    case 'N':
    case 'n': return Knight;
    case 'B':
    case 'b': return Bishop;
    case 'R':
    case 'r': return Rook;
    case 'Q':
    case 'q': return Queen;
    default: return std::nullopt;
    }
}

// The same words for UCI and SAN.
Message onlyPawnsPromote(std::string_view move) {
    return Message(FERZ_MSG("ferz::Move", "%1: only a pawn reaching the last rank promotes"),
                   {std::string(move)});
}

bool isFile(char c) {
    return c >= 'a' && c <= 'h';
}
bool isRank(char c) {
    return c >= '1' && c <= '8';
}

// Why castling to one side is not legal here; called only when it is not.
Message whyNoCastling(const Position& pos, bool kingSide) {
    const Color us = pos.sideToMove();
    const CastlingRights right = castlingRight(us, kingSide);
    if (!(pos.castlingRights() & right)) {
        if (us == White)
            return kingSide ? FERZ_MSG("ferz::Move", "white may no longer castle kingside")
                            : FERZ_MSG("ferz::Move", "white may no longer castle queenside");
        return kingSide ? FERZ_MSG("ferz::Move", "black may no longer castle kingside")
                        : FERZ_MSG("ferz::Move", "black may no longer castle queenside");
    }
    if (pos.inCheck())
        return FERZ_MSG("ferz::Move", "castling is not allowed while the king is in check");
    const Square king = pos.kingSquare(us);
    const Square rook = pos.castlingRookSquare(right);
    const Bitboard others = pos.pieces() & ~(squareBB(king) | squareBB(rook));
    if (betweenBB(king, rook) & others)
        return kingSide ? FERZ_MSG("ferz::Move", "castling kingside: there are pieces between the "
                                                 "king and the rook")
                        : FERZ_MSG("ferz::Move", "castling queenside: there are pieces between "
                                                 "the king and the rook");
    if (pos.castlingPath(right) & others) // Chess960: a square beyond the rook is taken
        return kingSide ? FERZ_MSG("ferz::Move", "castling kingside: the king's or the rook's "
                                                 "new square is taken")
                        : FERZ_MSG("ferz::Move", "castling queenside: the king's or the rook's "
                                                 "new square is taken");
    return kingSide ? FERZ_MSG("ferz::Move", "castling kingside: the king would pass through or "
                                             "land on an attacked square")
                    : FERZ_MSG("ferz::Move", "castling queenside: the king would pass through or "
                                             "land on an attacked square");
}

// The wing the king on `from` tries to castle to by going to `to`: onto its own castling rook,
// or to its castling square when that is no king's step (e1g1). Nullopt for anything else.
std::optional<bool> castlingAttempt(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    if (from != pos.kingSquare(us) || rankOf(from) != (us == White ? 0 : 7)) return std::nullopt;
    for (const bool kingSide : {true, false}) {
        const Square rook = pos.castlingRookSquare(castlingRight(us, kingSide));
        if (to == rook && pos.pieceOn(to) == makePiece(us, Rook)) return kingSide;
        if (to == castlingKingTarget(us, kingSide) && !(kingAttacks(from) & squareBB(to)) &&
            to != from)
            return kingSide;
    }
    return std::nullopt;
}

// Removes what SAN may carry after the move itself: check and mate marks, annotations
// (!, ?, !!, ?!, …) and an "e.p." note, in any order and with spaces between.
std::string_view stripSuffixes(std::string_view s) {
    while (true) {
        s = text::trim(s);
        if (s.empty()) return s;
        const char last = s.back();
        if (last == '+' || last == '#' || last == '!' || last == '?') {
            s.remove_suffix(1);
            continue;
        }
        if (s.size() >= 4) {
            std::string_view tail = s.substr(s.size() - 4);
            if (tail == "e.p." || tail == "E.P.") {
                s.remove_suffix(4);
                continue;
            }
        }
        return s;
    }
}

} // namespace

std::string toUci(Move m) {
    if (!m.isOk()) return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) s += "nbrq"[m.promotion() - Knight];
    return s;
}

std::string toUci(const Position& pos, Move m, bool chess960) {
    if (m.kind() != Move::Castling) return toUci(m);
    const Color us = rankOf(m.from()) == 0 ? White : Black;
    const Square rook = pos.castlingRookSquare(castlingRight(us, m.castlesKingSide()));
    const bool twoSquares = std::abs(fileOf(m.to()) - fileOf(m.from())) == 2;
    if ((chess960 || !twoSquares) && rook != NoSquare)
        return squareName(m.from()) + squareName(rook);
    return toUci(m);
}

// Reads four or five characters: origin, destination and an optional promotion letter. The
// king taking its own castling rook (e1h1, as Chess960 GUIs and UCI_Chess960 write castling) is
// that castling; the king's step to its castling square (e1g1) is castling too when no plain
// king move goes there.
Parsed<Move> parseUci(const Position& pos, std::string_view textIn) {
    using Result = Parsed<Move>;
    const std::string_view s = text::trim(textIn);
    if (s.size() < 4 || s.size() > 5 || !isFile(s[0]) || !isRank(s[1]) || !isFile(s[2]) ||
        !isRank(s[3]))
        return Result::failure(
            Message(FERZ_MSG("ferz::Move", "%1 is not a move in UCI notation (like e2e4 or e7e8q)"),
                    {text::quoted(s)}));
    const Square from = makeSquare(s[0] - 'a', s[1] - '1');
    const Square to = makeSquare(s[2] - 'a', s[3] - '1');
    std::optional<PieceType> promo;
    if (s.size() == 5) {
        promo = pieceFromLetter(s[4]);
        if (!promo)
            return Result::failure(
                Message(FERZ_MSG("ferz::Move", "%1: the promotion letter must be q, r, b or n"),
                        {text::quoted(s)}));
    }

    const Piece piece = pos.pieceOn(from);
    const Color us = pos.sideToMove();
    if (piece == NoPiece)
        return Result::failure(Message(FERZ_MSG("ferz::Move", "%1: there is no piece on %2"),
                                       {std::string(s), squareName(from)}));
    if (colorOf(piece) != us)
        return Result::failure(Message(
            us == White ? FERZ_MSG("ferz::Move", "%1: %2 on %3 is black's, and white is to move")
                        : FERZ_MSG("ferz::Move", "%1: %2 on %3 is white's, and black is to move"),
            {std::string(s), ThePiece[typeOf(piece)], squareName(from)}));

    const MoveList legal(pos);
    const std::optional<bool> castling = promo ? std::nullopt : castlingAttempt(pos, from, to);
    const auto castlingTo = [&legal](bool kingSide) {
        for (Move m : legal)
            if (m.kind() == Move::Castling && m.castlesKingSide() == kingSide) return m;
        return Move::none();
    };
    // The king onto its own rook: castling, or why not.
    if (castling && pos.pieceOn(to) == makePiece(us, Rook)) {
        if (const Move m = castlingTo(*castling)) return m;
        return Result::failure(Message(FERZ_MSG("ferz::Move", "%1 is not legal here: %2"),
                                       {std::string(s), whyNoCastling(pos, *castling)}));
    }
    bool wantsPromotion = false;
    for (Move m : legal) {
        if (m.from() != from || m.to() != to || m.kind() == Move::Castling) continue;
        if (!m.isPromotion()) {
            if (!promo) return m;
            continue;
        }
        wantsPromotion = true;
        if (promo && m.promotion() == *promo) return m;
    }
    if (castling) {
        if (const Move m = castlingTo(*castling)) return m;
        return Result::failure(Message(FERZ_MSG("ferz::Move", "%1 is not legal here: %2"),
                                       {std::string(s), whyNoCastling(pos, *castling)}));
    }
    if (wantsPromotion && !promo)
        return Result::failure(Message(FERZ_MSG("ferz::Move", "%1: a pawn reaching the last rank "
                                                              "must promote; add q, r, b or n"),
                                       {std::string(s)}));
    if (promo && !wantsPromotion) return Result::failure(onlyPawnsPromote(s));
    return Result::failure(
        Message(FERZ_MSG("ferz::Move", "%1 is not a legal move here: %2 on %3 cannot go to %4"),
                {std::string(s), ThePiece[typeOf(piece)], squareName(from), squareName(to)}));
}

std::string toSan(const Position& pos, Move m) {
    std::string san;
    if (m.kind() == Move::Castling) {
        san = m.castlesKingSide() ? "O-O" : "O-O-O";
    } else {
        const PieceType pt = typeOf(pos.pieceOn(m.from()));
        const bool capture = pos.isCapture(m);
        if (pt == Pawn) {
            if (capture) san += char('a' + fileOf(m.from()));
        } else {
            san += SanLetters[pt];
            // Other pieces of the same kind that can go to the same square.
            Bitboard rivals = 0;
            for (Move other : MoveList(pos))
                if (other.to() == m.to() && other.from() != m.from() &&
                    other.kind() != Move::Castling &&
                    pos.pieceOn(other.from()) == pos.pieceOn(m.from()))
                    rivals |= squareBB(other.from());
            if (rivals) {
                if (!(rivals & fileBB(fileOf(m.from()))))
                    san += char('a' + fileOf(m.from()));
                else if (!(rivals & rankBB(rankOf(m.from()))))
                    san += char('1' + rankOf(m.from()));
                else
                    san += squareName(m.from());
            }
        }
        if (capture) san += 'x';
        san += squareName(m.to());
        if (m.isPromotion()) {
            san += '=';
            san += SanLetters[m.promotion()];
        }
    }

    Position after = pos;
    StateInfo undo;
    after.makeMove(m, undo);
    if (after.inCheck()) san += countLegalMoves(after) ? '+' : '#';
    return san;
}

// Reads SAN from the end: promotion, destination square, then what stands before it (piece
// letter, origin file and rank, capture mark), and picks the one legal move that fits.
Parsed<Move> parseSan(const Position& pos, std::string_view input) {
    using Result = Parsed<Move>;
    const std::string_view s = stripSuffixes(input);
    if (s.empty()) return Result::failure(FERZ_MSG("ferz::Move", "the move is empty"));
    if (s.size() > 12)
        return Result::failure(
            Message(FERZ_MSG("ferz::Move", "%1 is too long to be a move"), {text::quoted(s)}));

    // Castling, written with O, o or 0.
    std::string upper;
    for (char c : s) upper += (c == '0' || c == 'o') ? 'O' : c;
    if (upper == "O-O" || upper == "O-O-O" || upper == "OO" || upper == "OOO") {
        const bool kingSide = upper.size() <= 3 && upper != "OOO";
        for (Move m : MoveList(pos))
            if (m.kind() == Move::Castling && m.castlesKingSide() == kingSide) return m;
        return Result::failure(whyNoCastling(pos, kingSide));
    }

    const auto notSan = [&] {
        return Result::failure(Message(
            FERZ_MSG("ferz::Move", "%1 is not a move in SAN (like e4, Nf3, exd5, O-O or e8=Q)"),
            {text::quoted(s)}));
    };

    // The promotion piece at the end: e8=Q, e8Q, e8q, e8(Q).
    std::string_view body = s;
    std::optional<PieceType> promo;
    if (body.size() >= 3 && body.back() == ')' && body[body.size() - 3] == '(') {
        promo = pieceFromLetter(body[body.size() - 2]);
        if (!promo) return notSan();
        body.remove_suffix(3);
    } else if (body.size() >= 3 && pieceFromLetter(body.back()) && !isRank(body.back())) {
        const char before = body[body.size() - 2];
        if (before == '=' || before == '/' || isRank(before)) {
            promo = pieceFromLetter(body.back());
            body.remove_suffix(before == '=' || before == '/' ? 2 : 1);
        }
    }

    // The destination square.
    if (body.size() < 2 || !isFile(body[body.size() - 2]) || !isRank(body.back())) return notSan();
    const Square to = makeSquare(body[body.size() - 2] - 'a', body.back() - '1');
    body.remove_suffix(2);

    // The piece letter (none for a pawn), then origin hints and separators.
    PieceType pt = Pawn;
    if (!body.empty() && SanLetters.find(body.front()) != std::string_view::npos) {
        pt = PieceType(SanLetters.find(body.front()));
        body.remove_prefix(1);
    }
    int fromFile = -1, fromRank = -1;
    for (char c : body) {
        if (isFile(c) && fromFile < 0 && fromRank < 0)
            fromFile = c - 'a';
        else if (isRank(c) && fromRank < 0)
            fromRank = c - '1';
        else if (c != 'x' && c != 'X' && c != ':' && c != '-')
            return notSan();
    }
    if (promo && pt != Pawn) return Result::failure(onlyPawnsPromote(s));

    // The legal moves that fit.
    Move found;
    int matches = 0;
    bool needsPromotion = false;
    Bitboard origins = 0;
    for (Move m : MoveList(pos)) {
        const Square from = m.from();
        if (m.to() != to || typeOf(pos.pieceOn(from)) != pt || m.kind() == Move::Castling) continue;
        if ((fromFile >= 0 && fileOf(from) != fromFile) ||
            (fromRank >= 0 && rankOf(from) != fromRank))
            continue;
        if (m.isPromotion()) {
            needsPromotion = true;
            if (!promo || m.promotion() != *promo) continue;
        } else if (promo) {
            continue;
        }
        if (!(origins & squareBB(from))) ++matches;
        origins |= squareBB(from);
        found = m;
    }

    if (matches == 1) return found;
    if (matches > 1) {
        // "b1, c3" and "f3": the list is notation, the "and" before its last square is words.
        std::string names;
        Square last = NoSquare;
        for (Bitboard b = origins; b;) {
            if (last != NoSquare) names += (names.empty() ? "" : ", ") + squareName(last);
            last = popLsb(b);
        }
        return Result::failure(Message(
            matches == 2 ? FERZ_MSG("ferz::Move", "%1 is ambiguous: %2 on %3 and %4 can both go "
                                                  "to %5; say which with its file or rank")
                         : FERZ_MSG("ferz::Move", "%1 is ambiguous: %2 on %3 and %4 can all go to "
                                                  "%5; say which with its file or rank"),
            {std::string(s), ThePieces[pt], names, squareName(last), squareName(to)}));
    }
    if (needsPromotion && !promo)
        return Result::failure(Message(FERZ_MSG("ferz::Move", "%1: a pawn reaching the last rank "
                                                              "must promote; add =Q, =R, =B or =N"),
                                       {std::string(s)}));
    if (promo && !needsPromotion) return Result::failure(onlyPawnsPromote(s));

    // Nothing fits: say whether a piece of that kind could have gone there but for its king.
    const Color us = pos.sideToMove();
    if (pt != Pawn && !(pos.pieces(us) & squareBB(to))) {
        for (Bitboard b = pos.pieces(us, pt); b;) {
            const Square from = popLsb(b);
            const bool fits = (fromFile < 0 || fileOf(from) == fromFile) &&
                              (fromRank < 0 || rankOf(from) == fromRank);
            if (fits && (attacksFrom(pt, from, pos.pieces()) & squareBB(to)))
                return Result::failure(Message(
                    us == White
                        ? FERZ_MSG("ferz::Move",
                                   "%1 is not legal: it would leave the white king in check")
                        : FERZ_MSG("ferz::Move",
                                   "%1 is not legal: it would leave the black king in check"),
                    {std::string(s)}));
        }
    }
    const MessageFormat noPiece = NoPieceOf[us][pt];
    if (fromFile < 0 && fromRank < 0)
        return Result::failure(
            Message(FERZ_MSG("ferz::Move", "%1 is not legal here: %2 can move to %3"),
                    {std::string(s), noPiece, squareName(to)}));
    Message where;
    if (fromFile >= 0 && fromRank >= 0)
        where =
            Message(FERZ_MSG("ferz::Move", "on %1"), {squareName(makeSquare(fromFile, fromRank))});
    else if (fromFile >= 0)
        where = Message(FERZ_MSG("ferz::Move", "on the %1-file"),
                        {std::string(1, char('a' + fromFile))});
    else
        where = Message(FERZ_MSG("ferz::Move", "on rank %1"), {fromRank + 1});
    return Result::failure(
        Message(FERZ_MSG("ferz::Move", "%1 is not legal here: %2 %3 can move to %4"),
                {std::string(s), noPiece, where, squareName(to)}));
}

namespace {

// Whether the piece on `from` could go to `to` by the way it moves, kings and pins aside.
bool reaches(const Position& pos, Square from, Square to) {
    const Piece piece = pos.pieceOn(from);
    const Color us = colorOf(piece);
    if (pos.pieces(us) & squareBB(to)) return false;
    if (typeOf(piece) != Pawn) return attacksFrom(typeOf(piece), from, pos.pieces()) & squareBB(to);
    const int forward = us == White ? 8 : -8;
    if (pawnAttacks(us, from) & squareBB(to))
        return (pos.pieces(~us) & squareBB(to)) || to == pos.epSquare();
    if (int(to) == int(from) + forward) return pos.pieceOn(to) == NoPiece;
    const bool startRank = rankOf(from) == (us == White ? 1 : 6);
    return startRank && int(to) == int(from) + 2 * forward &&
           pos.pieceOn(Square(int(from) + forward)) == NoPiece && pos.pieceOn(to) == NoPiece;
}

} // namespace

Message whyIllegal(const Position& pos, Square from, Square to) {
    const Piece piece = pos.pieceOn(from);
    const Color us = pos.sideToMove();
    if (piece == NoPiece)
        return Message(FERZ_MSG("ferz::Move", "there is no piece on %1"), {squareName(from)});
    if (colorOf(piece) != us)
        return us == White ? FERZ_MSG("ferz::Move", "white is to move")
                           : FERZ_MSG("ferz::Move", "black is to move");
    const PieceType pt = typeOf(piece);
    if (to != NoSquare)
        if (const std::optional<bool> kingSide = castlingAttempt(pos, from, to))
            return whyNoCastling(pos, *kingSide);
    if (to != NoSquare && !reaches(pos, from, to))
        return Message(FERZ_MSG("ferz::Move", "%1 on %2 cannot go to %3"),
                       {ThePiece[pt], squareName(from), squareName(to)});
    // The piece could go there, or has moves of its kind: its king forbids them.
    if (pt == King)
        return to == NoSquare ? Message(FERZ_MSG("ferz::Move", "the king has no safe square"))
                              : Message(FERZ_MSG("ferz::Move", "the king would be in check on %1"),
                                        {squareName(to)});
    if (pos.inCheck())
        return us == White
                   ? FERZ_MSG("ferz::Move", "the white king is in check: answer the check first")
                   : FERZ_MSG("ferz::Move", "the black king is in check: answer the check first");
    if (pos.pinned() & squareBB(from))
        return Message(
            FERZ_MSG("ferz::Move", "%1 on %2 is pinned: moving it would expose the king"),
            {ThePiece[pt], squareName(from)});
    if (to == NoSquare)
        return Message(FERZ_MSG("ferz::Move", "%1 on %2 has no move"),
                       {ThePiece[pt], squareName(from)});
    return us == White ? FERZ_MSG("ferz::Move", "it would leave the white king in check")
                       : FERZ_MSG("ferz::Move", "it would leave the black king in check");
}

Parsed<Move> parseMove(const Position& pos, std::string_view text) {
    Parsed<Move> san = parseSan(pos, text);
    if (san) return san;
    Parsed<Move> uci = parseUci(pos, text);
    return uci ? uci : san;
}

} // namespace ferz
