// Export Diagram's choices: the board's colours or a print style (black and white), the
// orientation, the coordinates, the arrows and marks, the size; a preview of the diagram as it
// will be. The choices are kept in the settings (diagram/…) and used by Copy Position as Image
// too.
//
// Threading contract: GUI thread only.
#pragma once

#include "diagram.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSettings;
class QSpinBox;

class DiagramDialog : public QDialog {
    Q_OBJECT
public:
    /// `base` holds what the dialog does not ask: the board's theme, the last move, and the
    /// orientation on show (for "as on the board").
    DiagramDialog(const ferz::Position& pos, const ferz::Drawings& drawings,
                  const DiagramStyle& base, QSettings& settings, QWidget* parent = nullptr);

    /// The style chosen.
    DiagramStyle style() const;
    /// `base` with the choices kept in `settings` (the defaults: board colours, as on the board,
    /// coordinates, drawings, 480 pixels).
    static DiagramStyle kept(const DiagramStyle& base, const QSettings& settings);
    /// Keeps the choices of `style` in the settings (the orientation as chosen in the dialog).
    void keep() const;

private:
    void updatePreview();

    ferz::Position m_position;
    ferz::Drawings m_drawings;
    DiagramStyle m_base;
    QSettings& m_settings;
    QComboBox* m_colors;
    QComboBox* m_orientation;
    QCheckBox* m_coordinates;
    QCheckBox* m_drawingsBox;
    QSpinBox* m_size;
    QLabel* m_preview;
};
