// What a game allows: every mode of play against every help (GamePolicy), as a literal table,
// and the facts the policy reads off real games of the game controller.
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "notation.h"

#include <QTest>

using Players = GamePolicy::Players;
using Help = GamePolicy::Help;

Q_DECLARE_METATYPE(GamePolicy::Players)
Q_DECLARE_METATYPE(GamePolicy::Answer)
Q_DECLARE_METATYPE(Unrated)

class TestPolicy : public QObject {
    Q_OBJECT
private slots:
    void table_data();
    void table();
    void factsOfGames();
    void resumedGameKeepsItsFacts_data();
    void resumedGameKeepsItsFacts();
};

namespace {

// One row of the rules: who plays, over or not, rated or not, practising an opening or not,
// analysed or not; then the answer to each help in the order of GamePolicy::AllHelp (hint,
// evaluation, analysis board, Analyse Game, review lines, takeback, opening tree) as G (given), R
// (refused) or A (asked first: the game would stop counting), and whether the game counts for the
// rating. Every combination of the facts is a row.
struct Rule {
    Players players;
    bool over;
    bool rated;
    bool training;
    bool analysed;
    const char* answers;
    bool counts;
};

constexpr Rule Rules[] = {
    // Playing Ferz: the engine's view waits for the end; in a game that counts (rated, not
    // practising an opening) a hint or a takeback asks first.
    {Players::Ferz, false, true, false, false, "ARRRRAR", true},
    {Players::Ferz, false, true, false, true, "ARRRRAR", true},
    {Players::Ferz, false, true, true, false, "GRRRRGR", false},
    {Players::Ferz, false, true, true, true, "GRRRRGR", false},
    {Players::Ferz, false, false, false, false, "GRRRRGR", false},
    {Players::Ferz, false, false, false, true, "GRRRRGR", false},
    {Players::Ferz, false, false, true, false, "GRRRRGR", false},
    {Players::Ferz, false, false, true, true, "GRRRRGR", false},
    // Ferz's game over: everything, but a game that counted, or was analysed, is not taken
    // back to be played on.
    {Players::Ferz, true, true, false, false, "GGGGGRG", true},
    {Players::Ferz, true, true, false, true, "GGGGGRG", true},
    {Players::Ferz, true, true, true, false, "GGGGGGG", false},
    {Players::Ferz, true, true, true, true, "GGGGGRG", false},
    {Players::Ferz, true, false, false, false, "GGGGGGG", false},
    {Players::Ferz, true, false, false, true, "GGGGGRG", false},
    {Players::Ferz, true, false, true, false, "GGGGGGG", false},
    {Players::Ferz, true, false, true, true, "GGGGGRG", false},
    // Playing an external engine: never rated, so nothing asks; its view waits for the end.
    {Players::Engine, false, true, false, false, "GRRRRGR", false},
    {Players::Engine, false, true, false, true, "GRRRRGR", false},
    {Players::Engine, false, true, true, false, "GRRRRGR", false},
    {Players::Engine, false, true, true, true, "GRRRRGR", false},
    {Players::Engine, false, false, false, false, "GRRRRGR", false},
    {Players::Engine, false, false, false, true, "GRRRRGR", false},
    {Players::Engine, false, false, true, false, "GRRRRGR", false},
    {Players::Engine, false, false, true, true, "GRRRRGR", false},
    // An external engine's game over.
    {Players::Engine, true, true, false, false, "GGGGGGG", false},
    {Players::Engine, true, true, false, true, "GGGGGRG", false},
    {Players::Engine, true, true, true, false, "GGGGGGG", false},
    {Players::Engine, true, true, true, true, "GGGGGRG", false},
    {Players::Engine, true, false, false, false, "GGGGGGG", false},
    {Players::Engine, true, false, false, true, "GGGGGRG", false},
    {Players::Engine, true, false, true, false, "GGGGGGG", false},
    {Players::Engine, true, false, true, true, "GGGGGRG", false},
    // Two people at one board: no engine's view while they play, and nothing counts.
    {Players::TwoPeople, false, true, false, false, "GRRRRGR", false},
    {Players::TwoPeople, false, true, false, true, "GRRRRGR", false},
    {Players::TwoPeople, false, true, true, false, "GRRRRGR", false},
    {Players::TwoPeople, false, true, true, true, "GRRRRGR", false},
    {Players::TwoPeople, false, false, false, false, "GRRRRGR", false},
    {Players::TwoPeople, false, false, false, true, "GRRRRGR", false},
    {Players::TwoPeople, false, false, true, false, "GRRRRGR", false},
    {Players::TwoPeople, false, false, true, true, "GRRRRGR", false},
    // Two people, over.
    {Players::TwoPeople, true, true, false, false, "GGGGGGG", false},
    {Players::TwoPeople, true, true, false, true, "GGGGGRG", false},
    {Players::TwoPeople, true, true, true, false, "GGGGGGG", false},
    {Players::TwoPeople, true, true, true, true, "GGGGGRG", false},
    {Players::TwoPeople, true, false, false, false, "GGGGGGG", false},
    {Players::TwoPeople, true, false, false, true, "GGGGGRG", false},
    {Players::TwoPeople, true, false, true, false, "GGGGGGG", false},
    {Players::TwoPeople, true, false, true, true, "GGGGGRG", false},
    // A game read and not played in (nobody plays it): everything, whatever its facts.
    {Players::Nobody, false, true, false, false, "GGGGGGG", false},
    {Players::Nobody, false, true, false, true, "GGGGGGG", false},
    {Players::Nobody, false, true, true, false, "GGGGGGG", false},
    {Players::Nobody, false, true, true, true, "GGGGGGG", false},
    {Players::Nobody, false, false, false, false, "GGGGGGG", false},
    {Players::Nobody, false, false, false, true, "GGGGGGG", false},
    {Players::Nobody, false, false, true, false, "GGGGGGG", false},
    {Players::Nobody, false, false, true, true, "GGGGGGG", false},
    {Players::Nobody, true, true, false, false, "GGGGGGG", false},
    {Players::Nobody, true, true, false, true, "GGGGGGG", false},
    {Players::Nobody, true, true, true, false, "GGGGGGG", false},
    {Players::Nobody, true, true, true, true, "GGGGGGG", false},
    {Players::Nobody, true, false, false, false, "GGGGGGG", false},
    {Players::Nobody, true, false, false, true, "GGGGGGG", false},
    {Players::Nobody, true, false, true, false, "GGGGGGG", false},
    {Players::Nobody, true, false, true, true, "GGGGGGG", false},
};

char letter(GamePolicy::Answer a) {
    switch (a) {
    case GamePolicy::Answer::Given: return 'G';
    case GamePolicy::Answer::Refused: return 'R';
    case GamePolicy::Answer::Asks: return 'A';
    }
    return '?';
}

} // namespace

