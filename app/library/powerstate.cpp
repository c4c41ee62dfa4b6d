#include "powerstate.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVariant>
#include <QDir>
#include <QFile>
#include <QTimer>

namespace {

QString readLine(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromLatin1(file.readLine()).trimmed();
}

} // namespace

PowerState::PowerState(QObject* parent, int intervalMs)
    : QObject(parent), m_timer(new QTimer(this)) {
    m_timer->setInterval(intervalMs);
    connect(m_timer, &QTimer::timeout, this, &PowerState::read);
    m_timer->start();
    read();
}

std::optional<bool> PowerState::readSysfs(const QString& folder) {
    const QDir dir(folder);
    bool mainsOnline = false, mainsSeen = false, discharging = false, batterySeen = false;
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString type = readLine(dir.filePath(name + QStringLiteral("/type")));
        if (type == QLatin1String("Mains")) {
            mainsSeen = true;
            mainsOnline = mainsOnline || readLine(dir.filePath(name + QStringLiteral("/online"))) ==
                                             QLatin1String("1");
        } else if (type == QLatin1String("Battery")) {
            // A peripheral's battery (a mouse's) says scope Device: not the computer's.
            if (readLine(dir.filePath(name + QStringLiteral("/scope"))) == QLatin1String("Device"))
                continue;
            batterySeen = true;
            discharging = discharging || readLine(dir.filePath(name + QStringLiteral("/status"))) ==
                                             QLatin1String("Discharging");
        }
    }
    if (mainsSeen && batterySeen) return !mainsOnline;
    if (batterySeen) return discharging;
    if (mainsSeen) return false;
    return std::nullopt;
}

// One Properties.Get call, half a second at most: no introspection, nothing that could hold
// the GUI thread for long.
std::optional<bool> PowerState::readUPower() {
    QDBusConnection bus = QDBusConnection::systemBus();
    if (!bus.isConnected()) return std::nullopt;
    QDBusMessage get = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.UPower"), QStringLiteral("/org/freedesktop/UPower"),
        QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"));
    get << QStringLiteral("org.freedesktop.UPower") << QStringLiteral("OnBattery");
    const QDBusMessage reply = bus.call(get, QDBus::Block, 500);
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
        return std::nullopt;
    const QVariant value = reply.arguments().front().value<QDBusVariant>().variant();
    if (value.metaType() != QMetaType::fromType<bool>()) return std::nullopt;
    return value.toBool();
}

void PowerState::read() {
    std::optional<bool> state;
    QString source = QStringLiteral("none");
    if (!m_upowerGone) {
        state = readUPower();
        if (state)
            source = QStringLiteral("upower");
        else
            m_upowerGone = true;
    }
    if (!state) {
        state = readSysfs(QStringLiteral("/sys/class/power_supply"));
        if (state) source = QStringLiteral("sysfs");
    }
    m_source = source;
    const bool onBattery = state.value_or(false);
    if (onBattery == m_onBattery) return;
    m_onBattery = onBattery;
    emit changed(onBattery);
}
