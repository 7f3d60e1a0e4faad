#include "cgs/board_view.hpp"

#include <algorithm>

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

std::string pieces_code(const View& v, CellId cell, bool detailed) {
    auto ps = v.pieces_at(cell);
    if (ps.empty()) return "";
    if (!detailed) {
        if (ps.size() == 1) return piece_abbrev(*ps[0], 2);
        if (ps.size() == 2) return piece_abbrev(*ps[0], 1) + piece_abbrev(*ps[1], 1);
        return piece_abbrev(*ps[0], 1) + (ps.size() > 9 ? "+" : std::to_string(ps.size()));
    }
    // Detailed: "Her1 wol", then "+N" for the rest, within 11 cells.
    std::string out;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        std::string one = piece_abbrev(*ps[i], 3) + (ps[i]->seat >= 0 ? std::to_string(ps[i]->seat + 1) : "");
        const std::size_t rest = ps.size() - i - 1;
        const std::size_t need = (out.empty() ? 0 : 1) + one.size() + (rest ? 3 : 0);
        if (out.size() + need > 11) {
            out += (out.empty() ? "+" : " +") + std::to_string(ps.size() - i);
            break;
        }
        out += (out.empty() ? "" : " ") + one;
    }
    return out;
}

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

std::string compact_cell(const View& v, CellId cell, bool unicode) {
    const EdgeGlyphs eg = edge_glyphs(unicode);
    const HexDef* h = v.hex(cell);
    if (!h) {
        std::string f;
        for (int i = 0; i < 5; ++i) f += i == 2 && place_of(cell) == 0 ? std::to_string(slot_of(cell)) : std::string(eg.fill);
        return f;
    }
    if (h->terrain == Terrain::Black) {
        std::string f;
        for (int i = 0; i < 5; ++i) f += eg.wall;
        return f;
    }
    std::string p = pieces_code(v, cell, false);
    p.resize(2, ' ');
    return std::string(terrain_char(h->terrain)) + marker(v, cell, *h) + p;
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
        else if (target) body = theme.fg(Color::Red, true);
        else if (reach) body = theme.fg(Color::Green, true);
        else if (!d) body.dim = true;
        // The body: 2U-1 cells on each content line.
        const int w = 2 * U - 1;
        std::vector<std::string> lines(static_cast<std::size_t>(g.lines));
        if (!d) {
            std::string fill;
            for (int i = 0; i < w; ++i) fill += eg.fill;
            for (auto& l : lines) l = fill;
            if (place_of(cell) == 0) {
                const std::string label = ui.detailed ? " tile " + std::to_string(slot_of(cell)) + " " : std::to_string(slot_of(cell));
                const int at = (w - static_cast<int>(label.size())) / 2;
                std::string& mid = lines[lines.size() / 2];
                std::string out;
                for (int i = 0; i < w; ++i)
                    out += (i >= at && i < at + static_cast<int>(label.size())) ? std::string(1, label[static_cast<std::size_t>(i - at)])
                                                                                 : std::string(eg.fill);
                mid = out;
            }
        } else if (!ui.detailed) {
            lines[0] = compact_cell(v, cell, theme.g().unicode);
        } else if (d->terrain == Terrain::Black) {
            std::string f;
            for (int i = 0; i < w; ++i) f += eg.wall;
            for (auto& l : lines) l = f;
        } else {
            std::string mark = marker(v, cell, *d);
            if (cell == kOlympusCell) mark = "OLYMPUS";
            else if (mark != "  " && d->indicator != IndicatorKind::None && team_of_camp(v, cell) >= 0) mark += " " + indicator_code(*d);
            std::string l0 = cell_name(cell);
            l0 += std::string(static_cast<std::size_t>(std::max(1, w - static_cast<int>(l0.size()) - static_cast<int>(mark.size()))), ' ') + mark;
            std::string l1 = std::string(terrain_word(d->terrain));
            if (d->cave == CaveMark::Entrance) l1 += " cave>";
            if (d->cave == CaveMark::Exit) l1 += " <exit";
            if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0) l1 += " F" + std::to_string(b + 1);
            lines[0] = l0;
            lines[1] = l1;
            lines[2] = pieces_code(v, cell, true);
        }
        for (int i = 0; i < g.lines; ++i) {
            std::string t = lines[static_cast<std::size_t>(i)];
            // Pad to the body's width (counting cells, not bytes).
            int cells = 0;
            for (unsigned char b : t) cells += (b & 0xC0) != 0x80;
            if (cells < w) t += std::string(static_cast<std::size_t>(w - cells), ' ');
            ink.text(Y + i, X - U + 1, t, body);
        }
        // Edges: east and west on the content lines; the four slanted ones on the lines between.
        for (int i = 0; i < g.lines; ++i) {
            ink.put(Y + i, X + U, edge_glyph(v, cell, 0, eg.border_v, eg), border_style);
            ink.put(Y + i, X - U, edge_glyph(v, cell, 3, eg.border_v, eg), border_style);
        }
        auto slant = [&](int y, int d0, int from, int to, std::string_view border) {
            std::string_view gl = edge_glyph(v, cell, d0, border, eg);
            if (gl == " ") return;
            const bool barrier = gl == eg.water || gl == eg.wall || gl == eg.road;
            if (barrier)
                for (int x = from; x <= to; ++x) ink.put(y, x, gl, border_style);
            else
                ink.put(y, d0 == 1 || d0 == 4 ? from : to, gl, border_style);  // one column for both hexes sharing it
        };
        slant(Y - 1, 2, X - U + 1, X - 1, eg.border_ne_sw);  // up-left: /
        slant(Y - 1, 1, X + 1, X + U - 1, eg.border_nw_se);  // up-right: '\'
        slant(Y + g.lines, 4, X - U + 1, X - 1, eg.border_nw_se);  // down-left: '\'
        slant(Y + g.lines, 5, X + 1, X + U - 1, eg.border_ne_sw);  // down-right: /
        // The corners above and below the centre: a banner's team, and the highlight marks.
        if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0)
            ink.put(Y - 1, X, std::to_string(b + 1), theme.fg(Color::Cyan, true));
        if (reach || target) ink.put(Y + g.lines, X, reach && target ? "*" : reach ? "+" : "x", body);
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
