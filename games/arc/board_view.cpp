#include "arc/board_view.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "arc/rules.hpp"
#include "tui/table_screen.hpp"

namespace olympus::arc {

using namespace tui;

namespace {

// Card boxes: a character upright is 3 rows by 12 columns, tapped it lies on its side, 2 rows by
// 16; a stack of resources is 3 by 10 upright and 2 by 13 tapped.
constexpr int kCharW = 12, kCharFlatW = 16, kResW = 10, kResFlatW = 13;
constexpr int kRowH = 3;

// A card's printed colour as a palette role; its letter (6G, B x3, (R)) says the same without colour.
Role colour_of(Colour c) {
    switch (c) {
        case Colour::Green: return Role::CardGreen;
        case Colour::Blue: return Role::CardBlue;
        case Colour::Red: return Role::CardRed;
    }
    return Role::CardGreen;
}

std::string cost_text(const CardDef& c) { return std::to_string(c.cost) + colour_letter(c.colour); }

struct Box {
    std::string name, stats, tag;
    bool tapped = false, selected = false, marked = false, highlight = false, resource = false;
    std::optional<Role> colour;
    std::uint16_t uid = 0;
    int w = 0;  // the width drawn: from the least below up to what shows the whole name
    int least() const { return resource ? (tapped ? kResFlatW : kResW) : (tapped ? kCharFlatW : kCharW); }
    // The name, a mark, the orientation glyph and both edges.
    int whole() const { return std::max(least(), text_width(name) + (marked ? 1 : 0) + 3); }
    int width() const { return w ? w : least(); }
};

// Widens the boxes of a row toward their whole names, as far as the row's width allows: all of
// them alike up to a common cap, so a long name does not squeeze the others out.
void fit_widths(std::vector<Box>& boxes, int room) {
    int cap = 0;
    for (const Box& b : boxes) cap = std::max(cap, b.whole());
    for (; cap > 0; --cap) {
        int total = -1;
        for (const Box& b : boxes) total += std::max(b.least(), std::min(b.whole(), cap)) + 1;
        if (total <= room) break;
    }
    for (Box& b : boxes) b.w = std::max(b.least(), std::min(b.whole(), cap));
}

void draw_box(Canvas& c, int y, int x, const Box& b, const Theme& t) {
    const Glyphs& g = t.g();
    const int w = b.width(), h = b.tapped ? 2 : 3;
    Style frame = b.colour ? t.role(*b.colour) : Style{};
    frame.bold |= b.selected;
    auto H = b.selected ? g.hh : g.h, V = b.selected ? g.vv : g.v;
    c.put_cell(y, x, b.selected ? g.htl : g.tl, frame);
    c.put_cell(y, x + w - 1, b.selected ? g.htr : g.tr, frame);
    c.put_cell(y + h - 1, x, b.selected ? g.hbl : g.bl, frame);
    c.put_cell(y + h - 1, x + w - 1, b.selected ? g.hbr : g.br, frame);
    for (int i = 1; i < w - 1; ++i) {
        c.put_cell(y, x + i, H, frame);
        c.put_cell(y + h - 1, x + i, H, frame);
    }
    if (h == 3) {
        c.put_cell(y + 1, x, V, frame);
        c.put_cell(y + 1, x + w - 1, V, frame);
        for (int i = 1; i < w - 1; ++i) c.put_cell(y + 1, x + i, " ", Style{});
    }
    std::string name = b.marked ? std::string(g.mark) + b.name : b.name;
    // A name cut to its box ends in a mark, so "Temple Pr" never passes for a whole name; the
    // line under the board names the card under the cursor whole.
    if (text_width(name) > w - 3) name = clip_text(name, w - 4) + std::string(g.ellipsis);
    Style ns{Color::Default, true, b.highlight || b.selected};
    draw_text(c, y, x + 1, name, ns, w - 3);
    c.put_cell(y, x + w - 2, g.orientation(b.tapped ? Orientation::Tapped : Orientation::Upright), Style{Color::Default, true});
    const int sy = y + h - 2 + (b.tapped ? 1 : 0);  // the middle row, or the bottom edge of a flat box
    int tw = text_width(b.tag);
    draw_text(c, sy, x + 1, b.stats, Style{}, w - 2 - (tw ? tw + 1 : 0));
    if (tw) draw_text(c, sy, x + w - 1 - tw, b.tag, Style{Color::Default, true});
}

// Draws boxes left to right in a 3-row band, scrolled so the cursor's box shows; "+N" at an edge
// says how many more lie beyond it. Returns where each drawn box went.
// Where a card box went, and the column where a link may meet its bottom edge clear of its text.
struct Placed {
    std::uint16_t uid = 0;
    Rect r;
    int attach = 0;
};

std::vector<Placed> draw_row(Canvas& c, Rect r, std::vector<Box> boxes, bool align_bottom, int cursor,
                             const std::string& empty, const Theme& t) {
    std::vector<Placed> placed;
    fit_widths(boxes, r.w);
    if (boxes.empty()) {
        draw_text(c, r.y + (align_bottom ? 2 : 0), r.x + 1, empty, Style{Color::Default, false, false, true}, r.w - 1);
        return placed;
    }
    int total = 0;
    for (const Box& b : boxes) total += b.width() + 1;
    // When they do not all fit, keep 3 columns at the right for "+N", and at the left too once
    // the row is scrolled.
    int first = 0;
    const bool overflow = total - 1 > r.w;
    auto span = [&](int from, int to) {
        int s = 0;
        for (int i = from; i <= to; ++i) s += boxes[static_cast<std::size_t>(i)].width() + 1;
        return s - 1;
    };
    if (overflow && cursor >= 0)
        while (first < cursor && span(first, cursor) > r.w - (first > 0 ? 6 : 3)) ++first;
    int x = r.x + (first > 0 ? 3 : 0);
    const int limit = r.right() - (overflow ? 3 : 0);
    if (overflow) {
        // The boxes that show, widened toward their whole names over the room the ones beyond
        // "+N" leave: a row that cannot show every card need not cut the names of those it shows.
        std::size_t end = static_cast<std::size_t>(first);
        for (int at = x; end < boxes.size() && at + boxes[end].width() <= limit; ++end) at += boxes[end].width() + 1;
        std::vector<Box> shown(boxes.begin() + first, boxes.begin() + static_cast<std::ptrdiff_t>(end));
        fit_widths(shown, limit - x);
        for (std::size_t i = 0; i < shown.size(); ++i) boxes[static_cast<std::size_t>(first) + i].w = shown[i].w;
    }
    int last = first - 1;
    for (int i = first; i < static_cast<int>(boxes.size()); ++i) {
        const Box& b = boxes[static_cast<std::size_t>(i)];
        if (x + b.width() > limit) break;
        int y = r.y + (align_bottom && b.tapped ? 1 : 0);
        draw_box(c, y, x, b, t);
        int attach = x + b.width() / 2;
        if (b.tapped) attach = std::max(attach, x + 2 + text_width(b.stats));  // the stats lie on a flat box's bottom edge
        placed.push_back({b.uid, Rect{y, x, b.tapped ? 2 : 3, b.width()}, std::min(attach, x + b.width() - 2 - text_width(b.tag))});
        x += b.width() + 1;
        last = i;
    }
    Style more{Color::Default, true};
    if (first > 0) draw_text(c, r.y + 1, r.x, "+" + std::to_string(first), more, 3);
    int after = static_cast<int>(boxes.size()) - 1 - last;
    if (after > 0) {
        std::string s = "+" + std::to_string(after);
        draw_text(c, r.y + 1, r.right() - text_width(s), s, more);
    }
    return placed;
}

char letter(std::size_t i) { return static_cast<char>('A' + std::min<std::size_t>(i, 25)); }

std::string payment_words(const std::string& pay) {
    if (pay.empty()) return "for nothing";
    int n[3] = {0, 0, 0};
    for (char ch : pay) ++n[ch == 'G' ? 0 : ch == 'B' ? 1 : 2];
    static const char* kNames[3] = {"green", "blue", "red"};
    std::string out;
    for (int k = 0; k < 3; ++k)
        if (n[k]) out += (out.empty() ? "" : " and ") + std::to_string(n[k]) + " " + kNames[k];
    return "tapping " + out;
}

}  // namespace

std::vector<ResourceStack> resource_stacks(const CardDb& db, const Player& p) {
    std::vector<ResourceStack> out;
    for (int tapped = 0; tapped < 2; ++tapped)
        for (Colour col : {Colour::Green, Colour::Blue, Colour::Red}) {
            ResourceStack s;
            s.colour = col;
            s.tapped = tapped;
            for (const Unit& u : p.resources)
                if (u.tapped == static_cast<bool>(tapped) && db[u.id].colour == col) {
                    s.uids.push_back(u.uid);
                    s.cards.push_back(u.id);
                }
            if (!s.uids.empty()) out.push_back(std::move(s));
        }
    return out;
}

namespace {
// The seats in the order the screen shows them: opponents from the viewer's left, then the viewer.
std::vector<int> others(const View& v) {
    std::vector<int> out;
    for (int k = 1; k < v.board.players; ++k) out.push_back((v.seat + k) % v.board.players);
    return out;
}
}  // namespace

std::vector<Focus> focus_rows(const View& v) {
    std::vector<Focus> rows;
    for (int s : others(v)) {
        rows.push_back({Zone::Resources, s, 0});
        rows.push_back({Zone::Characters, s, 0});
    }
    rows.push_back({Zone::Characters, v.seat, 0});
    rows.push_back({Zone::Resources, v.seat, 0});
    rows.push_back({Zone::Hand, v.seat, 0});
    return rows;
}

int zone_size(const View& v, Zone zone, int seat) {
    if (seat < 0 || seat >= v.board.players) return 0;
    const Player& p = v.board.p[static_cast<std::size_t>(seat)];
    switch (zone) {
        case Zone::Hand: return seat == v.seat ? static_cast<int>(p.hand.size()) : 0;
        case Zone::Characters: return static_cast<int>(p.characters.size());
        case Zone::Resources: return static_cast<int>(resource_stacks(*v.db, p).size());
    }
    return 0;
}

std::string unit_name(const View& v, int seat, const Unit& u) { return Reader(*v.db, v.board).unit_ref(seat, u); }

int unit_power(const View& v, int seat, const Unit& u) { return Reader(*v.db, v.board).power(seat, u); }

std::string card_summary(const CardDb& db, CardId id) {
    if (id == kUnknown) return "a hidden card";
    const CardDef& c = db[id];
    std::string s = c.name + ": " + std::string(colour_name(c.colour)) + " " + std::string(type_name(c.type));
    if (c.type != CardType::Resource) s += ", cost " + std::to_string(c.cost);
    if (c.type == CardType::Character) s += ", power " + std::to_string(c.power);
    if (c.unique) s += ", unique";
    return s;
}

std::vector<std::string> card_details(const CardDb& db, CardId id) {
    const CardDef& c = db[id];
    std::vector<std::string> out{"# " + c.name};
    std::string line = std::string(type_name(c.type)) + ", " + std::string(colour_name(c.colour));
    if (c.type != CardType::Resource) line += ", cost " + std::to_string(c.cost);
    if (c.type == CardType::Character) line += ", power " + std::to_string(c.power);
    if (c.unique) line += ", unique";
    std::string set = c.set;  // the set's file name ("hercules"), said as a name
    if (!set.empty()) set[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(set[0])));
    line += " (" + set + " set, card " + std::to_string(c.number) + ")";
    line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));
    out.push_back(line);
    out.push_back(card_text(db, c));
    return out;
}

