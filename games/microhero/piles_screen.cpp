#include "microhero/piles_screen.hpp"

#include <algorithm>

#include "microhero/board_view.hpp"
#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::microhero {

using namespace tui;

namespace {

// "1 Attack, 2 XP, draws 1": a half in words.
std::string half_words(const Half& h) {
    std::string out;
    auto add = [&](int n, const std::string& what) {
        if (n) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + what;
    };
    add(h.attack, "Attack");
    add(h.defense, "Defense");
    add(h.xp, "XP");
    if (h.draw) out += (out.empty() ? "" : ", ") + std::string("draws ") + std::to_string(h.draw);
    return out.empty() ? "nothing" : out;
}

std::string gives(const State& s, const Card& c) {
    const CardDef& d = s.def(c);
    if (d.type == CardType::Wound) {
        if (!s.cfg.blood) return "gives nothing";
        auto what = [](WoundDiscard w) {
            switch (w) {
                case WoundDiscard::Discard: return "discarded as usual";
                case WoundDiscard::Exhaust: return "exhausted when discarded";
                case WoundDiscard::StayInDeck: return "stays in the deck when discarded";
                case WoundDiscard::ExtraWound: return "one more Wound at the Upkeep";
            }
            return "";
        };
        return std::string("gives nothing; ") + what(d.on_discard[c.up ? 1 : 0]);
    }
    return half_words(d.half(c.up)) + " per trigger";
}

std::string player_name(const State& s, int p) {
    return s.cfg.players == 2 ? "P" + std::to_string(p + 1) + " " : "";
}

// A pile's size in words: "empty", "1 card", "5 cards".
std::string cards_in(std::size_t n) { return n == 0 ? "empty" : n == 1 ? "1 card" : std::to_string(n) + " cards"; }

}  // namespace

std::vector<PilesPage> piles_pages(const State& s) {
    std::vector<PilesPage> out;
    for (int p = 0; p < s.cfg.players; ++p) {
        const Player& pl = s.players[static_cast<std::size_t>(p)];
        PilesPage pg{player_name(s, p) + "Discard", {}};
        pg.lines.push_back("# " + (s.cfg.players == 2 ? player_name(s, p) + "discard pile, " : std::string("Discard pile, ")) + cards_in(pl.discard.size()) +
                           (pl.discard.size() > 1 ? ", top first" : ""));
        pg.lines.push_back("The top card is the one Upgrade and Anticipation work on; when the deck runs out "
                           "this pile is turned over as it lies, so the bottom card is drawn first.");
        int n = 0;
        for (const Card& c : pl.discard.top_first()) {
            ++n;
            pg.lines.push_back(std::to_string(n) + ". " + s.card_name(c) + ": " + gives(s, c) + (n == 1 ? "  (top)" : ""));
        }
        if (n == 0) pg.lines.push_back("(empty)");
        pg.lines.emplace_back();
        pg.lines.push_back("Deck: " + cards_in(pl.deck.size()) + (pl.deck.empty() ? "" : ", face down") +
                           (pl.deck_known > 0 ? ", top " + std::to_string(pl.deck_known) + " known:" : "."));
        auto deck = pl.deck.top_first();
        for (int k = 0; k < pl.deck_known && k < static_cast<int>(deck.size()); ++k)
            pg.lines.push_back("  " + std::to_string(k + 1) + ". " + s.card_name(deck[static_cast<std::size_t>(k)]));
        pg.lines.push_back("Hand: " + cards_in(pl.hand.size()) + ".");
        if (!pl.under.empty()) {
            std::string u;
            for (const Card& c : pl.under) u += (u.empty() ? "" : ", ") + s.card_name(c);
            pg.lines.push_back("Under the Stance until the round ends: " + u);
        }
        out.push_back(std::move(pg));
    }

    PilesPage res{"Reserve", {}};
    res.lines.push_back("# Reserve, " + std::to_string(s.reserve.size()) + " cards at base level");
    std::vector<std::pair<int, int>> kinds;  // def, count, in Reserve order
    for (const Card& c : s.reserve) {
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == c.def; });
        if (it == kinds.end()) kinds.emplace_back(c.def, 1);
        else ++it->second;
    }
    for (const auto& [d, k] : kinds) {
        const CardDef& cd = s.cat->card(d);
        Card base{-1, d, false};
        std::string when = cd.type == CardType::Blessing && s.round == 1 ? ", not in the first round" : "";
        res.lines.push_back(std::to_string(k) + " x " + cd.name + ": " + half_words(cd.base) + "; upgraded " +
                            half_words(cd.upgraded) + "; costs " + std::to_string(s.cost_of(base)) + " XP" + when);
    }
    if (kinds.empty()) res.lines.push_back("(empty)");
    res.lines.emplace_back();
    res.lines.push_back("# Wound stack, " + std::to_string(s.wounds_left()) + " left, top first");
    std::string w;
    for (const Card& c : s.wounds.top_first()) w += (w.empty() ? "" : ", ") + s.card_name(c);
    res.lines.push_back(w.empty() ? "(empty: the next Wound loses the campaign)" : w);
    out.push_back(std::move(res));

    PilesPage tr{"Trials", {}};
    auto trial_lines = [&](int t, const std::string& head) {
        const TrialDef& td = s.cat->trials[static_cast<std::size_t>(t)];
        if (!tr.lines.empty()) tr.lines.emplace_back();
        tr.lines.push_back("# " + head + td.name);
        tr.lines.push_back(td.text);
        tr.lines.push_back("Becomes the Blessing " + s.cat->card(td.blessing).name + ": " +
                           half_words(s.cat->card(td.blessing).base) + "; upgraded " +
                           half_words(s.cat->card(td.blessing).upgraded) + ".");
    };
    if (s.trial >= 0 && s.result == 0) {
        trial_lines(s.trial, "Now: ");
        tr.lines.push_back("Attack " + std::to_string(s.trial_attack_now()) + ", Defense " +
                           std::to_string(s.trial_defense_now()) + ", Health " + std::to_string(s.t_health) + " of " +
                           std::to_string(s.t_health_start) + ".");
    }
    for (const auto& l : s.lingering)
        trial_lines(l.trial, "Lingering " + std::to_string(l.rounds_left) + " more round" +
                                 (l.rounds_left == 1 ? "" : "s") + ": ");
    if (s.cfg.calm && s.health_card >= 0) {
        const HealthCardDef& h = s.cat->health_cards[static_cast<std::size_t>(s.health_card)];
        tr.lines.emplace_back();
        tr.lines.push_back("# Calm and Wrath: " + h.name);
        tr.lines.push_back(h.text);
    }
    if (s.cfg.hera) {
        tr.lines.emplace_back();
        tr.lines.push_back("# Hera's Revenge");
        std::string seen;
        for (int h : s.hera_discard) {
            HeraSymbol sym = s.cat->hera[static_cast<std::size_t>(h)].symbol;
            seen += std::string(seen.empty() ? "" : ", ") +
                    (sym == HeraSymbol::Lightning ? "lightning" : sym == HeraSymbol::Cross ? "cross" : "cloud");
        }
        tr.lines.push_back(std::to_string(s.hera_stack.size()) + " cards in the stack. Revealed since the last "
                           "shuffle, oldest first: " + (seen.empty() ? "none" : seen) + ".");
    }
    tr.lines.emplace_back();
    std::string done;
    for (int t : s.overcome) done += (done.empty() ? "" : ", ") + s.cat->trials[static_cast<std::size_t>(t)].name;
    tr.lines.push_back("Overcome: " + (done.empty() ? std::string("none yet") : done) + ".");
    tr.lines.push_back("Still to come: " + std::to_string(s.upcoming.size()) + " Trials, face down.");
    out.push_back(std::move(tr));
    return out;
}

