# Writes the bytes of the file IN as a C++ array into OUT (cmake -DIN=… -DOUT=… -P embed.cmake):
# Ferz's own opening book, compiled into the core so that ferz-engine needs no file for OwnBook.
file(READ "${IN}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR size "${digits} / 2")
# Sixteen bytes a line: one Polyglot entry.
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUT}.new"
"// Generated from resources/book/ferz.bin by engine/openings/embed.cmake; do not edit.
#include \"ownbook.h\"

namespace {
alignas(16) constexpr unsigned char Bytes[${size}] = {
${bytes}};
} // namespace

std::string_view ferz::ownBookBytes() {
    return {reinterpret_cast<const char*>(Bytes), sizeof Bytes};
}
")
# Only a changed book is compiled again.
file(COPY_FILE "${OUT}.new" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.new")
