#include "microhero/board_view.hpp"

#include <algorithm>

#include "tui/table_screen.hpp"

namespace olympus::microhero {

using namespace tui;

namespace {
constexpr int kCardH = 6;
// A card's step along a row: 10-cell boxes at 80x24; on a tall board (a 30-row terminal) the widest boxes that let
// the hand (five cards at least) fit one row, up to 20 cells, so whole names and the long form of
// each half show as soon as there is room.
int card_step(Rect area, int hand) {
    if (!tui::tall_board(area)) return 11;
    return tui::widest_step(area.w - 1, std::max(5, hand), 11, 21);
}

std::string cap(std::string s) {
    if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

const StanceSide& stance_side(const State& s, const Stance& st) {
    return s.cat->stances[static_cast<std::size_t>(st.def)].sides[static_cast<std::size_t>(st.side)];
}

// Wrapped text kept to `room` rows of `w` cells: when it runs on, the last row kept ends in the
// mark, cut at a word, so a box's text never stops as if it were whole.
void cut_with_mark(std::vector<std::string>& lines, int room, int w, const Glyphs& g) {
    if (room <= 0 || static_cast<int>(lines.size()) <= room) return;
    lines.resize(static_cast<std::size_t>(room));
    std::string& last = lines.back();
    const std::string mark(g.ellipsis);
    if (text_width(last) + text_width(mark) > w) {
        last = clip_text(last, std::max(0, w - text_width(mark)));
        if (const auto space = last.rfind(' '); space != std::string::npos && space > 0) last.resize(space);
    }
    while (!last.empty() && (last.back() == ' ' || last.back() == ',')) last.pop_back();
    last += mark;
}

void draw_trial(Canvas& c, Rect r, const State& s, const Theme& theme, bool focused) {
    draw_frame(c, r, theme, "Trial " + std::to_string(s.round) + "/12", focused);
    if (s.trial < 0) return;
    const TrialDef& t = s.cat->trials[static_cast<std::size_t>(s.trial)];
    int x = r.x + 2, w = r.w - 4;
    draw_text(c, r.y + 1, x, t.name, theme.fg(Color::Yellow, true), w);
    // Its values now, as the inspector and the log say them; when the Attack that will strike this
    // turn differs (an ability raises it first, as things stand), a row of its own says so.
    const int now = s.trial_attack_now(), strike = s.strike_attack();  // strike -1: overcome
    draw_text(c, r.y + 2, x,
              "Attack " + std::to_string(now) + "  Defense " + std::to_string(s.trial_defense_now()) + "  Health " +
                  std::to_string(s.t_health),
              Style{Color::Default, true}, w);
    int ty = r.y + 3;
    if (strike >= 0 && strike != now && ty < r.bottom() - 1)
        draw_text(c, ty++, x, "Strikes with " + std::to_string(strike) + " this turn", theme.fg(Color::Red, true), w);
    auto lines = wrap_text(t.text, w);
    const int room = std::max(0, r.bottom() - 1 - ty);
    cut_with_mark(lines, room, w, theme.g());  // the whole text is on the Trials page (key d)
    for (int i = 0; i < room && i < static_cast<int>(lines.size()); ++i)
        draw_text(c, ty + i, x, lines[static_cast<std::size_t>(i)], Style{}, w);
}

// `h` x `w`: the upright card's footprint; tapped it lies one row lower and two columns wider.
void draw_stance(Canvas& c, int y, int x, int h, int w, const State& s, const Player& pl, const Theme& theme,
                 bool focused) {
    const StanceSide& side = stance_side(s, pl.stance);
    CardFace f;
    f.title = side.name;
    f.upper = wrap_text(side.text, pl.stance.tapped ? w : w - 2);
    // Under the name, the rows inside the frame (the box lies one row lower when tapped).
    cut_with_mark(f.upper, (pl.stance.tapped ? h - 1 : h) - 3, pl.stance.tapped ? w : w - 2, theme.g());
    f.orientation = pl.stance.tapped ? Orientation::Tapped : Orientation::Upright;
    f.corner = pl.stance.side == 0 ? "A" : "B";
    f.marked = pl.stance.pending;
    f.selected = focused;
    Rect r = pl.stance.tapped ? Rect{y, x, h - 1, w + 2} : Rect{y, x, h, w};
    draw_card(c, r, f, theme);
    // Named in its top edge, as the Trial's box is (after the mark of a Stance to be used).
    const int at = f.marked ? 2 : 1;
    draw_text(c, y, x + at, " Stance ", Style{Color::Default, true}, r.w - at - 2);
    if (pl.stance.tapped) draw_text(c, y + h - 1, x, "(tapped)", Style{Color::Default, false, false, true});
}

void draw_counts(Canvas& c, Rect r, const State& s, int me, const Theme& theme) {
    const Player& pl = s.players[static_cast<std::size_t>(me)];
    Totals t = s.totals(me);
    int y = r.y;
    auto line = [&](const std::string& text, Style st = {}) {
        if (y < r.bottom()) draw_text(c, y++, r.x, text, st, r.w);
    };
    const bool coop = s.cfg.players == 2;
    // Athena's Shield takes the heading's row. In co-op the Attack and Defense are this
    // player's own, while the Improvement phase spends the team's pooled XP.
    if (!s.cfg.athena) line(coop ? "P" + std::to_string(me + 1) + " this turn" : "This turn", Style{Color::Default, true});
    line("Attack  " + std::to_string(t.attack), theme.fg(Color::Red, true));
    // Against the Attack that will strike, so a Defense that falls short shows before it fails.
    const int strike = s.strike_attack();
    line("Defense " + std::to_string(t.defense) + (strike >= 0 ? " vs " + std::to_string(strike) : ""),
         theme.fg(Color::Blue, true));
    if (coop && s.phase == Phase::Improvement) line("Team XP " + std::to_string(s.xp), theme.fg(Color::Yellow, true));
    else line("XP      " + std::to_string(s.phase == Phase::Improvement ? s.xp : t.xp), theme.fg(Color::Yellow, true));
    line("Deck " + std::to_string(pl.deck.size()) + "  Discard " + std::to_string(pl.discard.size()));
    line("Wounds left " + std::to_string(s.wounds_left()));
    if (s.cfg.athena) line("Shield  " + std::to_string(pl.shield), theme.fg(Color::Cyan, true));
}

void draw_row(Canvas& c, int y, int x, int w, const std::string& label, const std::vector<CardFace>& faces,
              const Theme& theme, int cursor, int step) {
    draw_text(c, y, x, label, Style{Color::Default, true});
    int fit = std::max(1, (w - 1) / step);
    int first = 0;
    if (static_cast<int>(faces.size()) > fit) first = std::clamp(cursor - fit / 2, 0, static_cast<int>(faces.size()) - fit);
    if (cursor < 0) first = std::max(0, static_cast<int>(faces.size()) - fit);  // newest cards
    for (int i = first; i < static_cast<int>(faces.size()) && i < first + fit; ++i) {
        const CardFace& f = faces[static_cast<std::size_t>(i)];
        draw_card(c, card_rect(y + 1, x + (i - first) * step, kCardH - 1, step - 1, f.orientation), f, theme);
    }
    if (first > 0) draw_text(c, y, x + text_width(label) + 1, "(" + std::to_string(first) + " more)");
}
}  // namespace

std::string half_text(const Half& h, int room) {
    std::vector<std::string> parts;
    if (h.attack) parts.push_back(std::to_string(h.attack) + " Atk");
    if (h.defense) parts.push_back(std::to_string(h.defense) + " Def");
    if (h.xp) parts.push_back(std::to_string(h.xp) + " XP");
    if (h.draw) parts.push_back("Draw " + std::to_string(h.draw));
    std::string s;
    for (const auto& p : parts) s += (s.empty() ? "" : " ") + p;
    if (text_width(s) > room && parts.size() > 1) {  // compact form for cards that give several things
        s.clear();
        if (h.attack) s += std::to_string(h.attack) + "A ";
        if (h.defense) s += std::to_string(h.defense) + "D ";
        if (h.xp) s += std::to_string(h.xp) + "X ";
        if (h.draw) s += "+" + std::to_string(h.draw) + "c";
        while (!s.empty() && s.back() == ' ') s.pop_back();
    }
    return s.empty() ? "-" : s;
}

CardFace card_face(const State& s, const Card& c, int room) {
    const CardDef& d = s.def(c);
    CardFace f;
    f.title = d.name;
    f.upper = {half_text(d.base, room)};
    f.lower = {half_text(d.upgraded, room)};
    if (d.type == CardType::Wound && text_width(d.name) > room) {
        // A Wound gives nothing: its name takes two lines ("Heavy" / "Wound").
        auto sp = d.name.find(' ');
        if (sp != std::string::npos) {
            f.title = d.name.substr(0, sp);
            f.upper = f.lower = {d.name.substr(sp + 1)};
        }
    }
    f.orientation = c.up ? Orientation::Rotated : Orientation::Upright;
    // The kind in colour and as a letter on the top edge (the help's legend says which).
    if (d.type == CardType::Wound) {
        f.role = Role::Bad;
        f.kind = "W";
    }
    if (d.type == CardType::Blessing) {
        f.role = Role::Gift;
        f.kind = "B";
    }
    return f;
}

std::string action_label(const State& s, const Action& a) {
    auto card_name = [&](const std::string& id) {
        int i = s.cat->card_index(id);
        return i < 0 ? id : s.cat->card(i).name;
    };
    auto seat = [&](int p) { return p < 0 ? std::string() : " (P" + std::to_string(p + 1) + ")"; };
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
        case Action::Kind::Defend: {
            // Each player meets the Trial's full Attack with their own share.
            int total = 0;
            for (int p = 0; p < s.cfg.players; ++p) total += s.totals(p).defense;
            return "P1 blocks with " + std::to_string(a.n) + " Defense, P2 with " + std::to_string(total - a.n);
        }
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

std::vector<std::string> in_play_notes(const State& s) {
    std::vector<std::string> out;
    if (!s.lingering.empty()) {
        std::string l = "Lingering (rounds left): ";
        for (std::size_t i = 0; i < s.lingering.size(); ++i) {
            const Lingering& g = s.lingering[i];
            l += (i ? ", " : "") + s.cat->trials[static_cast<std::size_t>(g.trial)].name + " " +
                 std::to_string(g.rounds_left);
        }
        out.push_back(l);
    }
    if (s.cfg.calm && s.health_card >= 0) {
        const HealthCardDef& h = s.cat->health_cards[static_cast<std::size_t>(s.health_card)];
        auto [a, d] = h.bonus(s.t_health);
        std::string now;
        if (a) now += "+" + std::to_string(a) + " Atk";
        if (d) now += std::string(now.empty() ? "" : " ") + "+" + std::to_string(d) + " Def";
        out.push_back("Health card: " + h.name + (now.empty() ? ", no bonus now" : ", " + now + " now"));
    }
    if (s.cfg.hera) {
        auto symbol = [&](int h) {
            switch (s.cat->hera[static_cast<std::size_t>(h)].symbol) {
                case HeraSymbol::Lightning: return std::string("lightning");
                case HeraSymbol::Cross: return std::string("cross");
                case HeraSymbol::Cloud: return std::string("cloud");
            }
            return std::string("?");
        };
        std::string h = "Hera: ";
        if (s.hera_last >= 0) h += symbol(s.hera_last) + " this turn";
        else if (!s.hera_discard.empty()) h += "last " + symbol(s.hera_discard.back());
        else h += "none revealed";
        h += ", " + std::to_string(s.hera_stack.size()) + " left";
        out.push_back(h);
    }
    return out;
}

std::string partner_note(const State& s, int me) {
    if (s.cfg.players != 2) return "";
    int o = 1 - me;
    const Player& op = s.players[static_cast<std::size_t>(o)];
    Totals t = s.totals(o);
    return "P" + std::to_string(o + 1) + ": Atk " + std::to_string(t.attack) + ", Def " + std::to_string(t.defense) +
           ", XP " + std::to_string(t.xp) + ", hand " + std::to_string(op.hand.size());
}

std::string played_corner(const Totals& t, bool supercharged, int room) {
    std::string points;
    if (t.attack) points += std::to_string(t.attack) + "A";
    if (t.defense) points += std::to_string(t.defense) + "D";
    if (t.xp) points += std::to_string(t.xp) + "X";
    if (points.empty()) points = "0";
    // Longest first; the "+" goes, then the "!" (the card's top-left mark still shows it), then
    // the Experience (the "This turn" panel still counts it).
    std::string no_xp = points.substr(0, t.xp ? points.size() - std::to_string(t.xp).size() - 1 : points.size());
    for (const std::string& c :
         {(points == "0" ? "" : "+") + points + (supercharged ? "!" : ""), points + (supercharged ? "!" : ""), points, no_xp})
        if (!c.empty() && tui::text_width(c) <= room) return c;
    return points.substr(0, static_cast<std::size_t>(std::max(0, room)));
}

void draw_board(Canvas& c, Rect area, const State& s, const BoardUi& ui, const Theme& theme) {
    const int me = ui.viewed >= 0 && ui.viewed < s.cfg.players ? ui.viewed : s.actor;
    const bool own = me == s.actor && ui.acting;
    const Player& pl = s.players[static_cast<std::size_t>(me)];
    // Header.
    std::string head = "Micro Hero: Hercules   " + cap(std::string(to_string(s.cfg.difficulty))) + "   Turn " +
                       std::to_string(s.turn) + "   " + cap(std::string(to_string(s.phase))) + " phase";
    if (s.cfg.players == 2) {
        // Co-op: whose move it is, and the partner's totals at the right (key p shows their cards).
        head = cap(std::string(to_string(s.cfg.difficulty))) + "  Turn " + std::to_string(s.turn) + "  " +
               cap(std::string(to_string(s.phase))) + ": P" + std::to_string(s.actor + 1) + " to act";
        if (!own) head += " (P" + std::to_string(me + 1) + "'s cards)";
        std::string partner = partner_note(s, me);
        int px = area.right() - text_width(partner);
        if (px > area.x + text_width(head) + 1) draw_text(c, area.y, px, partner, theme.fg(Color::Magenta, false));
    }
    draw_text(c, area.y, area.x, head, Style{Color::Default, true}, area.w);

    const int step = card_step(area, static_cast<int>(pl.hand.size()));
    const int room = step - 2;
    const bool planning_focus = own && s.phase == Phase::Planning;
    // On a tall board the Trial and the Stance grow so their whole text shows: the Stance widens
    // with the board (22 cells on an 80-column board, the Trial giving up two; 44 from a
    // 102-column one), and takes the rows its text needs, as far as the board leaves the played
    // row, the hand and four rows of log (as at 80x24; L reads it all): at 100x30 the longest needs 12.
    const bool tall = tui::tall_board(area);
    const int stance_w = tall ? std::clamp(area.w - 58, 22, 44) : 20;
    int top_h = 6;
    if (tall) {
        const StanceSide& side = stance_side(s, pl.stance);
        // Name and edges; a tapped Stance lies one row shorter and two cells wider (draw_stance).
        const bool tapped = pl.stance.tapped;
        const int needs = static_cast<int>(wrap_text(side.text, tapped ? stance_w : stance_w - 2).size()) + (tapped ? 4 : 3);
        top_h = std::clamp(needs, 8, std::max(8, area.h - 1 - 2 * kCardH - 4));
    }
    int top = area.y + 1;
    // The counts keep 20 cells ("Deck 12  Discard 12" is the widest line).
    int trial_w = tall ? std::max(34, area.w - stance_w - 24) : std::max(36, area.w - stance_w - 26);
    draw_trial(c, {top, area.x, top_h, trial_w}, s, theme, planning_focus && ui.focus == Focus::Trial);
    draw_stance(c, top, area.x + trial_w + 1, top_h, stance_w, s, pl, theme, planning_focus && ui.focus == Focus::Stance);
    draw_counts(c, {top, area.x + trial_w + stance_w + 4, top_h, area.w - trial_w - stance_w - 4}, s, me, theme);

    // The played row: each card's running contribution in its corner.
    int y = top + top_h;
    std::vector<CardFace> played;
    for (std::size_t i = 0; i < pl.played.size(); ++i) {
        CardFace f = card_face(s, pl.played[i], room);
        f.selected = planning_focus && ui.focus == Focus::Played && ui.played_cursor == static_cast<int>(i);
        f.marked = pl.supercharged == static_cast<int>(i);  // to be exhausted
        f.corner = played_corner(s.contribution(me, i), f.marked, step - 3);  // inside the border
        played.push_back(std::move(f));
    }
    std::string who = own ? "" : "P" + std::to_string(me + 1) + "'s ";
    // Nothing played yet: the rows under the heading read what the cursor is on at length, under
    // a heading of their own (read under "Played", a hand card looked played).
    const bool read_here = pl.played.empty() && !ui.inspect_line.empty();
    std::string label = !own ? who + "played cards" + (ui.viewed >= 0 ? " (p: back)" : "")
                        : std::string("Played") + (read_here ? ": nothing yet" : "") +
                              (s.cfg.players == 2 ? "" : " (each card triggers again for every card after it)");
    draw_row(c, y, area.x, area.w, label, played, theme,
             planning_focus && ui.focus == Focus::Played ? ui.played_cursor : -1, step);

    bool inspect_shown = false;
    if (read_here) {
        int iy = y + 1;
        draw_text(c, iy++, area.x, "Under the cursor", Style{Color::Default, true}, area.w);
        for (const std::string& line : tui::summary_rows(ui.inspect_line, area.w, kCardH - 2, theme.g()))
            draw_text(c, iy++, area.x, line, Style{Color::Default, false, false, true}, area.w);
        inspect_shown = true;
    }
    y += kCardH;
    if (s.phase == Phase::Planning || me != s.actor) {
        std::vector<CardFace> hand;
        for (std::size_t i = 0; i < pl.hand.size(); ++i) {
            CardFace f = card_face(s, pl.hand[i], room);
            f.selected = own && ui.focus == Focus::Hand && static_cast<int>(i) == ui.hand_cursor;
            f.corner = std::to_string(i + 1);
            hand.push_back(std::move(f));
        }
        const std::string hand_label = own ? "Hand" : who + "hand";
        draw_row(c, y, area.x, area.w, hand_label, hand, theme, own ? ui.hand_cursor : 0, step);
        if (!ui.inspect_line.empty() && !inspect_shown) {
            // Beside the row's label (past its "(N more)"), so the log keeps every line.
            int at = text_width(hand_label) + 2;
            if (static_cast<int>(hand.size()) > std::max(1, (area.w - 1) / step)) at += 12;
            draw_text(c, y, area.x + at, tui::summary_line(ui.inspect_line, area.w - at, theme.g()), Style{Color::Default, false, false, true}, area.w - at);
            inspect_shown = true;
        }
        if (own && pl.hand.empty())
            draw_text(c, y + 2, area.x + 2,
                      ui.empty_hand_line.empty() ? "Your hand is empty: press e to end planning." : ui.empty_hand_line,
                      Style{}, area.w - 2);
    } else {
        std::string what = s.phase == Phase::Improvement ? "Improvement: " + std::to_string(s.xp) + " XP to spend"
                                                          : cap(std::string(to_string(s.phase)));
        if (s.phase == Phase::Defense && s.cfg.players == 2)
            what = "Defense: Attack " + std::to_string(s.trial_attack_now()) + " strikes each of you";
        draw_text(c, y, area.x, what, Style{Color::Default, true}, area.w / 2 + 8);
        if (own && ui.choices) ui.choices->draw(c, {y + 1, area.x, kCardH - 1, area.w / 2 + 8}, theme);
        else draw_text(c, y + 2, area.x + 2, "P" + std::to_string(s.actor + 1) + " chooses.");
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

    // What else is in play, on at most two lines; then the log fills what is left.
    y += kCardH;
    {
        std::vector<std::string> lines;
        std::string line;
        for (const auto& n : in_play_notes(s)) {
            if (!line.empty() && text_width(line) + 3 + text_width(n) > area.w) {
                lines.push_back(line);
                line.clear();
            }
            line += (line.empty() ? "" : " | ") + n;
        }
        if (!line.empty()) lines.push_back(line);
        for (std::size_t i = 0; i < lines.size() && i < 2 && y < area.bottom() - 1; ++i)
            draw_text(c, y++, area.x, lines[i], theme.fg(Color::Magenta, false), area.w);
    }
    if (!inspect_shown && !ui.inspect_line.empty() && y < area.bottom() - 1)
        draw_text(c, y++, area.x, tui::summary_line(ui.inspect_line, area.w, theme.g()), Style{Color::Default, false, false, true}, area.w);
    Rect log{y, area.x, area.bottom() - y, area.w};
    if (const int rows = draw_status(c, y, area.x, area.w, ui.status, theme, std::clamp(area.bottom() - y, 0, 2)); rows > 0) {
        log.y += rows;
        log.h -= rows;
    }
    if (log.h > 0) {
        MessageLog m(200);
        for (const auto& l : s.log) m.add(l);
        m.scroll(ui.log_scroll);
        m.draw(c, log, theme);
    }
}

}  // namespace olympus::microhero
