// An edit of the user's comment, glyphs or drawings on a move, for the window's undo stack of
// edits.
// It finds its move by the line of moves leading to it (GameTree::nodeAt, and which of two
// variations with the same first move), so it still works
// after the list was redrawn or lines promoted; when the move is gone (its line deleted, the
// move taken back), the edit becomes obsolete and leaves the stack.
//
// Threading contract: GUI thread only.
#pragma once

#include "gametree.h"

#include <QUndoCommand>

#include <string>
#include <vector>

class GameController;

class AnnotationEdit : public QUndoCommand {
public:
    struct Marks {
        std::vector<std::string> comments;
        std::vector<int> nags;
        bool operator==(const Marks&) const = default;
    };
    static Marks marksOf(const ferz::GameTree::Node* node) {
        return {node->data.comments, node->data.nags};
    }

    /// `node` had `before` and has `after` now; `text` names the edit ("Comment on 2. Nf3").
    AnnotationEdit(GameController& game, const ferz::GameTree::Node* node, Marks before,
                   Marks after, const QString& text);

    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }

private:
    void apply(const Marks& marks);

    GameController& m_game;
    std::vector<ferz::Move> m_line;
    std::vector<int> m_sameMove; // which of two variations that begin with the same move
    Marks m_before;
    Marks m_after;
};
