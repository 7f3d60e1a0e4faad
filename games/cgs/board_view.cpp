#include "cgs/board_view.hpp"

#include <algorithm>
#include <optional>

#include "tui/widgets.hpp"

namespace olympus::cgs {

using namespace tui;

namespace {

// The cells of the board (layer) a cell lies on.
std::vector<CellId> layer_cells(const View& v, CellId any) {
    std::vector<CellId> out;
    const int layer = cell_layer(any);
    for (CellId c = 0; c < kCells; ++c)
        if (cell_layer(c) == layer && v.map.exists(c)) out.push_back(c);
    return out;
}

struct Geometry {
    int unit;       // half a hex's pitch in columns
    int lines;      // content lines a hex row has
    int qmin, qmax; // doubled columns (2q + r)
    int rmin, rmax;
    int width() const { return (qmax - qmin) * unit + 2 * unit + 1; }
    int height() const { return (rmax - rmin + 1) * (lines + 1) + 1; }
    // The centre column and first content line of a hex, in board coordinates.
    int x(hex::Hex h) const { return (2 * h.q + h.r - qmin) * unit + unit; }
    int y(hex::Hex h) const { return (h.r - rmin) * (lines + 1) + 1; }
};

Geometry geometry(const View& v, const MapUi& ui) {
    Geometry g{ui.detailed ? 6 : 3, ui.detailed ? 3 : 1, 100, -100, 100, -100};
    for (CellId c : layer_cells(v, ui.cursor)) {
        const hex::Hex h = cell_hex(c);
        g.qmin = std::min(g.qmin, 2 * h.q + h.r);
        g.qmax = std::max(g.qmax, 2 * h.q + h.r);
        g.rmin = std::min(g.rmin, h.r);
        g.rmax = std::max(g.rmax, h.r);
    }
    return g;
}

struct Ink {
    Canvas& c;
    Rect r;
    int oy, ox;  // board coordinates at the rect's top-left
    void put(int y, int x, std::string_view cell, Style s = {}) const {
        const int yy = y - oy, xx = x - ox;
        if (yy < 0 || xx < 0 || yy >= r.h || xx >= r.w) return;
        c.put_cell(r.y + yy, r.x + xx, cell, s);
    }
    void text(int y, int x, std::string_view t, Style s = {}) const {
        int i = 0;
        for (std::size_t k = 0; k < t.size();) {
            std::size_t n = 1;
            const auto b = static_cast<unsigned char>(t[k]);
            if (b >= 0xF0) n = 4;
            else if (b >= 0xE0) n = 3;
            else if (b >= 0xC0) n = 2;
            put(y, x + i++, t.substr(k, n), s);
            k += n;
        }
    }
};

std::string_view terrain_char(Terrain t) {
    switch (t) {
        case Terrain::Mountain: return "^";
        case Terrain::Forest: return "%";
        case Terrain::Black: return "#";
        case Terrain::Plain: break;
    }
    return " ";
}

std::string indicator_code(const HexDef& h) {
    std::string n = std::to_string(h.value);
    switch (h.indicator) {
        case IndicatorKind::Encounter: return n.size() > 1 ? n : "E" + n;
        case IndicatorKind::Creature: return n.size() > 1 ? n : "C" + n;
        case IndicatorKind::Card: return n.size() > 1 ? n : "K" + n;
        case IndicatorKind::None: break;
    }
    return "";
}

int team_of_camp(const View& v, CellId cell) {
    for (std::size_t t = 0; t < v.camps.size(); ++t)
        if (v.camps[t] == cell) return static_cast<int>(t);
    return -1;
}

// The two-character mark of a hex: a camp, Olympus, an indicator, a cave's way in or out.
std::string marker(const View& v, CellId cell, const HexDef& h) {
    if (int t = team_of_camp(v, cell); t >= 0) return "@" + std::to_string(t + 1);
    if (cell == kOlympusCell) return "OL";
    if (h.indicator != IndicatorKind::None) return indicator_code(h);
    if (h.cave == CaveMark::Entrance) return ">>";
    if (h.cave == CaveMark::Exit) return "<<";
    return "  ";
}

// A run of text in one style; Style{} takes the hex body's style (plain, or the highlight).
struct Seg {
    std::string text;
    Style style;
};
using Line = std::vector<Seg>;

std::string line_text(const Line& l) {
    std::string out;
    for (const Seg& s : l) out += s.text;
    return out;
}

// The colour of a terrain: black rock is grey stone like a mountain (its glyph tells them apart).
std::optional<Role> terrain_role(Terrain t) {
    switch (t) {
        case Terrain::Mountain: return Role::Mountain;
        case Terrain::Forest: return Role::Forest;
        case Terrain::Black: return Role::Mountain;
        case Terrain::Plain: break;
    }
    return std::nullopt;
}

Style role_or_body(const Theme& t, std::optional<Role> r) { return r ? t.role(*r) : Style{}; }

// The mark of a hex, a camp in its team's colour (its number says the team without colour).
Line marker_segs(const View& v, CellId cell, const HexDef& h, const Theme& t) {
    const int team = team_of_camp(v, cell);
    return {{marker(v, cell, h), team >= 0 ? t.role(seat_role(team)) : Style{}}};
}

// A piece in one character, in its seat's colour: its seat's number, or a creature's initial.
Seg piece_mark(const PieceView& p, const Theme& t) {
    if (p.seat >= 0) return {std::to_string(p.seat + 1), t.role(seat_role(p.seat))};
    return {piece_abbrev(p, 1), Style{}};
}

// The pieces of a hex. Compact (2 cells): one piece is its initial and seat number ("H1") or a
// creature's two letters ("wo"); more are laid out apart by compact_segs.
// Detailed: "Her1 wol", then "+N" for the rest, within 11 cells. A seat's pieces take its colour.
Line pieces_segs(const View& v, CellId cell, bool detailed, const Theme& t) {
    auto ps = v.pieces_at(cell);
    if (ps.empty()) return {};
    if (!detailed) {
        if (ps.size() == 1) {
            const PieceView& p = *ps[0];
            if (p.seat < 0) return {{piece_abbrev(p, 2), Style{}}};
            return {{piece_abbrev(p, 1) + std::to_string(p.seat + 1), t.role(seat_role(p.seat))}};
        }
        if (ps.size() == 2) return {piece_mark(*ps[0], t), piece_mark(*ps[1], t)};
        return {piece_mark(*ps[0], t), {"+", Style{}}};
    }
    Line out;
    int used = 0;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const PieceView& p = *ps[i];
        std::string one = piece_abbrev(p, 3) + (p.seat >= 0 ? std::to_string(p.seat + 1) : "");
        const std::size_t rest = ps.size() - i - 1;
        const int need = (used ? 1 : 0) + static_cast<int>(one.size()) + (rest ? 3 : 0);
        if (used + need > 11) {
            out.push_back({(used ? " +" : "+") + std::to_string(ps.size() - i), Style{}});
            break;
        }
        if (used) out.push_back({" ", Style{}});
        used += (used ? 1 : 0) + static_cast<int>(one.size());
        out.push_back({std::move(one), p.seat >= 0 ? t.role(seat_role(p.seat)) : Style{}});
    }
    return out;
}

// A place's name cut to its hex ends in the cut mark; in ASCII the shared mark "~" is the map's
// water, so there a name ends in "." as a word cut short does ("Battlef.").
std::string name_cut(const std::string& name, int w, const Glyphs& g) {
    if (text_width(name) <= w) return name;
    // Cut at a letter, never after a space ("Amazon …" would read as a word lost).
    std::string cut = clip_text(name, std::max(0, w - 1));
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
    return cut + (g.unicode ? std::string(g.ellipsis) : std::string("."));
}

}  // namespace

