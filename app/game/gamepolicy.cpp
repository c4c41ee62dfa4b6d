#include "gamepolicy.h"

#include "gamecontroller.h"

GamePolicy GamePolicy::of(const GameController& game) {
    Facts f;
    if (game.twoPlayers())
        f.players = Players::TwoPeople;
    else if (game.onlyRead())
        f.players = Players::Nobody;
    else
        f.players = game.setup().engine ? Players::Engine : Players::Ferz;
    f.over = game.over();
    f.rated = game.rated();
    f.training = !game.setup().openingMoves.empty();
    f.resumed = game.resumed();
    return GamePolicy(f);
}

bool GamePolicy::live() const {
    return !m_facts.over &&
           (m_facts.players == Players::Ferz || m_facts.players == Players::Engine);
}

// The rules. A game over, a game read and not played in, and a game of two people allow
// everything: nobody plays against the computer. While the user plays the computer, the help
// that would choose the moves for them (the analysis board, the analysis of the game, its
// better lines) waits for the end; a hint or a takeback is given, and a rated game stops
// counting.
GamePolicy::Answer GamePolicy::answer(Help help) const {
    if (!live()) return Answer::Given;
    switch (help) {
    case Help::Hint:
    case Help::Takeback: return m_facts.rated ? Answer::Unrates : Answer::Given;
    case Help::Evaluation: return Answer::Given;
    case Help::AnalysisBoard:
    case Help::AnalyseGame:
    case Help::ReviewLines: return Answer::Refused;
    }
    return Answer::Refused;
}

QString GamePolicy::reason(Help help) const {
    if (answer(help) != Answer::Refused) return {};
    switch (help) {
    case Help::AnalysisBoard:
        return tr("The analysis board opens when the game against the computer is over.");
    case Help::AnalyseGame: return tr("A game against the computer is analysed when it is over.");
    case Help::ReviewLines:
        return tr("The analysis of this game shows when the game against the computer is over.");
    case Help::Hint:
    case Help::Evaluation:
    case Help::Takeback: break;
    }
    return {};
}

QString GamePolicy::notice(Help help) const {
    if (answer(help) != Answer::Unrates) return {};
    if (help == Help::Takeback)
        return tr("You took back a move: this game no longer counts for your rating.");
    return tr("You asked for a hint: this game no longer counts for your rating.");
}

bool GamePolicy::counts() const {
    return m_facts.rated && m_facts.players == Players::Ferz;
}

const char* GamePolicy::name(Help help) {
    switch (help) {
    case Help::Hint: return "hint";
    case Help::Evaluation: return "evaluation";
    case Help::AnalysisBoard: return "analysisBoard";
    case Help::AnalyseGame: return "analyseGame";
    case Help::ReviewLines: return "reviewLines";
    case Help::Takeback: return "takeback";
    }
    return "?";
}

const char* GamePolicy::name(Players players) {
    switch (players) {
    case Players::Ferz: return "ferz";
    case Players::Engine: return "engine";
    case Players::TwoPeople: return "twoPeople";
    case Players::Nobody: return "nobody";
    }
    return "?";
}
