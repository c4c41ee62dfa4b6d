// ferz-gui-bench: the desktop game's responsiveness and memory, as printed numbers.
//
//   1. The longest gap of the GUI event loop while the computer searches (a 1 ms QTimer
//      measures the gaps), over at least 5 s of searching at full strength, from the moment the
//      board has been painted: before it there is no window to be slow (start-up to the first
//      painted board is bench/gui's first figure). With the gap, the GUI thread's own CPU time
//      in it: a gap much longer than that CPU time was the thread waiting (for the disk, a
//      lock, or a core taken by another program), not the window's work.
//   2. Resident memory after 40 moves of each side against the default level.
//   3. The game picker on a PGN file of about 50 MB (the games of tests/engine/data
//      repeated): listing the games, filling the list, and filtering it.
//
// Run it through bench/gui, which also times the start-up of `ferz`.
#include "boardview.h"
#include "gamecontroller.h"
#include "gamepicker.h"
#include "mainwindow.h"
#include "memory.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>

namespace {

// The calling thread's CPU time, in microseconds.
qint64 threadCpuMicroseconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000 + t.tv_nsec / 1000;
}

// Notes when the board's first paint has been done.
class FirstPaint : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [this] { painted = true; });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("board/sound"), false);
    MainWindow window(settings, dir.filePath(QStringLiteral("autosave.pgn")));
    FirstPaint firstPaint;
    window.boardView()->viewport()->installEventFilter(&firstPaint);
    window.show();
    GameController* game = window.game();
    std::mt19937 rng(20261123);

    // The user's side: a random legal move a moment after the computer's.
    QObject::connect(game, &GameController::stateChanged, game, [game, &rng] {
        if (!game->isHumanTurn()) return;
        QTimer::singleShot(50, game, [game, &rng] {
            const std::vector<ferz::Move> moves = game->humanMoves();
            if (!moves.empty()) game->playHumanMove(moves[rng() % moves.size()]);
        });
    });

    // Phase 1: gaps of the event loop while the computer thinks at full strength.
    QElapsedTimer sinceTick, thinking;
    qint64 longestGap = 0, longestGapCpuUs = 0, thinkingMs = 0, cpuAtTick = 0;
    bool wasThinking = false;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const bool now = game->computerThinking() && firstPaint.painted;
        const qint64 cpu = threadCpuMicroseconds();
        if (now && wasThinking && sinceTick.elapsed() > longestGap) {
            longestGap = sinceTick.elapsed();
            longestGapCpuUs = cpu - cpuAtTick;
        }
        if (now && !wasThinking) thinking.start();
        if (!now && wasThinking) thinkingMs += thinking.elapsed();
        wasThinking = now;
        sinceTick.restart();
        cpuAtTick = cpu;
    });
    sinceTick.start();
    ticker.start();

    GameSetup fullStrength;
    fullStrength.humanSide = ferz::Black;
    window.startGame(fullStrength);
    while (thinkingMs < 5000) {
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (game->over()) window.startGame(fullStrength);
    }
    ticker.stop();
    std::printf("longest event-loop gap while the computer searched %.1f s (from the first "
                "painted board): %lld ms, of which %.1f ms the GUI thread's own CPU time\n",
                double(thinkingMs) / 1000, static_cast<long long>(longestGap),
                double(longestGapCpuUs) / 1000);

    // Phase 2: memory after 40 moves of each side at the default level.
    GameSetup casual;
    casual.elo = window.preferences().elo;
    window.startGame(casual);
    int plies = 0;
    QObject::connect(game, &GameController::movePlayed, [&plies] { ++plies; });
    while (plies < 80) {
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (game->over()) window.startGame(casual);
    }
    std::printf("resident memory after 40 moves a side (level %d, 32 MB hash): %.1f MB\n",
                casual.elo.value_or(0), double(residentKilobytes()) / 1024);

    // Phase 3: the game picker on a large file.
    QFile source(QStringLiteral(FERZ_TEST_DATA "/match-games.pgn"));
    if (!source.open(QIODevice::ReadOnly)) {
        std::printf("game picker: no %s\n", qPrintable(source.fileName()));
        return 1;
    }
    const QByteArray games = source.readAll() + "\n";
    const QString path = dir.filePath(QStringLiteral("large.pgn"));
    {
        QFile large(path);
        if (!large.open(QIODevice::WriteOnly)) return 1;
        while (large.size() < 50 * 1024 * 1024) large.write(games);
    }
    QElapsedTimer timer;
    timer.start();
    std::ifstream in(path.toStdString(), std::ios::binary);
    int skipped = 0;
    const QList<GameListEntry> entries = GamePicker::list(in, &skipped);
    const qint64 listMs = timer.restart();
    GamePicker picker(QStringLiteral("large.pgn"), entries);
    picker.show();
    QApplication::processEvents();
    const qint64 fillMs = timer.restart();
    picker.findChild<QLineEdit*>()->setText(QStringLiteral("ferz"));
    QApplication::processEvents();
    const qint64 filterMs = timer.restart();
    std::printf("game picker, %.0f MB, %lld games: listed in %lld ms, list shown in %lld ms, "
                "filtered in %lld ms; resident memory %.1f MB\n",
                double(QFileInfo(path).size()) / (1 << 20), static_cast<long long>(entries.size()),
                static_cast<long long>(listMs), static_cast<long long>(fillMs),
                static_cast<long long>(filterMs), double(residentKilobytes()) / 1024);
    return 0;
}
