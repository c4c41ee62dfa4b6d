#include "movelist.h"

#include "movelistaccessible.h"
#include "pgn.h"

#include <QMouseEvent>
#include <QScrollBar>
#include <QTextBlock>

#include <algorithm>

using ferz::GameTree;

QString glyphText(int nag) {
    switch (nag) {
    case 1: return QStringLiteral("!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("!!");
    case 4: return QStringLiteral("??");
    case 5: return QStringLiteral("!?");
    case 6: return QStringLiteral("?!");
    case 10: return QStringLiteral(" =");
    case 13: return QStringLiteral(" ∞");
    case 14: return QStringLiteral(" +="); // ⩲ and ⩱ are missing from common fonts
    case 15: return QStringLiteral(" =+");
    case 16: return QStringLiteral(" ±");
    case 17: return QStringLiteral(" ∓");
    case 18: return QStringLiteral(" +−");
    case 19: return QStringLiteral(" −+");
    case 220: // ChessBase's diagram, and the same seen from Black: for the score sheet
    case 221: return QString();
    default: return QStringLiteral(" $%1").arg(nag);
    }
}

namespace {

// Characters of a comment the list shows; the rest is elided (the comment dialog has the whole
// text). A word of a megabyte laid out whole would freeze the window for minutes.
constexpr qsizetype ShownCommentLength = 300;

// A comment as the list shows it: without the clock and evaluation commands, its white space
// made single spaces, elided after ShownCommentLength characters.
QString shownComment(const std::string& comment) {
    const std::string text = ferz::commentText(comment);
    // Only the start is needed: a long comment is not converted whole.
    const std::size_t take = std::min(text.size(), std::size_t(ShownCommentLength) * 4 + 4);
    QString shown = QString::fromUtf8(text.data(), qsizetype(take)).simplified();
    if (shown.size() > ShownCommentLength || take < text.size()) {
        qsizetype cut = std::min(shown.size(), ShownCommentLength);
        if (cut > 0 && shown[cut - 1].isHighSurrogate()) --cut;
        shown = shown.left(cut) + QStringLiteral("…");
    }
    return shown;
}

// Writes the tree into a document, remembering where each move is.
class Writer {
public:
    Writer(QTextCursor cursor, const GameTree& tree, const GameTree::Node* current,
           const QPalette& palette, const SanText& sanText,
           std::vector<const GameTree::Node*>& nodes, std::vector<std::pair<int, int>>& spans,
           std::vector<int>& tails)
        : m_cursor(cursor), m_current(current), m_sanText(sanText), m_nodes(nodes), m_spans(spans),
          m_tails(tails) {
        const ferz::Position& start = tree.start();
        m_firstNumber = start.fullmoveNumber();
        m_blackFirst = start.sideToMove() == ferz::Black;
        m_main.setFontWeight(QFont::DemiBold);
        m_takenBack.setForeground(palette.color(QPalette::Disabled, QPalette::Text));
        m_variation.setForeground(palette.color(QPalette::Active, QPalette::Text));
        m_comment.setFontItalic(true);
        m_comment.setForeground(QColor(0x2e, 0x7d, 0x32));
    }

    void write(const GameTree& tree, std::string_view result) {
        const GameTree::Node* root = tree.root();
        writeComments(root->data.comments);
        bool number = true;
        bool takenBack = m_current == root;
        for (const GameTree::Node* n = root->mainChild(); n; n = n->mainChild()) {
            writeMove(n, number, takenBack ? m_takenBack : m_main);
            number = writeComments(n->data.comments);
            if (n == m_current) takenBack = true;
            const auto& alternatives = n->parent->children;
            if (alternatives.size() > 1) {
                for (std::size_t i = 1; i < alternatives.size(); ++i) {
                    newBlock(1);
                    writeLine(alternatives[i].get());
                }
                if (n->mainChild()) newBlock(0); // the main line goes on below them
                number = true;
            }
        }
        if (!result.empty()) {
            if (m_indent) newBlock(0); // below the variations of the last move
            separate(m_main);
            insert(result == "1/2-1/2" ? QStringLiteral("½–½")
                                       : QString::fromLatin1(result.data(), int(result.size())),
                   m_main);
        }
        // The last move of the game is followed by all that comes after it: the result too.
        for (std::size_t i = 0; i < m_nodes.size(); ++i)
            if (GameTree::isOnMainLine(m_nodes[i]) && !m_nodes[i]->mainChild())
                m_tails[i] = m_cursor.position();
    }

private:
    // A variation: its moves, with the variations inside it in parentheses, inline.
    void writeLine(const GameTree::Node* first) {
        separate(m_variation);
        insert(QStringLiteral("("), m_variation);
        m_space = false;
        bool number = true;
        for (const GameTree::Node* n = first; n; n = n->mainChild()) {
            if (writeComments(n->data.commentsBefore)) number = true;
            writeMove(n, number, m_variation);
            number = writeComments(n->data.comments);
            if (n != first && n->parent->children.size() > 1) {
                const auto& alternatives = n->parent->children;
                for (std::size_t i = 1; i < alternatives.size(); ++i)
                    writeLine(alternatives[i].get());
                number = true;
            }
        }
        insert(QStringLiteral(")"), m_variation);
    }

    void writeMove(const GameTree::Node* n, bool forceNumber, const QTextCharFormat& format) {
        const int index = n->ply - 1 + (m_blackFirst ? 1 : 0);
        const int moveNumber = m_firstNumber + index / 2;
        const bool white = index % 2 == 0;
        QString text;
        // A no-break space: a line never wraps between the number and its move.
        if (white)
            text = QStringLiteral("%1.\u00A0").arg(moveNumber);
        else if (forceNumber)
            text = QStringLiteral("%1…\u00A0").arg(moveNumber);
        text += m_sanText.move(n->san);
        for (int nag : n->data.nags) text += glyphText(nag);
        separate(format);
        const int start = m_cursor.position();
        insert(text, format);
        m_nodes.push_back(n);
        m_spans.emplace_back(start, m_cursor.position());
        m_tails.push_back(m_cursor.position());
    }

    // Returns whether a comment was written (then Black's next move needs its number).
    bool writeComments(const std::vector<std::string>& comments) {
        bool written = false;
        for (const std::string& comment : comments) {
            const QString shown = shownComment(comment);
            if (shown.isEmpty()) continue;
            separate(m_comment);
            insert(m_sanText.text(shown), m_comment);
            written = true;
        }
        if (written && !m_tails.empty()) m_tails.back() = m_cursor.position(); // the move's
        return written;
    }

    void newBlock(int indent) {
        QTextBlockFormat block;
        block.setLeftMargin(16 * indent);
        block.setTopMargin(indent ? 2 : 4);
        m_cursor.insertBlock(block);
        m_indent = indent;
        m_space = false;
    }

    // A space before the next word, unless it starts a paragraph or follows a '('.
    void separate(const QTextCharFormat& format) {
        if (m_space) m_cursor.insertText(QStringLiteral(" "), format);
    }
    void insert(const QString& text, const QTextCharFormat& format) {
        m_cursor.insertText(text, format);
        m_space = true;
    }
    QTextCursor m_cursor;
    const GameTree::Node* m_current;
    const SanText& m_sanText;
    std::vector<const GameTree::Node*>& m_nodes;
    std::vector<std::pair<int, int>>& m_spans;
    std::vector<int>& m_tails;
    int m_firstNumber = 1;
    bool m_blackFirst = false;
    bool m_space = false;
    int m_indent = 0; // of the paragraph being written
    QTextCharFormat m_main, m_takenBack, m_variation, m_comment;
};

} // namespace

MoveList::MoveList(QWidget* parent) : QTextBrowser(parent) {
    // Reached by Tab, so that a keyboard user can step through the game from here: the list
    // takes no key itself (no text interaction), the arrows, Home and End are the window's
    // review shortcuts, and Tab goes on to the next control.
    setFocusPolicy(Qt::StrongFocus);
    setTabChangesFocus(true);
    // With focus, a frame in the highlight colour and twice as wide: seen, as a field's is.
    setStyleSheet(QStringLiteral("MoveList { border: 1px solid palette(mid); }"
                                 "MoveList:focus { border: 2px solid palette(highlight); }"));
    setTextInteractionFlags(Qt::NoTextInteraction);
    setOpenLinks(false);
    viewport()->setMouseTracking(true);
    setContextMenuPolicy(Qt::NoContextMenu); // our own, on a move
    MoveListAccessible::install();
}

void MoveList::setTree(const GameTree& tree, const GameTree::Node* current,
                       const GameTree::Node* shown, std::string_view result) {
    m_nodes.clear();
    m_spans.clear();
    m_tails.clear();
    m_tree = &tree;
    m_shownIndex = -2; // none yet: setShown draws it
    const int scroll = verticalScrollBar()->value();
    QTextDocument* doc = document();
    doc->clear();
    // One edit block: the document is laid out once, at its end, not after every word (a long
    // game's main line is one paragraph, laid out again at each insertion: quadratic).
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    Writer(cursor, tree, current, palette(), m_sanText, m_nodes, m_spans, m_tails)
        .write(tree, result);
    cursor.endEditBlock();
    verticalScrollBar()->setValue(scroll);
    MoveListAccessible::treeChanged(this);
    setShown(shown);
}

// The highlight is an extra selection, drawn over the text: moving it lays nothing out again
// (a long game's main line is one paragraph).
bool MoveList::setShown(const GameTree::Node* shown) {
    const auto at = std::find(m_nodes.begin(), m_nodes.end(), shown);
    if (shown && shown->parent && at == m_nodes.end()) return false;
    const int index = at == m_nodes.end() ? -1 : int(at - m_nodes.begin());
    if (index == m_shownIndex) return true;
    m_shownIndex = index;
    QList<QTextEdit::ExtraSelection> highlight;
    if (index >= 0) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document());
        s.cursor.setPosition(m_spans[std::size_t(index)].first);
        s.cursor.setPosition(m_spans[std::size_t(index)].second, QTextCursor::KeepAnchor);
        s.format.setBackground(palette().color(QPalette::Active, QPalette::Highlight));
        s.format.setForeground(palette().color(QPalette::Active, QPalette::HighlightedText));
        s.format.setFontUnderline(true); // told by more than its colour
        highlight << s;
    }
    setExtraSelections(highlight);
    scrollToShown(shown);
    MoveListAccessible::shownChanged(this);
    return true;
}