std::vector<std::string> card_details(const View& v, Focus f) {
    const CardDb& db = *v.db;
    std::vector<std::string> out;
    auto describe = [&](CardId id) { out = card_details(db, id); };
    if (f.seat < 0 || f.seat >= v.board.players) return out;
    const Player& p = v.board.p[static_cast<std::size_t>(f.seat)];
    Reader r(db, v.board);
    switch (f.zone) {
        case Zone::Hand:
            if (f.seat == v.seat && f.index >= 0 && f.index < static_cast<int>(p.hand.size()) && p.hand[static_cast<std::size_t>(f.index)].id != kUnknown)
                describe(p.hand[static_cast<std::size_t>(f.index)].id);
            break;
        case Zone::Characters: {
            if (f.index < 0 || f.index >= static_cast<int>(p.characters.size())) break;
            const Unit& u = p.characters[static_cast<std::size_t>(f.index)];
            describe(u.id);
            out.emplace_back();
            std::string now = "In play for " + Reader::seat_name(f.seat) + ": power " + std::to_string(r.power(f.seat, u));
            if (r.power(f.seat, u) != db[u.id].power) now += " (printed " + std::to_string(db[u.id].power) + ")";
            now += u.tapped ? ", tapped" : ", untapped";
            if (r.attacking(u.uid)) now += ", attacking";
            if (r.blocking(u.uid)) now += ", blocking";
            if (r.removed(u.uid)) now += ", out of combat";
            if (u.pump_combat) now += ", " + std::string(u.pump_combat > 0 ? "+" : "") + std::to_string(u.pump_combat) + " until end of combat";
            if (u.pump_turn) now += ", " + std::string(u.pump_turn > 0 ? "+" : "") + std::to_string(u.pump_turn) + " until end of turn";
            if (u.marks & kUnblockable) now += ", can't be blocked this turn";
            if (u.marks & kNoBlock) now += ", can't block this turn";
            out.push_back(now + ".");
            break;
        }
        case Zone::Resources: {
            auto stacks = resource_stacks(db, p);
            if (f.index < 0 || f.index >= static_cast<int>(stacks.size())) break;
            const ResourceStack& s = stacks[static_cast<std::size_t>(f.index)];
            std::map<std::string, int> names;
            for (CardId id : s.cards) ++names[db[id].name];
            out.push_back("# " + std::to_string(s.cards.size()) + " " + std::string(colour_name(s.colour)) + " resource" +
                          (s.cards.size() == 1 ? "" : "s") + (s.tapped ? ", tapped" : ", untapped") + " (" +
                          Reader::seat_name(f.seat) + ")");
            for (auto& [n, k] : names) out.push_back(std::to_string(k) + " " + n);
            out.push_back("Each taps to pay 1 toward a card's cost; one resource of the card's colour must be among them.");
            break;
        }
    }
    return out;
}

