#include "trainwindow.h"

#include "boardscene.h"
#include "boardview.h"
#include "coremessage.h"
#include "dialogaccess.h"
#include "librarystore.h"
#include "liveregion.h"
#include "movegen.h"
#include "notation.h"
#include "puzzlepage.h"
#include "repertoiredrill.h"
#include "schedule.h"
#include "training.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

using namespace ferz;

namespace {

Position positionOf(const TrainingPosition& p) {
    const Parsed<Position> pos = Position::fromFen(p.fen.toStdString());
    return pos ? *pos : Position();
}

Move moveOf(const Position& pos, const QString& uci) {
    const Parsed<Move> m = parseUci(pos, uci.toStdString());
    return m ? *m : Move::none();
}

} // namespace

TrainWindow::TrainWindow(LibraryStore& store, bool analyse, QWidget* parent)
    : QDialog(parent), m_store(store), m_scene(new BoardScene(this)),
      m_view(new BoardView(m_scene, this)), m_stats(new QLabel(this)), m_prompt(new QLabel(this)),
      m_feedback(new QLabel(this)), m_solution(new QPushButton(this)),
      m_next(new QPushButton(this)), m_analyse(new QCheckBox(this)), m_said(new LiveRegion(this)),
      m_analysis(new QLabel(this)), m_tabs(new QTabWidget(this)),
      m_puzzles(new PuzzlePage(store, PuzzlePage::shippedPuzzles(), this)),
      m_drill(new RepertoireDrill(store, this)) {
    setObjectName(QStringLiteral("trainWindow"));
    setWindowFlag(Qt::Window);
    setSizeGripEnabled(true);
    m_view->setMinimumSize(240, 240);
    m_stats->setObjectName(QStringLiteral("trainingStatus"));
    m_said->setFixedSize(0, 0); // unseen: the feedback shows what it says
    makeReadable({m_stats, m_prompt, m_feedback}, m_prompt);
    m_analyse->setChecked(analyse);

    auto* side = new QVBoxLayout;
    side->addWidget(m_prompt);
    side->addWidget(m_feedback);
    side->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_solution);
    buttons->addWidget(m_next);
    side->addLayout(buttons);
    side->addWidget(m_analyse);
    m_analysis->setObjectName(QStringLiteral("trainingProgress"));
    m_analysis->setWordWrap(true);
    side->addWidget(m_analysis);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_view, 3);
    middle->addLayout(side, 2);
    // The pages: the user's mistakes, the puzzles, the repertoire.
    auto* mistakes = new QWidget(this);
    auto* layout = new QVBoxLayout(mistakes);
    layout->addWidget(m_stats);
    layout->addLayout(middle, 1);
    m_tabs->addTab(mistakes, QString());
    m_tabs->addTab(m_puzzles, QString());
    m_tabs->addTab(m_drill, QString());
    (new QVBoxLayout(this))->addWidget(m_tabs);
    // The board has the focus first (a move is the answer); Tab reads from the top. Qt puts a
    // focus proxy first in the tab order: the order is set after it.
    setFocusProxy(m_view);
    chainTabOrder({m_stats, m_view, m_prompt, m_feedback, m_solution, m_next, m_analyse});
    chainTabOrder(m_drill->tabChain());
    retranslate();
    resize(820, 560);

    connect(m_scene, &BoardScene::moveRequested, this, &TrainWindow::answer);
    connect(m_solution, &QPushButton::clicked, this, &TrainWindow::showSolution);
    connect(m_next, &QPushButton::clicked, this, &TrainWindow::finishPosition);
    connect(m_analyse, &QCheckBox::toggled, this, &TrainWindow::analyseChanged);
    connect(m_drill, &RepertoireDrill::lineDone, this, &TrainWindow::showStats);
    // New positions from the background analysis, and a library that opens after the window.
    connect(&m_store, &LibraryStore::changed, this, &TrainWindow::libraryChanged);
    connect(m_puzzles, &PuzzlePage::settled, this, &TrainWindow::showStats);
    if (m_store.isReady())
        refresh();
    else
        connect(&m_store, &LibraryStore::ready, this, &TrainWindow::refresh);
}

