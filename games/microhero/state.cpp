// The decision points: legal actions, apply, and the checks on a State.
#include <algorithm>
#include <set>

#include "microhero/state.hpp"
#include "core/log_lines.hpp"

namespace olympus::microhero {

std::string_view to_string(Phase p) {
    switch (p) {
        case Phase::HealthCard: return "health-card";
        case Phase::Planning: return "planning";
        case Phase::Improvement: return "improvement";
        case Phase::Defense: return "defense";
        case Phase::Preparation: return "preparation";
        case Phase::Over: return "over";
    }
    return "?";
}

void State::note(std::string line) {
    log.push_back(as_sentence(std::move(line)));
    constexpr std::size_t kKeep = 60;
    if (log.size() > kKeep) log.erase(log.begin(), log.begin() + static_cast<std::ptrdiff_t>(log.size() - kKeep));
}

std::string State::card_name(const Card& c) const { return def(c).name + (c.up ? "+" : ""); }

bool State::can_upgrade(const Card& c) const {
    if (c.up) return false;  // a card already upgraded cannot be upgraded again
    const CardDef& d = def(c);
    return d.type != CardType::Wound || (cfg.blood && d.on_discard[0] != d.on_discard[1]);
}

namespace {
bool can_draw(const Player& pl) { return !pl.deck.empty() || !pl.discard.empty(); }
}  // namespace

std::vector<Action> State::legal_actions() const {
    std::vector<Action> out;
    if (result != 0) return out;
    const Catalog& c = *cat;
    switch (phase) {
        case Phase::HealthCard:
            for (std::size_t i = 0; i < c.health_cards.size(); ++i)
                if (static_cast<int>(i) != health_card) out.push_back(Action::health_card(c.health_cards[i].id));
            break;
        case Phase::Planning: {
            const Player& pl = players[static_cast<std::size_t>(actor)];
            for (std::size_t i = 0; i < pl.hand.size(); ++i) out.push_back(Action::play(static_cast<int>(i)));
            const Stance& st = pl.stance;
            if (!st.tapped) {
                const StanceSide& side = c.stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(st.side)];
                switch (side.action) {
                    case StanceAction::SuperchargeNext:
                        // Only worth offering while a non-Wound card is left to be supercharged.
                        if (std::any_of(pl.hand.begin(), pl.hand.end(),
                                        [&](const Card& h) { return def(h).type != CardType::Wound; }))
                            out.push_back(Action::tap_stance());
                        break;
                    case StanceAction::DrawThenFlip:
                        if (can_draw(pl)) out.push_back(Action::tap_stance());
                        break;
                    case StanceAction::PutUnder:
                        for (std::size_t i = 0; i < pl.hand.size(); ++i)
                            out.push_back(Action::tap_stance(static_cast<int>(i)));
                        break;
                    case StanceAction::BonusPerUnder:
                        if (side.base > 0 || !pl.under.empty()) out.push_back(Action::tap_stance());
                        break;
                }
            }
            if (pl.hand.empty()) out.push_back(Action::end_planning());
            break;
        }
        case Phase::Improvement: {
            for (int p = 0; p < cfg.players; ++p) {
                const Player& pl = players[static_cast<std::size_t>(p)];
                int seat = cfg.players == 2 ? p : -1;
                std::set<int> seen;
                for (const Card& r : reserve) {
                    const CardDef& d = def(r);
                    if (!seen.insert(r.def).second) continue;
                    if (d.type == CardType::Blessing && round == 1) continue;  // no Blessing in round 1
                    if (cost_of(r) <= xp) out.push_back(Action::buy(d.id, seat));
                }
                if (!pl.discard.empty()) {
                    const Card& top = pl.discard.top();
                    const CardDef& d = def(top);
                    if (can_upgrade(top) && cost_of(top) <= xp) out.push_back(Action::upgrade(seat));
                    if (top.up && d.type != CardType::Wound && cost_of(top) <= xp)
                        out.push_back(Action::anticipate(seat));
                }
                const Stance& st = pl.stance;
                if (!st.tapped) {
                    const StanceSide& side =
                        c.stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(st.side)];
                    // A card drawn now stays in hand for the next turn.
                    if ((side.action == StanceAction::DrawThenFlip && can_draw(pl)) ||
                        (side.action == StanceAction::BonusPerUnder && (side.base > 0 || !pl.under.empty())))
                        out.push_back(Action::tap_stance(-1, seat));
                }
            }
            out.push_back(Action::end_improvement());
            break;
        }
        case Phase::Defense: {
            int total = 0;
            for (int p = 0; p < cfg.players; ++p) total += totals(p).defense;
            for (int k = 0; k <= total; ++k) out.push_back(Action::defend(k));
            break;
        }
        case Phase::Preparation: {
            const Player& pl = players[static_cast<std::size_t>(actor)];
            std::set<std::pair<int, bool>> ex;
            std::set<int> up;
            for (const Card& d : pl.deck.bottom_first()) {
                ex.insert({d.def, d.up});
                if (def(d).type == CardType::Technique && !d.up) up.insert(d.def);
            }
            for (const auto& [d, u] : ex) out.push_back(Action::prep_exhaust(c.card(d).id, u));
            std::set<int> gain;
            for (const Card& r : reserve)
                if (def(r).type == CardType::Technique) gain.insert(r.def);
            for (int d : gain) out.push_back(Action::prep_gain(c.card(d).id));
            for (int d : up) out.push_back(Action::prep_upgrade(c.card(d).id));
            if (cfg.athena) out.push_back(Action::prep_shield());
            break;
        }
        case Phase::Over: break;
    }
    return out;
}