bool gives_up_resource(const View& v, const Action& a) {
    const Board& b = v.board;
    if (a.kind != Action::Kind::Play && a.kind != Action::Kind::Use && a.kind != Action::Kind::Attack) return false;
    if (b.step != Step::Main || !b.resource_step || !b.stack.empty() || v.current_player() != v.seat) return false;
    const Player& p = b.p[static_cast<std::size_t>(v.seat)];
    if (p.resources_played > 0) return false;
    return std::any_of(p.hand.begin(), p.hand.end(),
                       [&](const Card& c) { return c.id != kUnknown && (*v.db)[c.id].type == CardType::Resource; });
}

namespace {
std::string cards_word(int n) { return n == 1 ? "card" : std::to_string(n) + " cards"; }
}  // namespace

std::string throws_own_away(const View& v, const Action& a) {
    const CardDb& db = *v.db;
    std::vector<const Effect*> effects;
    if (a.kind == Action::Kind::Play) {
        auto id = db.find(a.card);
        if (!id) return "";
        for (const Effect& e : db[*id].effects) effects.push_back(&e);
        for (const Ability& ab : db[*id].abilities)
            if (ab.kind == Ability::Kind::Triggered && ab.trigger == Trigger::Enters)
                for (const Effect& e : ab.effects) effects.push_back(&e);
    } else if (a.kind == Action::Kind::Use) {
        Reader r(db, v.board);
        const Unit* u = r.unit(r.find_ref(v.seat, a.card));
        if (!u) return "";
        for (const Ability& ab : db[u->id].abilities)
            if (ab.kind == Ability::Kind::Activated)
                for (const Effect& e : ab.effects) effects.push_back(&e);
    }
    std::string out;
    auto say = [&](const std::string& what) { out += (out.empty() ? "it " : "; it ") + what; };
    for (const Effect* e : effects) {
        const int n = e->amount.count == Count::Fixed ? e->amount.n : -1;
        if (e->verb == Verb::Destroy && e->target.side == SideSel::Yours)
            say(e->target.kind == TargetKind::All ? "destroys your own characters it names" : "destroys one of your own characters");
        else if (e->verb == Verb::Mill && e->who == Who::You)
            say(n < 0 ? "discards cards from the top of your own deck" : "discards the top " + cards_word(n) + " of your own deck");
        else if (e->verb == Verb::DiscardRandom && e->who == Who::You)
            say(n < 0 ? "discards cards at random from your own hand" : "discards " + (n == 1 ? std::string("a card") : cards_word(n)) + " at random from your own hand");
    }
    return out;
}

std::string action_label(const View& v, const Action& a) {
    const CardDb& db = *v.db;
    // Said next to the card, where a long entry is not cut.
    const std::string ends = gives_up_resource(v, a) ? " (ends resource step)" : "";
    Reader r(db, v.board);
    using K = Action::Kind;
    switch (a.kind) {
        case K::Resource: {
            auto id = db.find(a.card);
            return "Put " + a.card + " in play as a resource" + (id ? " (" + std::string(colour_name(db[*id].colour)) + ")" : "");
        }
        case K::Play: {
            auto id = db.find(a.card);
            std::string what = id && db[*id].type == CardType::Character ? "Put " + a.card + " in play" : "Play " + a.card;
            return what + ends + ", " + payment_words(a.pay);
        }
        case K::Use: return "Use " + a.card + "'s ability (tap it" + (ends.empty() ? "" : "; ends resource step") + ")";
        case K::Attack: {
            std::uint16_t uid = r.find_ref(v.board.active, a.card);
            const Unit* u = r.unit(uid);
            return "Attack with " + a.card + (u ? " (" + std::to_string(r.power(v.board.active, *u)) + ")" : "") + ends;
        }
        case K::Block: return "Block " + a.card + " with " + a.other;
        case K::Done:
            if (v.board.step == Step::Declare) return "No more attackers: on to the blocks";
            if (v.board.step == Step::Block) return "No more blockers";
            return "Discard no more blockers";
        case K::Pass: return "Play no combat card";
        case K::EndTurn: return "End the turn";
        case K::Choose: {
            if (a.card == "none") return "Choose none";
            // A character: its power now, and its letter when it fights.
            auto of = a.card.rfind(" of P");
            if (of != std::string::npos) {
                int seat = std::atoi(a.card.c_str() + of + 5) - 1;
                if (seat >= 0 && seat < v.board.players)
                    if (const Unit* u = r.unit(r.find_ref(seat, a.card.substr(0, of)))) {
                        std::string extra = " (power " + std::to_string(r.power(seat, *u));
                        const auto& att = v.board.combat.attackers;
                        if (auto it = std::find(att.begin(), att.end(), u->uid); it != att.end())
                            extra += ", attacking: " + std::string(1, letter(static_cast<std::size_t>(it - att.begin())));
                        for (const BlockPair& bp : v.board.combat.blocks)
                            if (bp.blocker == u->uid)
                                if (auto it = std::find(att.begin(), att.end(), bp.attacker); it != att.end())
                                    extra += ", blocking " + std::string(1, letter(static_cast<std::size_t>(it - att.begin())));
                        return "Choose " + a.card + extra + ")";
                    }
            }
            return "Choose " + a.card;
        }
        case K::Discard: return "Discard the blocker " + a.card;
        case K::First: return "Resolve " + a.card + " first";
        case K::Show: return "Show " + a.card + " from your hand to everybody";
    }
    return a.to_string();
}

