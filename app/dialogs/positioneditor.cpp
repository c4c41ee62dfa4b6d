#include "positioneditor.h"

#include "boardaccessible.h"
#include "boardtheme.h"
#include "coremessage.h"
#include "dialogaccess.h"
#include "pieceitem.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDrag>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFormLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSvgRenderer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace ferz;

namespace {

constexpr qreal Size = 100;  // a square, in scene units
constexpr qreal Margin = 32; // left of and below the board, for the coordinates
constexpr int Eraser = 12;   // the tool id after the twelve pieces
const char* const PieceMime = "application/x-ferz-piece";

char fenLetter(Piece p) {
    static constexpr char Letters[] = "PNBRQKpnbrqk";
    return Letters[p];
}

} // namespace

PositionEditor::PositionEditor(const Position& start, QWidget* parent)
    : QDialog(parent), m_scene(new QGraphicsScene(this)), m_view(new QGraphicsView(m_scene, this)),
      m_tools(new QButtonGroup(this)), m_white(new QRadioButton(tr("White"), this)),
      m_black(new QRadioButton(tr("Black"), this)), m_epSquare(new QComboBox(this)),
      m_fen(new QLineEdit(this)), m_error(new QLabel(this)) {
    setWindowTitle(tr("Set Up a Position"));

    m_scene->setSceneRect(-Margin, 0, 8 * Size + Margin, 8 * Size + Margin);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setFixedSize(420, 420);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setAccessibleName(tr("Board"));
    m_view->setAccessibleDescription(
        tr("Drag pieces onto the board from the trays; or type the position in the FEN field"));
    m_view->viewport()->installEventFilter(this);
    m_view->viewport()->setAcceptDrops(true);
    m_view->setAcceptDrops(true);

    // The palette: the twelve pieces and an eraser; click one, then squares, or drag it.
    auto* palette = new QGridLayout;
    for (int id = 0; id <= Eraser; ++id) {
        auto* button = new QToolButton(this);
        button->setCheckable(true);
        button->setIconSize(QSize(36, 36));
        button->setAutoRaise(true);
        if (id < Eraser) {
            QPixmap pixmap(72, 72);
            pixmap.fill(Qt::transparent);
            QPainter painter(&pixmap);
            m_pieceSet.renderer(Piece(id))->render(&painter);
            button->setIcon(QIcon(pixmap));
            button->setAccessibleName(BoardAccessible::pieceName(Piece(id)));
            button->setToolTip(button->accessibleName());
            button->installEventFilter(this);
        } else {
            button->setText(tr("Erase"));
            button->setToolTip(tr("Take pieces off the board (or right-click a piece)"));
        }
        m_tools->addButton(button, id);
        if (id < Eraser)
            palette->addWidget(button, colorOf(Piece(id)) == White ? 0 : 1, typeOf(Piece(id)));
        else
            palette->addWidget(button, 2, 0, 1, 6);
    }
    m_tools->button(WhiteQueen)->setChecked(true);

    auto* clear = new QPushButton(tr("Clear Board"), this);
    auto* initial = new QPushButton(tr("Start Position"), this);
    connect(clear, &QPushButton::clicked, this, [this] {
        m_board.fill(NoPiece);
        update();
    });
    connect(initial, &QPushButton::clicked, this, [this] { setFromPosition(Position()); });

    auto* sideRow = new QHBoxLayout;
    sideRow->addWidget(m_white);
    sideRow->addWidget(m_black);
    auto* castlingRow = new QHBoxLayout;
    const QString castlingNames[] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"),
                                     tr("Black O-O-O")};
    for (std::size_t i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(castlingNames[i], this);
        castlingRow->addWidget(m_castling[i]);
        connect(m_castling[i], &QCheckBox::toggled, this, &PositionEditor::update);
    }
    connect(m_white, &QRadioButton::toggled, this, &PositionEditor::update);
    connect(m_epSquare, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) update();
    });
    connect(m_fen, &QLineEdit::textEdited, this, &PositionEditor::setFen);

    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Play from Here"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    QList<QWidget*> order{m_view}; // then the palette row by row, as it is read
    for (int id = 0; id <= Eraser; ++id) order << m_tools->button(id);
    order << clear << initial << m_white << m_black;
    for (QCheckBox* castling : m_castling) order << castling;
    chainTabOrder(order << m_epSquare << m_fen);
    describeChoices({m_epSquare});
    auto* form = new QFormLayout;
    form->addRow(tr("To move:"), sideRow);
    form->addRow(tr("Castling:"), castlingRow);
    form->addRow(tr("En passant:"), m_epSquare);
    form->addRow(tr("FEN:"), m_fen);
    auto* boardButtons = new QHBoxLayout;
    boardButtons->addWidget(clear);
    boardButtons->addWidget(initial);
    boardButtons->addStretch();
    auto* right = new QVBoxLayout;
    right->addLayout(palette);
    right->addLayout(boardButtons);
    right->addLayout(form);
    right->addWidget(m_error);
    right->addStretch();
    auto* columns = new QHBoxLayout;
    columns->addWidget(m_view);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    setFromPosition(start);
}

