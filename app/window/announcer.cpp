#include "announcer.h"

#include "movegen.h"

using namespace ferz;

Announcer::Announcer(QWidget* parent) : LiveRegion(parent) {
    setObjectName(QStringLiteral("announcer"));
    // A long text is cut at the window's edge (the tooltip has it all): it never widens the
    // window.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

QString Announcer::pieceTypeName(PieceType type) {
    switch (type) {
    case Pawn: return tr("pawn");
    case Knight: return tr("knight");
    case Bishop: return tr("bishop");
    case Rook: return tr("rook");
    case Queen: return tr("queen");
    case King: return tr("king");
    default: return {};
    }
}

QString Announcer::spokenMove(const Position& before, Move move) {
    const auto square = [](Square s) { return QString::fromStdString(squareName(s)); };
    if (move.kind() == Move::Castling)
        return move.castlesKingSide() ? tr("castles kingside") : tr("castles queenside");
    const QString piece = pieceTypeName(typeOf(before.pieceOn(move.from())));
    QString text;
    if (move.kind() == Move::EnPassant)
        //: "pawn from e5 takes en passant on d6"
        text = tr("%1 from %2 takes en passant on %3")
                   .arg(piece, square(move.from()), square(move.to()));
    else if (before.isCapture(move))
        //: "bishop from b5 takes knight on c6"
        text = tr("%1 from %2 takes %3 on %4")
                   .arg(piece, square(move.from()),
                        pieceTypeName(typeOf(before.pieceOn(move.to()))), square(move.to()));
    else
        //: "knight from g1 to f3"
        text = tr("%1 from %2 to %3").arg(piece, square(move.from()), square(move.to()));
    if (move.isPromotion())
        //: "pawn from e7 to e8, becomes a queen"
        text = tr("%1, becomes a %2").arg(text, pieceTypeName(move.promotion()));
    return text;
}

QString Announcer::spokenTurn(const Position& before, Move move) {
    Position after = before;
    StateInfo undo;
    after.makeMove(move, undo);
    QString text = before.sideToMove() == White ? tr("White: %1").arg(spokenMove(before, move))
                                                : tr("Black: %1").arg(spokenMove(before, move));
    // What the move did to the other side: never "check" for a mate.
    const bool canMove = ferz::MoveList(after).size() > 0;
    if (after.inCheck())
        text = canMove ? tr("%1, check").arg(text) : tr("%1, checkmate").arg(text);
    else if (!canMove)
        text = tr("%1, stalemate").arg(text);
    return text + QLatin1Char('.');
}
