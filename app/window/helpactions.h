// Help: Ferz Help (F1), the Keyboard Shortcuts (read from the window's actions, so never out of
// date) and About Ferz.
//
// Threading contract: GUI thread only.
#pragma once

#include <QObject>

class ActionCollection;

class HelpActions : public QObject {
    Q_OBJECT
public:
    /// Registers "help", "shortcuts" and "about" in `actions`, which must outlive it.
    explicit HelpActions(ActionCollection& actions);

private:
    void retranslate();
    void about();

    ActionCollection& m_actions;
};