namespace {

class PilesScreen final : public Screen {
public:
    explicit PilesScreen(std::vector<PilesPage> pages) : pages_(std::move(pages)) {}
    std::string title() const override { return "Cards and Trials"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Cards and Trials", true);
        // The tabs, the current one highlighted.
        int x = area.x + 2;
        for (std::size_t i = 0; i < pages_.size(); ++i) {
            bool here = static_cast<int>(i) == page_;
            std::string t = here ? "[" + pages_[i].title + "]" : " " + pages_[i].title + " ";
            draw_text(c, area.y + 1, x, t, Style{here && theme.color ? Color::Yellow : Color::Default, here, here});
            x += text_width(t) + 1;
        }
        Rect in{area.y + 3, area.x + 2, area.h - 4, area.w - 4};
        std::vector<std::string> lines;
        for (const auto& p : pages_[static_cast<std::size_t>(page_)].lines) {
            if (p.empty()) {
                lines.emplace_back();
                continue;
            }
            for (auto& l : wrap_text(p, in.w)) lines.push_back(std::move(l));
        }
        height_ = in.h;
        scroll_ = std::clamp(scroll_, 0, std::max(0, static_cast<int>(lines.size()) - in.h));
        for (int row = 0; row < in.h && scroll_ + row < static_cast<int>(lines.size()); ++row) {
            const std::string& l = lines[static_cast<std::size_t>(scroll_ + row)];
            bool heading = l.starts_with("# ");
            draw_text(c, in.y + row, in.x, heading ? l.substr(2) : l, Style{Color::Default, heading}, in.w);
        }
        if (scroll_ > 0) draw_text(c, area.y + 2, area.right() - 3, theme.g().up);
        if (scroll_ + in.h < static_cast<int>(lines.size())) draw_text(c, area.bottom() - 1, area.right() - 3, theme.g().down);
    }

    Transition on_key(int k) override {
        const int n = static_cast<int>(pages_.size());
        if (key::is_back(k) || key::is_choose(k) || k == 'd') return Transition::pop();
        if (key::is_left(k)) page_ = (page_ + n - 1) % n, scroll_ = 0;
        else if (key::is_right(k) || k == key::Tab) page_ = (page_ + 1) % n, scroll_ = 0;
        else if (key::is_up(k)) scroll_ = std::max(0, scroll_ - 1);
        else if (key::is_down(k)) ++scroll_;
        else if (k == key::PageUp) scroll_ = std::max(0, scroll_ - std::max(1, height_ - 1));
        else if (k == key::PageDown) scroll_ += std::max(1, height_ - 1);
        else if (k == key::Home) scroll_ = 0;
        else if (k == key::End) scroll_ = 1 << 20;
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Left/Right", "page"}, {"Up/Down", "scroll"}, {"q", "back"}};
    }

private:
    std::vector<PilesPage> pages_;
    int page_ = 0, scroll_ = 0, height_ = 1;
};

}  // namespace

std::unique_ptr<Screen> make_piles_screen(const State& s) { return std::make_unique<PilesScreen>(piles_pages(s)); }

}  // namespace olympus::microhero
