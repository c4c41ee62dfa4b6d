// Killing Ferz: a real Ferz process killed with SIGKILL at random moments, again and again,
// each time resuming the game the last one left on disk. After every kill the autosave must be
// a file Ferz reads without complaint, holding every move the killed process had reported as
// made, and at most one more (the move being made); the next process must resume exactly that
// game.
//
// The test re-executes its own binary as the child (`--child <dir> <seed>`): Ferz's real main
// window (game controller, engine thread, autosave) on the offscreen platform, its settings and
// data folders (XDG_CONFIG_HOME, XDG_DATA_HOME) inside a temporary directory. The child plays
// the user's side with random legal moves, typed into the move entry or dragged on the board;
// the computer answers at the weakest level. The child reports on stdout, one line at a time,
// each after Ferz has written the autosave for it:
//     start resumed|fresh <w|b> <white ms|-> <black ms|-> <uci>...   the game it began with
//     thinking        the computer started a search
//     playing <uci>   the user's move, about to be entered
//     ply <n> <uci>   a move on the record (and in the autosave)
//     over            the game ended (the autosave keeps it, ended, until a new game), or the
//                     game resumed had
//     new <w|b>       a new game, the user playing that side
//     stored <id>     the game library holds the game of that id (GameController::gameId)
//
// After every kill the game library must open as it is (not set aside as damaged), pass
// SQLite's integrity check and hold every game reported stored. `importKilled` kills
// `ferz --import` in the middle of large imports: the library holds whole batches only.
//
// Each kill first stops the child (SIGSTOP) and looks at its open files, so the test can tell
// a kill that landed in the middle of writing the autosave, then sends SIGKILL: nothing runs in
// between, so the file is what it would have been had SIGKILL come alone.
//
// FERZ_KILLS sets the number of kills (default 12); FERZ_KILLS_SEED repeats a run's random
// choices (where the kills land still depends on timing).
#include "autosave.h"
#include "boardscene.h"
#include "boardview.h"
#include "game.h"
#include "gamecontroller.h"
#include "guitest.h"
#include "library.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "notation.h"
#include "singleinstance.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocalSocket>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <set>
#include <vector>

#include <sys/types.h>
#include <unistd.h>

using namespace ferz;

namespace {

// The weakest level: a depth-capped search that answers in milliseconds.
constexpr int ChildElo = 600;
// A clock long enough that no flag falls in a test (a flag ends a game without a move).
constexpr TimeControl ChildClock{5 * 60 * 1000, 2000};
// A file that looks like one QSaveFile leaves behind when killed, holding another game: Ferz
// must never read it, nor remove it.
const char* const DecoyName = "autosave.pgn.Zq7Kx2";
const char* const DecoyGame = "[FerzHuman \"white\"]\n[FerzLevel \"600\"]\n\n1. a3 h6 2. h3 *\n";

char sideLetter(Color c) {
    return c == White ? 'w' : 'b';
}

// ---------------------------------------------------------------------------------------------
// The child

// One line on stdout, in one write, at once: the parent reads what was said before the kill.
void say(const QByteArray& line) {
    const QByteArray text = line + '\n';
    std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
    std::fflush(stdout);
}

QByteArray uci(Move m) {
    return QByteArray::fromStdString(toUci(m));
}

// The user at the board: a random legal move after a short think, through the window.
class Player : public QObject {
public:
    Player(MainWindow& window, quint32 seed) : m_window(window), m_random(seed) {
        GameController* game = m_window.game();
        // Connected after the window's own autosave, whose writes run in a thread of their
        // own: a move, an end, a new game are reported once they are on disk.
        connect(game, &GameController::movePlayed, this, [this, game](const MoveRecord& record) {
            m_window.autoSave().flush();
            say("ply " + QByteArray::number(qulonglong(game->game().ply())) + ' ' +
                uci(record.move));
        });
        connect(game, &GameController::gameEnded, this, [this] {
            m_window.autoSave().flush();
            say("over");
            QTimer::singleShot(int(m_random.bounded(50)), this, &Player::newGame);
        });
        connect(game, &GameController::stateChanged, this, &Player::onStateChanged);
        // Half the processes wait for the computer's reply the usual 300 ms, half take it at
        // once: long games across kills, and many game ends and new games.
        if (m_random.bounded(2)) game->setMinimumReplyMs(0);
    }

