// The board scene: squares, pieces, highlights and the user's hand.
//
// The scene never changes the game. It shows the position it is given, knows which moves the
// user may make there, and when the user drops a piece on a legal square (or clicks a piece,
// then a target) it emits moveRequested(); the game answers with a new position to show. A
// drop anywhere else slides the piece back. Squares are 100 scene units wide.
//
// The keyboard has a hand too: a focus square that the arrow keys move (in the orientation
// shown), and Enter or Space, which does what a click on that square does. The focus square is
// framed in black and white dashes while the keys are in use; the selected square has a solid
// frame besides its tint, so neither is told by colour alone.
#pragma once

#include "boardpen.h"
#include "boardtheme.h"
#include "pieceitem.h"
#include "position.h"
#include "promotionchooser.h"

#include <QGraphicsScene>
#include <QPointer>

#include <array>
#include <map>
#include <memory>
#include <utility>
#include <vector>

class QGraphicsPathItem;
class QKeyEvent;
class QPainterPath;
class QGraphicsRectItem;
class QSvgRenderer;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    static constexpr qreal SquareSize = 100;

    explicit BoardScene(QObject* parent = nullptr);
    ~BoardScene() override;

    using Motions = std::vector<std::pair<ferz::Square, ferz::Square>>;
    /// Shows `pos`, with the last move highlighted; `motions` slide from their first square to
    /// their second (the computer's move, a castling rook) instead of appearing there.
    void showPosition(const ferz::Position& pos, ferz::Move lastMove, const Motions& motions = {});
    /// The moves the user may make now; an empty list means no piece can be picked up.
    void setLegalMoves(const std::vector<ferz::Move>& moves);
    void setFlipped(bool flipped);
    bool flipped() const { return m_flipped; }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    /// How long a piece takes to slide to its square; 0 turns the animation off.
    void setAnimationMs(int ms) { m_animationMs = ms; }
    /// Draws an arrow (a hint); an arrow from a square to itself removes it.
    void showArrow(ferz::Square from, ferz::Square to);
    void clearArrow() { showArrow(ferz::A1, ferz::A1); }
    /// The arrow shown, from and to; equal squares when there is none.
    std::pair<ferz::Square, ferz::Square> arrow() const { return m_arrowSquares; }
    using Arrows = std::vector<std::pair<ferz::Square, ferz::Square>>;
    /// The analysis's arrows, one for the best move of each line, the first drawn strongest;
    /// none clears them. They stay until replaced (the window clears them with the lines).
    void showLineArrows(const Arrows& arrows);
    const Arrows& lineArrows() const { return m_lineArrows; }
    /// The player's arrows and marks (boardpen.h); showPosition() leaves them to the window.
    BoardPen* pen() const { return m_pen; }

    /// The square under a scene point, or NoSquare off the board.
    ferz::Square squareAt(const QPointF& scenePos) const;
    QPointF squareCenter(ferz::Square s) const;
    QRectF squareRect(ferz::Square s) const;
    ferz::Square selectedSquare() const { return m_selected; }
    /// The keyboard's square; it starts in front of the king on the side shown at the bottom.
    ferz::Square focusSquare() const { return m_focus; }
    void setFocusSquare(ferz::Square s);
    /// Whether the focus square is framed: after a key, not after a click.
    bool focusShown() const;
    /// Whether the board takes this key from the window's shortcuts (the arrows, Enter, Space;
    /// Escape while a piece is in the hand; the promotion chooser's letters while it is open).
    bool wantsKey(const QKeyEvent* event) const;
    /// Whether the key is the pen's now (X, V, Delete, with Shift and Alt; Escape after V).
    bool isPenKey(const QKeyEvent* event) const;
    /// The squares the piece on `from` may go to (a castling king's: its castling square, or
    /// its rook's when the castling square says nothing else; see castlingTarget).
    std::vector<ferz::Square> targetsOf(ferz::Square from) const;
    /// What a square holds, for the screen reader.
    ferz::Piece pieceOn(ferz::Square s) const { return m_position.pieceOn(s); }
    bool choosingPromotion() const { return m_chooser != nullptr; }
    /// The piece standing (or sliding to) a square, for tests.
    PieceItem* pieceAt(ferz::Square s) const { return m_pieces[s]; }
    /// The choice of the open promotion chooser, for tests.
    QRectF promotionCell(ferz::PieceType type) const;

