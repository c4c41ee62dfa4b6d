// The games of a PGN file, listed from their tags and the opening their first moves reach, to
// choose the one to open; a filter keeps the rows whose players, event, date, result or
// opening contain its text.
#pragma once

#include "pgn.h"

#include <QDialog>
#include <QList>
#include <QString>

class QLabel;
class QLineEdit;
class QTableWidget;

struct GameListEntry {
    ferz::PgnPlace place; // where the game is in the file
    QString white, black, result, event, date;
    QString opening; // the file's ECO, Opening and Variation tags, else the one Ferz names
};

class GamePicker : public QDialog {
    Q_OBJECT
public:
    GamePicker(const QString& fileName, const QList<GameListEntry>& games,
               QWidget* parent = nullptr);

    /// The chosen game's index in the list, or -1.
    int chosen() const;

    /// The games of a PGN stream as ferz::PgnReader finds them (the same games Open, the
    /// import and the fuzzers find), from their tags and the first moves of their main lines
    /// (fast, whatever the size: the rest of each game is skipped unread). `skipped` counts
    /// the games that could not be listed; `firstError` says why for the first; `encoding`
    /// is the stream's, for a reader of one of its games.
    static QList<GameListEntry> list(std::istream& in, int* skipped = nullptr,
                                     QString* firstError = nullptr,
                                     ferz::PgnEncoding* encoding = nullptr);

    QLineEdit* filterEdit() const { return m_filter; }
    QTableWidget* table() const { return m_table; }

private:
    static constexpr int Columns = 6;
    void applyFilter(const QString& text);

    QLineEdit* m_filter;
    QTableWidget* m_table;
    QLabel* m_count;
};
