// Print's and Export as PDF's choices for a score sheet: the diagrams (where a comment asks for
// one, after the move on show, after the moves typed), their orientation and colours. The
// choices but the moves are kept in the settings (scoresheet/…); the moves belong to one game.
//
// Threading contract: GUI thread only.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSettings;

class ScoreSheetDialog : public QDialog {
    Q_OBJECT
public:
    enum Purpose { Print, Pdf };
    ScoreSheetDialog(Purpose purpose, QSettings& settings, QWidget* parent = nullptr);

    bool commentDiagrams() const;
    bool shownMoveDiagram() const;
    /// The moves typed, as "12, 20..., 31".
    QString diagramMoves() const;
    bool whiteBelow() const;
    bool boardColors() const;
    /// Keeps the choices in the settings.
    void keep() const;

private:
    QSettings& m_settings;
    QCheckBox* m_commentDiagrams;
    QCheckBox* m_shownDiagram;
    QLineEdit* m_moves;
    QComboBox* m_orientation;
    QCheckBox* m_boardColors;
};
