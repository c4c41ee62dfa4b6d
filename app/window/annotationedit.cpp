#include "annotationedit.h"

#include "gamecontroller.h"

AnnotationEdit::AnnotationEdit(GameController& game, const ferz::GameTree::Node* node, Marks before,
                               Marks after, const QString& text)
    : QUndoCommand(text), m_game(game), m_line(game.tree().movesTo(node)),
      m_sameMove(game.tree().sameMoveIndexes(node)), m_before(std::move(before)),
      m_after(std::move(after)) {
}

void AnnotationEdit::apply(const Marks& marks) {
    const ferz::GameTree::Node* node = m_game.tree().nodeAt(m_line, m_sameMove);
    if (!node) {
        setObsolete(true);
        return;
    }
    m_game.setMarks(node, marks.comments, marks.nags);
}
