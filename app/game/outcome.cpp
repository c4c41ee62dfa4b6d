#include "outcome.h"

#include <cctype>

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

Outcome Outcome::stopped(Color side) {
    Outcome o;
    o.reason = Reason::Stopped;
    o.side = side;
    return o;
}

bool Outcome::byPlayers() const {
    switch (reason) {
    case Reason::Checkmate:
    case Reason::Stalemate:
    case Reason::InsufficientMaterial:
    case Reason::FivefoldRepetition:
    case Reason::SeventyFiveMoves:
    case Reason::None: return false;
    case Reason::ThreefoldClaimed:
    case Reason::FiftyMovesClaimed:
    case Reason::Resignation:
    case Reason::Agreement:
    case Reason::Timeout:
    case Reason::TimeoutInsufficientMaterial:
    case Reason::Recorded:
    case Reason::Stopped: return true;
    }
    return true;
}

// PGN's own words, never translated.
const char* terminationWord(const Outcome& o) {
    if (!o.over()) return "unterminated";
    switch (o.reason) {
    case Outcome::Reason::Timeout:
    case Outcome::Reason::TimeoutInsufficientMaterial: return "time forfeit";
    case Outcome::Reason::Stopped: return "abandoned";
    default: return "normal";
    }
}

std::string endingSentence(const Outcome& o) {
    using R = Outcome::Reason;
    const std::string side = o.side == White ? "White" : "Black";
    const std::string other = o.side == White ? "Black" : "White";
    switch (o.reason) {
    case R::Checkmate: return "Checkmate.";
    case R::Stalemate: return "Stalemate.";
    case R::InsufficientMaterial: return "Draw: neither side can mate.";
    case R::FivefoldRepetition: return "Draw by fivefold repetition.";
    case R::SeventyFiveMoves: return "Draw by the 75-move rule.";
    case R::ThreefoldClaimed: return "Draw claimed by " + side + ": threefold repetition.";
    case R::FiftyMovesClaimed: return "Draw claimed by " + side + ": the 50-move rule.";
    case R::Resignation: return side + " resigns.";
    case R::Agreement: return "Draw by agreement.";
    case R::Timeout: return side + " ran out of time.";
    case R::TimeoutInsufficientMaterial:
        return side + " ran out of time, but " + other + " cannot mate.";
    case R::Stopped: return "Stopped without a result.";
    case R::Recorded:
    case R::None: break;
    }
    return {};
}

namespace {

// Whether the result a record gives is the one `o` makes.
bool agrees(const Outcome& o, const std::string& result) {
    return resultString(o.result) == result;
}

} // namespace

std::optional<Outcome> endingOf(const std::string& result, const std::string& termination,
                                const std::string& lastComment, std::string* sentence) {
    using R = Outcome::Reason;
    if (sentence) sentence->clear();
    // Every ending Ferz writes, for either side: the one the comment closes with.
    Outcome o;
    for (int r = int(R::Checkmate); r <= int(R::Stopped); ++r) {
        if (R(r) == R::Recorded) continue;
        for (const Color side : {White, Black}) {
            o = {};
            o.reason = R(r);
            o.side = side;
            switch (o.reason) {
            case R::Checkmate: // the sentence names nobody: the result says who mated
                o.result = result == "1-0" ? Result::WhiteWins : Result::BlackWins;
                break;
            case R::Resignation:
            case R::Timeout: o.result = winnerIs(~side); break;
            case R::Stopped: break;
            default: o.result = Result::Draw; break;
            }
            const std::string text = endingSentence(o);
            if (lastComment.size() < text.size() ||
                lastComment.compare(lastComment.size() - text.size(), text.size(), text) != 0)
                continue;
            const std::size_t at = lastComment.size() - text.size();
            if (at > 0 && lastComment[at - 1] != ' ') continue; // the end of another sentence
            if (!agrees(o, result)) continue;
            if (sentence) *sentence = text;
            return o;
        }
    }
    // Another program's record: a time forfeit names the loser by the result, and an
    // abandoned game without a result was stopped.
    std::string word;
    for (const char c : termination) word += char(std::tolower(static_cast<unsigned char>(c)));
    if (word == "time forfeit" && (result == "1-0" || result == "0-1"))
        return Outcome::flagFell(result == "1-0" ? Black : White, true, false);
    if (word == "abandoned" && result == "*") return Outcome::stopped(White);
    return std::nullopt;
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
    case Unrated::Opening: return QStringLiteral("opening");
    case Unrated::Stopped: return QStringLiteral("stopped");
    case Unrated::Chess960: return QStringLiteral("chess960");
    }
    return QStringLiteral("older");
}

Unrated unratedFromWord(const QString& word) {
    for (const Unrated why :
         {Unrated::None, Unrated::Engine, Unrated::TwoPlayers, Unrated::SetUp, Unrated::Takeback,
          Unrated::Hint, Unrated::FromFile, Unrated::Opening, Unrated::Stopped, Unrated::Chess960})
        if (unratedWord(why) == word) return why;
    return Unrated::Older;
}

QString Outcome::describe(bool byYou) const {
    using R = Reason;
    const bool white = side == White; // who resigned, claimed or ran out of time
    const bool computer = sideIsComputer;
    switch (reason) {
    case R::Checkmate:
        return result == Result::WhiteWins ? tr("Checkmate — White wins")
                                           : tr("Checkmate — Black wins");
    case R::Stalemate: return tr("Draw by stalemate");
    case R::InsufficientMaterial: return tr("Draw: neither side can mate");
    case R::FivefoldRepetition: return tr("Draw by fivefold repetition");
    case R::SeventyFiveMoves: return tr("Draw by the 75-move rule");
    case R::ThreefoldClaimed:
        return computer ? tr("Draw by threefold repetition, claimed by the computer")
               : byYou  ? tr("Draw by threefold repetition, claimed by you")
               : white  ? tr("Draw by threefold repetition, claimed by White")
                        : tr("Draw by threefold repetition, claimed by Black");
    case R::FiftyMovesClaimed:
        return computer ? tr("Draw by the 50-move rule, claimed by the computer")
               : byYou  ? tr("Draw by the 50-move rule, claimed by you")
               : white  ? tr("Draw by the 50-move rule, claimed by White")
                        : tr("Draw by the 50-move rule, claimed by Black");
    case R::Resignation:
        return white ? tr("White resigns — Black wins") : tr("Black resigns — White wins");
    case R::Agreement: return tr("Draw by agreement");
    case R::Timeout:
        return white ? tr("White ran out of time — Black wins")
                     : tr("Black ran out of time — White wins");
    case R::TimeoutInsufficientMaterial:
        return white ? tr("White ran out of time, but Black cannot mate — draw")
                     : tr("Black ran out of time, but White cannot mate — draw");
    case R::Recorded:
        return result == Result::WhiteWins   ? tr("White won (as recorded in the game)")
               : result == Result::BlackWins ? tr("Black won (as recorded in the game)")
                                             : tr("Drawn (as recorded in the game)");
    case R::Stopped: return tr("Stopped without a result: the game does not count");
    case R::None: break;
    }
    return {};
}