std::string attack_preview(const View& v, const std::vector<std::uint16_t>& marked) {
    Reader r(*v.db, v.board);
    const int att = v.board.active;
    const int dfd = v.board.combat.defender >= 0 ? v.board.combat.defender : r.left_of(att);
    int total = 0;
    std::string names, differs, on_top;
    auto add = [&](const Unit& u, bool attacking) {
        // A marked character is not attacking yet: its power as an attacker.
        const int power = attacking ? r.power(att, u) : r.power_if(att, u, true, false);
        const int n = r.unblocked_discard(u, power, dfd);
        total += n;
        const std::string ref = r.unit_ref(att, u);
        names += (names.empty() ? "" : ", ") + ref + " " + (attacking ? std::string("(attacking)") : std::to_string(power));
        if (n != power) differs += (differs.empty() ? "" : ", ") + ref + " discards " + std::to_string(n);
        for (const Ability& a : r.def(u.id).abilities) {
            if (a.kind != Ability::Kind::Triggered) continue;
            // An attacker's own "when it attacks" has fired already; what it did shows in its power.
            if (a.trigger == Trigger::Attacks && !attacking) on_top += (on_top.empty() ? "" : ", ") + ref + " (when it attacks)";
            if (a.trigger == Trigger::Unblocked) on_top += (on_top.empty() ? "" : ", ") + ref + " (when unblocked)";
        }
    };
    for (std::uint16_t uid : marked) {
        int owner = -1;
        const Unit* u = r.unit(uid, &owner);
        if (u && owner == att) add(*u, false);
    }
    for (std::uint16_t uid : v.board.combat.attackers)
        if (const Unit* u = r.unit(uid)) add(*u, true);
    if (names.empty()) return "No attackers marked yet.";
    std::string out = "Attackers: " + names + "; unblocked they discard " + std::to_string(total) +
                      (differs.empty() ? "" : " (" + differs + ")") + ".";
    if (!on_top.empty()) out += " Abilities on top: " + on_top + ".";
    return out;
}

std::vector<std::string> combat_forecast(const View& v, const std::vector<BlockPair>& planned) {
    std::vector<std::string> out;
    Board b = v.board;
    if (b.combat.defender < 0 || b.step == Step::Over) return out;
    for (const BlockPair& bp : planned) {
        b.combat.blocks.push_back(bp);
        for (Unit& u : b.p[static_cast<std::size_t>(b.combat.defender)].characters)
            if (u.uid == bp.blocker) u.tapped = true;
    }
    Reader r(*v.db, b);
    const int att = b.active, dfd = b.combat.defender;
    const std::string deck = Reader::seat_name(dfd) + "'s deck";
    for (std::size_t i = 0; i < b.combat.attackers.size(); ++i) {
        std::uint16_t a = b.combat.attackers[i];
        const Unit* ua = r.unit(a);
        std::string head = "(" + std::string(1, letter(i)) + ") ";  // the letter on the attacker's box, not an article
        if (!ua) {
            out.push_back(head + "(left play)");
            continue;
        }
        const CardDef& ca = r.def(ua->id);
        const int A = r.power(att, *ua);
        head += r.unit_ref(att, *ua) + " " + std::to_string(A);
        if (r.removed(a)) {
            out.push_back(head + ": out of combat, does nothing");
            continue;
        }
        if (!r.ever_blocked(a)) {
            const int n = r.unblocked_discard(*ua, A, dfd);
            out.push_back(head + ": unblocked, discards " + std::to_string(n) + " from " + deck);
            continue;
        }
        auto bl = r.blockers_of(a);
        if (bl.empty()) {
            out.push_back(head + ": its blockers left the fight; nothing happens");
            continue;
        }
        int S = 0;
        std::string names;
        for (std::uint16_t x : bl) {
            const Unit* u = r.unit(x);
            S += r.power(dfd, *u);
            names += (names.empty() ? "" : " + ") + r.unit_ref(dfd, *u) + " " + std::to_string(r.power(dfd, *u));
        }
        std::string line = head + " vs " + names + (bl.size() > 1 ? " = " + std::to_string(S) : "") + ": ";
        if (bl.size() == 1) {
            const std::string bn = r.unit_ref(dfd, *r.unit(bl[0]));
            if (S < A) line += bn + " is discarded";
            else if (S == A) line += "both are discarded";
            else line += r.unit_ref(att, *ua) + " is discarded";
        } else {
            if (S >= A) line += r.unit_ref(att, *ua) + " is discarded" + (S <= A ? ", and " : "; ");
            if (S <= A) line += "all its blockers are discarded";
            else line += "it takes blockers with powers adding up to " + std::to_string(A) + " at most (" + Reader::seat_name(att) + " picks)";
        }
        if (ca.has_static(StaticKind::Trample) && S < A) line += "; " + std::to_string(A - S) + " more from " + deck;
        out.push_back(line);
    }
    return out;
}

std::string step_label(const Board& b) {
    switch (b.step) {
        case Step::Main:
            return b.resource_step && b.p[static_cast<std::size_t>(b.active)].resources_played == 0 ? "resource" : "main";
        case Step::Declare: return "attack";
        case Step::Block: return "block";
        case Step::DefenderCombat:
        case Step::AttackerCombat: return "combat";
        case Step::Discard: return "discard";
        case Step::End: return "end";
        case Step::Over: return "over";
    }
    return "?";
}

