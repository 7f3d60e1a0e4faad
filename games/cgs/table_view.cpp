#include "cgs/table_view.hpp"

#include <algorithm>
#include <cctype>

#include "cgs/team_words.hpp"
#include "tui/table_screen.hpp"

namespace olympus::cgs {

using namespace tui;

std::string_view direction_name(int d) {
    static constexpr std::string_view kNames[] = {"E", "NE", "NW", "W", "SW", "SE", "cave"};
    return d >= 0 && d <= kCaveDir ? kNames[d] : "?";
}

namespace {

std::string stat_short(Stat s) {
    switch (s) {
        case Stat::Defence: return "Def";
        case Stat::Ranged: return "Rng";
        case Stat::Melee: return "Mel";
        case Stat::Command: return "Cmd";
        case Stat::Diplomacy: return "Dip";
        case Stat::Magic: return "Mag";
        case Stat::Speed: return "Spd";
    }
    return "?";
}

std::string owner(const PieceView& p, const std::vector<std::string>& labels) {
    if (p.seat < 0) return "creature";
    if (static_cast<std::size_t>(p.seat) < labels.size()) return labels[static_cast<std::size_t>(p.seat)];
    return "P" + std::to_string(p.seat + 1);
}

std::string indicator_words(const HexDef& h) {
    const std::string n = std::to_string(h.value);
    switch (h.indicator) {
        case IndicatorKind::Encounter: return "encounter indicator " + n;
        case IndicatorKind::Creature: return "creature indicator " + n;
        case IndicatorKind::Card: return "card indicator " + n + " (cheaper equipment)";
        case IndicatorKind::None: break;
    }
    return "";
}

}  // namespace

std::vector<std::string> hex_lines(const View& v, CellId cell) {
    std::vector<std::string> out;
    const HexDef* h = v.hex(cell);
    // Named as every screen names it (hex_words.hpp), short: the cursor shows where it lies (the
    // inspector says it in words), and a long head would push the hand off a small panel.
    std::string head = hex_what(*v.content, v.map, v.camp_marks(), cell);
    if (!head.empty()) head[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(head[0])));
    if (!h) {
        out.push_back(head + ": face down");
    } else {
        // One line in a small panel: the terrain's effect in short (the inspector says it whole).
        static constexpr std::string_view kEffect[] = {"", " (+1 step)", " (cover vs shots)", " (no entry)"};
        const int t = static_cast<int>(h->terrain);
        out.push_back(v.landmark(cell).empty() ? head + std::string(kEffect[t]) : head + ": " + std::string(terrain_name(h->terrain)));
        if (h->indicator != IndicatorKind::None) out.push_back(indicator_words(*h));
        // The map's glyph is said with it, so a newcomer learns what >> and << stand for.
        if (h->cave == CaveMark::Entrance) out.push_back(">> cave entrance (c goes in)");
        if (h->cave == CaveMark::Exit) out.push_back("<< cave exit (c goes out)");
        for (std::size_t t2 = 0; t2 < v.camps.size(); ++t2)
            if (v.camps[t2] == cell && cell == kOlympusCell) out.push_back("base camp of " + v.team_called(static_cast<int>(t2)));
        if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0) out.push_back("banner of " + v.team_called(b));
        std::string water, wall, road;
        for (int d = 0; d < 6; ++d) {
            const std::uint8_t e = v.map.edge(*v.content, cell, d);
            const std::string n = std::string(direction_name(d));
            if (e & kWater) water += " " + n;
            if (e & kWall) wall += " " + n;
            if (e & kRoad) road += " " + n;
        }
        if (!water.empty()) out.push_back("water:" + water);
        if (!wall.empty()) out.push_back("wall:" + wall);
        if (!road.empty()) out.push_back("road:" + road);
        if (const SiteView* s = v.site(cell); s && s->current >= 0) {
            const CardDef& d = v.content->card_def(s->current);
            out.push_back("lying here: " + d.name + " (value " + std::to_string(d.value) + ")" +
                          (s->beaten ? ", " + std::to_string(s->beaten) + " beaten" : ""));
        }
    }
    for (const PieceView* p : v.pieces_at(cell)) {
        std::string line = "- " + piece_called(p->title, p->name, p->kind, p->seat) + " (" +
                           (p->seat < 0 ? std::string("creature") : "P" + std::to_string(p->seat + 1)) + ")";
        line += " D" + std::to_string(p->value[0]);
        if (p->value[2] >= 0) line += " M" + std::to_string(p->value[2]);
        if (p->value[1] >= 0) line += " R" + std::to_string(p->value[1]);
        if (p->wounded) line += " wounded";
        out.push_back(line);
    }
    return out;
}

