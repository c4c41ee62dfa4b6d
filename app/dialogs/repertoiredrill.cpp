#include "repertoiredrill.h"

#include "boardscene.h"
#include "boardview.h"
#include "dialogaccess.h"
#include "librarystore.h"
#include "liveregion.h"
#include "movegen.h"
#include "notation.h"
#include "schedule.h"
#include "training.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace ferz;

namespace {

// A move with its number, kept in English SAN until a SanText writes it: "7…Nd7", "5.c3".
struct Numbered {
    int number = 0;
    bool white = true;
    std::string san;
    QString in(const SanText& text) const {
        return QStringLiteral("%1%2%3")
            .arg(number)
            .arg(white ? QStringLiteral(".") : QStringLiteral("…"))
            .arg(text.move(san));
    }
};

Numbered numbered(const Position& before, Move move) {
    return {before.fullmoveNumber(), before.sideToMove() == White, toSan(before, move)};
}

} // namespace

RepertoireDrill::RepertoireDrill(LibraryStore& store, QWidget* parent)
    : QWidget(parent), m_store(store), m_random(std::uint64_t(QDateTime::currentMSecsSinceEpoch())),
      m_scene(new BoardScene(this)), m_view(new BoardView(m_scene, this)),
      m_status(new QLabel(this)), m_prompt(new QLabel(this)), m_feedback(new QLabel(this)),
      m_show(new QPushButton(this)), m_next(new QPushButton(this)), m_said(new LiveRegion(this)) {
    setObjectName(QStringLiteral("repertoireDrill"));
    m_view->setMinimumSize(240, 240);
    m_status->setObjectName(QStringLiteral("repertoireStatus"));
    m_said->setFixedSize(0, 0); // unseen: the feedback shows what it says
    makeReadable({m_status, m_prompt, m_feedback}, m_prompt);

    auto* side = new QVBoxLayout;
    side->addWidget(m_prompt);
    side->addWidget(m_feedback);
    side->addStretch(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_show);
    buttons->addWidget(m_next);
    side->addLayout(buttons);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_view, 3);
    middle->addLayout(side, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(middle, 1);
    setFocusProxy(m_view);
    retranslate();

    connect(m_scene, &BoardScene::moveRequested, this, &RepertoireDrill::answer);
    connect(m_show, &QPushButton::clicked, this, &RepertoireDrill::showMove);
    connect(m_next, &QPushButton::clicked, this, &RepertoireDrill::next);
    if (m_store.isReady())
        refresh();
    else
        connect(&m_store, &LibraryStore::ready, this, &RepertoireDrill::refresh);
}

RepertoireDrill::~RepertoireDrill() = default;

QList<QWidget*> RepertoireDrill::tabChain() const {
    return {m_status, m_view, m_prompt, m_feedback, m_show, m_next};
}

void RepertoireDrill::retranslate() {
    m_show->setText(tr("&Show the Move"));
    m_next->setText(tr("Next &Line"));
    m_view->setAccessibleName(tr("Repertoire board"));
    showStatus();
    showPrompt();
}

void RepertoireDrill::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void RepertoireDrill::setSanText(const SanText& sanText) {
    if (sanText == m_sanText) return;
    m_sanText = sanText;
    showPrompt();
}

void RepertoireDrill::refresh() {
    if (!m_library) {
        if (!m_store.isUsable()) return;
        auto library = std::make_unique<Library>(m_store.path(), QStringLiteral("ferz-drill"));
        if (!library->openChecked()) return;
        m_library = std::move(library);
    }
    if (!m_line || m_done) next();
    showStatus();
}

// The next due line, chosen at random by its odds (its opponent's weights), and its start.
void RepertoireDrill::next() {
    m_line.reset();
    m_wrong = 0;
    m_shown = false;
    m_done = false;
    m_feedback->clear();
    m_scene->pen()->set({});
    if (m_library) {
        const QList<RepertoireDrillLine> due = m_library->repertoireLines(trainingDay(), true);
        double total = 0;
        for (const RepertoireDrillLine& l : due) total += l.line.probability;
        if (!due.isEmpty()) {
            double r = std::uniform_real_distribution<double>(0, total)(m_random);
            qsizetype chosen = due.size() - 1;
            for (qsizetype i = 0; i < due.size(); ++i) {
                if (r < due[i].line.probability) {
                    chosen = i;
                    break;
                }
                r -= due[i].line.probability;
            }
            m_line = due[chosen];
        }
    }
    showStatus();
    if (!m_line) {
        m_position = Position();
        m_scene->showPosition(m_position, Move::none());
        m_scene->setLegalMoves({});
        m_show->setEnabled(false);
        m_next->setEnabled(false);
        showPrompt();
        return;
    }
    m_position = m_line->line.start;
    m_ply = 0;
    m_scene->setFlipped(m_line->side == Black);
    m_scene->showPosition(m_position, Move::none());
    advance();
}

