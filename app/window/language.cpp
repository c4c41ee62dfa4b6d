#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

Language::~Language() {
    QCoreApplication::removeTranslator(&m_ferz);
    QCoreApplication::removeTranslator(&m_qt);
}

void Language::use(const QString& code) {
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale); // numbers and dates, in widgets made from now on
    QCoreApplication::removeTranslator(&m_ferz);
    QCoreApplication::removeTranslator(&m_qt);
    // load() forgets what the translator held before, even when it finds nothing.
    if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    if (m_ferz.load(locale, QStringLiteral("ferz"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&m_ferz);
}

std::vector<std::pair<QString, QString>> Language::choices() {
    return {{QString(), QString()},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("es"), QStringLiteral("Español")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("ru"), QStringLiteral("Русский")},
            {QStringLiteral("uk"), QStringLiteral("Українська")}};
}
