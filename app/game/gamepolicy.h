// What the game on show allows, in one place: which help the user may have (a hint, the
// computer's evaluation, the analysis board, Analyse Game, the review's better lines, a
// takeback, the opening tree), what an attempt does (it is given, it is refused with a
// reason, or the user is asked first because the game would stop counting for the rating),
// and whether the game counts for the rating.
//
// Rated means unaided: while a game is being played (against Ferz, an external engine, or
// between two people) the engine's view of it waits until the game has ended or the players
// stopped it (Game → Stop Game); a hint or a takeback in a game that counts asks once, and
// the game is casual from then on. A rated game that ended stays as it ended, and so does a
// game the computer analysed: neither is taken back to be played on.
//
// It decides from facts alone (who plays, whether the game is over, rated, practising an
// opening, resumed from the autosave, analysed), so the rules read as a table, and a table test
// holds them (tests/app/tst_policy). Every action's enabled state, every question and every
// refusal of the window comes from here; nothing else decides what a game allows.
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
        OpeningTree,   // the library's moves and games from the position on show (the
                       // opening tree, Games with This Position), and the book's moves
    };
    static constexpr Help AllHelp[] = {Help::Hint,        Help::Evaluation,  Help::AnalysisBoard,
                                       Help::AnalyseGame, Help::ReviewLines, Help::Takeback,
                                       Help::OpeningTree};

    /// What asking for a help does.
    enum class Answer {
        Given,   // given; the game stays as it is
        Refused, // not given now; reason() says why
        Asks,    // the user is asked first (question()): given, the game no longer counts
    };

    struct Facts {
        Players players = Players::Ferz;
        bool over = false;     // the game has ended (it stays over in review)
        bool rated = false;    // it counts for the rating as it stands (the setup and the play)
        bool training = false; // a game practising an opening (its moves were played first)
        bool resumed = false;  // resumed from the autosave of an earlier run
        bool analysed = false; // the record holds the computer's analysis (evaluations)
    };

    explicit GamePolicy(const Facts& facts) : m_facts(facts) {}
    /// The facts of the game in progress in `game`.
    static GamePolicy of(const GameController& game);

    const Facts& facts() const { return m_facts; }
    Answer answer(Help help) const;
    bool allows(Help help) const { return answer(help) != Answer::Refused; }
    /// Why `help` is refused, in a sentence; empty when it is not.
    QString reason(Help help) const;
    /// The question asked before `help` makes the game unrated; empty when none is asked.
    QString question(Help help) const;
    /// Whether the game counts for the user's rating (when it ends, or as it ended): a rated
    /// game against Ferz's own engine, not practising an opening.
    bool counts() const;
    /// Whether the game is being played: against the computer or between two people, not
    /// over. The engine's view of it waits for its end.
    bool playing() const { return live(); }
    /// Whether the players may stop the game without a result (Game → Stop Game): a game
    /// being played.
    bool mayStop() const { return live(); }

    /// The names the table test and the logs use ("hint", "ferz"…).
    static const char* name(Help help);
    static const char* name(Players players);

private:
    /// A game being played (against the computer or between two people): the engine's view
    /// of it waits for the end.
    bool live() const;

    Facts m_facts;
};
