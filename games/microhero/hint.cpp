// Why a flat Monte Carlo rather than ISMCTS: the only thing hidden is the order of the decks, the
// Trials and Hera's stack, and a turn is short, so each distinct move is tried in the same dealt
// worlds (paired, so luck cancels between moves), the campaign played on by the greedy policy.
#include "microhero/hint.hpp"

#include <algorithm>
#include <chrono>

#include "microhero/board_view.hpp"
#include "microhero/policy.hpp"

namespace olympus::microhero {

namespace {

// The greedy policy's own move stands unless another overcomes this many more Trials on average.
constexpr double kKeep = 0.15;
constexpr int kMaxActions = 20000;  // a playout's guard; a campaign takes far fewer

// A world the player cannot tell from `known`: each deck below its known top, the Trials to come
// and Hera's stack in a new order, and fresh chance.
State deal(const State& known, Rng& rng) {
    State w = known;
    for (Player& pl : w.players) {
        std::vector<Card> cards = pl.deck.peek(pl.deck.size());
        const auto top = static_cast<std::ptrdiff_t>(std::min<std::size_t>(static_cast<std::size_t>(std::max(0, pl.deck_known)), cards.size()));
        std::vector<Card> rest(cards.begin() + top, cards.end());
        rng.shuffle(rest);
        std::vector<Card> deck(cards.begin(), cards.begin() + top);
        deck.insert(deck.end(), rest.begin(), rest.end());
        pl.deck = Pile<Card>::from_top_first(std::move(deck));
    }
    w.upcoming.shuffle(rng);
    w.hera_stack.shuffle(rng);
    w.rng = rng.split();
    return w;
}

double trials_overcome(State w, Rng& rng) {
    for (int n = 0; !w.is_terminal() && n < kMaxActions; ++n) w.apply(greedy_policy(w, rng));
    return w.result > 0 ? 12.0 : static_cast<double>(w.overcome.size());
}

}  // namespace

MoveAdvice hint_from_view(const nlohmann::json& view, Rng& rng, int iterations, int ms, const std::string& weigh) {
    // Rebuilt from the view: what it hides is in a fixed order, so two positions the player cannot
    // tell apart give the same state here.
    const State known = State::from_view_json(view);
    const Action own = greedy_policy(known, rng);
    // One move for each thing the menu says (two copies of a card are one move).
    std::vector<Action> moves;
    std::vector<std::string> words;
    std::vector<Action> legal = known.legal_actions();
    // The move to weigh goes first, so it is the one that stands for its words.
    std::stable_partition(legal.begin(), legal.end(), [&](const Action& a) { return a.to_string() == weigh; });
    for (const Action& a : legal) {
        std::string w = action_label(known, a);
        if (std::find(words.begin(), words.end(), w) != words.end()) continue;
        words.push_back(std::move(w));
        moves.push_back(a);
    }
    MoveAdvice adv;
    adv.measure = "Trials overcome by the campaign's end";
    adv.out_of = 12;
    adv.paired = true;
    if (moves.size() <= 1) {
        adv.options.push_back({own.to_string(), action_label(known, own), 0, 0});
        adv.reason = "it is the only move.";
        return adv;
    }
    std::vector<double> sum(moves.size(), 0);
    const auto start = std::chrono::steady_clock::now();
    int rounds = 0;
    for (int tries = 0;;) {
        if (iterations > 0 ? tries >= iterations
                           : std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(ms) && rounds > 0)
            break;
        // One dealt world, every move tried in it with the same luck after.
        const State world = deal(known, rng);
        const Rng luck = rng.split();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            State w = world;
            w.apply(moves[i]);
            Rng r = luck;
            sum[i] += trials_overcome(std::move(w), r);
        }
        tries += static_cast<int>(moves.size());
        ++rounds;
    }
    std::size_t best = 0, mine = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (sum[i] > sum[best]) best = i;
        if (moves[i] == own || words[i] == action_label(known, own)) mine = i;
    }
    if (sum[best] < sum[mine] + kKeep * rounds) best = mine;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (i != best) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sum[a] > sum[b]; });
    order.insert(order.begin(), best);
    adv.tries = rounds * static_cast<int>(moves.size());
    for (std::size_t i : order) {
        adv.options.push_back({moves[i].to_string(), words[i], sum[i] / rounds, rounds});
    }
    return adv;
}

MoveAdvice hint(const State& s, int seat, Rng& rng, int iterations, int ms, const std::string& weigh) {
    return hint_from_view(s.view_json(seat), rng, iterations, ms, weigh);
}

}  // namespace olympus::microhero
