// What the GUI benchmarks share: the process's resident memory, as Linux reports it.
#pragma once

#include <QByteArray>
#include <QFile>

/// VmRSS of /proc/self/status in kilobytes, or -1 where there is none.
inline long residentKilobytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}
