#include "openingbook.h"

#include "coremessage.h"
#include "ownbook.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace OpeningBook {

std::shared_ptr<const ferz::PolyglotBook> load(const QString& choice, QString* error) {
    if (choice == none()) return nullptr;
    const bool ownOne = choice == own() || choice.isEmpty();
    ferz::Parsed<ferz::PolyglotBook> book =
        ownOne ? ferz::ownBook()
               : ferz::PolyglotBook::load(QFile::encodeName(choice).toStdString());
    if (!book) {
        if (error)
            *error = QCoreApplication::translate("OpeningBook",
                                                 "%1 cannot be used as an opening book: %2.")
                         .arg(ownOne ? QCoreApplication::translate("OpeningBook", "Ferz's book")
                                     : QFileInfo(choice).fileName(),
                              trCore(book.reason()));
        return nullptr;
    }
    return std::make_shared<const ferz::PolyglotBook>(std::move(book).value());
}

} // namespace OpeningBook
