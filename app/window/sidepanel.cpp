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
#include <QVBoxLayout>

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
    m_aboveMovesTabStops << tabStops;
}

QList<QWidget*> SidePanel::tabChain() const {
    return m_aboveMovesTabStops +
           QList<QWidget*>{m_moveList,
                           m_analysis->findChild<QPushButton*>(QStringLiteral("cancelAnalysis")),
                           m_moveEntry};
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
