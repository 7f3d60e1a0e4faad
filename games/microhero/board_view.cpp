#include "microhero/board_view.hpp"

#include <algorithm>

namespace olympus::microhero {

using namespace tui;

namespace {
constexpr int kCardW = 11, kCardH = 6;

std::string cap(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

const StanceSide& stance_side(const State& s, const Stance& st) {
    return s.cat->stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(st.side)];
}

void draw_trial(Canvas& c, Rect r, const State& s, const Theme& theme) {
    draw_frame(c, r, theme, "Trial " + std::to_string(s.round) + "/12", false);
    if (s.trial < 0) return;
    const TrialDef& t = s.cat->trials[static_cast<std::size_t>(s.trial)];
    int x = r.x + 2, w = r.w - 4;
    draw_text(c, r.y + 1, x, t.name, theme.fg(Color::Yellow, true), w);
    std::string vals = "Attack " + std::to_string(s.trial_attack_now()) + "  Defense " +
                       std::to_string(s.trial_defense_now()) + "  Health " + std::to_string(s.t_health);
    draw_text(c, r.y + 2, x, vals, Style{Color::Default, true}, w);
    auto lines = wrap_text(t.text, w);
    for (std::size_t i = 0; i < lines.size() && r.y + 3 + static_cast<int>(i) < r.bottom() - 1; ++i)
        draw_text(c, r.y + 3 + static_cast<int>(i), x, lines[i], Style{}, w);
}

void draw_stance(Canvas& c, int y, int x, const State& s, const Player& pl, const Theme& theme) {
    const StanceSide& side = stance_side(s, pl.stance);
    CardFace f;
    f.title = side.name;
    f.upper = wrap_text(side.text, pl.stance.tapped ? 20 : 18);
    f.orientation = pl.stance.tapped ? Orientation::Tapped : Orientation::Upright;
    f.corner = pl.stance.side == 0 ? "A" : "B";
    f.marked = pl.stance.pending;
    Rect r = pl.stance.tapped ? Rect{y, x, 5, 22} : Rect{y, x, 6, 20};
    draw_card(c, r, f, theme);
    if (pl.stance.tapped) draw_text(c, y + 5, x, "(tapped)", Style{Color::Default, false, false, true});
}

void draw_counts(Canvas& c, Rect r, const State& s, const Player& pl, const Theme& theme) {
    Totals t = s.totals(s.actor);
    int y = r.y;
    auto line = [&](const std::string& text, Style st = {}) {
        if (y < r.bottom()) draw_text(c, y++, r.x, text, st, r.w);
    };
    line("This turn", Style{Color::Default, true});
    line("Attack  " + std::to_string(t.attack), theme.fg(Color::Red, true));
    line("Defense " + std::to_string(t.defense), theme.fg(Color::Blue, true));
    line("XP      " + std::to_string(s.phase == Phase::Improvement ? s.xp : t.xp),
         theme.fg(Color::Yellow, true));
    line("Deck " + std::to_string(pl.deck.size()) + "  Discard " + std::to_string(pl.discard.size()));
    line("Wounds left " + std::to_string(s.wounds_left()) + (s.cfg.athena ? "  Shield " + std::to_string(pl.shield) : ""));
}

void draw_row(Canvas& c, int y, int x, int w, const std::string& label, const std::vector<CardFace>& faces,
              const Theme& theme, int cursor) {
    draw_text(c, y, x, label, Style{Color::Default, true});
    int fit = std::max(1, (w - 1) / kCardW);
    int first = 0;
    if (static_cast<int>(faces.size()) > fit) first = std::clamp(cursor - fit / 2, 0, static_cast<int>(faces.size()) - fit);
    if (cursor < 0) first = std::max(0, static_cast<int>(faces.size()) - fit);  // newest cards
    for (int i = first; i < static_cast<int>(faces.size()) && i < first + fit; ++i) {
        const CardFace& f = faces[static_cast<std::size_t>(i)];
        draw_card(c, card_rect(y + 1, x + (i - first) * kCardW, kCardH - 1, kCardW - 1, f.orientation), f, theme);
    }
    if (first > 0) draw_text(c, y, x + text_width(label) + 1, "(" + std::to_string(first) + " more)");
}
}  // namespace

std::string half_text(const Half& h) {
    std::vector<std::string> parts;
    if (h.attack) parts.push_back(std::to_string(h.attack) + " Atk");
    if (h.defense) parts.push_back(std::to_string(h.defense) + " Def");
    if (h.xp) parts.push_back(std::to_string(h.xp) + " XP");
    if (h.draw) parts.push_back("Draw " + std::to_string(h.draw));
    std::string s;
    for (const auto& p : parts) s += (s.empty() ? "" : " ") + p;
    if (text_width(s) > 9 && parts.size() > 1) {  // compact form for cards that give several things
        s.clear();
        if (h.attack) s += std::to_string(h.attack) + "A ";
        if (h.defense) s += std::to_string(h.defense) + "D ";
        if (h.xp) s += std::to_string(h.xp) + "X ";
        if (h.draw) s += "+" + std::to_string(h.draw) + "c";
        while (!s.empty() && s.back() == ' ') s.pop_back();
    }
    return s.empty() ? "-" : s;
}

CardFace card_face(const State& s, const Card& c) {
    const CardDef& d = s.def(c);
    CardFace f;
    f.title = d.name;
    f.upper = {half_text(d.base)};
    f.lower = {half_text(d.upgraded)};
    f.orientation = c.up ? Orientation::Rotated : Orientation::Upright;
    if (d.type == CardType::Wound) f.color = Color::Red;
    if (d.type == CardType::Blessing) f.color = Color::Yellow;
    return f;
}

std::string action_label(const State& s, const Action& a) {
    auto card_name = [&](const std::string& id) {
        int i = s.cat->card_index(id);
        return i < 0 ? id : s.cat->card(i).name;
    };
    auto seat = [&](int p) { return p < 0 ? std::string() : " (player " + std::to_string(p + 1) + ")"; };
    auto top_of_discard = [&](int p) -> std::string {
        const Player& pl = s.players[static_cast<std::size_t>(p < 0 ? s.actor : p)];
        if (pl.discard.empty()) return "";
        return s.card_name(pl.discard.top());
    };
    switch (a.kind) {
        case Action::Kind::Play: {
            const Player& pl = s.players[static_cast<std::size_t>(s.actor)];
            if (a.n >= 0 && a.n < static_cast<int>(pl.hand.size()))
                return "Play " + s.card_name(pl.hand[static_cast<std::size_t>(a.n)]);
            return "Play card " + std::to_string(a.n + 1);
        }
        case Action::Kind::TapStance: {
            const Player& pl = s.players[static_cast<std::size_t>(a.seat < 0 ? s.actor : a.seat)];
            std::string l = "Tap the Stance: " + stance_side(s, pl.stance).name;
            if (a.n >= 0 && a.n < static_cast<int>(pl.hand.size()))
                l += ", with " + s.card_name(pl.hand[static_cast<std::size_t>(a.n)]);
            return l + seat(a.seat);
        }
        case Action::Kind::EndPlanning: return "End planning";
        case Action::Kind::Buy: {
            int i = s.cat->card_index(a.card);
            int cost = i < 0 ? 0 : s.cost_of(Card{-1, i, false});
            return "Buy " + card_name(a.card) + " for " + std::to_string(cost) + " XP" + seat(a.seat);
        }
        case Action::Kind::Upgrade: return "Upgrade " + top_of_discard(a.seat) + " on the discard pile" + seat(a.seat);
        case Action::Kind::Anticipate: return "Anticipate: " + top_of_discard(a.seat) + " onto the deck" + seat(a.seat);
        case Action::Kind::EndImprovement:
            return s.xp > 0 ? "End improvement (" + std::to_string(s.xp) + " XP is lost)" : "End improvement";
        case Action::Kind::Defend: return "Give player 1 " + std::to_string(a.n) + " Defense, player 2 the rest";
        case Action::Kind::HealthCard: {
            int i = s.cat->health_card_index(a.card);
            return "Health card: " + (i < 0 ? a.card : s.cat->health_cards[static_cast<std::size_t>(i)].name);
        }
        case Action::Kind::PrepExhaust: return "Prepare: exhaust " + card_name(a.card) + (a.upgraded ? "+" : "") + " (back to the Reserve)";
        case Action::Kind::PrepGain: return "Prepare: gain " + card_name(a.card) + " from the Reserve";
        case Action::Kind::PrepUpgrade: return "Prepare: upgrade a " + card_name(a.card) + " in your deck";
        case Action::Kind::PrepShield: return "Prepare: +5 on Athena's Shield";
    }
    return a.to_string();
}

void draw_board(Canvas& c, Rect area, const State& s, const BoardUi& ui, const Theme& theme) {
    const Player& pl = s.players[static_cast<std::size_t>(s.actor)];
    // Header.
    std::string head = "Micro Hero: Hercules   " + cap(std::string(to_string(s.cfg.difficulty))) + "   Turn " +
                       std::to_string(s.turn) + "   " + cap(std::string(to_string(s.phase))) + " phase";
    if (s.cfg.players == 2) head += "   Player " + std::to_string(s.actor + 1);
    draw_text(c, area.y, area.x, head, Style{Color::Default, true}, area.w);

    int top = area.y + 1;
    int trial_w = std::max(36, area.w - 46);
    draw_trial(c, {top, area.x, 6, trial_w}, s, theme);
    draw_stance(c, top, area.x + trial_w + 1, s, pl, theme);
    draw_counts(c, {top, area.x + trial_w + 24, 6, area.w - trial_w - 24}, s, pl, theme);

    // The played row: each card's running contribution in its corner.
    int y = top + 6;
    std::vector<CardFace> played;
    for (std::size_t i = 0; i < pl.played.size(); ++i) {
        CardFace f = card_face(s, pl.played[i]);
        Totals t = s.contribution(s.actor, i);
        std::string corner;
        if (t.attack) corner += std::to_string(t.attack) + "A";
        if (t.defense) corner += std::to_string(t.defense) + "D";
        if (t.xp) corner += std::to_string(t.xp) + "X";
        f.corner = corner.empty() ? "0" : "+" + corner;
        f.marked = pl.supercharged == static_cast<int>(i);  // to be exhausted
        if (f.marked) f.corner += "!";
        played.push_back(std::move(f));
    }
    draw_row(c, y, area.x, area.w, "Played (each card triggers again for every card after it)", played, theme, -1);

    y += kCardH;
    if (s.phase == Phase::Planning) {
        std::vector<CardFace> hand;
        for (std::size_t i = 0; i < pl.hand.size(); ++i) {
            CardFace f = card_face(s, pl.hand[i]);
            f.selected = static_cast<int>(i) == ui.hand_cursor;
            f.corner = std::to_string(i + 1);
            hand.push_back(std::move(f));
        }
        draw_row(c, y, area.x, area.w, "Hand", hand, theme, ui.hand_cursor);
        if (pl.hand.empty()) draw_text(c, y + 2, area.x + 2, "Your hand is empty: press e to end planning.");
    } else if (ui.choices) {
        std::string what = s.phase == Phase::Improvement ? "Improvement: " + std::to_string(s.xp) + " XP to spend"
                                                          : cap(std::string(to_string(s.phase)));
        draw_text(c, y, area.x, what, Style{Color::Default, true});
        ui.choices->draw(c, {y + 1, area.x, kCardH - 1, area.w / 2 + 8}, theme);
        // The Reserve is open information: show what is in it beside the choices.
        int rx = area.x + area.w / 2 + 10;
        draw_text(c, y, rx, "Reserve", Style{Color::Default, true});
        std::vector<std::pair<std::string, int>> counts;
        for (const Card& r : s.reserve) {
            std::string n = s.def(r).name;
            auto it = std::find_if(counts.begin(), counts.end(), [&](auto& p) { return p.first == n; });
            if (it == counts.end()) counts.emplace_back(n, 1);
            else ++it->second;
        }
        std::string line;
        int ry = y + 1;
        for (const auto& [n, k] : counts) {
            std::string item = n + (k > 1 ? " x" + std::to_string(k) : "");
            if (text_width(line) + text_width(item) + 2 > area.right() - rx) {
                if (ry < y + kCardH) draw_text(c, ry++, rx, line);
                line.clear();
            }
            line += (line.empty() ? "" : ", ") + item;
        }
        if (!line.empty() && ry < y + kCardH) draw_text(c, ry++, rx, line);
        if (ry < y + kCardH) draw_text(c, ry, rx, "Wounds: " + std::to_string(s.wounds_left()));
    }

    // The log fills what is left.
    y += kCardH;
    Rect log{y, area.x, area.bottom() - y, area.w};
    if (!ui.status.empty()) {
        draw_text(c, y, area.x, ui.status, theme.fg(Color::Red, true), area.w);
        ++log.y;
        --log.h;
    }
    if (log.h > 0) {
        MessageLog m(200);
        for (const auto& l : s.log) m.add(l);
        m.scroll(ui.log_scroll);
        m.draw(c, log, theme);
    }
}

}  // namespace olympus::microhero
