// One `info` line of a UCI engine, read: the line's number (multipv), depth, score, nodes and
// moves, each checked (a number that is none, a move that is not legal where the line plays it,
// make the line unreadable). https://www.chessprogramming.org/UCI
//
// Pure: the computer's side, the analysis board and the review's judge read the same way, and a
// test reads lines without a process.
#pragma once

#include "opponent.h"

#include <QStringList>

struct UciInfo {
    bool readable = true;    // false: the line is to be dropped (and said once)
    bool scored = false;     // it carries a score
    bool exact = true;       // the score is no lowerbound or upperbound
    SearchProgress progress; // line, depth, score (the search's units), mate, nodes, pv
};

/// Reads the words of an `info` line (the first word, "info", included) about `position`.
UciInfo readUciInfo(const ferz::Position& position, const QStringList& words);
