// The language of the interface: Ferz's own words and Qt's (the dialogs' buttons), installed on
// the application. Choosing another one takes effect at once: Qt sends every widget a
// QEvent::LanguageChange, and each says its words again (see changeEvent in the widgets).
//
// Threading contract: GUI thread only.
#pragma once

#include <QString>
#include <QTranslator>

#include <utility>
#include <vector>

class Language {
public:
    /// Speaks `code` at once (see use()).
    explicit Language(const QString& code) { use(code); }
    Language(const Language&) = delete;
    Language& operator=(const Language&) = delete;
    ~Language();

    /// Speaks `code` ("ru", "de"…) from now on; an empty code is the system's language. English
    /// needs no translation, and a language Ferz does not have falls back to English.
    void use(const QString& code);

    /// The languages Ferz speaks, each by its code and in its own words, after the system's
    /// choice (an empty code, no name: the menu says it in the current language).
    static std::vector<std::pair<QString, QString>> choices();

private:
    QTranslator m_qt;
    QTranslator m_ferz;
};
