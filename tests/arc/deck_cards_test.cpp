// The card files and the deck check: every card of the list is there as printed, the loader
// refuses unknown words naming file, card and word, and every sample deck passes the check.
#include <set>

#include "arc_test.hpp"
#include "core/data_files.hpp"

using namespace arct;
using nlohmann::json;

TEST_CASE("cards: all 180 Hercules cards and a Xena set of at least 60") {
    auto herc = db()->in_set("hercules");
    auto xena = db()->in_set("xena");
    CHECK(herc.size() == 180);
    CHECK(xena.size() >= 60);
    std::set<int> numbers;
    for (CardId id : herc) numbers.insert((*db())[id].number);
    CHECK(numbers.size() == 180);
    CHECK(*numbers.begin() == 1);
    CHECK(*numbers.rbegin() == 180);
    // As printed: a few from each part of the list.
    const CardDef& c4 = (*db())[*db()->find("Spoiled Princess")];
    CHECK(c4.number == 4);
    CHECK(c4.type == CardType::Character);
    CHECK(c4.rarity == 'C');
    CHECK(c4.colour == Colour::Green);
    const CardDef& c115 = (*db())[*db()->find("Hey, Boys!")];  // the list quotes names with commas
    CHECK(c115.number == 115);
    CHECK(c115.type == CardType::Combat);
    CHECK(c115.colour == Colour::Blue);
    const CardDef& c180 = (*db())[*db()->find("Town Square")];
    CHECK(c180.type == CardType::Resource);
    CHECK(c180.rarity == 'F');
    CHECK(c180.colour == Colour::Red);
    CHECK(db()->find("\"Autolycus, King of Thieves\"").has_value());
    CHECK(db()->find("do the twanky twiddle!").has_value());
    // The Xena set names the show's people and places.
    for (const char* n : {"Xena", "Gabrielle", "Joxer", "Callisto", "Argo", "Amphipolis", "Potidaea"})
        CHECK_MESSAGE(db()->find(n).has_value(), n);
    // Each file says which values are printed and which are the project's design.
    for (const char* f : {"arc/hercules.json", "arc/xena.json"}) {
        json j = data::read_json(f);
        REQUIRE(j.contains("provenance"));
        CHECK(j["provenance"].contains("printed"));
        CHECK(j["provenance"]["design"].size() >= 5);
    }
}

TEST_CASE("cards: every card does something, and its text is built from what it does") {
    for (const CardDef& c : db()->cards) {
        INFO(c.name);
        const std::string text = card_text(*db(), c);
        CHECK_FALSE(text.empty());
        if (c.type == CardType::Character) CHECK_FALSE(c.abilities.empty());
        if (c.type == CardType::Action || c.type == CardType::Combat) CHECK_FALSE(c.effects.empty());
    }
    CHECK(card_text(*db(), (*db())[*db()->find("Centaur Attack")]) == "Discard the top 3 cards of your opponent's deck.");
    CHECK(card_text(*db(), (*db())[*db()->find("Hercules")]) ==
          "Unique. When blocked, power beyond its blockers' total discards that many cards from the defender's deck.");
}

namespace {
std::string load_error(const json& file) {
    CardDb d;
    try {
        parse_cards(file, "test.json", d);
    } catch (const data::DataError& e) {
        return e.what();
    }
    return "";
}

json one_card(json card) {
    return json{{"format", "olympus-arc-cards"}, {"version", 1}, {"set", "test"}, {"provenance", {{"printed", json::array()}}},
                {"cards", json::array({card})}};
}
}  // namespace