namespace {

std::vector<Box> character_boxes(const View& v, int seat, const BoardUi& ui, bool cursor_here) {
    const Board& b = v.board;
    Reader r(*v.db, b);
    std::vector<Box> out;
    const auto& chars = b.p[static_cast<std::size_t>(seat)].characters;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        const Unit& u = chars[i];
        const CardDef& c = (*v.db)[u.id];
        Box box;
        box.uid = u.uid;
        box.name = c.name;
        int pw = r.power(seat, u);
        box.stats = "pw" + std::to_string(pw) + (pw > c.power ? "+" : pw < c.power ? "-" : "") + " " + cost_text(c);
        box.tapped = u.tapped;
        box.colour = colour_of(c.colour);
        box.selected = cursor_here && ui.cursor.index == static_cast<int>(i);
        box.highlight = ui.highlight == u.uid;
        box.marked = std::find(ui.marked.begin(), ui.marked.end(), u.uid) != ui.marked.end();
        // Combat letters: an attacker and everything blocking it share a letter.
        const auto& att = b.combat.attackers;
        if (auto it = std::find(att.begin(), att.end(), u.uid); it != att.end() && b.combat.defender >= 0)
            box.tag = std::string(1, letter(static_cast<std::size_t>(it - att.begin())));
        auto tag_block = [&](const BlockPair& bp) {
            if (bp.blocker != u.uid) return;
            auto it = std::find(att.begin(), att.end(), bp.attacker);
            if (it != att.end()) box.tag = "=" + std::string(1, letter(static_cast<std::size_t>(it - att.begin())));
        };
        for (const BlockPair& bp : b.combat.blocks) tag_block(bp);
        for (const BlockPair& bp : ui.planned) tag_block(bp);
        if (r.removed(u.uid)) box.tag = "out";
        out.push_back(std::move(box));
    }
    return out;
}

std::vector<Box> resource_boxes(const View& v, int seat, const BoardUi& ui, bool cursor_here) {
    std::vector<Box> out;
    auto stacks = resource_stacks(*v.db, v.board.p[static_cast<std::size_t>(seat)]);
    for (std::size_t i = 0; i < stacks.size(); ++i) {
        const ResourceStack& s = stacks[i];
        Box box;
        box.resource = true;
        std::string cn(colour_name(s.colour));
        cn[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(cn[0])));
        box.name = cn;
        box.stats = std::string(1, colour_letter(s.colour)) + " x" + std::to_string(s.cards.size());
        box.tapped = s.tapped;
        box.colour = colour_of(s.colour);
        box.selected = cursor_here && ui.cursor.index == static_cast<int>(i);
        out.push_back(std::move(box));
    }
    return out;
}

// How every header at the table is worded, the same way for all: whole on one line; whole on two
// rows (the halves of three players, on a screen tall enough); or, when neither fits (80 columns),
// short on one line: "disc" for "discard" and no deck name.
enum class HeaderForm { OneLine, TwoRows, Short };

std::string seat_label(const BoardUi& ui, int seat) {
    return seat < static_cast<int>(ui.labels.size()) ? ui.labels[static_cast<std::size_t>(seat)] : Reader::seat_name(seat);
}

// Commas between the counts ("deck 33 hand 7" would read as 33 hands).
std::string counts_text(const Player& p, bool short_words) {
    return "deck " + std::to_string(p.deck.size()) + ", hand " + std::to_string(p.hand.size()) + (short_words ? ", disc " : ", discard ") +
           std::to_string(p.discard.size());
}

// The header's words on one line, without the top of the discard pile (shown only where it fits).
std::string whole_header(const View& v, int seat, const BoardUi& ui) {
    const Player& p = v.board.p[static_cast<std::size_t>(seat)];
    if (p.out) return seat_label(ui, seat) + "  out of the game";
    return seat_label(ui, seat) + "  " + counts_text(p, false) + "  " + p.deck_name;
}

// The header's rows in `form` (a player out of the game has one).
std::vector<std::string> info_rows(const View& v, int seat, const BoardUi& ui, int width, HeaderForm form) {
    const Player& p = v.board.p[static_cast<std::size_t>(seat)];
    const std::string label = seat_label(ui, seat);
    if (p.out) return {label + "  out of the game"};
    const std::string top = p.discard.empty() ? "" : " (" + (*v.db)[p.discard.back()].name + " on top)";
    const auto with_top = [&](const std::string& s) { return text_width(s + top) <= width ? s + top : s; };
    switch (form) {
        case HeaderForm::Short: return {with_top(label + " " + counts_text(p, true))};
        case HeaderForm::TwoRows: return {label + "  " + p.deck_name, with_top(counts_text(p, false))};
        case HeaderForm::OneLine: break;
    }
    const std::string counts = label + "  " + counts_text(p, false);
    // The deck's name before the top of the discard pile: it is one of the words every header says.
    if (text_width(counts + top + "  " + p.deck_name) <= width) return {counts + top + "  " + p.deck_name};
    return {counts + "  " + p.deck_name};
}

// The cursor mark and a space before each header.
constexpr int kInfoIndent = 2;

void draw_info(Canvas& c, int y, int x, int w, const View& v, int seat, const BoardUi& ui, HeaderForm form, const Theme& t) {
    const Board& b = v.board;
    bool active = b.active == seat && b.step != Step::Over;
    int dx = draw_text(c, y, x, active ? std::string(t.g().cursor) + " " : "  ", Style{Color::Default, true});
    Style s{Color::Default, active};
    if (b.p[static_cast<std::size_t>(seat)].out) s.dim = true;
    for (const std::string& row : info_rows(v, seat, ui, w - dx, form)) draw_text(c, y++, x + dx, row, s, w - dx);
}

// The one form for the whole table: the viewer's header across the table, the others' across
// their halves (`half_w`); two rows only where there are halves and `tall` leaves the room.
HeaderForm header_form(const View& v, const std::vector<int>& opp, const BoardUi& ui, int table_w, int half_w, bool tall) {
    const auto fits = [](const std::string& s, int w) { return text_width(s) <= w - kInfoIndent; };
    if (!fits(whole_header(v, v.seat, ui), table_w)) return HeaderForm::Short;
    bool one = true, two = opp.size() > 1 && tall;
    for (int s : opp) {
        one = one && fits(whole_header(v, s, ui), half_w);
        for (const std::string& row : info_rows(v, s, ui, half_w - kInfoIndent, HeaderForm::TwoRows)) two = two && fits(row, half_w);
    }
    return one ? HeaderForm::OneLine : two ? HeaderForm::TwoRows : HeaderForm::Short;
}

