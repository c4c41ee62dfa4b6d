#include "liveregion.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTimer>

namespace {

// What a screen reader sees of the region: a notification whose name is the text.
class LiveRegionAccessible : public QAccessibleWidget {
public:
    explicit LiveRegionAccessible(LiveRegion* region)
        : QAccessibleWidget(region, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return static_cast<LiveRegion*>(widget())->lastAnnouncement();
        return QAccessibleWidget::text(t);
    }
};

} // namespace

LiveRegion::LiveRegion(QWidget* parent) : QLabel(parent) {
    static const bool installed = [] {
        // Asked with each class name of the object's, the subclass's first.
        QAccessible::installFactory([](const QString& key, QObject* object) {
            auto* region = qobject_cast<LiveRegion*>(object);
            return key == QLatin1String("LiveRegion") && region
                       ? static_cast<QAccessibleInterface*>(new LiveRegionAccessible(region))
                       : nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
    setTextFormat(Qt::PlainText);
}

void LiveRegion::announce(const QString& text) {
    add(text, true);
}

void LiveRegion::say(const QString& text) {
    add(text, false);
}

void LiveRegion::setSteadyText(const QString& text) {
    m_shown.clear(); // what was announced before it in this turn is said, not shown
    setText(text);
    setToolTip(text);
}

void LiveRegion::add(const QString& text, bool shown) {
    if (text.isEmpty()) return;
    if (m_pending.isEmpty()) QTimer::singleShot(0, this, &LiveRegion::flush);
    m_pending.append(text);
    if (shown) m_shown.append(text);
}

void LiveRegion::flush() {
    if (m_pending.isEmpty()) return;
    m_last = m_pending.join(QLatin1Char(' '));
    m_pending.clear();
    if (!m_shown.isEmpty()) { // else the line keeps what it showed
        setText(m_shown.join(QLatin1Char(' ')));
        setToolTip(text());
        m_shown.clear();
    }
    QAccessibleEvent named(this, QAccessible::NameChanged); // the text is the name
    QAccessible::updateAccessibility(&named);
    if (isVisible()) { // shown again: the event a screen reader speaks
        hide();
        show();
    }
    emit announced(m_last);
}
