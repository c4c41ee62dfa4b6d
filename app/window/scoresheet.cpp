#include "scoresheet.h"

#include "movelist.h"

#include <QFontMetricsF>
#include <QPageRanges>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <set>

using ferz::GameTree;

namespace {

// DejaVu Sans has Latin, Cyrillic and the chess figurines (Ferz's packages depend on it), so
// a Russian sheet with figurines prints without a missing glyph.
QFont sheetFont(qreal points, bool bold = false, bool italic = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

// A tag's value, or empty for PGN's unknown ("?", "????.??.??") and its placeholders.
QString known(const ferz::PgnGame& game, std::string_view name) {
    QString value = QString::fromStdString(game.tag(name)).trimmed();
    if (value == QStringLiteral("-")) return {};
    value.remove(QStringLiteral(".??"));
    return value.contains(QLatin1Char('?')) ? QString() : value;
}

// The NAG as the sheet writes it after the move: the move list's symbols; nothing for the
// diagram NAGs and for those without a symbol, which would print as "$22".
QString glyph(int nag) {
    if (nag == 220 || nag == 221) return {};
    const QString text = glyphText(nag);
    return text.contains(QLatin1Char('$')) ? QString() : text;
}

const QString DiagramMark = QStringLiteral("[#]");

} // namespace

// A unit of the sheet: a row of the two columns, a paragraph (a comment, a variation), a
// diagram, or the result. Paragraphs are broken into lines when laid out on the device.
struct ScoreSheet::Block {
    enum Kind { Moves, Comment, Variation, Diagram, Result } kind = Moves;
    QString number, white, black; // Moves
    QString text;                 // Comment, Variation, Result
    ferz::Position position;      // Diagram
    ferz::Drawings drawings;
    bool whiteBelow = true;

    static Block of(Kind kind, const QString& text = {}) {
        Block b;
        b.kind = kind;
        b.text = text;
        return b;
    }
};

// Walks the tree and writes its blocks: the main line in rows, each move's comments, diagrams
// and variations after it (the row ends there and goes on with "…" in White's column).
class ScoreSheet::Writer {
public:
    Writer(const GameTree& tree, const ScoreSheetOptions& options, std::vector<Block>& out)
        : m_tree(tree), m_options(options), m_out(out),
          m_plies(options.diagramPlies.begin(), options.diagramPlies.end()),
          m_target(options.diagramLine.empty() ? nullptr : tree.nodeAt(options.diagramLine)) {
        m_firstNumber = tree.start().fullmoveNumber();
        m_blackFirst = tree.start().sideToMove() == ferz::Black;
    }

    void write(const std::string& result) {
        const GameTree::Node* root = m_tree.root();
        comments(root, root->data.comments, false);
        wantedDiagram(root);
        for (const GameTree::Node* n = root->mainChild(); n; n = n->mainChild()) {
            const QString move = moveText(n);
            if (isWhite(n)) {
                m_row.number = number(n);
                m_row.white = move;
            } else {
                if (m_row.number.isEmpty()) {
                    m_row.number = number(n);
                    m_row.white = QStringLiteral("…");
                }
                m_row.black = move;
                flushRow();
            }
            const auto& alternatives = n->parent->children;
            if (!hasComment(n) && !wantsDiagram(n) && alternatives.size() < 2) continue;
            flushRow();
            comments(n, n->data.comments, false);
            wantedDiagram(n);
            for (std::size_t i = 1; i < alternatives.size(); ++i) {
                variation(alternatives[i].get(), true);
                flushText(Block::Variation);
            }
        }
        flushRow();
        if (result == "1-0" || result == "0-1")
            m_out.push_back(Block::of(Block::Result, QString::fromStdString(result)));
        else if (result == "1/2-1/2")
            m_out.push_back(Block::of(Block::Result, QStringLiteral("½–½")));
    }

private:
    bool isWhite(const GameTree::Node* n) const { return index(n) % 2 == 0; }
    int index(const GameTree::Node* n) const { return n->ply - 1 + (m_blackFirst ? 1 : 0); }
    QString number(const GameTree::Node* n) const {
        return QStringLiteral("%1.").arg(m_firstNumber + index(n) / 2);
    }
    QString moveText(const GameTree::Node* n) const {
        QString text = m_options.sanText.move(n->san);
        for (int nag : n->data.nags) text += glyph(nag);
        return text;
    }

