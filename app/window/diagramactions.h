// Diagrams of the position on show: Copy Position as Image (the clipboard gets a PNG image and
// the SVG) and Export Diagram… (PNG or SVG, by the file's suffix), drawn from the position and
// the pen's drawings (diagram.h), in the board's colours or a print style, with the choices of
// DiagramDialog, which the copy uses too.
//
// Threading contract: GUI thread only.
#pragma once

#include "diagram.h"

#include <QObject>

class ActionCollection;
class BoardScene;
class QSettings;
class ReviewNavigator;

class DiagramActions : public QObject {
    Q_OBJECT
public:
    /// Registers "copyDiagram" and "exportDiagram"; every reference must outlive it.
    DiagramActions(ActionCollection& actions, const ReviewNavigator& review,
                   const BoardScene& scene, QSettings& settings);

    /// The style of the board on show: its colours, orientation and last move.
    DiagramStyle boardStyle() const;
    void copy();
    /// Asks the choices, then the file; false when cancelled or not written.
    bool exportDiagram();
    /// Writes the diagram to `path`: SVG for a ".svg", else PNG. An error says why.
    bool write(const QString& path, const DiagramStyle& style, QString* error = nullptr) const;

signals:
    /// Words for the status line ("The position was copied as an image.").
    void said(const QString& text);

private:
    void retranslate();

    ActionCollection& m_actions;
    const ReviewNavigator& m_review;
    const BoardScene& m_scene;
    QSettings& m_settings;
};
