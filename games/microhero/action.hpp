// Micro Hero player decisions and their text form (script mode, logs, replays).
//
//   play N                 play card N of your hand (1 = leftmost)
//   tap-stance [N] [pS]    use the Stance's action; N = hand card for Omphale's Servitude;
//                          pS = whose Stance, during the co-op Improvement Phase
//   end-planning           stop planning (only offered with an empty hand)
//   buy ID [pS]            Purchase a Reserve card onto (player S's) discard pile
//   upgrade [pS]           Upgrade the top card of (player S's) discard pile
//   anticipate [pS]        Anticipation: top of (player S's) discard pile onto their deck
//   end-improvement        end the Improvement Phase (unspent Experience is lost)
//   defend N               co-op: N of the pooled Defense to player 1, the rest to player 2
//   health-card ID         Calm and Wrath: the special Health card for this Trial
//   prep exhaust ID[+]     preparation: return a card of your deck to the Reserve
//   prep gain ID           preparation: a Technique from the Reserve into your deck
//   prep upgrade ID        preparation: upgrade a Technique in your deck
//   prep shield            preparation (Athena's Protection): +5 on the Shield
//
// ID is a card id (lower case, '-' for spaces: "strike", "lions-hide"); parse() also accepts the
// card's name in any case ("Strike", "Lion's Hide"), so `buy Strike` reads as `buy strike`.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace olympus::microhero {

struct Action {
    enum class Kind {
        Play,
        TapStance,
        EndPlanning,
        Buy,
        Upgrade,
        Anticipate,
        EndImprovement,
        Defend,
        HealthCard,
        PrepExhaust,
        PrepGain,
        PrepUpgrade,
        PrepShield,
    };
    Kind kind = Kind::EndPlanning;
    int n = -1;            // Play/TapStance: hand index (0-based); Defend: points to player 1
    std::string card;      // card or Health card id
    bool upgraded = false; // PrepExhaust: the upgraded copy
    int seat = -1;         // co-op Improvement target seat, -1 when not named

    std::string to_string() const;
    static std::optional<Action> parse(std::string_view text);
    bool operator==(const Action&) const = default;

    static Action play(int hand_index) { return {Kind::Play, hand_index, {}, false, -1}; }
    static Action tap_stance(int hand_index = -1, int seat = -1) { return {Kind::TapStance, hand_index, {}, false, seat}; }
    static Action end_planning() { return {Kind::EndPlanning, -1, {}, false, -1}; }
    static Action buy(std::string id, int seat = -1) { return {Kind::Buy, -1, std::move(id), false, seat}; }
    static Action upgrade(int seat = -1) { return {Kind::Upgrade, -1, {}, false, seat}; }
    static Action anticipate(int seat = -1) { return {Kind::Anticipate, -1, {}, false, seat}; }
    static Action end_improvement() { return {Kind::EndImprovement, -1, {}, false, -1}; }
    static Action defend(int to_first) { return {Kind::Defend, to_first, {}, false, -1}; }
    static Action health_card(std::string id) { return {Kind::HealthCard, -1, std::move(id), false, -1}; }
    static Action prep_exhaust(std::string id, bool up = false) { return {Kind::PrepExhaust, -1, std::move(id), up, -1}; }
    static Action prep_gain(std::string id) { return {Kind::PrepGain, -1, std::move(id), false, -1}; }
    static Action prep_upgrade(std::string id) { return {Kind::PrepUpgrade, -1, std::move(id), false, -1}; }
    static Action prep_shield() { return {Kind::PrepShield, -1, {}, false, -1}; }
};

// "Lion's Hide" -> "lions-hide": the id form of a card name.
std::string slug(std::string_view name);

}  // namespace olympus::microhero
