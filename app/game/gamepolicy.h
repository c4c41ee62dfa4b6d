// What the game on show allows, in one place: which help the user may have (a hint, the
// computer's evaluation, the analysis board, Analyse Game, the review's better lines, a
// takeback), what an attempt does (it is given, it is refused with a reason, or it is given and
// the game stops counting for the rating), and whether the game counts for the rating.
//
// It decides from facts alone (who plays, whether the game is over, rated, practising an
// opening, resumed from the autosave), so the rules read as a table, and a table test holds
// them (tests/app/tst_policy). Every action's enabled state and every "no longer counts"
// notice of the window comes from here; nothing else decides what a game allows.
//
// Threading contract: a value; GUI thread (the reasons are translated when asked for).
#pragma once

#include <QCoreApplication>
#include <QString>

class GameController;

class GamePolicy {
    Q_DECLARE_TR_FUNCTIONS(GamePolicy)
public:
    /// Who plays the game on show.
    enum class Players {
        Ferz,      // the user against Ferz's own engine (at a level or full strength)
        Engine,    // the user against an external engine
        TwoPeople, // two people at one board
        Nobody,    // a game read from a file or the library, in which nobody has played yet
    };
    /// The help a player may ask for.
    enum class Help {
        Hint,          // the engine's best move for the user (H)
        Evaluation,    // the computer's depth and evaluation while it thinks (View → Thinking)
        AnalysisBoard, // the analysis board's engine lines (L)
        AnalyseGame,   // the post-game analysis of the moves (Ctrl+Shift+A)
        ReviewLines,   // an analysis's verdicts and better moves, in review
        Takeback,      // taking back a move (Ctrl+Z)
    };
    static constexpr Help AllHelp[] = {Help::Hint,        Help::Evaluation,  Help::AnalysisBoard,
                                       Help::AnalyseGame, Help::ReviewLines, Help::Takeback};

    /// What asking for a help does.
    enum class Answer {
        Given,   // given; the game stays as it is
        Refused, // not given now; reason() says why
        Unrates, // given, and the game no longer counts for the rating; notice() says so
    };

    struct Facts {
        Players players = Players::Ferz;
        bool over = false;     // the game has ended (it stays over in review)
        bool rated = false;    // it counts for the rating as it stands (the setup and the play)
        bool training = false; // a game practising an opening (its moves were played first)
        bool resumed = false;  // resumed from the autosave of an earlier run
    };

    explicit GamePolicy(const Facts& facts) : m_facts(facts) {}
    /// The facts of the game in progress in `game`.
    static GamePolicy of(const GameController& game);

    const Facts& facts() const { return m_facts; }
    Answer answer(Help help) const;
    bool allows(Help help) const { return answer(help) != Answer::Refused; }
    /// Why `help` is refused, in a sentence; empty when it is not.
    QString reason(Help help) const;
    /// What the user is told after `help` made the game unrated; empty when it does not.
    QString notice(Help help) const;
    /// Whether the game counts for the user's rating when it ends.
    bool counts() const;

    /// The names the table test and the logs use ("hint", "ferz"…).
    static const char* name(Help help);
    static const char* name(Players players);

private:
    /// A game against the computer being played: the help that would play for the user is off.
    bool live() const;

    Facts m_facts;
};