    // Reports the game the window began with, then plays on.
    void begin(bool resumed) {
        const GameController* game = m_window.game();
        QByteArray line = QByteArray("start ") + (resumed ? "resumed " : "fresh ") +
                          sideLetter(game->humanSide());
        for (Color c : {White, Black})
            line +=
                ' ' + (game->clock().enabled() ? QByteArray::number(game->clock().remainingMs(c))
                                               : QByteArray("-"));
        for (Move m : game->game().moves()) line += ' ' + uci(m);
        say(line);
        if (game->over()) {
            say("over");
            QTimer::singleShot(0, this, &Player::newGame);
        } else {
            onStateChanged();
        }
    }

private:
    void onStateChanged() {
        GameController* game = m_window.game();
        if (game->computerThinking() && !m_thinking) say("thinking");
        m_thinking = game->computerThinking();
        if (game->claimWaiting()) { // the user plays on rather than claim the draw
            QTimer::singleShot(0, game, &GameController::playOn);
        } else if (game->isHumanTurn() && !m_moveScheduled) {
            m_moveScheduled = true;
            QTimer::singleShot(int(m_random.bounded(60)), this, &Player::playMove);
        }
    }

    void playMove() {
        m_moveScheduled = false;
        GameController* game = m_window.game();
        if (!game->isHumanTurn()) return;
        const std::vector<Move> moves = game->humanMoves();
        const Move move = moves[m_random.bounded(int(moves.size()))];
        const std::size_t before = game->game().ply();
        say("playing " + uci(move));
        if (!move.isPromotion() && m_random.bounded(2)) {
            drag(move.from(), move.to());
        } else {
            QLineEdit* entry = m_window.moveEntry();
            entry->setText(QString::fromStdString(toSan(game->position(), move)));
            QTest::keyClick(entry, Qt::Key_Return);
        }
        if (game->game().ply() != before + 1 || game->game().moves().back() != move) {
            std::fprintf(stderr, "the window did not take the move %s\n", uci(move).constData());
            std::exit(2);
        }
    }

    void drag(Square from, Square to) {
        QWidget* viewport = m_window.boardView()->viewport();
        const auto point = [this](Square s) {
            return m_window.boardView()->mapFromScene(m_window.scene()->squareCenter(s));
        };
        QTest::mousePress(viewport, Qt::LeftButton, {}, point(from));
        QTest::mouseMove(viewport, (point(from) + point(to)) / 2);
        QTest::mouseMove(viewport, point(to));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, point(to));
    }

    // A new game, as the New game dialog starts one: a random side, sometimes with a clock.
    void newGame() {
        GameSetup setup;
        setup.humanSide = m_random.bounded(2) ? White : Black;
        setup.elo = ChildElo;
        if (m_random.bounded(2)) setup.clock = ChildClock;
        m_window.startGame(setup);
        m_window.autoSave().flush();
        say(QByteArray("new ") + sideLetter(setup.humanSide));
    }

    MainWindow& m_window;
    QRandomGenerator m_random;
    bool m_moveScheduled = false;
    bool m_thinking = false;
};

// Ferz as main.cpp starts it (the same names, so the same folders), in `dir`.
int runChild(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ferzchess"));
    QApplication::setApplicationName(QStringLiteral("Ferz"));
    silenceOffscreenSizeHintWarning();
    const QString dir = QDir(QString::fromLocal8Bit(argv[2])).absolutePath();
    // Never the user's own game: the folders must be the ones the parent set.
    if (!AutoSave::defaultPath().startsWith(dir + '/')) {
        std::fprintf(stderr, "the autosave would go to %s, outside %s\n",
                     qPrintable(AutoSave::defaultPath()), qPrintable(dir));
        return 3;
    }
    QSettings settings;
    MainWindow window(settings);
    QObject::connect(window.library(), &LibraryStore::stored, &window,
                     [](const QString& id, bool ok) {
                         if (ok) say("stored " + id.toUtf8());
                     });
    Player player(window, quint32(QByteArray(argv[3]).toULong()));
    // Nothing writes the autosave before the event loop runs: the game reported here is the
    // one read from disk (or a fresh one when there was none).
    player.begin(window.game()->game().ply() > 0); // a saved game always has moves
    window.show();
    return QApplication::exec();
}

// ---------------------------------------------------------------------------------------------
// The parent

// What the parent knows of the game in progress: what the child reported, or, before the child
// says anything, what the autosave held.
struct Known {
    std::vector<Move> moves; // from the standard position
    Color human = White;
    bool ended = false;   // "over" reported, and no new game yet
    bool started = false; // the child said "start": the moves are its reports, not the disk's

    Game game() const {
        Game g;
        for (Move m : moves) g.play(m);
        return g;
    }
};

// Where the child was when it was killed, from its last line and its open files.
enum class Phase { StartUp, Searching, UserMove, BetweenMoves };

struct Figures {
    int kills = 0;
    int plies = 0;         // moves reported, over all processes
    int gamesEnded = 0;    // "over" reported
    int longestGame = 0;   // plies of the longest game seen on disk or reported
    int midWrite = 0;      // the child had the autosave's temporary file open
    int midRead = 0;       // the child had the autosave open (reading it at start-up)
    int aheadOfReport = 0; // the file held the move being made
    int phases[4] = {};
    std::set<QString> leftovers; // QSaveFile temporary files left by kills
};