// A player's half: `top` is an opponent facing down toward the middle (counts, resources,
// characters), otherwise the viewer facing up (characters, resources, counts).
void draw_side(Canvas& c, Rect r, const View& v, int seat, bool top, const BoardUi& ui, HeaderForm form, const Theme& t,
               std::map<std::uint16_t, Placed>& where) {
    bool chars_here = ui.has_cursor && ui.cursor.seat == seat && ui.cursor.zone == Zone::Characters;
    bool res_here = ui.has_cursor && ui.cursor.seat == seat && ui.cursor.zone == Zone::Resources;
    auto chars = character_boxes(v, seat, ui, chars_here);
    auto res = resource_boxes(v, seat, ui, res_here);
    // An opponent's header may take two rows (HeaderForm::TwoRows); the viewer's always one.
    const int info_h = top && form == HeaderForm::TwoRows ? 2 : 1;
    int cy = top ? r.y + info_h + kRowH : r.y, ry = top ? r.y + info_h : r.y + kRowH, iy = top ? r.y : r.y + 2 * kRowH;
    draw_info(c, iy, r.x, r.w, v, seat, ui, top ? form : (form == HeaderForm::Short ? form : HeaderForm::OneLine), t);
    for (const Placed& p :
         draw_row(c, {cy, r.x + 1, kRowH, r.w - 1}, chars, top, chars_here ? ui.cursor.index : -1, "no characters in play", t))
        where[p.uid] = p;
    draw_row(c, {ry, r.x + 1, kRowH, r.w - 1}, res, top, res_here ? ui.cursor.index : -1, "no resources in play", t);
}

// The blocks as lines between the two halves: a trunk down from each attacker to its own row of
// the band, across to its blockers, and down into each of them. Crossings are drawn as joints.
void draw_links(Canvas& c, int band_y, int band_h, const View& v, const BoardUi& ui, const std::map<std::uint16_t, Placed>& where,
                const Theme& t) {
    std::vector<BlockPair> links = v.board.combat.blocks;
    links.insert(links.end(), ui.planned.begin(), ui.planned.end());
    const Glyphs& g = t.g();
    enum : int { U = 1, D = 2, L = 4, R = 8 };
    std::map<std::pair<int, int>, int> cells;
    auto add = [&](int y, int x, int m) { cells[{y, x}] |= m; };
    std::vector<std::tuple<int, int, bool>> joints;
    int group = 0;
    for (std::uint16_t att : v.board.combat.attackers) {
        auto a = where.find(att);
        if (a == where.end()) continue;
        std::vector<Placed> blockers;
        for (const BlockPair& bp : links)
            if (bp.attacker == att)
                if (auto bl = where.find(bp.blocker); bl != where.end()) blockers.push_back(bl->second);
        if (blockers.empty()) continue;
        const Rect& ar = a->second.r;
        const bool att_up = ar.y < band_y;
        const int row = band_y + (band_h > 1 ? group % band_h : 0);
        const int x1 = a->second.attach;
        int lo = x1, hi = x1;
        bool drawn = false;
        for (const Placed& bp : blockers) {
            const Rect& br = bp.r;
            if ((br.y < band_y) == att_up) continue;  // both in the same half: the letters say it
            const int x2 = bp.attach;
            lo = std::min(lo, x2);
            hi = std::max(hi, x2);
            // From the row to the blocker's box.
            if (att_up) {
                // Down to just above the lower box: its top edge holds its name.
                for (int y = row + 1; y < br.y; ++y) add(y, x2, U | D);
                add(row, x2, D);
            } else {
                for (int y = br.bottom(); y < row; ++y) add(y, x2, U | D);
                add(row, x2, U);
                joints.emplace_back(br.bottom() - 1, x2, false);
            }
            drawn = true;
        }
        if (!drawn) continue;
        if (att_up) {
            for (int y = ar.bottom(); y < row; ++y) add(y, x1, U | D);
            add(row, x1, U);
            joints.emplace_back(ar.bottom() - 1, x1, false);
        } else {
            for (int y = row + 1; y < ar.y; ++y) add(y, x1, U | D);
            add(row, x1, D);
        }
        for (int x = lo; x <= hi; ++x) add(row, x, (x > lo ? L : 0) | (x < hi ? R : 0));
        ++group;
    }
    Style ls{t.color ? Color::Yellow : Color::Default, true};
    for (const auto& [yx, m] : cells) {
        std::string_view gl = g.cross;
        switch (m) {
            case U | D: case U: case D: gl = g.v; break;
            case L | R: case L: case R: gl = g.h; break;
            case D | R: gl = g.tl; break;
            case D | L: gl = g.tr; break;
            case U | R: gl = g.bl; break;
            case U | L: gl = g.br; break;
            case U | D | R: gl = g.tee_right; break;
            case U | D | L: gl = g.tee_left; break;
            case L | R | D: gl = g.tee_down; break;
            case L | R | U: gl = g.tee_up; break;
            default: break;
        }
        c.put_cell(yx.first, yx.second, gl, ls);
    }
    // Where a line leaves an upper box's bottom edge.
    for (const auto& [y, x, top_edge] : joints) c.put_cell(y, x, top_edge ? g.tee_up : g.tee_down, ls);
}

std::string hand_item(const CardDb& db, const Card& card) {
    if (card.id == kUnknown) return "?";
    const CardDef& c = db[card.id];
    if (c.type == CardType::Resource) return c.name + " (" + colour_letter(c.colour) + ")";
    return c.name + " " + cost_text(c);
}

// In the viewer's own hand a card everybody knows (shown, or back from play) carries a bullet.
std::string own_hand_item(const CardDb& db, const Card& card, const Theme& t) {
    return hand_item(db, card) + (card.known ? " " + std::string(t.g().bullet) : "");
}

bool hand_fits_one_row(const View& v, int width, const Theme& t) {
    int w = 5;
    for (const Card& card : v.board.p[static_cast<std::size_t>(v.seat)].hand) w += text_width(own_hand_item(*v.db, card, t)) + 3;
    return w <= width;
}

// The rows the whole hand takes laid out as draw_hand lays it (after "Hand ", two columns kept
// free at the right of a row that goes on).
int hand_rows_needed(const View& v, int width, const Theme& t) {
    const int x = 5;
    int rows = 1, px = x;
    for (const Card& card : v.board.p[static_cast<std::size_t>(v.seat)].hand) {
        const int w = text_width(own_hand_item(*v.db, card, t)) + 2;
        if (px + w > width - 2 && px > x) {
            ++rows;
            px = x;
        }
        px += w + 1;
    }
    return rows;
}

// The cards of another player's hand that everybody knows, face up: "P2 holds: Xena 5B, Corinth (B)".
std::string known_hand_line(const View& v, int seat) {
    std::string names;
    for (const Card& card : v.board.p[static_cast<std::size_t>(seat)].hand)
        if (card.id != kUnknown) names += (names.empty() ? "" : ", ") + hand_item(*v.db, card);
    return names.empty() ? "" : Reader::seat_name(seat) + " holds: " + names;
}

