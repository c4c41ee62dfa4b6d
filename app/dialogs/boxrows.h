// Combo boxes laid out in as few rows of a grid as let each show its widest choice whole.
#pragma once

#include <QList>

class QComboBox;
class QGridLayout;

/// Places `boxes` in `grid`, the same count to a row and the rows' width shared alike, in as
/// few rows (at most four) as let the widest choice of any box show whole in `width` pixels.
/// `rows` is the count they are in now (0 for none): nothing moves when it stays. Returns the
/// count of rows.
int arrangeBoxesInRows(QGridLayout* grid, const QList<QComboBox*>& boxes, int width, int rows);
