#include "evalbar.h"

#include <QPainter>

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("evalBar"));
    setFixedWidth(14);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setEvaluation(std::nullopt);
}

void EvalBar::setEvaluation(std::optional<ferz::Evaluation> eval) {
    if (eval == m_eval && !accessibleName().isEmpty()) return;
    m_eval = eval;
    const QString text =
        eval ? tr("Evaluation: %1").arg(QString::fromStdString(eval->text())) : tr("Evaluation");
    setToolTip(text);
    setAccessibleName(text);
    update();
}

void EvalBar::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const double white = m_eval ? m_eval->whiteWinChance() / 100.0 : 0.5;
    const qreal split = r.height() * (m_flipped ? white : 1.0 - white);
    const QRectF top(r.left(), r.top(), r.width(), split);
    const QRectF bottom(r.left(), r.top() + split, r.width(), r.height() - split);
    p.fillRect(m_flipped ? bottom : top, QColor(0x40, 0x40, 0x40));
    p.fillRect(m_flipped ? top : bottom, Qt::white);
    // The even line, so that a small edge reads as one.
    p.setPen(QColor(0xd0, 0x60, 0x30));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.setPen(palette().color(QPalette::Dark));
    p.drawRect(r);
}
