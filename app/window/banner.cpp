#include "banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

Banner::Banner(Tone tone, QWidget* parent) : QFrame(parent), m_label(new QLabel(this)) {
    static constexpr const char* Colors[] = {"#dce9f7", "#dcf2dc", "#fbeccb"};
    setObjectName(QStringLiteral("banner"));
    setStyleSheet(QStringLiteral("#banner { background: %1; border: 1px solid palette(mid);"
                                 " border-radius: 4px; } #banner QLabel { color: #202020; }")
                      .arg(QLatin1String(Colors[tone])));
    m_label->setWordWrap(true);
    QFont f = m_label->font();
    f.setBold(true);
    m_label->setFont(f);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(10, 6, 6, 6);
    m_layout->addWidget(m_label, 1);
    hide();
}

void Banner::setText(const QString& text) {
    m_label->setText(text);
}

QString Banner::text() const {
    return m_label->text();
}

QPushButton* Banner::addButton(const QString& text) {
    auto* button = new QPushButton(text, this);
    button->setAutoDefault(false);
    button->setFocusPolicy(Qt::NoFocus);
    m_layout->addWidget(button);
    return button;
}