TEST_CASE("cards: the loader names the file, the card and the unknown word") {
    json base = json::parse(R"({"number":1,"name":"Test Raider","type":"character","rarity":"C","colour":"red","cost":2,"power":2,
        "abilities":[{"when":"enters","effects":[{"do":"mill","n":1}]}]})");
    CHECK(load_error(one_card(base)) == "");
    auto with = [&](auto f) {
        json c = base;
        f(c);
        return load_error(one_card(c));
    };
    CHECK(with([](json& c) { c["cots"] = 2; }) == "test.json: card 'Test Raider': unknown key 'cots' in card");
    CHECK(with([](json& c) { c["abilities"][0]["effects"][0]["do"] = "explode"; }) ==
          "test.json: card 'Test Raider': unknown effect 'explode'");
    CHECK(with([](json& c) { c["abilities"][0]["effects"][0]["n"] = "lots"; }) == "test.json: card 'Test Raider': unknown count 'lots'");
    CHECK(with([](json& c) {
              c["abilities"][0]["effects"][0] = json::parse(R"({"do":"destroy","target":{"choose":{"side":"theirs","filter":{"powr_max":2}}}})");
          }) == "test.json: card 'Test Raider': unknown key 'powr_max' in filter");
    CHECK(with([](json& c) { c["abilities"][0]["when"] = "sometimes"; }) == "test.json: card 'Test Raider': unknown trigger 'sometimes'");
    CHECK(with([](json& c) { c["colour"] = "purple"; }) == "test.json: card 'Test Raider': unknown colour 'purple'");
    CHECK(with([](json& c) { c["abilities"][0] = json::parse(R"({"static":"flying"})"); }) ==
          "test.json: card 'Test Raider': unknown static 'flying'");
    CHECK(with([](json& c) { c["abilities"][0]["effects"][0]["target"] = "self"; }) ==
          "test.json: card 'Test Raider': 'target' has no meaning for effect 'mill'");
    CHECK(with([](json& c) { c["name"] = "Raider #2"; }).find("may not contain") != std::string::npos);
    CHECK(with([](json& c) {
              c["abilities"][0] = json::parse(R"({"activate":"tap","effects":[{"do":"untap","target":{"choose":{"side":"yours"}}}]})");
          }).find("may not untap") != std::string::npos);
    // Read wide before the range check: as an int, 4294967298 would pass as a cost of 2.
    CHECK(with([](json& c) { c["cost"] = 4294967298LL; }) == "test.json: card 'Test Raider': cost: 4294967298 is out of range (0 to 12)");
    CHECK(with([](json& c) { c["cost"] = 18446744073709551615ULL; }) == "test.json: card 'Test Raider': cost: the number is too large");
    json no_header = one_card(base);
    no_header.erase("provenance");
    CHECK(load_error(no_header).find("provenance") != std::string::npos);
}

TEST_CASE("decks: every sample deck loads and passes the check") {
    auto names = sample_deck_names();
    CHECK(names == Words{"arrows-and-antics", "fearless-band", "hit-and-run", "raiding-party", "the-art-of-war", "the-infiltrator",
                         "xena-bards-and-amazons", "xena-warrior-princess"});
    for (const std::string& n : names) {
        INFO(n);
        std::vector<DeckProblem> problems;
        Decklist d = parse_decklist(data::read("arc/decks/" + n + ".txt"), n, &problems);
        CHECK(problems.empty());
        CHECK(d.total() == 40);
        auto more = check_deck(*db(), d);
        for (const auto& p : more) MESSAGE(p.to_string());
        CHECK(more.empty());
        CHECK(deck_cards(*db(), d).size() == 40);
    }
    CHECK(load_sample_deck("fearless-band").name == "Fearless Band");
    // The Hercules sample decks use Hercules cards only, the Xena ones Xena cards only.
    for (const std::string& n : names) {
        const std::string set = n.rfind("xena-", 0) == 0 ? "xena" : "hercules";
        for (CardId id : deck_cards(*db(), load_sample_deck(n))) CHECK((*db())[id].set == set);
        CHECK(check_deck(*db(), load_sample_deck(n), kDefaultDeckSize, set).empty());
        CHECK_FALSE(check_deck(*db(), load_sample_deck(n), kDefaultDeckSize, set == "xena" ? "hercules" : "xena").empty());
    }
}

