// Help: a short guide to Ferz (how to move, the clock, the levels, the review), and the list
// of every keyboard shortcut, read from the window's own actions so it is never out of date.
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QTableWidget;
class QTextBrowser;

class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);
    QTextBrowser* text() const { return m_text; }
    /// The guide as HTML, in the user's language.
    static QString guide();

private:
    QTextBrowser* m_text;
};

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    /// Lists the shortcuts of `actions` (those without one are left out) and the keys of the
    /// board and the move field.
    explicit ShortcutsDialog(const QList<QAction*>& actions, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};