void MoveList::scrollToShown(const GameTree::Node* shown) {
    if (m_shownIndex < 0) {
        if (!shown || !shown->parent) verticalScrollBar()->setValue(0);
        return;
    }
    // Scrolled to without moving the caret: a moved caret is read out, character by character,
    // by a screen reader, over the announcement of the move on show. What follows the move is
    // brought into view too, as far as the move stays in it: its comment, and after the game's
    // last move the result.
    QTextCursor c(document());
    c.setPosition(m_spans[std::size_t(m_shownIndex)].first);
    const QRect r = cursorRect(c);
    c.setPosition(m_tails[std::size_t(m_shownIndex)]);
    const int bottom = std::max(r.bottom(), cursorRect(c).bottom());
    QScrollBar* bar = verticalScrollBar();
    if (r.top() < 0)
        bar->setValue(bar->value() + r.top());
    else if (bottom > viewport()->height())
        bar->setValue(bar->value() + std::min(r.top(), bottom - viewport()->height()));
}

QRect MoveList::moveRect(int index) const {
    if (index < 0 || index >= int(m_spans.size())) return {};
    QTextCursor c(document());
    const auto [start, end] = m_spans[std::size_t(index)];
    c.setPosition(start);
    QRect r = cursorRect(c);
    c.setPosition(std::min(end, start + 1));
    return r.united(cursorRect(c));
}

