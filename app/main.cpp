// ferz: the desktop game.
#include "boardview.h"
#include "gamedocument.h"
#include "language.h"
#include "library.h"
#include "mainwindow.h"
#include "preferences.h"
#include "singleinstance.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QEvent>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
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

// What an import of one file added and skipped, said; false when it added nothing it could
// read.
bool report(const QString& file, const ImportResult& r) {
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
    return !(r.added + r.duplicates == 0 && r.unreadable > 0);
}

// ferz --import FILE…: adds the games of the files to the game library and says, file by
// file, how many it added and skipped. 0 when every file could be read, else 1. The library
// has one writer: a window running on the profile imports them (`profile` hands them over),
// else this process does, holding the profile meanwhile.
int importFiles(QStringList files, const QStringList& userNames, SingleInstance& profile) {
    int status = 0;
    for (qsizetype i = 0; i < files.size();) {
        if (std::ifstream(QFile::encodeName(files[i]).toStdString(), std::ios::binary)) {
            ++i;
            continue;
        }
        say(stderr, QCoreApplication::translate("main", "%1: cannot be read.").arg(files[i]));
        files.removeAt(i);
        status = 1;
    }
    switch (profile.claim()) {
    case SingleInstance::Claim::Failed: say(stderr, profile.error()); return 1;
    case SingleInstance::Claim::Running:
        if (!profile.handOverImport(files, [&status](const QString& file, const ImportResult& r) {
                if (!report(file, r)) status = 1;
            })) {
            say(stderr, profile.error());
            return 1;
        }
        return status;
    case SingleInstance::Claim::Held: break;
    }
    Library library(Library::defaultPath(), QStringLiteral("ferz-import"));
    QString notice;
    const bool open = library.open(&notice);
    if (!notice.isEmpty()) say(stderr, notice);
    if (!open) return 1;
    for (const QString& file : files) {
        std::ifstream in(QFile::encodeName(file).toStdString(), std::ios::binary);
        if (!report(file, library.import(in, userNames))) status = 1;
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
    // One Ferz per profile: its data folder (the autosave, the library) has one writer.
    SingleInstance profile(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    if (parser.isSet(import)) {
        if (parser.positionalArguments().isEmpty()) parser.showHelp(1);
        return importFiles(parser.positionalArguments(), Preferences::load(settings).userNames(),
                           profile);
    }
    switch (profile.claim()) {
    case SingleInstance::Claim::Running: // its window opens the files and comes to the front
        if (profile.handOverFiles(parser.positionalArguments())) return 0;
        [[fallthrough]];
    case SingleInstance::Claim::Failed:
        say(stderr, profile.error());
        QMessageBox::critical(nullptr, QStringLiteral("Ferz"), profile.error());
        return 1;
    case SingleInstance::Claim::Held: break;
    }
    parserLanguage.reset();

    MainWindow window(settings);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.document()->open(parser.positionalArguments().front());
    // A second start's files: the window comes to the front and opens the first, as at a start.
    QObject::connect(&profile, &SingleInstance::openRequested, &window,
                     [&window](const QStringList& files) {
                         window.setWindowState(window.windowState() & ~Qt::WindowMinimized);
                         window.show();
                         window.raise();
                         window.activateWindow();
                         if (!files.isEmpty())
                             QTimer::singleShot(0, &window, [&window, file = files.front()] {
                                 window.document()->open(file);
                             });
                     });
    profile.serveImports(*window.library(),
                         [&settings] { return Preferences::load(settings).userNames(); });
    if (!profile.listen()) say(stderr, profile.error());

    FirstPaint firstPaint;
    if (parser.isSet(startupTime)) window.boardView()->viewport()->installEventFilter(&firstPaint);
    return QApplication::exec();
}
