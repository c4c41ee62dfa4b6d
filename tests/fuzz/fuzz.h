// What the fuzz targets share: how a target reports a broken promise. A crash is not the only
// bug a fuzzer can find; when a parser accepts text and then disagrees with itself (a FEN that
// does not read back, an illegal move), the target calls fail() and libFuzzer keeps the input as
// a crash file, to be replayed with `./fuzz_x crash-…`.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace ferz::fuzz {

// The text with every byte that is not printable ASCII or a line break written as \xNN, cut
// after 600 bytes.
inline std::string escaped(std::string_view s) {
    std::string out;
    for (char c : s.substr(0, 600)) {
        const auto ch = static_cast<unsigned char>(c);
        if ((ch >= 32 && ch < 127 && ch != '\\') || ch == '\n') {
            out += c;
        } else {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02x", ch);
            out += hex;
        }
    }
    if (s.size() > 600) out += "... (" + std::to_string(s.size()) + " bytes)";
    return out;
}

// Stops the run with a message; libFuzzer then saves the input that got here.
[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
    const std::string d = escaped(detail);
    std::fprintf(stderr, "\n==ferz-fuzz== %.*s%s%s\n", int(what.size()), what.data(),
                 d.empty() ? "" : ": ", d.c_str());
    std::abort();
}

// A refusal must explain itself in a short sentence of printable ASCII (user text is quoted
// with such bytes replaced), as the parsers promise.
inline void checkError(std::string_view who, const std::string& error) {
    if (error.empty()) fail(std::string(who) + " refused the input without saying why");
    if (error.size() > 400) fail(std::string(who) + " gave an error of more than 400 bytes", error);
    for (char c : error) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch < 32 || ch >= 127) fail(std::string(who) + " gave an unprintable error", error);
    }
}

} // namespace ferz::fuzz