// Plays the opponent's moves up to the user's next one, or finishes the line.
void RepertoireDrill::advance() {
    const std::vector<Move>& moves = m_line->line.moves;
    while (m_ply < moves.size() && m_position.sideToMove() != m_line->side) play(moves[m_ply]);
    if (m_ply >= moves.size()) {
        finish();
        return;
    }
    const ferz::MoveList legal(m_position);
    m_scene->setLegalMoves(std::vector<Move>(legal.begin(), legal.end()));
    m_show->setEnabled(true);
    m_next->setEnabled(false);
    showPrompt();
}

void RepertoireDrill::play(Move move) {
    Position after = m_position;
    StateInfo st;
    after.makeMove(move, st);
    m_position = after;
    ++m_ply;
    m_scene->showPosition(m_position, move, {{move.from(), move.to()}});
}

void RepertoireDrill::answer(Move move) {
    if (!m_line || m_done || !m_position.isLegal(move)) return;
    const Move expected = m_line->line.moves[m_ply];
    const Position before = m_position;
    if (move == expected) {
        play(move);
        tell([san = numbered(before, move)](const SanText& text) {
            return tr("Yes: %1.").arg(san.in(text));
        });
        advance();
        return;
    }
    // Another move of the repertoire here (the user's other line): the drill follows a line
    // that plays it, a due one first; it is not a wrong move.
    if (m_library) {
        std::vector<Move> played(m_line->line.moves.begin(),
                                 m_line->line.moves.begin() + std::ptrdiff_t(m_ply));
        played.push_back(move);
        std::optional<RepertoireDrillLine> other;
        for (const RepertoireDrillLine& l : m_library->repertoireLines(trainingDay(), false)) {
            if (l.side != m_line->side || l.line.start.key() != m_line->line.start.key() ||
                l.line.moves.size() < played.size() ||
                !std::equal(played.begin(), played.end(), l.line.moves.begin()))
                continue;
            if (!other || (l.dueDay <= trainingDay() && other->dueDay > trainingDay())) other = l;
        }
        if (other) {
            m_line = other;
            play(move);
            tell([san = numbered(before, move)](const SanText& text) {
                return tr("Yes: %1, another line of your repertoire.").arg(san.in(text));
            });
            advance();
            return;
        }
    }
    ++m_wrong;
    m_scene->showPosition(m_position, Move::none()); // the piece back where it was
    m_scene->pen()->set({});                         // no hint on the board: the words say it
    tell([played = numbered(before, move), line = numbered(before, expected)](const SanText& text) {
        return tr("%1 is not your line: your repertoire plays %2. Play it.")
            .arg(played.in(text), line.in(text));
    });
    const ferz::MoveList legal(m_position);
    m_scene->setLegalMoves(std::vector<Move>(legal.begin(), legal.end()));
}

void RepertoireDrill::showMove() {
    if (!m_line || m_done) return;
    m_shown = true;
    const Position before = m_position;
    const Move move = m_line->line.moves[m_ply];
    play(move);
    tell([san = numbered(before, move)](const SanText& text) {
        return tr("Your repertoire plays %1.").arg(san.in(text));
    });
    advance();
}

// The line is played to its end: graded as a training position and scheduled at once.
void RepertoireDrill::finish() {
    m_done = true;
    m_scene->setLegalMoves({});
    m_show->setEnabled(false);
    m_next->setEnabled(true);
    const int grade = gradeOf(true, m_wrong, m_shown);
    const Card card = review(m_line->card, grade);
    if (m_library)
        m_library->recordRepertoireLine(m_line->side, qint64(m_line->line.end), card,
                                        trainingDay() + card.intervalDays, grade == 5);
    const bool clean = m_wrong == 0 && !m_shown;
    tell([clean, days = card.intervalDays](const SanText&) {
        if (days == 1)
            return clean ? tr("Line done, without a wrong move. It comes back in 1 day.")
                         : tr("Line done. It comes back in 1 day.");
        return clean
                   ? tr("Line done, without a wrong move. It comes back in %n days.", nullptr, days)
                   : tr("Line done. It comes back in %n days.", nullptr, days);
    });
    showStatus();
    showPrompt();
    emit lineDone(grade);
}

void RepertoireDrill::showStatus() {
    if (!m_library) {
        m_status->setText(tr("Opening the game library…"));
        return;
    }
    const TrainingStats s = m_library->trainingStats(trainingDay());
    m_status->setText(
        tr("Lines of your repertoire due now: %1 of %2.").arg(s.linesDue).arg(s.lines));
}

void RepertoireDrill::showPrompt() {
    if (!m_line) {
        m_prompt->setText(tr("No line of your repertoire is due."));
        if (m_feedback->text().isEmpty() || m_done)
            m_feedback->setText(
                tr("Add lines from the opening tree (Insert), from the move list's menu (Add "
                   "Line to Repertoire) or from a PGN file (Library → Import Repertoire…). Ferz "
                   "plays your opponent's moves of each line, and you answer with yours."));
        return;
    }
    if (m_done) {
        m_prompt->setText(tr("Line done."));
        return;
    }
    m_prompt->setText(m_line->side == White ? tr("Your repertoire as White: your move.")
                                            : tr("Your repertoire as Black: your move."));
}

// Shown with the window's moves, said with letters.
void RepertoireDrill::tell(const std::function<QString(const SanText&)>& words) {
    m_feedback->setText(words(m_sanText));
    m_said->announce(words(SanText()));
}
