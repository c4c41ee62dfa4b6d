// The Train window's Puzzles page: tactics from the set Ferz ships (ferz::Puzzle), as lichess's
// puzzles are solved. The next puzzle is a missed one that is due again (SM-2, as the user's
// mistakes come back), else one never tried, the nearest to the user's puzzle rating, of the
// theme chosen. The board is turned to the solver's side and the opponent's first move is
// played (the last move shown); each right move is answered by the opponent's reply, the last
// one solves it. A wrong move goes back and is explained in the review's words, by the same
// judgement the mistakes page uses (judgeAnswer, in a thread of its own); the user may try again,
// ask for a hint (the piece, then the move) or see the solution played out.
//
// Each attempt rates the user (Glicko-2, a puzzle rating apart from the game rating) against
// the puzzle: solved with no wrong move, hint or solution is a win, anything else a loss; the
// puzzle's own rating learns from the user's first attempt, as lichess's do. The attempt is
// kept in the library (schema 10) when it is settled, with its schedule when it was missed.
// The rating, its ± and course, the attempts and the streak are shown above and beside the
// board; the results can be exported as CSV.
//
// Threading contract: GUI thread only; the judgement of a wrong move runs in a QThread of its
// own and answers through a queued signal; the destructor waits for it.
#pragma once

#include "engineconfig.h"
#include "library.h"
#include "puzzle.h"
#include "santext.h"

#include <QElapsedTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class BoardScene;
class BoardView;
class LibraryStore;
class LiveRegion;
class QComboBox;
class QLabel;
class QPushButton;
class QThread;
class QTimer;
class RatingGraph;

class PuzzlePage : public QWidget {
    Q_OBJECT
public:
    /// A puzzle from the set has this deviation before the user's results refine it.
    static constexpr double PuzzleDeviation = 100;

    /// `puzzles`: the set (shippedPuzzles(), or a test's).
    PuzzlePage(LibraryStore& store, std::vector<ferz::Puzzle> puzzles, QWidget* parent = nullptr);
    ~PuzzlePage() override;

    /// The set Ferz ships (:/puzzles/puzzles.tsv); `problems`: its lines that did not read.
    static std::vector<ferz::Puzzle> shippedPuzzles(std::vector<std::string>* problems = nullptr);
    /// The results as CSV: a header, then one line an attempt, the oldest first.
    static QString attemptsCsv(const QList<PuzzleAttempt>& attempts);

    /// Opens the library (once) and shows the next puzzle, unless one is under way.
    void refresh();
    /// Plays `move` as the answer, as the board does.
    void answer(ferz::Move move);
    /// The piece to move, then the move (a second time).
    void hint();
    /// Plays the rest of the solution out; the attempt is a miss.
    void showSolution();
    /// The next puzzle (an attempt under way that went wrong is settled as a miss).
    void next();
    /// Puzzles of this theme only (nullopt: any).
    void setTheme(std::optional<ferz::PuzzleTheme> theme);
    /// Writes the results to `path` as CSV (safely: all or nothing); `error` says why not.
    bool exportResults(const QString& path, QString* error) const;
    void setSanText(const SanText& sanText);
    void setJudge(std::optional<EngineConfig> engine) { m_judge = std::move(engine); }

    const ferz::Puzzle* current() const {
        return m_index >= 0 ? &m_puzzles[size_t(m_index)] : nullptr;
    }
    /// The position on the board.
    const ferz::Position& position() const { return m_pos; }
    /// Missed puzzles due today (0 before the library is open).
    int dueCount() const;
    bool judging() const { return m_judging != nullptr; }
    bool playingOut() const;
    QLabel* statsLabel() const { return m_stats; }
    QLabel* promptLabel() const { return m_prompt; }
    QLabel* feedbackLabel() const { return m_feedback; }
    QPushButton* hintButton() const { return m_hint; }
    QPushButton* solutionButton() const { return m_solution; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* exportButton() const { return m_export; }
    QComboBox* themeBox() const { return m_themes; }
    RatingGraph* graph() const { return m_graph; }
    BoardScene* scene() const { return m_scene; }

signals:
    /// A move was judged: right, or wrong (after its explanation).
    void answered(bool right);
    /// An attempt was settled and kept.
    void settled(bool solved);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void showStats();
    void showPuzzle();
    void play(ferz::Move move);
    void enableBoard();
    void onWrong(ferz::Move move, const QString& why);
    /// Keeps the attempt; `quiet`: without a word or a signal (the page is going).
    void settle(bool solved, bool quiet = false);
    void solved();
    void playOutStep();
    void exportClicked();
    QString themesInWords(const ferz::Puzzle& puzzle) const;
    /// What is said, shown with the page's moves and said with letters.
    void tell(const std::function<QString(const SanText&)>& words);

    LibraryStore& m_store;
    std::unique_ptr<Library> m_library; // this thread's connection
    std::vector<ferz::Puzzle> m_puzzles;
    std::optional<ferz::PuzzleTheme> m_theme;
    int m_index = -1;      // the puzzle on show in m_puzzles
    ferz::Position m_pos;  // on the board
    size_t m_ply = 0;      // the index in its moves of the next one to play
    int m_wrong = 0;       // wrong moves tried
    int m_hintLevel = 0;   // for the move to find: 0 none, 1 the piece shown, 2 the move
    bool m_helped = false; // a hint was asked for
    bool m_sawSolution = false;
    bool m_settled = false; // the attempt is kept
    bool m_done = false;    // solved or played out: Next goes on
    QElapsedTimer m_clock;
    QThread* m_judging = nullptr;
    QTimer* m_playOut;

    BoardScene* m_scene;
    BoardView* m_view;
    QLabel* m_stats;
    QLabel* m_themeLabel;
    QComboBox* m_themes;
    QLabel* m_prompt;
    QLabel* m_feedback;
    QPushButton* m_hint;
    QPushButton* m_solution;
    QPushButton* m_next;
    QPushButton* m_export;
    RatingGraph* m_graph;
    LiveRegion* m_said;
    SanText m_sanText;
    std::optional<EngineConfig> m_judge;
};
