// The analysis board's panel above the move list: the engine, the number of lines, its threads
// and hash, and the lines themselves, each with its evaluation from White's side ("+1.23",
// "#5"), its depth and its moves in SAN with the piece letters of the user's language (or
// figurines). A click on a move of a line asks for the line up to it to be played into the
// record (lineClicked).
//
// The lines are drawn at most ten times a second, however often the engine reports, and not
// while the pointer moves over them (the move clicked is the one seen); the lines of a new
// position replace the old ones at once (none is ever shown for a position it is not about). After
// each drawing, shown() lets the window draw the evaluation bar and the arrows.
//
// Threading contract: GUI thread only.
#pragma once

#include "liveanalysis.h"
#include "santext.h"
#include "sidepanel.h"

#include <QElapsedTimer>
#include <QList>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QToolButton;

class EnginePanel : public QWidget {
    Q_OBJECT
public:
    /// In the column beside the board: see SidePanel::keepWrappedLabelsWhole.
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return columnPanelHint(*this); }
    /// Shows the lines of `analysis`, which must outlive the panel.
    explicit EnginePanel(LiveAnalysis& analysis, QWidget* parent = nullptr);

    /// The engines the user may choose (besides Ferz's own), and the settings to show.
    void setEngines(const QList<EngineConfig>& engines);
    void showSettings(const LiveAnalysis::Settings& settings);

    /// The lines as drawn last (what the user sees), and the position they are for.
    const std::vector<AnalysisLine>& shownLines() const { return m_shown; }
    const ferz::Position& shownPosition() const { return m_shownPosition; }
    /// How many times the lines were drawn.
    int paints() const { return m_paints; }
    QTextBrowser* view() const { return m_view; }
    QPushButton* restartButton() const { return m_restart; }
    QLabel* statusLabel() const { return m_status; }
    /// The controls Tab reaches, in the panel's order.
    QList<QWidget*> controls() const;
    /// The link of the `index`th move of line `line` (both from 0), as the view holds it.
    static QString moveLink(int line, int index);
    /// How the lines' moves are written: the piece letters of the language in use ("Nf3" is
    /// "Кf3" in Russian), or figurines.
    void setSanText(const SanText& sanText);

signals:
    /// The user changed the engine, the lines, the threads or the hash.
    void settingsChanged(const LiveAnalysis::Settings& settings);
    /// The user clicked a move: `moves` from the analysed position, up to and with it.
    void lineClicked(const std::vector<ferz::Move>& moves);
    /// The lines were drawn again (or cleared).
    void shown();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void onLinesChanged();
    void paint();
    bool frozen() const;
    void updateStatus();
    void onLink(const QUrl& url);
    LiveAnalysis::Settings chosenSettings() const;
    void fillSettingsMenu();

    LiveAnalysis& m_analysis;
    QList<EngineConfig> m_engines;
    QComboBox* m_engineBox;
    QLabel* m_linesLabel;
    QSpinBox* m_linesBox;
    QToolButton* m_settingsButton;
    QMenu* m_settingsMenu;
    QLabel* m_status;
    QPushButton* m_restart;
    QTextBrowser* m_view;
    int m_threads = 1, m_hash = 64;
    bool m_syncing = false; // settings being shown, not chosen

    QTimer m_paintLater;
    QElapsedTimer m_sincePaint;
    QElapsedTimer m_sinceAiming; // since the pointer last moved over the lines
    std::vector<AnalysisLine> m_shown;
    ferz::Position m_shownPosition;
    int m_paints = 0;
    SanText m_sanText;
};
