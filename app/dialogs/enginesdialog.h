// The list of external UCI engines the user can play against: name, program, arguments and
// options ("Name=Value" lines). An entry is checked before it is kept. Rescan looks for the
// engines installed on the system (EngineScanner) and adds the ones not listed yet. Below the
// list: the engine that judges the analyses (Analyse Game, the training, the Games window's
// batch): Ferz's own, or one of the list.
#pragma once

#include "engineconfig.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class EngineScanner;
class QPushButton;

class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(const QList<EngineConfig>& engines, QWidget* parent = nullptr);

    const QList<EngineConfig>& engines() const { return m_engines; }
    /// The engine that judges the analyses, by name; empty: Ferz's own.
    QString reviewEngine() const;
    void setReviewEngine(const QString& name);

    void accept() override; // only when every entry is usable; else says why

    QListWidget* list() const { return m_list; }
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* programEdit() const { return m_program; }
    QLineEdit* argumentsEdit() const { return m_arguments; }
    QPlainTextEdit* optionsEdit() const { return m_options; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* rescanButton() const { return m_rescan; }
    QLabel* scanLabel() const { return m_scanStatus; }
    QComboBox* judgeBox() const { return m_judge; }
    EngineScanner* scanner() const { return m_scanner; }

private:
    void addEngine();
    void removeEngine();
    void showEngine(int row);
    void rescan();
    void onScanned(const QList<EngineConfig>& found);
    QString storeEdits(); // the form into the current entry; a bad options text's error
    void refillJudges();  // Ferz, then the listed engines, the choice kept by name

    QList<EngineConfig> m_engines;
    int m_row = -1;
    QListWidget* m_list;
    QLineEdit* m_name;
    QLineEdit* m_program;
    QLineEdit* m_arguments;
    QPlainTextEdit* m_options;
    QLabel* m_error;
    QPushButton* m_remove;
    QPushButton* m_rescan;
    QLabel* m_scanStatus;
    EngineScanner* m_scanner;
    QWidget* m_form;
    QComboBox* m_judge;
};