PositionEditor::~PositionEditor() {
    m_scene->clear(); // the piece items paint with our renderers
}

void PositionEditor::setFromPosition(const Position& pos) {
    for (Square s = A1; s <= H8; ++s) m_board[s] = pos.pieceOn(s);
    m_updating = true;
    (pos.sideToMove() == White ? m_white : m_black)->setChecked(true);
    const CastlingRights rights[] = {WhiteOO, WhiteOOO, BlackOO, BlackOOO};
    for (std::size_t i = 0; i < 4; ++i) m_castling[i]->setChecked(pos.castlingRights() & rights[i]);
    m_updating = false;
    m_rule50 = pos.rule50();
    m_fullmove = pos.fullmoveNumber();
    update();
    if (pos.epSquare() != NoSquare)
        m_epSquare->setCurrentIndex(
            std::max(0, m_epSquare->findText(QString::fromStdString(squareName(pos.epSquare())))));
}

// A FEN typed or pasted: a legal one becomes the board, any other is explained.
void PositionEditor::setFen(const QString& text) {
    const Parsed<Position> pos = Position::fromFen(text.trimmed().toStdString());
    if (!pos) {
        m_problem = trCore(pos.reason());
        m_error->setText(m_problem);
        m_ok->setEnabled(false);
        return;
    }
    const int cursor = m_fen->cursorPosition();
    setFromPosition(*pos);
    m_fen->setText(text);
    m_fen->setCursorPosition(cursor);
}

void PositionEditor::place(Square s, Piece piece) {
    m_board[s] = piece;
    update();
}

void PositionEditor::selectTool(Piece piece) {
    m_tools->button(piece == NoPiece ? Eraser : int(piece))->setChecked(true);
}

QString PositionEditor::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = m_board[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += fenLetter(p);
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += m_black->isChecked() ? " b " : " w ";
    std::string castling;
    const char letters[] = "KQkq";
    for (std::size_t i = 0; i < 4; ++i)
        if (m_castling[i]->isChecked() && m_castling[i]->isEnabled()) castling += letters[i];
    out += castling.empty() ? "-" : castling;
    out += ' ' + (m_epSquare->currentIndex() > 0 ? m_epSquare->currentText().toStdString() : "-");
    out += ' ' + std::to_string(m_rule50) + ' ' + std::to_string(m_fullmove);
    return QString::fromStdString(out);
}

// After every change: castling rights only where king and rook stand at home, the en-passant
// squares a double step could have left, the FEN, and the core's verdict.
void PositionEditor::update() {
    if (m_updating) return;
    m_updating = true;
    const std::pair<Square, Square> homes[] = {{E1, H1}, {E1, A1}, {E8, H8}, {E8, A8}};
    const Piece kings[] = {WhiteKing, WhiteKing, BlackKing, BlackKing};
    const Piece rooks[] = {WhiteRook, WhiteRook, BlackRook, BlackRook};
    // A right whose king or rook has left home is gone, and its box says so: the boxes and
    // the FEN always agree.
    for (std::size_t i = 0; i < 4; ++i) {
        const bool possible =
            m_board[homes[i].first] == kings[i] && m_board[homes[i].second] == rooks[i];
        m_castling[i]->setEnabled(possible);
        if (!possible) m_castling[i]->setChecked(false);
    }

    const QString ep = m_epSquare->currentText();
    m_epSquare->clear();
    m_epSquare->addItem(QStringLiteral("-"));
    const bool whiteToMove = !m_black->isChecked();
    for (int file = 0; file < 8; ++file) {
        // White to move: a black pawn that has just stepped from the 7th rank to the 5th.
        const Square pawn = makeSquare(file, whiteToMove ? 4 : 3);
        const Square passed = makeSquare(file, whiteToMove ? 5 : 2);
        const Square origin = makeSquare(file, whiteToMove ? 6 : 1);
        if (m_board[pawn] == (whiteToMove ? BlackPawn : WhitePawn) && m_board[passed] == NoPiece &&
            m_board[origin] == NoPiece)
            m_epSquare->addItem(QString::fromStdString(squareName(passed)));
    }
    m_epSquare->setCurrentIndex(std::max(0, m_epSquare->findText(ep)));
    m_updating = false;

    const QString text = fen();
    if (!m_fen->hasFocus()) {
        m_fen->setText(text);
        m_fen->setCursorPosition(0); // the board's part shows first
    }
    const Parsed<Position> pos = Position::fromFen(text.toStdString());
    m_problem = pos ? QString() : trCore(pos.reason());
    if (pos) m_position = *pos;
    m_error->setText(m_problem);
    m_ok->setEnabled(bool(pos));
    redraw();
}

