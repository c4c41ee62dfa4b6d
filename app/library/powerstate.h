// Whether the computer runs on its battery, for the training's background analysis, which
// waits then (a laptop's battery and fan notice an engine). It asks UPower (its OnBattery
// property, on the system D-Bus, through Qt D-Bus) where there is one, and otherwise reads
// /sys/class/power_supply (Linux): a mains supply offline, or a battery discharging. Both are
// read again every 30 seconds, a cheap call; Qt 6.4 has no power state of its own.
//
// Threading contract: GUI thread (or any one thread with an event loop).
#pragma once

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

class PowerState : public QObject {
    Q_OBJECT
public:
    /// Reads the state now, and every `intervalMs` after.
    explicit PowerState(QObject* parent = nullptr, int intervalMs = 30'000);

    bool onBattery() const { return m_onBattery; }
    /// Where the answer came from: "upower", "sysfs", or "none" (then: not on battery).
    const QString& source() const { return m_source; }

    /// What a folder laid out as /sys/class/power_supply says: true on battery, false on
    /// mains, nullopt when it has no supply that tells.
    static std::optional<bool> readSysfs(const QString& folder);
    /// UPower's OnBattery, or nullopt when there is no UPower on the system bus.
    static std::optional<bool> readUPower();

signals:
    void changed(bool onBattery);

private:
    void read();

    QTimer* m_timer;
    bool m_onBattery = false;
    QString m_source = QStringLiteral("none");
    bool m_upowerGone = false; // not asked again once it was not there
};