std::string_view reach_mark(const Glyphs& g) { return g.unicode ? "+" : "o"; }

std::string in_marks(std::string text, const Glyphs& g) {
    if (g.unicode) return text;
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"a + hex", "an o hex"}, {"+ hex", "o hex"}, {"(+ marks", "(o marks"}})
        for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
    return text;
}

namespace {

std::string_view terrain_word(Terrain t) {
    switch (t) {
        case Terrain::Mountain: return "mountain";
        case Terrain::Forest: return "forest";
        case Terrain::Black: return "rock";
        case Terrain::Plain: break;
    }
    return "plain";
}

struct EdgeGlyphs {
    std::string_view border_v, border_nw_se, border_ne_sw, water, wall, road, fill;
};

EdgeGlyphs edge_glyphs(bool unicode) {
    if (unicode) return {"│", "╲", "╱", "≈", "█", "═", "░"};
    return {"|", "\\", "/", "~", "#", "=", ":"};
}

// What to draw on the edge from `cell` towards direction d: a barrier, a road, a tile's outline,
// or nothing inside a tile.
std::string_view edge_glyph(const View& v, CellId cell, int d, std::string_view border, const EdgeGlyphs& eg) {
    const std::uint8_t bits = v.map.edge(*v.content, cell, d);
    if (bits & kWall) return eg.wall;
    if (bits & kWater) return eg.water;
    if (bits & kRoad) return eg.road;
    const CellId other = v.map.neighbor(cell, d);
    if (other < 0 || slot_of(other) != slot_of(cell)) return border;
    return " ";
}

}  // namespace

