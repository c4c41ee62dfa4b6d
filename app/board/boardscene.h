// The board scene: squares, pieces, highlights and the user's hand.
//
// The scene never changes the game. It shows the position it is given, knows which moves the
// user may make there, and when the user drops a piece on a legal square (or clicks a piece,
// then a target) it emits moveRequested(); the game answers with a new position to show. A
// drop anywhere else slides the piece back. Squares are 100 scene units wide.
#pragma once

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

    /// The square under a scene point, or NoSquare off the board.
    ferz::Square squareAt(const QPointF& scenePos) const;
    QPointF squareCenter(ferz::Square s) const;
    QRectF squareRect(ferz::Square s) const;
    ferz::Square selectedSquare() const { return m_selected; }
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

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildSquares();
    void updateSquareColors();
    void placePieces(const Motions& motions);
    void select(ferz::Square s);
    void deselect();
    void showTargets(ferz::Square from);
    void clearTargets();
    std::vector<ferz::Move> movesTo(ferz::Square from, ferz::Square to) const;
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
    QGraphicsPathItem* m_arrow = nullptr;
    std::pair<ferz::Square, ferz::Square> m_arrowSquares{ferz::A1, ferz::A1};
    Arrows m_lineArrows;
    std::vector<QGraphicsItem*> m_lineArrowItems;
    QPointer<PromotionChooser> m_chooser;

    // The hand: a piece pressed (maybe being dragged), or selected by a click.
    ferz::Square m_pressed = ferz::NoSquare;
    ferz::Square m_selected = ferz::NoSquare;
    bool m_wasSelected = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    std::pair<ferz::Square, ferz::Square> m_dropped{ferz::NoSquare, ferz::NoSquare};
};