TrainWindow::~TrainWindow() {
    if (m_judging) m_judging->wait(); // a search of a few hundred milliseconds
}

void TrainWindow::retranslate() {
    setWindowTitle(tr("Train"));
    m_tabs->setTabText(0, tr("&Mistakes"));
    m_tabs->setTabText(1, tr("&Puzzles"));
    m_tabs->setTabText(2, tr("&Repertoire"));
    m_solution->setText(tr("Show the &Solution"));
    m_next->setText(tr("&Next"));
    m_analyse->setText(tr("Find training positions in my games, in the background"));
    m_view->setAccessibleName(tr("Training board"));
    setAnalysisProgress(m_analysed, m_toAnalyse, m_pause);
    showStats();
    showCurrent();
}

void TrainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void TrainWindow::refresh() {
    if (!m_library) {
        m_library = std::make_unique<Library>(m_store.path(), QStringLiteral("ferz-train"));
        if (!m_library->openChecked()) {
            m_library.reset();
            return;
        }
        setAnalysisProgress(m_analysed, m_toAnalyse, m_pause); // what it can say now
    }
    m_due = m_library->dueTrainingPositions(trainingDay());
    m_wrong = 0;
    m_done = false;
    showStats();
    showCurrent();
}

// The library changed (a game stored or analysed, an answer recorded): the counts, and the
// queue read again, since an analysis may have judged its positions anew or taken some out (an
// older Ferz's it did not confirm: Library::checkOlderVerdictsAgain). The position on the board
// stays while it is being answered; one taken out or judged anew before that is shown afresh,
// with a word why.
void TrainWindow::libraryChanged() {
    m_drill->refresh();
    if (m_due.isEmpty() || !m_library) {
        refresh();
        return;
    }
    QList<TrainingPosition> due = m_library->dueTrainingPositions(trainingDay());
    const TrainingPosition shown = m_due.front();
    const auto same = std::find_if(
        due.begin(), due.end(), [&shown](const TrainingPosition& p) { return p.id == shown.id; });
    const bool answering = m_done || m_judging || m_wrong > 0;
    const bool gone = same == due.end();
    const bool judgedAnew = !gone && (same->judgement != shown.judgement ||
                                      same->best != shown.best || same->reason != shown.reason);
    if (!answering && (gone || judgedAnew)) {
        refresh();
        // Say why the board or the question changed under the user's eyes.
        QString why;
        if (gone)
            why = tr("The position shown before is gone: a new analysis of its game no longer "
                     "finds a mistake there.");
        else if (!m_due.isEmpty() && m_due.front().id == shown.id)
            why = tr("A new analysis of its game has judged this position anew.");
        if (!why.isEmpty()) m_feedback->setText(why + QStringLiteral("\n\n") + m_feedback->text());
        return;
    }
    // Answered, or being answered: it stays first until Next.
    const TrainingPosition front = gone ? shown : *same;
    if (!gone) due.erase(same);
    due.prepend(front);
    m_due = due;
    showStats();
}

void TrainWindow::setAnalysisProgress(int analysed, int total, const QString& pause) {
    m_analysed = analysed;
    m_toAnalyse = total;
    m_pause = pause;
    QString text =
        total == 0 ? QString()
        : analysed >= total
            ? tr("Background analysis: all %1 of your games analysed.").arg(total)
            : tr("Background analysis: %1 of %2 of your games analysed.").arg(analysed).arg(total);
    // After an update, why games analysed before are to be analysed again.
    const int again = analysed < total && m_library ? m_library->gamesCheckedAgain() : 0;
    if (again == 1)
        text += u' ' + tr("One is checked again: an older version of Ferz analysed it.");
    else if (again > 1)
        text += u' ' +
                tr("%n are checked again: an older version of Ferz analysed them.", nullptr, again);
    if (!pause.isEmpty() && analysed < total) text += u' ' + pause;
    m_analysis->setText(text);
    m_analysis->setVisible(!text.isEmpty());
}

