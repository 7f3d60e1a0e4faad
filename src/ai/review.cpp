#include "ai/review.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/rng.hpp"

namespace olympus::ai {

namespace {
constexpr int kLeastTries = 3;  // playouts a move needs before its score is compared
}  // namespace

Reviewer::Reviewer(std::unique_ptr<Table> start, const std::vector<std::string>& moves, std::vector<int> seats,
                   int iterations, std::uint64_t seed)
    : iterations_(std::max(1, iterations)), seed_(seed) {
    if (!start) throw std::runtime_error("this game cannot be reviewed");
    long long mark = start->turn_mark();
    int turn = 1;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const int seat = start->current_player();
        // A decision with one move is no decision: nothing to review.
        if (std::find(seats.begin(), seats.end(), seat) != seats.end() && start->legal_actions().size() > 1)
            decisions_.push_back({static_cast<int>(i), turn, seat, moves[i], start->clone()});
        if (std::string why = start->apply(moves[i]); !why.empty())
            throw std::runtime_error("move " + std::to_string(i + 1) + " of the game cannot be played again: " + why);
        if (long long m = start->turn_mark(); m != mark) {
            mark = m;
            ++turn;
        }
    }
}

void Reviewer::step() {
    if (finished()) return;
    Decision& d = decisions_[static_cast<std::size_t>(next_++)];
    // Each position has its own Rng, so the review does not depend on how its steps are spread.
    Rng rng(seed_ ^ (0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(d.position + 1)));
    std::optional<MoveAdvice> adv = d.before->advice(d.seat, rng, iterations_, 0, d.played);
    d.before.reset();  // weighed: the copy is no longer needed
    // No search (the move was forced by a rule of thumb) or the move played not among those the
    // search scored: no estimate to compare.
    if (!adv || adv->options.empty()) return;
    if (adv->tries <= 0) {
        agreed_ += adv->options.front().move == d.played;
        return;
    }
    auto played = std::find_if(adv->options.begin(), adv->options.end(),
                               [&](const MoveAdvice::Option& o) { return o.move == d.played; });
    // A move tried in a playout or two has a score that is mostly luck: no estimate to compare.
    const int least = adv->paired ? 1 : kLeastTries;
    if (played == adv->options.end() || played->tries < least || adv->options.front().tries < least) return;
    measure_ = adv->measure;
    out_of_ = adv->out_of;
    const MoveAdvice::Option& best = adv->options.front();
    ReviewedMove m;
    m.position = d.position;
    m.turn = d.turn;
    m.seat = d.seat;
    m.played = played->move;
    m.played_words = played->words;
    m.advised = best.move;
    m.advised_words = best.words;
    m.played_score = played->score;
    m.advised_score = best.score;
    scored_.push_back(std::move(m));
}

GameReview Reviewer::result(std::size_t keep, double least) const {
    GameReview r;
    r.decisions = total();
    r.scored = scored_;
    r.weighed = static_cast<int>(scored_.size()) + agreed_;
    r.measure = measure_;
    r.out_of = out_of_;
    const double scale = out_of_ > 0 ? out_of_ : 1.0;
    for (const ReviewedMove& m : scored_)
        if (m.played != m.advised && m.drop() >= least * scale) r.worst.push_back(m);
    // The largest drop first; of equal drops, the earlier move.
    std::stable_sort(r.worst.begin(), r.worst.end(), [](const ReviewedMove& a, const ReviewedMove& b) { return a.drop() > b.drop(); });
    if (r.worst.size() > keep) r.worst.resize(keep);
    return r;
}

}  // namespace olympus::ai
