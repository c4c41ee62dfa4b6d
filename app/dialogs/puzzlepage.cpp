#include "puzzlepage.h"

#include "boardscene.h"
#include "boardview.h"
#include "coremessage.h"
#include "dialogaccess.h"
#include "librarystore.h"
#include "liveregion.h"
#include "messagebox.h"
#include "movegen.h"
#include "notation.h"
#include "ratinggraph.h"
#include "schedule.h"
#include "training.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <sstream>

using namespace ferz;

namespace {

bool isMate(const Position& pos) {
    return pos.inCheck() && MoveList(pos).size() == 0;
}

std::vector<Move> legalMoves(const Position& pos) {
    const MoveList legal(pos);
    return {legal.begin(), legal.end()};
}

} // namespace

PuzzlePage::PuzzlePage(LibraryStore& store, std::vector<Puzzle> puzzles, QWidget* parent)
    : QWidget(parent), m_store(store), m_puzzles(std::move(puzzles)), m_playOut(new QTimer(this)),
      m_scene(new BoardScene(this)), m_view(new BoardView(m_scene, this)),
      m_stats(new QLabel(this)), m_themeLabel(new QLabel(this)), m_themes(new QComboBox(this)),
      m_prompt(new QLabel(this)), m_feedback(new QLabel(this)), m_hint(new QPushButton(this)),
      m_solution(new QPushButton(this)), m_next(new QPushButton(this)),
      m_export(new QPushButton(this)), m_graph(new RatingGraph(this)),
      m_said(new LiveRegion(this)) {
    setObjectName(QStringLiteral("puzzlePage"));
    m_view->setMinimumSize(240, 240);
    m_stats->setObjectName(QStringLiteral("puzzleStatus"));
    m_said->setFixedSize(0, 0); // unseen: the feedback shows what it says
    makeReadable({m_stats, m_prompt, m_feedback}, m_prompt);
    m_playOut->setInterval(600);
    m_graph->setMinimumHeight(90);

    auto* top = new QHBoxLayout;
    top->addWidget(m_stats, 1);
    // On Linux a screen reader names a combo box by its label (Qt gives the box its text as
    // its name), so the box has a visible one.
    m_themeLabel->setBuddy(m_themes);
    top->addWidget(m_themeLabel);
    top->addWidget(m_themes);
    auto* side = new QVBoxLayout;
    side->addWidget(m_prompt);
    side->addWidget(m_feedback);
    side->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_hint);
    buttons->addWidget(m_solution);
    buttons->addWidget(m_next);
    side->addLayout(buttons);
    side->addWidget(m_graph, 1);
    side->addWidget(m_export, 0, Qt::AlignRight);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_view, 3);
    middle->addLayout(side, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(middle, 1);
    setFocusProxy(m_view);
    chainTabOrder(
        {m_stats, m_themes, m_view, m_prompt, m_feedback, m_hint, m_solution, m_next, m_export});
    retranslate();

    connect(m_scene, &BoardScene::moveRequested, this, &PuzzlePage::answer);
    connect(m_hint, &QPushButton::clicked, this, &PuzzlePage::hint);
    connect(m_solution, &QPushButton::clicked, this, &PuzzlePage::showSolution);
    connect(m_next, &QPushButton::clicked, this, &PuzzlePage::next);
    connect(m_export, &QPushButton::clicked, this, &PuzzlePage::exportClicked);
    connect(m_playOut, &QTimer::timeout, this, &PuzzlePage::playOutStep);
    connect(m_themes, &QComboBox::activated, this, [this](int index) {
        const int theme = m_themes->itemData(index).toInt();
        setTheme(theme < 0 ? std::nullopt : std::optional(PuzzleTheme(theme)));
    });
    if (m_store.isReady())
        refresh();
    else
        connect(&m_store, &LibraryStore::ready, this, &PuzzlePage::refresh);
}

PuzzlePage::~PuzzlePage() {
    if (m_judging) m_judging->wait(); // a search of a second or so
    // An attempt that went wrong and was left counts as missed, as on lichess. Kept quietly:
    // the window that holds the page is being destroyed too.
    if (m_library && current() && !m_settled && (m_wrong > 0 || m_helped)) settle(false, true);
}