    bool hasComment(const GameTree::Node* n) const {
        return std::any_of(n->data.comments.begin(), n->data.comments.end(),
                           [](const std::string& c) { return !ferz::commentText(c).empty(); });
    }
    // Whether a diagram follows the move: one its comment or NAG asks for, or the user's.
    bool wantsDiagram(const GameTree::Node* n) const {
        if (n == m_target) return true;
        if (GameTree::isOnMainLine(n) && m_plies.count(n->ply)) return true;
        if (!m_options.commentDiagrams) return false;
        const auto& nags = n->data.nags;
        if (std::find(nags.begin(), nags.end(), 220) != nags.end() ||
            std::find(nags.begin(), nags.end(), 221) != nags.end())
            return true;
        return std::any_of(n->data.comments.begin(), n->data.comments.end(),
                           [](const std::string& c) { return c.find("[#]") != std::string::npos; });
    }

    // The comments of `n`, a paragraph each (inline in a variation), with a diagram where
    // one says "[#]".
    void comments(const GameTree::Node* n, const std::vector<std::string>& list, bool inLine) {
        for (const std::string& comment : list) {
            const QStringList parts =
                QString::fromStdString(ferz::commentText(comment)).split(DiagramMark);
            for (qsizetype i = 0; i < parts.size(); ++i) {
                if (i > 0 && m_options.commentDiagrams) diagram(n);
                const QString text = m_options.sanText.text(parts[i].simplified());
                if (text.isEmpty()) continue;
                if (inLine) {
                    add(text);
                } else {
                    m_text = text;
                    flushText(Block::Comment);
                }
            }
        }
    }

    // A diagram after `n` that its NAG or the user asks for, unless a comment gave it one.
    void wantedDiagram(const GameTree::Node* n) {
        if (wantsDiagram(n)) diagram(n);
    }

    // The diagram of the position after `n`, once: in a variation, its text so far first.
    void diagram(const GameTree::Node* n) {
        if (!m_drawn.insert(n).second) return;
        flushText(Block::Variation);
        m_broken = true;
        Block block = Block::of(Block::Diagram);
        block.position = m_tree.positionAt(n);
        if (m_options.diagram.drawings) block.drawings = ferz::readDrawings(n->data.comments);
        const auto& nags = n->data.nags;
        block.whiteBelow = std::find(nags.begin(), nags.end(), 221) != nags.end()
                               ? !m_options.diagram.whiteBelow
                               : m_options.diagram.whiteBelow;
        m_out.push_back(std::move(block));
    }

    // A variation in brackets, the variations inside it in brackets too, inline.
    void variation(const GameTree::Node* first, bool top) {
        add(top ? QStringLiteral("(") : QStringLiteral(" ("), false);
        bool numbered = true;
        for (const GameTree::Node* n = first; n; n = n->mainChild()) {
            if (!n->data.commentsBefore.empty()) {
                comments(n->parent, n->data.commentsBefore, true);
                numbered = true;
            }
            QString text = isWhite(n) ? number(n) + QChar(0x00A0)
                           : numbered
                               ? QStringLiteral("%1…\u00A0").arg(m_firstNumber + index(n) / 2)
                               : QString();
            add(text + moveText(n));
            m_broken = false;
            comments(n, n->data.comments, true);
            wantedDiagram(n);
            // After a comment or a diagram, Black's move is numbered again: "5… Qh6".
            numbered = hasComment(n) || m_broken;
            if (n != first && n->parent->children.size() > 1) {
                for (std::size_t i = 1; i < n->parent->children.size(); ++i)
                    variation(n->parent->children[i].get(), false);
                numbered = true;
            }
        }
        m_text += QLatin1Char(')');
    }

