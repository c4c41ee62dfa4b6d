#include "enginepanel.h"

#include "dialogaccess.h"

#include "notation.h"
#include "review.h"

#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QThread>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace ferz;

namespace {

constexpr int PaintIntervalMs = 100; // ten drawings a second at most
constexpr int AimingMs = 1000;       // the lines keep still this long after the pointer moved
constexpr int HashChoices[] = {16, 32, 64, 128, 256, 512, 1024};

} // namespace

EnginePanel::EnginePanel(LiveAnalysis& analysis, QWidget* parent)
    : QWidget(parent), m_analysis(analysis), m_engineBox(new QComboBox(this)),
      m_linesLabel(new QLabel(this)), m_linesBox(new QSpinBox(this)),
      m_settingsButton(new QToolButton(this)), m_settingsMenu(new QMenu(this)),
      m_status(new QLabel(this)), m_restart(new QPushButton(this)), m_view(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("enginePanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    m_engineBox->setObjectName(QStringLiteral("analysisEngine"));
    m_engineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engineBox->setMinimumContentsLength(8);
    row->addWidget(m_engineBox, 1);
    m_linesLabel->setBuddy(m_linesBox);
    row->addWidget(m_linesLabel);
    m_linesBox->setObjectName(QStringLiteral("analysisLines"));
    m_linesBox->setRange(1, LiveAnalysis::MaxLines);
    row->addWidget(m_linesBox);
    m_settingsButton->setObjectName(QStringLiteral("analysisSettings"));
    m_settingsButton->setMenu(m_settingsMenu);
    m_settingsButton->setPopupMode(QToolButton::InstantPopup);
    m_settingsButton->setText(QStringLiteral("⋯"));
    row->addWidget(m_settingsButton);
    layout->addLayout(row);

    auto* statusRow = new QHBoxLayout;
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusRow->addWidget(m_status, 1);
    m_restart->setObjectName(QStringLiteral("restartEngine"));
    m_restart->hide();
    statusRow->addWidget(m_restart);
    layout->addLayout(statusRow);

    m_view->setObjectName(QStringLiteral("engineLines"));
    m_view->setOpenLinks(false);
    m_view->setLineWrapMode(QTextEdit::WidgetWidth);
    m_view->setMinimumHeight(m_view->fontMetrics().lineSpacing() * 4);
    m_view->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_view->viewport()->setMouseTracking(true);
    m_view->viewport()->installEventFilter(this);
    layout->addWidget(m_view);

    m_paintLater.setSingleShot(true);
    connect(&m_paintLater, &QTimer::timeout, this, &EnginePanel::paint);
    connect(&m_analysis, &LiveAnalysis::linesChanged, this, &EnginePanel::onLinesChanged);
    connect(&m_analysis, &LiveAnalysis::stateChanged, this, &EnginePanel::updateStatus);
    connect(m_restart, &QPushButton::clicked, &m_analysis, &LiveAnalysis::restart);
    connect(m_view, &QTextBrowser::anchorClicked, this, &EnginePanel::onLink);
    const auto chosen = [this] {
        if (!m_syncing) emit settingsChanged(chosenSettings());
    };
    connect(m_engineBox, &QComboBox::currentIndexChanged, this, chosen);
    connect(m_linesBox, &QSpinBox::valueChanged, this, chosen);
    retranslate();
}

QList<QWidget*> EnginePanel::controls() const {
    return {m_engineBox, m_linesBox, m_settingsButton, m_restart, m_view};
}

void EnginePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EnginePanel::retranslate() {
    m_linesLabel->setText(tr("&Lines:"));
    m_engineBox->setToolTip(tr("The engine that analyses"));
    m_engineBox->setAccessibleName(tr("Analysis engine"));
    describeChoices({m_engineBox});
    m_settingsButton->setToolTip(tr("Threads and hash of the analysis"));
    m_settingsButton->setAccessibleName(tr("Analysis settings"));
    m_view->setAccessibleName(tr("Engine lines"));
    m_restart->setText(tr("&Restart Engine"));
    if (m_engineBox->count() > 0) m_engineBox->setItemText(0, tr("Ferz (built in)"));
    fillSettingsMenu();
    updateStatus();
    if (!m_shown.empty()) paint(); // the piece letters of the new language
}

void EnginePanel::setEngines(const QList<EngineConfig>& engines) {
    m_engines = engines;
    showSettings(m_analysis.settings());
}

void EnginePanel::showSettings(const LiveAnalysis::Settings& s) {
    m_syncing = true;
    m_engineBox->clear();
    m_engineBox->addItem(tr("Ferz (built in)"));
    int current = 0;
    for (const EngineConfig& e : m_engines) {
        m_engineBox->addItem(e.name);
        if (s.engine && e.sameProgram(*s.engine)) current = m_engineBox->count() - 1;
    }
    m_engineBox->setCurrentIndex(current);
    m_linesBox->setValue(s.lines);
    m_threads = s.threads;
    m_hash = s.hashMegabytes;
    fillSettingsMenu();
    m_syncing = false;
}

LiveAnalysis::Settings EnginePanel::chosenSettings() const {
    LiveAnalysis::Settings s;
    const int engine = m_engineBox->currentIndex() - 1;
    if (engine >= 0 && engine < m_engines.size()) s.engine = m_engines[engine];
    s.lines = m_linesBox->value();
    s.threads = m_threads;
    s.hashMegabytes = m_hash;
    return s;
}

// Threads (one to all cores) and hash (16 MB to 1 GB), each a list to choose one from.
void EnginePanel::fillSettingsMenu() {
    m_settingsMenu->clear();
    const auto addChoices = [this](const QString& title, const QList<int>& values, int current,
                                   const auto& label, int* target) {
        QMenu* menu = m_settingsMenu->addMenu(title);
        auto* group = new QActionGroup(menu);
        for (int v : values) {
            QAction* a = menu->addAction(label(v));
            a->setCheckable(true);
            a->setChecked(v == current);
            group->addAction(a);
            connect(a, &QAction::triggered, this, [this, v, target] {
                *target = v;
                emit settingsChanged(chosenSettings());
            });
        }
    };
    QList<int> threads;
    for (int t = 1; t <= std::max(QThread::idealThreadCount(), m_threads); ++t) threads << t;
    addChoices(
        tr("&Threads"), threads, m_threads, [](int t) { return QString::number(t); }, &m_threads);
    QList<int> hash(std::begin(HashChoices), std::end(HashChoices));
    if (!hash.contains(m_hash)) hash << m_hash;
    std::sort(hash.begin(), hash.end());
    addChoices(
        tr("&Hash"), hash, m_hash, [](int mb) { return tr("%1 MB").arg(mb); }, &m_hash);
}

QString EnginePanel::moveLink(int line, int index) {
    return QStringLiteral("move:%1:%2").arg(line).arg(index);
}

void EnginePanel::setSanText(const SanText& sanText) {
    if (sanText == m_sanText) return;
    m_sanText = sanText;
    if (!m_shown.empty()) paint();
}

void EnginePanel::onLinesChanged() {
    // A new position is shown at once, without the old lines; a deeper line waits for its turn.
    if (m_analysis.lines().empty()) {
        m_paintLater.stop();
        paint();
    } else if (frozen()) {
        // Under the pointer the lines keep still, so that the move clicked is the one seen.
        if (!m_paintLater.isActive()) m_paintLater.start(PaintIntervalMs);
    } else if (!m_paintLater.isActive()) {
        const qint64 since = m_sincePaint.isValid() ? m_sincePaint.elapsed() : PaintIntervalMs;
        if (since >= PaintIntervalMs)
            paint();
        else
            m_paintLater.start(int(PaintIntervalMs - since));
    }
}

// Lines of this position are on show and the pointer moves over them: the user aims at a move.
// A pointer that rests there does not hold them.
bool EnginePanel::frozen() const {
    return !m_shown.empty() && m_view->viewport()->underMouse() && m_sinceAiming.isValid() &&
           m_sinceAiming.elapsed() < AimingMs;
}

bool EnginePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::MouseMove) m_sinceAiming.start();
    return QWidget::eventFilter(watched, event);
}

