// The panel beside the board: the opening reached, what the computer is thinking (when the
// user wants to see it), the move list, the post-game analysis, the field to type a move in and the
// hints used. The clocks are in the player strips (PlayerStrip). It reads the game controller and
// never changes it: a typed move goes to the window (moveTyped).
//
// Threading contract: GUI thread only.
#pragma once

#include <QWidget>

class AnalysisPanel;
class GameController;
class MoveList;
class QLabel;
class QLineEdit;
struct SearchProgress;

/// The size hint of a panel held in the column (the opening tree, the analysis board's, the
/// post-game analysis): its layout's, with the lines of its wrapped labels counted at the
/// panel's own width. QWidget's counts them at the layout's narrowest width, a word a line, and
/// the column then gave a panel rows it left empty (the tree refused during a game took 196 px
/// for two lines of 14).
QSize columnPanelHint(const QWidget& panel);

class SidePanel : public QWidget {
    Q_OBJECT
public:
    /// Follows the computer's progress; `game` must outlive the panel.
    explicit SidePanel(const GameController& game, QWidget* parent = nullptr);

    MoveList* moveList() const { return m_moveList; }
    AnalysisPanel* analysis() const { return m_analysis; }
    QLineEdit* moveEntry() const { return m_moveEntry; }

    /// Puts `widget` (the analysis board's panel, the opening tree) above the move list; Tab
    /// takes `tabStops`, its controls, in their order, before the move list.
    void addAboveMoves(QWidget* widget, const QList<QWidget*>& tabStops);
    /// The panel's controls in the order Tab takes them, from its top: those of the widgets
    /// above the moves, the move list, the post-game analysis's Cancel, the move field.
    QList<QWidget*> tabChain() const;
    /// Whether the computer's depth and evaluation are shown while it thinks.
    void setShowThinking(bool on) { m_showThinking = on; }
    /// What a typed move came to: an empty error clears the field, else the error is shown.
    void setMoveError(const QString& error);
    /// Whether the computer thinks, and the hints used.
    void updateState();
    /// The opening reached at the position on show ("C50 Italian Game"); empty for none.
    void setOpening(const QString& text);

signals:
    /// The user typed `text` and pressed Enter.
    void moveTyped(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void keepWrappedLabelsWhole(QWidget* widget);
    QList<QLabel*> m_wrapped; // children: they live as long as the panel

    void retranslate();
    bool thinkingShown() const;
    void onProgress(const SearchProgress& progress);

    const GameController& m_game;
    bool m_showThinking = false;
    QLabel* m_opening;
    QLabel* m_thinking;
    MoveList* m_moveList;
    AnalysisPanel* m_analysis;
    QLineEdit* m_moveEntry;
    QLabel* m_moveError;
    QLabel* m_hints;
    QList<QWidget*> m_aboveMovesTabStops;
};
