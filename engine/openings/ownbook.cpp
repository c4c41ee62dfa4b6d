#include "ownbook.h"

namespace ferz {

Parsed<PolyglotBook> ownBook() {
    return PolyglotBook::fromBytes(ownBookBytes());
}

} // namespace ferz
