#include "coremessage.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace {

QString argText(const ferz::Message::Arg& arg, bool localized) {
    switch (arg.kind()) {
    case ferz::Message::Arg::Text: return QString::fromStdString(arg.text());
    case ferz::Message::Arg::Number:
        return localized ? QLocale().toString(qint64(arg.number())) : QString::number(arg.number());
    case ferz::Message::Arg::Nested: return trCore(arg.message());
    }
    return {};
}

} // namespace

// The template in the user's language (with %n already filled by Qt's translate()), then its
// placeholders filled in one pass, like Message::text(): an argument that itself holds "%2" is
// left as it is, which a chain of QString::arg() calls would not do.
QString trCore(const ferz::Message& message) {
    const ferz::MessageFormat& format = message.format();
    if (message.empty()) return {};
    QString pattern;
    if (*format.context == '\0') {
        pattern = QString::fromUtf8(format.text);
    } else {
        const int count =
            format.counted
                ? int(std::clamp<std::int64_t>(message.count(), std::numeric_limits<int>::min(),
                                               std::numeric_limits<int>::max()))
                : -1;
        pattern = QCoreApplication::translate(format.context, format.text, nullptr, count);
    }

    const auto& args = message.args();
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        qsizetype j = i + 1;
        const bool localized = pattern[i] == u'%' && j < pattern.size() && pattern[j] == u'L';
        if (localized) ++j;
        if (pattern[i] == u'%' && j < pattern.size() && pattern[j] >= u'1' && pattern[j] <= u'9') {
            const auto index = std::size_t(pattern[j].unicode() - u'1');
            if (index < args.size()) {
                out += argText(args[index], localized);
                i = j;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}
