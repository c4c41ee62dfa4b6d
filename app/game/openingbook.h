// The opening books a game against Ferz can use: Ferz's own (compiled into the program),
// none, or a Polyglot file of the user's.
//
// Threading contract: GUI thread; the book it gives is immutable and may be shared with the
// engine's thread.
#pragma once

#include "polyglot.h"

#include <QString>

#include <memory>

namespace OpeningBook {

/// The names of the choices that are not files (a preference's value, an autosave tag).
inline QString own() {
    return QStringLiteral("ferz");
}
inline QString none() {
    return QStringLiteral("none");
}

/// The book of `choice`: own(), none() (nullptr), or a file's path. A file that cannot be
/// used gives nullptr, and `error` says why in the user's language.
std::shared_ptr<const ferz::PolyglotBook> load(const QString& choice, QString* error = nullptr);

} // namespace OpeningBook
