#include "boardscene.h"

#include "pen.h"
#include "pieceitem.h"
#include "promotionchooser.h"

#include <QApplication>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainterPath>
#include <QPen>
#include <QPropertyAnimation>
#include <QRadialGradient>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

using namespace ferz;

namespace {

// Stacking order of the scene's items.
constexpr qreal SquareZ = 0, MarkZ = 1, PieceZ = 2, TargetZ = 3, PenZ = 3.5, ArrowZ = 4, FocusZ = 5,
                HandZ = 10;

constexpr qreal FocusWidth = 7; // the focus frame's, in scene units (a square is 100)

// A frame inside a square, `inset` from its edge, `width` wide.
QRectF frameRect(const QRectF& square, qreal inset, qreal width) {
    const qreal d = inset + width / 2;
    return square.adjusted(d, d, -d, -d);
}

} // namespace

BoardScene::BoardScene(QObject* parent) : QGraphicsScene(parent), m_theme(BoardTheme::byId({})) {
    setSceneRect(0, 0, 8 * SquareSize, 8 * SquareSize);
    setItemIndexMethod(NoIndex);
    buildSquares();
    showPosition(m_position, Move::none());
    m_pen = new BoardPen(
        *this, [this](Square s) { return squareRect(s); }, SquareSize, PenZ);
    connect(m_pen, &BoardPen::changed, this, &BoardScene::squaresChanged);
}

BoardScene::~BoardScene() {
    clear(); // the items paint with our renderers: they go first
}

QRectF BoardScene::squareRect(Square s) const {
    const int col = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return {col * SquareSize, row * SquareSize, SquareSize, SquareSize};
}

QPointF BoardScene::squareCenter(Square s) const {
    return squareRect(s).center();
}

Square BoardScene::squareAt(const QPointF& p) const {
    const int col = int(std::floor(p.x() / SquareSize));
    const int row = int(std::floor(p.y() / SquareSize));
    if (col < 0 || col > 7 || row < 0 || row > 7) return NoSquare;
    return m_flipped ? makeSquare(7 - col, row) : makeSquare(col, 7 - row);
}

void BoardScene::buildSquares() {
    for (Square s = A1; s <= H8; ++s) {
        auto* item = addRect(squareRect(s), Qt::NoPen);
        item->setZValue(SquareZ);
        m_squares[s] = item;
    }
    m_selectionMark = addRect({}, Qt::NoPen);
    m_selectionMark->setZValue(MarkZ);
    m_selectionMark->hide();
    m_focusMark = addRect({}, focusFrameLine(FocusWidth));
    (new QGraphicsRectItem(m_focusMark))->setPen(focusFrameDashes(FocusWidth));
    m_focusMark->setZValue(FocusZ);
    m_focusMark->setAcceptedMouseButtons(Qt::NoButton);
    m_focusMark->hide();
    updateSquareColors();
}

// Squares take the theme's colours, with the last move tinted. The coordinates are the view's,
// outside the squares (BoardView).
void BoardScene::updateSquareColors() {
    for (Square s = A1; s <= H8; ++s) {
        const bool light = (fileOf(s) + rankOf(s)) % 2 != 0;
        QColor c = light ? m_theme.light : m_theme.dark;
        auto mix = [&c](const QColor& over) {
            const qreal a = over.alphaF();
            c = QColor::fromRgbF(c.redF() * (1 - a) + over.redF() * a,
                                 c.greenF() * (1 - a) + over.greenF() * a,
                                 c.blueF() * (1 - a) + over.blueF() * a);
        };
        if (m_lastMove && (s == m_lastMove.from() || s == m_lastMove.to())) mix(m_theme.lastMove);
        if (s == m_selected) mix(m_theme.selection);
        m_squares[s]->setRect(squareRect(s));
        m_squares[s]->setBrush(c);
    }
    updateMarks();
    emit squaresChanged();
}

