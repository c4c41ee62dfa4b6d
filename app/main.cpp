// ferz: the desktop game.
#include "boardview.h"
#include "gamedocument.h"
#include "language.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QEvent>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

// For --startup-time: once the board has been painted, prints when (as milliseconds since the
// epoch, for a script that knows when it started the process) and quits.
class FirstPaint : public QObject {
public:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, qApp, [] {
                std::printf("first board painted at %lld ms since the epoch\n",
                            static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
                std::fflush(stdout);
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

// --help and --version need no display: they are answered before any window system is asked.
bool onlyAsksForText(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> app =
        onlyAsksForText(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
                                    : std::make_unique<QApplication>(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ferzchess"));
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    QApplication::setApplicationVersion(
        QString::fromUtf8(ferz::Version.data(), qsizetype(ferz::Version.size())));
    QApplication::setDesktopFileName(QStringLiteral("io.github.ferzchess.Ferz"));

    // The interface follows the system's language, unless the user chose one (View →
    // Language); Qt's own strings (dialog buttons) follow too. The window keeps its own
    // Language, which the menu changes; this one speaks for --help.
    QSettings settings;
    auto parserLanguage =
        std::make_unique<Language>(settings.value(QStringLiteral("ui/language")).toString());
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Ferz: play chess against the computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption startupTime(
        QStringLiteral("startup-time"),
        QApplication::translate("main", "Print the time to the first painted board and quit."));
    parser.addOption(startupTime);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A PGN file to open."),
                                 QStringLiteral("[file.pgn]"));
    parser.process(*app);
    parserLanguage.reset();

    MainWindow window(settings);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.document()->open(parser.positionalArguments().front());

    FirstPaint firstPaint;
    if (parser.isSet(startupTime)) window.boardView()->viewport()->installEventFilter(&firstPaint);
    return QApplication::exec();
}