std::vector<Puzzle> PuzzlePage::shippedPuzzles(std::vector<std::string>* problems) {
    QFile file(QStringLiteral(":/puzzles/puzzles.tsv"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    std::istringstream in(file.readAll().toStdString());
    return readPuzzles(in, problems);
}

void PuzzlePage::retranslate() {
    m_hint->setText(tr("&Hint"));
    m_solution->setText(tr("Show the &Solution"));
    m_next->setText(tr("Ne&xt Puzzle"));
    m_export->setText(tr("&Export Results…"));
    m_view->setAccessibleName(tr("Puzzle board"));
    m_themeLabel->setText(tr("&Theme:"));
    m_themes->setAccessibleName(tr("Theme"));
    m_graph->setAccessibleName(tr("The course of your puzzle rating"));
    const int chosen = m_themes->currentIndex();
    {
        const QSignalBlocker block(m_themes);
        m_themes->clear();
        m_themes->addItem(tr("Any theme"), -1);
        const QString names[PuzzleThemeCount] = {
            tr("Mate in 1"), tr("Mate in 2"),         tr("Mate in 3"), tr("Mate in 4"),
            tr("Mate in 5"), tr("Hanging piece"),     tr("Fork"),      tr("Pin"),
            tr("Skewer"),    tr("Discovered attack"), tr("Promotion"), tr("Back rank"),
            tr("Endgame")};
        for (int t = 0; t < PuzzleThemeCount; ++t) m_themes->addItem(names[t], t);
        m_themes->setCurrentIndex(std::max(chosen, 0));
    }
    describeChoice(m_themes);
    showStats();
    showPuzzle();
}

void PuzzlePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

// The time of an attempt counts from when the page is seen with the puzzle untouched: the
// window may have been open on its other page for a while.
void PuzzlePage::showEvent(QShowEvent* event) {
    if (current() && m_ply == 1 && m_wrong == 0 && !m_helped && !m_done) m_clock.restart();
    QWidget::showEvent(event);
}

QString PuzzlePage::themesInWords(const Puzzle& puzzle) const {
    QStringList words;
    for (const PuzzleTheme t : puzzle.themes) words << m_themes->itemText(int(t) + 1);
    return words.join(QStringLiteral(", "));
}

int PuzzlePage::dueCount() const {
    return m_library ? m_library->puzzleStats(trainingDay()).due : 0;
}

bool PuzzlePage::playingOut() const {
    return m_playOut->isActive();
}

void PuzzlePage::setTheme(std::optional<PuzzleTheme> theme) {
    {
        const QSignalBlocker block(m_themes);
        m_themes->setCurrentIndex(theme ? int(*theme) + 1 : 0);
    }
    describeChoice(m_themes);
    if (theme == m_theme) return;
    m_theme = theme;
    // The one under way is of another theme: it is left (as a miss when it went wrong).
    if (!current() || (theme && !current()->hasTheme(*theme))) {
        if (!m_settled && (m_wrong > 0 || m_helped)) settle(false);
        m_index = -1;
        next();
    }
}

// The rating, the attempts and the streak, and the rating's course.
void PuzzlePage::showStats() {
    if (!m_library) {
        m_stats->setText(tr("Opening the game library…"));
        return;
    }
    const PuzzleStats s = m_library->puzzleStats(trainingDay());
    const Rating r = m_library->puzzleRating();
    QString text = tr("Puzzle rating: %1 ± %2.").arg(qRound(r.rating)).arg(qRound(r.deviation));
    if (s.attempts > 0)
        text +=
            u' ' +
            tr("Puzzles: %1, solved %2. Streak: %3.").arg(s.attempts).arg(s.solved).arg(s.streak);
    if (s.due > 0) text += u' ' + tr("Missed puzzles due again: %1.").arg(s.due);
    m_stats->setText(text);
    QList<RatingPoint> history;
    for (const PuzzleAttempt& a : m_library->puzzleAttempts())
        history << RatingPoint{a.id, a.atMs, a.solved ? 1.0 : 0.0, 0, a.rating};
    m_graph->setHistory(history);
    // Its words are the game rating's: these are the puzzles'. No course before the first.
    m_graph->setVisible(!history.isEmpty());
    if (!history.isEmpty())
        m_graph->setAccessibleDescription(
            tr("From %1 after the first puzzle to %2 ± %3 after puzzle %4.")
                .arg(qRound(history.front().after.rating))
                .arg(qRound(history.back().after.rating))
                .arg(qRound(history.back().after.deviation))
                .arg(history.size()));
    m_export->setEnabled(s.attempts > 0);
}

void PuzzlePage::refresh() {
    if (!m_library) {
        m_library = std::make_unique<Library>(m_store.path(), QStringLiteral("ferz-puzzles"));
        if (!m_library->openChecked()) {
            m_library.reset();
            return;
        }
    }
    if (!current()) next();
    showStats();
}

// The next puzzle: a missed one due again, else the untried one nearest the user's rating;
// of the theme chosen.
void PuzzlePage::next() {
    if (!m_library || m_judging) return;
    if (current() && !m_settled && (m_wrong > 0 || m_helped)) settle(false);
    m_playOut->stop();
    const auto fits = [this](const Puzzle& p) { return !m_theme || p.hasTheme(*m_theme); };
    const QString previous = current() ? QString::fromStdString(current()->id) : QString();
    m_index = -1;
    for (const PuzzleCard& card : m_library->duePuzzles(trainingDay())) {
        if (card.puzzle == previous) continue; // not twice in a row
        for (size_t i = 0; i < m_puzzles.size() && m_index < 0; ++i)
            if (QString::fromStdString(m_puzzles[i].id) == card.puzzle && fits(m_puzzles[i]))
                m_index = int(i);
        if (m_index >= 0) break;
    }
    if (m_index < 0) {
        const QStringList triedList = m_library->triedPuzzles();
        const QSet<QString> tried(triedList.begin(), triedList.end());
        const double rating = m_library->puzzleRating().rating;
        double nearest = 1e9;
        for (size_t i = 0; i < m_puzzles.size(); ++i) {
            const Puzzle& p = m_puzzles[i];
            if (!fits(p) || tried.contains(QString::fromStdString(p.id))) continue;
            const double distance = std::abs(p.rating - rating);
            if (distance < nearest) {
                nearest = distance;
                m_index = int(i);
            }
        }
    }
    m_wrong = 0;
    m_hintLevel = 0;
    m_helped = false;
    m_sawSolution = m_settled = m_done = false;
    m_feedback->clear();
    m_scene->pen()->set({});
    m_scene->clearArrow();
    if (const Puzzle* p = current()) {
        // The opponent's move that makes the puzzle, played on the board.
        m_pos = p->position;
        m_scene->setFlipped(p->solver() == Black);
        m_scene->showPosition(m_pos, Move::none());
        m_ply = 0;
        play(p->moves[0]);
        enableBoard();
        m_clock.start();
    }
    showPuzzle();
}

void PuzzlePage::play(Move move) {
    StateInfo st;
    m_pos.makeMove(move, st);
    m_scene->showPosition(m_pos, move, {{move.from(), move.to()}});
    ++m_ply;
}

void PuzzlePage::enableBoard() {
    m_scene->setLegalMoves(m_done || m_judging ? std::vector<Move>() : legalMoves(m_pos));
}

// What to find, or that nothing is left.
void PuzzlePage::showPuzzle() {
    const Puzzle* p = current();
    m_hint->setEnabled(p && !m_done);
    m_solution->setEnabled(p && !m_done);
    m_next->setEnabled(m_library && (p || m_theme));
    if (!p) {
        m_scene->showPosition(Position(), Move::none());
        m_scene->setLegalMoves({});
        m_prompt->setText(m_library ? tr("No puzzle left to try.") : QString());
        if (m_library)
            m_feedback->setText(
                m_puzzles.empty()
                    ? tr("The puzzle set could not be read.")
                    : tr("You have tried every puzzle of this theme. Choose another theme; "
                         "the puzzles you missed come back when they are due."));
        return;
    }
    if (m_done) {
        m_prompt->setText(tr("Puzzle %1, rated %2: %3.")
                              .arg(QString::fromStdString(p->id))
                              .arg(p->rating)
                              .arg(themesInWords(*p)));
        return;
    }
    m_prompt->setText(p->solver() == White ? tr("Your turn: find the best move for White.")
                                           : tr("Your turn: find the best move for Black."));
}

void PuzzlePage::answer(Move move) {
    const Puzzle* p = current();
    if (!p || m_done || m_judging || m_playOut->isActive() || !m_pos.isLegal(move)) return;
    const Move expected = p->moves[m_ply];
    Position after = m_pos;
    StateInfo st;
    after.makeMove(move, st);
    // Another mate than the puzzle's on its last move solves it too, as on lichess.
    const bool last = m_ply + 1 == p->moves.size();
    if (move == expected || (last && isMate(after))) {
        m_scene->pen()->set({});
        m_scene->clearArrow();
        m_hintLevel = 0; // the next move's hint starts with its piece
        const std::string san = toSan(m_pos, move);
        play(move);
        if (m_ply == p->moves.size()) {
            solved();
        } else {
            const std::string reply = toSan(m_pos, p->moves[m_ply]);
            play(p->moves[m_ply]);
            enableBoard();
            tell([san, reply](const SanText& text) {
                return tr("Yes: %1. The answer: %2. Keep going.")
                    .arg(text.move(san), text.move(reply));
            });
        }
        emit answered(true);
        return;
    }
    // Wrong: the piece back, and why, in the review's words (the mistakes page's judgement:
    // the move and the puzzle's, each searched alone).
    ++m_wrong;
    m_scene->showPosition(m_pos, m_ply > 0 ? p->moves[m_ply - 1] : Move::none());
    m_scene->setLegalMoves({});
    tell([san = toSan(m_pos, move)](const SanText& text) {
        return tr("Checking %1…").arg(text.move(san));
    });
    TrainingPosition question;
    question.fen = QString::fromStdString(m_pos.fen());
    question.best = QString::fromStdString(toUci(expected));
    question.depth = 10;
    auto verdict = std::make_shared<TrainingVerdict>();
    m_judging = QThread::create([question, move, verdict, judge = m_judge] {
        *verdict = judgeAnswer(question, move, judge);
    });
    connect(m_judging, &QThread::finished, this, [this, move, verdict] {
        m_judging->deleteLater();
        m_judging = nullptr;
        const MoveReview& r = verdict->review;
        const QString why =
            !verdict->failure.empty() || verdict->accepted ? QString()
            : r.explanation.reason == Reason::BetterMove
                ? tr("gives away %1 points of your winning chances").arg(qRound(r.loss))
                : trCore(r.explanation.reasonMessage());
        onWrong(move, why);
    });
    m_judging->start(QThread::LowPriority);
}

void PuzzlePage::onWrong(Move move, const QString& why) {
    if (!current()) return;
    const std::string san = toSan(m_pos, move);
    tell([san, why](const SanText& text) {
        return why.isEmpty() ? tr("Not the move: %1 is good, but there is a stronger one. Try "
                                  "again, or see the solution.")
                                   .arg(text.move(san))
                             : tr("Not the move: %1 %2. Try again, or see the solution.")
                                   .arg(text.move(san), why);
    });
    enableBoard();
    emit answered(false);
}

// The last move found: a win for the rating when nothing went wrong and no help was asked.
void PuzzlePage::solved() {
    m_done = true;
    enableBoard();
    const bool clean = m_wrong == 0 && !m_helped;
    settle(clean);
    tell([clean](const SanText&) {
        return clean ? tr("Solved!") : tr("Solved, with help: it counts as missed.");
    });
    showPuzzle();
}

// The attempt kept: the user's rating against the puzzle's, the puzzle's own refined by a
// first attempt, and a schedule for a puzzle missed (or one that has a schedule already).
void PuzzlePage::settle(bool solved, bool quiet) {
    const Puzzle* p = current();
    if (!p || m_settled || !m_library) return;
    m_settled = true;
    const QString id = QString::fromStdString(p->id);
    const std::optional<Rating> known = m_library->ratingOfPuzzle(id);
    const Rating puzzleBefore = known.value_or(Rating{double(p->rating), PuzzleDeviation, 0.06});
    const Rating userBefore = m_library->puzzleRating();
    PuzzleAttempt a;
    a.puzzle = id;
    a.atMs = QDateTime::currentMSecsSinceEpoch();
    a.solved = solved;
    a.seconds = m_clock.isValid() ? m_clock.elapsed() / 1000.0 : 0;
    a.wrong = m_wrong;
    a.help = m_sawSolution ? PuzzleAttempt::Help::Solution
             : m_helped    ? PuzzleAttempt::Help::Hint
                           : PuzzleAttempt::Help::None;
    const RatedResult forUser{puzzleBefore.rating, puzzleBefore.deviation, solved ? 1.0 : 0.0};
    a.rating = rate(userBefore, std::span(&forUser, 1));
    if (known) {
        a.puzzleRating = puzzleBefore; // only the first attempt rates the puzzle
    } else {
        const RatedResult forPuzzle{userBefore.rating, userBefore.deviation, solved ? 0.0 : 1.0};
        a.puzzleRating = rate(puzzleBefore, std::span(&forPuzzle, 1));
    }
    std::optional<PuzzleCard> card = m_library->puzzleCard(id);
    if (card || !solved) {
        const Card before = card ? Card{card->repetitions, card->ease, card->intervalDays} : Card{};
        const bool found = m_done && !m_sawSolution;
        const Card after =
            review(before, gradeOf(found, m_wrong + (m_helped ? 1 : 0), m_sawSolution));
        card = PuzzleCard{id, after.repetitions, after.ease, after.intervalDays,
                          trainingDay() + after.intervalDays};
    }
    m_library->recordPuzzleAttempt(a, card);
    if (quiet) return;
    showStats();
    emit settled(solved);
}

// The piece to move, then the move.
void PuzzlePage::hint() {
    const Puzzle* p = current();
    if (!p || m_done || m_judging || m_playOut->isActive()) return;
    const Move move = p->moves[m_ply];
    m_hintLevel = std::min(m_hintLevel + 1, 2);
    m_helped = true;
    if (m_hintLevel == 1) {
        Drawings marks;
        marks.marks.push_back({DrawColor::Green, move.from()});
        m_scene->pen()->set(marks);
        const QString square = QString::fromStdString(std::string(squareName(move.from())));
        tell([square](const SanText&) { return tr("Hint: move the piece on %1.").arg(square); });
    } else {
        m_scene->showArrow(move.from(), move.to());
        tell([san = toSan(m_pos, move)](const SanText& text) {
            return tr("Hint: %1.").arg(text.move(san));
        });
    }
}

// The rest of the line, played out a move at a time; the attempt is a miss.
void PuzzlePage::showSolution() {
    const Puzzle* p = current();
    if (!p || m_done || m_judging || m_playOut->isActive()) return;
    m_sawSolution = true;
    m_done = true;
    m_scene->pen()->set({});
    m_scene->clearArrow();
    settle(false);
    std::string line;
    Position pos = m_pos;
    for (size_t i = m_ply; i < p->moves.size(); ++i) {
        StateInfo st;
        const std::string san = toSan(pos, p->moves[i]);
        if (pos.sideToMove() == White || i == m_ply)
            line +=
                std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == White ? ". " : "... ");
        line += san + ' ';
        pos.makeMove(p->moves[i], st);
    }
    if (!line.empty()) line.pop_back();
    tell([line = QString::fromStdString(line)](const SanText& text) {
        return tr("The solution: %1").arg(text.text(line));
    });
    enableBoard();
    showPuzzle();
    m_playOut->start();
    playOutStep();
}

void PuzzlePage::playOutStep() {
    const Puzzle* p = current();
    if (!p || m_ply >= p->moves.size()) {
        m_playOut->stop();
        return;
    }
    play(p->moves[m_ply]);
    if (m_ply >= p->moves.size()) m_playOut->stop();
}

void PuzzlePage::tell(const std::function<QString(const SanText&)>& words) {
    m_feedback->setText(words(m_sanText));
    m_said->announce(words(SanText()));
}

void PuzzlePage::setSanText(const SanText& sanText) {
    if (sanText == m_sanText) return;
    m_sanText = sanText;
    showPuzzle();
}

QString PuzzlePage::attemptsCsv(const QList<PuzzleAttempt>& attempts) {
    QString out = QStringLiteral("attempt,puzzle,time,solved,seconds,wrong_moves,help,rating,"
                                 "deviation,puzzle_rating\n");
    const char* const helps[] = {"none", "hint", "solution"};
    int n = 0;
    for (const PuzzleAttempt& a : attempts)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10\n")
                   .arg(++n)
                   .arg(a.puzzle,
                        QDateTime::fromMSecsSinceEpoch(a.atMs, Qt::UTC).toString(Qt::ISODate),
                        a.solved ? QStringLiteral("1") : QStringLiteral("0"),
                        QString::number(a.seconds, 'f', 1), QString::number(a.wrong),
                        QLatin1String(helps[int(a.help)]), QString::number(qRound(a.rating.rating)),
                        QString::number(qRound(a.rating.deviation)))
                   .arg(qRound(a.puzzleRating.rating));
    return out;
}

bool PuzzlePage::exportResults(const QString& path, QString* error) const {
    if (!m_library) return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) ||
        file.write(attemptsCsv(m_library->puzzleAttempts()).toUtf8()) < 0 || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

void PuzzlePage::exportClicked() {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(folder).exists()) folder = QDir::homePath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Puzzle Results"),
                                                      folder + QStringLiteral("/ferz-puzzles.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportResults(path, &error))
        warnWithTitle(this, tr("Export Puzzle Results"),
                      tr("The results could not be written to %1: %2")
                          .arg(QDir::toNativeSeparators(path), error));
}