std::vector<std::string> sheet_lines(const View& v, const PieceView& p, const std::vector<std::string>& labels, int width) {
    std::vector<std::string> out;
    out.push_back(piece_called(p.title, p.name, p.kind, p.seat) + ", " + owner(p, labels) + (p.wounded ? ", wounded" : ""));
    // The values in rows of whole pairs, so a wrap never parts a value from its label.
    std::string vals;
    for (int k = 0; k < kStats; ++k) {
        const int x = p.value[static_cast<std::size_t>(k)];
        const std::string pair = stat_short(static_cast<Stat>(k)) + " " + (x < 0 ? "-" : std::to_string(x));
        if (!vals.empty() && text_width(vals) + 1 + text_width(pair) > width) {
            out.push_back(vals);
            vals.clear();
        }
        vals += (vals.empty() ? "" : " ") + pair;
    }
    out.push_back(vals);
    // Steps are a turn's: after the end there is no turn to count them for.
    if (p.seat >= 0 && v.phase != Phase::Over) {
        std::string turn = "steps left " + std::to_string(std::max(0, p.moves_left));
        if (p.acted) turn += ", has acted";
        out.push_back(turn);
    }
    if (!p.cards.empty()) {
        std::string cs;
        for (const auto& c : p.cards) cs += (cs.empty() ? "" : ", ") + c;
        out.push_back("cards: " + cs);
    }
    return out;
}