    // Adds a word to the paragraph, after a space unless it follows an opening bracket.
    void add(const QString& word, bool space = true) {
        if (space && !m_text.isEmpty() && !m_text.endsWith(QLatin1Char('('))) m_text += u' ';
        m_text += word;
    }
    void flushText(Block::Kind kind) {
        if (m_text.trimmed().isEmpty()) return;
        m_out.push_back(Block::of(kind, m_text));
        m_text.clear();
    }
    void flushRow() {
        if (m_row.number.isEmpty()) return;
        m_out.push_back(m_row);
        m_row = {};
    }

    const GameTree& m_tree;
    const ScoreSheetOptions& m_options;
    std::vector<Block>& m_out;
    std::set<int> m_plies;
    const GameTree::Node* m_target;
    std::set<const GameTree::Node*> m_drawn;
    int m_firstNumber = 1;
    bool m_blackFirst = false;
    Block m_row;
    QString m_text;        // the paragraph being written
    bool m_broken = false; // a diagram broke the paragraph since the last move
};

// The blocks measured on the device and put on pages: each paragraph broken into lines, each
// a piece of its own, so a long comment flows on to the next page; a row or a diagram is
// never cut.
struct ScoreSheet::Layout {
    struct Piece {
        const Block* block;
        QString text; // a paragraph's line
        qreal height;
    };

    explicit Layout(const QPaintDevice& device)
        : mm(device.logicalDpiY() / 25.4), width(device.width()), height(device.height()),
          title(sheetFont(14, true)), event(sheetFont(10)), moves(sheetFont(10.5)),
          comment(sheetFont(9.5, false, true)), variation(sheetFont(9)), head(sheetFont(8)),
          footer(sheetFont(8)), result(sheetFont(11, true)), m_device(device) {
        numberWidth = metrics(moves).horizontalAdvance(QStringLiteral("188.")) + 2 * mm;
        columnWidth = std::min(45 * mm, (width - numberWidth) / 2);
        diagramSide = std::min(62 * mm, width * 0.7);
    }

    QFontMetricsF metrics(const QFont& font) const { return QFontMetricsF(font, &m_device); }
    const QFont& fontOf(Block::Kind kind) const {
        return kind == Block::Comment ? comment : kind == Block::Variation ? variation : moves;
    }
    qreal indentOf(Block::Kind kind) const {
        return kind == Block::Variation ? numberWidth + 4 * mm : numberWidth;
    }
    qreal rowHeight() const { return metrics(moves).lineSpacing() * 1.2; }
    qreal footerHeight() const { return metrics(footer).lineSpacing() + 4 * mm; }
    qreal headHeight() const { return metrics(head).lineSpacing() * 1.4; }

    // Each block as pieces of the page.
    std::vector<Piece> pieces(const std::vector<Block>& blocks) const {
        std::vector<Piece> out;
        for (const Block& b : blocks) {
            switch (b.kind) {
            case Block::Moves: out.push_back({&b, {}, rowHeight()}); break;
            case Block::Diagram: out.push_back({&b, {}, diagramSide + 6 * mm}); break;
            case Block::Result:
                out.push_back({&b, {}, metrics(result).lineSpacing() + 3 * mm});
                break;
            case Block::Comment:
            case Block::Variation: {
                const QFont& font = fontOf(b.kind);
                const qreal line = metrics(font).lineSpacing();
                QTextLayout layout(b.text, font, &m_device);
                layout.beginLayout();
                for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
                    l.setLineWidth(width - indentOf(b.kind));
                    out.push_back({&b, b.text.mid(l.textStart(), l.textLength()).trimmed(), line});
                }
                layout.endLayout();
                if (!out.empty() && out.back().block == &b) out.back().height += line * 0.3;
                break;
            }
            }
        }
        return out;
    }

