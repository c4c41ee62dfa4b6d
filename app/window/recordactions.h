// The record's actions, for the move on show: Promote Variation, Delete from Here, Comment, the
// glyphs (AnnotationMenus), the board's drawings (kept by DrawingKeeper), Undo and Redo of
// those edits (an undo stack of their own: Undo, Ctrl+Z, takes back moves), and Analyse Game,
// whose verdicts are written into the record.
// Whether the game may be analysed now is GamePolicy's to say.
//
// Threading contract: GUI thread only.
#pragma once

#include "annotationedit.h"

#include <QObject>

class ActionCollection;
class AnalysisPanel;
class AnnotationMenus;
class GameController;
class QUndoStack;
class ReviewNavigator;

namespace ferz {
struct GameAnalysis;
}

class RecordActions : public QObject {
    Q_OBJECT
public:
    /// Registers its actions and the glyph submenus ("moveGlyphs", "positionGlyphs") in
    /// `actions`; every reference must outlive it.
    RecordActions(ActionCollection& actions, GameController& game, ReviewNavigator& review,
                  AnalysisPanel& analysis);

    void analyseGame();
    /// Gives `node` (its move, or the start position) the board's `drawings` as [%cal]/[%csl]
    /// in its comment, as an edit that can be undone.
    void setDrawings(const ferz::GameTree::Node* node, const ferz::Drawings& drawings);

signals:
    /// A passing word for the status line ("Analysis done.").
    void said(const QString& text);

private:
    void retranslate();
    void update();
    void editComment();
    void deleteLine();
    void onAnalysisFinished(const ferz::GameAnalysis& analysis);
    /// Puts the user's edit of `node` (which had `before`) on the undo stack of edits.
    void recordEdit(const ferz::GameTree::Node* node, const AnnotationEdit::Marks& before,
                    const QString& text);

    ActionCollection& m_actions;
    GameController& m_game;
    ReviewNavigator& m_review;
    AnalysisPanel& m_analysis;
    AnnotationMenus* m_glyphs;
    QUndoStack* m_edits; // the user's edits of comments and glyphs
};
