#include "arc/deck.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

#include "arc/state.hpp"
#include "core/data_files.hpp"

namespace olympus::arc {

namespace {
std::string trim(std::string_view s) {
    auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return "";
    auto e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}
}  // namespace

int Decklist::total() const {
    int n = 0;
    for (const DeckEntry& e : entries) n += e.count;
    return n;
}

std::string DeckProblem::to_string() const {
    // A problem of the whole deck is said as it is: it follows the file's name where it is shown.
    return line > 0 ? "line " + std::to_string(line) + ": " + message : message;
}

Decklist parse_decklist(std::string_view text, const std::string& name, std::vector<DeckProblem>* problems) {
    Decklist d;
    d.name = name;
    int line_no = 0;
    bool first = true;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t nl = text.find('\n', pos);
        if (nl == std::string_view::npos) nl = text.size();
        std::string line = trim(text.substr(pos, nl - pos));
        pos = nl + 1;
        ++line_no;
        if (line.empty()) continue;
        if (line[0] == '#') {
            // The first line's comment is the deck's title.
            if (first && line_no == 1) {
                std::string title = trim(line.substr(1));
                if (!title.empty()) d.name = title;
            }
            first = false;
            continue;
        }
        first = false;
        std::size_t i = 0;
        while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
        if (i == 0 || i > 3 || i >= line.size() || line[i] != ' ') {
            if (problems) problems->push_back({line_no, "expected a count and a card name, like '3 Spoiled Princess'"});
            continue;
        }
        int count = std::stoi(line.substr(0, i));
        std::string card = trim(line.substr(i));
        if (count <= 0) {
            if (problems) problems->push_back({line_no, "a count must be at least 1"});
            continue;
        }
        d.entries.push_back({count, card, line_no});
    }
    return d;
}

std::vector<DeckProblem> check_deck(const CardDb& db, const Decklist& d, int agreed_size, std::string_view set) {
    std::vector<DeckProblem> out;
    std::map<CardId, int> copies;
    for (const DeckEntry& e : d.entries) {
        auto id = db.find(e.name);
        if (!id) {
            auto near = db.nearest(e.name, 1, set);
            out.push_back({e.line, "unknown card '" + e.name + "'" + (near.empty() ? "" : " (did you mean '" + near[0] + "'?)")});
            continue;
        }
        if (!set.empty() && db[*id].set != set) {
            // A known card of the other set: no look-alike from this set, which would only mislead.
            out.push_back({e.line, db[*id].name + " is a card of the " + db[*id].set + " set, not " + std::string(set)});
            continue;
        }
        int& n = copies[*id];
        const bool over_before = n > kMaxCopies;
        n += e.count;
        if (db[*id].type != CardType::Resource && n > kMaxCopies && !over_before)
            out.push_back({e.line, std::to_string(n) + " copies of " + db[*id].name + " (at most " + std::to_string(kMaxCopies) +
                                       " of a card that isn't a resource)"});
    }
    const int total = d.total();
    const std::string cards = std::to_string(total) + (total == 1 ? " card" : " cards");
    const int most = agreed_size == kAnyDeckSize ? kMaxDeckSize : agreed_size;
    if (total > most)
        out.push_back({0, cards + " (at most " + std::to_string(most) + ")"});
    if (total < kMinDeckSize)
        out.push_back({0, cards + " (at least " + std::to_string(kMinDeckSize) +
                              ": a starting hand and one draw)"});
    else if (agreed_size != kAnyDeckSize && total < agreed_size)
        out.push_back({0, cards + ", fewer than the agreed " + std::to_string(agreed_size) +
                              " (a smaller deck is legal only when both players agree on " + std::to_string(total) +
                              "-card decks)"});
    std::stable_sort(out.begin(), out.end(), [](const DeckProblem& a, const DeckProblem& b) {
        return (a.line == 0 ? 1 << 30 : a.line) < (b.line == 0 ? 1 << 30 : b.line);
    });
    return out;
}

std::vector<DeckProblem> check_deck_text(const CardDb& db, std::string_view text, int agreed_size, std::string_view set) {
    std::vector<DeckProblem> problems;
    Decklist d = parse_decklist(text, "deck", &problems);
    auto more = check_deck(db, d, agreed_size, set);
    problems.insert(problems.end(), more.begin(), more.end());
    std::stable_sort(problems.begin(), problems.end(), [](const DeckProblem& a, const DeckProblem& b) {
        return (a.line == 0 ? 1 << 30 : a.line) < (b.line == 0 ? 1 << 30 : b.line);
    });
    return problems;
}

