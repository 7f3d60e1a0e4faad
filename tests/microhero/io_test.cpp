// Text forms, options, saves (JSON round trip, damaged input), card data checks, hidden information.
#include <doctest/doctest.h>

#include "core/data_files.hpp"
#include "core/save.hpp"
#include "microhero/campaign.hpp"
#include "support/temp_dir.hpp"
#include "helpers.hpp"
#include "microhero/policy.hpp"
#include "microhero/sim.hpp"

using namespace mh_test;
using nlohmann::json;
using olympus::Rng;

TEST_CASE("Action text: every form reads back to the same action") {
    std::vector<Action> all = {
        Action::play(0),           Action::play(6),           Action::tap_stance(),
        Action::tap_stance(2),     Action::tap_stance(-1, 1), Action::end_planning(),
        Action::buy("strike"),     Action::buy("lions-hide", 0), Action::upgrade(),
        Action::upgrade(1),        Action::anticipate(),      Action::anticipate(0),
        Action::end_improvement(), Action::defend(0),         Action::defend(7),
        Action::health_card("dying-fury"), Action::prep_exhaust("heavy-wound"), Action::prep_exhaust("strike", true),
        Action::prep_gain("block"), Action::prep_upgrade("train"), Action::prep_shield(),
    };
    for (const auto& a : all) {
        CAPTURE(a.to_string());
        auto b = Action::parse(a.to_string());
        REQUIRE(b.has_value());
        CHECK(*b == a);
        CHECK(b->to_string() == a.to_string());
    }
    CHECK(Action::play(1).to_string() == "play 2");
    CHECK(Action::buy("strike", 1).to_string() == "buy strike p2");
    CHECK(Action::prep_exhaust("strike", true).to_string() == "prep exhaust strike+");
}

TEST_CASE("Action text: card names are read as ids, in any case; nonsense is refused") {
    CHECK(*Action::parse("buy Strike") == Action::buy("strike"));
    CHECK(*Action::parse("buy Lion's Hide") == Action::buy("lions-hide"));
    CHECK(*Action::parse("BUY lion's hide p1") == Action::buy("lions-hide", 0));
    CHECK(*Action::parse("prep exhaust Heavy Wound") == Action::prep_exhaust("heavy-wound"));
    CHECK(*Action::parse("prep exhaust Strike+") == Action::prep_exhaust("strike", true));
    CHECK(*Action::parse("  play   3 ") == Action::play(2));
    for (const char* bad : {"", "play", "play 0", "play x", "play 1 2", "buy", "upgrade now", "defend -1", "prep",
                            "prep dance", "prep gain", "prep gain strike+", "tap-stance 0", "fly", "end-planning x"})
        CHECK_MESSAGE(!Action::parse(bad).has_value(), bad);
}

TEST_CASE("Options: defaults, choices, and clear errors for bad values") {
    State s = fresh();
    CHECK(s.cfg.difficulty == Difficulty::Normal);
    CHECK(s.cfg.players == 1);
    CHECK(s.cfg.decks == std::vector<std::string>{"4T3S3B"});
    CHECK(s.owned_cards(0).size() == 10);
    CHECK(s.reserve.size() == 6);
    CHECK(s.wounds_left() == 3);
    CHECK(s.players[0].stance.side == 0);
    CHECK(!s.players[0].stance.tapped);
    CHECK(s.players[0].hand.size() == 5);

    State t = fresh({{"deck", "6t2S2b"}});
    CHECK(t.cfg.decks[0] == "6T2S2B");
    CHECK(t.owned_cards(0).size() == 10);
    State b = fresh({{"expansions", "blood"}});
    CHECK(b.wounds_left() == 9);
    CHECK(s.cat->card(b.wounds.top().def).id == "flesh-wound");
    CHECK(s.cat->card(b.wounds.bottom_first().front().def).id == "deep-wound");
    State c = fresh({{"players", "2"}, {"expansions", "blood"}});
    CHECK(c.wounds_left() == 18);
    CHECK(c.reserve.size() == 12);
    State o = fresh({{"expansions", "omphale"}, {"players", "2"}, {"stance2", "hercules"}});
    CHECK(o.cat->stances[static_cast<std::size_t>(o.players[0].stance.def)].id == "omphale");
    CHECK(o.cat->stances[static_cast<std::size_t>(o.players[1].stance.def)].id == "hercules");

    std::vector<std::map<std::string, std::string>> bad = {
        {{"difficulty", "easy"}},
        {{"players", "3"}},
        {{"expansions", "blood,dragons"}},
        {{"deck", "4T3S"}},
        {{"deck", "4T3S3X"}},
        {{"deck", "7T3S"}},  // only 6 Trains exist
        {{"deck", "T4"}},
        {{"stance", "omphale"}},  // without its expansion
        {{"stance", "zeus"}},
        {{"colour", "red"}},
    };
    for (const auto& opts : bad) {
        CAPTURE(opts.begin()->first + "=" + opts.begin()->second);
        CHECK_THROWS_AS(fresh(opts), olympus::OptionError);
    }
    try {
        fresh({{"deck", "7T3S"}});
    } catch (const olympus::OptionError& e) {
        CHECK(std::string(e.what()).find("Train") != std::string::npos);
    }
    SimSettings st;
    st.policy = "clever";
    CHECK_THROWS_AS(simulate(st), olympus::OptionError);
}