void draw_hand(Canvas& c, Rect r, const View& v, const BoardUi& ui, const Theme& t) {
    const Player& p = v.board.p[static_cast<std::size_t>(v.seat)];
    int cursor = ui.has_cursor && ui.cursor.zone == Zone::Hand ? ui.cursor.index : -1;
    int x = r.x, y = r.y;
    x += draw_text(c, y, x, "Hand ", Style{Color::Default, true});
    if (ui.hide_hand) {
        draw_text(c, y, x, std::to_string(p.hand.size()) + " cards, hidden until your next decision",
                  Style{Color::Default, false, false, true}, r.w - 5);
        return;
    }
    if (p.hand.empty()) {
        draw_text(c, y, x, "(empty)", Style{Color::Default, false, false, true});
        return;
    }
    // Lay the items out in rows; scroll by rows so the cursor's row shows.
    std::vector<std::pair<int, int>> pos;  // row, x
    int row = 0, px = x;
    for (const Card& card : p.hand) {
        int w = text_width(own_hand_item(*v.db, card, t)) + 2;
        // Two columns stay free at the right of a row that goes on below, for the sign that says so.
        if (px + w > r.right() - 2 && px > x) {
            ++row;
            px = x;
        }
        pos.emplace_back(row, px);
        px += w + 1;
    }
    int first_row = 0;
    if (cursor >= 0) first_row = std::max(0, pos[static_cast<std::size_t>(cursor)].first - (r.h - 1));
    for (std::size_t i = 0; i < p.hand.size(); ++i) {
        int rr = pos[i].first - first_row;
        if (rr < 0 || rr >= r.h) continue;
        bool here = static_cast<int>(i) == cursor;
        std::string item = own_hand_item(*v.db, p.hand[i], t);
        // Each card in its colour, the cursor's in the highlight.
        const Card& card = p.hand[i];
        Style s = here ? Style{t.color ? Color::Yellow : Color::Default, true, true}
                       : card.id == kUnknown ? Style{} : t.role(colour_of((*v.db)[card.id].colour));
        if (i < ui.playable.size() && !ui.playable[i]) s.dim = true;
        draw_text(c, r.y + rr, pos[i].second, here ? "[" + item + "]" : " " + item + " ", s, r.right() - pos[i].second);
    }
    int rows = pos.back().first + 1;
    // Where the hand goes on: an arrow at the end of a row and another before the next. The
    // first line keeps its "Hand" label whole: there the up arrow at its end says the hand
    // begins on a row above.
    Style more{Color::Default, true};
    for (int rr = 0; rr < r.h; ++rr) {
        const int row = first_row + rr;
        if (row >= rows) break;
        if (row > 0 && rr > 0) draw_text(c, r.y + rr, x - 2, t.g().right, more);
        if (row + 1 < rows && rr + 1 < r.h) draw_text(c, r.y + rr, r.right() - 1, t.g().right, more);
    }
    if (first_row + r.h < rows) draw_text(c, r.bottom() - 1, r.right() - 1, t.g().down, Style{Color::Default, true});
    if (first_row > 0) draw_text(c, r.y, r.right() - 1, t.g().up, Style{Color::Default, true});
}

// The menu's box over the lower part of the table: where it goes, its title, and the lines above
// its choices.
struct Popup {
    Rect box;
    std::string title;
    std::vector<std::string> head;
    std::vector<std::string> foot;  // under a menu: the text of the card its entry names
};

Popup popup_layout(Rect area, const BoardUi& ui, const Glyphs& g) {
    Popup p;
    const int w = std::min(area.w - 2, 76);
    p.title = ui.menu_title;
    if (text_width(p.title) > w - 6) {
        p.head = wrap_text(p.title, w - 4);
        p.title.clear();
    }
    const int n = static_cast<int>(ui.menu->items().size());
    // Two rows at most, the second cut at a word with `i` named: the choices keep the box.
    if (!ui.inspect.empty()) {
        p.foot = summary_rows(ui.inspect, w - 4, 2, g);
    }
    const int foot = p.foot.empty() ? 0 : static_cast<int>(p.foot.size()) + 1;
    int h = std::min(static_cast<int>(p.head.size()) + n + foot + 2, std::max(7, area.h / 2) + foot);
    p.box = Rect{area.bottom() - h, area.x + (area.w - w) / 2, h, w};
    return p;
}

}  // namespace