TEST_CASE("decks: problems come with their line numbers") {
    const std::string text =
        "# My deck\n"
        "4 Spoiled Princess\n"
        "2 Spoiled Princess\n"
        "Enforcer's Flame\n"
        "1 Enforcers Flame\n"
        "12 Wedding Feast\n"
        "30 Satyr Hollow\n";
    auto problems = check_deck_text(*db(), text);
    REQUIRE(problems.size() == 4);
    CHECK(problems[0].to_string() == "line 3: 6 copies of Spoiled Princess (at most 4 of a card that isn't a resource)");
    CHECK(problems[1].to_string() == "line 4: expected a count and a card name, like '3 Spoiled Princess'");
    CHECK(problems[2].to_string() == "line 5: unknown card 'Enforcers Flame' (did you mean 'Pyro's Flame'?)");
    CHECK(problems[3].to_string() == "49 cards (at most 40)");
    // Resources may come in any number; an agreed size allows a bigger deck.
    CHECK(check_deck_text(*db(), "20 Wedding Feast\n20 Satyr Hollow\n").empty());
    CHECK(check_deck_text(*db(), "30 Wedding Feast\n20 Satyr Hollow\n", 50).empty());
    CHECK(check_deck_text(*db(), "3 Wedding Feast\n").front().to_string() == "3 cards (at least 8: a starting hand and one draw)");
    CHECK(check_deck_text(*db(), "1 Wedding Feast\n").front().to_string() == "1 card (at least 8: a starting hand and one draw)");
    CHECK(check_deck_text(*db(), "5 Xenna\n").front().to_string() == "line 1: unknown card 'Xenna' (did you mean 'Xena'?)");
    // With a set, suggestions come from it and the other set's cards are refused.
    CHECK(db()->sets() == Words{"hercules", "xena"});
    CHECK(check_deck_text(*db(), "5 Xenna\n", 40, "xena").front().to_string() == "line 1: unknown card 'Xenna' (did you mean 'Xena'?)");
    CHECK(check_deck_text(*db(), "4 Xena\n4 Potidaea\n", 40, "hercules").front().message.find("Xena is a card of the xena set, not hercules") == 0);
}

TEST_CASE("decks: a card of the other set is named as such, with no look-alike from this set") {
    // A Xena deck checked as Hercules once suggested Zeus for Xena and Giant Eel for Gabrielle.
    auto problems = check_deck(*db(), load_sample_deck("xena-warrior-princess"), kDefaultDeckSize, "hercules");
    REQUIRE_FALSE(problems.empty());
    for (const DeckProblem& p : problems) {
        CHECK(p.message.find("set, not hercules") != std::string::npos);
        CHECK(p.message.find("nearest") == std::string::npos);
        CHECK(p.message.find("did you mean") == std::string::npos);
    }
    CHECK(check_deck_text(*db(), "4 Xena\n", 40, "hercules").front().to_string() == "line 1: Xena is a card of the xena set, not hercules");
}

TEST_CASE("decks: the agreed size is the deck's size; a smaller deck is legal only at its own agreed size") {
    const std::string eight = "4 Cyclops\n4 Wedding Feast\n";
    auto at40 = check_deck_text(*db(), eight);
    REQUIRE(at40.size() == 1);
    CHECK(at40[0].to_string() == "8 cards, fewer than the agreed 40 (a smaller deck is legal only when both players agree on 8-card decks)");
    CHECK(check_deck_text(*db(), eight, 8).empty());
    CHECK(check_deck_text(*db(), eight, kAnyDeckSize).empty());  // before the size is agreed
    CHECK(check_deck_text(*db(), eight + "30 Satyr Hollow\n", kAnyDeckSize).empty());
    // A new game holds every deck to the agreed size.
    Decklist small = parse_decklist(eight, "small");
    GameOptions o;
    CHECK_THROWS_AS(State::new_game(o, {small, small}, db()), OptionError);
}

TEST_CASE("decks: warnings for a legal deck that would lose on its own") {
    CHECK(deck_warnings(*db(), load_sample_deck("raiding-party")).empty());
    // Eight cards: the starting hand leaves one, which the first turn's draw takes.
    auto eight = deck_warnings(*db(), parse_decklist("4 Cyclops\n4 Wedding Feast\n", "eight"));
    REQUIRE(eight.size() == 1);
    CHECK(eight[0] == "with 8 cards, 1 is left after the starting hand of 7, so the deck runs out on its owner's first turn even if never attacked");
    auto fifteen = deck_warnings(*db(), parse_decklist("4 Cyclops\n11 Wedding Feast\n", "fifteen"));
    REQUIRE(fifteen.size() == 1);
    CHECK(fifteen[0].find("runs out by its owner's turn 8") != std::string::npos);
    CHECK(deck_warnings(*db(), parse_decklist("4 Cyclops\n16 Wedding Feast\n", "twenty")).empty());
    // No resources: said however large the deck.
    auto none = deck_warnings(*db(), parse_decklist("4 Cyclops\n4 Iolaus\n", "none"));
    REQUIRE(none.size() == 2);
    CHECK(none[0] == "it has no resources, so no card in it can ever be paid for");
}

TEST_CASE("decks: a decklist written back reads the same") {
    Decklist d = load_sample_deck("raiding-party");
    const std::string text = format_decklist(*db(), d);
    Decklist again = parse_decklist(text, "again");
    CHECK(again.name == "Raiding Party");
    CHECK(deck_cards(*db(), again) == deck_cards(*db(), d));
}
