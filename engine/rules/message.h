// A sentence for people, kept apart from its words: an English template ("castling field %1:
// unknown letter %2") and the arguments that fill it. The core says why a FEN, a move or a PGN
// file cannot be read with these; text() gives the English (the UCI engine and the tests use
// it), and a user interface translates the template and fills in the same arguments, so the
// core needs no translation library. Text quoted from the input and notation (squares, moves)
// stay arguments, so they are never translated.
//
// Placeholders: %1 … %9 for the arguments, %L1 … for a number the interface may write with
// its locale's digit grouping (text() never groups), and %n (or %Ln) for the count of a
// counted template, whose translations have one form per plural class of the language.
//
// Every template is written inside FERZ_MSG(context, "…") or FERZ_MSG_N(context, "…"), which
// lupdate is told to read as QT_TRANSLATE_NOOP and QT_TRANSLATE_N_NOOP (the top-level
// CMakeLists.txt, FERZ_LUPDATE_ALIASES): that is how the templates reach the .ts files.
// The context is part of the format, so the interface looks each one up where lupdate put it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace ferz {

// A template and the context it is translated in. Only FERZ_MSG and FERZ_MSG_N make one.
struct MessageFormat {
    const char* context = ""; // empty: not for translation (Message::verbatim)
    const char* text = "";    // English
    bool counted = false;     // has %n, filled with Message::count()
};

#define FERZ_MSG(context, text) (::ferz::MessageFormat{context, text, false})
#define FERZ_MSG_N(context, text) (::ferz::MessageFormat{context, text, true})

class Message {
public:
    // What fills one placeholder: text shown as it is, a number, or a message of its own that
    // is translated too ("the FEN tag: %1" holds the FEN's error).
    class Arg {
    public:
        enum Kind { Text, Number, Nested };

        Arg(std::string text) : kind_(Text), text_(std::move(text)) {}
        Arg(const char* text) : kind_(Text), text_(text) {}
        template <class T>
        requires(std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, char>)
            Arg(T number)
            : kind_(Number), number_(static_cast<std::int64_t>(number)) {}
        Arg(Message message);
        Arg(MessageFormat format);

        Kind kind() const { return kind_; }
        const std::string& text() const { return text_; }
        std::int64_t number() const { return number_; }
        const Message& message() const { return *message_; }

    private:
        Kind kind_;
        std::string text_;
        std::int64_t number_ = 0;
        std::shared_ptr<const Message> message_; // shared: messages are never changed
    };

    /// No message: text() is empty.
    Message() = default;
    Message(MessageFormat format, std::initializer_list<Arg> args = {})
        : format_(format), args_(args) {}

    /// A counted template (FERZ_MSG_N): `count` fills %n and picks the plural form.
    static Message counted(MessageFormat format, std::int64_t count,
                           std::initializer_list<Arg> args = {}) {
        Message m(format, args);
        m.count_ = count;
        return m;
    }
    /// Text that is shown as it is, in every language.
    static Message verbatim(std::string text) {
        return Message(MessageFormat{"", "%1"}, {std::move(text)});
    }

    const MessageFormat& format() const { return format_; }
    std::int64_t count() const { return count_; }
    const std::vector<Arg>& args() const { return args_; }
    bool empty() const { return *format_.text == '\0'; }

    /// The message in English.
    std::string text() const;

private:
    MessageFormat format_;
    std::int64_t count_ = 0;
    std::vector<Arg> args_;
};

inline Message::Arg::Arg(Message message)
    : kind_(Nested), message_(std::make_shared<const Message>(std::move(message))) {
}
inline Message::Arg::Arg(MessageFormat format) : Arg(Message(format)) {
}

// Fills the template in one pass, so an argument that itself holds "%2" stays as it is.
inline std::string Message::text() const {
    std::string out;
    for (const char* p = format_.text; *p; ++p) {
        const char* q = p + 1;
        if (*p == '%' && *q == 'L') ++q;
        if (*p == '%' && *q == 'n' && format_.counted) {
            out += std::to_string(count_);
            p = q;
        } else if (*p == '%' && *q >= '1' && *q <= '9' && std::size_t(*q - '1') < args_.size()) {
            const Arg& arg = args_[std::size_t(*q - '1')];
            switch (arg.kind()) {
            case Arg::Text: out += arg.text(); break;
            case Arg::Number: out += std::to_string(arg.number()); break;
            case Arg::Nested: out += arg.message().text(); break;
            }
            p = q;
        } else {
            out += *p;
        }
    }
    return out;
}

} // namespace ferz
