// What the GUI tests share: quiet output from the offscreen platform, and settings that keep a
// test window silent and still.
#pragma once

#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <memory>

// The offscreen platform warns about every top-level window it shows ("This plugin does not
// support propagateSizeHints()"); the GUI tests drop that warning and nothing else.
inline void silenceOffscreenSizeHintWarning() {
    static QtMessageHandler next = nullptr;
    next = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext& context, const QString& text) {
            if (text != QLatin1String("This plugin does not support propagateSizeHints()"))
                next(type, context, text);
        });
}

// Settings in `dir` (ferz.ini) with sound and animation off, and the first start's look for
// installed engines done, written before a window reads them.
inline std::unique_ptr<QSettings> quietSettings(const QTemporaryDir& dir) {
    auto settings =
        std::make_unique<QSettings>(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    settings->setValue(QStringLiteral("board/sound"), false);
    settings->setValue(QStringLiteral("board/animationMs"), 0);
    settings->setValue(QStringLiteral("engines/scanned"), true);
    settings->sync();
    return settings;
}
