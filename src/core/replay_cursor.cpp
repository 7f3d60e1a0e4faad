#include "core/replay_cursor.hpp"

#include <algorithm>
#include <stdexcept>

namespace olympus {

ReplayCursor::ReplayCursor(Replay r, TableFromState from_state) : r_(std::move(r)), from_state_(std::move(from_state)) {
    std::unique_ptr<Table> t;
    try {
        t = from_state_(r_.start);
    } catch (const std::exception& e) {
        throw std::runtime_error(std::string("the game's start is damaged: ") + e.what());
    }
    if (static_cast<int>(r_.seats.size()) != t->num_players())
        throw std::runtime_error("the replay names " + std::to_string(r_.seats.size()) + " seats for a game of " +
                                 std::to_string(t->num_players()));
    long long mark = t->turn_mark();
    turn_starts_.push_back(0);
    turn_numbers_.push_back(t->turn_count().number);
    turn_word_ = t->turn_count().word;
    for (int i = 0; i < moves(); ++i) {
        if (i % kEvery == 0) snapshots_.push_back(t->clone());
        const std::string& text = r_.actions[static_cast<std::size_t>(i)];
        movers_.push_back(t->current_player());
        const std::string where = "move " + std::to_string(i + 1) + " ('" + text + "')";
        if (std::string why = t->apply(text); !why.empty()) throw std::runtime_error(where + " cannot be made: " + why);
        if (std::string why = t->check_state(); !why.empty())
            throw std::runtime_error(where + " leads to a position the game cannot reach: " + why);
        if (long long m = t->turn_mark(); m != mark) {
            mark = m;
            turn_starts_.push_back(i + 1);
            turn_numbers_.push_back(t->turn_count().number);
        }
    }
    if (moves() % kEvery == 0) snapshots_.push_back(t->clone());
    if (r_.finished && !t->is_terminal()) throw std::runtime_error("the replay says the game ended, but its moves do not end it");
    table_ = std::move(t);
    pos_ = moves();
}

int ReplayCursor::turn_at(int position) const {
    auto it = std::upper_bound(turn_starts_.begin(), turn_starts_.end(), position);
    return static_cast<int>(it - turn_starts_.begin());
}

int ReplayCursor::turn_start(int turn) const {
    turn = std::clamp(turn, 1, turns());
    return turn_starts_[static_cast<std::size_t>(turn - 1)];
}

void ReplayCursor::go_to(int position) {
    position = std::clamp(position, 0, moves());
    if (position == pos_) return;
    if (position < pos_ || position / kEvery != pos_ / kEvery) {
        const int from = std::min(position / kEvery, static_cast<int>(snapshots_.size()) - 1);
        table_ = snapshots_[static_cast<std::size_t>(from)]->clone();
        pos_ = from * kEvery;
    }
    for (; pos_ < position; ++pos_) table_->apply(r_.actions[static_cast<std::size_t>(pos_)]);  // checked when read
}

nlohmann::json replay_view_message(ReplayCursor& c, int position, int seat) {
    c.go_to(position);
    const bool mine = seat >= 0 && c.position() > 0 && c.last_mover() == seat;
    nlohmann::json m = seat_view_message(c.table(), seat, mine ? c.last_move() : "");
    m.erase("legal");
    return m;
}

}  // namespace olympus
