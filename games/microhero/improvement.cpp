// 3. Improvement Phase: Purchase, Upgrade and Anticipation, paid with this turn's Experience.
#include "microhero/state.hpp"

namespace olympus::microhero {

namespace {
std::string xp_left(int xp) { return xp > 0 ? std::to_string(xp) + " XP left" : "no XP left"; }
}  // namespace

int State::cost_of(const Card& c) const {
    const CardDef& d = def(c);
    int base = d.type == CardType::Blessing ? cat->blessing_cost
               : d.type == CardType::Wound  ? cat->wound_upgrade_cost
                                            : cat->technique_cost;
    return std::max(0, base + static_sum(Effect::XpCost));
}

void State::buy(int seat, int def_index) {
    for (std::size_t i = 0; i < reserve.size(); ++i)
        if (reserve[i].def == def_index) {
            Card c = reserve[i];
            reserve.erase(reserve.begin() + static_cast<std::ptrdiff_t>(i));
            xp -= cost_of(c);
            players[static_cast<std::size_t>(seat)].discard.put_top(c);
            note((cfg.players == 2 ? "The team buys " + card_name(c) + " for P" + std::to_string(seat + 1)
                                   : "You buy " + card_name(c)) +
                 "; " + xp_left(xp));
            return;
        }
    throw IllegalAction("buy: no such card in the Reserve");
}

void State::upgrade_top(int seat) {
    Player& pl = players[static_cast<std::size_t>(seat)];
    Card c = *pl.discard.draw();
    xp -= cost_of(c);
    c.up = true;
    pl.discard.put_top(c);
    note((cfg.players == 2 ? "The team upgrades P" + std::to_string(seat + 1) + "'s " : std::string("You upgrade ")) +
         def(c).name + " to " + card_name(c) + "; " + xp_left(xp));
}

void State::anticipate(int seat) {
    Player& pl = players[static_cast<std::size_t>(seat)];
    Card c = *pl.discard.draw();
    xp -= cost_of(c);
    pl.deck.put_top(c);
    ++pl.deck_known;
    note((cfg.players == 2 ? "The team puts " + card_name(c) + " on top of P" + std::to_string(seat + 1) + "'s deck"
                           : "You put " + card_name(c) + " on top of your deck") +
         "; " + xp_left(xp));
}

void State::end_improvement() {
    if (xp > 0) note("The unspent XP (" + std::to_string(xp) + ") is lost.");
    xp = 0;
    if (attack_phase() || result != 0) return;
    if (cfg.players == 2) {
        phase = Phase::Defense;  // the team splits its pooled Defense
        actor = 0;
        return;
    }
    defense_phase({totals(0).defense});
}

}  // namespace olympus::microhero
