#include "recordactions.h"

#include "actioncollection.h"
#include "analysispanel.h"
#include "annotationmenus.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QPlainTextEdit>
#include <QUndoStack>

using namespace ferz;

RecordActions::RecordActions(ActionCollection& actions, GameController& game,
                             ReviewNavigator& review, AnalysisPanel& analysis)
    : QObject(&actions), m_actions(actions), m_game(game), m_review(review), m_analysis(analysis),
      m_glyphs(new AnnotationMenus(actions.window())), m_edits(new QUndoStack(this)) {
    m_actions.add("promoteVariation", QKeySequence(), this,
                  [this] { m_game.promote(m_review.node()); });
    m_actions.add("deleteLine", QKeySequence(), this, [this] { deleteLine(); });
    m_actions.add("editComment", QKeySequence(Qt::CTRL | Qt::Key_K), this,
                  [this] { editComment(); });
    QAction* undoEdit = m_actions.add("undoEdit", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z),
                                      this, [this] { m_edits->undo(); });
    QAction* redoEdit =
        m_actions.add("redoEdit", QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_Z), this,
                      [this] { m_edits->redo(); });
    undoEdit->setEnabled(false);
    redoEdit->setEnabled(false);
    connect(m_edits, &QUndoStack::canUndoChanged, undoEdit, &QAction::setEnabled);
    connect(m_edits, &QUndoStack::canRedoChanged, redoEdit, &QAction::setEnabled);
    m_actions.add("analyseGame", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), this,
                  [this] { analyseGame(); });
    actions.addMenu(QStringLiteral("moveGlyphs"), m_glyphs->menu(GlyphKind::Move));
    actions.addMenu(QStringLiteral("positionGlyphs"), m_glyphs->menu(GlyphKind::Position));
    for (const GlyphKind kind : {GlyphKind::Move, GlyphKind::Position})
        for (QAction* a : m_glyphs->menu(kind)->actions())
            if (!a->isSeparator()) actions.add(a); // "glyph_1"…

    connect(m_glyphs, &AnnotationMenus::glyphChosen, this, [this](GlyphKind kind, int nag) {
        const GameTree::Node* node = m_review.node();
        const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
        m_game.setGlyph(node, kind, nag);
        recordEdit(node, before, tr("Glyph on %1").arg(m_review.moveName(node)));
    });
    // The edits were of the game that goes.
    connect(&m_game, &GameController::aboutToReplace, m_edits, &QUndoStack::clear);
    connect(&m_game, &GameController::stateChanged, this, &RecordActions::update);
    connect(&m_review, &ReviewNavigator::changed, this, &RecordActions::update);
    connect(&m_analysis, &AnalysisPanel::finished, this, &RecordActions::onAnalysisFinished);
    connect(&m_analysis, &AnalysisPanel::cancelled, this, &RecordActions::update);
    connect(&actions, &ActionCollection::retranslate, this, &RecordActions::retranslate);
    retranslate();
}

void RecordActions::retranslate() {
    m_actions.setTexts({{"promoteVariation", tr("&Promote Variation")},
                        {"deleteLine", tr("&Delete from Here")},
                        {"editComment", tr("&Comment…")},
                        {"undoEdit", tr("Undo Comment or &Glyph")},
                        {"redoEdit", tr("Redo Comment or G&lyph")},
                        {"analyseGame", tr("&Analyse Game")}});
    m_glyphs->retranslate();
    update();
}

void RecordActions::update() {
    const GameTree::Node* shown = m_review.node();
    m_actions.action(QStringLiteral("promoteVariation"))->setEnabled(m_game.canPromote(shown));
    m_actions.action(QStringLiteral("deleteLine"))->setEnabled(m_game.canRemove(shown));
    m_glyphs->show(shown->data.nags, shown->parent != nullptr);
    const GamePolicy policy = GamePolicy::of(m_game);
    QAction* analyse = m_actions.action(QStringLiteral("analyseGame"));
    analyse->setEnabled(m_game.game().ply() > 0 && !m_analysis.running() &&
                        !m_game.computerThinking() && policy.allows(GamePolicy::Help::AnalyseGame));
    analyse->setStatusTip(policy.reason(GamePolicy::Help::AnalyseGame));
}

void RecordActions::analyseGame() {
    if (m_game.game().ply() == 0 || m_game.computerThinking() ||
        !GamePolicy::of(m_game).allows(GamePolicy::Help::AnalyseGame))
        return;
    m_analysis.start(m_game.game().startPosition(), m_game.game().moves());
    update();
}

void RecordActions::onAnalysisFinished(const GameAnalysis& analysis) {
    m_game.annotate(analysis); // a reset: the list shows the glyphs and comments
    m_edits->clear();          // an edit undone now would take the verdicts with it
    // The counts are under the graph, where they stay.
    emit said(analysis.complete ? tr("Analysis done.")
              : analysis.failure.empty()
                  ? tr("Analysis stopped.")
                  : tr("Analysis stopped: %1").arg(QString::fromStdString(analysis.failure)));
    update();
}

void RecordActions::deleteLine() {
    const GameTree::Node* node = m_review.node();
    if (!m_game.canRemove(node)) return;
    m_review.show(node->parent); // shown while the line goes
    m_review.show(m_game.removeLine(node));
}

// The user's own comment on the move on show, in a dialog; an empty text removes it.
void RecordActions::editComment() {
    const GameTree::Node* shown = m_review.node();
    QInputDialog dialog(m_actions.window());
    dialog.setWindowTitle(tr("Comment"));
    dialog.setLabelText(shown->parent ? tr("Comment on %1:").arg(m_review.moveName(shown))
                                      : tr("Comment before the first move:"));
    dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog.setTextValue(QString::fromStdString(shown->data.comment));
    // Tab leaves the text for the buttons, as in every other field (a comment needs no tabs).
    if (auto* edit = dialog.findChild<QPlainTextEdit*>()) edit->setTabChangesFocus(true);
    // The move is found again by its line: the computer may have moved meanwhile.
    const std::vector<Move> line = m_game.tree().movesTo(shown);
    if (dialog.exec() != QDialog::Accepted) return;
    const GameTree::Node* node = m_game.tree().nodeAt(line);
    if (!node) return;
    const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
    m_game.setComment(node, dialog.textValue());
    recordEdit(node, before,
               node->parent ? tr("Comment on %1").arg(m_review.moveName(node)) : tr("Comment"));
}

void RecordActions::recordEdit(const GameTree::Node* node, const AnnotationEdit::Marks& before,
                               const QString& text) {
    AnnotationEdit::Marks after = AnnotationEdit::marksOf(node);
    if (after != before) m_edits->push(new AnnotationEdit(m_game, node, before, after, text));
}
