// The test data of tests/engine/data (FERZ_TEST_DATA): the non-empty lines of a file,
// trimmed, with their line numbers, so that a failing row names the line it came from.
#pragma once

#include <QFile>
#include <QList>
#include <QString>

struct DataLine {
    int number;
    QString text;
    QString fen() const { return text.section(';', 0, 0).trimmed(); } // an EPD line's position
};

// Empty when the file cannot be read: callers check that they got lines.
inline QList<DataLine> readTestData(const QString& fileName) {
    QList<DataLine> lines;
    QFile file(QStringLiteral(FERZ_TEST_DATA "/") + fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return lines;
    for (int number = 1; !file.atEnd(); ++number) {
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (!text.isEmpty()) lines.append({number, text});
    }
    return lines;
}