const GameTree::Node* MoveList::nodeAt(const QPoint& viewportPos) const {
    const int pos = cursorForPosition(viewportPos).position();
    for (std::size_t i = 0; i < m_spans.size(); ++i)
        if (pos >= m_spans[i].first && pos <= m_spans[i].second) {
            // cursorForPosition gives the nearest gap between letters: the point must be on
            // the move's own line, not beside it at the end of a line.
            QTextCursor c(document());
            c.setPosition(m_spans[i].first);
            const QRect first = cursorRect(c);
            c.setPosition(m_spans[i].second);
            const QRect last = cursorRect(c);
            if (viewportPos.y() < first.top() || viewportPos.y() > last.bottom()) continue;
            if (first.top() == last.top() &&
                (viewportPos.x() < first.left() - 2 || viewportPos.x() > last.right() + 2))
                continue;
            return m_nodes[i];
        }
    return nullptr;
}

void MoveList::mousePressEvent(QMouseEvent* event) {
    event->accept(); // nothing to select or drag in the text
}

void MoveList::mouseReleaseEvent(QMouseEvent* event) {
    const GameTree::Node* node = nodeAt(event->position().toPoint());
    if (!node) return;
    if (event->button() == Qt::LeftButton)
        emit nodeClicked(node);
    else if (event->button() == Qt::RightButton)
        emit nodeMenuRequested(node, event->globalPosition().toPoint());
}

// Qt tells the screen reader that the list has focus; then the list says which move is on
// show (Orca reads the focused item).
void MoveList::focusInEvent(QFocusEvent* event) {
    QTextBrowser::focusInEvent(event);
    QMetaObject::invokeMethod(
        this, [this] { MoveListAccessible::shownChanged(this); }, Qt::QueuedConnection);
}

void MoveList::mouseMoveEvent(QMouseEvent* event) {
    viewport()->setCursor(nodeAt(event->position().toPoint()) ? Qt::PointingHandCursor
                                                              : Qt::ArrowCursor);
}