void EnginePanel::paint() {
    if (!m_analysis.lines().empty() && frozen()) {
        m_paintLater.start(PaintIntervalMs);
        return;
    }
    m_shown = m_analysis.lines();
    m_shownPosition = m_analysis.position();
    if (!m_shown.empty()) {
        m_sincePaint.start();
        ++m_paints;
    } else {
        m_sincePaint.invalidate(); // the first line of a new position is drawn at once
    }
    const Color us = m_shownPosition.sideToMove();
    QString html;
    int number = 0;
    for (const AnalysisLine& line : m_shown) {
        if (line.depth == 0) continue; // a line the engine has not reported yet
        html += QStringLiteral("<p style='margin:0 0 4px 0'><b>%1</b> <small>%2</small> ")
                    .arg(QString::fromStdString(Evaluation::fromSideToMove(line.score, us).text()),
                         tr("d%1", "depth").arg(line.depth));
        Position pos = m_shownPosition;
        StateInfo st[MaxPly];
        for (std::size_t i = 0; i < line.pv.size() && i < std::size(st); ++i) {
            const Move m = line.pv[i];
            if (!pos.isLegal(m)) break;
            const Color side = pos.sideToMove();
            if (side == White)
                html += QStringLiteral("%1. ").arg(pos.fullmoveNumber());
            else if (i == 0)
                html += QStringLiteral("%1… ").arg(pos.fullmoveNumber());
            html +=
                QStringLiteral("<a href='%1' style='text-decoration:none'>%2</a> ")
                    .arg(moveLink(number, int(i)), m_sanText.move(toSan(pos, m)).toHtmlEscaped());
            pos.makeMove(m, st[i]);
        }
        html += QStringLiteral("</p>");
        ++number;
    }
    m_view->setHtml(html);
    updateStatus();
    emit shown();
}

