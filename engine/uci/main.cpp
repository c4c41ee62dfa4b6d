// ferz-engine: the Ferz engine for any UCI chess GUI. With arguments it runs them as one
// command and exits (`ferz-engine go perft 6`); otherwise it speaks UCI on stdin and stdout.
#include "uci.h"

#include <iostream>
#include <string>

int main(int argc, char* argv[]) {
    std::ios::sync_with_stdio(false);
    // std::cin is tied to std::cout: every read would flush std::cout from this thread, outside
    // the session's output lock, racing with the search thread's writes (a racing flush can
    // send a line twice, e.g. a stale bestmove). Output is flushed line by line under the lock.
    std::cin.tie(nullptr);
    ferz::UciSession session([](std::string_view line) {
        std::cout << line << '\n' << std::flush;
    });

    if (argc > 1) {
        std::string command;
        for (int i = 1; i < argc; ++i) command += std::string(i > 1 ? " " : "") + argv[i];
        session.handle(command);
        session.endOfInput();
        return 0;
    }

    std::string line;
    while (std::getline(std::cin, line))
        if (!session.handle(line)) return 0;
    session.endOfInput();
    return 0;
}
