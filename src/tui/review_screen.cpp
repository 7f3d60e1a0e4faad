#include "tui/review_screen.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

namespace {

std::string score_text(const ai::GameReview& r, double score) {
    char buf[48];
    if (r.out_of <= 0) std::snprintf(buf, sizeof buf, "%ld%%", std::lround(std::clamp(score, 0.0, 1.0) * 100));
    else std::snprintf(buf, sizeof buf, "%.1f of %g", score, r.out_of);
    return buf;
}

// A tick spends about this long weighing positions, so keys (Esc) are read between them.
constexpr auto kTickBudget = std::chrono::milliseconds(80);

class ReviewScreen final : public Screen {
public:
    ReviewScreen(std::shared_ptr<ai::Reviewer> r, std::string game) : r_(std::move(r)), game_(std::move(game)) {
        if (r_->finished()) show_result();
    }

    std::string title() const override { return game_ + ": review"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        if (text_) {
            text_->draw(c, area, theme);
            return;
        }
        draw_frame(c, area, theme, title(), true);
        const int w = area.w - 4;
        std::vector<std::string> lines = wrap_text(
            "Weighing each of your decisions as the strongest computer player would, from what you could see "
            "at the time.", w);
        lines.emplace_back();
        lines.push_back(progress_line(w));
        for (int i = 0; i < static_cast<int>(lines.size()) && i < area.h - 2; ++i)
            draw_text(c, area.y + 1 + i, area.x + 2, lines[static_cast<std::size_t>(i)], Style{}, w);
    }

    Transition on_key(int k) override {
        if (text_) return text_->on_key(k);
        if (key::is_back(k)) return Transition::pop();  // stopped; what was weighed is kept
        return Transition::stay();
    }

    bool on_tick() override {
        if (text_) return false;
        const auto start = std::chrono::steady_clock::now();
        do r_->step();
        while (!r_->finished() && std::chrono::steady_clock::now() - start < kTickBudget);
        if (r_->finished()) show_result();
        return true;
    }

    std::vector<KeyHint> key_hints() const override {
        if (text_) return {{"Up/Down", "scroll"}, {"Enter", "close"}};
        return {{"Esc", "stop"}};
    }

    std::vector<std::string> help_text() const override {
        return {"The review weighs every decision you made in this game with the strongest computer player's "
                "search, from what you could see at the time, and names the moves where your chance fell most "
                "next to what the search would have played. Esc stops it; r on the end of the game goes on."};
    }

private:
    std::string progress_line(int w) const {
        const int total = std::max(1, r_->total()), done = r_->done();
        std::string line = std::to_string(done) + " of " + std::to_string(r_->total()) + " decisions weighed ";
        const int bar = std::clamp(w - static_cast<int>(line.size()) - 2, 0, 40);
        const int full = bar * done / total;
        return line + "[" + std::string(static_cast<std::size_t>(full), '#') +
               std::string(static_cast<std::size_t>(bar - full), '.') + "]";
    }

    void show_result() {
        std::vector<std::string> p = review_paragraphs(r_->result());
        p.emplace_back();
        p.push_back("Press Enter to go back.");
        text_ = std::make_unique<TextScreen>(title(), std::move(p));
    }

    std::shared_ptr<ai::Reviewer> r_;
    std::string game_;
    std::unique_ptr<TextScreen> text_;  // the result, once every decision is weighed
};

// An end screen with `r` for the review.
class WithReview final : public Screen {
public:
    WithReview(std::unique_ptr<Screen> end, std::function<std::unique_ptr<Screen>()> review)
        : end_(std::move(end)), review_(std::move(review)) {}
    std::string title() const override { return end_->title(); }
    void draw(Canvas& c, Rect area, const Theme& theme) override { end_->draw(c, area, theme); }
    Transition on_key(int k) override {
        if (k == 'r')
            if (auto s = review_()) return Transition::push(std::move(s));
        return end_->on_key(k);
    }
    std::vector<KeyHint> key_hints() const override {
        std::vector<KeyHint> h{{"r", "review your moves"}};
        for (auto& k : end_->key_hints()) h.push_back(k);
        return h;
    }
    std::vector<std::string> help_text() const override {
        std::vector<std::string> h = end_->help_text();
        h.push_back("r reviews your moves: where your chance fell most by the strongest computer player's estimate.");
        return h;
    }
    bool is_overlay() const override { return end_->is_overlay(); }
    void on_resume() override { end_->on_resume(); }
    bool on_tick() override { return end_->on_tick(); }

private:
    std::unique_ptr<Screen> end_;
    std::function<std::unique_ptr<Screen>()> review_;
};

}  // namespace

std::vector<std::string> review_paragraphs(const ai::GameReview& r) {
    std::vector<std::string> out;
    const std::string of = r.out_of > 0 ? r.measure : "your " + r.measure;
    if (r.weighed == 0) {
        out.push_back("# Nothing to review");
        out.push_back(r.decisions == 0 ? "You made no decision with more than one move in this game."
                                       : "None of your decisions was one the strongest computer player searches; "
                                         "it plays them by its rules of thumb, so it has no estimate to compare.");
        return out;
    }
    out.push_back(r.worst.empty() ? "# No move cost you much" : "# Where your chance fell most");
    out.push_back("By the strongest computer player's estimate of " + of + ", worked out from what you could see at "
                  "the time (" + std::to_string(r.weighed) + " of your decisions weighed):");
    out.emplace_back();
    for (std::size_t i = 0; i < r.worst.size(); ++i) {
        const ai::ReviewedMove& m = r.worst[i];
        out.push_back(std::to_string(i + 1) + ". Turn " + std::to_string(m.turn) + ": you chose \"" + m.played_words +
                      "\" (" + score_text(r, m.played_score) + "); the search would have chosen \"" + m.advised_words +
                      "\" (" + score_text(r, m.advised_score) + ").");
    }
    if (r.worst.empty())
        out.push_back("Each move you made scored within a little of the search's own choice: well played.");
    return out;
}

std::unique_ptr<Screen> make_review_screen(std::shared_ptr<ai::Reviewer> reviewer, std::string game_title) {
    return std::make_unique<ReviewScreen>(std::move(reviewer), std::move(game_title));
}

std::unique_ptr<Screen> with_review_key(std::unique_ptr<Screen> end, std::function<std::unique_ptr<Screen>()> review) {
    return std::make_unique<WithReview>(std::move(end), std::move(review));
}

}  // namespace olympus::tui
