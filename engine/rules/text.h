// Small helpers for reading and quoting text that came from outside (FEN, SAN, UCI lines).
// Internal to ferzcore: error messages quote the user's text through these, so a message never
// carries control characters or a whole megabyte of garbage.
#pragma once

#include "message.h"

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz::text {

constexpr bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// The text in double quotes, cut after maxChars characters, with non-printable bytes shown as
// '?'.
inline std::string quoted(std::string_view text, std::size_t maxChars = 40) {
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size() && i < maxChars; ++i) {
        unsigned char ch = static_cast<unsigned char>(text[i]);
        out += (ch >= 32 && ch < 127) ? char(ch) : '?';
    }
    if (text.size() > maxChars) out += "...";
    return out + "\"";
}

// One character in single quotes, or words for a byte that cannot be shown.
inline Message::Arg quotedChar(char c) {
    unsigned char ch = static_cast<unsigned char>(c);
    if (ch >= 32 && ch < 127) return std::string{'\'', c, '\''};
    return FERZ_MSG("ferz::Text", "a non-printable byte");
}

// The words of `text`, separated by any run of white space.
inline std::vector<std::string_view> split(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i])) ++i;
        std::size_t start = i;
        while (i < text.size() && !isSpace(text[i])) ++i;
        if (i > start) words.push_back(text.substr(start, i - start));
    }
    return words;
}

inline std::string_view trim(std::string_view text) {
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

// A decimal number in [lo, hi], the whole text and nothing else; nullopt otherwise.
template <class T>
std::optional<T> parseNumber(std::string_view text, T lo, T hi) {
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
        return std::nullopt;
    return value;
}

} // namespace ferz::text