void BoardScene::updateMarks() {
    if (m_selected != NoSquare) {
        QColor c = m_theme.selection;
        c.setAlphaF(1);
        m_selectionMark->setPen(QPen(c, 6, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        m_selectionMark->setRect(
            frameRect(squareRect(m_selected), 11, 6)); // inside the focus frame
    }
    m_selectionMark->setVisible(m_selected != NoSquare);
    const QRectF r = frameRect(squareRect(m_focus), 2, FocusWidth);
    m_focusMark->setRect(r);
    static_cast<QGraphicsRectItem*>(m_focusMark->childItems().front())->setRect(r);
    m_focusMark->setVisible(focusShown());
}

bool BoardScene::focusShown() const {
    return m_keyboardHand && hasFocus();
}

void BoardScene::setFocusSquare(Square s) {
    if (s == m_focus || s == NoSquare) return;
    m_focus = s;
    updateMarks();
    emit focusSquareChanged(s);
}

void BoardScene::showFocus(bool keyboard) {
    m_keyboardHand = keyboard;
    updateMarks();
}

// Arrows go the way they point on the screen, whichever side is at the bottom; they stop at
// the edge.
void BoardScene::moveFocus(int files, int ranks) {
    if (m_flipped) {
        files = -files;
        ranks = -ranks;
    }
    const int file = std::clamp(fileOf(m_focus) + files, 0, 7);
    const int rank = std::clamp(rankOf(m_focus) + ranks, 0, 7);
    setFocusSquare(makeSquare(file, rank));
    showFocus(true);
}

void BoardScene::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    for (PieceItem* item : m_pieces)
        if (item) item->setOutlined(theme.outlines);
    if (m_selected != NoSquare && !m_chooser) showTargets(m_selected); // in the new colour
    updateSquareColors();
    if (m_arrow) m_arrow->setBrush(m_theme.arrow);
    showLineArrows(Arrows(m_lineArrows));
}

void BoardScene::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    if (!m_keyboardHand) m_focus = flipped ? E7 : E2; // where a player's keys would start
    closeChooser();
    m_pressed = NoSquare; // a piece in the hand goes back
    m_dragging = false;
    deselect();
    updateSquareColors();
    placePieces({});
    if (m_arrow) clearArrow();
    showLineArrows(Arrows(m_lineArrows)); // on the squares where they are now
    m_pen->relayout();
    emit flippedChanged(flipped);
}

void BoardScene::showPosition(const Position& pos, Move lastMove, const Motions& motions) {
    closeChooser();
    m_pressed = NoSquare;
    m_dragging = false;
    m_selected = NoSquare;
    clearTargets();
    clearArrow();
    m_position = pos;
    m_lastMove = lastMove;
    updateSquareColors();
    placePieces(motions);
}

void BoardScene::setLegalMoves(const std::vector<Move>& moves) {
    m_legal = moves;
    if (m_selected != NoSquare && movesTo(m_selected, NoSquare).empty()) deselect();
}

