// Finding an opening by what the user types, over a model of opening names (New Game's list):
// every word typed is in the name or its ECO code, in any order and in part ("sicil najd"),
// whatever the case, the accents ("Grunfeld" finds "Grünfeld", "reti" finds "Réti") and the
// side of the Atlantic the spelling comes from ("Defence" finds "Defense", "Centre" finds
// "Center").
//
// Threading contract: GUI thread only.
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

#include <vector>

class OpeningSearch : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OpeningSearch(QObject* parent = nullptr);

    /// Offers the names that hold every word of `typed`; all of them when it is empty.
    void setQuery(const QString& typed);
    /// `text` as it is compared: small letters, no accents, American spelling.
    static QString fold(const QString& text);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    QStringList m_words;
    mutable std::vector<QString> m_folded; // the source's names, folded once
};
