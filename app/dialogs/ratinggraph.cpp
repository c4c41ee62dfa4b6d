#include "ratinggraph.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace {

// A step between two labels of the rating axis: 50, 100, 200 or 500 points.
int ratingStep(double span) {
    for (const int step : {50, 100, 200})
        if (span / step <= 6) return step;
    return 500;
}

} // namespace

RatingGraph::RatingGraph(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Rating history"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void RatingGraph::setHistory(const QList<RatingPoint>& history) {
    m_history = history;
    // The course starts where every player starts, before the first rated game.
    m_ratings = {ferz::Rating{}};
    for (const RatingPoint& p : history) m_ratings << p.after;
    if (m_history.isEmpty()) {
        setAccessibleDescription(tr("No rated games yet."));
    } else {
        const ferz::Rating& first = m_history.front().after;
        const ferz::Rating& last = m_history.back().after;
        setAccessibleDescription(tr("From %1 after the first rated game to %2 ± %3 after game %4.")
                                     .arg(qRound(first.rating))
                                     .arg(qRound(last.rating))
                                     .arg(qRound(last.deviation))
                                     .arg(m_history.size()));
    }
    update();
}

double RatingGraph::low() const {
    double lo = 1e9;
    for (const ferz::Rating& r : m_ratings) lo = std::min(lo, r.rating - r.deviation);
    return m_history.isEmpty() ? 1300 : std::floor(lo / 50) * 50;
}

double RatingGraph::high() const {
    double hi = -1e9;
    for (const ferz::Rating& r : m_ratings) hi = std::max(hi, r.rating + r.deviation);
    return m_history.isEmpty() ? 1700 : std::max(std::ceil(hi / 50) * 50, low() + 100);
}

QRectF RatingGraph::plot() const {
    const QFontMetrics m = fontMetrics();
    const double left = m.horizontalAdvance(QStringLiteral("2800")) + 8;
    return QRectF(left, m.height() / 2.0, width() - left - 8, height() - m.height() * 2.0 - 4);
}

QPointF RatingGraph::pointOf(int index) const {
    const QRectF r = plot();
    const double x = m_ratings.size() <= 1
                         ? r.center().x()
                         : r.left() + r.width() * index / double(m_ratings.size() - 1);
    const double rating = m_ratings.at(index).rating;
    return {x, r.bottom() - r.height() * (rating - low()) / (high() - low())};
}

QList<int> RatingGraph::ratingLabels() const {
    QList<int> labels;
    const int step = ratingStep(high() - low());
    for (int v = int(std::ceil(low() / step)) * step; v <= high(); v += step) labels << v;
    return labels;
}

void RatingGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plot();
    const QColor text = palette().color(QPalette::WindowText);
    const QColor grid = palette().color(QPalette::Mid);
    const auto yOf = [&](double rating) {
        return r.bottom() - r.height() * (rating - low()) / (high() - low());
    };
    p.fillRect(r, palette().color(QPalette::Base));
    // The ratings up the left, with a faint line across for each.
    for (const int v : ratingLabels()) {
        const double y = yOf(v);
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(text);
        p.drawText(
            QRectF(0, y - fontMetrics().height() / 2.0, r.left() - 6, fontMetrics().height()),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    }
    p.setPen(grid);
    p.drawRect(r);
    if (m_history.isEmpty()) {
        p.setPen(text);
        p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Your rating appears here after your first rated game."));
        return;
    }
    // The game numbers along the bottom (0: the start), the last, and a few between.
    const int n = int(m_ratings.size());
    const int every = std::max(1, (n - 1) / 6);
    p.setPen(text);
    const auto number = [&](int i) {
        const double x = pointOf(i).x();
        p.drawText(QRectF(x - 30, r.bottom() + 2, 60, fontMetrics().height()),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(i));
    };
    for (int i = 0; i < n - 1; i += every)
        if (n - 1 - i >= every / 2 + 1) number(i); // not too near the last one
    number(n - 1);
    // The band of one deviation either side, then the rating itself.
    const QColor line = palette().color(QPalette::Highlight);
    QColor band = line;
    band.setAlpha(50);
    QPainterPath area;
    for (int i = 0; i < n; ++i) {
        const QPointF upper(pointOf(i).x(), yOf(m_ratings[i].rating + m_ratings[i].deviation));
        if (i == 0)
            area.moveTo(upper);
        else
            area.lineTo(upper);
    }
    for (int i = n - 1; i >= 0; --i)
        area.lineTo(QPointF(pointOf(i).x(), yOf(m_ratings[i].rating - m_ratings[i].deviation)));
    area.closeSubpath();
    p.fillPath(area, band);
    p.setPen(QPen(line, 2));
    QPainterPath course;
    course.moveTo(pointOf(0));
    for (int i = 1; i < n; ++i) course.lineTo(pointOf(i));
    p.drawPath(course);
    if (n <= 41) { // each game a dot, while they stand apart
        p.setBrush(line);
        for (int i = 0; i < n; ++i) p.drawEllipse(pointOf(i), 2.5, 2.5);
    }
}