// Brings the piece items in line with the position, reusing the items that stay (each keeps
// its rendered image). A piece that slides starts from its old square; the piece the user has
// just dropped is already where it belongs and does not slide again.
void BoardScene::placePieces(const Motions& motions) {
    std::array<PieceItem*, 64> old = m_pieces;
    m_pieces.fill(nullptr);
    const auto create = [this](Piece p, QPointF at) {
        auto* item = new PieceItem(p, m_pieceSet, SquareSize);
        item->setOutlined(m_theme.outlines);
        item->setZValue(PieceZ);
        item->setPos(at);
        addItem(item);
        return item;
    };
    // The moving pieces are lifted first, all of them: in Chess960 a castling king and rook
    // may land on each other's squares.
    std::vector<std::tuple<PieceItem*, Square, Square>> moving;
    for (const auto& [from, to] : motions) {
        PieceItem* item = old[from];
        if (!item || m_position.pieceOn(to) == NoPiece) continue;
        old[from] = nullptr;
        moving.emplace_back(item, from, to);
    }
    for (auto [item, from, to] : moving) {
        const Piece p = m_position.pieceOn(to);
        delete old[to]; // a captured piece
        old[to] = nullptr;
        if (item->piece() != p) { // a promotion: the new piece slides in
            const QPointF at = item->pos();
            delete item;
            item = create(p, at);
        }
        item->setZValue(PieceZ);
        m_pieces[to] = item;
        if (std::pair(from, to) == m_dropped)
            settle(item, squareCenter(to));
        else
            slide(item, squareCenter(to));
    }
    m_dropped = {NoSquare, NoSquare};
    for (Square s = A1; s <= H8; ++s) {
        if (m_pieces[s]) continue; // arrived by a motion
        const Piece p = m_position.pieceOn(s);
        PieceItem* item = std::exchange(old[s], nullptr);
        if (item && item->piece() != p) {
            delete item;
            item = nullptr;
        }
        if (!item && p != NoPiece) item = create(p, squareCenter(s));
        if (item) {
            item->setZValue(PieceZ);
            settle(item, squareCenter(s));
        }
        m_pieces[s] = item;
    }
    for (PieceItem* item : old) delete item; // pieces taken off the board

    delete m_checkMark;
    m_checkMark = nullptr;
    if (m_position.inCheck()) {
        const QRectF r = squareRect(m_position.kingSquare(m_position.sideToMove()));
        QRadialGradient glow(r.center(), SquareSize * 0.55);
        glow.setColorAt(0, QColor(255, 0, 0, 230));
        glow.setColorAt(0.45, QColor(231, 0, 0, 160));
        glow.setColorAt(1, QColor(169, 0, 0, 0));
        m_checkMark = addRect(r, Qt::NoPen, glow);
        m_checkMark->setZValue(MarkZ);
    }
}

void BoardScene::settle(PieceItem* item, QPointF at) {
    for (auto* running : item->findChildren<QPropertyAnimation*>()) running->stop();
    item->setPos(at);
    item->show(); // the pawn hidden behind the promotion chooser
}

