#include "sidepanel.h"

#include "analysispanel.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "movelist.h"
#include "review.h"
#include "santext.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace ferz;

SidePanel::SidePanel(const GameController& game, QWidget* parent)
    : QWidget(parent), m_game(game), m_opening(new QLabel(this)), m_thinking(new QLabel(this)),
      m_moveList(new ::MoveList(this)), m_analysis(new AnalysisPanel(this)),
      m_moveEntry(new QLineEdit(this)), m_moveError(new QLabel(this)), m_hints(new QLabel(this)) {
    setMinimumWidth(200);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_opening->setObjectName(QStringLiteral("opening"));
    m_opening->setWordWrap(true);
    m_opening->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_opening->hide();
    layout->addWidget(m_opening);
    m_thinking->setObjectName(QStringLiteral("thinking"));
    m_thinking->setWordWrap(true);
    m_thinking->hide();
    layout->addWidget(m_thinking);
    layout->addWidget(m_moveList, 1);
    layout->addWidget(m_analysis);
    m_moveEntry->setClearButtonEnabled(true);
    layout->addWidget(m_moveEntry);
    m_moveError->setWordWrap(true);
    m_moveError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_moveError->hide();
    layout->addWidget(m_moveError);
    layout->addWidget(m_hints);
    keepWrappedLabelsWhole(this);

    connect(m_moveEntry, &QLineEdit::returnPressed, this,
            [this] { emit moveTyped(m_moveEntry->text()); });
    connect(&m_game, &GameController::engineProgress, this, &SidePanel::onProgress);
    // Why a typed move was refused holds for its position only, and for a game still on.
    connect(&m_game, &GameController::movePlayed, m_moveError, &QWidget::hide);
    connect(&m_game, &GameController::gameEnded, m_moveError, &QWidget::hide);
    connect(&m_game, &GameController::reset, m_moveError, &QWidget::hide);
    retranslate();
}

void SidePanel::addAboveMoves(QWidget* widget, const QList<QWidget*>& tabStops) {
    auto* box = static_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->indexOf(m_moveList), widget);
    keepWrappedLabelsWhole(widget);
    m_aboveMovesTabStops << tabStops;
}

QList<QWidget*> SidePanel::tabChain() const {
    return m_aboveMovesTabStops +
           QList<QWidget*>{m_moveList,
                           m_analysis->findChild<QPushButton*>(QStringLiteral("cancelAnalysis")),
                           m_moveEntry};
}

namespace {

// The height of a wrapped label's lines at its width. Not QLabel::heightForWidth, which is
// never less than the label's minimum height: once raised it could not come down again.
int linesHeight(const QLabel& label) {
    if (label.text().isEmpty()) return 0;
    const QMargins margins = label.contentsMargins();
    const int width = std::max(1, label.width() - margins.left() - margins.right() -
                                      2 * label.margin() - std::max(0, label.indent()));
    int height = 0;
    if (label.textFormat() == Qt::RichText ||
        (label.textFormat() == Qt::AutoText && Qt::mightBeRichText(label.text()))) {
        QTextDocument document;
        document.setDefaultFont(label.font());
        document.setDocumentMargin(0);
        document.setHtml(label.text());
        document.setTextWidth(width);
        height = int(std::ceil(document.size().height()));
    } else {
        height = label.fontMetrics()
                     .boundingRect(QRect(0, 0, width, 1 << 20),
                                   Qt::TextWordWrap | int(label.alignment()), label.text())
                     .height();
    }
    return height + margins.top() + margins.bottom() + 2 * label.margin();
}

} // namespace

QSize columnPanelHint(const QWidget& panel) {
    const QLayout* layout = panel.layout();
    QSize hint = layout->sizeHint();
    if (layout->hasHeightForWidth()) hint.setHeight(layout->heightForWidth(panel.width()));
    return hint;
}

// A label that wraps its words needs more lines as the column narrows, but a layout counts only
// its one-line minimum: in a small window the column was then given less than its parts need,
// and they were laid over each other (the graph over the counts under it). Each such label
// asks for the height of its lines at its width as its minimum, so the window grows no smaller
// than the column needs. A label's text is set by its owner, and the layout request that
// follows goes to the window: there the lines of every label are counted again, as a label's
// are when its width changes. The panels held in the column claim no height for a width
// (hasHeightForWidth false): a layout would take their preferred height for a width as their
// minimum, and squeeze the other parts below theirs.
void SidePanel::keepWrappedLabelsWhole(QWidget* widget) {
    for (QLabel* label : widget->findChildren<QLabel*>()) {
        if (!label->wordWrap()) continue;
        m_wrapped << label;
        label->installEventFilter(this);
    }
    window()->installEventFilter(this); // Qt keeps one filter however often it is installed
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if ((type == QEvent::Resize && watched != window()) ||
        (type == QEvent::LayoutRequest && watched == window())) {
        for (QLabel* label : std::as_const(m_wrapped)) {
            // A hidden label takes no room, and its width is not yet the one it will have.
            if ((label != watched && watched != window()) || !label->isVisible()) continue;
            const int lines = linesHeight(*label);
            if (lines != label->minimumHeight()) label->setMinimumHeight(lines);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SidePanel::setOpening(const QString& text) {
    m_opening->setText(text);
    m_opening->setVisible(!text.isEmpty());
}

void SidePanel::retranslate() {
    //: %1 is a move in the language's letters ("Nf3", "Sf3" in German).
    m_moveEntry->setPlaceholderText(tr("Type a move: %1, e2e4…").arg(SanText().move("Nf3")));
    m_moveEntry->setAccessibleName(tr("Your move"));
    m_moveList->setAccessibleName(tr("Moves"));
    m_opening->setToolTip(tr("The opening reached: its ECO code and name"));
    m_opening->setAccessibleName(tr("Opening"));
    updateState();
}

void SidePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SidePanel::setMoveError(const QString& error) {
    m_moveError->setVisible(!error.isEmpty());
    m_moveError->setText(error);
    if (error.isEmpty()) m_moveEntry->clear();
}

// The computer's depth while it thinks and the user wants it; its evaluation only when the
// game allows it (GamePolicy: not while the game is being played). That it thinks at all is
// the player strip's to show.
bool SidePanel::thinkingShown() const {
    return m_showThinking;
}

void SidePanel::updateState() {
    if (!m_game.computerThinking()) m_thinking->clear();
    m_thinking->setVisible(thinkingShown() && m_game.computerThinking());
    m_hints->setText(m_game.hintsUsed() ? tr("Hints used: %1").arg(m_game.hintsUsed()) : QString());
    // Enabled while the computer thinks: a disabled field gives the focus away, and the next
    // move would be typed into the window's one-key shortcuts (f flips, h asks for a hint). A
    // move entered before the computer's is refused, and its text kept.
    m_moveEntry->setEnabled(!m_game.over() &&
                            (m_game.isHumanTurn() || m_game.computerThinking() || m_game.paused()));
}

void SidePanel::onProgress(const SearchProgress& p) {
    if (!thinkingShown()) return;
    m_thinking->setVisible(true);
    if (!GamePolicy::of(m_game).allows(GamePolicy::Help::Evaluation)) {
        m_thinking->setText(tr("The computer is thinking… depth %1").arg(p.depth));
        return;
    }
    m_thinking->setText(
        tr("The computer is thinking… depth %1, evaluation %2")
            .arg(p.depth)
            .arg(QString::fromStdString(
                Evaluation::fromSideToMove(p.score, m_game.position().sideToMove()).text())));
}