// Every row, and each also as resumed from the autosave: that fact changes nothing of the
// answers (a resumed game is the game it was).
void TestPolicy::table_data() {
    QTest::addColumn<GamePolicy::Players>("players");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("rated");
    QTest::addColumn<bool>("training");
    QTest::addColumn<bool>("analysed");
    QTest::addColumn<bool>("resumed");
    QTest::addColumn<QString>("answers");
    QTest::addColumn<bool>("counts");
    for (const Rule& r : Rules)
        for (const bool resumed : {false, true})
            QTest::addRow("%s %s %s%s%s%s", GamePolicy::name(r.players), r.over ? "over" : "live",
                          r.rated ? "rated" : "casual", r.training ? " training" : "",
                          r.analysed ? " analysed" : "", resumed ? " resumed" : "")
                << r.players << r.over << r.rated << r.training << r.analysed << resumed
                << QString::fromLatin1(r.answers) << r.counts;
}

void TestPolicy::table() {
    QFETCH(GamePolicy::Players, players);
    QFETCH(bool, over);
    QFETCH(bool, rated);
    QFETCH(bool, training);
    QFETCH(bool, analysed);
    QFETCH(bool, resumed);
    QFETCH(QString, answers);
    QFETCH(bool, counts);
    const GamePolicy policy({players, over, rated, training, resumed, analysed});
    QString got;
    for (const Help help : GamePolicy::AllHelp) {
        const GamePolicy::Answer a = policy.answer(help);
        got += QLatin1Char(letter(a));
        // A refusal says why, a question asks, and a help given says nothing.
        QCOMPARE(policy.reason(help).isEmpty(), a != GamePolicy::Answer::Refused);
        QCOMPARE(policy.question(help).isEmpty(), a != GamePolicy::Answer::Asks);
        QCOMPARE(policy.allows(help), a != GamePolicy::Answer::Refused);
    }
    QCOMPARE(got, answers);
    QCOMPARE(policy.counts(), counts);
    // The players may stop a game being played, and only that.
    QCOMPARE(policy.mayStop(), !over && players != Players::Nobody);
    // The opening tree waits for the end of a game being played, and only that.
    QCOMPARE(policy.allows(Help::OpeningTree), !policy.playing());
}

