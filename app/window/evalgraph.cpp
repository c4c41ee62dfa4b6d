#include "evalgraph.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(60);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("White's winning chances after each move; click to see the position"));
}

void EvalGraph::clear() {
    m_chances.clear();
    m_judgements.clear();
    m_current = -1;
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

QPoint EvalGraph::pointOf(int ply) const {
    const int n = std::max(points() - 1, 1);
    const double chance = ply >= 0 && ply < points() && m_chances[std::size_t(ply)] >= 0
                              ? m_chances[std::size_t(ply)]
                              : 50.0;
    const double x = 2 + double(width() - 4) * ply / n;
    const double y = 2 + double(height() - 4) * (100 - chance) / 100;
    return QPointF(x, y).toPoint();
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x40, 0x40, 0x40));
    if (m_chances.empty()) return;
    // White's area: from the top down to the curve.
    QPainterPath white;
    white.moveTo(pointOf(0).x(), 0);
    for (int ply = 0; ply < points(); ++ply)
        if (m_chances[std::size_t(ply)] >= 0) white.lineTo(pointOf(ply));
    white.lineTo(pointOf(points() - 1).x(), 0);
    white.closeSubpath();
    p.fillPath(white, QColor(0xf0, 0xf0, 0xf0));
    p.setPen(QPen(QColor(0x90, 0x90, 0x90), 1, Qt::DashLine));
    p.drawLine(0, height() / 2, width(), height() / 2);
    if (m_current >= 0 && m_current < points()) {
        p.setPen(QPen(QColor(0x3d, 0x7e, 0xbf), 2));
        const int x = pointOf(m_current).x();
        p.drawLine(x, 0, x, height());
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
    const double step = double(width() - 4) / std::max(points() - 1, 1);
    const int ply = int(std::lround((event->position().x() - 2) / step));
    emit plyClicked(std::clamp(ply, 0, points() - 1));
}