// The files the stopped process `pid` has open in `dir` (a file written through O_TMPFILE shows
// as "dir/#inode (deleted)").
QStringList openFilesIn(qint64 pid, const QString& dir) {
    QStringList files;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QString& fd :
         fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        char target[4096];
        const ssize_t n =
            ::readlink(QFile::encodeName(fds.filePath(fd)).constData(), target, sizeof target);
        if (n <= 0) continue;
        const QString path = QFile::decodeName(QByteArray(target, qsizetype(n)));
        if (path.startsWith(dir + '/')) files.append(path);
    }
    return files;
}

// Waits (briefly) until every thread of the stopped process is stopped.
void waitStopped(qint64 pid) {
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 1000) {
        bool all = true;
        const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
        for (const QString& task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile stat(tasks.filePath(task + QStringLiteral("/stat")));
            if (!stat.open(QIODevice::ReadOnly)) continue;
            const QByteArray text = stat.readAll();
            const qsizetype paren = text.lastIndexOf(')');
            const char state = paren >= 0 && paren + 2 < text.size() ? text[paren + 2] : 'T';
            if (state != 'T' && state != 't' && state != 'Z' && state != 'X') all = false;
        }
        if (all) return;
        QThread::usleep(100);
    }
}

} // namespace

class TestKillSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void killAtRandomMoments();
    void theProgramItself();
    void enginesEndWithFerz();
    void importKilled();
    void oneFerzPerProfile();

private:
    bool follow(const QByteArray& line, Known& known, const std::optional<AutoSave::Saved>& disk,
                QString* why);
    bool check(Known& known, std::optional<AutoSave::Saved>& disk, QString* why);
    bool checkLibrary(QString* why);

    QString m_dataDir;  // where the autosave lives
    QString m_autosave; // its path
    QRandomGenerator m_random;
    Figures m_figures;
    std::set<QByteArray> m_stored; // the games the children reported in the library
};

// Follows one line of the child's report; false with why, when it contradicts what came before
// or what was on disk.
bool TestKillSafety::follow(const QByteArray& line, Known& known,
                            const std::optional<AutoSave::Saved>& disk, QString* why) {
    const QList<QByteArray> words = line.split(' ');
    const QByteArray& word = words.front();
    if (word == "start") {
        // The game resumed must be the one on disk, as it was saved.
        if (words.size() < 5) return *why = QStringLiteral("bad report: ") + line, false;
        const bool resumed = words[1] == "resumed";
        if (resumed != disk.has_value()) {
            *why = disk ? QStringLiteral("the saved game was not resumed")
                        : QStringLiteral("a game was resumed with nothing on disk");
            return false;
        }
        known = {};
        known.started = true;
        known.human = words[2] == "b" ? Black : White;
        Position pos;
        for (qsizetype i = 5; i < words.size(); ++i) {
            const Parsed<Move> m = parseUci(pos, words[i].toStdString());
            if (!m) return *why = QStringLiteral("an illegal move resumed: ") + line, false;
            known.moves.push_back(*m);
            StateInfo st;
            pos.makeMove(*m, st);
        }
        if (disk) {
            std::vector<Move> saved;
            for (const PgnMove& m : disk->pgn.moves) saved.push_back(m.move);
            if (saved != known.moves || disk->setup.humanSide != known.human) {
                *why = QStringLiteral("the game resumed is not the one saved: ") + line;
                return false;
            }
            if (disk->setup.clock.enabled()) {
                // The clock of the side to move has run for a moment already.
                const qint64 white = words[3].toLongLong(), black = words[4].toLongLong();
                if (white > disk->whiteMs || black > disk->blackMs ||
                    white < disk->whiteMs - 5000 || black < disk->blackMs - 5000) {
                    *why = QStringLiteral("the clocks resumed are not the ones saved: ") + line;
                    return false;
                }
            } else if (words[3] != "-") {
                return *why = QStringLiteral("a clock appeared on resume: ") + line, false;
            }
        }
    } else if (word == "ply") {
        if (words.size() != 3) return *why = QStringLiteral("bad report: ") + line, false;
        Game game = known.game();
        const Parsed<Move> m = parseUci(game.position(), words[2].toStdString());
        if (!m || words[1].toULongLong() != known.moves.size() + 1 || known.ended) {
            *why = QStringLiteral("a move out of turn: ") + line;
            return false;
        }
        known.moves.push_back(*m);
        ++m_figures.plies;
        m_figures.longestGame = std::max(m_figures.longestGame, int(known.moves.size()));
    } else if (word == "over") {
        known.ended = true;
        ++m_figures.gamesEnded;
    } else if (word == "new") {
        known = {};
        known.started = true;
        known.human = words.value(1) == "b" ? Black : White;
    } else if (word == "stored" && words.size() == 2) {
        m_stored.insert(words[1]);
    } else if (word != "thinking" && word != "playing") {
        return *why = QStringLiteral("bad report: ") + line, false;
    }
    return true;
}

