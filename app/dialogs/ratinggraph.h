// The course of the user's rating: from the start and after each rated game, the rating as a line
// and its deviation as a band around it (the rating is likely within the band), over the rated
// games from the first to the last, with the ratings written up the left side and the game numbers
// along the bottom. Drawn with QPainter, in the window's colours.
#pragma once

#include "ratinghistory.h"

#include <QWidget>

class RatingGraph : public QWidget {
    Q_OBJECT
public:
    explicit RatingGraph(QWidget* parent = nullptr);

    void setHistory(const QList<RatingPoint>& history);
    /// The rated games drawn.
    int points() const { return int(m_history.size()); }
    /// Where the rating after game `index` is drawn (0: before the first, where every player
    /// starts: 1500 ± 350).
    QPointF pointOf(int index) const;
    /// The ratings written up the left side, bottom first.
    QList<int> ratingLabels() const;

    QSize sizeHint() const override { return {480, 220}; }
    QSize minimumSizeHint() const override { return {160, 90}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF plot() const; // inside the labels
    double low() const;  // the ratings at the plot's bottom and top
    double high() const;

    QList<RatingPoint> m_history;
    QList<ferz::Rating> m_ratings; // the start, then after each game
};
