#include "outcome.h"

using namespace ferz;

namespace {

Result winnerIs(Color c) {
    return c == White ? Result::WhiteWins : Result::BlackWins;
}

} // namespace

Outcome Outcome::ofBoard(const GameStatus& status) {
    using R = Outcome::Reason;
    Outcome o;
    o.result = status.result;
    switch (status.reason) {
    case Termination::Checkmate: o.reason = R::Checkmate; break;
    case Termination::Stalemate: o.reason = R::Stalemate; break;
    case Termination::InsufficientMaterial: o.reason = R::InsufficientMaterial; break;
    case Termination::FivefoldRepetition: o.reason = R::FivefoldRepetition; break;
    case Termination::SeventyFiveMoves: o.reason = R::SeventyFiveMoves; break;
    case Termination::ThreefoldRepetition:
    case Termination::FiftyMoves:
    case Termination::None: o.reason = R::None; break;
    }
    return o;
}

Outcome Outcome::resignation(Color side) {
    Outcome o;
    o.result = winnerIs(~side);
    o.reason = Reason::Resignation;
    o.side = side;
    return o;
}

Outcome Outcome::agreement(Color side) {
    Outcome o;
    o.result = Result::Draw;
    o.reason = Reason::Agreement;
    o.side = side;
    return o;
}

Outcome Outcome::claim(const GameStatus& status, Color side, bool byComputer) {
    Outcome o;
    o.result = Result::Draw;
    o.reason = status.canClaimThreefold ? Reason::ThreefoldClaimed : Reason::FiftyMovesClaimed;
    o.side = side;
    o.sideIsComputer = byComputer;
    return o;
}

Outcome Outcome::flagFell(Color side, bool opponentCanMate, bool byComputer) {
    Outcome o;
    o.side = side;
    o.sideIsComputer = byComputer;
    if (opponentCanMate) {
        o.result = winnerIs(~side);
        o.reason = Reason::Timeout;
    } else {
        o.result = Result::Draw;
        o.reason = Reason::TimeoutInsufficientMaterial;
    }
    return o;
}

Outcome Outcome::recorded(Result result) {
    Outcome o;
    o.result = result;
    o.reason = Reason::Recorded;
    return o;
}

// PGN's own words, never translated.
const char* terminationWord(const Outcome& o) {
    if (!o.over()) return "unterminated";
    return o.reason == Outcome::Reason::Timeout ||
                   o.reason == Outcome::Reason::TimeoutInsufficientMaterial
               ? "time forfeit"
               : "normal";
}

QString unratedWord(Unrated why) {
    switch (why) {
    case Unrated::None: return {};
    case Unrated::Engine: return QStringLiteral("engine");
    case Unrated::TwoPlayers: return QStringLiteral("two-players");
    case Unrated::SetUp: return QStringLiteral("setup");
    case Unrated::Takeback: return QStringLiteral("takeback");
    case Unrated::Hint: return QStringLiteral("hint");
    case Unrated::FromFile: return QStringLiteral("file");
    case Unrated::Older: return QStringLiteral("older");
    }
    return QStringLiteral("older");
}

Unrated unratedFromWord(const QString& word) {
    for (const Unrated why : {Unrated::None, Unrated::Engine, Unrated::TwoPlayers, Unrated::SetUp,
                              Unrated::Takeback, Unrated::Hint, Unrated::FromFile})
        if (unratedWord(why) == word) return why;
    return Unrated::Older;
}