void State::apply(const Action& a) {
    apply_step(a);
    settle();
}

void State::apply_step(const Action& a) {
    if (result != 0) throw IllegalAction("the campaign is over");
    auto legal = legal_actions();
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        throw IllegalAction("'" + a.to_string() + "' is not legal now");
    apply_unchecked(a);
}

void State::settle() {
    // A decision with a single possible move is no decision: take it and go on. Except a card
    // to play: the player plays the last one. The end of planning that may follow it is taken
    // here, as a rule; the seat's board shows the finished plan before it sends that last card
    // (remote_board.cpp), so replays and the computer player see the same moves as always.
    for (int guard = 0; guard < 1000 && result == 0; ++guard) {
        auto legal = legal_actions();
        if (legal.size() != 1 || legal.front().kind == Action::Kind::Play) return;
        apply_unchecked(legal.front());
    }
}

void State::apply_unchecked(const Action& a) {
    auto target = [&] { return a.seat >= 0 ? a.seat : 0; };
    switch (a.kind) {
        case Action::Kind::Play: play_card(actor, static_cast<std::size_t>(a.n)); break;
        case Action::Kind::TapStance: use_stance(a.seat >= 0 ? a.seat : actor, a.n); break;
        case Action::Kind::EndPlanning: end_planning(actor); break;
        case Action::Kind::Buy: buy(target(), cat->card_index(a.card)); break;
        case Action::Kind::Upgrade: upgrade_top(target()); break;
        case Action::Kind::Anticipate: anticipate(target()); break;
        case Action::Kind::EndImprovement: end_improvement(); break;
        case Action::Kind::Defend: {
            int total = 0;
            for (int p = 0; p < cfg.players; ++p) total += totals(p).defense;
            note("The team splits its Defense, " + std::to_string(a.n) + " for P1 and " + std::to_string(total - a.n) + " for P2");
            defense_phase({a.n, total - a.n});
            break;
        }
        case Action::Kind::HealthCard: choose_health_card(cat->health_card_index(a.card)); break;
        case Action::Kind::PrepExhaust:
        case Action::Kind::PrepGain:
        case Action::Kind::PrepUpgrade:
        case Action::Kind::PrepShield: prep(actor, a); break;
    }
}

