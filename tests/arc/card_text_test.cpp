// Every card's generated rules text, both sets, read as a player reads it: clean sentences, each
// once, ending in a full stop, with no doubled word or space and nothing left of the data's ids.
#include <cctype>
#include <set>

#include "arc_test.hpp"

using namespace arct;

namespace {

// The text's sentences: split after ". " (a stop followed by a space).
Words sentences(const std::string& text) {
    Words out;
    std::size_t start = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '.' && text[i + 1] == ' ') {
            out.push_back(text.substr(start, i + 1 - start));
            start = i + 2;
        }
    if (start < text.size()) out.push_back(text.substr(start));
    return out;
}

std::string lower(std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

// Everything wrong with one card's text; empty when it reads cleanly.
Words text_faults(const CardDef& c, const std::string& text) {
    Words out;
    if (text.empty()) {
        // Only a character may have no text (its power says everything).
        if (c.type != CardType::Character) out.push_back("no text");
        return out;
    }
    if (text.back() != '.') out.push_back("no final full stop");
    if (text.find("  ") != std::string::npos) out.push_back("a doubled space");
    if (text.front() == ' ' || text.back() == ' ') out.push_back("a space at an end");
    if (!std::isupper(static_cast<unsigned char>(text.front())) && !std::isdigit(static_cast<unsigned char>(text.front())) &&
        text.front() != '+' && text.front() != '-')
        out.push_back("does not begin with a capital");
    for (const char* bad : {"_", "{", "}", "%", "..", " .", " ,", ",.", ".,", ":.", "::", "\"", "[", "]", "<", ">", "null", "?"})
        if (text.find(bad) != std::string::npos) out.push_back(std::string("leftover '") + bad + "'");
    // Each sentence once, the same words never twice in a row.
    std::set<std::string> seen;
    for (const std::string& s : sentences(text)) {
        // "Up to one: X can't block" repeating "X can't block" is the same sentence twice.
        std::string core = lower(s);
        if (core.rfind("up to one: ", 0) == 0) core = core.substr(11);
        if (!seen.insert(core).second) out.push_back("repeats '" + s + "'");
        if (!s.empty() && std::islower(static_cast<unsigned char>(s.front()))) out.push_back("a sentence begins in lower case: '" + s + "'");
    }
    std::string prev;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char ch = i < text.size() ? text[i] : ' ';
        if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '\'') {
            word += ch;
            continue;
        }
        if (!word.empty()) {
            if (lower(word) == lower(prev)) out.push_back("doubled word '" + word + "'");
            prev = word;
            word.clear();
        }
        if (ch != ' ') prev.clear();  // "draw 2. 2 more" is not a doubled word
    }
    return out;
}

}  // namespace

TEST_CASE("every card's text, both sets, reads as clean sentences") {
    int checked = 0;
    std::set<std::string> sets;
    for (CardId id = 0; id < db()->size(); ++id) {
        const CardDef& c = (*db())[id];
        const std::string text = card_text(*db(), c);
        for (const std::string& f : text_faults(c, text)) FAIL_CHECK(c.name << " (" << c.set << "): " << f << "\n  " << text);
        ++checked;
        sets.insert(c.set);
    }
    CHECK(sets == std::set<std::string>{"hercules", "xena"});
    CHECK(checked > 200);
}

TEST_CASE("card text: a second, optional target of the same effect reads as one more, not the same sentence again") {
    const std::string text = card_text(*db(), (*db())[*db()->find("Aphrodite's Wiles")]);
    CHECK(text == "One of your opponent's characters can't block this turn. Up to one more of your opponent's characters can't "
                  "block this turn.");
}

TEST_CASE("card text: the same effect twice in a row is said once, twice") {
    CHECK(card_text(*db(), (*db())[*db()->find("Cross-Time Adventure")]) ==
          "Put a card from your discard pile into your hand, twice.");
}

TEST_CASE("card text: the checker itself finds each kind of fault") {
    const CardDef& action = (*db())[*db()->find("Aphrodite's Wiles")];
    CHECK(text_faults(action, "Draw a card.").empty());
    CHECK_FALSE(text_faults(action, "Draw a card").empty());
    CHECK_FALSE(text_faults(action, "Draw a card. Up to one: draw a card.").empty());
    CHECK_FALSE(text_faults(action, "Draw a a card.").empty());
    CHECK_FALSE(text_faults(action, "Draw  a card.").empty());
    CHECK_FALSE(text_faults(action, "Draw a card_id.").empty());
    CHECK_FALSE(text_faults(action, "Draw {n} cards.").empty());
    CHECK_FALSE(text_faults(action, "").empty());
}