TEST_CASE("JSON: a state reads back equal, and damaged input gives a clear error") {
    State s = fresh({{"expansions", "all"}, {"difficulty", "heroic"}});
    REQUIRE(s.phase == Phase::HealthCard);  // Calm and Wrath asks first
    s.apply(Action::health_card("stone-skin"));
    REQUIRE(s.phase == Phase::Planning);
    json j = s.to_json();
    State back = State::from_json(j);
    CHECK(back == s);
    CHECK(back.to_json() == j);

    auto damaged = [&](const std::function<void(json&)>& f, const std::string& expect) {
        json d = j;
        f(d);
        try {
            State::from_json(d);
            FAIL("accepted a damaged state: " << expect);
        } catch (const std::runtime_error& e) {
            std::string what = e.what();
            CHECK_MESSAGE(what.find(expect) != std::string::npos, what);
            CHECK(what.find("damaged Micro Hero state") == 0);
        }
    };
    damaged([](json& d) { d = json::array(); }, "expected a JSON object");
    damaged([](json& d) { d["game"] = "chess"; }, "not a Micro Hero state");
    damaged([](json& d) { d["version"] = 99; }, "newer");
    damaged([](json& d) { d.erase("players"); }, "missing 'players'");
    damaged([](json& d) { d["round"] = "three"; }, "round");
    damaged([](json& d) { d["players"][0]["hand"].erase(0); }, "expected 1");  // a card lost
    damaged([](json& d) { d["players"][0]["discard"].push_back(d["players"][0]["hand"][0]); }, "in 2 places");
    damaged([](json& d) { d["players"][0]["hand"][0] = "excalibur#3"; }, "unknown card 'excalibur'");
    damaged([](json& d) { d["players"][0]["hand"][0] = "strike"; }, "bad card");
    damaged([](json& d) { d["trials"]["current"] = "minotaur"; }, "unknown Trial");
    damaged([](json& d) { d["trials"]["upcoming"].erase(0); }, "not in exactly one place");
    damaged([](json& d) { d["rng"]["state"] = "xyz"; }, "16 hex digits");
    damaged([](json& d) { d["options"]["difficulty"] = "easy"; }, "difficulty");
    damaged([](json& d) { d["phase"] = "lunch"; }, "unknown phase");
    damaged([](json& d) { d["trials"]["health"] = 0; }, "Health out of range");
    damaged([](json& d) { d["players"][0]["stance"]["side"] = "C"; }, "expected A or B");
    damaged([](json& d) { d["hera"]["stack"].erase(0); }, "Hera");
}

TEST_CASE("A damaged campaign's message says once what it is and where the damage is") {
    // It read "damaged Micro Hero state: microhero state.players[0].shield", and the campaign
    // store put "the campaign inside is damaged: " in front of that.
    TempDir dir;
    CampaignStore store(dir.path);
    State s = fresh({});
    store.save("hurt", s);
    json j = s.to_json();
    j["players"][0]["shield"] = 99;
    olympus::write_save(store.path_for("hurt"), {kGameId, State::kSaveVersion, j});
    const std::string why = "damaged Micro Hero state: players[0].shield: 99 is out of range (0 to " +
                            std::to_string(s.cat->shield_max) + ")";
    try {
        State::from_json(j);
        FAIL("accepted a shield of 99");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()) == why);
    }
    try {
        store.load("hurt");
        FAIL("the store loaded a shield of 99");
    } catch (const olympus::SaveError& e) {
        CHECK(std::string(e.what()) == store.path_for("hurt").string() + ": " + why);
    }
    j = s.to_json();
    j.erase("options");
    try {
        State::from_json(j);
        FAIL("accepted a state without options");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()) == "damaged Micro Hero state: missing 'options'");
    }
}

