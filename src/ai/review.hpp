// The review after a game against the computer: for each decision a person made, the strongest
// level's estimate of its best move and of the move played, worked out from that person's view
// at the time only (Table::advice, as the hint), and the few moves where the estimate fell most.
// It replays the game from its start (a replay: the start and every move), one position a step,
// so a screen can show its progress and stop it.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/table.hpp"

namespace olympus::ai {

struct ReviewedMove {
    int position = 0;  // moves made in the game before this one
    int turn = 1;      // the game's turns, from 1, as its replay counts them
    int seat = 0;
    std::string played, played_words;    // the move made: its text, and the menu's words for it
    std::string advised, advised_words;  // what the search would have played
    double played_score = 0, advised_score = 0;
    double drop() const { return advised_score - played_score; }
};

struct GameReview {
    std::vector<ReviewedMove> worst;   // the largest drops first
    std::vector<ReviewedMove> scored;  // every decision the search scored, in the game's order
    int decisions = 0;                 // the reviewed seats' decisions that had a choice
    // Of those, the ones weighed: scored, or where the move played was the strongest player's
    // own without a search (its rule of thumb was sure: nothing lost).
    int weighed = 0;
    std::string measure = "chance to win";  // what a score is (MoveAdvice::measure)
    double out_of = 0;                      // 0: a score is a chance
};

class Reviewer {
public:
    // `start`: the game as it began, with its hints (Table::with_state); `moves`: every move made
    // from there; `seats`: whose decisions are reviewed. Throws std::runtime_error when a move is
    // refused (the replay and the game disagree). `iterations`: the search's budget a position,
    // with no clock, so a review is the same every time for a `seed`.
    Reviewer(std::unique_ptr<Table> start, const std::vector<std::string>& moves, std::vector<int> seats,
             int iterations, std::uint64_t seed);

    int total() const { return static_cast<int>(decisions_.size()); }
    int done() const { return next_; }
    bool finished() const { return next_ >= total(); }
    // Scores the next decision (nothing once finished).
    void step();
    // What the positions scored so far show: the `keep` largest drops, each at least `least` of
    // the scale (a chance's 1, or `out_of`); smaller ones are within the search's noise.
    GameReview result(std::size_t keep = 3, double least = 0.02) const;

private:
    struct Decision {
        int position = 0, turn = 1, seat = 0;
        std::string played;
        std::unique_ptr<Table> before;  // the position the decision was made in
    };
    std::vector<Decision> decisions_;
    std::vector<ReviewedMove> scored_;
    int agreed_ = 0;  // decisions where the move played was the rule of thumb's, unsearched
    std::string measure_ = "chance to win";
    double out_of_ = 0;
    int iterations_ = 0;
    std::uint64_t seed_ = 0;
    int next_ = 0;
};

}  // namespace olympus::ai
