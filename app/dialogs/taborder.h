// Tab order as a dialog is read. Qt's default follows the order the widgets were made in,
// which is not always the order of the layout.
#pragma once

#include <QWidget>

#include <initializer_list>

/// Tab goes from each of `widgets` to the next.
inline void chainTabOrder(std::initializer_list<QWidget*> widgets) {
    QWidget* previous = nullptr;
    for (QWidget* w : widgets) {
        if (previous) QWidget::setTabOrder(previous, w);
        previous = w;
    }
}
