#include "herazeus/summary_screen.hpp"

#include <algorithm>

#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::herazeus {

using namespace tui;

std::string power_tag(Power p) {
    switch (p) {
        case Power::None: return "";
        case Power::Hostage: return "hostage";
        case Power::Figure: return "figure, 4 points";
        case Power::Medusa: return "stones challengers";
        case Power::Pandora: return "box: column or hand";
        case Power::Pegasus: return "raid, strike, scout";
        case Power::Pythia: return "spy; beats the 7s";
        case Power::Sirens: return "take their discard";
        case Power::Hades: return "take own discard";
        case Power::Persephone: return "take back Pegasus";
        case Power::Dionysus: return "move a card";
        case Power::MedusaSlayer: return "beats Medusa";
        case Power::PythiaPrey: return "loses to Pythia";
    }
    return "";
}

namespace {

class SummaryScreen final : public Screen {
public:
    SummaryScreen(std::shared_ptr<const CardSet> cards, int side) : cards_(std::move(cards)), side_(side) {
        for (int s = 0; s < 2; ++s)
            for (std::size_t t = 0; t < cards_->types.size(); ++t)
                if (cards_->types[t].side == s) rows_[s].push_back(static_cast<TypeId>(t));
    }

    std::string title() const override { return "Summary cards"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Summary cards", true);
        const int w = (area.w - 4) / 2;
        const int effect_lines = 3;
        const int table_rows = std::max(0, area.h - 4 - effect_lines);
        for (int s = 0; s < 2; ++s) {
            const int x = area.x + 2 + s * (w + 1);
            int total = 0;
            for (TypeId t : rows_[s]) total += (*cards_)[t].count;
            draw_text(c, area.y + 1, x, (s == kHera ? "Hera's deck: " : "Zeus's deck: ") + std::to_string(total) + " cards",
                      Style{Color::Default, true}, w);
            draw_text(c, area.y + 2, x, " Card       Str No Power", Style{Color::Default, false, false, true}, w);
            // Scroll so the cursor stays in sight when the table does not fit.
            const int n = static_cast<int>(rows_[s].size());
            int first = 0;
            if (s == side_ && cursor_ >= table_rows) first = cursor_ - table_rows + 1;
            for (int i = first; i < n && i - first < table_rows; ++i) {
                const CardType& ct = (*cards_)[rows_[s][static_cast<std::size_t>(i)]];
                const bool here = s == side_ && i == cursor_;
                std::string line = std::string(here ? theme.g().cursor : " ") + pad(ct.name, 11) +
                                   pad(ct.strength >= 0 ? std::to_string(ct.strength) : "-", 4) +
                                   pad(std::to_string(ct.count), 3) + power_tag(ct.power);
                Style st = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
                draw_text(c, area.y + 3 + (i - first), x, line, st, w);
            }
        }
        const CardType& sel = (*cards_)[rows_[side_][static_cast<std::size_t>(cursor_)]];
        const int ey = area.bottom() - effect_lines - 1;  // above the frame's bottom edge
        if (ey > area.y + 3) {
            std::string head = sel.name + (sel.strength >= 0 ? " (" + std::to_string(sel.strength) + ")" : "") + ": ";
            auto lines = wrap_text(head + sel.effect, area.w - 4);
            for (int i = 0; i < effect_lines && i < static_cast<int>(lines.size()); ++i)
                draw_text(c, ey + i, area.x + 2, lines[static_cast<std::size_t>(i)], Style{}, area.w - 4);
        }
    }

    Transition on_key(int k) override {
        const int n = static_cast<int>(rows_[side_].size());
        if (key::is_back(k) || key::is_choose(k) || k == 's') return Transition::pop();
        if (key::is_up(k)) cursor_ = (cursor_ + n - 1) % n;
        else if (key::is_down(k)) cursor_ = (cursor_ + 1) % n;
        else if (key::is_left(k) || key::is_right(k) || k == key::Tab) {
            side_ = 1 - side_;
            cursor_ = std::min(cursor_, static_cast<int>(rows_[side_].size()) - 1);
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Up/Down", "card"}, {"Left/Right", "other deck"}, {"q", "back to the game"}};
    }

private:
    static std::string pad(std::string s, std::size_t n) {
        if (s.size() < n) s.append(n - s.size(), ' ');
        return s;
    }
    std::shared_ptr<const CardSet> cards_;
    std::array<std::vector<TypeId>, 2> rows_;
    int side_ = 0, cursor_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_summary_screen(std::shared_ptr<const CardSet> cards, int side) {
    return std::make_unique<SummaryScreen>(std::move(cards), side);
}

}  // namespace olympus::herazeus