// The engine and how deep it is, or why it stopped, or what it said wrongly.
void EnginePanel::updateStatus() {
    const QString& failure = m_analysis.failure();
    m_restart->setVisible(!failure.isEmpty());
    if (!failure.isEmpty()) {
        m_status->setText(tr("The analysis stopped: %1.").arg(failure));
        return;
    }
    QString text = m_analysis.engineName();
    if (m_analysis.ending() != LiveAnalysis::Ending::None) {
        m_status->setText(m_analysis.ending() == LiveAnalysis::Ending::Checkmate
                              ? tr("Checkmate: there is no move to analyse.")
                              : tr("Stalemate: there is no move to analyse."));
        return;
    }
    if (!m_shown.empty() && m_shown.front().depth > 0) {
        const AnalysisLine& best = m_shown.front();
        text += QStringLiteral(" · ") + tr("depth %1").arg(best.depth) + QStringLiteral(" · ") +
                tr("%1 nodes").arg(QLocale().toString(qulonglong(best.nodes)));
    } else if (m_analysis.running()) {
        text += QStringLiteral(" · ") + tr("thinking…");
    }
    if (!m_analysis.warning().isEmpty()) text += QStringLiteral("\n") + m_analysis.warning();
    m_status->setText(text);
}

// A move of a line: the moves of its line up to it, and it.
void EnginePanel::onLink(const QUrl& url) {
    const QStringList parts = url.toString().split(QLatin1Char(':'));
    if (parts.size() != 3 || parts[0] != QLatin1String("move")) return;
    int number = parts[1].toInt(), index = parts[2].toInt();
    for (const AnalysisLine& line : m_shown) {
        if (line.depth == 0) continue;
        if (number-- > 0) continue;
        if (index < 0 || std::size_t(index) >= line.pv.size()) return;
        emit lineClicked({line.pv.begin(), line.pv.begin() + index + 1});
        return;
    }
}