std::vector<Card> State::owned_cards(int p) const {
    const Player& pl = players[static_cast<std::size_t>(p)];
    std::vector<Card> out = pl.deck.bottom_first();
    out.insert(out.end(), pl.hand.begin(), pl.hand.end());
    out.insert(out.end(), pl.played.begin(), pl.played.end());
    auto d = pl.discard.bottom_first();
    out.insert(out.end(), d.begin(), d.end());
    out.insert(out.end(), pl.under.begin(), pl.under.end());
    return out;
}

bool State::in_campaign(std::size_t uid) const {
    const CardDef& d = cat->card(uid_def[uid]);
    if (d.type != CardType::Blessing) return true;
    // A Blessing joins the Reserve once its Trial is overcome and no longer lingers.
    const int t = d.trial;
    bool done = std::find(overcome.begin(), overcome.end(), t) != overcome.end();
    bool lingers = std::any_of(lingering.begin(), lingering.end(), [&](const Lingering& l) { return l.trial == t; });
    bool last_won = result == 1 && t == trial;
    return done && !lingers && !last_won;
}

void State::check_invariants() const {
    auto fail = [](const std::string& why) { throw std::runtime_error("microhero: " + why); };
    const Catalog& c = *cat;
    const std::size_t ntrials = c.trials.size();
    if (static_cast<int>(players.size()) != cfg.players) fail("wrong number of players");

    // Trials: each one upcoming, current, or overcome, exactly once.
    std::vector<int> seen_trial(ntrials, 0);
    auto see_trial = [&](int t, const char* where) {
        if (t < 0 || static_cast<std::size_t>(t) >= ntrials) fail(std::string("bad Trial in ") + where);
        ++seen_trial[static_cast<std::size_t>(t)];
    };
    for (int t : upcoming.bottom_first()) see_trial(t, "upcoming");
    for (int t : overcome) see_trial(t, "overcome");
    bool current_overcome = result == 1;
    if (!current_overcome) see_trial(trial, "current");
    for (std::size_t t = 0; t < ntrials; ++t)
        if (seen_trial[t] != 1) fail("Trial " + c.trials[t].id + " is not in exactly one place");
    for (const auto& l : lingering) {
        if (std::find(overcome.begin(), overcome.end(), l.trial) == overcome.end()) fail("a lingering Trial was never overcome");
        if (l.rounds_left < 1 || l.rounds_left > 2) fail("a lingering Trial has a bad count");
    }
    if (result == 1 && overcome.size() != ntrials) fail("won without every Trial");
    if (round != std::min<int>(kRounds, static_cast<int>(overcome.size()) + (result == 1 ? 0 : 1)))
        fail("round " + std::to_string(round) + " does not match " + std::to_string(overcome.size()) + " Trials overcome");

    // Cards: every uid exactly once, with its own def.
    std::vector<int> seen(uid_def.size(), 0);
    auto see = [&](const Card& card, const char* where) {
        if (card.uid < 0 || static_cast<std::size_t>(card.uid) >= uid_def.size())
            fail(std::string("a card with a bad uid in ") + where);
        if (uid_def[static_cast<std::size_t>(card.uid)] != card.def)
            fail("card #" + std::to_string(card.uid) + " changed identity in " + where);
        ++seen[static_cast<std::size_t>(card.uid)];
    };
    for (const Card& r : reserve) {
        see(r, "the Reserve");
        if (r.up) fail("an upgraded card in the Reserve");
        if (def(r).type == CardType::Wound) fail("a Wound among the Reserve's cards");
    }
    for (std::size_t i = 1; i < reserve.size(); ++i)
        if (reserve[i - 1].uid >= reserve[i].uid) fail("the Reserve is out of order");
    for (const Card& w : wounds.bottom_first()) {
        see(w, "the Wound stack");
        if (w.up || def(w).type != CardType::Wound) fail("a wrong card on the Wound stack");
    }
    for (std::size_t p = 0; p < players.size(); ++p) {
        const Player& pl = players[p];
        for (const Card& card : owned_cards(static_cast<int>(p))) see(card, "a player's cards");
        if (pl.deck_known < 0 || pl.deck_known > static_cast<int>(pl.deck.size())) fail("deck_known out of range");
        if (pl.supercharged < -1 || pl.supercharged >= static_cast<int>(pl.played.size())) fail("bad supercharged index");
        if (pl.supercharged >= 0 && def(pl.played[static_cast<std::size_t>(pl.supercharged)]).type == CardType::Wound)
            fail("a supercharged Wound");
        if (pl.shield < 0 || pl.shield > c.shield_max) fail("Shield out of range");
        if (pl.prep_left < 0 || pl.prep_left > 2) fail("prep count out of range");
        if (pl.deep_due < 0 || (pl.deep_due > 0 && !cfg.blood)) fail("bad count of Deep Wounds due");
        if (pl.stance.side < 0 || pl.stance.side > 1) fail("bad Stance side");
        if (pl.stance.def < 0 || static_cast<std::size_t>(pl.stance.def) >= c.stances.size()) fail("bad Stance");
        if (pl.stance.bonus < 0) fail("negative Stance bonus");
        if ((phase == Phase::HealthCard || phase == Phase::Preparation) &&
            (!pl.hand.empty() || !pl.played.empty() || !pl.discard.empty() || !pl.under.empty()))
            fail("cards outside the deck between rounds");
    }
    for (std::size_t uid = 0; uid < uid_def.size(); ++uid) {
        const CardDef& d = c.card(uid_def[uid]);
        const int expect = in_campaign(uid) ? 1 : 0;
        if (seen[uid] != expect)
            fail("card #" + std::to_string(uid) + " (" + d.name + ") is in " + std::to_string(seen[uid]) +
                 " places, expected " + std::to_string(expect));
    }

    // Values in range.
    if (result == 0) {
        if (t_health < 1 || t_health > t_health_start) fail("Trial Health out of range");
        if (t_attack < 0 || t_attack > 999 || t_defense < 1 || t_defense > 999) fail("Trial values out of range");
    }
    if (xp < 0) fail("negative Experience");
    if (phase != Phase::Improvement && xp != 0) fail("Experience kept outside the Improvement Phase");
    if (actor < 0 || actor >= cfg.players) fail("bad actor");
    if ((result != 0) != (phase == Phase::Over)) fail("phase and result disagree");
    if (cfg.hera) {
        std::vector<int> h = hera_stack.bottom_first();
        h.insert(h.end(), hera_discard.begin(), hera_discard.end());
        std::sort(h.begin(), h.end());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (h[i] != static_cast<int>(i)) fail("Hera's Revenge cards lost or doubled");
        if (h.size() != c.hera.size()) fail("Hera's Revenge cards lost");
    }
    if (cfg.calm && phase != Phase::HealthCard && result == 0 &&
        (health_card < 0 || static_cast<std::size_t>(health_card) >= c.health_cards.size()))
        fail("no Calm and Wrath Health card in use");
}

