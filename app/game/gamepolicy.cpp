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
    f.analysed = game.analysed();
    return GamePolicy(f);
}

bool GamePolicy::live() const {
    return !m_facts.over && m_facts.players != Players::Nobody;
}

// The rules. A game read and not played in allows everything: nobody plays it. A game being
// played (against the computer, or two people at the board) keeps the engine's view (its
// evaluation, the analysis board, Analyse Game, the review's verdicts and better lines) until
// it ends or is stopped; a hint or a takeback in a game that counts asks first. Once over, the
// engine's view is there; a takeback, which would play on, is refused when the game counted
// (its result stands) or was analysed (the engine's view would be on the board). The opening
// tree has no engine in it, but the library's and the book's moves are help all the same: it
// waits for the end like the engine's view, and asks nothing, as it is never given in play.
GamePolicy::Answer GamePolicy::answer(Help help) const {
    if (m_facts.players == Players::Nobody) return Answer::Given;
    if (m_facts.over) {
        if (help == Help::Takeback && (counts() || m_facts.analysed)) return Answer::Refused;
        return Answer::Given;
    }
    switch (help) {
    case Help::Hint:
    case Help::Takeback: return counts() ? Answer::Asks : Answer::Given;
    case Help::Evaluation:
    case Help::AnalysisBoard:
    case Help::AnalyseGame:
    case Help::ReviewLines:
    case Help::OpeningTree: return Answer::Refused;
    }
    return Answer::Refused;
}

QString GamePolicy::reason(Help help) const {
    if (answer(help) != Answer::Refused) return {};
    switch (help) {
    case Help::Evaluation:
        return tr("The computer's evaluation shows when the game is over or stopped.");
    case Help::AnalysisBoard:
        return tr("The analysis board opens when the game is over or stopped (Game → Stop "
                  "Game).");
    case Help::AnalyseGame:
        return tr("The game is analysed when it is over or stopped (Game → Stop Game).");
    case Help::ReviewLines:
        return tr("The analysis of this game shows when the game is over or stopped.");
    case Help::Takeback:
        return counts() ? tr("This rated game stays as it ended: its result counts. Play from "
                             "Here plays on from a position of it.")
                        : tr("The computer has analysed this game, so it is not played on. Play "
                             "from Here plays on from a position of it.");
    case Help::OpeningTree:
        return tr("The opening tree is shown when the game has ended or is stopped (Game → Stop "
                  "Game).");
    case Help::Hint: break;
    }
    return {};
}

QString GamePolicy::question(Help help) const {
    if (answer(help) != Answer::Asks) return {};
    if (help == Help::Takeback)
        return tr("Take back your move? This game will then no longer count for your rating.");
    return tr("Ask for a hint? This game will then no longer count for your rating.");
}

bool GamePolicy::counts() const {
    return m_facts.rated && m_facts.players == Players::Ferz && !m_facts.training;
}

const char* GamePolicy::name(Help help) {
    switch (help) {
    case Help::Hint: return "hint";
    case Help::Evaluation: return "evaluation";
    case Help::AnalysisBoard: return "analysisBoard";
    case Help::AnalyseGame: return "analyseGame";
    case Help::ReviewLines: return "reviewLines";
    case Help::Takeback: return "takeback";
    case Help::OpeningTree: return "openingTree";
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
