// ferz: the desktop game.
#include "boardview.h"
#include "engineconfig.h"
#include "gamedocument.h"
#include "gamerecord.h"
#include "judgedanalysis.h"
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
#include <QSaveFile>

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

// --help, --version, --import and --annotate need no display: they are answered before any
// window system is asked.
bool needsNoWindow(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
            arg == "--version" || arg == "--import" || arg == "--annotate")
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
    if (!r.stopped.isEmpty())
        say(stderr,
            QCoreApplication::translate("main", "Games could not be added to the game library: %1")
                .arg(r.stopped));
    return r.stopped.isEmpty() && !(r.added + r.duplicates == 0 && r.unreadable > 0);
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
        const ImportResult r = library.import(in, userNames);
        if (!report(file, r)) status = 1;
        if (!r.stopped.isEmpty()) break; // the next files would fare no better
    }
    say(stdout,
        QCoreApplication::translate("main", "Games in the library: %1.").arg(library.count()));
    return status;
}

// ferz --annotate FILE…: each game of the files analysed as Analyse Game analyses it (the same
// review, marks checked, with Ferz's engine or `engine`), written with its marks, reasons,
// better lines and [%eval] to `output` (all or nothing) or to standard output. Progress on
// standard error. 0 when every game was analysed; 1 when a file or a game could not be read
// or analysed (the other games are written all the same), the count of failures said.
int annotateFiles(const QStringList& files, const QString& output, ferz::AnalysisOptions options,
                  const std::optional<EngineConfig>& engine) {
    JudgedAnalysis analysis(engine, options);
    std::string out;
    int analysed = 0, failed = 0, unreadableFiles = 0;
    for (const QString& file : files) {
        std::ifstream in(QFile::encodeName(file).toStdString(), std::ios::binary);
        if (!in) {
            say(stderr, QCoreApplication::translate("main", "%1: cannot be read.").arg(file));
            ++unreadableFiles;
            continue;
        }
        ferz::PgnReader reader(in);
        ferz::PgnGame game;
        for (int number = 1;; ++number) {
            if (!reader.next(game)) {
                if (!reader.error()) break; // the end of the file
                //: A game of a file that could not be read: the file, its number, why.
                say(stderr, QCoreApplication::translate("main", "%1, game %2: cannot be read: %3")
                                .arg(file)
                                .arg(number)
                                .arg(QString::fromStdString(reader.error()->text())));
                ++failed;
                continue;
            }
            // A player without a tag is unknown, as PGN writes it: "?".
            const auto player = [&game](const char* side) {
                const std::string name = game.tag(side);
                return QString::fromStdString(name.empty() ? "?" : name);
            };
            const QString name = QStringLiteral("%1 – %2").arg(player("White"), player("Black"));
            //: Progress on standard error: the file, the game's number, its players.
            say(stderr, QCoreApplication::translate("main", "%1, game %2 (%3): analysing…")
                            .arg(file)
                            .arg(number)
                            .arg(name));
            std::vector<ferz::Move> moves;
            for (const ferz::PgnMove& m : game.moves) moves.push_back(m.move);
            const ferz::GameAnalysis a = analysis.run(game.start, moves);
            if (!a.complete || !annotatePgn(game, a)) {
                say(stderr,
                    QCoreApplication::translate("main", "%1, game %2: cannot be analysed: %3")
                        .arg(file)
                        .arg(number)
                        .arg(QString::fromStdString(a.failure)));
                ++failed;
                if (!a.failure.empty()) break; // the engine failed: the next games would too
                continue;
            }
            ++analysed;
            //: The marks of one game: inaccuracies, mistakes, blunders.
            say(stderr, QCoreApplication::translate("main", "%1, game %2: ?! %3, ? %4, ?? %5")
                            .arg(file)
                            .arg(number)
                            .arg(a.count(ferz::Judgement::Inaccuracy))
                            .arg(a.count(ferz::Judgement::Mistake))
                            .arg(a.count(ferz::Judgement::Blunder)));
            out += ferz::writePgn(game);
            out += '\n';
        }
    }
    analysis.close();
    if (output.isEmpty()) {
        std::fwrite(out.data(), 1, out.size(), stdout);
        std::fflush(stdout);
    } else {
        QSaveFile file(output);
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(out.data(), qint64(out.size())) != qint64(out.size()) || !file.commit()) {
            say(stderr, QCoreApplication::translate("main", "%1: cannot be written: %2")
                            .arg(output, file.errorString()));
            return 1;
        }
    }
    //: The end of ferz --annotate: games analysed, and those that could not be.
    say(stderr, QCoreApplication::translate(
                    "main", "Games analysed: %1. Games that could not be analysed: %2.")
                    .arg(analysed)
                    .arg(failed));
    return failed > 0 || unreadableFiles > 0 ? 1 : 0;
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
    const QCommandLineOption annotate(
        QStringLiteral("annotate"),
        QApplication::translate("main", "Analyse the games of the PGN files, without a window, "
                                        "and write them with the analysis's marks, reasons, "
                                        "better lines and evaluations."));
    parser.addOption(annotate);
    const QCommandLineOption output(
        QStringLiteral("output"),
        QApplication::translate("main", "With --annotate: the file to write (else the standard "
                                        "output)."),
        QStringLiteral("out.pgn"));
    parser.addOption(output);
    const QCommandLineOption nodes(
        QStringLiteral("nodes"),
        QApplication::translate("main", "With --annotate: the nodes of the first look at each "
                                        "position (200000 unless told)."),
        QStringLiteral("n"));
    parser.addOption(nodes);
    const QCommandLineOption depth(
        QStringLiteral("depth"),
        QApplication::translate("main", "With --annotate: the depth of the first look at each "
                                        "position, instead of nodes."),
        QStringLiteral("n"));
    parser.addOption(depth);
    const QCommandLineOption engine(
        QStringLiteral("engine"),
        QApplication::translate("main", "With --annotate: the engine of Game → Engines that "
                                        "judges (Ferz's own unless told)."),
        QStringLiteral("name"));
    parser.addOption(engine);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A PGN file to open (with --import: files to add; with "
                                        "--annotate: files to analyse)."),
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
    if (parser.isSet(annotate)) {
        if (parser.positionalArguments().isEmpty()) {
            say(stderr,
                QCoreApplication::translate("main", "--annotate needs at least one PGN file."));
            return 2;
        }
        ferz::AnalysisOptions options;
        options.workers = JudgedAnalysis::workersForUser();
        if (parser.isSet(nodes) && parser.isSet(depth)) {
            say(stderr, QCoreApplication::translate("main", "Give --nodes or --depth, not both."));
            return 2;
        }
        bool ok = true;
        if (parser.isSet(nodes)) {
            options.nodes = parser.value(nodes).toULongLong(&ok);
            ok = ok && options.nodes > 0;
        } else if (parser.isSet(depth)) {
            options.nodes = 0;
            options.depth = parser.value(depth).toInt(&ok);
            ok = ok && options.depth > 0 && options.depth < ferz::MaxPly;
        }
        if (!ok) {
            say(stderr, QCoreApplication::translate(
                            "main", "--nodes and --depth take a positive whole number."));
            return 2;
        }
        std::optional<EngineConfig> judge;
        if (parser.isSet(engine)) {
            const QList<EngineConfig> engines = EngineConfig::load(settings);
            QStringList names;
            for (const EngineConfig& e : engines) {
                names << e.name;
                if (e.name.compare(parser.value(engine), Qt::CaseInsensitive) == 0) judge = e;
            }
            if (!judge) {
                say(stderr,
                    (names.isEmpty() ? QCoreApplication::translate(
                                           "main", "No engine %1 in Game → Engines, which lists "
                                                   "none.")
                                     : QCoreApplication::translate(
                                           "main", "No engine %1 in Game → Engines, which lists: "
                                                   "%2."))
                        .arg(parser.value(engine), names.join(QStringLiteral(", "))));
                return 2;
            }
        }
        return annotateFiles(parser.positionalArguments(), parser.value(output), options, judge);
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
