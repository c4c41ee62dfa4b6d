// The Train window: the user's own mistakes, brought back on a spaced-repetition schedule.
// Each position due today is shown on a board from the user's side: "find a better move". A
// move is judged by the engine (TrainingVerdict, in a thread of its own); a good one is
// accepted, another is explained in the review's words ("that hangs the queen") and the user
// may try again or see the solution. The answer schedules the position's return (SM-2: solved
// at the first try, later and later; after a miss, tomorrow). Above the board: what is due,
// the success rate and the streak, a line Tab reaches and a screen reader reads; what is said
// of an answer is announced (an unseen LiveRegion). Moves are written in the user's letters or
// figurines (setSanText).
//
// The window is a tab widget: the mistakes first, then the puzzles (PuzzlePage), then the user's
// repertoire drilled (RepertoireDrill).
#pragma once

#include "engineconfig.h"
#include "library.h"
#include "santext.h"

#include <QDialog>

#include <functional>
#include <memory>
#include <optional>

class BoardScene;
class BoardView;
class LiveRegion;
class LibraryStore;
class PuzzlePage;
class QCheckBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QThread;
class RepertoireDrill;

class TrainWindow : public QDialog {
    Q_OBJECT
public:
    /// `analyse`: whether the background analysis is on (the check box shows it).
    TrainWindow(LibraryStore& store, bool analyse, QWidget* parent = nullptr);
    ~TrainWindow() override;

    /// Reads what is due again and shows the next position (or that none is due).
    void refresh();
    /// Positions were added or answered elsewhere: the counts again, and the positions when
    /// none is on show.
    void libraryChanged();
    /// Plays `move` as the answer, as the board does.
    void answer(ferz::Move move);
    /// How moves are written: the language's piece letters, or figurines.
    void setSanText(const SanText& sanText);
    /// The engine that judges the answers (nullopt: Ferz's own), as it judges the games.
    void setJudge(std::optional<EngineConfig> engine);
    /// How the background analysis stands: games analysed of those to analyse, and why it
    /// waits (empty: it does not).
    void setAnalysisProgress(int analysed, int total, const QString& pause);

    const TrainingPosition* current() const { return m_due.isEmpty() ? nullptr : &m_due.front(); }
    QLabel* statsLabel() const { return m_stats; }
    QLabel* promptLabel() const { return m_prompt; }
    QLabel* feedbackLabel() const { return m_feedback; }
    QPushButton* solutionButton() const { return m_solution; }
    QPushButton* nextButton() const { return m_next; }
    QCheckBox* analyseBox() const { return m_analyse; }
    QLabel* analysisLabel() const { return m_analysis; }
    BoardScene* scene() const { return m_scene; }
    RepertoireDrill* drill() const { return m_drill; }
    bool judging() const { return m_judging != nullptr; }
    QTabWidget* pages() const { return m_tabs; }
    PuzzlePage* puzzlePage() const { return m_puzzles; }

signals:
    void analyseChanged(bool on);
    /// An answer was judged (for tests and the announcements).
    void judged(bool accepted);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showCurrent();
    void showStats();
    void onJudged(const ferz::Position& position, ferz::Move move, bool accepted,
                  const QString& why);
    void showSolution();
    void settle(const ferz::Position& position, ferz::Move move, bool solved);
    void finishPosition();
    void retranslate();
    /// What is said of an answer, shown with the window's moves and said with letters.
    void tell(const std::function<QString(const SanText&)>& words);

    LibraryStore& m_store;
    std::unique_ptr<Library> m_library; // this thread's connection
    QList<TrainingPosition> m_due;
    int m_wrong = 0; // wrong answers to the position on show

    bool m_done = false; // solved or shown: Next goes on
    QThread* m_judging = nullptr;
    BoardScene* m_scene;
    BoardView* m_view;
    QLabel* m_stats;
    QLabel* m_prompt;
    QLabel* m_feedback;
    QPushButton* m_solution;
    QPushButton* m_next;
    QCheckBox* m_analyse;
    LiveRegion* m_said; // what is said of an answer, for a screen reader
    SanText m_sanText;
    QLabel* m_analysis; // the background analysis's progress
    std::optional<EngineConfig> m_judge;
    int m_analysed = 0, m_toAnalyse = 0;
    QString m_pause;
    QTabWidget* m_tabs; // the pages: the mistakes, the puzzles, the repertoire
    PuzzlePage* m_puzzles;
    RepertoireDrill* m_drill;
};
