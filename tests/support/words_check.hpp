// The words a player reads (log lines, menu entries, prompts, messages) are checked here for what
// only a program should see: ids from the data files, bracketed ids, script-mode action syntax,
// events about nothing ("draws 0 cards"), wrong plurals ("1 dinars") and the rulebooks' rule
// numbers ("(D3.33)"). One checker for every game, so the four games keep one standard (issue 18).
#pragma once
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

namespace words_check {

// The ids a player must never read: every "key"/"id" in a game's data files whose display name
// differs from it ("amazon_raiders" for "Amazon Raiders", "nemean-lion"), and ARC's deck file
// stems ("fearless-band"). Ids that are one lowercase word and only differ from their name by
// the capital ("hercules") are kept too, except ordinary English words that our sentences use
// as words ("block", "strike"): `common_words` lists those for each game.
struct Ids {
    std::set<std::string> ids;
    // What one game adds: CGS's grid coordinates ("5.1", "c1.2"), which its map never shows.
    std::vector<std::pair<std::regex, std::string>> extra;
};

// CGS names hexes by what the map shows (games/cgs/hex_words.hpp): a bare "5.1", "0.0" or
// "c1.2" is the grid's coordinate, which no player can read off the map.
inline std::pair<std::regex, std::string> cgs_coordinates() {
    return {std::regex(R"((^|[^0-9A-Za-z.])c?[0-9]+\.[0-9]+($|[^0-9]))"), "a hex's grid coordinate such as 5.1"};
}

inline void collect_ids(const nlohmann::json& j, std::set<std::string>& out) {
    if (j.is_object()) {
        for (const char* k : {"key", "id"})
            if (j.contains(k) && j[k].is_string()) {
                const std::string id = j[k].get<std::string>();
                const std::string name = j.contains("name") && j["name"].is_string() ? j["name"].get<std::string>() : "";
                if (id != name) out.insert(id);
            }
        for (const auto& [k, v] : j.items()) collect_ids(v, out);
    } else if (j.is_array()) {
        for (const auto& v : j) collect_ids(v, out);
    }
}

inline Ids ids_of_game(const std::string& game, const std::set<std::string>& common_words = {}) {
    namespace fs = std::filesystem;
    Ids r;
    const fs::path dir = fs::path(OLYMPUS_SOURCE_DIR) / "data" / game;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (e.path().extension() == ".json") {
            std::ifstream in(e.path());
            collect_ids(nlohmann::json::parse(in), r.ids);
        } else if (e.path().extension() == ".txt") {
            r.ids.insert(e.path().stem().string());  // a deck file's stem names it in --opt only
        }
    }
    for (const auto& w : common_words) r.ids.erase(w);
    return r;
}

inline bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; }

// Whether `id` occurs in `text` as a whole word (case-sensitive: "Io" is a name, "io" an id).
inline bool has_word(const std::string& text, const std::string& id) {
    for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
        const bool left = at == 0 || !word_char(text[at - 1]);
        const std::size_t end = at + id.size();
        // A hyphen or underscore after it continues the id ("hera-lightning-1"); a sentence's
        // full stop or an asterisk (Hera & Zeus's "pegasus*") ends it.
        const bool right = end >= text.size() || !word_char(text[end]);
        if (left && right) return true;
    }
    return false;
}

// What is wrong with one line a player reads, one finding per fault; empty when nothing is.
inline std::vector<std::string> problems(const std::string& text, const Ids& ids) {
    std::vector<std::string> out;
    auto add = [&](const std::string& what) { out.push_back(what + ": \"" + text + "\""); };
    if (text.empty()) return out;
    if (text.find("  ") != std::string::npos) add("a doubled space");
    if (text.back() == ' ') add("a trailing space");
    for (const auto& id : ids.ids)
        if (has_word(text, id)) add("the id '" + id + "'");
    static const std::vector<std::pair<std::regex, std::string>> rules = {
        {std::regex(R"(\b[a-z][a-z0-9]*_[a-z0-9_]+\b)"), "a snake_case id"},
        // "a strength-3 card" is English, "iolaus-2" an id.
        {std::regex(R"(\b(?!strength-)[a-z][a-z]+-[0-9]+\b)"), "a numbered id such as iolaus-2"},
        // ARC's step track marks the step now in brackets ("draw [main] attack"): words, not ids.
        // A key in brackets is ASCII's key line ("[y] yes"): one character, never an id.
        {std::regex(R"(\[(?!(untap|draw|resource|main|attack|block|combat|discard)\])[a-z0-9_\-* ]{2,}\])"), "an id in brackets"},
        {std::regex(R"(\bcol[0-9A-D]\b|\bpos[0-9]\b)"), "action syntax (colC, posN)"},
        {std::regex(R"(\((place|play|discard|use|move|attack|give|keep|camp|orient) [^)]*\))"), "action syntax in parentheses"},
        {std::regex(R"(\bKEY\b|\bCARD\b|\bSEAT\b)"), "a placeholder of the action syntax"},
        {std::regex(R"('legal')"), "a script-mode command"},
        {std::regex(R"((^|[^0-9.,])0 (cards?|dinars?|banners?|points?|Pegasus|XP|Health|Wounds?|resources?)\b)"), "an event about nothing"},
        {std::regex(R"(\b(loses|draws|gains|takes|discards|puts|pays|untaps|drew|lost|took|shuffled back) 0\b)"), "an event about nothing"},
        {std::regex(R"((^|[^A-Za-z0-9.#+\-])1 (cards|dinars|turns|points|rounds|resources|wounds|Wounds|banners|moves|steps|actions|hands|players|times|characters)\b)"),
         "a plural after 1"},
        // "2 action points": a noun used as an adjective is followed by another word.
        {std::regex(R"((^|[^A-Za-z0-9.#+\-])([02-9]|[1-9][0-9]+) (card|dinar|turn|point|round|resource|wound|Wound|banner|move|step|action|hand|player|time|character)\b(?![ -][a-z]))"),
         "a singular after a number other than 1"},
        {std::regex(R"(\[[A-Z]+\])"), "payment letters of the action syntax ([GB])"},
        // The rulebooks' numbering is for the code's comments: a player reads what the rule says.
        // "(P2)" is a seat.
        {std::regex(R"(\b[A-Z][0-9]+\.[0-9]+\b|\((?!P[0-9])[A-Z][0-9]+[,)])"), "a rulebook reference such as (D3.33)"},
    };
    for (const auto& [re, what] : rules)
        if (std::regex_search(text, re)) add(what);
    for (const auto& [re, what] : ids.extra)
        if (std::regex_search(text, re)) add(what);
    return out;
}

