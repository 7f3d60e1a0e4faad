#include "cgs/inspect.hpp"

#include <algorithm>

#include "cgs/card_text.hpp"
#include "cgs/table_view.hpp"

namespace olympus::cgs {

using K = Action::Kind;

namespace {

// "team 1" -> "Team 1" at a sentence's start ("P1" stays as it is).
std::string cap(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

tui::Inspection card_inspection(const Content& c, CardId id) {
    const CardDef& d = c.card_def(id);
    return {d.name, card_lines(c, d)};
}

// The card an action names, if any.
std::optional<CardId> card_of(const View& v, const Action& a) {
    switch (a.kind) {
        case K::Keep:
        case K::Play:
        case K::Share:
        case K::React: return v.content->card(a.a);
        case K::Give:
        case K::Use: return v.content->card(a.b);
        default: return std::nullopt;
    }
}

std::string owner_words(const PieceView& p, const std::vector<std::string>& labels) {
    if (p.seat < 0) return "a creature";
    const std::string who = static_cast<std::size_t>(p.seat) < labels.size() ? labels[static_cast<std::size_t>(p.seat)]
                                                                            : "P" + std::to_string(p.seat + 1);
    return (p.kind == PieceKind::Main ? "a hero of " : "an ally of ") + who;
}

// A piece: who it belongs to, its values now, its cards with what each does.
void piece_paragraphs(const View& v, const PieceView& p, const std::vector<std::string>& labels, std::vector<std::string>& out) {
    const Content& c = *v.content;
    std::string head = p.title + ", " + owner_words(p, labels);
    if (p.wounded) head += ", wounded";
    out.push_back(head + ".");
    Stats now;
    for (int k = 0; k < kStats; ++k) now.v[static_cast<std::size_t>(k)] = static_cast<std::int8_t>(p.value[static_cast<std::size_t>(k)]);
    const bool lacks = std::find(p.value.begin(), p.value.end(), -1) != p.value.end();
    out.push_back("Values now: " + stats_line(now) + (lacks ? " (-: it lacks that ability)." : "."));
    if (p.seat >= 0 && p.seat == v.seat) {
        std::string t = "Steps left this turn: " + std::to_string(std::max(0, p.moves_left));
        if (p.acted) t += "; it has acted this combat";
        out.push_back(t + ".");
    }
    // What it is, printed.
    if (p.kind == PieceKind::Counter) {
        for (const CreatureDef& d : c.creatures)
            if (d.name == p.title) {
                for (auto& l : creature_lines(d)) out.push_back(l);
                break;
            }
    } else if (p.kind != PieceKind::Main) {
        if (const CardDef* d = card_named(c, p.title))
            for (auto& l : card_lines(c, *d)) out.push_back(l);
    }
    for (const std::string& name : p.cards) {
        const CardDef* d = card_named(c, name);
        if (!d) {
            out.push_back("Carries " + name + ".");
            continue;
        }
        std::string does;
        for (const auto& l : card_effect_lines(c, *d)) does += " " + l;
        out.push_back("Carries " + name + ":" + (does.empty() ? " no effect of its own." : does));
    }
}

std::string indicator_paragraph(const View& v, CellId cell, const HexDef& h) {
    const std::string n = std::to_string(h.value);
    switch (h.indicator) {
        case IndicatorKind::Encounter: {
            std::string s = "Encounter indicator " + n + ": stepping next to it turns up an encounter card. A banner goes here "
                            "once encounters worth " + n + " in all are overcome here";
            if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0)
                s += "; " + v.team_called(b) + "'s banner lies here, so " + (v.teams ? "another team" : "another player") +
                     " needs " + std::to_string(2 * h.value);
            return s + ". The banner counts " + n + " toward its " + (v.teams ? "team's" : "owner's") + " total.";
        }
        case IndicatorKind::Creature:
            return "Creature indicator " + n + ": stepping next to it wakes a creature from stack " + n + ".";
        case IndicatorKind::Card:
            return "Card indicator " + n + ": equipment played by a character standing here costs " + n + " less.";
        case IndicatorKind::None: break;
    }
    return "";
}

tui::Inspection hex_inspection(const View& v, CellId cell, const std::vector<std::string>& labels) {
    tui::Inspection out;
    const HexDef* h = v.hex(cell);
    out.title = cap(v.where(cell));
    if (!h) {
        out.lines.push_back("Tile " + std::to_string(slot_of(cell)) + " lies face down: nobody has explored it. A hero who steps "
                            "onto it turns it up and decides which way it lies.");
    } else {
        static constexpr const char* kTerrain[] = {
            "Plain: a step costs 1.", "Mountain: a step onto it costs 2.", "Forest: +1 defence against shots for whoever stands here.",
            "Black rock: nobody may enter."};
        std::string where;
        if (const TileDef* t = v.map.tile(*v.content, slot_of(cell)); t && !t->name.empty())
            where += "On the tile " + t->name + ". ";
        out.lines.push_back(where + kTerrain[static_cast<int>(h->terrain)]);
        if (h->indicator != IndicatorKind::None) out.lines.push_back(indicator_paragraph(v, cell, *h));
        else if (int b = v.banners[static_cast<std::size_t>(cell)]; b >= 0)
            out.lines.push_back(cap(v.team_called(b)) + "'s banner lies here.");
        // Which glyph it is on either map, so the mark is learnt where it is read.
        if (h->cave == CaveMark::Entrance)
            out.lines.push_back("A cave entrance, marked >> on the map (cave> on the large one): c goes in.");
        if (h->cave == CaveMark::Exit)
            out.lines.push_back("A cave exit, marked << on the map (<exit on the large one): c goes out.");
        for (std::size_t t = 0; t < v.camps.size(); ++t)
            if (v.camps[t] == cell) out.lines.push_back(cap(v.team_called(static_cast<int>(t))) + "'s base camp.");
        std::string water, wall, road;
        for (int d = 0; d < 6; ++d) {
            const std::uint8_t e = v.map.edge(*v.content, cell, d);
            const std::string nm = std::string(direction_name(d));
            if (e & kWater) water += " " + nm;
            if (e & kWall) wall += " " + nm;
            if (e & kRoad) road += " " + nm;
        }
        if (!water.empty()) out.lines.push_back("Water on the" + water + " side (no step across, no melee across).");
        if (!wall.empty()) out.lines.push_back("A wall on the" + wall + " side (no step and no fight across).");
        if (!road.empty()) out.lines.push_back("A road to the" + road + " (one road crossing a turn is free).");
        if (const SiteView* s = v.site(cell); s && s->current >= 0) {
            const CardDef& d = v.content->card_def(s->current);
            out.lines.emplace_back();
            out.lines.push_back("Lying here: " + d.name + ".");
            for (auto& l : card_lines(*v.content, d)) out.lines.push_back(l);
            if (s->beaten) out.lines.push_back(std::to_string(s->beaten) + " overcome here so far.");
        }
    }
    for (const PieceView* p : v.pieces_at(cell)) {
        out.lines.emplace_back();
        piece_paragraphs(v, *p, labels, out.lines);
    }
    return out;
}

}  // namespace

tui::Inspection focus_card(const View& v, const Focus& f) {
    if (f.menu) {
        if (auto id = card_of(v, *f.menu)) return card_inspection(*v.content, *id);
        return {};
    }
    const SeatView& me = v.seats.at(static_cast<std::size_t>(v.seat));
    if (f.hand >= 0 && f.hand < static_cast<int>(me.hand.size()))
        return card_inspection(*v.content, me.hand[static_cast<std::size_t>(f.hand)]);
    return {};
}

tui::Inspection inspect_at(const View& v, const Focus& f, const std::vector<std::string>& labels) {
    if (auto card = focus_card(v, f); !card.empty()) return card;
    if (f.menu) {
        const Action& a = *f.menu;
        if (a.kind == K::Attack || a.kind == K::Creature) {
            const PieceView* p = v.piece(a.kind == K::Attack ? a.b : a.a);
            if (p && p->cell >= 0) return hex_inspection(v, p->cell, labels);
        }
        if (a.kind == K::Move && a.b != "cave")
            if (auto c = parse_cell(a.b)) return hex_inspection(v, *c, labels);
    }
    return hex_inspection(v, f.cursor, labels);
}

}  // namespace olympus::cgs
