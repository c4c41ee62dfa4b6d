#include "viewmenu.h"

#include "boardtheme.h"
#include "preferences.h"

#include <QActionGroup>
#include <QSettings>

ViewMenu::ViewMenu(Preferences& prefs, QSettings& settings, QAction* flip, QWidget* window)
    : QMenu(tr("&View"), window), m_prefs(prefs), m_settings(settings),
      m_themes(new QActionGroup(this)), m_animations(new QActionGroup(this)) {
    addAction(flip);

    for (const BoardTheme& t : BoardTheme::all()) {
        auto* a = new QAction(t.name, m_themes);
        a->setCheckable(true);
        a->setData(t.id);
        connect(a, &QAction::triggered, this, [this, id = t.id] {
            m_prefs.theme = id;
            emit themeChanged(id);
        });
    }
    addMenu(tr("Board &Colours"))->addActions(m_themes->actions());

    const std::pair<int, QString> speeds[] = {
        {0, tr("Off")}, {120, tr("Fast")}, {200, tr("Normal")}, {350, tr("Slow")}};
    for (const auto& [ms, name] : speeds) {
        auto* a = new QAction(name, m_animations);
        a->setCheckable(true);
        a->setData(ms);
        connect(a, &QAction::triggered, this, [this, ms = ms] {
            m_prefs.animationMs = ms;
            emit animationChanged(ms);
        });
    }
    addMenu(tr("&Animation"))->addActions(m_animations->actions());

    m_sound = addToggle(QStringLiteral("sound"), tr("&Sound"), QKeySequence(Qt::Key_M));
    connect(m_sound, &QAction::triggered, this, [this](bool on) {
        m_prefs.sound = on;
        emit soundChanged(on);
    });
    m_showThinking = addToggle(QStringLiteral("showThinking"), tr("Show Computer's Anal&ysis"),
                               QKeySequence(Qt::Key_A));
    connect(m_showThinking, &QAction::triggered, this, [this](bool on) {
        m_prefs.showThinking = on;
        emit showThinkingChanged(on);
    });
    addLanguages();
}

QAction* ViewMenu::addToggle(const QString& name, const QString& text, const QKeySequence& key) {
    auto* a = addAction(text);
    a->setObjectName(name);
    a->setShortcut(key);
    a->setCheckable(true);
    parentWidget()->addAction(a); // the key works while the menu is closed
    return a;
}

// The languages Ferz speaks, each in its own words; the choice applies at the next start.
void ViewMenu::addLanguages() {
    QMenu* languages = addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString current = m_settings.value(QStringLiteral("ui/language")).toString();
    const std::pair<QString, QString> choices[] = {
        {QString(), tr("System Default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("uk"), QStringLiteral("Українська")}};
    for (const auto& [code, name] : choices) {
        QAction* a = languages->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setActionGroup(group);
        connect(a, &QAction::triggered, this, [this, code = code] {
            m_settings.setValue(QStringLiteral("ui/language"), code);
            emit notice(tr("The language changes when Ferz starts again."));
        });
    }
}

void ViewMenu::sync() {
    m_sound->setChecked(m_prefs.sound);
    m_showThinking->setChecked(m_prefs.showThinking);
    for (QAction* a : m_themes->actions()) a->setChecked(a->data() == m_prefs.theme);
    for (QAction* a : m_animations->actions()) a->setChecked(a->data() == m_prefs.animationMs);
}
