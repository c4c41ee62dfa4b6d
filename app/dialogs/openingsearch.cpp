#include "openingsearch.h"

#include <QRegularExpression>

OpeningSearch::OpeningSearch(QObject* parent) : QSortFilterProxyModel(parent) {
    setFilterKeyColumn(0);
    connect(this, &QAbstractItemModel::modelReset, this, [this] { m_folded.clear(); });
    connect(this, &QSortFilterProxyModel::sourceModelChanged, this, [this] { m_folded.clear(); });
}

// The names are lichess's, in American English; what is typed may be British, or without the
// accents of "Grünfeld" and "Réti".
QString OpeningSearch::fold(const QString& text) {
    QString out;
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    out.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing) out += c.toCaseFolded();
    static const std::pair<QRegularExpression, QString> British[] = {
        {QRegularExpression(QStringLiteral("defence")), QStringLiteral("defense")},
        {QRegularExpression(QStringLiteral("centre")), QStringLiteral("center")},
        {QRegularExpression(QStringLiteral("manoeuvre")), QStringLiteral("maneuver")},
    };
    for (const auto& [british, american] : British) out.replace(british, american);
    return out;
}

void OpeningSearch::setQuery(const QString& typed) {
    m_words = fold(typed).split(QRegularExpression(QStringLiteral("[\\s,:]+")), Qt::SkipEmptyParts);
    invalidateFilter();
}

bool OpeningSearch::filterAcceptsRow(int row, const QModelIndex& parent) const {
    if (m_words.isEmpty()) return true;
    const int count = sourceModel()->rowCount(parent);
    if (m_folded.size() != std::size_t(count)) m_folded.assign(std::size_t(count), QString());
    QString& name = m_folded[std::size_t(row)];
    if (name.isEmpty())
        name = fold(sourceModel()->index(row, 0, parent).data().toString()) + QLatin1Char(' ');
    for (const QString& word : m_words)
        if (!name.contains(word)) return false;
    return true;
}