std::vector<std::string> deck_warnings(const CardDb& db, const Decklist& d) {
    std::vector<std::string> out;
    int resources = 0, known = 0;
    for (const DeckEntry& e : d.entries)
        if (auto id = db.find(e.name)) {
            known += e.count;
            if (db[*id].type == CardType::Resource) resources += e.count;
        }
    if (known > 0 && resources == 0) out.push_back("it has no resources, so no card in it can ever be paid for");
    const int total = d.total();
    if (total >= kMinDeckSize && total < kShortDeck) {
        // Seven cards go to the starting hand; every turn draws one, and an empty deck loses.
        const int draws = total - kHandSize;
        out.push_back("with " + std::to_string(total) + " cards, " + std::to_string(draws) + (draws == 1 ? " is" : " are") + " left after the starting hand of " +
                      std::to_string(kHandSize) + ", so the deck runs out " +
                      (draws == 1 ? std::string("on its owner's first turn") : "by its owner's turn " + std::to_string(draws)) +
                      " even if never attacked");
    }
    return out;
}

std::string deck_summary(const CardDb& db, const Decklist& d) {
    int colours[3] = {0, 0, 0};
    int characters = 0, others = 0;
    const CardDef* lead = nullptr;
    auto leads = [](const CardDef& a, const CardDef* b) { return !b || a.unique > b->unique || (a.unique == b->unique && a.power > b->power); };
    for (const DeckEntry& e : d.entries) {
        auto id = db.find(e.name);
        if (!id) continue;
        const CardDef& c = db[*id];
        if (c.type == CardType::Resource) colours[static_cast<int>(c.colour)] += e.count;
        else if (c.type == CardType::Character) characters += e.count, lead = leads(c, lead) ? &c : lead;
        else others += e.count;
    }
    std::vector<int> order;
    for (int k = 0; k < 3; ++k)
        if (colours[k] > 0) order.push_back(k);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return colours[a] > colours[b]; });
    std::vector<std::string> parts;
    std::string col;
    for (std::size_t i = 0; i < order.size(); ++i)
        col += (i == 0 ? "" : i + 1 == order.size() ? " and " : ", ") + std::string(colour_name(static_cast<Colour>(order[i])));
    if (!col.empty()) parts.push_back(col);
    if (lead) parts.push_back(lead->name);
    if (characters + others > 0)
        parts.push_back(characters >= others + 5 ? "mostly characters" : others >= characters ? "many actions" : "characters and actions");
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
    return out;
}

std::vector<CardId> deck_cards(const CardDb& db, const Decklist& d) {
    std::vector<CardId> out;
    for (const DeckEntry& e : d.entries) {
        auto id = db.find(e.name);
        if (!id) throw std::invalid_argument("deck '" + d.name + "': unknown card '" + e.name + "'");
        for (int k = 0; k < e.count; ++k) out.push_back(*id);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string format_decklist(const CardDb& db, const Decklist& d) {
    std::map<CardId, int> counts;
    std::vector<std::string> unknown;
    for (const DeckEntry& e : d.entries) {
        if (auto id = db.find(e.name)) counts[*id] += e.count;
        else unknown.push_back(std::to_string(e.count) + " " + e.name);
    }
    std::string out = "# " + d.name + "\n";
    for (int pass = 0; pass < 2; ++pass)
        for (auto& [id, n] : counts)
            if ((db[id].type == CardType::Resource) == (pass == 1)) out += std::to_string(n) + " " + db[id].name + "\n";
    for (const std::string& u : unknown) out += u + "\n";
    return out;
}

std::vector<std::string> sample_deck_names() {
    std::vector<std::string> out;
    for (const std::string& f : data::list("arc/decks")) {
        auto slash = f.find_last_of('/');
        std::string base = slash == std::string::npos ? f : f.substr(slash + 1);
        if (base.size() > 4 && base.substr(base.size() - 4) == ".txt") out.push_back(base.substr(0, base.size() - 4));
    }
    std::sort(out.begin(), out.end());
    return out;
}

Decklist load_sample_deck(const std::string& name) {
    const std::string path = "arc/decks/" + name + ".txt";
    std::vector<DeckProblem> problems;
    Decklist d = parse_decklist(data::read(path), name, &problems);
    if (!problems.empty()) throw data::DataError(path + ": " + problems.front().to_string());
    return d;
}

}  // namespace olympus::arc