    // The pieces of each page; the first page holds the header too. A diagram that goes over
    // to the next page takes its move's row and comment with it, so that it is not cut off from
    // the move it shows.
    std::vector<std::vector<Piece>> pages(const std::vector<Piece>& all, qreal header) const {
        std::vector<std::vector<Piece>> out(1);
        qreal room = height - footerHeight() - headHeight() - header;
        for (const Piece& piece : all) {
            if (piece.height > room && !out.back().empty()) {
                std::vector<Piece> carried;
                if (piece.block->kind == Block::Diagram) carried = itsMove(out.back());
                out.emplace_back(std::move(carried));
                room = height - footerHeight() - headHeight();
                for (const Piece& p : out.back()) room -= p.height;
            }
            out.back().push_back(piece);
            room -= piece.height;
        }
        return out;
    }

    // Takes from the end of `page` the last row of moves and the comment lines after it, when
    // they are few and something stays on the page; else nothing.
    static std::vector<Piece> itsMove(std::vector<Piece>& page) {
        constexpr std::size_t MostCarried = 6;
        for (std::size_t n = 1; n <= std::min(MostCarried, page.size() - 1); ++n) {
            const Block::Kind kind = page[page.size() - n].block->kind;
            if (kind == Block::Moves) {
                std::vector<Piece> carried(page.end() - qsizetype(n), page.end());
                page.erase(page.end() - qsizetype(n), page.end());
                return carried;
            }
            if (kind != Block::Comment) break;
        }
        return {};
    }

    qreal mm, width, height;
    QFont title, event, moves, comment, variation, head, footer, result;
    qreal numberWidth = 0, columnWidth = 0, diagramSide = 0;

private:
    const QPaintDevice& m_device;
};

ScoreSheet::ScoreSheet(const ferz::PgnGame& game, ScoreSheetOptions options)
    : m_game(game), m_tree(GameTree::fromPgn(game)), m_options(std::move(options)) {
}

QString ScoreSheet::player(ferz::Color side) const {
    const bool white = side == ferz::White;
    QString name = known(m_game, white ? "White" : "Black");
    if (name.isEmpty()) name = white ? tr("White") : tr("Black");
    const QString elo = known(m_game, white ? "WhiteElo" : "BlackElo");
    if (!elo.isEmpty() && elo != QStringLiteral("0")) name += QStringLiteral(" (%1)").arg(elo);
    return name;
}

QString ScoreSheet::players() const {
    return player(ferz::White) + QStringLiteral(" – ") + player(ferz::Black);
}

QString ScoreSheet::eventLine() const {
    QStringList parts;
    for (const char* tag : {"Event", "Site", "Date"})
        if (const QString value = known(m_game, tag); !value.isEmpty()) parts << value;
    if (const QString round = known(m_game, "Round"); !round.isEmpty())
        //: On a printed score sheet, after the event, site and date: "round 5".
        parts << tr("round %1").arg(round);
    return parts.join(QStringLiteral(", "));
}

