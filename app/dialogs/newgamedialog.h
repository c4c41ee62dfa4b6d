// The New game dialog: the user's name and side, the computer's level and opening book, the
// clock (a preset, or minutes and an increment of the user's own), the variant (standard chess
// or Chess960, its start position by number or at random, its back rank shown) and, if wanted,
// a named opening to practise (a searchable list) or a start position as FEN (a broken one is
// explained with the rules core's own message).
#pragma once

#include "gamecontroller.h"
#include "preferences.h"
#include "rating.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    /// `engines`: the external engines the user may choose instead of Ferz.
    NewGameDialog(const Preferences& prefs, const QList<EngineConfig>& engines,
                  QWidget* parent = nullptr);

    /// The choices, written back into `prefs` (the start position is not remembered).
    void storeIn(Preferences& prefs) const;
    /// The game to start; a random side is drawn here.
    GameSetup setup() const;

    QComboBox* opponentBox() const { return m_opponent; }
    QComboBox* sideBox() const { return m_side; }
    QComboBox* levelBox() const { return m_level; }
    QComboBox* clockBox() const { return m_clock; }
    QSpinBox* minutesBox() const { return m_minutes; }
    QSpinBox* incrementBox() const { return m_increment; }
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* otherNameEdit() const { return m_otherName; }
    QCheckBox* turnBoardBox() const { return m_turnBoard; }
    /// Whether the opponent chosen is another person at this board.
    bool twoPlayers() const;
    QLineEdit* fenEdit() const { return m_fen; }
    QComboBox* bookBox() const { return m_book; }
    QComboBox* openingBox() const { return m_opening; }
    /// Standard chess (index 0) or Chess960 (1), and Chess960's start position: its number,
    /// or -1 (shown as "Random") for one drawn when the game starts.
    QComboBox* variantBox() const { return m_variant; }
    QSpinBox* chess960Box() const { return m_chess960; }
    /// The back rank of the Chess960 position chosen, in figurines.
    QLabel* chess960Rank() const { return m_chess960Rank; }
    bool chess960() const;
    /// Chooses the book file at `path` as a user would with "Other book file…": a file that
    /// is not a book is refused, with the reason shown, and the choice stays as it was.
    bool chooseBookFile(const QString& path);

    /// The user's rating after `games` rated games: with one game or more, the dialog suggests
    /// the level that gives about even chances and one a bit harder.
    void setRating(const ferz::Rating& rating, int games);
    /// Whether the game set up will count for the rating, and if not why, in words.
    QLabel* ratedLabel() const { return m_rated; }
    /// The suggested levels' buttons (hidden without a rating, or against another opponent).
    QPushButton* evenButton() const { return m_even; }
    QPushButton* harderButton() const { return m_harder; }

private:
    void fitHeight();
    void validate();
    void presetChosen();
    void fillLevels();
    const EngineConfig* engine() const; // the opponent, when it is an external engine
    void clockEdited();
    void bookChosen();
    void openingChosen();
    void variantChosen();
    void updateRating();

    QList<EngineConfig> m_engines;
    int m_bookIndex = 0; // the book chosen before "Other book file…"
    int m_ferzElo = 0;   // the levels chosen last, kept while the opponent changes
    int m_engineElo = 0;
    QComboBox* m_opponent;
    QComboBox* m_side;
    QComboBox* m_level;
    QLineEdit* m_name;
    QLineEdit* m_otherName;
    QCheckBox* m_turnBoard;
    QComboBox* m_clock;
    QSpinBox* m_minutes;
    QSpinBox* m_increment;
    QComboBox* m_book;
    QLabel* m_bookError;
    QComboBox* m_opening;
    QLabel* m_openingNone; // no opening's name holds what was typed
    QComboBox* m_variant;
    QSpinBox* m_chess960;
    QLabel* m_chess960Rank;
    QWidget* m_chess960Row;
    QLineEdit* m_fen;
    QLabel* m_fenError;
    QLabel* m_rated;
    QWidget* m_suggestions;
    QPushButton* m_even;
    QPushButton* m_harder;
    std::optional<ferz::Rating> m_rating;
    QDialogButtonBox* m_buttons;
};