// The facts of real games: a new game against Ferz, after a hint, two people, a game read from
// PGN and then played in, an external engine's game.
void TestPolicy::factsOfGames() {
    GameController game;
    game.setMinimumReplyMs(0);
    GameSetup setup;
    setup.elo = 1200;
    game.newGame(setup);
    GamePolicy p = GamePolicy::of(game);
    QCOMPARE(p.facts().players, Players::Ferz);
    QVERIFY(p.facts().rated && !p.facts().over && !p.facts().training && !p.facts().resumed);
    QCOMPARE(p.answer(Help::AnalyseGame), GamePolicy::Answer::Refused);
    QCOMPARE(p.answer(Help::Evaluation), GamePolicy::Answer::Refused);
    QCOMPARE(p.answer(Help::Hint), GamePolicy::Answer::Asks);

    game.requestHint();
    p = GamePolicy::of(game);
    QVERIFY(!p.facts().rated);
    QCOMPARE(p.answer(Help::Hint), GamePolicy::Answer::Given);
    game.resign();
    QVERIFY(GamePolicy::of(game).facts().over);
    QVERIFY(GamePolicy::of(game).allows(Help::AnalysisBoard));

    // Stopped: over without a result, unrated, and the engine's view is on offer.
    game.newGame(setup);
    QVERIFY(GamePolicy::of(game).mayStop());
    game.stop();
    p = GamePolicy::of(game);
    QVERIFY(p.facts().over && !p.facts().rated && !p.mayStop());
    QCOMPARE(game.unrated(), Unrated::Stopped);
    QCOMPARE(game.toPgn().result, std::string("*"));
    QVERIFY(p.allows(Help::AnalyseGame));

    // Practising an opening: not rated.
    GameSetup practice = setup;
    practice.openingMoves = {ferz::parseUci(ferz::Position(), "e2e4").value()};
    game.newGame(practice);
    p = GamePolicy::of(game);
    QVERIFY(p.facts().training && !p.facts().rated && !p.counts());
    QCOMPARE(game.unrated(), Unrated::Opening);
    QCOMPARE(p.answer(Help::Hint), GamePolicy::Answer::Given);

    GameSetup hotSeat;
    hotSeat.twoPlayers = true;
    game.newGame(hotSeat);
    QCOMPARE(GamePolicy::of(game).facts().players, Players::TwoPeople);
    QVERIFY(!GamePolicy::of(game).allows(Help::AnalysisBoard)); // while they play

    // A game that carries evaluations was analysed.
    const std::string analysed = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                                 "1. e4 { [%eval 0.3] } e5 { [%eval 0.2] } *\n";
    game.loadGame(ferz::readPgn(analysed).value(), setup);
    QVERIFY(GamePolicy::of(game).facts().analysed);

    const std::string text = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    const ferz::PgnGame pgn = ferz::readPgn(text).value();
    game.loadGame(pgn, setup);
    p = GamePolicy::of(game);
    QCOMPARE(p.facts().players, Players::Nobody);
    QVERIFY(p.allows(Help::AnalyseGame));
    QVERIFY(game.playHumanMove(ferz::parseUci(game.position(), "g1f3").value()));
    p = GamePolicy::of(game);
    QCOMPARE(p.facts().players, Players::Ferz);
    QVERIFY(!p.facts().rated); // a game of a file never counts
    QVERIFY(!p.allows(Help::AnalyseGame));

    GameSetup external = setup;
    external.engine = EngineConfig{};
    external.engine->program = QStringLiteral("/nonexistent/engine");
    game.newGame(external);
    QCOMPARE(GamePolicy::of(game).facts().players, Players::Engine);
}

// A game resumed from the autosave has the facts it had before the restart from the first
// signal on: whatever reads the policy when the resumed game says it ended (the actions, the
// library, the autosave) finds a rated game's result standing, and a casual game may be taken
// back, as before. A game read and not played in comes back as read.
void TestPolicy::resumedGameKeepsItsFacts_data() {
    QTest::addColumn<Unrated>("unrated");
    QTest::addColumn<bool>("onlyRead");
    QTest::addColumn<GamePolicy::Answer>("takeback");
    QTest::newRow("rated") << Unrated::None << false << GamePolicy::Answer::Refused;
    QTest::newRow("after a hint") << Unrated::Hint << false << GamePolicy::Answer::Given;
    QTest::newRow("read") << Unrated::FromFile << true << GamePolicy::Answer::Given;
}

void TestPolicy::resumedGameKeepsItsFacts() {
    QFETCH(Unrated, unrated);
    QFETCH(bool, onlyRead);
    QFETCH(GamePolicy::Answer, takeback);
    const std::string text = "[White \"Anna\"]\n[Black \"Ferz 1200\"]\n[Result \"0-1\"]\n\n"
                             "1. e4 e5 2. Nf3 Nc6 0-1\n";
    GameSetup setup;
    setup.elo = 1200;
    GameController game;
    std::optional<GamePolicy> atEnd;
    QObject::connect(&game, &GameController::gameEnded, &game,
                     [&] { atEnd = GamePolicy::of(game); });
    game.resumeGame(ferz::readPgn(text).value(), setup, 0, 0, unrated, std::nullopt,
                    Outcome::resignation(ferz::White), onlyRead);
    QVERIFY(atEnd);
    QVERIFY(atEnd->facts().over && atEnd->facts().resumed);
    QCOMPARE(atEnd->facts().rated, unrated == Unrated::None);
    QCOMPARE(atEnd->facts().players, onlyRead ? Players::Nobody : Players::Ferz);
    QCOMPARE(atEnd->answer(Help::Takeback), takeback);
    QCOMPARE(GamePolicy::of(game).answer(Help::Takeback), takeback);
    QCOMPARE(game.unrated(), unrated);
    QCOMPARE(game.onlyRead(), onlyRead);
}

QTEST_MAIN(TestPolicy)
#include "tst_policy.moc"