Card State::take_card(std::string_view id) {
    int d = cat->card_index(id);
    if (d < 0) throw std::invalid_argument("take_card: no card '" + std::string(id) + "'");
    auto from_vec = [&](std::vector<Card>& v) -> std::optional<Card> {
        for (std::size_t i = 0; i < v.size(); ++i)
            if (v[i].def == d) {
                Card c = v[i];
                v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
                return c;
            }
        return std::nullopt;
    };
    auto from_pile = [&](Pile<Card>& pile) -> std::optional<Card> {
        for (std::size_t k = 0; k < pile.size(); ++k)
            if (pile.at_from_top(k).def == d) return pile.take_at(k);
        return std::nullopt;
    };
    if (auto c = from_vec(reserve)) return *c;
    if (auto c = from_pile(wounds)) return *c;
    for (auto& pl : players) {
        if (auto c = from_pile(pl.deck)) {
            pl.deck_known = std::min(pl.deck_known, static_cast<int>(pl.deck.size()));
            return *c;
        }
        if (auto c = from_pile(pl.discard)) return *c;
        if (auto c = from_vec(pl.hand)) return *c;
        if (auto c = from_vec(pl.under)) return *c;
    }
    throw std::invalid_argument("take_card: no free '" + std::string(id) + "' card");
}

}  // namespace olympus::microhero
