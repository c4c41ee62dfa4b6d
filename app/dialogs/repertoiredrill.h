// The Train window's Repertoire page: the user's opening repertoire drilled line by line. Of
// the lines due (Library::repertoireLines: never drilled, or due on the SM-2 schedule), one is
// chosen at random by how likely its opponent's moves are (their weights, as in the user's
// file; a seeded generator), and Ferz plays the opponent's moves of it on the board while the
// user answers with theirs. Another move of the repertoire there follows a line that plays it;
// a wrong move is put back and the repertoire's move is shown; Show the Move plays it. At the
// line's end it is graded as a training position is (5 without a wrong move, 3 after one, 1 when
// shown) and comes back on the same schedule.
//
// Moves are written in the user's letters or figurines (setSanText); what is said of an answer
// is announced (an unseen LiveRegion); the board works by keys as everywhere.
//
// Threading contract: GUI thread only; its library connection is its own.
#pragma once

#include "library.h"
#include "santext.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <random>

class BoardScene;
class BoardView;
class LibraryStore;
class LiveRegion;
class QLabel;
class QPushButton;

class RepertoireDrill : public QWidget {
    Q_OBJECT
public:
    explicit RepertoireDrill(LibraryStore& store, QWidget* parent = nullptr);
    ~RepertoireDrill() override;

    /// Reads the due lines again and starts the next one.
    void refresh();
    /// Plays `move` as the user's answer, as the board does.
    void answer(ferz::Move move);
    /// Plays the repertoire's move for the user (the line counts as shown).
    void showMove();
    void setSanText(const SanText& sanText);
    /// The generator's seed (the lines and the opponent's moves are chosen by it).
    void setSeed(std::uint64_t seed) { m_random.seed(seed); }

    /// The line being drilled (nullptr: none is due).
    const RepertoireDrillLine* current() const { return m_line ? &*m_line : nullptr; }
    /// The position on the board.
    const ferz::Position& position() const { return m_position; }
    /// Whether the line on show is finished (Next goes on).
    bool done() const { return m_done; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* promptLabel() const { return m_prompt; }
    QLabel* feedbackLabel() const { return m_feedback; }
    QPushButton* showButton() const { return m_show; }
    QPushButton* nextButton() const { return m_next; }
    BoardScene* scene() const { return m_scene; }
    BoardView* view() const { return m_view; }
    /// The controls in Tab's order.
    QList<QWidget*> tabChain() const;

signals:
    /// A line was finished and graded (for the window's counts and the tests).
    void lineDone(int grade);

protected:
    void changeEvent(QEvent* event) override;

private:
    void next();
    void play(ferz::Move move);
    void advance();
    void finish();
    void showStatus();
    void showPrompt();
    void retranslate();
    void tell(const std::function<QString(const SanText&)>& words);

    LibraryStore& m_store;
    std::unique_ptr<Library> m_library;
    std::mt19937_64 m_random;
    std::optional<RepertoireDrillLine> m_line;
    ferz::Position m_position;
    std::size_t m_ply = 0; // the next move of the line
    int m_wrong = 0;
    bool m_shown = false;
    bool m_done = false;
    BoardScene* m_scene;
    BoardView* m_view;
    QLabel* m_status;
    QLabel* m_prompt;
    QLabel* m_feedback;
    QPushButton* m_show;
    QPushButton* m_next;
    LiveRegion* m_said;
    SanText m_sanText;
};