namespace {

// The detailed map where the whole of it fits beside a panel and above a log of a useful size;
// z swaps to the other.
bool detailed_fits(const View& v, const TableUi& ui, Rect area) {
    MapUi d = ui.map;
    d.detailed = true;
    d.cursor = kOlympusCell;
    return map_width(v, d) + 34 <= area.w && map_height(v, d) + 8 <= area.h;
}
bool use_detailed(const View& v, const TableUi& ui, Rect area) { return detailed_fits(v, ui, area) != ui.swap_map; }

// A card being read, in a few rows: its name and the start of its text.
std::vector<std::string> focus_rows(const tui::Inspection& f, int w, int rows) {
    std::vector<std::string> out;
    if (f.empty()) return out;
    std::string text = f.title + (f.lines.empty() ? "" : ": " + f.lines.front());
    for (auto& l : wrap_text(text, w)) {
        if (static_cast<int>(out.size()) == rows) {
            out.back() = out.back().substr(0, static_cast<std::size_t>(std::max(0, w - 4))) + " (i)";
            break;
        }
        out.push_back(std::move(l));
    }
    return out;
}

// A menu in the side panel's own width: an entry too long for it wraps, its later lines
// indented, so the panel never widens over the map (and the + hexes under it) when a menu opens.
void draw_menu_wrapped(Canvas& c, Rect r, const tui::Menu& m, const Theme& theme) {
    const auto& items = m.items();
    if (items.empty() || r.h <= 0 || r.w <= 3) return;
    std::vector<std::vector<std::string>> rows;
    for (const auto& it : items) {
        auto lines = wrap_text(it.label, r.w - 3);
        if (lines.empty()) lines.emplace_back();
        rows.push_back(std::move(lines));
    }
    const int cur = std::clamp(m.cursor(), 0, static_cast<int>(items.size()) - 1);
    // The cursor's entry about the middle, whole.
    int first = cur;
    int above = 0;
    while (first > 0 && above + static_cast<int>(rows[static_cast<std::size_t>(first - 1)].size()) <= r.h / 2) {
        --first;
        above += static_cast<int>(rows[static_cast<std::size_t>(first)].size());
    }
    int y = r.y;
    int i = first;
    for (; i < static_cast<int>(items.size()); ++i) {
        const auto& lines = rows[static_cast<std::size_t>(i)];
        if (y + static_cast<int>(lines.size()) > r.bottom() && i != cur) break;
        const bool here = i == cur;
        Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
        if (!items[static_cast<std::size_t>(i)].enabled) s.dim = true;
        for (std::size_t j = 0; j < lines.size() && y < r.bottom(); ++j, ++y) {
            if (j == 0) draw_text(c, y, r.x, here ? theme.g().cursor : " ", s);
            draw_text(c, y, r.x + (j == 0 ? 1 : 2), " " + lines[j], s, r.w - (j == 0 ? 1 : 2));
        }
    }
    if (first > 0) draw_text(c, r.y, r.right() - 1, theme.g().up);
    if (i < static_cast<int>(items.size())) draw_text(c, r.bottom() - 1, r.right() - 1, theme.g().down);
}

// The side panel's rows at width `w`, bold where a part begins: the phase, the banners, the card
// being read or the hex and the selected sheet, then the hand and purse last.
std::vector<std::pair<std::string, Style>> panel_lines(const View& v, const TableUi& ui, int w) {
    const Rect in{0, 0, 0, w};
    std::vector<std::pair<std::string, Style>> lines;
    auto add = [&](const std::string& text, Style s = {}) {
        for (const auto& l : wrap_text(text, in.w)) lines.emplace_back(l, s);
    };
    const Style bold{Color::Default, true};
    std::string phase = "Round " + std::to_string(std::max(1, v.round)) + ", " + std::string(phase_name(v.phase));
    if (v.phase != Phase::Over) phase += ": P" + std::to_string(v.current + 1) + " to act";
    add(phase, bold);
    // The win condition comes first, so a small panel never loses it.
    // Named by members ("P1+P3"), so a team never needs remembering.
    // How many banners stand, and their worth: the indicators beneath them, whose sum opens
    // Olympus (C2.31), so "P1 7" after two banners never reads as seven of them.
    std::string banners = "Banners:";
    for (std::size_t t = 0; t < v.banner_totals.size(); ++t) {
        const auto count = std::count(v.banners.begin(), v.banners.end(), static_cast<int>(t));
        banners += (t ? ", " : " ") + team_members(static_cast<int>(t), v.team_of()) + " " +
                   (count == 0 ? std::string("none") : std::to_string(count) + " (worth " + std::to_string(v.banner_totals[t]) + ")");
    }
    add(banners + "; worth " + std::to_string(v.olympus) + " enters Olympus");
    const auto card = focus_rows(ui.focus, in.w, 3);
    for (std::size_t i = 0; i < card.size(); ++i) lines.emplace_back(card[i], i == 0 ? bold : Style{});
    // A card being read takes the place of the hex: the hex is what the card is not about.
    if (card.empty())
        for (const auto& l : hex_lines(v, ui.map.cursor)) add(l);
    if (const PieceView* p = v.piece(ui.selected); p && card.empty()) {
        add("");
        bool first = true;
        for (const auto& l : sheet_lines(v, *p, ui.labels, in.w)) {
            add(l, first ? bold : Style{});
            first = false;
        }
    }
    add("");
    const SeatView& me = v.seats[static_cast<std::size_t>(v.seat)];
    std::string purse = me.dinars == 0 ? std::string("no dinars") : me.dinars == 1 ? std::string("1 dinar") : std::to_string(me.dinars) + " dinars";
    const std::string cards = me.hand_size == 1 ? std::string("1 card") : std::to_string(me.hand_size) + " cards";
    if (ui.hide_hand) {
        add("Hand: " + cards + " (hidden), " + purse, bold);
    } else if (me.hand.size() < static_cast<std::size_t>(me.hand_size)) {
        // A spectator's view counts the cards without naming them: the count, never "Hand (0)".
        add("Hand: " + cards + " (not shown to you), " + purse, bold);
    } else {
        // One paragraph, so a long hand does not push the banners off a small panel.
        std::string hand;
        for (std::size_t i = 0; i < me.hand.size(); ++i) {
            const CardDef& d = v.content->card_def(me.hand[i]);
            const bool read = static_cast<int>(i) == ui.hand_focus;
            hand += (hand.empty() ? "" : ", ") + std::string(read ? "[" : "") + d.name + " (" + std::to_string(d.cost) + ")" +
                    (read ? "]" : "");
        }
        add("Hand (" + std::to_string(me.hand.size()) + "), " + purse + ":", bold);
        if (!hand.empty()) add(hand);
    }
    return lines;
}

}  // namespace

