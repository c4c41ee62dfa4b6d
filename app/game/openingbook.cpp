#include "openingbook.h"

#include "coremessage.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace OpeningBook {

namespace {

// Ferz's own book, from the program's resources (resources/book/ferz.bin).
ferz::Parsed<ferz::PolyglotBook> ownBook() {
    QFile file(QStringLiteral(":/book/ferz.bin"));
    if (!file.open(QIODevice::ReadOnly))
        return ferz::Parsed<ferz::PolyglotBook>::failure(
            FERZ_MSG("ferz::Book", "the file cannot be opened"));
    const QByteArray bytes = file.readAll();
    return ferz::PolyglotBook::fromBytes(std::string_view(bytes.constData(), bytes.size()));
}

} // namespace

std::shared_ptr<const ferz::PolyglotBook> load(const QString& choice, QString* error) {
    if (choice == none()) return nullptr;
    const bool ownOne = choice == own() || choice.isEmpty();
    ferz::Parsed<ferz::PolyglotBook> book =
        ownOne ? ownBook() : ferz::PolyglotBook::load(QFile::encodeName(choice).toStdString());
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
