// The moves of the game in SAN, numbered, two to a row; the move on show is selected and kept
// in view. Clicking a move asks to see the position after it.
#pragma once

#include <QStringList>
#include <QTableWidget>

class MoveList : public QTableWidget {
    Q_OBJECT
public:
    explicit MoveList(QWidget* parent = nullptr);

    /// The moves, starting at `firstMoveNumber` with White's or Black's move.
    void setMoves(const QStringList& sans, int firstMoveNumber, bool blackFirst);
    /// Marks the position after `plies` moves (0: the start, nothing marked).
    void setCurrentPly(int plies);
    int moveCount() const { return int(m_sans.size()); }

signals:
    /// The user clicked the move after which `plies` moves have been played.
    void plyClicked(int plies);

private:
    std::pair<int, int> cellOf(int ply) const;

    QStringList m_sans;
    int m_firstMoveNumber = 1;
    bool m_blackFirst = false;
};
