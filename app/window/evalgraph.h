// The evaluation graph under the move list: White's winning chances after each move of the
// analysed game (the upper part white, the lower black, as the board's colours), the judged
// moves as coloured dots, the position on show as a line. A click shows the position there.
// Its axes are labelled: who is winning up and down, the move numbers along the bottom.
#pragma once

#include "review.h"

#include <QList>
#include <QWidget>

#include <vector>

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    /// Forgets the graph (a new game, another game loaded).
    void clear();
    /// The number of the game's first move and whether Black makes it (for the move numbers).
    void setStart(int moveNumber, bool blackFirst);
    /// The score of the position after `ply` moves (0: the start), from White's side.
    void setEvaluation(int ply, ferz::Evaluation eval);
    /// How the move that led to the position after `ply` moves was judged.
    void setJudgement(int ply, ferz::Judgement judgement);
    /// The position on show, after `ply` moves (-1: none of the graph's).
    void setCurrentPly(int ply);
    int points() const { return int(m_chances.size()); }
    /// Where the point of `ply` is drawn.
    QPoint pointOf(int ply) const;
    ferz::Judgement judgementAt(int ply) const {
        return ply >= 0 && ply < points() ? m_judgements[std::size_t(ply)] : ferz::Judgement::None;
    }
    /// The move numbers written under the graph, left to right.
    QList<int> moveLabels() const;

    QSize sizeHint() const override { return {240, 90}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QRect plot() const;            // the graph itself, inside its labels
    int moveNumber(int ply) const; // of the move that led to the position after `ply` moves
    int labelStep() const;         // every how many moves a number is written

    std::vector<double> m_chances; // White's winning chances in percent; < 0: not yet known
    std::vector<ferz::Judgement> m_judgements;
    int m_current = -1;
    int m_firstMove = 1;
    bool m_blackFirst = false;
};
