// The Games window: the game library as a list to sort and filter (text, opponent, level,
// colour, result, period, variant, a kind of ending, a position reached), with the games to open
// for review, export as PGN or delete, and PGN files to import (lichess and chess.com exports among
// them) with a progress bar and a Cancel button. It reads through a Library of its own in the GUI
// thread; imports go to the LibraryStore's worker, and the list follows what the worker changes.
#pragma once

#include "engineconfig.h"
#include "library.h"
#include "librarymodel.h"
#include "ratinghistory.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QHash>
#include <QList>

#include <memory>
#include <optional>

class BatchAnalysis;
class LibraryStore;
class QComboBox;
class QGridLayout;
class QFrame;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class RatingPage;
class StatisticsPage;
class QTableView;
class QTimer;

class GamesWindow : public QDialog {
    Q_OBJECT
public:
    /// `playerName` and `otherNames`: the user's names, to know their games among those
    /// imported (Preferences::playerName, otherNames).
    GamesWindow(LibraryStore& store, QString playerName, QStringList otherNames,
                QWidget* parent = nullptr);
    ~GamesWindow() override;

    void setUserNames(const QString& playerName, const QStringList& otherNames);
    /// Takes the user's other names from text separated by commas, as the Your Names button
    /// does after its question; `otherNamesChanged` follows when they changed.
    void setOtherNames(const QString& text);
    /// Imports these files, as the Import button does after its file dialog.
    void importFiles(const QStringList& files);
    /// Analyses the selected games in the background, as the Analyse button does; each is
    /// stored again with its analysis (and its training positions, when it is the user's).
    void analyseSelected();
    /// The engine that judges the analyses (nullopt: Ferz's own), and its first look's nodes
    /// a position (the review's 200,000 unless told).
    void setJudge(std::optional<EngineConfig> engine) { m_judge = std::move(engine); }
    void setAnalysisNodes(std::uint64_t nodes) { m_analysisNodes = nodes; }

    LibraryModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QLineEdit* searchField() const { return m_search; }
    QComboBox* opponentBox() const { return m_opponent; }
    QComboBox* levelBox() const { return m_level; }
    QComboBox* colourBox() const { return m_colour; }
    QComboBox* scoreBox() const { return m_score; }
    QComboBox* periodBox() const { return m_period; }
    QComboBox* variantBox() const { return m_variant; }
    QComboBox* materialBox() const { return m_material; }
    QLabel* countLabel() const { return m_count; }
    QLabel* statusLabel() const { return m_status; }
    QTabWidget* tabs() const { return m_tabs; }
    RatingPage* ratingPage() const { return m_rating; }
    StatisticsPage* statisticsPage() const { return m_statistics; }
    QProgressBar* progressBar() const { return m_progress; }
    QProgressBar* analysisBar() const { return m_analysisBar; }
    QPushButton* analyseButton() const { return m_analyse; }
    QPushButton* cancelAnalysisButton() const { return m_cancelAnalysis; }
    BatchAnalysis* batch() const { return m_batch; }
    /// The ids of the selected games, in the list's order.
    QList<qint64> selectedIds() const;
    /// The filter the controls make.
    LibraryFilter filter() const;
    /// Lists only the games that reached the position of `key` (Position::key()), in any move
    /// order, with `what` saying which position above the list ("after 12. Nf3") and a button
    /// that lists every game again. The other filters stay as they are.
    void showGamesWith(qint64 key, const QString& what);
    /// Lists the games of every position again.
    void clearPosition();
    QLabel* positionLabel() const { return m_positionText; }
    QPushButton* clearPositionButton() const { return m_clearPosition; }

    /// Exports the selected games to `path`, all or nothing; false and a message on failure.
    bool exportTo(const QString& path);
    /// Deletes the selected games, without asking (the Delete button asks first).
    void removeSelected();

signals:
    /// The user asked to open this game (its PGN) for review.
    void openRequested(const QString& pgn);
    /// The user's other names, as they set them (to keep in the preferences).
    void otherNamesChanged(const QStringList& names);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// What the last import or export did, beside the count.
    void showStatus(const QString& text);
    void openLibrary();
    void reload();
    void readAgain();
    void fillOpponents();
    void updateButtons();
    void openCurrent();
    void askExport();
    void askRemove();
    void askImport();
    void askNames();
    void onImported(const ImportResult& result);
    void onAnalysed(int analysed, int failed, bool cancelled, const QString& firstFailure);
    void retranslate();
    void fitColumns();
    /// The filter boxes on one row when their choices fit it whole, else on two.
    void arrangeFilters();
    void showStatistics();
    void showPosition();
    /// Names the progress bar for what it shows: an import, or the update of an older library.
    void nameProgress();

    LibraryStore& m_store;
    QGridLayout* m_filters;
    int m_filterRows = 0;
    QString m_playerName;
    QStringList m_otherNames;
    std::unique_ptr<Library> m_library; // the reader, in this thread
    LibraryModel* m_model;
    QTableView* m_table;
    QLineEdit* m_search;
    QComboBox* m_opponent;
    QComboBox* m_level;
    QComboBox* m_colour;
    QComboBox* m_score;
    QComboBox* m_period;
    QComboBox* m_variant;
    QComboBox* m_material;
    QWidget* m_positionRow; // the position searched for, and the button that clears it
    QLabel* m_positionText;
    QPushButton* m_clearPosition;
    std::optional<qint64> m_positionKey;
    QString m_positionWhat;
    QLabel* m_count;      // how many games
    QFrame* m_statusRule; // between the count and the status, once there is one
    QLabel* m_status;     // what the last import or export did
    QProgressBar* m_progress;
    QPushButton* m_open;
    QPushButton* m_export;
    QPushButton* m_delete;
    QPushButton* m_import;
    QPushButton* m_names;
    QPushButton* m_cancel;
    QTimer* m_searchTimer;  // a search runs once typing pauses
    QTimer* m_changedTimer; // the list is read again once the writer is quiet
    QTabWidget* m_tabs;
    RatingPage* m_rating;
    StatisticsPage* m_statistics;
    bool m_stale = false;     // the writer changed the library while the window was hidden
    bool m_migrating = false; // the progress shown is the writer's update of an older library
    BatchAnalysis* m_batch;
    QPushButton* m_analyse;
    QProgressBar* m_analysisBar;
    QPushButton* m_cancelAnalysis;
    std::optional<EngineConfig> m_judge;
    std::uint64_t m_analysisNodes = 200'000;
};