std::string ending_words(const View& v, const std::string& winner_label) {
    if (v.winner < 0)
        return "The game ends undecided: nobody overcame the encounter on Olympus within the " + std::to_string(v.round) +
               " rounds the game allows.";
    return winner_label + " wins" + (v.teams ? " for " + v.team_called(v.seats[static_cast<std::size_t>(v.winner)].team) : std::string()) +
           ": first to overcome the encounter on Olympus.";
}

tui::LogRoom draw_table(Canvas& c, Rect area, const View& v, const TableUi& given, const Theme& theme) {
    // With the inspector: under the side panel when the detailed map fits beside them (at 160x48),
    // else the table as on a narrower terminal with the inspector in a column of its own.
    const tui::Inspection* inspector = nullptr;
    if (given.inspector) {
        if (given.swap_map || !detailed_fits(v, given, area)) {
            TableUi rest = given;
            rest.inspector.reset();
            // The inspector's column is wider than the shared one where the compact map leaves
            // the panel its 25 columns anyway (26 at 100 columns, not 20).
            MapUi compact = given.map;
            compact.detailed = false;
            const int least = area.w - map_width(v, compact) - 25;
            Rect b = tui::board_part(area);
            if (b.w < area.w && area.w - b.w < std::min(30, least)) b.w = area.w - std::min(30, least);
            // z asks for the other map than the whole area would show: the same one in the board's part.
            rest.swap_map = detailed_fits(v, rest, b) != use_detailed(v, given, area);
            const tui::LogRoom room = draw_table(c, b, v, rest, theme);
            if (b.w < area.w) tui::draw_inspection(c, Rect{area.y, b.right(), area.h, area.w - b.w}, theme, *given.inspector);
            return room;
        }
        inspector = &*given.inspector;
    }
    TableUi ui = given;
    ui.map.detailed = use_detailed(v, given, area);
    // A cave board is small: the panel and the log keep the room the main board would take.
    MapUi main = ui.map;
    main.cursor = kOlympusCell;
    const int mw = std::max(map_width(v, ui.map), map_width(v, main));
    const int mh = std::max(map_height(v, ui.map), map_height(v, main));
    // The prompt or status wraps onto a second line rather than lose its end (at 80 columns a
    // question with its keys is often longer than a line); the log gives up the row.
    const std::string line = in_marks(ui.status.empty() ? ui.prompt : ui.status, theme.g());
    std::vector<std::string> said = wrap_entry(line, area.w - 2);
    if (said.empty()) said.push_back("");
    if (said.size() > 2) said.resize(2);
    // Log and prompt below the map; the detailed map scrolls, so it leaves the log a quarter.
    // A map that fits whole gets every row it needs and the log the rest; one that must scroll
    // anyway leaves the log a quarter.
    // Beside the inspector (160x48) the map takes its whole height (37 rows), the inspector the
    // rows under it in the map's width, and the log the side panel's column under the panel: a
    // log under the map would have only the 9 rows the map leaves.
    const int bottom = inspector ? static_cast<int>(said.size())
                       : mh + 4 <= area.h ? area.h - mh
                                          : std::max({4, area.h - mh, ui.map.detailed ? area.h / 4 : 0});
    const int map_h = inspector ? std::min(mh, area.h - bottom) : area.h - bottom;
    const int panel_w = std::min(area.w, ui.map.detailed ? std::max(30, area.w - mw) : std::max(25, area.w - mw));
    const int map_w = area.w - panel_w;
    draw_map(c, {area.y, area.x, map_h, map_w}, v, ui.map, theme);

    // The side panel keeps its width when a menu opens: long entries wrap (draw_menu_wrapped).
    const int menu_w = panel_w;
    const int said_h = inspector ? bottom : std::min(static_cast<int>(said.size()), std::max(1, bottom - 2));
    const int above_said = area.h - said_h;
    // Beside the inspector the panel is as tall as its rows (a 9-card hand whole), leaving the log
    // at least 15 rows under it. Without it, from 28 rows up (100x30 less its key line), a panel whose rows
    // the map's height cannot hold grows down beside the log, which keeps the map's width and at
    // least 6 rows; at 80x24 the log needs the whole width.
    const int panel_least = inspector ? std::max(10, map_h / 2) : map_h;
    const int panel_most = inspector ? above_said - 17 : area.h >= 28 ? above_said - 6 : map_h;
    const int panel_h = ui.menu ? panel_least
                                : std::clamp(static_cast<int>(panel_lines(v, ui, menu_w - 2).size()) + 2, panel_least,
                                             std::max(panel_least, panel_most));
    if (inspector) tui::draw_inspection(c, Rect{area.y + map_h, area.x, above_said - map_h, map_w}, theme, *inspector);
    Rect panel{area.y, area.x + area.w - menu_w, panel_h, menu_w};
    std::string title = (static_cast<std::size_t>(v.seat) < ui.labels.size() ? ui.labels[static_cast<std::size_t>(v.seat)]
                                                                             : "P" + std::to_string(v.seat + 1));
    draw_frame(c, panel, theme, title, false);
    Rect in{panel.y + 1, panel.x + 1, panel.h - 2, panel.w - 2};
    if (ui.menu) {
        int y = in.y;
        for (const auto& l : wrap_text(ui.menu_title, in.w)) draw_text(c, y++, in.x, l, Style{Color::Default, true}, in.w);
        // The card the entry names, at the foot: what choosing it would play or keep.
        const auto card = focus_rows(ui.focus, in.w, 3);
        const int foot = card.empty() ? 0 : static_cast<int>(card.size()) + 1;
        draw_menu_wrapped(c, {y, in.x, std::max(1, in.bottom() - y - foot), in.w}, *ui.menu, theme);
        for (std::size_t i = 0; i < card.size(); ++i)
            draw_text(c, in.bottom() - static_cast<int>(card.size()) + static_cast<int>(i), in.x, card[i],
                      i == 0 ? Style{Color::Default, true} : Style{}, in.w);
    } else {
        auto lines = panel_lines(v, ui, in.w);
        // A panel too short for all of it (the hand is last) ends its last row in the cut mark.
        if (static_cast<int>(lines.size()) > in.h && in.h > 0) {
            std::string& last = lines[static_cast<std::size_t>(in.h - 1)].first;
            last = with_cut_mark(last + " " + std::string(theme.g().ellipsis), in.w, theme.g());
        }
        for (int i = 0; i < static_cast<int>(lines.size()) && i < in.h; ++i)
            draw_text(c, in.y + i, in.x, lines[static_cast<std::size_t>(i)].first, lines[static_cast<std::size_t>(i)].second, in.w);
    }

    // The log (newest at the bottom) and the prompt.
    // The newest line sits just above the prompt.
    // A long entry wraps (its later lines indented, like the shared MessageLog) rather than
    // losing its end, which is often who was hit or what it came to.
    Rect log{area.y + map_h, area.x, above_said - map_h, panel_h > map_h ? map_w : area.w};
    if (inspector) {
        // Framed, so it reads as the log and not as more of the map beside it.
        draw_frame(c, Rect{area.y + panel_h, area.x + map_w, above_said - panel_h, panel_w}, theme, "Log", false);
        log = Rect{area.y + panel_h + 1, area.x + map_w + 1, above_said - panel_h - 2, panel_w - 2};
    }
    // Whole entries only: a wrapped entry whose first row would scroll away is left out, so the
    // log never begins with the tail of a sentence (the newest alone is cut if nothing else fits).
    std::vector<std::string> rows;
    for (std::size_t k = v.log.size(); k-- > 0 && static_cast<int>(rows.size()) < log.h;) {
        auto wrapped = wrap_entry(v.log[k], log.w - 2);
        if (!rows.empty() && static_cast<int>(rows.size() + wrapped.size()) > log.h) break;
        rows.insert(rows.begin(), wrapped.begin(), wrapped.end());
    }
    if (static_cast<int>(rows.size()) > log.h) rows.resize(static_cast<std::size_t>(std::max(0, log.h)));
    const int shown = static_cast<int>(rows.size());
    for (int i = 0; i < shown; ++i)
        draw_text(c, log.bottom() - shown + i, log.x + 1, rows[static_cast<std::size_t>(i)], Style{}, log.w - 2);
    Style s = ui.status.empty() ? Style{Color::Default, true} : (ui.status_is_problem ? theme.fg(Color::Red, true) : theme.fg(Color::Green, true));
    for (int i = 0; i < said_h; ++i)
        draw_text(c, area.bottom() - said_h + i, area.x + 1, said[static_cast<std::size_t>(i)], s, area.w - 2);
    return tui::LogRoom{std::max(0, log.h), log.w - 2};
}

}  // namespace olympus::cgs
