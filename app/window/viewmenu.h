// The View menu: the board's orientation, and the preferences of how Ferz looks and sounds —
// the board's colours, the animation's speed, the sound, the computer's analysis while it
// thinks, moves written with figurines — and the language of the interface, which changes at
// once. It keeps the preferences up to date; the window applies each change (the signals).
//
// Threading contract: GUI thread only.
#pragma once

#include <QMenu>

class ActionCollection;
class Language;
class QActionGroup;
class QSettings;
struct Preferences;

class ViewMenu : public QMenu {
    Q_OBJECT
public:
    /// Changes `prefs`, and the language (in `language` and in `settings`), as the user chooses;
    /// all three must outlive the menu. Registers itself ("view") and its actions in `actions`
    /// (Flip Board first), so their shortcuts work anywhere in the window.
    ViewMenu(ActionCollection& actions, Preferences& prefs, QSettings& settings,
             Language& language);

    /// Checks the entries as the preferences have them.
    void sync();

signals:
    void flipRequested();
    void themeChanged(const QString& id);
    void animationChanged(int ms);
    void soundChanged(bool on);
    void speechChanged(bool on);
    void showThinkingChanged(bool on);
    void figurinesChanged(bool on);

private:
    QAction* addToggle(ActionCollection& actions, const QString& name, const QKeySequence& key);
    void addLanguages();
    void retranslate();

    Preferences& m_prefs;
    QSettings& m_settings;
    Language& m_language;
    QAction* m_flip;
    QAction* m_sound;
    QAction* m_speech;
    QAction* m_showThinking;
    QAction* m_figurines;
    QActionGroup* m_themes;
    QActionGroup* m_animations;
    QMenu* m_themeMenu;
    QMenu* m_animationMenu;
    QMenu* m_languageMenu;
};
