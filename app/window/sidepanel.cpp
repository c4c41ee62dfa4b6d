#include "sidepanel.h"

#include "analysispanel.h"
#include "gamecontroller.h"
#include "movelist.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace ferz;

namespace {

QString formatClock(qint64 ms) {
    const qint64 tenths = ms / 100;
    const qint64 seconds = tenths / 10, minutes = seconds / 60, hours = minutes / 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (minutes >= 1 || ms >= 20'000)
        return QStringLiteral("%1:%2").arg(minutes).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2.%3")
        .arg(minutes)
        .arg(seconds % 60, 2, 10, QLatin1Char('0'))
        .arg(tenths % 10);
}

// The evaluation as a user reads it: from White's side, in pawns.
QString formatScore(const SearchProgress& p, Color side) {
    if (p.mate) {
        const int n = side == White ? p.mateIn : -p.mateIn;
        return n > 0 ? QStringLiteral("#%1").arg(n) : QStringLiteral("#-%1").arg(-n);
    }
    const int cp = side == White ? p.score : -p.score;
    return QStringLiteral("%1%2").arg(cp > 0 ? "+" : "").arg(cp / 100.0, 0, 'f', 2);
}

} // namespace

SidePanel::SidePanel(const GameController& game, QWidget* parent)
    : QWidget(parent), m_game(game), m_thinking(new QLabel(this)), m_moveList(new ::MoveList(this)),
      m_analysis(new AnalysisPanel(this)), m_moveEntry(new QLineEdit(this)),
      m_moveError(new QLabel(this)), m_hints(new QLabel(this)) {
    setMinimumWidth(250);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    QFont clockFont = font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.6);
    clockFont.setBold(true);
    auto* clocks = new QHBoxLayout;
    for (Color c : {White, Black}) {
        m_clockLabels[c] = new QLabel(this);
        m_clockLabels[c]->setFont(clockFont);
        m_clockLabels[c]->setAlignment(Qt::AlignCenter);
        m_clockLabels[c]->setFrameShape(QFrame::StyledPanel);
        m_clockLabels[c]->setMinimumWidth(110);
        clocks->addWidget(m_clockLabels[c]);
    }
    layout->addLayout(clocks);
    m_thinking->setWordWrap(true);
    layout->addWidget(m_thinking);
    layout->addWidget(m_moveList, 1);
    layout->addWidget(m_analysis);
    m_moveEntry->setPlaceholderText(tr("Type a move: Nf3, e2e4…"));
    m_moveEntry->setClearButtonEnabled(true);
    layout->addWidget(m_moveEntry);
    m_moveError->setWordWrap(true);
    m_moveError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_moveError->hide();
    layout->addWidget(m_moveError);
    layout->addWidget(m_hints);

    connect(m_moveEntry, &QLineEdit::returnPressed, this,
            [this] { emit moveTyped(m_moveEntry->text()); });
    connect(&m_game.clock(), &ChessClock::changed, this, &SidePanel::updateClocks);
    connect(&m_game, &GameController::engineProgress, this, &SidePanel::onProgress);
    connect(&m_game, &GameController::movePlayed, m_moveError, &QWidget::hide);
}

void SidePanel::setMoveError(const QString& error) {
    m_moveError->setVisible(!error.isEmpty());
    m_moveError->setText(error);
    if (error.isEmpty()) m_moveEntry->clear();
}

void SidePanel::updateClocks() {
    const ChessClock& clock = m_game.clock();
    for (Color c : {White, Black}) {
        QLabel* label = m_clockLabels[c];
        label->setVisible(clock.enabled());
        if (!clock.enabled()) continue;
        const bool running = clock.running() && clock.runningSide() == c;
        label->setText(formatClock(clock.remainingMs(c)));
        label->setStyleSheet(running ? QStringLiteral("background: #2e7d32; color: white;")
                                     : QString());
        label->setToolTip(c == White ? tr("White's clock") : tr("Black's clock"));
    }
}

void SidePanel::updateState() {
    if (!m_game.computerThinking())
        m_thinking->clear();
    else if (m_thinking->text().isEmpty())
        m_thinking->setText(tr("The computer is thinking…"));
    m_hints->setText(m_game.hintsUsed() ? tr("Hints used: %1").arg(m_game.hintsUsed()) : QString());
}

void SidePanel::onProgress(const SearchProgress& p) {
    if (!m_showThinking) {
        m_thinking->setText(tr("The computer is thinking…"));
        return;
    }
    m_thinking->setText(tr("The computer is thinking… depth %1, evaluation %2")
                            .arg(p.depth)
                            .arg(formatScore(p, m_game.position().sideToMove())));
}
