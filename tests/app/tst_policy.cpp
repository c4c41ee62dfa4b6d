// What a game allows: every mode of play against every help (GamePolicy), as a literal table,
// and the facts the policy reads off real games of the game controller.
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "notation.h"

#include <QTest>

using Players = GamePolicy::Players;
using Help = GamePolicy::Help;

Q_DECLARE_METATYPE(GamePolicy::Players)

class TestPolicy : public QObject {
    Q_OBJECT
private slots:
    void table_data();
    void table();
    void factsOfGames();
};

namespace {

// One row of the rules: who plays, over or not, rated or not; then the answer to each help in
// the order of GamePolicy::AllHelp (hint, evaluation, analysis board, Analyse Game, review
// lines, takeback) as G (given), R (refused) or U (given, the game no longer counts), and
// whether the game counts for the rating.
struct Rule {
    Players players;
    bool over;
    bool rated;
    const char* answers;
    bool counts;
};

constexpr Rule Rules[] = {
    // Playing the computer: no engine lines until the end; a hint or a takeback unrates.
    {Players::Ferz, false, true, "UGRRRU", true},
    {Players::Ferz, false, false, "GGRRRG", false},
    {Players::Engine, false, true, "UGRRRU", false},
    {Players::Engine, false, false, "GGRRRG", false},
    // Over: everything, and a rated game still counts (it has been played).
    {Players::Ferz, true, true, "GGGGGG", true},
    {Players::Ferz, true, false, "GGGGGG", false},
    {Players::Engine, true, true, "GGGGGG", false},
    {Players::Engine, true, false, "GGGGGG", false},
    // Nobody plays the computer: two people, or a game read and not played in.
    {Players::TwoPeople, false, true, "GGGGGG", false},
    {Players::TwoPeople, false, false, "GGGGGG", false},
    {Players::TwoPeople, true, true, "GGGGGG", false},
    {Players::TwoPeople, true, false, "GGGGGG", false},
    {Players::Nobody, false, true, "GGGGGG", false},
    {Players::Nobody, false, false, "GGGGGG", false},
    {Players::Nobody, true, true, "GGGGGG", false},
    {Players::Nobody, true, false, "GGGGGG", false},
};

char letter(GamePolicy::Answer a) {
    switch (a) {
    case GamePolicy::Answer::Given: return 'G';
    case GamePolicy::Answer::Refused: return 'R';
    case GamePolicy::Answer::Unrates: return 'U';
    }
    return '?';
}

} // namespace

// Every row, and each also as practice of an opening and as resumed from the autosave: those
// two facts change nothing of the answers.
void TestPolicy::table_data() {
    QTest::addColumn<GamePolicy::Players>("players");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("rated");
    QTest::addColumn<bool>("training");
    QTest::addColumn<bool>("resumed");
    QTest::addColumn<QString>("answers");
    QTest::addColumn<bool>("counts");
    for (const Rule& r : Rules)
        for (const bool training : {false, true})
            for (const bool resumed : {false, true})
                QTest::addRow("%s %s %s%s%s", GamePolicy::name(r.players), r.over ? "over" : "live",
                              r.rated ? "rated" : "casual", training ? " training" : "",
                              resumed ? " resumed" : "")
                    << r.players << r.over << r.rated << training << resumed
                    << QString::fromLatin1(r.answers) << r.counts;
}

void TestPolicy::table() {
    QFETCH(GamePolicy::Players, players);
    QFETCH(bool, over);
    QFETCH(bool, rated);
    QFETCH(bool, training);
    QFETCH(bool, resumed);
    QFETCH(QString, answers);
    QFETCH(bool, counts);
    const GamePolicy policy({players, over, rated, training, resumed});
    QString got;
    for (const Help help : GamePolicy::AllHelp) {
        const GamePolicy::Answer a = policy.answer(help);
        got += QLatin1Char(letter(a));
        // A refusal says why, an unrating says so, and a help given says nothing.
        QCOMPARE(policy.reason(help).isEmpty(), a != GamePolicy::Answer::Refused);
        QCOMPARE(policy.notice(help).isEmpty(), a != GamePolicy::Answer::Unrates);
        QCOMPARE(policy.allows(help), a != GamePolicy::Answer::Refused);
    }
    QCOMPARE(got, answers);
    QCOMPARE(policy.counts(), counts);
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
    QCOMPARE(p.answer(Help::Hint), GamePolicy::Answer::Unrates);

    game.requestHint();
    p = GamePolicy::of(game);
    QVERIFY(!p.facts().rated);
    QCOMPARE(p.answer(Help::Hint), GamePolicy::Answer::Given);
    game.resign();
    QVERIFY(GamePolicy::of(game).facts().over);
    QVERIFY(GamePolicy::of(game).allows(Help::AnalysisBoard));

    GameSetup practice = setup;
    practice.openingMoves = {ferz::parseUci(ferz::Position(), "e2e4").value()};
    game.newGame(practice);
    QVERIFY(GamePolicy::of(game).facts().training);

    GameSetup hotSeat;
    hotSeat.twoPlayers = true;
    game.newGame(hotSeat);
    QCOMPARE(GamePolicy::of(game).facts().players, Players::TwoPeople);

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

QTEST_MAIN(TestPolicy)
#include "tst_policy.moc"
