#include "drawings.h"

#include <algorithm>

namespace ferz {

namespace {

std::optional<DrawColor> colorOfLetter(char c) {
    switch (c) {
    case 'G':
    case 'g': return DrawColor::Green;
    case 'R':
    case 'r': return DrawColor::Red;
    case 'B':
    case 'b': return DrawColor::Blue;
    case 'Y':
    case 'y': return DrawColor::Yellow;
    default: return std::nullopt;
    }
}

Square squareOf(std::string_view s) {
    if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return NoSquare;
    return makeSquare(s[0] - 'a', s[1] - '1');
}

} // namespace

bool Drawings::toggleArrow(DrawColor color, Square from, Square to) {
    const auto it = std::find_if(arrows.begin(), arrows.end(),
                                 [&](const DrawnArrow& a) { return a.from == from && a.to == to; });
    if (it == arrows.end()) {
        arrows.push_back({color, from, to});
        return true;
    }
    if (it->color == color) {
        arrows.erase(it);
        return false;
    }
    it->color = color;
    return true;
}

bool Drawings::toggleMark(DrawColor color, Square square) {
    const auto it = std::find_if(marks.begin(), marks.end(),
                                 [&](const DrawnMark& m) { return m.square == square; });
    if (it == marks.end()) {
        marks.push_back({color, square});
        return true;
    }
    if (it->color == color) {
        marks.erase(it);
        return false;
    }
    it->color = color;
    return true;
}

std::optional<DrawColor> Drawings::arrowColor(Square from, Square to) const {
    for (const DrawnArrow& a : arrows)
        if (a.from == from && a.to == to) return a.color;
    return std::nullopt;
}

std::optional<DrawColor> Drawings::markColor(Square square) const {
    for (const DrawnMark& m : marks)
        if (m.square == square) return m.color;
    return std::nullopt;
}

bool parseDrawingList(std::string_view list, bool arrows, Drawings& into) {
    Drawings read;
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        std::string_view item = list.substr(0, comma);
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
        if (item.empty()) continue; // "Ge2e4," as some programs end a list
        const std::optional<DrawColor> color = colorOfLetter(item[0]);
        if (!color || item.size() != (arrows ? 5u : 3u)) return false;
        const Square first = squareOf(item.substr(1, 2));
        const Square second = arrows ? squareOf(item.substr(3, 2)) : first;
        if (first == NoSquare || second == NoSquare) return false;
        if (arrows)
            read.arrows.push_back({*color, first, second});
        else
            read.marks.push_back({*color, first});
    }
    into.arrows.insert(into.arrows.end(), read.arrows.begin(), read.arrows.end());
    into.marks.insert(into.marks.end(), read.marks.begin(), read.marks.end());
    return true;
}

std::string drawingCommands(const Drawings& drawings) {
    std::string out;
    if (!drawings.marks.empty()) {
        out = "[%csl ";
        for (std::size_t i = 0; i < drawings.marks.size(); ++i) {
            if (i) out += ',';
            out += char(drawings.marks[i].color);
            out += squareName(drawings.marks[i].square);
        }
        out += ']';
    }
    if (!drawings.arrows.empty()) {
        if (!out.empty()) out += ' ';
        out += "[%cal ";
        for (std::size_t i = 0; i < drawings.arrows.size(); ++i) {
            if (i) out += ',';
            out += char(drawings.arrows[i].color);
            out += squareName(drawings.arrows[i].from) + squareName(drawings.arrows[i].to);
        }
        out += ']';
    }
    return out;
}

} // namespace ferz
