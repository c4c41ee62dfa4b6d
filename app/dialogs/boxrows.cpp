#include "boxrows.h"

#include <QComboBox>
#include <QGridLayout>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

int arrangeBoxesInRows(QGridLayout* grid, const QList<QComboBox*>& boxes, int width, int rows) {
    int widest = 0;
    for (QComboBox* box : boxes) {
        const QFontMetrics metrics = box->fontMetrics();
        int text = 0;
        for (int i = 0; i < box->count(); ++i)
            text = std::max(text, metrics.horizontalAdvance(box->itemText(i)));
        text = std::min(text, metrics.averageCharWidth() * 28); // a long name elides
        QStyleOptionComboBox option;
        option.initFrom(box);
        widest = std::max(widest, box->style()
                                      ->sizeFromContents(QStyle::CT_ComboBox, &option,
                                                         QSize(text, metrics.height()), box)
                                      .width());
    }
    const int count = int(boxes.size());
    const auto perRow = [count](int r) { return (count + r - 1) / r; };
    int fit = 1;
    while (fit < 4 && perRow(fit) * widest + (perRow(fit) - 1) * grid->spacing() > width) ++fit;
    if (fit == rows) return rows;
    for (QComboBox* box : boxes) grid->removeWidget(box);
    for (int i = 0; i < count; ++i) grid->addWidget(boxes[i], i / perRow(fit), i % perRow(fit));
    for (int c = 0; c < count; ++c) grid->setColumnStretch(c, c < perRow(fit) ? 1 : 0);
    return fit;
}
