// The evaluation bar beside the board: White's winning chances in the analysed position as the
// white part of a bar (lichess's curve, see ferz::winChance), the rest black, White's part at
// White's side of the board. Its tooltip and accessible name say the evaluation in words.
//
// Threading contract: GUI thread only.
#pragma once

#include "review.h"

#include <QWidget>

#include <optional>

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    /// The evaluation to show (from White's side), or none (an empty bar, half and half).
    void setEvaluation(std::optional<ferz::Evaluation> eval);
    std::optional<ferz::Evaluation> evaluation() const { return m_eval; }
    /// White at the top when the board is flipped.
    void setFlipped(bool flipped);

    QSize sizeHint() const override { return {14, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<ferz::Evaluation> m_eval;
    bool m_flipped = false;
};
