#include "boardwords.h"

#include "analysispanel.h"
#include "announcer.h"
#include "boardscene.h"
#include "coremessage.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "movegen.h"
#include "notation.h"
#include "reviewnavigator.h"
#include "santext.h"

using namespace ferz;

BoardWords::BoardWords(const BoardScene& scene, const GameController& game,
                       const ReviewNavigator& review, const AnalysisPanel& analysis,
                       Announcer& announcer, QObject* parent)
    : QObject(parent), m_scene(scene), m_game(game), m_review(review), m_analysis(analysis),
      m_announcer(announcer) {
    connect(&scene, &BoardScene::pickedUp, this, &BoardWords::pickedUp);
    // Said, not shown: the line shows the position again (handEmptied).
    connect(&scene, &BoardScene::putBack, this, [this] { m_announcer.say(tr("Put back.")); });
    connect(&scene, &BoardScene::squaresChanged, this, [this] {
        if (!m_holding || m_scene.selectedSquare() != NoSquare) return;
        m_holding = false;
        emit handEmptied();
    });
    connect(&scene, &BoardScene::promotionOffered, this, [this](PieceType type) {
        m_announcer.announce(m_scene.choosingPromotion() && type == Queen
                                 ? tr("Promotion: queen. The arrow keys choose another piece, "
                                      "Enter takes it, Escape puts the pawn back.")
                                 : Announcer::pieceTypeName(type));
    });
    connect(&scene, &BoardScene::moveRefused, this, &BoardWords::moveRefused);
    connect(&review, &ReviewNavigator::changed, this, &BoardWords::viewChanged);
}

void BoardWords::pickedUp(Square from) {
    QStringList targets;
    for (Square s : m_scene.targetsOf(from)) targets << QString::fromStdString(squareName(s));
    QString piece = Announcer::pieceTypeName(typeOf(m_scene.pieceOn(from)));
    piece[0] = piece[0].toUpper();
    m_holding = true;
    //: "Knight on g1 picked up: it can go to f3, h3."
    m_announcer.announce(tr("%1 on %2 picked up: it can go to %3.")
                             .arg(piece, QString::fromStdString(squareName(from)),
                                  targets.join(QStringLiteral(", "))));
}

// The board put a piece back: say why, briefly ("the knight on d2 is pinned…").
void BoardWords::moveRefused(Square from, Square to) {
    QString why;
    if (!m_review.reviewing() && m_game.over())
        why = tr("The game is over. Start a new game, or look back through this one.");
    else if (!m_review.reviewing() && m_game.paused())
        why = tr("The game is paused: press P to play on.");
    else if (!m_review.reviewing() && !m_game.isHumanTurn())
        why = tr("It is the computer's move.");
    else
        why = trCore(whyIllegal(m_review.position(), from, to));
    if (!why.isEmpty()) why[0] = why[0].toUpper();
    if (!why.endsWith(QLatin1Char('.'))) why += QLatin1Char('.');
    emit refused(why);
}

// While reviewing, the move on show in words, with the analysis's verdict on it: what a
// screen reader user hears when stepping through the game. Back to the game is said only: the
// line shows the game's position.
void BoardWords::viewChanged() {
    const bool reviewing = m_review.reviewing();
    if (reviewing)
        m_announcer.announce(shownPosition());
    else if (m_wasReviewing)
        m_announcer.say(tr("Back to the game."));
    m_wasReviewing = reviewing;
}

QString BoardWords::shownPosition() const {
    const GameTree::Node* node = m_review.node();
    QString text = tr("The starting position.");
    if (node->parent) {
        const Position before = m_game.tree().positionAt(node->parent);
        text = m_review.reviewing()
                   //: "Move 12, Black: knight from g8 to f6."
                   ? tr("Move %1, %2")
                         .arg(before.fullmoveNumber())
                         .arg(Announcer::spokenTurn(before, node->move()))
                   : Announcer::spokenTurn(before, node->move());
    }
    if (m_review.reviewing()) {
        const MoveReview* r = GamePolicy::of(m_game).allows(GamePolicy::Help::ReviewLines)
                                  ? m_analysis.reviewOf(node)
                                  : nullptr;
        // "Sh4 war besser": the moves in the letters of the language, for the ear.
        if (r) text += QLatin1Char(' ') + SanText().text(trCore(r->commentMessage()));
    } else if (m_game.over()) {
        text += QLatin1Char(' ') + m_game.describe(m_game.outcome()) + QLatin1Char('.');
    }
    return text;
}
