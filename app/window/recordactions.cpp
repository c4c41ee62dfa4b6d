#include "recordactions.h"

#include "actioncollection.h"
#include "analysispanel.h"
#include "annotationmenus.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "gamerecord.h"
#include "reviewnavigator.h"
#include "santext.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

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
        recordEdit(node, before, tr("Glyph on %1").arg(SanText().text(m_review.moveName(node))));
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
                        {"undoEdit", tr("Undo &Annotation")},
                        {"redoEdit", tr("Redo Annotatio&n")},
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
    // The game is being played again (a takeback after its end, a move in a game of a file):
    // the analysis of it stops, and its graph waits for the end.
    m_analysis.withhold(!policy.allows(GamePolicy::Help::ReviewLines));
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

namespace {

// Characters of a comment the dialog lets the user edit. QPlainTextEdit lays a paragraph out
// whole, at about 2 µs a character (far more, quadratic, for one long word broken at word
// boundaries): longer comments are shown whole, read-only, in paragraphs it lays out one by one.
constexpr qsizetype EditableCommentLength = 16'384;

// The text in paragraphs of at most `size` characters, each ending at a space when there is one
// near its end: what the read-only view shows of a long comment.
QString inParagraphs(const QString& text, qsizetype size) {
    QString out;
    out.reserve(text.size() + text.size() / size + 1);
    qsizetype start = 0;
    while (text.size() - start > size) {
        qsizetype end = start + size;
        // A space among the last tenth of the paragraph (searched there only: a word of a
        // megabyte would make a search back to the start quadratic).
        const qsizetype near = QStringView(text).mid(end - size / 10, size / 10).lastIndexOf(u' ');
        if (near >= 0) end = end - size / 10 + near + 1;
        if (text[end - 1].isHighSurrogate()) --end;
        out += QStringView(text).mid(start, end - start);
        out += u'\n';
        start = end;
    }
    out += QStringView(text).mid(start);
    return out;
}

// Whether a word of `text` is so long that breaking lines at word boundaries would be slow.
bool hasLongWord(const QString& text) {
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > 500) return true;
    }
    return false;
}

} // namespace

// The comments on the move on show, in a dialog, as one text (editableComment), its lines
// kept; an empty text removes them. A comment too long to edit is shown whole, read-only, with
// a button that removes it.
void RecordActions::editComment() {
    const GameTree::Node* shown = m_review.node();
    const QString shownText = editableComment(shown->data.comments);
    // The move is found again by its line: the computer may have moved meanwhile.
    const std::vector<Move> line = m_game.tree().movesTo(shown);
    const std::vector<int> sameMove = m_game.tree().sameMoveIndexes(shown);
    const QString label = shown->parent
                              ? tr("Comment on %1:").arg(SanText().text(m_review.moveName(shown)))
                              : tr("Comment before the first move:");
    QString typed;
    if (shownText.size() > EditableCommentLength) {
        QDialog dialog(m_actions.window());
        dialog.setWindowTitle(tr("Comment"));
        auto* text = new QPlainTextEdit(inParagraphs(shownText, 2'000), &dialog);
        text->setReadOnly(true);
        text->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        text->setTabChangesFocus(true);
        auto* explained =
            new QLabel(label + u' ' +
                           tr("%Ln characters: shown whole, but too long to edit here.", "",
                              int(shownText.size())),
                       &dialog);
        explained->setWordWrap(true);
        explained->setBuddy(text);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
        QPushButton* remove =
            buttons->addButton(tr("&Remove the Comment"), QDialogButtonBox::DestructiveRole);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        connect(remove, &QPushButton::clicked, &dialog, &QDialog::accept);
        auto* layout = new QVBoxLayout(&dialog);
        layout->addWidget(explained);
        layout->addWidget(text, 1);
        layout->addWidget(buttons);
        dialog.resize(560, 420);
        if (dialog.exec() != QDialog::Accepted) return;
    } else {
        QInputDialog dialog(m_actions.window());
        dialog.setWindowTitle(tr("Comment"));
        dialog.setLabelText(label);
        dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
        dialog.setTextValue(shownText);
        if (auto* edit = dialog.findChild<QPlainTextEdit*>()) {
            // Tab leaves the text for the buttons, as in every other field (a comment needs no
            // tabs). A very long word is broken anywhere: at word boundaries it takes long.
            edit->setTabChangesFocus(true);
            edit->setWordWrapMode(hasLongWord(shownText)
                                      ? QTextOption::WrapAnywhere
                                      : QTextOption::WrapAtWordBoundaryOrAnywhere);
        }
        if (dialog.exec() != QDialog::Accepted || dialog.textValue() == shownText) return;
        typed = dialog.textValue();
    }
    const GameTree::Node* node = m_game.tree().nodeAt(line, sameMove);
    if (!node) return;
    const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
    m_game.setComment(node, typed);
    recordEdit(node, before,
               node->parent ? tr("Comment on %1").arg(SanText().text(m_review.moveName(node)))
                            : tr("Comment"));
}

void RecordActions::setDrawings(const GameTree::Node* node, const Drawings& drawings) {
    if (!node) return;
    const AnnotationEdit::Marks before = AnnotationEdit::marksOf(node);
    m_game.setMarks(node, withDrawings(node->data.comments, drawings), node->data.nags);
    recordEdit(node, before,
               node->parent ? tr("Drawing on %1").arg(SanText().text(m_review.moveName(node)))
                            : tr("Drawing on the start position"));
}

void RecordActions::recordEdit(const GameTree::Node* node, const AnnotationEdit::Marks& before,
                               const QString& text) {
    AnnotationEdit::Marks after = AnnotationEdit::marksOf(node);
    if (after != before) m_edits->push(new AnnotationEdit(m_game, node, before, after, text));
}