TEST_CASE("Saves at every turn start of a whole campaign load back equal and play on to the same end") {
    std::size_t total_saves = 0;
    for (auto opts : std::vector<std::map<std::string, std::string>>{
             {},
             {{"expansions", "athena,hera,calm,omphale"}, {"difficulty", "heroic"}},
             {{"players", "2"}, {"expansions", "hera,calm"}},
             {{"expansions", "blood"}, {"difficulty", "mythic"}}}) {
        CAPTURE(opts.size());
        State s = fresh(opts, 42);
        Rng rng(5);
        std::vector<std::pair<json, Rng>> saves;  // the state and the policy's generator at that moment
        int last_turn = -1;
        while (!s.is_terminal()) {
            bool turn_start = s.phase == Phase::Planning && s.actor == 0 && s.players[0].played.empty() &&
                              s.turns_total != last_turn;
            if (turn_start) {
                last_turn = s.turns_total;
                json j = s.to_json();
                State loaded = State::from_json(json::parse(j.dump()));
                REQUIRE(loaded == s);
                REQUIRE(loaded.to_json() == j);
                saves.push_back({j, rng});
            }
            s.apply(greedy_policy(s, rng));
        }
        REQUIRE(!saves.empty());
        total_saves += saves.size();
        // Resume from every save: the same seed and moves give the very same final state, card
        // for card; from a few of them the simulator's summary of the campaign agrees too.
        for (std::size_t k = 0; k < saves.size(); ++k) {
            CAPTURE(k);
            State again = State::from_json(saves[k].first);
            Rng prng = saves[k].second;
            while (!again.is_terminal()) again.apply(greedy_policy(again, prng));
            CHECK(again == s);
            CHECK(again.to_json() == s.to_json());
        }
        for (std::size_t k : {std::size_t{0}, saves.size() / 2, saves.size() - 1}) {
            State r = State::from_json(saves[k].first);
            Rng prng = saves[k].second;
            auto result = play_campaign(r, greedy_policy, prng);
            CHECK(result.won == (s.result > 0));
            CHECK(result.overcome == static_cast<int>(s.overcome.size()));
            CHECK(result.turns == s.turns_total);
        }
        // And with the random player, whose choices use its own generator.
        State r0 = State::from_json(saves[0].first);
        Rng a(99), b(99);
        State r1 = r0;
        auto x = play_campaign(r0, random_policy, a);
        auto y = play_campaign(r1, random_policy, b);
        CHECK(x.turns == y.turns);
        CHECK(x.overcome == y.overcome);
    }
    CHECK(total_saves > 20);
}

TEST_CASE("Hidden information: the view shows deck and upcoming Trials as counts, and no more") {
    State s = fresh({{"expansions", "hera"}});
    json v = s.view_json(0);
    CHECK(v["players"][0]["deck_count"] == 5);
    CHECK(v["players"][0]["deck_known_top"].empty());
    CHECK(!v["players"][0].contains("deck"));
    CHECK(v["upcoming_count"] == 11);
    CHECK(v["hera"]["stack_count"] == 6);
    std::string dump = v.dump();
    for (int t : s.upcoming.bottom_first()) CHECK(dump.find(s.cat->trials[static_cast<std::size_t>(t)].id) == std::string::npos);
    for (const auto& h : s.cat->hera) CHECK(dump.find(h.id) == std::string::npos);

    // Two worlds that differ only in hidden things give the same view and description.
    State other = s;
    auto deck = other.players[0].deck.top_first();
    std::reverse(deck.begin(), deck.end());
    other.players[0].deck = olympus::Pile<Card>::from_top_first(deck);
    auto up = other.upcoming.top_first();
    std::reverse(up.begin(), up.end());
    other.upcoming = olympus::Pile<int>::from_top_first(up);
    auto hs = other.hera_stack.top_first();
    std::reverse(hs.begin(), hs.end());
    other.hera_stack = olympus::Pile<int>::from_top_first(hs);
    REQUIRE(!(other == s));
    CHECK(other.view_json(0) == s.view_json(0));
    CHECK(other.describe(0) == s.describe(0));

    // A card anticipated onto the deck is known to be there.
    set_deck_top(s, 0, {"block+"});
    json v2 = s.view_json(0);
    REQUIRE(v2["players"][0]["deck_known_top"].size() == 1);
    CHECK(v2["players"][0]["deck_known_top"][0]["name"] == "Block+");
    CHECK(s.describe(0).find("Deck 6 (top first: Block+)") != std::string::npos);
}

TEST_CASE("The spectator's view: what both co-op players see, without a seat or moves, and nothing hidden") {
    int checked = 0;
    for (std::uint64_t seed : {3u, 4u, 5u, 6u}) {
        State s = fresh({{"players", "2"}, {"expansions", "all"}}, seed);
        Rng rng(seed);
        for (int step = 0; !s.is_terminal(); ++step) {
            if (step % 3 == 0) {
                const json pub = s.public_view_json();
                CHECK(pub["seat"].is_null());
                CHECK(pub["legal"].empty());
                for (int p = 0; p < 2; ++p) {
                    json v = s.view_json(p);
                    v["seat"] = nullptr;
                    v["legal"] = json::array();
                    CHECK(v == pub);
                }
                // Decks below their known top, the upcoming Trials and Hera's stack in another order.
                State other = s;
                for (Player& pl : other.players) {
                    auto deck = pl.deck.top_first();
                    std::reverse(deck.begin() + pl.deck_known, deck.end());
                    pl.deck = olympus::Pile<Card>::from_top_first(deck);
                }
                auto up = other.upcoming.top_first();
                std::reverse(up.begin(), up.end());
                other.upcoming = olympus::Pile<int>::from_top_first(up);
                auto hs = other.hera_stack.top_first();
                std::reverse(hs.begin(), hs.end());
                other.hera_stack = olympus::Pile<int>::from_top_first(hs);
                CHECK(other.public_view_json() == pub);
                ++checked;
            }
            s.apply(step % 2 ? random_policy(s, rng) : greedy_policy(s, rng));  // greedy lasts longer
        }
    }
    CHECK(checked > 100);
}