int ScoreSheet::print(QPagedPaintDevice& device) const {
    std::vector<Block> blocks;
    Writer(m_tree, m_options, blocks).write(m_game.result);
    QPainter p;
    if (!p.begin(&device)) return 0;
    const Layout l(device);
    const QString event = eventLine();
    QString opening = known(m_game, "Opening");
    if (const QString eco = known(m_game, "ECO"); !eco.isEmpty())
        opening = opening.isEmpty() ? eco : eco + QStringLiteral(" ") + opening;
    const QFontMetricsF titleMetrics = l.metrics(l.title), eventMetrics = l.metrics(l.event);
    const qreal header = titleMetrics.lineSpacing() +
                         (event.isEmpty() ? 0 : eventMetrics.lineSpacing()) +
                         (opening.isEmpty() ? 0 : eventMetrics.lineSpacing()) + 4 * l.mm;
    const std::vector<Layout::Piece> pieces = l.pieces(blocks);
    const auto pages = l.pages(pieces, header);
    const int count = int(pages.size());

    const QPen ink(Qt::black, std::max(1.0, l.mm * 0.2)), grey(QColor(110, 110, 110));
    auto text = [&](const QFont& font, qreal x, qreal y, const QString& s, const QPen& pen) {
        p.setFont(font);
        p.setPen(pen);
        p.drawText(QPointF(x, y + l.metrics(font).ascent()), s);
    };
    // The pages the print dialog asked for (none: all), numbered as in the whole sheet.
    const QPageRanges ranges = device.pageRanges();
    int painted = 0;
    for (int page = 0; page < count; ++page) {
        if (!ranges.isEmpty() && !ranges.contains(page + 1)) continue;
        if (painted++ > 0 && !device.newPage()) return 0;
        qreal y = 0;
        if (page == 0) {
            text(l.title, 0, y, titleMetrics.elidedText(players(), Qt::ElideRight, l.width), ink);
            y += titleMetrics.lineSpacing();
            for (const QString& line : {event, opening}) {
                if (line.isEmpty()) continue;
                text(l.event, 0, y, eventMetrics.elidedText(line, Qt::ElideRight, l.width), ink);
                y += eventMetrics.lineSpacing();
            }
            y += 2 * l.mm;
            p.setPen(ink);
            p.drawLine(QPointF(0, y), QPointF(l.width, y));
            y += 2 * l.mm;
        }
        // The columns' headings.
        text(l.head, l.numberWidth, y, tr("White"), grey);
        text(l.head, l.numberWidth + l.columnWidth, y, tr("Black"), grey);
        y += l.headHeight();
        for (const Layout::Piece& piece : pages[size_t(page)]) {
            const Block& b = *piece.block;
            switch (b.kind) {
            case Block::Moves:
                text(l.moves, 0, y, b.number, grey);
                text(l.moves, l.numberWidth, y, b.white, ink);
                text(l.moves, l.numberWidth + l.columnWidth, y, b.black, ink);
                break;
            case Block::Comment:
            case Block::Variation:
                text(l.fontOf(b.kind), l.indentOf(b.kind), y, piece.text, ink);
                break;
            case Block::Diagram: {
                DiagramStyle style = m_options.diagram;
                style.whiteBelow = b.whiteBelow;
                style.lastMove = ferz::Move();
                style.size = int(l.diagramSide);
                p.save();
                p.translate(l.numberWidth, y + 3 * l.mm);
                paintDiagram(p, b.position, b.drawings, style);
                p.restore();
                break;
            }
            case Block::Result: text(l.result, 0, y + 2 * l.mm, b.text, ink); break;
            }
            y += piece.height;
        }
        // The foot of the page: the players, and the page's number.
        const QFontMetricsF footer = l.metrics(l.footer);
        const qreal foot = l.height - footer.lineSpacing();
        p.setPen(ink);
        p.drawLine(QPointF(0, foot - 1.5 * l.mm), QPointF(l.width, foot - 1.5 * l.mm));
        //: The foot of a printed score sheet's page: "page 2 of 3".
        const QString number = tr("page %1 of %2").arg(page + 1).arg(count);
        const qreal numberWidth = footer.horizontalAdvance(number);
        text(l.footer, 0, foot,
             footer.elidedText(players(), Qt::ElideRight, l.width - numberWidth - 5 * l.mm), grey);
        text(l.footer, l.width - numberWidth, foot, number, grey);
    }
    p.end();
    return painted;
}

std::vector<int> ScoreSheet::moveDiagrams(const QString& text, int firstMove, bool blackFirst) {
    static const QRegularExpression move(QStringLiteral("(\\d+)\\s*(\\.\\.\\.|…)?"));
    std::vector<int> plies;
    for (auto it = move.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int index = (m.captured(1).toInt() - firstMove) * 2 + (m.hasCaptured(2) ? 1 : 0);
        const int ply = index + 1 - (blackFirst ? 1 : 0);
        if (ply >= 1) plies.push_back(ply);
    }
    return plies;
}