void TrainWindow::showStats() {
    if (!m_library) {
        m_stats->setText(tr("Opening the game library…"));
        return;
    }
    const TrainingStats s = m_library->trainingStats(trainingDay());
    // What is due: the positions, the missed puzzles that come back today, and the lines.
    QString text = tr("Due now: %1. Positions: %2. Lines of your repertoire: %3.")
                       .arg(s.due + m_puzzles->dueCount())
                       .arg(s.positions)
                       .arg(s.lines);
    if (s.attempts > 0)
        text += u' ' + tr("Solved at the first try: %1%. Streak: %2.")
                           .arg(qRound(100.0 * s.solvedFirst / s.attempts))
                           .arg(s.streak);
    m_stats->setText(text);
}

// The position due first, from the user's side, and what to find.
void TrainWindow::showCurrent() {
    m_scene->pen()->set({}); // the arrows and marks drawn on the last position go with it
    m_solution->setEnabled(!m_due.isEmpty() && !m_done);
    m_next->setEnabled(!m_due.isEmpty() && m_done);
    if (m_due.isEmpty()) {
        m_scene->showPosition(Position(), Move::none());
        m_scene->setLegalMoves({});
        m_prompt->setText(tr("Nothing to train on now."));
        QString text =
            tr("Your mistakes and blunders in the games you play (and in the games you import "
               "as yours) come here once the background analysis has looked at them, and come "
               "back later and later as you solve them.");
        // The count above includes the repertoire's lines: say where they are.
        if (m_library && m_library->trainingStats(trainingDay()).linesDue > 0)
            text += QStringLiteral("\n\n") +
                    tr("Lines of your repertoire are due: they are on the Repertoire page.");
        // A new user has no mistakes yet: the puzzles are there from the start.
        if (m_puzzles->dueCount() > 0)
            text += QStringLiteral("\n\n") +
                    tr("Puzzles you missed are due again: they are on the Puzzles page.");
        else
            text += QStringLiteral("\n\n") +
                    tr("Meanwhile, the Puzzles page has tactics from Ferz's own games to solve.");
        m_feedback->setText(text);
        return;
    }
    const TrainingPosition& p = m_due.front();
    const Position pos = positionOf(p);
    const Color mover = pos.sideToMove();
    m_scene->setFlipped(mover == Black);
    m_scene->showPosition(pos, Move::none());
    if (!m_done) {
        const ferz::MoveList legal(pos);
        m_scene->setLegalMoves(std::vector<Move>(legal.begin(), legal.end()));
    }
    m_prompt->setText(mover == White ? tr("Find a better move for White.")
                                     : tr("Find a better move for Black."));
    if (!m_done && m_wrong == 0) // the question; else what was said of the answers stays
        m_feedback->setText((p.judgement == int(Judgement::Blunder)
                                 ? tr("In %1 – %2 (%3) you played %4, a blunder.")
                                 : tr("In %1 – %2 (%3) you played %4, a mistake."))
                                .arg(p.white, p.black, p.date, m_sanText.move(p.playedSan)));
}

void TrainWindow::answer(Move move) {
    if (m_due.isEmpty() || m_done || m_judging) return;
    const Position pos = positionOf(m_due.front());
    if (!pos.isLegal(move)) return;
    m_scene->setLegalMoves({});
    tell([san = toSan(pos, move)](const SanText& text) {
        return tr("Checking %1…").arg(text.move(san));
    });
    // The engine's judgement in a thread of its own; the answer comes back here.
    auto verdict = std::make_shared<TrainingVerdict>();
    m_judging = QThread::create([p = m_due.front(), move, verdict, judge = m_judge] {
        *verdict = judgeAnswer(p, move, judge);
    });
    connect(m_judging, &QThread::finished, this, [this, pos, move, verdict] {
        m_judging->deleteLater();
        m_judging = nullptr;
        if (!verdict->failure.empty()) { // no verdict: the answer does not count
            m_feedback->setText(tr("%1 cannot be checked now (%2). Try again.")
                                    .arg(QString::fromStdString(toSan(pos, move)),
                                         QString::fromStdString(verdict->failure)));
            m_scene->showPosition(pos, Move::none());
            const ferz::MoveList legal(pos);
            m_scene->setLegalMoves(std::vector<Move>(legal.begin(), legal.end()));
            return;
        }
        // Why not, without giving the answer away: "%1 was better" would.
        const MoveReview& r = verdict->review;
        const QString why =
            verdict->accepted     ? QString()
            : verdict->sameAsGame ? tr("is the move of the game, which the review judged")
            : r.explanation.reason == Reason::BetterMove
                ? tr("gives away %1 points of your winning chances").arg(qRound(r.loss))
                : trCore(r.explanation.reasonMessage());
        onJudged(pos, move, verdict->accepted, why);
    });
    m_judging->start(QThread::LowPriority);
}

