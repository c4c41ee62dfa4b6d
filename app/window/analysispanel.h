// The post-game analysis on screen, under the move list: the progress of a run with its Cancel
// button, then the evaluation graph with each side's count of inaccuracies, mistakes and
// blunders under it and which engine judged at which depth, and the verdicts of the last run
// for the window to show
// (the arrow of the better move, the words of the review banner).
//
// Threading contract: GUI thread only; the analysis itself runs in AnalysisController's thread.
#pragma once

#include "gametree.h"
#include "review.h"
#include "sidepanel.h"

#include <QWidget>

#include <array>
#include <utility>
#include <vector>

class AnalysisController;
class EvalGraph;
class QLabel;
class QProgressBar;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    /// In the column beside the board: see SidePanel::keepWrappedLabelsWhole.
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return columnPanelHint(*this); }
    explicit AnalysisPanel(QWidget* parent = nullptr);

    AnalysisController* controller() const { return m_analysis; }
    EvalGraph* graph() const { return m_graph; }
    bool running() const;

    /// Analyses the game from `start` through `moves`, forgetting the last analysis.
    void start(const ferz::Position& start, const std::vector<ferz::Move>& moves);
    /// Stops a run and forgets the last analysis (a new game, another game loaded).
    void forget();
    /// Draws the evaluations and verdicts a game carries on its main line ([%eval], and $6,
    /// $2, $4 for ?!, ?, ??): a game saved after an analysis shows its graph again without
    /// analysing. False, and nothing shown, when it carries no evaluation.
    bool showRecorded(const ferz::GameTree& tree, const ferz::PgnTags& tags = {});
    /// The verdict of the last analysis on the move that led to `node`, if it judged it.
    const ferz::MoveReview* reviewOf(const ferz::GameTree::Node* node) const;
    /// While `withheld` (the game is being played: GamePolicy) a run stops and the panel hides
    /// what it has; it shows it again when the game is over.
    void withhold(bool withheld);

signals:
    /// A run ended, complete or stopped; reviewOf() knows its verdicts from now on.
    void finished(const ferz::GameAnalysis& analysis);
    /// The user stopped a run.
    void cancelled();
    /// The user clicked the graph at the position after `ply` moves.
    void plyClicked(int ply);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    /// The summary in words when its lines fit the panel's width, else in the glyphs.
    void fitSummary();
    void updateVisibility();
    /// Each side's inaccuracies, mistakes and blunders, from `mover` and `judgement` by move.
    void showSummary(const std::vector<std::pair<ferz::Color, ferz::Judgement>>& verdicts);
    /// Which engine judged at which depth, from an analysis or from a game's Annotator tag.
    void setJudged(const QString& judge, int minDepth, int maxDepth);

    AnalysisController* m_analysis;
    EvalGraph* m_graph;
    QWidget* m_progressRow;
    QProgressBar* m_progressBar;
    QLabel* m_summary;
    QString m_judge; // "Stockfish 15.1"; empty for Ferz's own engine
    int m_judgeMinDepth = 0, m_judgeMaxDepth = 0;
    QString m_summaryWords, m_summaryGlyphs;      // the summary, long and short
    std::array<std::array<int, 3>, 2> m_counts{}; // by side, then inaccuracy, mistake, blunder
    bool m_withheld = false;
    ferz::GameAnalysis m_last; // of the game's first moves, for arrows and words
};
