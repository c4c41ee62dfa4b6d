// Game → Print… (Ctrl+P) and Export as PDF… of the game on show: the choices of
// ScoreSheetDialog, then a print preview (whose Print button opens the system's print dialog)
// or a file; the layout is ScoreSheet's. Printing is always allowed: the sheet shows no help
// of the engine beyond what the record's comments already say.
//
// Threading contract: GUI thread only.
#pragma once

#include "scoresheet.h"

#include <QObject>

class ActionCollection;
class BoardScene;
class GameController;
class QPagedPaintDevice;
class QSettings;
class ReviewNavigator;
class ScoreSheetDialog;
struct Preferences;

class PrintActions : public QObject {
    Q_OBJECT
public:
    /// Registers "print" and "exportPdf"; every reference must outlive it.
    PrintActions(ActionCollection& actions, const GameController& game,
                 const ReviewNavigator& review, const BoardScene& scene, const Preferences& prefs,
                 QSettings& settings);

    /// Asks the choices, then shows the preview; false when cancelled.
    bool print();
    /// Asks the choices, then the file; false when cancelled or not written.
    bool exportPdf();
    /// Writes the sheet to `path` as PDF; an error says why.
    bool writePdf(const QString& path, const ScoreSheetOptions& options,
                  QString* error = nullptr) const;
    /// The options of the game on show: the language's letters or figurines, the board's theme.
    ScoreSheetOptions options() const;

signals:
    /// Words for the status line ("The game was written to …").
    void said(const QString& text);

private:
    void retranslate();
    ScoreSheetOptions chosen(const ScoreSheetDialog& dialog) const;

    ActionCollection& m_actions;
    const GameController& m_game;
    const ReviewNavigator& m_review;
    const BoardScene& m_scene;
    const Preferences& m_prefs;
    QSettings& m_settings;
};
