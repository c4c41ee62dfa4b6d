// The core's messages (why a FEN, a move or a PGN file cannot be read) in the user's language.
// The core keeps each as an English template and its arguments (engine/rules/message.h); here the
// template is looked up among the translations lupdate collected from the core's sources and
// the arguments are filled in. GUI thread or any other: it only reads installed translators.
#pragma once

#include "message.h"

#include <QString>

/// `message` translated, with its arguments in place: quoted text as it is, numbers with the
/// locale's grouping where the template says %L1, nested messages translated too.
QString trCore(const ferz::Message& message);