signals:
    void moveRequested(ferz::Move move);
    /// The hand tried what no legal move does: a piece dropped or clicked onto a square it may
    /// not go to, or a piece without a move picked up (`to` is then NoSquare). The board has
    /// already put it back; saying why is the window's.
    void moveRefused(ferz::Square from, ferz::Square to);
    void flippedChanged(bool flipped);
    /// The keyboard's square moved.
    void focusSquareChanged(ferz::Square s);
    /// What the squares hold, the orientation or the selection changed.
    void squaresChanged();
    /// The promotion chooser opened, or the keys moved its choice to `type`.
    void promotionOffered(ferz::PieceType type);
    /// The keys picked up the piece on `from` (a click says nothing: the eye sees it).
    void pickedUp(ferz::Square from);
    /// The keys put the piece in the hand back on its square.
    void putBack(ferz::Square from);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// What a click on `s` does first: a move to it, a refusal, or true when the piece there
    /// may be taken into the hand.
    bool pressSquare(ferz::Square s);
    void moveFocus(int files, int ranks); // in the orientation shown
    void showFocus(bool shown);
    void updateMarks();
    void buildSquares();
    void updateSquareColors();
    void placePieces(const Motions& motions);
    void select(ferz::Square s);
    void deselect();
    void showTargets(ferz::Square from);
    void clearTargets();
    std::vector<ferz::Move> movesTo(ferz::Square from, ferz::Square to) const;
    // A castling's drop squares: its king's square when that is no plain king move's too and
    // the king moves (else NoSquare), and its rook's. markedTarget: where the dot goes.
    ferz::Square castlingTarget(ferz::Move m) const;
    ferz::Square castlingRook(ferz::Move m) const;
    ferz::Square markedTarget(ferz::Move m) const;
    void tryMove(ferz::Square from, ferz::Square to);
    void openChooser(ferz::Square from, ferz::Square to);
    void closeChooser();
    void slideBack(ferz::Square from);
    void slide(PieceItem* item, QPointF to);
    void settle(PieceItem* item, QPointF at); // stops any slide and puts the item there
    QPainterPath arrowPath(ferz::Square from, ferz::Square to, qreal width) const;
    QSvgRenderer* renderer(ferz::Piece p) const { return m_pieceSet.renderer(p); }

    ferz::Position m_position;
    ferz::Move m_lastMove;
    std::vector<ferz::Move> m_legal;
    bool m_flipped = false;
    BoardTheme m_theme;
    int m_animationMs = 200;

    PieceSet m_pieceSet;
    std::array<QGraphicsRectItem*, 64> m_squares{};
    std::array<PieceItem*, 64> m_pieces{};
    std::vector<QGraphicsItem*> m_targetMarks;
    QGraphicsItem* m_checkMark = nullptr;
    QGraphicsRectItem* m_focusMark = nullptr;     // black, with white dashes over it
    QGraphicsRectItem* m_selectionMark = nullptr; // a solid frame in the theme's colour
    QGraphicsPathItem* m_arrow = nullptr;
    std::pair<ferz::Square, ferz::Square> m_arrowSquares{ferz::A1, ferz::A1};
    Arrows m_lineArrows;
    std::vector<QGraphicsItem*> m_lineArrowItems;
    QPointer<PromotionChooser> m_chooser;
    BoardPen* m_pen = nullptr;

    // The hand: a piece pressed (maybe being dragged), or selected by a click.
    ferz::Square m_pressed = ferz::NoSquare;
    ferz::Square m_selected = ferz::NoSquare;
    ferz::Square m_focus = ferz::E2;
    bool m_keyboardHand = false; // the keys were used last, not the mouse
    bool m_wasSelected = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    std::pair<ferz::Square, ferz::Square> m_dropped{ferz::NoSquare, ferz::NoSquare};
};
