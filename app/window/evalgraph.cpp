#include "evalgraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(80);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("White's winning chances after each move; click to see the position"));
}

// The tool tip, and the axis words at the next paint.
void EvalGraph::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        setToolTip(tr("White's winning chances after each move; click to see the position"));
    QWidget::changeEvent(event);
}

void EvalGraph::clear() {
    m_chances.clear();
    m_judgements.clear();
    m_current = -1;
    update();
}

void EvalGraph::setStart(int moveNumber, bool blackFirst) {
    m_firstMove = std::max(1, moveNumber);
    m_blackFirst = blackFirst;
    update();
}

void EvalGraph::setEvaluation(int ply, ferz::Evaluation eval) {
    if (ply < 0) return;
    if (int(m_chances.size()) <= ply) {
        m_chances.resize(std::size_t(ply) + 1, -1);
        m_judgements.resize(std::size_t(ply) + 1, ferz::Judgement::None);
    }
    m_chances[std::size_t(ply)] = eval.whiteWinChance();
    update();
}

void EvalGraph::setJudgement(int ply, ferz::Judgement judgement) {
    if (ply < 0 || ply >= int(m_judgements.size())) return;
    m_judgements[std::size_t(ply)] = judgement;
    update();
}

void EvalGraph::setCurrentPly(int ply) {
    if (ply == m_current) return;
    m_current = ply;
    update();
}

// "White" and "Black" on the left, the move numbers below.
QRect EvalGraph::plot() const {
    const QFontMetrics fm = fontMetrics();
    const int left = std::max(fm.horizontalAdvance(tr("White")), fm.horizontalAdvance(tr("Black")));
    return rect().adjusted(left + 6, 2, -4, -(fm.height() + 2));
}

int EvalGraph::moveNumber(int ply) const {
    const int index = std::max(ply, 1) - 1 + (m_blackFirst ? 1 : 0); // half-moves from White's
    return m_firstMove + index / 2;
}

// As many numbers as fit, at a round step: 1, 2, 5, 10, 20, 50 … moves.
int EvalGraph::labelStep() const {
    const int moves = std::max(1, moveNumber(points() - 1) - m_firstMove + 1);
    const int fit =
        std::max(1, plot().width() / (fontMetrics().horizontalAdvance(QStringLiteral("000")) + 8));
    for (int step : {1, 2, 5, 10, 20, 50, 100, 200, 500})
        if (moves / step < fit) return step;
    return 1000;
}

QList<int> EvalGraph::moveLabels() const {
    QList<int> labels;
    if (points() < 2) return labels;
    const int step = labelStep();
    for (int ply = 1; ply < points(); ++ply) {
        const int n = moveNumber(ply);
        if (n % step == 0 && (labels.isEmpty() || labels.back() != n)) labels << n;
    }
    return labels;
}

QPoint EvalGraph::pointOf(int ply) const {
    const QRect r = plot();
    const int n = std::max(points() - 1, 1);
    const double chance = ply >= 0 && ply < points() && m_chances[std::size_t(ply)] >= 0
                              ? m_chances[std::size_t(ply)]
                              : 50.0;
    const double x = r.left() + double(r.width()) * ply / n;
    const double y = r.top() + double(r.height()) * (100 - chance) / 100;
    return QPointF(x, y).toPoint();
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRect r = plot();
    // The labels, in the window's colours: who leads up and down, the moves along the bottom.
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(0, r.top(), r.left() - 4, height() / 2), Qt::AlignRight | Qt::AlignTop,
               tr("White"));
    p.drawText(QRect(0, r.center().y(), r.left() - 4, r.bottom() - r.center().y()),
               Qt::AlignRight | Qt::AlignBottom, tr("Black"));
    p.fillRect(r, QColor(0x40, 0x40, 0x40));
    if (m_chances.empty()) return;
    const QList<int> labels = moveLabels();
    for (int ply = 1, next = 0; ply < points() && next < labels.size(); ++ply) {
        if (moveNumber(ply) != labels[next]) continue;
        const int x = pointOf(ply).x();
        p.drawLine(x, r.bottom() + 1, x, r.bottom() + 3);
        p.drawText(QRect(x - 20, r.bottom() + 2, 40, height() - r.bottom() - 2),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(labels[next]));
        ++next;
    }
    // White's area: from the top down to the curve, from the first position with a score (a
    // game read from a file has none for its start).
    const auto known =
        std::find_if(m_chances.begin(), m_chances.end(), [](double chance) { return chance >= 0; });
    const int first = int(known - m_chances.begin());
    QPainterPath white;
    white.moveTo(pointOf(first).x(), r.top());
    for (int ply = first; ply < points(); ++ply)
        if (m_chances[std::size_t(ply)] >= 0) white.lineTo(pointOf(ply));
    white.lineTo(pointOf(points() - 1).x(), r.top());
    white.closeSubpath();
    p.fillPath(white, QColor(0xf0, 0xf0, 0xf0));
    p.setPen(QPen(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine));
    p.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    if (m_current >= 0 && m_current < points()) {
        p.setPen(QPen(QColor(0x3d, 0x7e, 0xbf), 2));
        const int x = pointOf(m_current).x();
        p.drawLine(x, r.top(), x, r.bottom());
    }
    p.setPen(Qt::NoPen);
    for (int ply = 0; ply < points(); ++ply) {
        QColor colour;
        switch (m_judgements[std::size_t(ply)]) {
        case ferz::Judgement::Inaccuracy: colour = QColor(0xe6, 0xc2, 0x29); break;
        case ferz::Judgement::Mistake: colour = QColor(0xe6, 0x7e, 0x22); break;
        case ferz::Judgement::Blunder: colour = QColor(0xd3, 0x2f, 0x2f); break;
        case ferz::Judgement::None: continue;
        }
        p.setBrush(colour);
        p.drawEllipse(pointOf(ply), 4, 4);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (points() == 0 || event->button() != Qt::LeftButton) return;
    const QRect r = plot();
    const double step = double(r.width()) / std::max(points() - 1, 1);
    const int ply = int(std::lround((event->position().x() - r.left()) / step));
    emit plyClicked(std::clamp(ply, 0, points() - 1));
}
