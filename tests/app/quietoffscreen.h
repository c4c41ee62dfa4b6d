// The offscreen platform warns about every top-level window it shows ("This plugin does not
// support propagateSizeHints()"); the GUI tests drop that warning and nothing else.
#pragma once

#include <QString>
#include <QtGlobal>

inline void silenceOffscreenSizeHintWarning() {
    static QtMessageHandler next = nullptr;
    next = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext& context, const QString& text) {
            if (text != QLatin1String("This plugin does not support propagateSizeHints()"))
                next(type, context, text);
        });
}