// A log line that opens with a label ("Purchase: Train, 5 XP left.", "Nemean Lion: Trial Attack
// +1.") is a form's field, not a sentence, however it is punctuated: a colon after four words or
// fewer marks one. A sentence that reaches a colon later ("A Wound is needed but none is left:
// ...") says its subject and verb first.
inline std::vector<std::string> label_problems(const std::string& text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) return {};
    std::istringstream words(text.substr(0, colon));
    int n = 0;
    for (std::string w; words >> w;) ++n;
    if (n > 4) return {};
    return {"a label, not a sentence: \"" + text + "\""};
}

// A log line says its event as a sentence (issue 18): a capital letter first (or a numeral: some
// card names begin with one), and a full stop, '!' or '?' last (a closing bracket or quotation mark may follow it). Empty when it does.
inline std::vector<std::string> sentence_problems(const std::string& text) {
    std::vector<std::string> out;
    if (text.empty()) return out;
    if (!std::isupper(static_cast<unsigned char>(text.front())) && !std::isdigit(static_cast<unsigned char>(text.front()))) out.push_back("not begun with a capital: \"" + text + "\"");
    std::string end = text;
    while (!end.empty() && (end.back() == ')' || end.back() == '"' || end.back() == '\'')) end.pop_back();
    if (end.empty() || (end.back() != '.' && end.back() != '!' && end.back() != '?'))
        out.push_back("not ended as a sentence: \"" + text + "\"");
    return out;
}

// A finding with its numbers made '#', so "draws 0 cards" met with a hundred different
// neighbours counts as one fault of the text code, not a hundred.
inline std::string shape_of(const std::string& finding) {
    static const std::regex digits("[0-9]+");
    return std::regex_replace(finding, digits, "#");
}

// Findings gathered over many games: each distinct fault once, with how often it was met.
struct Findings {
    std::map<std::string, int> seen;
    long lines = 0;
    void check(const std::string& text, const Ids& ids) {
        ++lines;
        // Many games say the same lines again and again: each distinct text is judged once (the
        // regular expressions are most of the suite's time, ten times more under the sanitizers).
        if (&ids != judged_with_) {
            judged_.clear();
            judged_with_ = &ids;
        }
        auto [at, fresh] = judged_.try_emplace(text);
        if (fresh)
            for (const auto& p : problems(text, ids)) at->second.push_back(shape_of(p));
        for (const auto& shape : at->second) ++seen[shape];
    }
    void check_all(const std::vector<std::string>& texts, const Ids& ids) {
        for (const auto& t : texts) check(t, ids);
    }
    // Log lines: as any line, and each a sentence.
    void check_log(const std::vector<std::string>& texts, const Ids& ids) {
        for (const auto& t : texts) {
            check(t, ids);
            for (const auto& p : sentence_problems(t)) ++seen[shape_of(p)];
        }
    }
    // Log lines of a game whose log opens no line with a label (Micro Hero's, issue 18).
    void check_log_no_labels(const std::vector<std::string>& texts, const Ids& ids) {
        check_log(texts, ids);
        for (const auto& t : texts)
            for (const auto& p : label_problems(t)) ++seen[shape_of(p)];
    }
    std::string report(std::size_t at_most = 60) const {
        std::ostringstream o;
        std::size_t n = 0;
        for (const auto& [p, count] : seen) {
            if (n++ == at_most) {
                o << "... and " << seen.size() - at_most << " more\n";
                break;
            }
            o << p << " (x" << count << ")\n";
        }
        return o.str();
    }

private:
    std::unordered_map<std::string, std::vector<std::string>> judged_;  // text -> its findings' shapes
    const Ids* judged_with_ = nullptr;
};

}  // namespace words_check
