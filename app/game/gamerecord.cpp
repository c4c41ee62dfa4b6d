#include "gamerecord.h"

#include "coremessage.h"

#include <QDate>
#include <QDir>
#include <QStringList>
#include <QTranslator>

#include <algorithm>
#include <map>

using namespace ferz;

namespace {

// The word a verdict of Ferz's analysis opens with ("Blunder", "Грубая ошибка"), in English and
// in every language Ferz speaks: an analysis written in any of them is found again.
QStringList judgementWords(Judgement j) {
    const MessageFormat name = judgementName(j).format();
    QStringList words{QString::fromUtf8(name.text)};
    const QDir translations(QStringLiteral(":/i18n"));
    for (const QString& file : translations.entryList({QStringLiteral("ferz_*.qm")})) {
        QTranslator translator;
        if (!translator.load(translations.filePath(file))) continue;
        const QString word = translator.translate(name.context, name.text);
        if (!word.isEmpty()) words << word;
    }
    return words;
}

// Where a verdict opening with one of `words` ("Mistake: …", "Mistake.") begins in `comment`,
// the last one if there are several; -1 if none does.
qsizetype verdictStart(const QString& comment, const QStringList& words) {
    qsizetype start = -1;
    for (const QString& word : words) {
        for (qsizetype at = comment.lastIndexOf(word); at > start;
             at = at > 0 ? comment.lastIndexOf(word, at - 1) : -1) {
            if (at > 0 && !comment[at - 1].isSpace()) continue;
            qsizetype after = at + word.size();
            while (after < comment.size() && comment[after].isSpace()) ++after;
            if (after < comment.size() && (comment[after] == u':' || comment[after] == u'.')) {
                start = at;
                break;
            }
        }
    }
    return start;
}

// The judgement an analysis marked a move with, by its glyph.
Judgement judgementOf(const std::vector<int>& nags) {
    for (const Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
        if (std::find(nags.begin(), nags.end(), nagOf(j)) != nags.end()) return j;
    return Judgement::None;
}

} // namespace

PgnGame recordToPgn(const GameTree& tree, const PgnTags& fileTags, const Outcome& outcome,
                    const GameSetup* played, bool chess960, bool withEnding) {
    PgnGame out = tree.toPgn(fileTags, std::string(resultString(outcome.result)));
    if (chess960 && out.tag("Variant").empty()) out.setTag("Variant", "Chess960");
    if (played) {
        const GameSetup& setup = *played;
        // Tags are data, not interface: the same words whatever the user's language.
        const QString you =
            setup.playerName.isEmpty() ? QStringLiteral("Player") : setup.playerName;
        const QString other =
            setup.opponentName.isEmpty() ? QStringLiteral("Player 2") : setup.opponentName;
        const QString opponent = setup.twoPlayers ? other
                                 : setup.engine
                                     ? setup.engine->name
                                     : (setup.elo ? QStringLiteral("Ferz (%1 Elo)").arg(*setup.elo)
                                                  : QStringLiteral("Ferz (full strength)"));
        out.setTag("Event", "Casual game");
        out.setTag("Date",
                   QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
        out.setTag("White", (setup.humanSide == White ? you : opponent).toStdString());
        out.setTag("Black", (setup.humanSide == Black ? you : opponent).toStdString());
        if (!setup.engine && !setup.twoPlayers)
            out.setTag(FerzLevelTag, setup.elo ? std::to_string(*setup.elo) : "full");
        if (setup.clock.enabled())
            out.setTag("TimeControl", std::to_string(setup.clock.baseMs / 1000) + '+' +
                                          std::to_string(setup.clock.incrementMs / 1000));
    }
    // The opening of the main line, unless the file the game came from named it already.
    if (const Opening* o = chess960 ? nullptr : openingOf(tree, tree.mainLineEnd());
        o && out.tag("ECO").empty() && out.tag("Opening").empty()) {
        out.setTag("ECO", std::string(o->eco));
        out.setTag("Opening", std::string(o->name));
        if (!o->variation.empty()) out.setTag("Variation", std::string(o->variation));
    }
    if (outcome.reason != Outcome::Reason::Recorded)
        out.setTag("Termination", terminationWord(outcome));
    // How it ended, in words, after the last move (GameController::adopt takes it off again).
    if (const std::string ending = withEnding ? endingSentence(outcome) : std::string();
        !ending.empty()) {
        // At the end of the last comment, or as one of its own.
        std::vector<std::string>& comments =
            out.moves.empty() ? out.comments : out.moves.back().comments;
        if (comments.empty())
            comments.push_back(ending);
        else
            comments.back() += (comments.back().empty() ? "" : " ") + ending;
    }
    return out;
}

const Opening* openingOf(const GameTree& tree, const GameTree::Node* node) {
    return Openings::standard().classify(tree.start(), tree.movesTo(node));
}

QString recordedPlayer(const PgnTags& tags, Color side) {
    std::string tag;
    for (const auto& [name, value] : tags)
        if (name == (side == White ? "White" : "Black")) tag = value;
    return !tag.empty() && tag != "?" ? QString::fromStdString(tag) : QString();
}

Result recordedResult(const std::string& result) {
    return result == "1-0"       ? Result::WhiteWins
           : result == "0-1"     ? Result::BlackWins
           : result == "1/2-1/2" ? Result::Draw
                                 : Result::Ongoing;
}

std::optional<qint64> recordedClockMs(const GameTree& tree, const GameTree::Node* node,
                                      Color side) {
    const Color first = tree.start().sideToMove();
    for (const GameTree::Node* n = node; n->parent; n = n->parent) {
        const Color mover = n->ply % 2 ? first : ~first;
        if (mover == side && n->data.clockMs) return *n->data.clockMs;
    }
    return std::nullopt;
}

QString editableComment(const std::vector<std::string>& comments) {
    QStringList parts;
    for (const std::string& c : comments)
        if (const std::string text = commentText(c); !text.empty())
            parts << QString::fromStdString(text);
    return parts.join(QStringLiteral("\n\n"));
}

std::vector<std::string> editedComments(const std::vector<std::string>& comments,
                                        const QString& text) {
    if (text == editableComment(comments)) return comments;
    QString typed = text;
    typed.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    typed.replace(u'\r', u'\n');
    typed.replace(QChar::ParagraphSeparator, u'\n');
    typed.replace(QChar::LineSeparator, u'\n');
    std::string commands;
    for (const std::string& c : comments)
        if (const std::string kept = commentCommands(c); !kept.empty())
            commands += (commands.empty() ? "" : " ") + kept;
    const std::string body = typed.trimmed().toStdString();
    const std::string one = commands.empty() ? body
                            : body.empty()   ? commands
                                             : commands + ' ' + body;
    if (one.empty()) return {};
    return {one};
}

bool annotateRecord(GameTree& tree, PgnTags& tags, const GameAnalysis& analysis) {
    const std::vector<Move> mainLine = tree.movesTo(tree.mainLineEnd());
    if (analysis.start.fen() != tree.start().fen() || analysis.moves.size() > mainLine.size() ||
        !std::equal(analysis.moves.begin(), analysis.moves.end(), mainLine.begin()))
        return false;
    // An earlier analysis by Ferz (its Annotator tag says so, in the file or from this session)
    // marked each move it judged with a glyph and ended the move's comment with a verdict that
    // opens with the glyph's word, in the language of that day: the new verdicts replace those,
    // and what anyone else wrote before them stays.
    auto annotator = std::find_if(tags.begin(), tags.end(),
                                  [](const auto& tag) { return tag.first == "Annotator"; });
    if (annotator == tags.end()) annotator = tags.insert(annotator, {"Annotator", ""});
    QStringList annotators = QString::fromStdString(annotator->second).split(u',');
    for (QString& name : annotators) name = name.trimmed();
    annotators.removeAll(QString());
    // Ferz's own name, alone (before the judge was named) or with its judge and depth.
    const auto isFerz = [](const QString& name) {
        return name == QLatin1String("Ferz") || name.startsWith(QLatin1String("Ferz ("));
    };
    const bool ferzBefore = std::any_of(annotators.begin(), annotators.end(), isFerz);
    std::map<int, Judgement> earlier; // by ply
    if (ferzBefore)
        for (const GameTree::Node* n = tree.root()->mainChild(); n; n = n->mainChild())
            earlier[n->ply] = judgementOf(n->data.nags);
    std::map<Judgement, QStringList> words;
    for (const Judgement j : {Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder})
        words[j] = judgementWords(j);

    PgnGame pgn = tree.toPgn();
    AnnotateOptions options;
    options.comments = false; // written below, in the user's language: they are for a reader
    ferz::annotate(pgn, analysis, options);
    tree = GameTree::fromPgn(pgn);
    GameTree::Node* node = tree.root();
    for (const MoveReview& review : analysis.reviews) { // reviews[i] judges the move of ply i + 1
        node = node->mainChild();
        if (!node) break;
        std::vector<std::string>& comments = node->data.comments;
        if (const auto old = earlier.find(node->ply);
            old != earlier.end() && old->second != Judgement::None) {
            // The last comment that holds a verdict loses it (an analysis of today's Ferz
            // wrote it as a comment of its own, an older one at the end of the comment).
            for (auto c = comments.rbegin(); c != comments.rend(); ++c) {
                const QString text = QString::fromStdString(*c);
                const qsizetype start = verdictStart(text, words[old->second]);
                if (start < 0) continue;
                *c = text.left(start).trimmed().toStdString();
                if (c->empty()) comments.erase(std::next(c).base());
                break;
            }
        }
        if (review.judgement == Judgement::None) continue;
        MoveReview shown = review; // the better line is the variation, not the comment
        shown.explanation.betterLineText.clear();
        const std::string text = trCore(shown.commentMessage()).toStdString();
        if (std::none_of(comments.begin(), comments.end(), [&text](const std::string& c) {
                return c.find(text) != std::string::npos;
            }))
            comments.push_back(text);
    }
    annotators.removeIf(isFerz);
    annotators << QString::fromStdString(annotatorOf(analysis));
    annotator->second = annotators.join(QStringLiteral(", ")).toStdString();
    return true;
}

bool annotatePgn(PgnGame& game, const GameAnalysis& analysis) {
    GameTree tree = GameTree::fromPgn(game);
    PgnTags tags = game.tags;
    if (!annotateRecord(tree, tags, analysis)) return false;
    game = tree.toPgn(std::move(tags), game.result);
    return true;
}