void BoardScene::slide(PieceItem* item, QPointF to) {
    if (m_animationMs <= 0) {
        settle(item, to);
        return;
    }
    for (auto* running : item->findChildren<QPropertyAnimation*>()) running->stop();
    auto* animation = new QPropertyAnimation(item, "pos", item);
    animation->setDuration(m_animationMs);
    animation->setEndValue(to);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

// The king castles by moving onto its own rook, or to its castling square when that says
// nothing else (lichess's way): not when the king stays where it is (a king on g1 castling
// kingside), nor when a plain king move goes there too (a king on b1 castling queenside to c1).
Square BoardScene::castlingTarget(Move m) const {
    if (m.to() == m.from()) return NoSquare;
    for (Move other : m_legal)
        if (other.from() == m.from() && other.to() == m.to() && other.kind() != Move::Castling)
            return NoSquare;
    return m.to();
}

Square BoardScene::castlingRook(Move m) const {
    const Color us = colorOf(m_position.pieceOn(m.from()));
    return m_position.castlingRookSquare(castlingRight(us, m.castlesKingSide()));
}

std::vector<Move> BoardScene::movesTo(Square from, Square to) const {
    std::vector<Move> result;
    for (Move m : m_legal) {
        if (m.from() != from) continue;
        if (m.kind() == Move::Castling) {
            if (to == NoSquare || to == castlingTarget(m) || to == castlingRook(m))
                result.push_back(m);
        } else if (to == NoSquare || to == m.to()) {
            result.push_back(m);
        }
    }
    return result;
}

Square BoardScene::markedTarget(Move m) const {
    if (m.kind() != Move::Castling) return m.to();
    const Square target = castlingTarget(m);
    return target != NoSquare ? target : castlingRook(m);
}

void BoardScene::showTargets(Square from) {
    clearTargets();
    for (Move m : movesTo(from, NoSquare)) {
        const QRectF r = squareRect(markedTarget(m));
        QGraphicsItem* mark;
        if (m_position.isCapture(m)) {
            QPainterPath ring;
            ring.addEllipse(r.adjusted(2, 2, -2, -2));
            ring.addEllipse(r.adjusted(12, 12, -12, -12));
            mark = addPath(ring, Qt::NoPen, m_theme.target);
        } else {
            const qreal d = SquareSize * 0.32;
            mark = addEllipse(QRectF(r.center() - QPointF(d / 2, d / 2), QSizeF(d, d)), Qt::NoPen,
                              m_theme.target);
        }
        mark->setZValue(TargetZ);
        mark->setAcceptedMouseButtons(Qt::NoButton);
        m_targetMarks.push_back(mark);
    }
}

void BoardScene::clearTargets() {
    for (QGraphicsItem* mark : m_targetMarks) delete mark;
    m_targetMarks.clear();
}

void BoardScene::select(Square s) {
    m_selected = s;
    showTargets(s);
    updateSquareColors();
}

void BoardScene::deselect() {
    m_selected = NoSquare;
    clearTargets();
    updateSquareColors();
}

void BoardScene::slideBack(Square from) {
    if (PieceItem* item = m_pieces[from]) {
        item->setZValue(PieceZ);
        slide(item, squareCenter(from));
    }
}

// Plays the move from `from` to `to` if there is one; a promotion asks which piece first.
void BoardScene::tryMove(Square from, Square to) {
    const std::vector<Move> moves = movesTo(from, to);
    if (moves.empty()) return;
    if (moves.front().isPromotion()) {
        openChooser(from, moves.front().to());
        return;
    }
    deselect();
    emit moveRequested(moves.front());
}

void BoardScene::openChooser(Square from, Square to) {
    const Color side = colorOf(m_position.pieceOn(from));
    const QRectF first = squareRect(to);
    // From the promotion square towards the middle of the board.
    const qreal step = first.top() < 4 * SquareSize ? SquareSize : -SquareSize;
    std::array<QRectF, 4> cells;
    std::array<QSvgRenderer*, 4> renderers;
    for (std::size_t i = 0; i < 4; ++i) {
        cells[i] = first.translated(0, step * qreal(i));
        renderers[i] = renderer(makePiece(side, PromotionChooser::Choices[i]));
    }
    clearTargets();
    if (PieceItem* pawn = m_pieces[from]) pawn->hide(); // the chooser shows what it becomes
    auto* chooser = new PromotionChooser(side, cells, sceneRect(), renderers);
    addItem(chooser);
    chooser->setFocus();
    m_chooser = chooser;
    connect(chooser, &PromotionChooser::currentChanged, this, &BoardScene::promotionOffered);
    connect(chooser, &PromotionChooser::chosen, this, [this, from, to](PieceType type) {
        closeChooser();
        for (Move m : movesTo(from, to)) {
            if (m.promotion() == type) {
                deselect();
                emit moveRequested(m);
                return;
            }
        }
    });
    connect(chooser, &PromotionChooser::cancelled, this, [this, from] {
        closeChooser();
        m_dropped = {NoSquare, NoSquare};
        if (PieceItem* pawn = m_pieces[from]) pawn->show();
        slideBack(from);
        deselect();
    });
    emit promotionOffered(chooser->current());
}

void BoardScene::closeChooser() {
    if (m_chooser) {
        m_chooser->hide();
        m_chooser->deleteLater();
    }
    m_chooser = nullptr;
}

QRectF BoardScene::promotionCell(PieceType type) const {
    if (!m_chooser) return {};
    const auto& choices = PromotionChooser::Choices;
    const auto it = std::find(choices.begin(), choices.end(), type);
    return it == choices.end() ? QRectF() : m_chooser->cell(int(it - choices.begin()));
}

// An arrow from the centre of `from` to `to`, `width` wide (the pen's shape).
QPainterPath BoardScene::arrowPath(Square from, Square to, qreal width) const {
    return Pen::arrowShape(squareCenter(from), squareCenter(to), SquareSize, width);
}

void BoardScene::showArrow(Square from, Square to) {
    delete m_arrow;
    m_arrow = nullptr;
    m_arrowSquares = {from, to};
    if (from == to) return;
    m_arrow = addPath(arrowPath(from, to, SquareSize * 0.16), Qt::NoPen, m_theme.arrow);
    m_arrow->setZValue(ArrowZ);
    m_arrow->setAcceptedMouseButtons(Qt::NoButton);
}

// The best line's arrow as strong as a hint's; the others thinner and fainter, the weaker the
// fainter, so that the eye finds the best move first.
void BoardScene::showLineArrows(const Arrows& arrows) {
    for (QGraphicsItem* item : m_lineArrowItems) delete item;
    m_lineArrowItems.clear();
    m_lineArrows = arrows;
    for (std::size_t i = 0; i < arrows.size(); ++i) {
        const auto [from, to] = arrows[i];
        if (from == to || from == NoSquare || to == NoSquare) continue;
        QColor color = m_theme.arrow;
        color.setAlphaF(i == 0 ? 0.8f : std::max(0.25f, 0.5f - 0.08f * float(i)));
        auto* item =
            addPath(arrowPath(from, to, SquareSize * (i == 0 ? 0.16 : 0.1)), Qt::NoPen, color);
        item->setZValue(ArrowZ - 0.1 * qreal(i + 1)); // under the hint's, the best on top
        item->setAcceptedMouseButtons(Qt::NoButton);
        m_lineArrowItems.push_back(item);
    }
}

// The hand. Left press on a piece that may move: pick it up (drag) or select it (click); on a
// target of the selected piece: move there; anywhere, it clears the pen's drawings. Right
// press: put everything back, or with nothing in the hand, the pen (boardpen.h).
void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (m_chooser) {
        QGraphicsScene::mousePressEvent(event); // the chooser takes it
        return;
    }
    const Square s = squareAt(event->scenePos());
    if (event->button() == Qt::RightButton) {
        if (m_pressed == NoSquare && m_selected == NoSquare) m_pen->begin(s);
        if (m_pressed != NoSquare) slideBack(m_pressed);
        m_pressed = NoSquare;
        m_dragging = false;
        deselect();
        return;
    }
    if (event->button() != Qt::LeftButton || s == NoSquare) return;
    m_pen->cancel();
    m_pen->clear();
    setFocusSquare(s); // the keys go on from where the mouse was
    showFocus(false);
    if (!pressSquare(s)) return;
    m_wasSelected = s == m_selected;
    if (!m_wasSelected) select(s);
    m_pressed = s;
    m_dragging = false;
    m_pressPos = event->scenePos();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if ((event->buttons() & Qt::RightButton) && m_pen->drawing())
        m_pen->drag(event->scenePos(), squareAt(event->scenePos()),
                    event->modifiers() & Qt::ShiftModifier, event->modifiers() & Qt::AltModifier);
    if (m_pressed == NoSquare || !(event->buttons() & Qt::LeftButton)) return;
    PieceItem* item = m_pieces[m_pressed];
    if (!item) return;
    if (!m_dragging) {
        const QPoint screenDelta = event->screenPos() - event->buttonDownScreenPos(Qt::LeftButton);
        if (screenDelta.manhattanLength() < QApplication::startDragDistance() &&
            QLineF(m_pressPos, event->scenePos()).length() < SquareSize / 8)
            return;
        m_dragging = true;
        item->setZValue(HandZ);
    }
    item->setPos(event->scenePos());
}

void BoardScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::RightButton && m_pen->drawing())
        m_pen->finish(squareAt(event->scenePos()), event->modifiers() & Qt::ShiftModifier,
                      event->modifiers() & Qt::AltModifier);
    if (m_chooser || event->button() != Qt::LeftButton || m_pressed == NoSquare) return;
    const Square from = m_pressed;
    m_pressed = NoSquare;
    if (!m_dragging) {
        // A click: a second click on the selected piece puts it down.
        if (m_wasSelected) deselect();
        return;
    }
    m_dragging = false;
    const Square to = squareAt(event->scenePos());
    PieceItem* item = m_pieces[from];
    if (to != NoSquare && to != from && !movesTo(from, to).empty()) {
        const Move m = movesTo(from, to).front();
        item->setZValue(PieceZ);
        item->setPos(squareCenter(m.to()));
        m_dropped = {from, m.to()};
        tryMove(from, to);
        return;
    }
    slideBack(from);
    if (to != from) deselect(); // dropped on its own square: it stays selected
    if (to != NoSquare && to != from) emit moveRefused(from, to);
}

std::vector<Square> BoardScene::targetsOf(Square from) const {
    std::vector<Square> targets;
    for (Move m : movesTo(from, NoSquare))
        if (std::find(targets.begin(), targets.end(), markedTarget(m)) == targets.end())
            targets.push_back(markedTarget(m));
    return targets;
}