TEST_CASE("Card data: an unknown key, effect or card is an error naming the file, the card and the word") {
    std::map<std::string, json> files;
    for (const char* name : {"techniques", "wounds", "trials", "stances", "expansions"})
        files[name] = olympus::data::read_json(std::string("microhero/") + name + ".json");
    Catalog ok = Catalog::from_json(files);
    CHECK(ok.trials.size() == 12);
    CHECK(ok.card_index("strike") >= 0);
    CHECK(ok.card(ok.trials[1].blessing).type == CardType::Blessing);
    CHECK(ok.trials[static_cast<std::size_t>(ok.trial_index("lernaean-hydra"))].abilities[0].when == Trigger::HealthLost);

    auto broken = [&](const std::function<void(std::map<std::string, json>&)>& f, std::vector<std::string> words) {
        auto copy = files;
        f(copy);
        try {
            Catalog::from_json(copy);
            FAIL("accepted broken card data");
        } catch (const CardDataError& e) {
            std::string what = e.what();
            for (const auto& w : words) CHECK_MESSAGE(what.find(w) != std::string::npos, what << " lacks " << w);
        }
    };
    broken([](auto& f) { f["techniques"]["techniques"][1]["atack"] = 1; },
           {"techniques.json", "strike", "unknown field 'atack'"});
    broken([](auto& f) { f["techniques"]["techniques"][1]["copies"] = 18446744073709551615ULL; },  // read wide: no wrap to -1
           {"techniques.json", "strike", "copies: the number is too large"});
    broken([](auto& f) { f["trials"]["trials"][4]["attack"] = 4294967308LL; },  // 2^32 + 12 would narrow to 12
           {"trials.json", "attack: 4294967308 is out of range (0 to 20)"});
    broken([](auto& f) { f["trials"]["trials"][1]["abilities"][0]["effect"] = "explode"; },
           {"trials.json", "lernaean-hydra", "explode"});
    broken([](auto& f) { f["trials"]["trials"][0]["abilities"][0]["when"] = "health_lost"; },
           {"trials.json", "nemean-lion", "max_damage", "health_lost"});
    broken([](auto& f) { f["trials"]["trials"][3]["blessing"]["base"]["might"] = 2; },
           {"trials.json", "boar-tusks", "might"});
    broken([](auto& f) { f["stances"]["stances"][0]["sides"][1]["action"] = "fly"; },
           {"stances.json", "hercules", "fly"});
    broken([](auto& f) { f["wounds"]["wounds"][0]["on_discard"]["base"] = "vanish"; },
           {"wounds.json", "flesh-wound", "vanish"});
    broken([](auto& f) { f["expansions"]["hera"][0]["symbol"] = "rainbow"; },
           {"expansions.json", "hera-lightning-1", "rainbow"});
    broken([](auto& f) { f["trials"]["trials"].erase(11); }, {"trials.json", "12 Trials"});
    broken([](auto& f) { f["techniques"]["techniques"][0]["copies"] = 7; }, {"techniques.json", "16"});
    broken([](auto& f) { f["trials"]["trials"][2]["id"] = "nemean-lion"; }, {"trials.json", "nemean-lion", "used twice"});
    broken([](auto& f) { f.erase("stances"); }, {"stances.json", "missing"});
}

TEST_CASE("An illegal action is refused and leaves the state as it was") {
    State s = fresh();
    State before = s;
    for (const Action& a : {Action::play(9), Action::buy("strike"), Action::end_planning(), Action::defend(3),
                            Action::prep_shield(), Action::tap_stance(-1, 1), Action::health_card("tides")}) {
        CAPTURE(a.to_string());
        CHECK(!olympus::is_legal(s, a));
        CHECK_THROWS_AS(s.apply(a), IllegalAction);
        CHECK(s == before);
    }
    // The script-mode view lists exactly the legal moves for the seat to act.
    json v = s.view_json(0);
    CHECK(v["legal"].size() == s.legal_actions().size());
    CHECK(s.describe(0).find("Hand:") != std::string::npos);
}
