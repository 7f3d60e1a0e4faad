#include "herazeus/board_view.hpp"

#include <algorithm>

#include "core/log_lines.hpp"
#include "tui/table_screen.hpp"

namespace olympus::herazeus {

using namespace tui;

namespace {
constexpr int kCellW = 24;

// The field's cells: 24 columns and one row per card at 80x24; on a big board (about 100x40 and
// up) the cells share the width and each card takes a second row saying how it lies, and the log
// below still keeps more than 15 rows.
struct Cells {
    int w = kCellW, h = 1;
};
// From a 90-column board (a 120-column terminal's, the inspector beside it) the cells widen
// with it, the widest that let the three columns fit, up to 40; on a tall board (a 30-row
// terminal), with cells of 30 columns and more, each card's note takes a second row.
Cells cells_for(tui::Rect area) {
    if (area.w < 90) return {};
    const int w = tui::widest_step(area.w - 4, kColumns, kCellW, 40);
    return {w, tui::tall_board(area) && w >= 30 ? 2 : 1};
}

std::string card_name(const CardSet& cs, TypeId t) {
    if (t == kFigure) return "figure";
    if (t == kUnknown) return "a hidden card";
    const CardType& ct = cs[t];
    return ct.strength >= 0 ? ct.name + " (" + std::to_string(ct.strength) + ")" : ct.name;
}

// An action's place: its column and position count from 1.
std::string where(int col, int pos) { return place_words(col - 1, pos - 1); }
}  // namespace

std::string cell_text(const View& v, const Card& c, int owner) {
    const CardSet& cs = *v.cards;
    if (c.type == kFigure) return owner == kHera ? "<< HERA figure >>" : "<< ZEUS figure >>";
    if (c.type == kUnknown) return "";
    const CardType& ct = cs[c.type];
    std::string n = ct.name + (ct.strength >= 0 ? " " + std::to_string(ct.strength) : "");
    if (c.flags & kFaceUp) return "[" + n + "]";
    // Face down but known to this viewer: its own card, or one it has seen.
    return "(" + n + ")" + ((c.flags & kSeen) && owner == v.seat ? "!" : "");
}

void append_new_events(const CardSet& cards, const Board& before, const Board& after, std::vector<std::string>& log) {
    // Two draws in a turn are two equal events: where `before` ends in `after` is found by the
    // whole overlap, never by its last event alone, or the second draw would go unsaid.
    const std::vector<Event> b(before.events.begin(), before.events.end()), a(after.events.begin(), after.events.end());
    // Every line is kept, as ARC's and CGS's boards keep theirs: the `L` screen shows the whole game.
    for (const Event& e : new_log_lines(b, a)) log.push_back(event_text(cards, e));
}

std::string action_label(const View& v, const Action& a) {
    const CardSet& cs = *v.cards;
    int me = acting_seat(v.board);
    auto named = [&](const std::string& token) {
        auto t = cs.from_token(token, me);
        return t ? card_name(cs, *t) : token;
    };
    switch (a.kind) {
        case Action::Kind::Draw: return "Draw a card";
        case Action::Kind::Play: return "Play " + named(a.card) + " face down: " + where(a.col, a.pos);
        case Action::Kind::Challenge: return "Challenge column " + std::to_string(a.col) + " with your front card";
        case Action::Kind::Recall: return "Take the figure off the table";
        case Action::Kind::Place:
            // The raided card goes to the front of a column of the raided player's own field.
            return "Put the raided " + (v.board.pending.type == kUnknown ? std::string("card") : card_name(cs, v.board.pending.type)) +
                   " face up in " + (me == kHera ? "Zeus" : "Hera") + "'s " + where(a.col, 1);
        case Action::Kind::Discard: return "Discard " + named(a.card) + " next";
        case Action::Kind::Use:
            switch (a.target) {
                case Action::Target::None: return "Use " + named(a.card);
                case Action::Target::Hand: return "Use " + named(a.card) + " on the opponent's hand";
                case Action::Target::Column: return "Use " + named(a.card) + " on column " + std::to_string(a.col);
                case Action::Target::Move:
                    return "Use " + named(a.card) + ": move the card in " + where(a.col, a.pos) + " to " + where(a.col2, a.pos2);
                case Action::Target::Card: return "Use " + named(a.card) + " to take back " + named(a.what);
            }
    }
    return a.to_string();
}

namespace {
// The second row of a card on a big board: how it lies and who knows it, in words.
std::string cell_note(const View& v, const Card& c, int owner, bool hidden) {
    if (c.type == kFigure) return "the figure stands here";
    if (hidden) return "face down";
    if (c.flags & kFaceUp) return "face up";
    if (owner != v.seat) return "face down, known to you";
    return (c.flags & kSeen) ? std::string("face down, ") + (owner == kHera ? "Zeus" : "Hera") + " has seen it" : "face down";
}

void draw_side(Canvas& c, int y0, int x0, const View& v, int side, bool top, const BoardUi& ui, const Theme& theme, Cells cw) {
    const Board& b = v.board;
    const SideZones& z = b.side[side];
    const Glyphs& g = theme.g();
    // The column as it will be after a previewed play, with the new card marked.
    int prev_col = -1, prev_pos = -1;
    if (ui.preview && ui.preview->kind == Action::Kind::Play && side == b.to_move) {
        prev_col = ui.preview->col - 1;
        prev_pos = ui.preview->pos - 1;
    }
    // The columns as they will be after a previewed Dionysus move (taken out, then put in, as the
    // move is made), with the moved card marked where it lands.
    std::vector<std::vector<Card>> field(kColumns);
    for (int col = 0; col < kColumns; ++col) field[col].assign(z.field[col].begin(), z.field[col].end());
    int moved_col = -1, moved_pos = -1;
    if (ui.preview && ui.preview->kind == Action::Kind::Use && ui.preview->target == Action::Target::Move && side == b.to_move) {
        const int c1 = ui.preview->col - 1, p1 = ui.preview->pos - 1, c2 = ui.preview->col2 - 1, p2 = ui.preview->pos2 - 1;
        if (c1 >= 0 && c1 < kColumns && c2 >= 0 && c2 < kColumns && p1 >= 0 && p1 < static_cast<int>(field[c1].size())) {
            Card moved = field[c1][static_cast<std::size_t>(p1)];
            field[c1].erase(field[c1].begin() + p1);
            if (p2 >= 0 && p2 <= static_cast<int>(field[c2].size())) {
                field[c2].insert(field[c2].begin() + p2, moved);
                moved_col = c2, moved_pos = p2;
            }
        }
    }
    for (int col = 0; col < kColumns; ++col) {
        struct Cell {
            std::string text, note;
            int kind;  // 0 card, 1 hidden, 2 preview
        };
        std::vector<Cell> cells;
        for (std::size_t r = 0; r < field[col].size(); ++r) {
            const Card& card = field[col][r];
            std::string t = cell_text(v, card, side);
            if (col == moved_col && static_cast<int>(r) == moved_pos)
                cells.push_back({std::string(g.cursor) + " " + (t.empty() ? "card" : t) + " moves here", "", 2});
            else
                cells.push_back({t, cell_note(v, card, side, t.empty()), t.empty() ? 1 : 0});
        }
        if (col == prev_col) {
            auto tok = v.cards->from_token(ui.preview->card, b.to_move);
            std::string n = tok ? (*v.cards)[*tok].name : ui.preview->card;
            cells.insert(cells.begin() + std::min<std::ptrdiff_t>(prev_pos, static_cast<std::ptrdiff_t>(cells.size())),
                         Cell{std::string(g.cursor) + " " + n + " goes here", "", 2});
        }
        const Style dim{Color::Default, false, false, true};
        for (int row = 0; row < kRows; ++row) {
            // A card's first row faces the middle, its note below it on both sides.
            int y = top ? y0 + (kRows - 1 - row) * cw.h : y0 + row * cw.h;
            int x = x0 + col * cw.w;
            // The place the cursor reads, drawn reversed (whatever lies there, an empty place too).
            const bool here = ui.field_cursor && (*ui.field_cursor)[0] == side && (*ui.field_cursor)[1] == col && (*ui.field_cursor)[2] == row;
            auto mark = [&](Style s) {
                s.reverse = s.reverse || here;
                return s;
            };
            if (row >= static_cast<int>(cells.size())) {
                draw_text(c, y, x + 2, row == 0 || here ? std::string(g.bullet) + " empty" : std::string(g.bullet), here ? mark(Style{}) : dim);
                continue;
            }
            const Cell& cell = cells[static_cast<std::size_t>(row)];
            if (cell.kind == 1) {
                std::string back = "[";
                for (int i = 0; i < (cw.h > 1 ? cw.w - 6 : 12); ++i) back += g.back;
                back += "]";
                draw_text(c, y, x, back, mark(theme.fg(Color::Blue)));
            } else if (cell.kind == 2) {
                draw_text(c, y, x, cell.text, Style{theme.color ? Color::Yellow : Color::Default, true, true}, cw.w - 1);
            } else {
                bool face_up = cell.text.starts_with("[") || cell.text.starts_with("<<");
                Style s = face_up ? Style{theme.color ? Color::Yellow : Color::Default, true} : Style{};
                draw_text(c, y, x, cell.text, mark(s), cw.w - 1);
            }
            if (cw.h > 1 && !cell.note.empty()) draw_text(c, y + 1, x + 1, cell.note, dim, cw.w - 2);
        }
    }
}

std::string side_line(const View& v, int side, const BoardUi& ui) {
    const SideZones& z = v.board.side[side];
    std::string s = ui.seat_names[side] + (side == v.seat && !ui.spectator ? " (you)" : "") + ": deck " + std::to_string(z.deck.size()) +
                    "  hand " + std::to_string(z.hand.size()) + "  discard " + std::to_string(z.discard.size());
    if (!z.discard.empty()) s += " (top: " + card_name(*v.cards, z.discard.back().type) + ")";
    return s;
}
}  // namespace

std::string raid_line(const View& v, const BoardUi& ui) {
    const Board& b = v.board;
    if (!b.raid_waiting()) return "";
    const bool over = b.phase == Phase::Over;
    if (over && b.reason != EndReason::HostageRaided) return "";
    const int raider = over ? b.winner : b.to_move;
    if (raider < 0) return "";
    const std::string& by = ui.seat_names[raider];
    const std::string& from = ui.seat_names[1 - raider];
    if (over) return by + "'s Pegasus rescued the hostage, " + card_name(*v.cards, b.pending.type) + ", from " + from + "'s hand.";
    if (b.pending.type == kUnknown)
        return "Waiting to be placed: the card " + by + "'s Pegasus took from " + from +
               "'s hand, not shown to you; it goes face up to the front of a column of " + from + "'s field.";
    return "Waiting to be placed: " + card_name(*v.cards, b.pending.type) + ", which " + by + "'s Pegasus took from " + from +
           "'s hand; it goes face up to the front of a column of " + from + "'s field.";
}

void draw_board(Canvas& c, Rect area, const View& v, const BoardUi& ui, const Theme& theme) {
    const Board& b = v.board;
    const CardSet& cs = *v.cards;
    int me = v.seat, them = 1 - v.seat;
    std::string head = "Hera & Zeus   Turn " + std::to_string(b.turn) + "   ";
    std::string ending;
    if (b.phase == Phase::Over)
        head += ending = b.winner < 0 ? "The game is drawn: " + end_why(b.reason, -1)
                                      : ui.seat_names[b.winner] + " wins: " + end_why(b.reason, b.winner);
    else if (!b.ordering[acting_seat(b)].empty())
        head += ui.seat_names[acting_seat(b)] + " orders the discards";
    else if (b.phase == Phase::Opening)
        head += ui.seat_names[b.to_move] + " lays the opening row";
    else
        head += ui.seat_names[b.to_move] + " to act, action points " + std::to_string(b.ap_total - b.ap_used) + " of " +
                std::to_string(b.ap_total);
    // A narrow terminal cannot hold the end and its reason beside the turn: the header then says
    // the game is over and the whole sentence is drawn wrapped above the log.
    if (b.phase == Phase::Over && text_width(head) > area.w)
        head = "Hera & Zeus   Turn " + std::to_string(b.turn) + "   The game is over";
    else
        ending.clear();
    draw_text(c, area.y, area.x, head, Style{Color::Default, true}, area.w);

    const Cells cw = cells_for(area);
    int fx = area.x + 4;
    draw_text(c, area.y + 1, area.x, side_line(v, them, ui), Style{}, area.w);
    draw_side(c, area.y + 2, fx, v, them, true, ui, theme, cw);
    // The middle: column numbers where the first rows meet.
    int mid = area.y + 2 + kRows * cw.h;
    for (int col = 0; col < kColumns; ++col) {
        std::string label = "-- column " + std::to_string(col + 1) + " --";
        draw_text(c, mid, fx + col * cw.w, label, Style{Color::Default, false, false, true});
    }
    draw_side(c, mid + 1, fx, v, me, false, ui, theme, cw);
    draw_text(c, mid + 1 + kRows * cw.h, area.x, side_line(v, me, ui), Style{}, area.w);

    // The hand.
    int hy = mid + 2 + kRows * cw.h;
    const SideZones& z = b.side[me];
    int x = area.x;
    x += draw_text(c, hy, x, "Hand: ", Style{Color::Default, true});
    for (std::size_t i = 0; i < z.hand.size(); ++i) {
        // A spectator's board shows this hand as its opponent knows it: the unknown cards as "?".
        std::string t = "?";
        if (z.hand[i].type != kUnknown) {
            const CardType& ct = cs[z.hand[i].type];
            t = ct.name + (ct.strength >= 0 ? " " + std::to_string(ct.strength) : "") + ((z.hand[i].flags & kSeen) ? "!" : "");
        }
        bool here = static_cast<int>(i) == ui.hand_cursor;
        if (x + text_width(t) + 2 >= area.right()) {
            ++hy;
            x = area.x + 6;
        }
        x += draw_text(c, hy, x, here ? "[" + t + "]" : " " + t + " ",
                       here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{});
        x += 1;
    }
    if (z.hand.empty()) draw_text(c, hy, x, "(empty)");

    // What this viewer knows of the opponent's hand: cards Pythia showed, cards of its own deck.
    int y = hy + 1;
    std::string known;
    int unknown = 0;
    for (const Card& h : b.side[them].hand) {
        if (h.type == kUnknown) {
            ++unknown;
            continue;
        }
        known += (known.empty() ? "" : ", ") + card_name(cs, h.type);
    }
    if (!known.empty()) {
        if (unknown) known += " and " + std::to_string(unknown) + " unknown";
        draw_text(c, y++, area.x, std::string("You know in ") + (them == kHera ? "Hera" : "Zeus") + "'s hand: " + known, Style{}, area.w);
    }

    // The card a Pegasus raid took, where the players see it: waiting to be placed (named to the
    // two players, unknown to a spectator), or the hostage the raid rescued once the game is over.
    if (const std::string raid = raid_line(v, ui); !raid.empty())
        for (const std::string& line : wrap_text(raid, area.w))
            if (y < area.bottom()) draw_text(c, y++, area.x, line, theme.fg(Color::Yellow, true), area.w);

    // The end of the game, and a status, come first; the rest is the log, or a menu's choices.
    if (!ending.empty())
        for (const std::string& line : wrap_text(ending + (ending.back() == '.' ? "" : "."), area.w))
            if (y < area.bottom()) draw_text(c, y++, area.x, line, Style{Color::Default, true}, area.w);
    const int status_rows = ui.status.empty() ? 0 : static_cast<int>(std::min<std::size_t>(2, wrap_entry(ui.status, area.w).size()));
    const Style dim{Color::Default, false, false, true};
    if (ui.choices) {
        y += draw_status(c, y, area.x, area.w, ui.status, theme);
        Rect rest{y, area.x, area.bottom() - y, area.w};
        if (rest.h <= 0) return;
        draw_text(c, rest.y, rest.x, ui.choices_title, Style{Color::Default, true}, rest.w);
        // The card the highlighted entry names is read at the foot of the choices, over the rows
        // they leave (two at least, while three rows of choices stay), cut at a word with `i` named.
        const int items = static_cast<int>(ui.choices->items().size());
        std::vector<std::string> foot;
        if (!ui.inspect.empty()) {
            const int room = std::max(rest.h - 1 - items - 1, std::min(2, rest.h - 1 - 3 - 1));
            if (room > 0) foot = summary_rows(ui.inspect, rest.w, room, theme.g());
        }
        const int foot_h = foot.empty() ? 0 : static_cast<int>(foot.size()) + 1;
        ui.choices->draw(c, {rest.y + 1, rest.x, rest.h - 1 - foot_h, rest.w}, theme);
        int fy = rest.bottom() - static_cast<int>(foot.size());
        for (const std::string& line : foot) draw_text(c, fy++, rest.x, line, dim, rest.w);
        return;
    }
    // What the card under the cursor does, when the inspector has no column of its own: on the
    // rows there are, leaving the status and three rows of the log.
    if (!ui.inspect.empty() && y < area.bottom()) {
        const int rows = area.bottom() - y - status_rows - 3;
        for (const std::string& line : summary_rows(ui.inspect, area.w, rows, theme.g()))
            if (y < area.bottom()) draw_text(c, y++, area.x, line, dim, area.w);
    }
    y += draw_status(c, y, area.x, area.w, ui.status, theme);
    Rect rest{y, area.x, area.bottom() - y, area.w};
    if (rest.h > 0) {
        MessageLog log(100);
        for (const auto& l : ui.log) log.add(l);
        log.draw(c, rest, theme);
    }
}

}  // namespace olympus::herazeus
