// 6. Upkeep Phase and the Stance's End of Turn effects; End of Round (Trial to Blessing, reset,
// next Trial, preparation actions, Stance reset, shuffle); End of Game.
#include <algorithm>

#include "microhero/state.hpp"

namespace olympus::microhero {

void State::exhaust(Card c) {
    c.up = false;  // back to the Reserve at its base level
    if (def(c).type == CardType::Wound) {
        wounds.put_top(c);
    } else {
        auto at = std::lower_bound(reserve.begin(), reserve.end(), c,
                                   [](const Card& a, const Card& b) { return a.uid < b.uid; });
        reserve.insert(at, c);
    }
    note(card_name(c) + " is exhausted to the Reserve");
}

// One played card leaving play: exhausted (Supercharged), or discarded to `target`'s pile, where
// a Blood and Bruises Wound does what its half says.
void State::discard_played(int p, Card c, int target, bool exhausted) {
    if (exhausted) {
        exhaust(c);
        return;
    }
    const CardDef& d = def(c);
    Player& own = players[static_cast<std::size_t>(p)];
    if (d.type == CardType::Wound && cfg.blood) {
        switch (d.on_discard[c.up ? 1 : 0]) {
            case WoundDiscard::Discard: break;
            case WoundDiscard::Exhaust: exhaust(c); return;
            case WoundDiscard::StayInDeck: {
                bool all_known = own.deck_known == static_cast<int>(own.deck.size());
                own.deck.put_bottom(c);
                if (all_known) ++own.deck_known;
                note(card_name(c) + " stays in the deck, at the bottom");
                return;
            }
            case WoundDiscard::ExtraWound:
                // Its extra Wound comes in the Upkeep, after every played card is discarded.
                players[static_cast<std::size_t>(target)].discard.put_top(c);
                ++own.deep_due;
                return;
        }
    }
    players[static_cast<std::size_t>(target)].discard.put_top(c);
}

void State::upkeep() {
    for (int p = 0; p < cfg.players; ++p) {
        Player& pl = players[static_cast<std::size_t>(p)];
        std::vector<Card> cards = std::move(pl.played);
        int super = pl.supercharged;
        pl.played.clear();
        pl.supercharged = -1;
        // In play order, so the first card played ends at the bottom; co-op discards go to the partner.
        for (std::size_t i = 0; i < cards.size(); ++i)
            discard_played(p, cards[i], coop_partner(p), static_cast<int>(i) == super);
    }
    // Blood and Bruises: each Deep Wound discarded this turn adds the top Wound of the stack to
    // its player's own discard pile, on top of the cards just discarded.
    for (int p = 0; p < cfg.players && result == 0; ++p) {
        Player& pl = players[static_cast<std::size_t>(p)];
        for (; pl.deep_due > 0 && result == 0; --pl.deep_due) {
            note(std::string(cfg.players == 2 ? "P" + std::to_string(p + 1) + "'s" : "A") +
                 " Deep Wound opens and deals one more Wound");
            if (!add_wound(p)) break;
        }
    }
    if (result != 0) return;
    for (int p = 0; p < cfg.players; ++p) end_of_turn_stance(p);
    ++turn;
    ++turns_total;
    begin_turn();
}

void State::end_of_turn_stance(int p) {
    Player& pl = players[static_cast<std::size_t>(p)];
    Stance& st = pl.stance;
    st.pending = false;
    st.bonus = 0;
    const StanceDef& sd = cat->stances[static_cast<std::size_t>(st.def)];
    const StanceSide& side = sd.sides[static_cast<std::size_t>(st.side)];
    switch (side.end) {
        case StanceEnd::None: break;
        case StanceEnd::FlipIfTapped:
            if (st.tapped) {
                st.tapped = false;
                st.side = 1 - st.side;
                note(sd.name + " turns to " + sd.sides[static_cast<std::size_t>(st.side)].name);
            }
            break;
        case StanceEnd::UpgradeTopIfUpright:
            if (st.tapped) break;
            if (pl.deck.empty() && !pl.discard.empty()) {
                pl.deck.turn_over_from(pl.discard);
                pl.deck_known = static_cast<int>(pl.deck.size());
            }
            if (!pl.deck.empty()) {
                Card c = *pl.deck.draw();
                const CardDef& d = def(c);
                // Any card that has an upgraded side to show, a Heavy Wound with Blood and
                // Bruises included (only Supercharged is barred from Wounds).
                bool upgrade = can_upgrade(c);
                if (upgrade) c.up = true;
                pl.deck.put_top(c);
                pl.deck_known = std::max(1, pl.deck_known);
                note(sd.name + " reveals " + (upgrade ? d.name + ", upgraded to " + card_name(c) + "," : card_name(c)) +
                     " on top of " + (cfg.players == 2 ? "P" + std::to_string(p + 1) + "'s" : "your") + " deck");
            }
            break;
    }
}

void State::reveal_trial() {
    trial = *upcoming.draw();
    const TrialDef& td = cat->trials[static_cast<std::size_t>(trial)];
    t_attack = td.attack;
    t_defense = td.defense;
    // +1 Health per Trial overcome so far; doubled for two players.
    t_health = (td.health + static_cast<int>(overcome.size())) * cfg.players;
    t_health_start = t_health;
    // Its values are on the board, and in the log where its first turn begins.
    note("Trial " + std::to_string(overcome.size() + 1) + " of 12 is " + td.name + ". " + td.text);
}

void State::win_round() {
    const TrialDef& td = cat->trials[static_cast<std::size_t>(trial)];
    overcome.push_back(trial);
    round_turns.push_back(turn);
    ++turns_total;
    note(td.name + " is overcome after " + std::to_string(turn) + (turn == 1 ? " turn" : " turns"));
    if (static_cast<int>(overcome.size()) == kRounds) {
        result = 1;
        phase = Phase::Over;
        note("All twelve Labors are done; the campaign is won!");
        return;
    }

    // 1. The Trial becomes a Blessing, or stays in play one or two more rounds (Heroic, Mythic).
    auto to_blessing = [&](int t) {
        const TrialDef& d = cat->trials[static_cast<std::size_t>(t)];
        int uid = -1;
        for (std::size_t u = 0; u < uid_def.size(); ++u)
            if (uid_def[u] == d.blessing) uid = static_cast<int>(u);
        Card c{uid, d.blessing, false};
        auto at = std::lower_bound(reserve.begin(), reserve.end(), c,
                                   [](const Card& a, const Card& b) { return a.uid < b.uid; });
        reserve.insert(at, c);
        note(d.name + " becomes the Blessing " + cat->card(d.blessing).name + " in the Reserve");
    };
    std::vector<Lingering> still;
    for (auto l : lingering) {
        if (--l.rounds_left <= 0) to_blessing(l.trial);
        else still.push_back(l);
    }
    int extra = cfg.difficulty == Difficulty::Heroic ? 1 : cfg.difficulty == Difficulty::Mythic ? 2 : 0;
    if (extra > 0) still.push_back({trial, extra});
    else to_blessing(trial);
    lingering = still;

    // 2. Every card comes back to the deck at its base level; Omphale's cards return too.
    for (int p = 0; p < cfg.players; ++p) {
        Player& pl = players[static_cast<std::size_t>(p)];
        for (std::size_t i = 0; i < pl.played.size(); ++i) {
            // The winning turn has no Upkeep, but a Supercharged card is still exhausted.
            if (static_cast<int>(i) == pl.supercharged) exhaust(pl.played[i]);
            else pl.deck.put_top(pl.played[i]);
        }
        pl.played.clear();
        pl.supercharged = -1;
        pl.deep_due = 0;  // no Upkeep on the winning turn
        for (const Card& c : pl.hand) pl.deck.put_top(c);
        pl.hand.clear();
        for (const Card& c : pl.under) pl.deck.put_top(c);
        pl.under.clear();
        pl.deck.turn_over_from(pl.discard);
        std::vector<Card> all = pl.deck.bottom_first();
        for (auto& c : all) c.up = false;
        pl.deck = Pile<Card>::from_bottom_first(all);
        pl.deck_known = 0;
        pl.shield = 0;  // Athena: leftover Defense is forfeited
        pl.prep_left = 2;
        pl.stance.pending = false;
        pl.stance.bonus = 0;
    }
    if (cfg.hera) {
        // A new stack of all six, the undrawn cards too (docs/RULINGS.md, Hera's Revenge).
        for (int h : hera_discard) hera_stack.put_top(h);
        hera_discard.clear();
        hera_stack.shuffle(rng);
    }

    // 3. The next Trial; 4. preparation (after Calm and Wrath's choice of Health card).
    ++round;
    turn = 1;
    reveal_trial();
    phase = cfg.calm ? Phase::HealthCard : Phase::Preparation;
    actor = 0;
}

void State::prep(int p, const Action& a) {
    Player& pl = players[static_cast<std::size_t>(p)];
    int d = cat->card_index(a.card);
    const std::string owner = cfg.players == 2 ? "P" + std::to_string(p + 1) + "'s" : "your";
    const std::string owner_cap = cfg.players == 2 ? owner : "Your";
    switch (a.kind) {
        case Action::Kind::PrepExhaust:
            for (std::size_t k = 0; k < pl.deck.size(); ++k) {
                const Card& c = pl.deck.at_from_top(k);
                if (c.def == d && c.up == a.upgraded) {
                    exhaust(pl.deck.take_at(k));
                    break;
                }
            }
            break;
        case Action::Kind::PrepGain:
            for (std::size_t i = 0; i < reserve.size(); ++i)
                if (reserve[i].def == d) {
                    pl.deck.put_top(reserve[i]);
                    note(card_name(reserve[i]) + " joins " + owner + " deck for the next Trial");
                    reserve.erase(reserve.begin() + static_cast<std::ptrdiff_t>(i));
                    break;
                }
            break;
        case Action::Kind::PrepUpgrade: {
            std::vector<Card> all = pl.deck.bottom_first();
            for (auto it = all.rbegin(); it != all.rend(); ++it)
                if (it->def == d && !it->up) {
                    it->up = true;
                    note(owner_cap + " " + def(*it).name + " is upgraded to " + card_name(*it) + " for the next Trial");
                    break;
                }
            pl.deck = Pile<Card>::from_bottom_first(all);
            break;
        }
        case Action::Kind::PrepShield: {
            const int before = pl.shield;
            pl.shield = std::min(cat->shield_max, pl.shield + cat->shield_prep_bonus);
            note(owner_cap + " Shield of Athena" + (pl.shield > before ? " rises to " : " stays at ") + std::to_string(pl.shield) +
                 " for the next Trial");
            break;
        }
        default: throw IllegalAction("not a preparation action");
    }
    if (--pl.prep_left > 0) return;
    for (int q = p + 1; q < cfg.players; ++q)
        if (players[static_cast<std::size_t>(q)].prep_left > 0) {
            actor = q;
            return;
        }
    finish_round_setup();
}

void State::finish_round_setup() {
    if (cfg.blood) reshape_wound_stack();
    for (auto& pl : players) {
        // 5. Stance untapped on side A; shuffle the deck.
        pl.stance.side = 0;
        pl.stance.tapped = false;
        pl.stance.pending = false;
        pl.stance.bonus = 0;
        pl.deck.shuffle(rng);
        pl.deck_known = 0;
    }
    begin_turn();
}

}  // namespace olympus::microhero
