#include "helpactions.h"

#include "actioncollection.h"
#include "helpdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QMessageBox>

HelpActions::HelpActions(ActionCollection& actions) : QObject(&actions), m_actions(actions) {
    QWidget* window = actions.window();
    actions.add("help", QKeySequence::HelpContents, this, [window] { HelpDialog(window).exec(); });
    // Every action of the window, those of the View menu's languages and glyphs included.
    actions.add("shortcuts", QKeySequence(), this,
                [window] { ShortcutsDialog(window->actions(), window).exec(); });
    actions.add("about", QKeySequence(), this, [this] { about(); });
    connect(&actions, &ActionCollection::retranslate, this, &HelpActions::retranslate);
    retranslate();
}

void HelpActions::retranslate() {
    m_actions.action(QStringLiteral("help"))->setText(tr("Ferz &Help"));
    m_actions.action(QStringLiteral("shortcuts"))->setText(tr("&Keyboard Shortcuts"));
    m_actions.action(QStringLiteral("about"))->setText(tr("&About Ferz"));
}

void HelpActions::about() {
    QMessageBox::about(
        m_actions.window(), tr("About Ferz"),
        tr("<h3>Ferz %1</h3><p>A chess program: play the computer, review the game.</p>"
           "<p>Free software under the GNU General Public License, version 3 or later.</p>"
           "<p>Pieces: the Cburnett set by Colin M. L. Burnett (GPL). Sounds and icon made "
           "for Ferz.</p>")
            .arg(QCoreApplication::applicationVersion()));
}
