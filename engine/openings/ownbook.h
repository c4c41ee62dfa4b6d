// Ferz's own opening book (resources/book/ferz.bin), compiled into the core: the desktop game
// plays from it, and so does ferz-engine with OwnBook on and no BookFile, with no file to find.
#pragma once

#include "polyglot.h"

#include <string_view>

namespace ferz {

/// The bytes of Ferz's own book, a Polyglot `.bin` file (generated from resources/book).
std::string_view ownBookBytes();

/// Ferz's own book, read from ownBookBytes().
Parsed<PolyglotBook> ownBook();

} // namespace ferz
