// What the GUI tests share: quiet output from the offscreen platform, a file written whole,
// settings that keep a test window silent and still, and a way to answer a modal dialog.
#pragma once

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <QTimer>
#include <QtGlobal>

#include <functional>
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

// Writes `bytes` to the file at `path`, replacing it; false when it could not be written whole.
inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// Settings in `dir` (ferz.ini) with sound and animation off, the first start's look for
// installed engines done and the training's background analysis off, written before a window
// reads them.
inline std::unique_ptr<QSettings> quietSettings(const QTemporaryDir& dir) {
    auto settings =
        std::make_unique<QSettings>(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    settings->setValue(QStringLiteral("board/sound"), false);
    settings->setValue(QStringLiteral("board/animationMs"), 0);
    settings->setValue(QStringLiteral("engines/scanned"), true);
    settings->setValue(QStringLiteral("training/analyse"), false); // no engine in the background
    settings->sync();
    return settings;
}

// Calls `act` on the application's next modal dialog of type T once it is shown (a modal
// dialog's exec() blocks the test until something answers it). Gives up after five seconds.
template <class T>
void whenModal(std::function<void(T*)> act) {
    auto* timer = new QTimer(qApp);
    auto tries = std::make_shared<int>(0);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, tries, act] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(dialog);
        } else if (++*tries > 500) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}
