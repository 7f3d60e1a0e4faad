#include "tui/hint.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

namespace {

constexpr std::size_t kShown = 4;  // moves a hint names: the advised one and three others

std::string score_text(const MoveAdvice& a, double score) {
    char buf[48];
    if (a.out_of <= 0) std::snprintf(buf, sizeof buf, "%ld%%", std::lround(std::clamp(score, 0.0, 1.0) * 100));
    else std::snprintf(buf, sizeof buf, "%.1f of %g", score, a.out_of);
    return buf;
}

std::string sentence(std::string s) {
    if (s.empty()) return s;
    if (s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    if (s.back() != '.' && s.back() != '!' && s.back() != '?') s += '.';
    return s;
}

class HintScreen final : public Screen {
public:
    explicit HintScreen(std::vector<std::string> paragraphs) : paragraphs_(std::move(paragraphs)) {}
    std::string title() const override { return "Hint"; }
    bool is_overlay() const override { return true; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        const int w = std::min(72, area.w), inner = w - 4;
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
            if (i > 0) lines.emplace_back();
            for (auto& l : wrap_text(paragraphs_[i], inner)) lines.push_back(std::move(l));
        }
        const int h = std::min(static_cast<int>(lines.size()) + 4, area.h);
        Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
        fill(c, r, " ");
        draw_frame(c, r, theme, "Hint", true);
        for (int i = 0; i < h - 4 && i < static_cast<int>(lines.size()); ++i)
            draw_text(c, r.y + 1 + i, r.x + 2, lines[static_cast<std::size_t>(i)], i == 0 ? Style{Color::Default, true} : Style{}, inner);
        draw_centered(c, r, h - 2, "[Enter] close", Style{Color::Default, true});
    }

    Transition on_key(int k) override {
        if (key::is_choose(k) || key::is_back(k) || k == 'H') return Transition::pop();
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override { return {{"Enter", "close"}}; }

private:
    std::vector<std::string> paragraphs_;
};

}  // namespace

std::vector<std::string> hint_paragraphs(const MoveAdvice& a) {
    if (a.options.empty()) return {"There is nothing to advise: no move is yours to make."};
    std::vector<std::string> out{sentence(a.options.front().words)};
    if (a.tries <= 0 || a.options.front().tries <= 0) {
        if (!a.reason.empty()) out.push_back("Why: " + sentence(a.reason));
        return out;
    }
    const MoveAdvice::Option& first = a.options.front();
    std::string why = "Why: in " + std::to_string(a.tries) + " tries played on from what you can see, its " + a.measure +
                      " came to " + score_text(a, first.score) + ".";
    bool beaten = false;
    // The box names the first few; the rest are kept for the review.
    for (std::size_t i = 1; i < a.options.size() && i < kShown; ++i) {
        why += (i == 1 ? " Others it weighed: " : "; ") + a.options[i].words + " (" + score_text(a, a.options[i].score) + ")";
        beaten = beaten || a.options[i].score > first.score;
    }
    if (a.options.size() > 1) why += ".";
    // Scores this close are mostly luck: the player keeps to its own judgment unless a move
    // clearly beats it, and says so rather than look inconsistent.
    if (beaten) why += " Scores this close are mostly luck, so it keeps to its own judgment.";
    out.push_back(why);
    return out;
}

std::unique_ptr<Screen> make_hint_screen(const MoveAdvice& advice) { return std::make_unique<HintScreen>(hint_paragraphs(advice)); }

}  // namespace olympus::tui
