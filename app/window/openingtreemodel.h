// What the opening tree shows of a position: the moves the library's games played from it
// (Library::tree: games, the score of the side to move, draws, Ferz's average level, the last
// date), the most played first, and then the moves of the opening book that no game played,
// the heaviest first; each move's share of the book's weight is beside it in its own column.
// Each row is also one sentence for a screen reader (the first column's accessible text):
// "e4, 120 games, White scores 54 percent, 30 draws, last played 2025.03.01". A move of the
// user's repertoire has a star in its own column, and the sentence says so ("…, in your
// repertoire as White").
//
// It is a model apart from its view (OpeningTreePanel) so that tests read its rows directly.
//
// Threading contract: GUI thread only.
#pragma once

#include "library.h"
#include "polyglot.h"
#include "position.h"
#include "repertoire.h"
#include "santext.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

class OpeningTreeModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        MoveColumn,
        MineColumn, // a star for a move of the user's repertoire
        GamesColumn,
        ScoreColumn,
        DrawsColumn,
        OpponentColumn,
        DateColumn,
        BookColumn,
        ColumnCount
    };

    explicit OpeningTreeModel(QObject* parent = nullptr);

    /// A new position, with the book's moves in it (in the book's order); the library's moves
    /// follow with setLibraryMoves().
    void setPosition(const ferz::Position& position, const std::vector<ferz::BookMove>& book);
    /// The library's moves from the position shown (Library::tree's order).
    void setLibraryMoves(const QList<TreeMove>& moves);
    /// No position: no rows.
    void clear();
    void setSanText(const SanText& sanText);
    /// The user's repertoires, whose moves the rows mark (none: no marks); they must outlive
    /// the model, and repertoireChanged() says when they change.
    void setRepertoires(const ferz::Repertoire* white, const ferz::Repertoire* black);
    void repertoireChanged();
    /// The repertoires that hold the move of `row`: White's, Black's, both or none.
    QList<ferz::Color> repertoiresOf(int row) const;

    const ferz::Position& position() const { return m_position; }
    /// The move of `row` (Move::none() outside the rows).
    ferz::Move moveAt(int row) const;
    /// How many rows come from the library's games (the first ones).
    int libraryRows() const;
    /// Whether a row has an opponent's level or rating (else its column says nothing and may
    /// hide).
    bool hasOpponents() const;
    /// The row as a screen reader says it.
    QString sentence(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        ferz::Move move;
        std::string san; // English
        std::optional<TreeMove> games;
        std::optional<double> bookPercent;
    };
    void rebuild();
    QString cell(const Row& row, int column) const;

    ferz::Position m_position;
    std::vector<ferz::BookMove> m_book;
    QList<TreeMove> m_games;
    std::vector<Row> m_rows;
    SanText m_sanText;
    const ferz::Repertoire* m_white = nullptr;
    const ferz::Repertoire* m_black = nullptr;
};