void PositionEditor::redraw() {
    m_scene->clear();
    const BoardTheme theme = BoardTheme::byId({});
    for (Square s = A1; s <= H8; ++s) {
        const QRectF r(fileOf(s) * Size, (7 - rankOf(s)) * Size, Size, Size);
        m_scene->addRect(r, Qt::NoPen, (fileOf(s) + rankOf(s)) % 2 ? theme.light : theme.dark);
        if (m_board[s] == NoPiece) continue;
        auto* item = new PieceItem(m_board[s], m_pieceSet, Size);
        item->setPos(r.center());
        m_scene->addItem(item);
    }
    // The files under the board and the ranks beside it, off the squares.
    QFont font = this->font();
    font.setPixelSize(int(Margin * 0.75));
    const QColor ink = palette().color(QPalette::WindowText);
    for (int i = 0; i < 8; ++i) {
        auto* file = m_scene->addSimpleText(QString(QChar(char16_t(u'a' + i))), font);
        auto* rank = m_scene->addSimpleText(QString(QChar(char16_t(u'8' - i))), font);
        for (QGraphicsSimpleTextItem* t : {file, rank}) t->setBrush(ink);
        const QRectF f = file->boundingRect(), g = rank->boundingRect();
        file->setPos(i * Size + (Size - f.width()) / 2, 8 * Size + (Margin - f.height()) / 2);
        rank->setPos(-Margin + (Margin - g.width()) / 2, i * Size + (Size - g.height()) / 2);
    }
}

QPoint PositionEditor::pointOf(Square s) const {
    return m_view->mapFromScene(QPointF((fileOf(s) + 0.5) * Size, (7.5 - rankOf(s)) * Size));
}

Square PositionEditor::squareAt(QPoint viewPoint) const {
    const QPointF p = m_view->mapToScene(viewPoint);
    const int file = int(p.x() / Size), row = int(p.y() / Size);
    if (p.x() < 0 || p.y() < 0 || file > 7 || row > 7) return NoSquare;
    return makeSquare(file, 7 - row);
}

// The board: a click puts the palette's piece on a square (or takes off the same piece, or
// erases); a drag moves a piece, off the board to remove it; a right click removes. The
// palette's pieces can be dragged onto the board too.
bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    if (auto* button = qobject_cast<QToolButton*>(watched)) {
        if (event->type() == QEvent::MouseMove &&
            (static_cast<QMouseEvent*>(event)->buttons() & Qt::LeftButton)) {
            auto* drag = new QDrag(button);
            auto* mime = new QMimeData;
            mime->setData(QLatin1String(PieceMime), QByteArray::number(m_tools->id(button)));
            drag->setMimeData(mime);
            drag->setPixmap(button->icon().pixmap(48, 48));
            drag->exec(Qt::CopyAction);
            return true;
        }
        return false;
    }
    if (watched != m_view->viewport()) return QDialog::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Resize: m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio); break;
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        const Square s = squareAt(e->position().toPoint());
        if (s == NoSquare) return true;
        if (e->button() == Qt::RightButton) {
            place(s, NoPiece);
        } else if (e->button() == Qt::LeftButton) {
            m_dragFrom = s;
        }
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton || m_dragFrom == NoSquare) return true;
        const Square from = std::exchange(m_dragFrom, NoSquare);
        const Square to = squareAt(e->position().toPoint());
        if (to == from) { // a click
            const int tool = m_tools->checkedId();
            const Piece piece =
                tool == Eraser || m_board[from] == Piece(tool) ? NoPiece : Piece(tool);
            place(from, piece);
        } else if (m_board[from] != NoPiece) { // a drag: a move, or off the board
            const Piece moved = m_board[from];
            m_board[from] = NoPiece;
            if (to != NoSquare) m_board[to] = moved;
            update();
        }
        return true;
    }
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* e = static_cast<QDropEvent*>(event);
        if (e->mimeData()->hasFormat(QLatin1String(PieceMime))) e->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* e = static_cast<QDropEvent*>(event);
        const int id = e->mimeData()->data(QLatin1String(PieceMime)).toInt();
        const Square s = squareAt(e->position().toPoint());
        if (s != NoSquare && id >= 0 && id < 12) {
            place(s, Piece(id));
            e->acceptProposedAction();
        }
        return true;
    }
    default: break;
    }
    return QDialog::eventFilter(watched, event);
}
