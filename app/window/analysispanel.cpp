#include "analysispanel.h"

#include "analysiscontroller.h"
#include "evalgraph.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace ferz;

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QWidget(parent), m_analysis(new AnalysisController(this)), m_graph(new EvalGraph(this)),
      m_progressRow(new QWidget(this)), m_progressBar(new QProgressBar(m_progressRow)),
      m_summary(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_graph);
    m_graph->hide(); // until a game is analysed
    m_summary->setObjectName(QStringLiteral("analysisSummary"));
    m_summary->setWordWrap(true);
    m_summary->hide();
    layout->addWidget(m_summary);
    auto* row = new QHBoxLayout(m_progressRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_progressBar, 1);
    auto* cancel = new QPushButton(m_progressRow);
    cancel->setObjectName(QStringLiteral("cancelAnalysis"));
    row->addWidget(cancel);
    layout->addWidget(m_progressRow);
    m_progressRow->hide();
    updateVisibility();
    retranslate();

    connect(cancel, &QPushButton::clicked, this, [this] {
        m_analysis->cancel();
        m_progressRow->hide();
        updateVisibility();
        emit cancelled();
    });
    connect(m_graph, &EvalGraph::plyClicked, this, &AnalysisPanel::plyClicked);
    connect(m_analysis, &AnalysisController::progress, this,
            [this](int index, int total, Evaluation eval) {
                m_progressBar->setRange(0, total);
                m_progressBar->setValue(index + 1);
                m_graph->setEvaluation(index, eval);
                m_graph->show();
                updateVisibility();
            });
    connect(m_analysis, &AnalysisController::finished, this, [this](const GameAnalysis& analysis) {
        m_progressRow->hide();
        updateVisibility();
        m_last = analysis;
        std::vector<std::pair<Color, Judgement>> verdicts;
        for (const MoveReview& r : analysis.reviews) {
            m_graph->setJudgement(int(r.ply) + 1, r.judgement);
            verdicts.emplace_back(r.mover, r.judgement);
        }
        setJudged(QString::fromStdString(analysis.judge), analysis.checkedMinDepth,
                  analysis.checkedMaxDepth);
        showSummary(verdicts);
        emit finished(analysis);
    });
}

void AnalysisPanel::retranslate() {
    m_progressBar->setFormat(tr("Analysing… %v of %m positions"));
    findChild<QPushButton*>(QStringLiteral("cancelAnalysis"))->setText(tr("Cancel"));
    const auto counts = [this](Color side) {
        const auto& c = m_counts[side];
        return tr("inaccuracies %1, mistakes %2, blunders %3").arg(c[0]).arg(c[1]).arg(c[2]);
    };
    //: The summary's counts in a narrow window: inaccuracies, mistakes and blunders by their
    //: glyphs.
    const auto glyphs = [this](Color side) {
        const auto& c = m_counts[side];
        return tr("?! %1, ? %2, ?? %3").arg(c[0]).arg(c[1]).arg(c[2]);
    };
    const QString newline(QLatin1Char('\n'));
    // The judge opens a line of its own in the short form: "Движок Ferz", not "движок Ferz".
    const auto opening = [](QString text) {
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        return text;
    };
    m_summaryWords =
        tr("White: %1").arg(counts(White)) + newline + tr("Black: %1").arg(counts(Black));
    m_summaryGlyphs =
        tr("White: %1").arg(glyphs(White)) + newline + tr("Black: %1").arg(glyphs(Black));
    // Who judged: the engine, and the depth at which each mark was checked.
    const QString judge =
        m_judge.isEmpty() || m_judge == QLatin1String("Ferz") ? tr("Ferz's engine") : m_judge;
    if (m_judgeMaxDepth > 0 && m_judgeMaxDepth > m_judgeMinDepth) {
        m_summaryWords += newline + tr("Judged by %1, each mark checked at depth %2 to %3.")
                                        .arg(judge)
                                        .arg(m_judgeMinDepth)
                                        .arg(m_judgeMaxDepth);
        //: Who judged, in a narrow window: "Ferz's engine, depth 15–19".
        m_summaryGlyphs +=
            newline +
            tr("%1, depth %2–%3").arg(opening(judge)).arg(m_judgeMinDepth).arg(m_judgeMaxDepth);
    } else if (m_judgeMaxDepth > 0) {
        m_summaryWords +=
            newline +
            tr("Judged by %1, each mark checked at depth %2.").arg(judge).arg(m_judgeMaxDepth);
        m_summaryGlyphs += newline + tr("%1, depth %2").arg(opening(judge)).arg(m_judgeMaxDepth);
    } else if (!m_judge.isEmpty()) {
        m_summaryWords += newline + tr("Judged by %1.").arg(judge);
        m_summaryGlyphs += newline + opening(judge);
    }
    fitSummary();
}

// In a narrow panel the words would wrap to six lines and crowd the graph above them; the
// glyphs say the same in three. Up to four lines of words are kept (the default window's). A
// screen reader always reads the words.
void AnalysisPanel::fitSummary() {
    const QFontMetrics metrics(m_summary->font());
    const int width = std::max(1, contentsRect().width()); // the label's, maybe not laid out yet
    const int lines =
        metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, m_summaryWords)
            .height() /
        std::max(1, metrics.lineSpacing());
    const bool fits = lines <= 4;
    m_summary->setText(fits ? m_summaryWords : m_summaryGlyphs);
    m_summary->setToolTip(fits ? QString() : m_summaryWords);
    m_summary->setAccessibleName(m_summaryWords);
}

void AnalysisPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSummary();
}

void AnalysisPanel::showSummary(const std::vector<std::pair<Color, Judgement>>& verdicts) {
    m_counts = {};
    for (const auto& [mover, judgement] : verdicts)
        if (judgement != Judgement::None) ++m_counts[mover][int(judgement) - 1];
    retranslate();
    m_summary->show();
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

bool AnalysisPanel::running() const {
    return m_analysis->running();
}

void AnalysisPanel::start(const Position& start, const std::vector<Move>& moves) {
    forget();
    m_graph->setStart(start.fullmoveNumber(), start.sideToMove() == Black);
    m_progressBar->setRange(0, int(moves.size()) + 1);
    m_progressBar->setValue(0);
    m_progressRow->show();
    updateVisibility();
    m_analysis->start(start, moves);
}

void AnalysisPanel::setJudged(const QString& judge, int minDepth, int maxDepth) {
    m_judge = judge;
    m_judgeMinDepth = minDepth;
    m_judgeMaxDepth = maxDepth;
}

bool AnalysisPanel::showRecorded(const GameTree& tree, const PgnTags& tags) {
    forget();
    // The judge as the Annotator tag names it: "Ferz (Stockfish 15.1 at depth 14-19)", "Ferz
    // (depth 12-16)", "Ferz (Stockfish 15.1 at 200000 nodes)".
    for (const auto& [name, value] : tags) {
        if (name != "Annotator") continue;
        for (const QString& annotator : QString::fromStdString(value).split(u',')) {
            const QString a = annotator.trimmed();
            if (!a.startsWith(QLatin1String("Ferz (")) || !a.endsWith(u')')) continue;
            QString inner = a.mid(6, a.size() - 7);
            int low = 0, high = 0;
            if (const qsizetype at = inner.lastIndexOf(QLatin1String("depth ")); at >= 0) {
                const QStringList depths = inner.mid(at + 6).split(u'-');
                low = depths.value(0).toInt();
                high = depths.size() > 1 ? depths.value(1).toInt() : low;
                inner = inner.left(at);
            } else if (inner.endsWith(QLatin1String(" nodes"))) {
                inner =
                    inner.left(std::max<qsizetype>(0, inner.lastIndexOf(QLatin1String(" at "))));
            }
            inner = inner.trimmed();
            if (inner.endsWith(QLatin1String(" at"))) inner.chop(3);
            setJudged(inner.isEmpty() ? QStringLiteral("Ferz") : inner, low, high);
        }
    }
    m_graph->setStart(tree.start().fullmoveNumber(), tree.start().sideToMove() == Black);
    bool any = false;
    std::vector<std::pair<Color, Judgement>> verdicts;
    Color mover = tree.start().sideToMove();
    for (const GameTree::Node* n = tree.root()->mainChild(); n;
         n = n->mainChild(), mover = ~mover) {
        const PgnMove& d = n->data;
        if (!d.evalCp && !d.evalMate) continue;
        any = true;
        // A mate in N moves, as the search scores it: the mating side to move needs 2N - 1
        // plies, the other side 2N (only whether it is a mate shows on the graph).
        Evaluation e;
        if (d.evalCp)
            e.value = std::clamp(*d.evalCp, -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1);
        else
            e.value = *d.evalMate > 0 ? ScoreMate - std::min(2 * *d.evalMate - 1, MaxPly)
                                      : -(ScoreMate - std::min(-2 * *d.evalMate, MaxPly));
        m_graph->setEvaluation(n->ply, e);
        for (Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
            if (std::find(d.nags.begin(), d.nags.end(), nagOf(j)) != d.nags.end()) {
                m_graph->setJudgement(n->ply, j);
                verdicts.emplace_back(mover, j);
            }
    }
    if (any) {
        m_graph->show();
        showSummary(verdicts);
    }
    updateVisibility();
    return any;
}

void AnalysisPanel::forget() {
    m_analysis->cancel();
    m_progressRow->hide();
    m_graph->clear();
    m_graph->hide();
    m_summary->hide();
    updateVisibility();
    m_last = {};
    setJudged({}, 0, 0);
}

const MoveReview* AnalysisPanel::reviewOf(const GameTree::Node* node) const {
    if (!node || node->ply < 1 || std::size_t(node->ply) > m_last.reviews.size()) return nullptr;
    if (!GameTree::isOnMainLine(node)) return nullptr;
    const MoveReview& r = m_last.reviews[std::size_t(node->ply - 1)];
    if (r.played != node->move() || r.judgement == Judgement::None) return nullptr;
    return &r;
}

void AnalysisPanel::withhold(bool withheld) {
    if (withheld == m_withheld) return;
    m_withheld = withheld;
    if (withheld && m_analysis->running()) {
        m_analysis->cancel();
        m_progressRow->hide();
        emit cancelled();
    }
    updateVisibility();
}

// The panel takes no room, not even the layout's spacing, while it has nothing to show (or
// the game is being played).
void AnalysisPanel::updateVisibility() {
    setVisible(!m_withheld && (!m_graph->isHidden() || !m_progressRow->isHidden()));
}