bool BoardScene::pressSquare(Square s) {
    if (m_selected != NoSquare && s != m_selected && !movesTo(m_selected, s).empty()) {
        tryMove(m_selected, s);
        return false;
    }
    if (movesTo(s, NoSquare).empty()) {
        const Piece p = m_position.pieceOn(s);
        if (m_selected != NoSquare && s != m_selected &&
            (p == NoPiece || colorOf(p) != colorOf(m_position.pieceOn(m_selected))))
            emit moveRefused(m_selected, s); // the selected piece cannot go there
        else if (p != NoPiece)
            emit moveRefused(s, NoSquare); // a piece that cannot move
        deselect();
        return false;
    }
    return true;
}

// The pen's keys with Shift and Alt for their colours (an arrow by the keys begun: Escape).
bool BoardScene::isPenKey(const QKeyEvent* event) const {
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    return !m_chooser && m_pressed == NoSquare && m_selected == NoSquare &&
           !(mods & ~(Qt::ShiftModifier | Qt::AltModifier)) && m_pen->wantsKey(event->key());
}

bool BoardScene::wantsKey(const QKeyEvent* event) const {
    if (isPenKey(event)) return true;
    if (event->modifiers() & ~Qt::KeypadModifier) return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: return true;
    case Qt::Key_Escape: // else it takes the window back to the game
        return m_chooser || m_selected != NoSquare || m_pressed != NoSquare;
    case Qt::Key_Q:
    case Qt::Key_R:
    case Qt::Key_B:
    case Qt::Key_N: return m_chooser != nullptr;
    default: return false;
    }
}

void BoardScene::keyPressEvent(QKeyEvent* event) {
    if (m_chooser) {
        QGraphicsScene::keyPressEvent(event); // the chooser takes it
        return;
    }
    if (isPenKey(event)) {
        showFocus(true);
        m_pen->key(event->key(), m_focus, event->modifiers() & Qt::ShiftModifier,
                   event->modifiers() & Qt::AltModifier);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left: moveFocus(-1, 0); return;
    case Qt::Key_Right: moveFocus(1, 0); return;
    case Qt::Key_Up: moveFocus(0, 1); return;
    case Qt::Key_Down: moveFocus(0, -1); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        showFocus(true);
        if (!pressSquare(m_focus)) return;
        if (m_focus == m_selected) {
            deselect(); // put down where it was
            emit putBack(m_focus);
        } else {
            select(m_focus);
            emit pickedUp(m_focus);
        }
        return;
    case Qt::Key_Escape: {
        if (m_pressed != NoSquare) slideBack(m_pressed);
        const Square held = m_selected;
        m_pressed = NoSquare;
        m_dragging = false;
        deselect();
        if (held != NoSquare) emit putBack(held);
        return;
    }
    default: QGraphicsScene::keyPressEvent(event);
    }
}

// Focus that came by the keys (Tab, a shortcut) shows the focus square at once; a click on
// the board does not frame it.
void BoardScene::focusInEvent(QFocusEvent* event) {
    QGraphicsScene::focusInEvent(event);
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason ||
        event->reason() == Qt::ShortcutFocusReason)
        m_keyboardHand = true;
    updateMarks();
}

void BoardScene::focusOutEvent(QFocusEvent* event) {
    QGraphicsScene::focusOutEvent(event);
    updateMarks();
}