int map_width(const View& v, const MapUi& ui) { return geometry(v, ui).width(); }
int map_height(const View& v, const MapUi& ui) { return geometry(v, ui).height(); }

namespace {

// The one line of a compact hex: terrain, mark and pieces, 5 cells.
Line compact_segs(const View& v, CellId cell, const Theme& t) {
    const EdgeGlyphs eg = edge_glyphs(t.g().unicode);
    const HexDef* h = v.hex(cell);
    if (!h) {
        std::string f;
        for (int i = 0; i < 5; ++i) f += i == 2 && place_of(cell) == 0 ? std::to_string(slot_of(cell)) : std::string(eg.fill);
        return {{f, Style{}}};
    }
    if (h->terrain == Terrain::Black) {
        std::string f;
        for (int i = 0; i < 5; ++i) f += eg.wall;
        return {{f, t.role(Role::Mountain)}};
    }
    // Each mark stands apart ("E4 H1", "% 1 w"), never run together ("E41w"): with a mark and
    // pieces the terrain gives way (its colour, the panel and the inspector still say it), and two
    // pieces or more beside a mark are the first one's and "+".
    const Seg ground{std::string(terrain_char(h->terrain)), role_or_body(t, terrain_role(h->terrain))};
    const auto ps = v.pieces_at(cell);
    Line out;
    if (marker(v, cell, *h) != "  " && !ps.empty()) {
        out = marker_segs(v, cell, *h, t);
        out.push_back({" ", Style{}});
        if (ps.size() == 1) for (Seg& s : pieces_segs(v, cell, false, t)) out.push_back(std::move(s));
        else out.push_back(piece_mark(*ps[0], t)), out.push_back({"+", Style{}});
        return out;
    }
    out.push_back(ground);
    if (ps.empty()) {
        for (Seg& s : marker_segs(v, cell, *h, t)) out.push_back(std::move(s));
        out.push_back({"  ", Style{}});
    } else if (ps.size() == 1) {
        out.push_back({"  ", Style{}});
        for (Seg& s : pieces_segs(v, cell, false, t)) out.push_back(std::move(s));
    } else {
        out.push_back({" ", Style{}});
        out.push_back(piece_mark(*ps[0], t));
        out.push_back({" ", Style{}});
        out.push_back(ps.size() == 2 ? piece_mark(*ps[1], t) : Seg{"+", Style{}});
    }
    return out;
}

}  // namespace

std::string compact_cell(const View& v, CellId cell, bool unicode) {
    Theme t;
    t.glyphs = unicode ? &unicode_glyphs() : &ascii_glyphs();
    t.color = false;
    return line_text(compact_segs(v, cell, t));
}