// The autosave after a kill: readable, holding every move reported and at most one more, and
// the end when one was reported (or gone, when a new game had no moves yet); nothing beside it
// that Ferz would trip on. `disk` becomes what the next process should resume.
bool TestKillSafety::check(Known& known, std::optional<AutoSave::Saved>& disk, QString* why) {
    static const QRegularExpression saveFileTemp(QStringLiteral("^autosave\\.pgn\\.\\w{6}$"));
    for (const QString& name : QDir(m_dataDir).entryList(QDir::Files | QDir::Hidden)) {
        if (name == QLatin1String("autosave.pgn") || name == QLatin1String(DecoyName)) continue;
        // The library and its journals (a rollback journal while a new library is made).
        static const QRegularExpression library(
            QStringLiteral("^library\\.sqlite(-wal|-shm|-journal)?$"));
        if (library.match(name).hasMatch()) continue;
        if (saveFileTemp.match(name).hasMatch()) {
            m_figures.leftovers.insert(name);
            continue;
        }
        *why = QStringLiteral("an unexpected file beside the autosave: ") + name;
        return false;
    }

    if (!checkLibrary(why)) return false;
    disk.reset();
    if (QFile::exists(m_autosave)) {
        QString problem;
        disk = AutoSave(m_autosave).restore({}, &problem);
        if (!disk || !problem.isEmpty()) {
            *why = QStringLiteral("the autosave cannot be read: ") + problem;
            return false;
        }
        if (disk->pgn.start.fen() != Position().fen() || disk->setup.elo != ChildElo) {
            *why = QStringLiteral("the autosave holds another game");
            return false;
        }
        std::vector<Move> saved;
        for (const PgnMove& m : disk->pgn.moves) saved.push_back(m.move);
        const std::size_t k = known.moves.size();
        const bool prefix =
            saved.size() >= k && std::equal(known.moves.begin(), known.moves.end(), saved.begin());
        if (!prefix || saved.size() > k + 1 || (known.ended && saved.size() != k)) {
            *why = QStringLiteral("the autosave holds %1 plies, the child had reported %2%3")
                       .arg(saved.size())
                       .arg(k)
                       .arg(known.ended ? QStringLiteral(" and the end of the game") : QString());
            return false;
        }
        if (known.ended && !disk->outcome) {
            *why = QStringLiteral("the autosave lost the end of the game");
            return false;
        }
        if (known.started && disk->setup.humanSide != known.human) {
            *why = QStringLiteral("the autosave has the user on the other side");
            return false;
        }
        if (saved.size() == k + 1) ++m_figures.aheadOfReport;
        m_figures.longestGame = std::max(m_figures.longestGame, int(saved.size()));
    } else if (!known.moves.empty() && !known.ended) {
        // Gone: only once a new game began, after the end was reported.
        *why = QStringLiteral("the autosave is gone, with %1 plies of a game reported")
                   .arg(known.moves.size());
        return false;
    }
    return true;
}

// Library::open would set aside a library it cannot use (and say so): after a kill it must
// find it usable, whole, with every game a child reported stored.
bool TestKillSafety::checkLibrary(QString* why) {
    const QString path = m_dataDir + QStringLiteral("/library.sqlite");
    if (!QFile::exists(path)) {
        if (m_stored.empty()) return true;
        return *why = QStringLiteral("the game library is gone"), false;
    }
    Library library(path, QStringLiteral("check"));
    QString notice;
    if (!library.open(&notice) || !notice.isEmpty())
        return *why = QStringLiteral("the game library cannot be used: ") + notice, false;
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("check")));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok"))
        return *why = QStringLiteral("the game library is damaged"), false;
    std::set<QByteArray> held;
    q.exec(QStringLiteral("SELECT uid, pgn FROM games"));
    while (q.next()) {
        held.insert(q.value(0).toString().toUtf8());
        if (!readPgn(q.value(1).toString().toStdString()))
            return *why = QStringLiteral("a game of the library cannot be read"), false;
    }
    for (const QByteArray& id : m_stored)
        if (!held.count(id))
            return *why = QStringLiteral("the game library lost the game ") + id, false;
    return true;
}

