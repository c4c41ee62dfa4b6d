// ferz-screenshot: renders the real main window in the middle of a game, for the README and
// the AppStream metadata. Run through scripts/screenshot.
//
//   ferz-screenshot OUT.png [LANGUAGE]
//
// It plays twelve moves as White (Anna, 10 min + 5 s) against the 1600 level, each chosen by a
// second Ferz engine at full strength, asks for one hint, shown as an arrow, and grabs the
// window (no X server needed: run it with QT_QPA_PLATFORM=offscreen).
#include "engine.h"
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdio>

namespace {

// Waits (running the event loop) until `done` is true or `ms` have passed.
template <class Predicate>
bool waitFor(Predicate done, int ms) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) QApplication::processEvents(QEventLoop::AllEvents, 50);
    return done();
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: ferz-screenshot OUT.png [LANGUAGE]\n");
        return 2;
    }
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("ui/language"),
                      argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("en"));
    settings.setValue(QStringLiteral("board/sound"), false);
    settings.setValue(QStringLiteral("board/animationMs"), 0);
    settings.setValue(QStringLiteral("board/showThinking"), true);
    settings.setValue(QStringLiteral("engines/scanned"), true); // no notice of engines found
    MainWindow window(settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.resize(1100, 760);
    window.show();
    GameController* game = window.game();
    game->setMinimumReplyMs(0);

    GameSetup setup;
    setup.elo = 1600;
    setup.playerName = QStringLiteral("Anna");
    setup.clock = {10 * 60'000, 5'000}; // the strips show their clocks
    window.startGame(setup);
    // White's moves: Ferz at full strength, half a second a move, as a good player's (hints
    // would be counted under the move list).
    ferz::Engine white;
    for (int move = 0; move < 12; ++move) {
        if (!waitFor([game] { return game->isHumanTurn() || game->over(); }, 10000) || game->over())
            break;
        std::vector<ferz::Key> history = game->game().keys();
        history.pop_back(); // the engine adds the position itself
        white.setPosition(game->position(), history);
        ferz::SearchLimits limits;
        limits.movetimeMs = 500;
        ferz::Move best;
        white.go(
            limits, [](const ferz::SearchInfo&) {},
            [&best](ferz::Move m, ferz::Move) { best = m; });
        white.wait();
        if (!best || !game->playHumanMove(best)) break;
    }
    waitFor([game] { return game->isHumanTurn() || game->over(); }, 10000);
    game->requestHint(); // and the next hint is shown as an arrow
    waitFor([] { return false; }, 1500);

    if (!window.grab().save(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "could not write %s\n", argv[1]);
        return 1;
    }
    std::printf("wrote %s after %zu moves\n", argv[1], game->game().ply());
    return 0;
}
