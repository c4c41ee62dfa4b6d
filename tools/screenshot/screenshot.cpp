// ferz-screenshot: renders the real main window in the middle of a game, for the README and
// the AppStream metadata. Run through scripts/screenshot.
//
//   ferz-screenshot OUT.png [LANGUAGE]
//
// It plays twelve moves as White (Anna, 10 min + 5 s) against the 1600 level, each the engine's
// hint, shows the next hint, and grabs the window (no X server needed: run it with
// QT_QPA_PLATFORM=offscreen).
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>

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
    QTranslator translator;
    if (argc > 2 &&
        translator.load(QLocale(QString::fromLocal8Bit(argv[2])), QStringLiteral("ferz"),
                        QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
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
    // White plays the hints (Ferz at full strength, a second a move) for twelve moves.
    ferz::Move hint;
    QObject::connect(game, &GameController::hintReady, [&hint](ferz::Move m) { hint = m; });
    for (int move = 0; move < 12; ++move) {
        if (!waitFor([game] { return game->isHumanTurn() || game->over(); }, 10000) || game->over())
            break;
        hint = ferz::Move::none();
        game->requestHint();
        if (!waitFor([&hint] { return bool(hint); }, 5000)) break;
        game->playHumanMove(hint);
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
