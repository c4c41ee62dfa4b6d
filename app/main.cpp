// ferz: the desktop game.
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ferzchess"));
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    QApplication::setApplicationVersion(
        QString::fromUtf8(ferz::Version.data(), qsizetype(ferz::Version.size())));
    QApplication::setDesktopFileName(QStringLiteral("io.github.ferzchess.Ferz"));

    // The interface follows the system's language; Qt's own strings (dialog buttons) too.
    QTranslator qtStrings, ferzStrings;
    if (qtStrings.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtStrings);
    if (ferzStrings.load(QLocale(), QStringLiteral("ferz"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")))
        QApplication::installTranslator(&ferzStrings);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Ferz: play chess against the computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption startupTime(
        QStringLiteral("startup-time"),
        QApplication::translate("main", "Print the time to the first painted board and quit."));
    parser.addOption(startupTime);
    parser.process(app);

    QSettings settings;
    MainWindow window(settings);
    window.show();

    if (parser.isSet(startupTime)) {
        // The board is painted by the first pass of the event loop after show().
        QTimer::singleShot(0, &app, [&] {
            std::printf("startup to first painted board: %lld ms\n",
                        static_cast<long long>(sinceStart.elapsed()));
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
