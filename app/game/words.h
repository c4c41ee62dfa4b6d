// Words for the user that can be said again in another language: a function that says them in
// the language in use. A notice over the board keeps its Words, so a change of language words
// it anew; a text that is the same in every language (a file's name, an engine's own error)
// makes Words of its own, and so does a sentence already translated, which then stays in the
// language it was said in.
//
// Threading contract: a value; called in the GUI thread (it translates).
#pragma once

#include <QString>

#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

class Words {
public:
    Words() = default;
    /// A fixed text: said the same way in every language.
    Words(QString text) : m_say([text = std::move(text)] { return text; }) {}
    /// `say()` says the words in the language in use: `[] { return tr("…"); }`.
    template <class F>
    requires(!std::same_as<std::remove_cvref_t<F>, Words> && std::invocable<const F&> &&
             std::convertible_to<std::invoke_result_t<const F&>, QString>) Words(F say)
        : m_say(std::move(say)) {}

    /// The words in the language in use now.
    QString operator()() const { return m_say ? m_say() : QString(); }

private:
    std::function<QString()> m_say;
};
