#include "app/arc_commands.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "arc/deck.hpp"

namespace olympus::app {

int arc_check_deck(const std::string& path, const std::string& set, int size, std::ostream& out, std::ostream& err) {
    auto db = arc::load_card_db();
    if (!set.empty()) {
        auto sets = db->sets();
        if (std::find(sets.begin(), sets.end(), set) == sets.end()) {
            std::string known;
            for (const auto& s : sets) known += (known.empty() ? "" : ", ") + s;
            err << "olympus: unknown set '" << set << "' (the sets are: " << known << ")\n";
            return 2;
        }
    }
    if (size < arc::kMinDeckSize || size > arc::kMaxDeckSize) {
        err << "olympus: --size " << size << ": a deck holds from " << arc::kMinDeckSize << " to " << arc::kMaxDeckSize << " cards\n";
        return 2;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        err << "olympus: " << path << ": is a folder, not a decklist\n";
        return 2;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err << "olympus: " << path << ": cannot be read\n";
        return 2;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        err << "olympus: " << path << ": cannot be read\n";
        return 2;
    }
    const std::string body = text.str();
    const auto problems = arc::check_deck_text(*db, body, size, set);
    const arc::Decklist deck = arc::parse_decklist(body, path);
    const int cards = deck.total();
    for (const arc::DeckProblem& p : problems) out << path << ": " << p.to_string() << "\n";
    const std::string what = std::to_string(cards) + (cards == 1 ? " card" : " cards") + ", agreed size " + std::to_string(size) +
                             (set.empty() ? "" : ", " + set + " set");
    if (problems.empty()) {
        // Legal but poor (no resources, too few cards to last): said, and still legal.
        for (const std::string& w : arc::deck_warnings(*db, deck)) out << path << ": warning: " << w << "\n";
        out << path << ": legal (" << what << ")\n";
        return 0;
    }
    out << path << ": not legal, " << problems.size() << (problems.size() == 1 ? " problem" : " problems") << " (" << what
        << ")\n";
    return 1;
}

}  // namespace olympus::app
