// The Games window's two pages beside the list: the user's rating in words with its course,
// and their results and most common mistakes as tables. Each shows what it is given and reads
// nothing itself; the window gives them the library's figures.
//
// Threading contract: GUI thread only.
#pragma once

#include "library.h"
#include "ratinghistory.h"

#include <QTextBrowser>
#include <QWidget>

class QLabel;
class RatingGraph;

class RatingPage : public QWidget {
    Q_OBJECT
public:
    explicit RatingPage(QWidget* parent = nullptr);

    /// Shows `rating`: in words above, its course below.
    void setRating(const RatingSummary& rating);

    QLabel* text() const { return m_text; }
    RatingGraph* graph() const { return m_graph; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void showText();

    RatingSummary m_rating;
    QLabel* m_text;
    RatingGraph* m_graph;
};

class StatisticsPage : public QTextBrowser {
    Q_OBJECT
public:
    explicit StatisticsPage(QWidget* parent = nullptr);

    /// Shows the user's results by level, colour, opening and clock, and their most common
    /// mistakes, as tables a screen reader reads row by row.
    void setStatistics(const LibraryStatistics& statistics);
};