tui::LogRoom draw_board(Canvas& c, Rect area, const View& v, const BoardUi& ui, const Theme& t) {
    const Board& b = v.board;
    // The header: turn, whose turn, the step track.
    auto label = [&](int seat) {
        return seat < static_cast<int>(ui.labels.size()) ? ui.labels[static_cast<std::size_t>(seat)] : Reader::seat_name(seat);
    };
    std::string head = "Turn " + std::to_string(b.turn) + "  ";
    if (b.step == Step::Over) {
        head += b.winner < 0 ? "The game is drawn" : label(b.winner) + " wins";
        draw_text(c, area.y, area.x, head, Style{Color::Default, true}, area.w);
    } else {
        head += b.active == v.seat && !ui.spectator ? std::string("your turn") : Reader::seat_name(b.active) + "'s turn";
        int x = area.x + draw_text(c, area.y, area.x, head, Style{Color::Default, true}, area.w);
        // A column beside the board (the inspector's frame) is kept a space away from the track.
        const int end = area.right() < c.width() ? area.right() - 1 : area.right();
        x = std::max(x + 2, end - 54);
        std::string now = step_label(b);
        for (const char* s : {"untap", "draw", "resource", "main", "attack", "block", "combat", "discard"}) {
            bool here = now == s;
            std::string word = here ? std::string("[") + s + "]" : std::string(s);
            if (x + text_width(word) > end) break;
            x += draw_text(c, area.y, x, word, here ? Style{t.color ? Color::Yellow : Color::Default, true, true} : Style{Color::Default, false, false, true}) + 1;
        }
    }

    // Vertical budget: header 1, the opponents' halves 7 (8 with two header rows), the band
    // between 2, the viewer's half 7, the hand 2, the prompt 1, the log the rest (at least 3 at
    // 80x24; two header rows only where the log keeps at least 8).
    const int half = 1 + 2 * kRowH;
    const int band_h = 2;
    int y = area.y + 1;
    std::map<std::uint16_t, Placed> where;
    auto opp = others(v);
    const int half_w = opp.size() == 1 ? area.w : (area.w - 1) / 2;
    const HeaderForm form = header_form(v, opp, ui, area.w, half_w, area.h >= 1 + (half + 1) + band_h + half + 2 + 1 + 8);
    const int top_half = half + (form == HeaderForm::TwoRows ? 1 : 0);
    if (opp.size() == 1) {
        draw_side(c, {y, area.x, top_half, area.w}, v, opp[0], true, ui, form, t, where);
    } else {
        for (std::size_t i = 0; i < opp.size(); ++i) {
            int x = area.x + static_cast<int>(i) * (half_w + 1);
            draw_side(c, {y, x, top_half, half_w}, v, opp[i], true, ui, form, t, where);
            if (i + 1 < opp.size())
                for (int yy = y; yy < y + top_half; ++yy) c.put_cell(yy, x + half_w, t.g().v, Style{Color::Default, false, false, true});
        }
    }
    int band_y = y + top_half;
    draw_side(c, {band_y + band_h, area.x, half, area.w}, v, v.seat, false, ui, form, t, where);
    draw_links(c, band_y, band_h, v, ui, where, t);
    // Who attacks whom, in the band's left corner when no link runs there.
    if (b.combat.defender >= 0 && b.step != Step::Over) {
        std::string s = Reader::seat_name(b.active) + " attacks " + Reader::seat_name(b.combat.defender);
        draw_text(c, band_y, area.right() - text_width(s), s, Style{Color::Default, true});
    }
    int hy = band_y + band_h + half;
    // The whole hand on as many rows as it takes where the log keeps its room (on a tall board, a
    // 30-row terminal's, up to four); on a short one two at most, the rest scrolled to.
    const int hand_rows = ui.hide_hand || hand_fits_one_row(v, area.w, t) ? 1
                          : std::clamp(hand_rows_needed(v, area.w, t), 2, tui::tall_board(area) ? 4 : 2);
    draw_hand(c, {hy, area.x, hand_rows, area.w}, v, ui, t);
    int py = hy + hand_rows;
    // The status or the prompt; one too long for a line takes a second (the log gives it up).
    const bool problem = !ui.status.empty() && ui.status_is_problem;
    const std::string& say = ui.status.empty() ? ui.prompt : ui.status;
    auto said = text_width(say) > area.w ? wrap_text(say, area.w) : std::vector<std::string>{say};
    if (said.size() > 2) said.resize(2);
    for (const std::string& line : said) {
        if (py >= area.bottom() - 1) break;
        draw_text(c, py++, area.x, line, problem ? t.fg(Color::Red, true) : Style{Color::Default, true}, area.w);
    }
    if (said.empty()) ++py;
    // The others' cards that everybody knows, under the prompt: the band between the halves
    // would be crossed by the links of a fight, and an opponent's half has no row to spare.
    std::string held;
    for (int s : opp)
        if (std::string line = known_hand_line(v, s); !line.empty()) held += (held.empty() ? "" : "; ") + line;
    std::vector<std::string> held_rows = held.empty() ? std::vector<std::string>{} : wrap_text(held, area.w);
    if (held_rows.size() > 2) held_rows.resize(2);  // two lines at most: the log keeps some room
    int banner_rows = 0;
    for (const std::string& text : ui.banner) banner_rows += static_cast<int>(wrap_text(text, area.w - 2).size());
    // What the card under the cursor does, with no inspector column beside the board: up to three
    // rows, as many as leave the known cards, the fight's forecast and a line of the log theirs;
    // text that runs on is cut at a word and says `i` reads it all.
    if (!ui.inspect.empty() && py < area.bottom()) {
        const int rows = std::clamp(area.bottom() - py - static_cast<int>(held_rows.size()) - banner_rows - 1, 1, 3);
        for (const std::string& line : summary_rows(ui.inspect, area.w, rows, t.g()))
            if (py < area.bottom()) draw_text(c, py++, area.x, line, Style{Color::Default, false, false, true}, area.w);
    }
    Rect rest{py, area.x, area.bottom() - py, area.w};
    int by = rest.y;
    for (const std::string& line : held_rows) {
        if (by >= rest.bottom()) break;
        draw_text(c, by++, rest.x, line, Style{Color::Default, true}, rest.w);
    }
    for (const std::string& text : ui.banner)
        for (const std::string& line : wrap_text(text, rest.w - 2)) {
            if (by >= rest.bottom()) break;
            bool first = text.rfind(line, 0) == 0;
            draw_text(c, by++, rest.x + (first ? 0 : 2), line, t.fg(Color::Yellow, true), rest.w);
        }
    const tui::LogRoom log_room{std::max(0, rest.bottom() - by), rest.w - 1};
    if (by < rest.bottom()) {
        // The newest entries that fit whole: the end of one cut at the top ("  Contest).") would
        // read as a line of its own. The newest shows even when it alone does not fit.
        const int room = rest.bottom() - by;
        std::size_t first = ui.log.size();
        for (int used = 0; first > 0; --first) {
            used += static_cast<int>(wrap_entry(ui.log[first - 1], rest.w - 1).size());
            if (used > room && first < ui.log.size()) break;
        }
        MessageLog log(100);
        for (std::size_t i = first; i < ui.log.size(); ++i) log.add(ui.log[i]);
        log.draw(c, {by, rest.x, room, rest.w}, t);
    }

    // A box over the lower part of the table (the characters stay in sight): the choices, with
    // their question above them.
    if (ui.menu) {
        const Popup p = popup_layout(area, ui, t.g());
        // The box's rows are cleared across the table: a log line left beside the box would be
        // read cut short ("P2 draws 2 card").
        fill(c, Rect{p.box.y, area.x, p.box.h, area.w}, " ");
        draw_frame(c, p.box, t, p.title, true);
        int y = p.box.y + 1;
        const int rows = p.box.h - 3;
        for (int i = 0; i < static_cast<int>(p.head.size()) && y < p.box.y + 1 + rows; ++i)
            draw_text(c, y++, p.box.x + 2, p.head[static_cast<std::size_t>(i)], Style{Color::Default, true}, p.box.w - 4);
        const int foot = p.foot.empty() ? 0 : static_cast<int>(p.foot.size()) + 1;
        ui.menu->draw(c, {y, p.box.x + 1, p.box.bottom() - 1 - y - foot, p.box.w - 2}, t);
        int fy = p.box.bottom() - 1 - static_cast<int>(p.foot.size());
        for (const std::string& line : p.foot)
            draw_text(c, fy++, p.box.x + 2, line, Style{Color::Default, false, false, true}, p.box.w - 4);
    }
    return log_room;
}

}  // namespace olympus::arc