void TestKillSafety::killAtRandomMoments() {
    if (!QFileInfo::exists(QStringLiteral("/proc/self/fd")))
        QSKIP("needs /proc to see where a kill lands");
    const int kills =
        qEnvironmentVariableIsSet("FERZ_KILLS") ? qEnvironmentVariableIntValue("FERZ_KILLS") : 12;
    const quint32 seed = qEnvironmentVariableIsSet("FERZ_KILLS_SEED")
                             ? quint32(qEnvironmentVariableIntValue("FERZ_KILLS_SEED"))
                             : QRandomGenerator::global()->generate();
    qInfo("seed %u (FERZ_KILLS_SEED repeats its choices), %d kills", seed, kills);
    m_random.seed(seed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QDir(dir.path()).absolutePath();
    m_dataDir = root + QStringLiteral("/data/ferzchess/Ferz");
    m_autosave = m_dataDir + QStringLiteral("/autosave.pgn");
    QVERIFY(QDir().mkpath(m_dataDir));
    {
        QSettings settings(root + QStringLiteral("/config/ferzchess/Ferz.conf"),
                           QSettings::IniFormat);
        settings.setValue(QStringLiteral("board/sound"), false);
        settings.setValue(QStringLiteral("board/animationMs"), 0);
        settings.setValue(QStringLiteral("engines/scanned"), true); // no engines of the system
        settings.setValue(QStringLiteral("game/level"), ChildElo);
        settings.sync();
        QFile decoy(m_dataDir + '/' + DecoyName);
        QVERIFY(decoy.open(QIODevice::WriteOnly) && decoy.write(DecoyGame) > 0);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), root + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), root + QStringLiteral("/cache"));

    Known known;
    std::optional<AutoSave::Saved> disk;
    QElapsedTimer total;
    total.start();
    for (int i = 0; i < kills; ++i) {
        QProcess child;
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--child"), root, QString::number(m_random.generate())});
        QVERIFY2(child.waitForStarted(10'000), qPrintable(child.errorString()));

        // When to kill: at a random time from the launch (start-up, resume and play), at a
        // random time once the game is resumed, or aimed at the writes: within 3 ms of the
        // n-th report of a move, when the next one (and its autosave) follows at once.
        const int mode = int(m_random.bounded(4));
        const int waitMs =
            mode <= 1 ? 30 + int(m_random.bounded(1471)) : int(m_random.bounded(1500));
        const int aimAt = 1 + int(m_random.bounded(6));
        const qint64 aimNs = qint64(m_random.bounded(3'000'000));
        QByteArray out;
        qsizetype scanned = 0;
        int moveReports = 0;
        bool started = false;
        QElapsedTimer clock;
        clock.start();
        qint64 deadline = mode <= 1 ? waitMs : 10'000; // until the trigger, for the other modes
        while (clock.elapsed() < deadline && child.state() == QProcess::Running) {
            child.waitForReadyRead(int(std::max<qint64>(1, deadline - clock.elapsed())));
            out += child.readAllStandardOutput();
            for (qsizetype end; (end = out.indexOf('\n', scanned)) >= 0; scanned = end + 1) {
                const QByteArray line = out.mid(scanned, end - scanned);
                if (line.startsWith("start ") && mode == 2 && !started) {
                    started = true;
                    deadline = clock.elapsed() + waitMs;
                }
                if ((line.startsWith("ply ") || line.startsWith("playing ")) && mode == 3 &&
                    ++moveReports == aimAt) {
                    QElapsedTimer aim;
                    aim.start();
                    while (aim.nsecsElapsed() < aimNs) {
                    }
                    deadline = 0;
                }
            }
        }
        QVERIFY2(child.state() == QProcess::Running,
                 qPrintable(QStringLiteral("kill %1: the child ended by itself (exit code %2): %3")
                                .arg(i)
                                .arg(child.exitCode())
                                .arg(QString::fromLocal8Bit(child.readAllStandardError()))));

        // Stop it, see what it has open, kill it.
        const qint64 pid = child.processId();
        ::kill(pid_t(pid), SIGSTOP);
        waitStopped(pid);
        QStringList open = openFilesIn(pid, m_dataDir);
        open.removeIf(
            [](const QString& path) { return path.contains(QLatin1String("/library.sqlite")); });
        child.kill();
        // A process killed in the middle of a write to the disk ends when the write does:
        // seconds, on a machine whose disk is busy.
        QVERIFY(child.waitForFinished(30'000));
        ++m_figures.kills;
        out += child.readAllStandardOutput();
        if (open.contains(m_autosave))
            ++m_figures.midRead;
        else if (!open.isEmpty())
            ++m_figures.midWrite;

        // Follow the report, up to its last whole line.
        Phase phase = Phase::StartUp;
        QString why;
        const QList<QByteArray> lines = out.left(out.lastIndexOf('\n') + 1).split('\n');
        for (const QByteArray& line : lines) {
            if (line.isEmpty()) continue;
            QVERIFY2(follow(line, known, disk, &why),
                     qPrintable(QStringLiteral("kill %1: %2").arg(i).arg(why)));
            phase = line.startsWith("thinking")  ? Phase::Searching
                    : line.startsWith("playing") ? Phase::UserMove
                                                 : Phase::BetweenMoves;
        }
        ++m_figures.phases[int(phase)];
        QVERIFY2(check(known, disk, &why),
                 qPrintable(QStringLiteral("kill %1 (%2 lines reported, last: %3): %4")
                                .arg(i)
                                .arg(lines.size() - 1)
                                .arg(QString::fromLatin1(lines.size() > 1 ? lines[lines.size() - 2]
                                                                          : "none"))
                                .arg(why)));
        // The next process starts from what is on disk.
        known = {};
        if (disk) {
            for (const PgnMove& m : disk->pgn.moves) known.moves.push_back(m.move);
            known.human = disk->setup.humanSide;
        }
    }

    // The decoy is still there, as it was: Ferz neither read nor removed it.
    QFile decoy(m_dataDir + '/' + DecoyName);
    QVERIFY(decoy.open(QIODevice::ReadOnly));
    QCOMPARE(decoy.readAll(), QByteArray(DecoyGame));

    const Figures& f = m_figures;
    qInfo("%d kills in %.1f s: %d plies reported, %d games ended, longest game %d plies, "
          "the last one %zu",
          f.kills, double(total.elapsed()) / 1000.0, f.plies, f.gamesEnded, f.longestGame,
          known.moves.size());
    qInfo("kills during start-up %d, during the computer's search %d, during the user's move %d, "
          "between moves %d",
          f.phases[int(Phase::StartUp)], f.phases[int(Phase::Searching)],
          f.phases[int(Phase::UserMove)], f.phases[int(Phase::BetweenMoves)]);
    qInfo("kills while writing the autosave %d, while reading it %d; the file held the move "
          "being made %d times; QSaveFile temporary files left %zu",
          f.midWrite, f.midRead, f.aheadOfReport, f.leftovers.size());
    qInfo("games reported stored in the library, all found there after the kills: %zu",
          m_stored.size());
    QVERIFY2(f.plies > 0, "no move was made: the kills came too soon to test anything");
}

// The same promise kept by the program users start: `ferz game.pgn` keeps the game it opens,
// a SIGKILL does not lose it, and `ferz` started again finds it and keeps it as it was.
void TestKillSafety::theProgramItself() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QDir(dir.path()).absolutePath();
    const QString autosave = root + QStringLiteral("/data/ferzchess/Ferz/autosave.pgn");
    const QString game = root + QStringLiteral("/game.pgn");
    QVERIFY(writeFile(game, "[White \"Ann\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6) *\n"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), root + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), root + QStringLiteral("/cache"));

    // Runs the program until `done` says so (or 20 s), then kills it.
    const auto runAndKill = [&env](const QStringList& arguments, const auto& done) {
        QProcess ferz;
        ferz.setProcessEnvironment(env);
        ferz.start(QStringLiteral(FERZ_APP_PATH), arguments);
        if (!ferz.waitForStarted(10'000)) return false;
        QElapsedTimer timer;
        timer.start();
        while (!done() && timer.elapsed() < 20'000) QThread::msleep(20);
        ferz.kill(); // SIGKILL
        ferz.waitForFinished(10'000);
        return done();
    };
    const auto savedGame = [&autosave]() -> std::optional<AutoSave::Saved> {
        QString problem;
        auto saved = AutoSave(autosave).restore({}, &problem);
        if (!problem.isEmpty()) qWarning("%s", qPrintable(problem));
        return saved;
    };

    // 1. Opened from the command line, the game is kept at once.
    QVERIFY(runAndKill({game}, [&] { return QFileInfo(autosave).size() > 0; }));
    std::optional<AutoSave::Saved> saved = savedGame();
    QVERIFY(saved);
    QCOMPARE(saved->pgn.moves.size(), std::size_t(6));
    QCOMPARE(saved->pgn.moves[5].variations.size(), std::size_t(1)); // 3... Nf6
    const std::string first = writePgn(saved->pgn);

    // 2. Started again after the kill, Ferz reads it back on its way up (it would set aside a
    //    file it could not read), and killed again, the game is still there, as it was.
    QElapsedTimer up;
    up.start();
    QVERIFY(runAndKill({}, [&up] { return up.elapsed() > 3000; }));
    saved = savedGame();
    QVERIFY(saved);
    QCOMPARE(QString::fromStdString(writePgn(saved->pgn)), QString::fromStdString(first));
    // Nothing was found unreadable and set aside.
    QCOMPARE(QDir(QFileInfo(autosave).path()).entryList({QStringLiteral("*unreadable*")}).size(),
             0);
}

// An engine Ferz started ends with Ferz, however Ferz ends: here the first start's scan finds
// a fake "stockfish" first in PATH, which never answers, and Ferz is killed in the middle of
// the handshake. (Left running, GNU Chess spins on its closed input for good.)
void TestKillSafety::enginesEndWithFerz() {
#ifndef Q_OS_LINUX
    QSKIP("the parent-death signal is Linux's");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QDir(dir.path()).absolutePath();
    const QString pidFile = root + QStringLiteral("/engine.pid");
    QVERIFY(QDir().mkpath(root + QStringLiteral("/bin")));
    {
        QFile engine(root + QStringLiteral("/bin/stockfish"));
        QVERIFY(engine.open(QIODevice::WriteOnly));
        engine.write("#!/bin/sh\necho $$ > '" + pidFile.toUtf8() + "'\nexec sleep 30\n");
        engine.close();
        QVERIFY(engine.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                      QFileDevice::ExeOwner));
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), root + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), root + QStringLiteral("/cache"));
    env.insert(QStringLiteral("PATH"),
               root + QStringLiteral("/bin:") + env.value(QStringLiteral("PATH")));

    QProcess ferz;
    ferz.setProcessEnvironment(env);
    ferz.start(QStringLiteral(FERZ_APP_PATH), {});
    QVERIFY(ferz.waitForStarted(10'000));
    const auto enginePid = [&pidFile]() -> pid_t {
        QFile file(pidFile);
        return file.open(QIODevice::ReadOnly) ? pid_t(file.readAll().trimmed().toLongLong()) : 0;
    };
    QTRY_VERIFY_WITH_TIMEOUT(enginePid() > 0, 20'000);
    const pid_t engine = enginePid();
    // Alive: it exists and is not a zombie waiting for whoever adopted it to read its end.
    const auto alive = [engine] {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(engine));
        if (!stat.open(QIODevice::ReadOnly)) return false;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        return close > 0 && text.mid(close + 2, 1) != "Z";
    };
    QVERIFY(alive());
    ferz.kill(); // SIGKILL: nothing of Ferz runs to stop its engines
    QVERIFY(ferz.waitForFinished(10'000));
    QTRY_VERIFY_WITH_TIMEOUT(!alive(), 5'000);
}

// `ferz --import` killed at random moments of a large import: after each kill the library
// opens as it is, whole, with whole batches of a thousand games only; an import run to its end
// then adds exactly the games missing.
void TestKillSafety::importKilled() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QDir(dir.path()).absolutePath();
    const QString file = root + QStringLiteral("/games.pgn");
    // Long enough games that an import takes seconds: the kills land in its middle.
    constexpr int Games = 10000;
    const char* const moves =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O\n"
        "9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5\n"
        "16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 21. Ra3 Nfd7 22. Bxe7 Qxe7\n"
        "23. axb5 axb5 24. Rxa8 Rxa8 25. Nf5 gxf5 26. exf5 Qf6 27. Nh2 Kg7 28. Qe2 Ra1 1-0\n\n";
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        for (int i = 0; i < Games; ++i)
            out.write(QStringLiteral("[White \"Player %1\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n")
                          .arg(i)
                          .toUtf8() +
                      moves);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), root + QStringLiteral("/config"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")); // its report in English
    env.remove(QStringLiteral("LANGUAGE"));
    const QString path = root + QStringLiteral("/data/ferzchess/Ferz/library.sqlite");
    const auto held = [&path](QString* notice) {
        Library library(path, QStringLiteral("check"));
        if (!library.open(notice)) return -1;
        return library.count();
    };
    // How long a whole import takes here, start-up included, in a library of its own: the
    // kills land within it.
    qint64 wholeMs = 0;
    {
        QProcessEnvironment scratch = env;
        scratch.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/scratch"));
        QProcess ferz;
        ferz.setProcessEnvironment(scratch);
        QElapsedTimer timer;
        timer.start();
        ferz.start(QStringLiteral(FERZ_APP_PATH), {QStringLiteral("--import"), file});
        QVERIFY(ferz.waitForFinished(60'000));
        wholeMs = timer.elapsed();
        QCOMPARE(ferz.exitCode(), 0);
    }
    QRandomGenerator random(QRandomGenerator::global()->generate());
    int killedMidway = 0;
    for (int i = 0; i < 6; ++i) {
        QProcess ferz;
        ferz.setProcessEnvironment(env);
        ferz.start(QStringLiteral(FERZ_APP_PATH), {QStringLiteral("--import"), file});
        QVERIFY(ferz.waitForStarted(10'000));
        // Each run skips what the runs before it added, so it ends sooner than the first.
        QThread::msleep(10 +
                        random.bounded(int(std::max<qint64>(wholeMs * 7 / (10 * (i + 1)), 20))));
        const bool running = ferz.state() == QProcess::Running;
        ferz.kill();
        QVERIFY(ferz.waitForFinished(10'000));
        QString notice;
        const int count = held(&notice);
        QVERIFY2(notice.isEmpty(), qPrintable(notice));
        // A batch is two million position rows, 35,000 of these games: the import is one
        // transaction, so a kill leaves all of it or none.
        QVERIFY2(count == Games || count == 0, qPrintable(QString::number(count)));
        if (running && count < Games) ++killedMidway;
    }
    QVERIFY2(killedMidway > 0, "every import ended before its kill: nothing was tested");
    const int before = held(nullptr);
    QProcess ferz;
    ferz.setProcessEnvironment(env);
    ferz.start(QStringLiteral(FERZ_APP_PATH), {QStringLiteral("--import"), file});
    QVERIFY(ferz.waitForFinished(60'000));
    QCOMPARE(ferz.exitCode(), 0);
    const QString said = QString::fromLocal8Bit(ferz.readAllStandardOutput());
    QVERIFY2(
        said.contains(QStringLiteral(": %1 added, %2 already in the library, 0 could not be read.")
                          .arg(Games - before)
                          .arg(before)),
        qPrintable(said));
    QCOMPARE(held(nullptr), Games);
    qInfo("a whole import took %lld ms; imports killed midway %d of 6; the last run found %d "
          "games and added %d",
          wholeMs, killedMidway, before, Games - before);
}

// One Ferz per profile: a second start on the same profile hands its file to the first, whose
// window opens it, and exits at once; `ferz --import` beside the window goes through the
// window's library writer; the lock of a Ferz that was killed is taken over by the next start.
void TestKillSafety::oneFerzPerProfile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QDir(dir.path()).absolutePath();
    const QString data = root + QStringLiteral("/data/ferzchess/Ferz");
    const QString game = root + QStringLiteral("/game.pgn");
    const QString games = root + QStringLiteral("/games.pgn");
    {
        QVERIFY(writeFile(game, "[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n"));
        QVERIFY(writeFile(games,
                          "[White \"Cid\"]\n[Black \"Dan\"]\n[Result \"1-0\"]\n\n1. d4 d5 1-0\n\n"
                          "[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"0-1\"]\n\n1. c4 c5 0-1\n"));
        QSettings settings(root + QStringLiteral("/config/ferzchess/Ferz.conf"),
                           QSettings::IniFormat);
        settings.setValue(QStringLiteral("board/sound"), false);
        settings.setValue(QStringLiteral("engines/scanned"), true);
        settings.setValue(QStringLiteral("training/analyse"), false);
        settings.sync();
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), root + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), root + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), root + QStringLiteral("/cache"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")); // its words in English
    env.remove(QStringLiteral("LANGUAGE"));
    const auto start = [&env](QProcess& ferz, const QStringList& arguments) {
        ferz.setProcessEnvironment(env);
        ferz.start(QStringLiteral(FERZ_APP_PATH), arguments);
        return ferz.waitForStarted(10'000);
    };
    const auto answers = [&data] {
        QLocalSocket socket;
        socket.connectToServer(SingleInstance::serverName(data));
        return socket.waitForConnected(200);
    };

    QProcess first;
    QVERIFY(start(first, {}));
    QTRY_VERIFY_WITH_TIMEOUT(answers(), 20'000);
    QVERIFY(QFileInfo::exists(data + QStringLiteral("/ferz.lock")));

    // A second start with a file: it hands the file over and ends; the first opens it.
    QProcess second;
    QVERIFY(start(second, {game}));
    QVERIFY(second.waitForFinished(20'000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QCOMPARE(first.state(), QProcess::Running);
    const auto opened = [&data] {
        QString problem;
        const auto saved = AutoSave(data + QStringLiteral("/autosave.pgn")).restore({}, &problem);
        return saved && saved->pgn.moves.size() == 4 && saved->pgn.tag("White") == "Ann";
    };
    QTRY_VERIFY_WITH_TIMEOUT(opened(), 20'000);

    // An import beside the window: the window's writer adds the games, and says so.
    QProcess import;
    QVERIFY(start(import, {QStringLiteral("--import"), games}));
    QVERIFY(import.waitForFinished(30'000));
    QCOMPARE(import.exitCode(), 0);
    const QString said = QString::fromLocal8Bit(import.readAllStandardOutput());
    QVERIFY2(said.contains(QStringLiteral("games.pgn: 2 added, 0 already in the library, 0 could "
                                          "not be read.")),
             qPrintable(said + QString::fromLocal8Bit(import.readAllStandardError())));
    {
        Library library(data + QStringLiteral("/library.sqlite"), QStringLiteral("reader"));
        QVERIFY(library.openChecked());
        QCOMPARE(library.count(), 2);
    }
    QCOMPARE(first.state(), QProcess::Running);

    // Killed, the first leaves its lock; the next start takes it over and holds the profile.
    first.kill();
    QVERIFY(first.waitForFinished(10'000));
    QVERIFY(QFileInfo::exists(data + QStringLiteral("/ferz.lock")));
    QProcess third;
    QVERIFY(start(third, {}));
    QTRY_VERIFY_WITH_TIMEOUT(answers(), 20'000);
    QCOMPARE(third.state(), QProcess::Running);
    third.kill();
    QVERIFY(third.waitForFinished(10'000));
}

// The child runs Ferz's window; the parent is the test.
int main(int argc, char* argv[]) {
    if (argc == 4 && std::strcmp(argv[1], "--child") == 0) return runChild(argc, argv);
    QApplication app(argc, argv);
    TestKillSafety test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_killsafety.moc"