void draw_map(Canvas& c, Rect r, const View& v, const MapUi& ui, const Theme& theme) {
    const Geometry g = geometry(v, ui);
    const EdgeGlyphs eg = edge_glyphs(theme.g().unicode);
    const int U = g.unit;
    // Scroll so the cursor stays in view; a board smaller than the rect is centred.
    auto offset = [](int total, int view, int focus) {
        if (total <= view) return -(view - total) / 2;
        return std::clamp(focus - view / 2, 0, total - view);
    };
    const hex::Hex ch = cell_hex(ui.cursor);
    Ink ink{c, r, offset(g.height(), r.h, g.y(ch) + g.lines / 2), offset(g.width(), r.w, g.x(ch))};
    const Style plain{};
    const Style border_style = theme.fg(Color::White);
    for (CellId cell : layer_cells(v, ui.cursor)) {
        const hex::Hex h = cell_hex(cell);
        const int X = g.x(h), Y = g.y(h);
        const HexDef* d = v.hex(cell);
        const bool here = cell == ui.cursor;
        const bool reach = ui.reach.count(cell) > 0, target = ui.targets.count(cell) > 0;
        Style body = plain;
        if (here) body = Style{theme.color ? Color::Yellow : Color::Default, true, true};
        else if (target || reach) {
            body = theme.role(target ? Role::Bad : Role::Good);
            body.bold = true;
        }
        else if (!d) body.dim = true;
        // The body: 2U-1 cells on each content line.
        const int w = 2 * U - 1;
        std::vector<Line> lines(static_cast<std::size_t>(g.lines));
        if (!d) {
            std::string fill;
            for (int i = 0; i < w; ++i) fill += eg.fill;
            for (auto& l : lines) l = {{fill, Style{}}};
            if (place_of(cell) == 0) {
                const std::string label = ui.detailed ? " tile " + std::to_string(slot_of(cell)) + " " : std::to_string(slot_of(cell));
                const int at = (w - static_cast<int>(label.size())) / 2;
                std::string out;
                for (int i = 0; i < w; ++i)
                    out += (i >= at && i < at + static_cast<int>(label.size())) ? std::string(1, label[static_cast<std::size_t>(i - at)])
                                                                                 : std::string(eg.fill);
                lines[lines.size() / 2] = {{out, Style{}}};
            }
        } else if (!ui.detailed) {
            lines[0] = compact_segs(v, cell, theme);
        } else if (d->terrain == Terrain::Black) {
            std::string f;
            for (int i = 0; i < w; ++i) f += eg.wall;
            for (auto& l : lines) l = {{f, theme.role(Role::Mountain)}};
        } else {
            Line mark = marker_segs(v, cell, *d, theme);
            if (cell == kOlympusCell) mark = {{"OLYMPUS", Style{}}};
            else if (mark[0].text != "  " && d->indicator != IndicatorKind::None && team_of_camp(v, cell) >= 0)
                mark.push_back({" " + indicator_code(*d), Style{}});
            // The place's name where the hex has one (the names the log and menus use), cut to
            // leave its mark room; never the grid's coordinates, which no player reads.
            const int mark_w = static_cast<int>(line_text(mark).size());
            std::string name = cell == kOlympusCell ? std::string() : d->place;
            // A name too long to sit beside the mark takes the pieces' line when nobody stands there.
            Line pieces = pieces_segs(v, cell, true, theme);
            const bool nobody = line_text(pieces).find_first_not_of(' ') == std::string::npos;
            // A name still too long ends in the cut mark ("Battlefi…"), so it never reads as whole.
            if (text_width(name) > w - mark_w - 1 && nobody) {
                pieces = {{name_cut(name, w, theme.g()), Style{}}};
                name.clear();
            }
            if (const int room = w - mark_w - 1; text_width(name) > room) name = room > 1 ? name_cut(name, room, theme.g()) : "";
            const int gap = std::max(1, w - text_width(name) - mark_w);
            Line l0{{name + std::string(static_cast<std::size_t>(gap), ' '), Style{}}};
            l0.insert(l0.end(), mark.begin(), mark.end());
            Line l1{{std::string(terrain_word(d->terrain)), role_or_body(theme, terrain_role(d->terrain))}};
            // The cave's word only where it fits whole ("mountain ca" would be read cut); the
            // banner first, as it counts toward winning.
            const int room = w - static_cast<int>(terrain_word(d->terrain).size());
            const int banner = v.banners[static_cast<std::size_t>(cell)];
            const int banner_w = banner >= 0 ? 3 : 0;
            if (d->cave != CaveMark::None && room >= 6 + banner_w)
                l1.push_back({d->cave == CaveMark::Entrance ? " cave>" : " <exit", Style{}});
            if (banner >= 0) l1.push_back({" F" + std::to_string(banner + 1), theme.role(seat_role(banner))});
            lines[0] = l0;
            lines[1] = l1;
            lines[2] = pieces;
        }
        for (int i = 0; i < g.lines; ++i) {
            const Line& l = lines[static_cast<std::size_t>(i)];
            // A role's colour shows through a highlight (bold, as the highlight is), not through
            // the cursor's reverse block; padded to the body's width in cells.
            int cells = 0;
            for (const Seg& sg : l) {
                Style st = body;
                if (!here && sg.style != Style{}) {
                    st = sg.style;
                    st.bold |= body.bold;
                    st.dim |= body.dim;
                }
                ink.text(Y + i, X - U + 1 + cells, sg.text, st);
                cells += text_width(sg.text);
            }
            if (cells < w) ink.text(Y + i, X - U + 1 + cells, std::string(static_cast<std::size_t>(w - cells), ' '), body);
        }
        // Edges: east and west on the content lines; the four slanted ones on the lines between.
        // Water, walls and roads in their colours; their glyphs (~ # =) say the same.
        auto edge_style = [&](std::string_view gl) {
            if (gl == eg.wall) return theme.role(Role::Wall);
            if (gl == eg.water) return theme.role(Role::Water);
            if (gl == eg.road) return theme.role(Role::Road);
            return border_style;
        };
        for (int i = 0; i < g.lines; ++i) {
            const std::string_view east = edge_glyph(v, cell, 0, eg.border_v, eg), west = edge_glyph(v, cell, 3, eg.border_v, eg);
            ink.put(Y + i, X + U, east, edge_style(east));
            ink.put(Y + i, X - U, west, edge_style(west));
        }
        auto slant = [&](int y, int d0, int from, int to, std::string_view border) {
            std::string_view gl = edge_glyph(v, cell, d0, border, eg);
            if (gl == " ") return;
            const bool barrier = gl == eg.water || gl == eg.wall || gl == eg.road;
            if (barrier)
                for (int x = from; x <= to; ++x) ink.put(y, x, gl, edge_style(gl));
            else
                ink.put(y, d0 == 1 || d0 == 4 ? from : to, gl, border_style);  // one column for both hexes sharing it
        };
        slant(Y - 1, 2, X - U + 1, X - 1, eg.border_ne_sw);  // up-left: /
        slant(Y - 1, 1, X + 1, X + U - 1, eg.border_nw_se);  // up-right: '\'
        slant(Y + g.lines, 4, X - U + 1, X - 1, eg.border_nw_se);  // down-left: '\'
        slant(Y + g.lines, 5, X + 1, X + U - 1, eg.border_ne_sw);  // down-right: /
        // The corners above and below the centre: a banner's team, and the highlight marks.
        if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0) {
            Style st = theme.role(seat_role(b));
            st.bold = true;
            ink.put(Y - 1, X, std::to_string(b + 1), st);
        }
        // In ASCII "+" is every frame's corner: a reachable hex shows "o" there (reach_mark).
        if (reach || target) ink.put(Y + g.lines, X, reach && target ? "*" : reach ? reach_mark(theme.g()) : "x", body);
    }
    // The cursor's frame last, over the edges its neighbours drew (the panel names those edges).
    const int X = g.x(ch), Y = g.y(ch);
    const Style frame{theme.color ? Color::Yellow : Color::Default, true, true};
    for (int i = 0; i < g.lines; ++i) {
        ink.put(Y + i, X - U, "[", frame);
        ink.put(Y + i, X + U, "]", frame);
    }
}

}  // namespace olympus::cgs
