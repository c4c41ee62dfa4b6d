// The game's record as the user reads it: the main line in SAN with move numbers, and the
// variations inline under the move they replace, indented and nested in parentheses, with
// comments (each without its clock and evaluation commands, its white space as single
// spaces, cut after 300 characters: the comment dialog has the whole text) and annotation
// glyphs. The move on show is highlighted and kept in view; the moves
// taken back (which Redo plays again) are greyed. Clicking a move asks to see the position
// after it; a right click asks for the actions on it. A screen reader reads it as a list of
// moves (MoveListAccessible).
#pragma once

#include "gametree.h"
#include "santext.h"

#include <QTextBrowser>

#include <string_view>
#include <vector>

/// The glyph of an annotation as the list shows it: a move glyph ("!?") to follow the move, a
/// position glyph after a space (" ±"), others as PGN writes them (" $146").
QString glyphText(int nag);

class MoveList : public QTextBrowser {
    Q_OBJECT
public:
    explicit MoveList(QWidget* parent = nullptr);

    /// Shows `tree`, where the game in progress stands at `current` and `shown` is the
    /// position on show (highlighted), and `result` ("1-0", "0-1", "1/2-1/2") ends the main
    /// line when the game is over. The list keeps no pointer into the tree after this.
    void setTree(const ferz::GameTree& tree, const ferz::GameTree::Node* current,
                 const ferz::GameTree::Node* shown, std::string_view result = {});
    /// Moves the highlight to `shown` when the tree is the one of the last setTree (only
    /// the node on show changed): nothing is laid out again, unlike setTree. False, and nothing
    /// done, when `shown` is not listed (the caller then calls setTree).
    bool setShown(const ferz::GameTree::Node* shown);
    /// How moves are written (the user's piece letters, or figurines), from the next setTree.
    void setSanText(const SanText& sanText) { m_sanText = sanText; }
    const SanText& sanText() const { return m_sanText; }
    /// The moves listed, variations included.
    int moveCount() const { return int(m_nodes.size()); }
    /// The text of the list as the user sees it (for tests and accessibility).
    QString plainText() const { return toPlainText(); }
    /// Where the move with `index` (0: the first written) is drawn, in viewport coordinates.
    QRect moveRect(int index) const;
    /// The index of the move on show, or -1.
    int shownIndex() const { return m_shownIndex; }
    /// The move with `index` (0: the first written) and the tree it is in: valid until the
    /// tree changes, which the window follows with setTree (for the accessible items).
    const ferz::GameTree::Node* node(int index) const { return m_nodes.at(std::size_t(index)); }
    const ferz::GameTree* tree() const { return m_tree; }

signals:
    /// The user clicked a move: show the position after it.
    void nodeClicked(const ferz::GameTree::Node* node);
    /// The user asked for the actions on a move (right click) at `globalPos`; the move is
    /// shown first.
    void nodeMenuRequested(const ferz::GameTree::Node* node, const QPoint& globalPos);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    const ferz::GameTree::Node* nodeAt(const QPoint& viewportPos) const;
    void scrollToShown(const ferz::GameTree::Node* shown);

    // The moves in the order written, and where each starts and ends in the document; valid
    // until the next setTree.
    std::vector<const ferz::GameTree::Node*> m_nodes;
    std::vector<std::pair<int, int>> m_spans;
    std::vector<int> m_tails; // where what follows each move ends (its comment, the result)
    const ferz::GameTree* m_tree = nullptr;
    int m_shownIndex = -1;
    SanText m_sanText;
};
