// ferz: the desktop game.
#include "boardview.h"
#include "gamedocument.h"
#include "language.h"
#include "library.h"
#include "mainwindow.h"
#include "preferences.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QEvent>
#include <QSettings>
#include <QTimer>

#include <QFile>

#include <cstdio>
#include <fstream>
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

// --help, --version and --import need no display: they are answered before any window
// system is asked.
bool needsNoWindow(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version" || arg == "--import")
            return true;
    }
    return false;
}

void say(std::FILE* to, const QString& text) {
    std::fprintf(to, "%s\n", text.toLocal8Bit().constData());
}

// ferz --import FILE…: adds the games of the files to the game library and says, file by
// file, how many it added and skipped. 0 when every file could be read, else 1.
int importFiles(const QStringList& files, const QStringList& userNames) {
    Library library(Library::defaultPath(), QStringLiteral("ferz-import"));
    QString notice;
    const bool open = library.open(&notice);
    if (!notice.isEmpty()) say(stderr, notice);
    if (!open) return 1;
    int status = 0;
    for (const QString& file : files) {
        std::ifstream in(QFile::encodeName(file).toStdString(), std::ios::binary);
        if (!in) {
            say(stderr, QCoreApplication::translate("main", "%1: cannot be read.").arg(file));
            status = 1;
            continue;
        }
        const ImportResult r = library.import(in, userNames);
        //: The numbers of games of a file: added, already in the library, could not be read.
        say(stdout, QCoreApplication::translate(
                        "main", "%1: %2 added, %3 already in the library, %4 could not be read.")
                        .arg(file, QString::number(r.added), QString::number(r.duplicates),
                             QString::number(r.unreadable)));
        if (r.latin1)
            say(stdout,
                QCoreApplication::translate("main", "%1: not UTF-8, read as Latin-1.").arg(file));
        if (!r.firstError.isEmpty())
            say(stderr, QCoreApplication::translate("main", "The first that could not be read: %1")
                            .arg(r.firstError));
        if (r.added + r.duplicates == 0 && r.unreadable > 0) status = 1;
    }
    say(stdout,
        QCoreApplication::translate("main", "Games in the library: %1.").arg(library.count()));
    return status;
}

} // namespace

int main(int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> app =
        needsNoWindow(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
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
    const QCommandLineOption import(
        QStringLiteral("import"),
        QApplication::translate("main", "Add the games of the PGN files to the game library, "
                                        "without a window, and say how many were added."));
    parser.addOption(import);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A PGN file to open (with --import: files to add)."),
        QStringLiteral("[file.pgn…]"));
    parser.process(*app);
    if (parser.isSet(import)) {
        if (parser.positionalArguments().isEmpty()) parser.showHelp(1);
        return importFiles(parser.positionalArguments(), Preferences::load(settings).userNames());
    }
    parserLanguage.reset();

    MainWindow window(settings);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.document()->open(parser.positionalArguments().front());

    FirstPaint firstPaint;
    if (parser.isSet(startupTime)) window.boardView()->viewport()->installEventFilter(&firstPaint);
    return QApplication::exec();
}