void TrainWindow::onJudged(const Position& position, Move move, bool accepted, const QString& why) {
    if (m_due.isEmpty()) return;
    const std::string san = toSan(position, move);
    if (accepted) {
        settle(position, move, true);
        tell([san, first = m_wrong == 0](const SanText& text) {
            return first ? tr("Yes: %1 is good.").arg(text.move(san))
                         : tr("Yes: %1 is good, at another try.").arg(text.move(san));
        });
    } else {
        ++m_wrong;
        m_scene->showPosition(position, Move::none()); // the piece back where it was
        tell([san, why](const SanText& text) {
            return tr("Not quite: %1 %2. Try again, or see the solution.").arg(text.move(san), why);
        });
        const ferz::MoveList legal(position);
        m_scene->setLegalMoves(std::vector<Move>(legal.begin(), legal.end()));
    }
    emit judged(accepted);
}

void TrainWindow::showSolution() {
    if (m_due.isEmpty() || m_done) return;
    const TrainingPosition& p = m_due.front();
    const Position pos = positionOf(p);
    settle(pos, moveOf(pos, p.best), false);
    tell([line = p.bestLine](const SanText& text) {
        return tr("The engine's move: %1").arg(text.text(line));
    });
}

// Shown with the window's moves, said with letters: a screen reader names a figurine as a
// chess symbol.
void TrainWindow::tell(const std::function<QString(const SanText&)>& words) {
    m_feedback->setText(words(m_sanText));
    m_said->announce(words(SanText()));
}

void TrainWindow::setJudge(std::optional<EngineConfig> engine) {
    m_puzzles->setJudge(engine);
    m_judge = std::move(engine);
}

void TrainWindow::setSanText(const SanText& sanText) {
    m_drill->setSanText(sanText);
    if (sanText == m_sanText) return;
    m_sanText = sanText;
    m_puzzles->setSanText(sanText);
    showCurrent();
}

// The position on show is done with: solved with `move`, or not and `move` is the engine's.
// The move stands on the board, and the answer is scheduled (SM-2) at once, so closing the
// window now keeps it.
void TrainWindow::settle(const Position& position, Move move, bool solved) {
    Position after = position;
    StateInfo st;
    BoardScene::Motions motions;
    if (move != Move::none()) {
        after.makeMove(move, st);
        motions.push_back({move.from(), move.to()});
    }
    m_scene->showPosition(after, move, motions);
    m_scene->setLegalMoves({});
    m_done = true;
    const TrainingPosition& p = m_due.front();
    const Card card =
        review(Card{p.repetitions, p.ease, p.intervalDays}, gradeOf(solved, m_wrong, !solved));
    m_library->recordTraining(p.id, card.repetitions, card.ease, card.intervalDays,
                              trainingDay() + card.intervalDays, solved && m_wrong == 0);
    showStats();
    m_solution->setEnabled(false);
    m_next->setEnabled(true);
}

void TrainWindow::finishPosition() {
    if (!m_done || m_due.isEmpty()) return;
    m_due.removeFirst();
    m_wrong = 0;
    m_done = false;
    m_feedback->clear();
    if (m_due.isEmpty()) m_due = m_library->dueTrainingPositions(trainingDay());
    showStats();
    showCurrent();
}
