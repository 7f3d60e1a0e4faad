// Game data files as --data-dir would give them: the first byte chooses which file the rest of
// the input replaces; every loader must either accept it or refuse it with its error, and a
// decklist must parse to entries and problems whatever its text.
#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "arc/cards.hpp"
#include "arc/deck.hpp"
#include "cgs/content.hpp"
#include "core/data_files.hpp"
#include "fuzz/fuzz_target.hpp"
#include "herazeus/cards.hpp"
#include "microhero/cards.hpp"

namespace {
using namespace olympus;
using json = nlohmann::json;

const std::vector<std::string>& microhero_files() {
    static const std::vector<std::string> names = {"techniques", "wounds", "trials", "stances", "expansions"};
    return names;
}
}  // namespace

OLYMPUS_FUZZ_TARGET(data_files) {
    fuzz::Bytes in(data, size);
    const int which = in.below(12);
    json j = json::parse(in.rest(), nullptr, false);
    if (j.is_discarded()) return;
    try {
        if (which < 5) {
            std::map<std::string, json> files;
            for (const auto& name : microhero_files()) files[name] = data::read_json("microhero/" + name + ".json");
            files[microhero_files()[static_cast<std::size_t>(which)]] = std::move(j);
            (void)microhero::Catalog::from_json(files);
        } else if (which == 5) {
            (void)herazeus::parse_card_set(j, "herazeus/decks.json");
        } else if (which < 8) {
            arc::CardDb db;
            arc::parse_cards(j, which == 6 ? "arc/hercules.json" : "arc/xena.json", db);
        } else {
            // CGS: one of its four files replaced by the input, the others as shipped.
            static const char* const kFiles[] = {"tiles", "characters", "creatures", "cards"};
            std::array<json, 4> f;
            for (int k = 0; k < 4; ++k) f[static_cast<std::size_t>(k)] = data::read_json(std::string("cgs/") + kFiles[k] + ".json");
            f[static_cast<std::size_t>(which - 8)] = std::move(j);
            (void)cgs::parse_content(f[0], f[1], f[2], f[3]);
        }
    } catch (const std::runtime_error&) {
        // Refused with a message naming the file: what a damaged data file should get. Any
        // other exception (a JSON type error, an index out of range) escapes and is a finding.
    }
}

OLYMPUS_FUZZ_TARGET(decklist) {
    static const auto db = arc::load_card_db();
    fuzz::Bytes in(data, size);
    const int max_size = 1 + in.below(80);
    std::string_view text = in.rest();
    std::vector<arc::DeckProblem> problems;
    auto deck = arc::parse_decklist(text, "fuzz", &problems);
    for (const auto& p : problems) (void)p.to_string();
    for (const auto& p : arc::check_deck(*db, deck, max_size)) (void)p.to_string();
    for (const auto& p : arc::check_deck_text(*db, text, max_size)) (void)p.to_string();
}
