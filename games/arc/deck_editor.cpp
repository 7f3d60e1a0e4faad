#include "arc/deck_editor.hpp"

#include <algorithm>
#include <map>

#include "arc/deck_store.hpp"
#include "arc/help.hpp"
#include "core/save.hpp"
#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::arc {

using namespace tui;
namespace fs = std::filesystem;

namespace {

// The sizes `z` offers besides the deck's own (agreeing on it is how a deck of another size is legal).
constexpr int kSizes[4] = {30, 40, 50, 60};
const char* const kSets[2] = {"hercules", "xena"};
const char* const kSetTitles[2] = {"Hercules", "Xena"};

std::string type_short(CardType t) {
    switch (t) {
        case CardType::Resource: return "res";
        case CardType::Character: return "char";
        case CardType::Action: return "act";
        case CardType::Combat: return "cbt";
    }
    return "?";
}

class DeckEditor final : public Screen {
public:
    explicit DeckEditor(AppContext ctx) : ctx_(std::move(ctx)), db_(load_card_db()) {
        deck_.name = "My deck";
        rebuild_list();
    }

    std::string title() const override { return "Deck editor"; }

    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, "Deck editor: " + deck_.name + (dirty_ ? " (not saved)" : ""), true);
        const int lw = 45;
        // Below the lists: the card's two lines, the status and the whole deck check; the lists
        // give up rows when the check needs them (up to half the screen).
        const int w = area.w - 4;
        auto said = check_lines(theme, w);
        const int bottom_h = std::clamp(4 + (status_.empty() ? 0 : 1) + static_cast<int>(said.size()), 6, std::max(6, area.h / 2));
        Rect left{area.y + 1, area.x + 1, area.h - 1 - bottom_h, lw};
        Rect right{area.y + 1, area.x + lw + 2, area.h - 1 - bottom_h, area.w - lw - 3};
        for (int y = left.y; y < left.bottom(); ++y) c.put_cell(y, area.x + lw + 1, theme.g().v, Style{});

        // The card list.
        std::string filt = std::string(kSetTitles[set_]) + "  type: " + type_filter_name() + "  colour: " + colour_filter_name();
        draw_text(c, left.y, left.x + 1, filt, Style{Color::Default, true}, left.w - 1);
        std::vector<Menu::Item> items;
        for (CardId id : list_) {
            const CardDef& cd = (*db_)[id];
            std::string stats = type_short(cd.type) + " " +
                                (cd.type == CardType::Resource ? std::string(1, colour_letter(cd.colour)) + "  "
                                                               : std::to_string(cd.cost) + colour_letter(cd.colour)) +
                                (cd.type == CardType::Character ? " p" + std::to_string(cd.power) : "");
            int n = copies(id);
            items.push_back({cd.name, stats + (n ? "  x" + std::to_string(n) : "")});
        }
        Menu lm(std::move(items));
        lm.set_cursor(list_cursor_);
        if (focus_ == 0) lm.draw(c, {left.y + 1, left.x, left.h - 1, left.w}, theme, 24);
        else draw_dim_menu(c, lm, {left.y + 1, left.x, left.h - 1, left.w}, theme, 24);

        // The deck.
        int total = deck_.total();
        std::string head = "Deck: " + std::to_string(total) + (total == 1 ? " card" : " cards") + " (agreed size " + std::to_string(agreed_) + ")";
        draw_text(c, right.y, right.x + 1, head, Style{Color::Default, true}, right.w - 1);
        const std::vector<std::string> mix = mix_rows(right.w - 1);
        for (std::size_t i = 0; i < mix.size(); ++i)
            draw_text(c, right.y + 1 + static_cast<int>(i), right.x + 1, mix[i], Style{Color::Default, false, false, true}, right.w - 1);
        const int list_y = right.y + 1 + static_cast<int>(mix.size());
        auto rows = deck_rows();
        std::vector<Menu::Item> ditems;
        for (const auto& e : rows) {
            bool known = db_->find(e.name).has_value();
            ditems.push_back({std::to_string(e.count) + " " + e.name + (known ? "" : " ?"), ""});
        }
        if (ditems.empty()) {
            draw_text(c, list_y + 1, right.x + 1, "(empty)", Style{Color::Default, false, false, true}, right.w - 1);
        } else {
            Menu dm(std::move(ditems));
            dm.set_cursor(deck_cursor_);
            const Rect list{list_y, right.x, right.bottom() - list_y, right.w};
            if (focus_ == 1) dm.draw(c, list, theme);
            else draw_dim_menu(c, dm, list, theme);
        }

        // The focused card's rules and the deck check. Every problem and warning is said, whole:
        // the check takes the card's rows when it needs them (i still reads the card).
        int y = area.bottom() - bottom_h;
        for (int x = area.x + 1; x < area.right() - 1; ++x) c.put_cell(y, x, theme.g().h, Style{});
        ++y;
        const int room_rows = area.bottom() - 1 - y - (status_.empty() ? 0 : 1);
        if (static_cast<int>(said.size()) > room_rows) {
            said.resize(static_cast<std::size_t>(std::max(room_rows, 1)));
            said.back().first = clip_text(said.back().first, w - 4) + " ...";
        }
        if (auto id = focused_card()) {
            std::string text = card_summary_line(*id) + ". " + card_text(*db_, (*db_)[*id]);
            auto lines = wrap_text(text, w);
            const int room = std::min(2, room_rows - static_cast<int>(said.size()));
            for (int i = 0; i < static_cast<int>(lines.size()) && i < room; ++i) draw_text(c, y + i, area.x + 2, lines[static_cast<std::size_t>(i)], Style{}, w);
            y += std::max(0, room);
        }
        if (!status_.empty()) {
            draw_text(c, y, area.x + 2, status_, status_problem_ ? theme.fg(Color::Red, true) : Style{Color::Default, true}, w);
            ++y;
        }
        for (const auto& [line, style] : said)
            if (y < area.bottom() - 1) draw_text(c, y++, area.x + 2, line, style, w);
    }

    Transition on_key(int k) override {
        status_.clear();
        status_problem_ = false;
        if (k == key::Tab || k == key::BackTab) {
            focus_ = 1 - focus_;
            return Transition::stay();
        }
        if (key::is_up(k) || key::is_down(k) || k == key::PageUp || k == key::PageDown || k == key::Home || k == key::End) {
            Menu m(focus_ == 0 ? list_items_stub() : deck_items_stub());
            m.set_cursor(focus_ == 0 ? list_cursor_ : deck_cursor_);
            m.navigate(k);
            (focus_ == 0 ? list_cursor_ : deck_cursor_) = m.cursor();
            return Transition::stay();
        }
        if (key::is_right(k) && focus_ == 0) {
            focus_ = 1;
            return Transition::stay();
        }
        if (key::is_left(k) && focus_ == 1) {
            focus_ = 0;
            return Transition::stay();
        }
        switch (k) {
            case '+':
            case '=':
            case '\n':
            case '\r':
            case ' ':
            case 0x157: add(1); return Transition::stay();
            case '-':
            case '_':
            case key::Backspace:
            case 127: add(-1); return Transition::stay();
            case 's': set_ = 1 - set_; list_cursor_ = 0; rebuild_list(); return Transition::stay();
            case 't': type_ = (type_ + 1) % 5; list_cursor_ = 0; rebuild_list(); return Transition::stay();
            case 'c': colour_ = (colour_ + 1) % 4; list_cursor_ = 0; rebuild_list(); return Transition::stay();
            case 'z': agreed_ = next_agreed_size(); return Transition::stay();
            case 'f': fix_name(); return Transition::stay();
            case 'i': {
                auto id = focused_card();
                if (!id) return Transition::stay();
                std::vector<std::string> lines{"# " + (*db_)[*id].name, card_summary_line(*id), card_text(*db_, (*db_)[*id])};
                return Transition::push(std::make_unique<TextScreen>("Card", lines));
            }
            case 'n':
                return Transition::push(std::make_unique<PromptScreen>("The deck's name:", deck_.name, 40, [this](const std::string& t) {
                    if (deck_file_stem(t).empty()) {
                        status_ = "A name needs a letter or a digit.";
                        status_problem_ = true;
                    } else {
                        deck_.name = t;
                        dirty_ = true;
                    }
                    return Transition::pop();
                }));
            case 'w': save(); return Transition::stay();
            case 'o': return open_menu();
            default: break;
        }
        if (key::is_back(k)) {
            if (!dirty_) return Transition::pop();
            return Transition::push(std::make_unique<ConfirmScreen>("Leave without saving the changes to " + deck_.name + "?",
                                                                    [] { return Transition::pop(2); }));
        }
        return Transition::stay();
    }

    std::vector<KeyHint> key_hints() const override {
        return {{"Tab", "panel"},
                {"+/-", "add/remove"},
                {"s/t/c", "filters"},
                {"n", "name"},
                {"w", "save"},
                {"o", "open"},
                {"q", "back"},
                {"s", "switch set (Hercules, Xena)", false},
                {"t", "filter by type", false},
                {"c", "filter by colour", false},
                {"i", "card details", false},
                {"f", "fix an unknown name", false},
                {"z", "agreed deck size", false},
                {"Enter/Space", "add one", false},
                {"Backspace", "remove one", false}};
    }

    std::vector<std::string> help_text() const override {
        return {"# The deck editor",
                "The left list is a set's cards (s switches the set, t filters by type, c by colour); the "
                "right list is your deck. Tab or Left/Right moves between them; + (or Enter) adds a copy of "
                "the card under the cursor, - (or Backspace) takes one out. The check under the lists "
                "follows every change: 40 cards (z changes the size both players agree on, among 30, 40, 50, 60 "
                "and the deck's own; a deck larger or smaller than 40 is legal only at such an agreed size), at most 4 copies of a card that is not a "
                "resource, and names it does not know, with the nearest name it does. It also warns of a legal "
                "deck that would lose on its own: one with no resources, or so few cards that its draws empty it.",
                "n names the deck, w saves it as a plain list (\"3 Spoiled Princess\") in your save folder, "
                "under arc/decks, where the set-up screen offers it. o opens one of your decks or a sample "
                "deck to start from. f replaces an unknown name with the nearest known one."};
    }

    void on_resume() override {}

private:
    std::vector<Menu::Item> list_items_stub() const { return std::vector<Menu::Item>(list_.size(), Menu::Item{}); }
    std::vector<Menu::Item> deck_items_stub() const { return std::vector<Menu::Item>(deck_rows().size(), Menu::Item{}); }

    // The panel without focus: its cursor row drawn plain and underlined, so one highlight shows.
    static void draw_dim_menu(Canvas& c, const Menu& m, Rect r, const Theme& theme, int label_w = 0) {
        m.draw(c, r, theme, label_w);
        int n = static_cast<int>(m.items().size());
        if (n == 0) return;
        int first = std::clamp(m.cursor() - r.h / 2, 0, std::max(0, n - r.h));
        int row = m.cursor() - first;
        if (row < 0 || row >= r.h) return;
        const auto& it = m.items()[static_cast<std::size_t>(m.cursor())];
        if (label_w == 0)
            for (const auto& x : m.items()) label_w = std::max(label_w, text_width(x.label));
        for (int x = r.x; x < r.right(); ++x) c.put_cell(r.y + row, x, " ", Style{});
        draw_text(c, r.y + row, r.x + 2, it.label, Style{Color::Default, false, false, false, true}, r.w - 2);
        if (!it.detail.empty() && r.w > label_w + 5) draw_text(c, r.y + row, r.x + label_w + 4, it.detail, Style{}, r.w - label_w - 4);
    }

    std::string type_filter_name() const {
        static const char* k[5] = {"all", "characters", "actions", "combat", "resources"};
        return k[type_];
    }
    std::string colour_filter_name() const {
        static const char* k[4] = {"all", "green", "blue", "red"};
        return k[colour_];
    }

    void rebuild_list() {
        list_.clear();
        for (CardId id : db_->in_set(kSets[set_])) {
            const CardDef& c = (*db_)[id];
            static const int kType[5] = {-1, static_cast<int>(CardType::Character), static_cast<int>(CardType::Action),
                                         static_cast<int>(CardType::Combat), static_cast<int>(CardType::Resource)};
            if (type_ && static_cast<int>(c.type) != kType[type_]) continue;
            if (colour_ && static_cast<int>(c.colour) != colour_ - 1) continue;
            list_.push_back(id);
        }
        list_cursor_ = std::clamp(list_cursor_, 0, std::max(0, static_cast<int>(list_.size()) - 1));
    }

    // The deck's entries merged by card and sorted: unknown names first, then characters, actions,
    // combat cards and resources, each by name.
    std::vector<DeckEntry> deck_rows() const {
        std::vector<DeckEntry> out;
        for (const DeckEntry& e : deck_.entries) {
            auto id = db_->find(e.name);
            std::string name = id ? (*db_)[*id].name : e.name;
            auto it = std::find_if(out.begin(), out.end(), [&](const DeckEntry& o) { return o.name == name; });
            if (it != out.end()) it->count += e.count;
            else out.push_back({e.count, name, 0});
        }
        auto rank = [&](const DeckEntry& e) {
            auto id = db_->find(e.name);
            if (!id) return 0;
            switch ((*db_)[*id].type) {
                case CardType::Character: return 1;
                case CardType::Action: return 2;
                case CardType::Combat: return 3;
                case CardType::Resource: return 4;
            }
            return 5;
        };
        std::stable_sort(out.begin(), out.end(), [&](const DeckEntry& a, const DeckEntry& b) {
            return rank(a) != rank(b) ? rank(a) < rank(b) : a.name < b.name;
        });
        return out;
    }

    int copies(CardId id) const {
        int n = 0;
        for (const DeckEntry& e : deck_.entries)
            if (db_->find(e.name) == std::optional<CardId>(id)) n += e.count;
        return n;
    }

    std::optional<CardId> focused_card() const {
        if (focus_ == 0) {
            if (list_.empty()) return std::nullopt;
            return list_[static_cast<std::size_t>(list_cursor_)];
        }
        auto rows = deck_rows();
        if (rows.empty()) return std::nullopt;
        return db_->find(rows[static_cast<std::size_t>(std::clamp(deck_cursor_, 0, static_cast<int>(rows.size()) - 1))].name);
    }

    std::string card_summary_line(CardId id) const {
        const CardDef& c = (*db_)[id];
        std::string s = c.name + ": " + std::string(colour_name(c.colour)) + " " + std::string(type_name(c.type));
        if (c.type != CardType::Resource) s += ", cost " + std::to_string(c.cost);
        if (c.type == CardType::Character) s += ", power " + std::to_string(c.power);
        if (c.unique) s += ", unique";
        return s;
    }

    // The deck check in lines of `w` cells: every problem (red), then every warning (yellow).
    std::vector<std::pair<std::string, Style>> check_lines(const Theme& theme, int w) const {
        auto problems = check();
        auto warnings = deck_warnings(*db_, deck_);
        std::vector<std::pair<std::string, Style>> said;
        if (problems.empty() && warnings.empty())
            said.push_back({"Deck check: " + std::to_string(deck_.total()) + " cards, ready to play.", theme.fg(Color::Green, true)});
        for (std::size_t i = 0; i < problems.size(); ++i)
            for (auto& l : wrap_text((i == 0 ? "Deck check: " : "Also: ") + problems[i].message + ".", w))
                said.push_back({std::move(l), theme.fg(Color::Red, true)});
        for (std::size_t i = 0; i < warnings.size(); ++i)
            for (auto& l : wrap_text(std::string(i > 0 || !problems.empty() ? "Also: " : "Deck check: legal, but ") + warnings[i] + ".", w))
                said.push_back({std::move(l), theme.fg(Color::Yellow, true)});
        return said;
    }

    std::vector<DeckProblem> check() const { return check_deck(*db_, deck_, agreed_); }

    // The next larger size players may agree on, the deck's own among them, after the largest the smallest.
    int next_agreed_size() const {
        std::vector<int> sizes(std::begin(kSizes), std::end(kSizes));
        const int own = deck_.total();
        if (own >= kMinDeckSize && own <= kMaxDeckSize) sizes.push_back(own);
        std::sort(sizes.begin(), sizes.end());
        for (int n : sizes)
            if (n > agreed_) return n;
        return sizes.front();
    }

    // The deck's mix of types and resource colours in words, on up to three rows ("12
    // characters, 8 actions, 4 combat cards, 16 resources: 9 green, 7 red"); on a narrower panel
    // as the card list's short column ("12 char 8 act 4 cbt 16 res (G 9 R 7)").
    std::vector<std::string> mix_rows(int width) const {
        int types[4] = {0, 0, 0, 0}, colours[3] = {0, 0, 0};
        for (const DeckEntry& e : deck_.entries)
            if (auto id = db_->find(e.name)) {
                const CardDef& c = (*db_)[*id];
                types[static_cast<int>(c.type)] += e.count;
                if (c.type == CardType::Resource) colours[static_cast<int>(c.colour)] += e.count;
            }
        auto count = [](int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); };
        std::string words = count(types[1], "character", "characters") + ", " + count(types[2], "action", "actions") + ", " +
                            count(types[3], "combat card", "combat cards") + ", " + count(types[0], "resource", "resources");
        std::string s = std::to_string(types[1]) + " char " + std::to_string(types[2]) + " act " + std::to_string(types[3]) +
                        " cbt " + std::to_string(types[0]) + " res";
        std::string cs, cwords;
        for (Colour col : {Colour::Green, Colour::Blue, Colour::Red})
            if (const int n = colours[static_cast<int>(col)]) {
                cs += (cs.empty() ? "" : " ") + std::string(1, colour_letter(col)) + " " + std::to_string(n);
                cwords += (cwords.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(colour_name(col));
            }
        if (!cwords.empty()) words += ": " + cwords;
        if (auto rows = wrap_text(words, width); rows.size() <= 3) return rows;
        return {cs.empty() ? s : s + " (" + cs + ")"};
    }

    void add(int delta) {
        std::string name;
        if (focus_ == 0) {
            if (list_.empty()) return;
            name = (*db_)[list_[static_cast<std::size_t>(list_cursor_)]].name;
        } else {
            auto rows = deck_rows();
            if (rows.empty()) return;
            name = rows[static_cast<std::size_t>(std::clamp(deck_cursor_, 0, static_cast<int>(rows.size()) - 1))].name;
        }
        auto same = [&](const DeckEntry& e) {
            auto a = db_->find(e.name), b = db_->find(name);
            return a && b ? *a == *b : e.name == name;
        };
        if (delta > 0) {
            auto it = std::find_if(deck_.entries.begin(), deck_.entries.end(), same);
            if (it != deck_.entries.end()) it->count += 1;
            else deck_.entries.push_back({1, name, 0});
        } else {
            // Take one from the last entry that holds the card.
            for (auto it = deck_.entries.rbegin(); it != deck_.entries.rend(); ++it)
                if (same(*it)) {
                    if (--it->count == 0) deck_.entries.erase(std::next(it).base());
                    break;
                }
        }
        dirty_ = true;
        int n = static_cast<int>(deck_rows().size());
        deck_cursor_ = std::clamp(deck_cursor_, 0, std::max(0, n - 1));
    }

    void fix_name() {
        auto rows = deck_rows();
        if (focus_ != 1 || rows.empty()) {
            status_ = "f works on an unknown name in the deck (Tab to the deck first).";
            status_problem_ = true;
            return;
        }
        std::string name = rows[static_cast<std::size_t>(deck_cursor_)].name;
        if (db_->find(name)) {
            status_ = name + " is a known card.";
            return;
        }
        auto near = db_->nearest(name, 1);
        if (near.empty()) return;
        for (DeckEntry& e : deck_.entries)
            if (e.name == name) e.name = near[0];
        status_ = "'" + name + "' is now " + near[0] + ".";
        dirty_ = true;
    }

    void save() {
        try {
            fs::path p = write_own_deck(ctx_.save_dir, *db_, deck_);
            dirty_ = false;
            auto problems = check();
            status_ = "Saved as " + p.string() + (problems.empty() ? "." : "; it does not pass the check yet.");
            status_problem_ = !problems.empty();
        } catch (const std::exception& e) {
            status_ = e.what();
            status_problem_ = true;
        }
    }

    Transition open_menu() {
        struct Source {
            std::string label;
            Decklist deck;
            std::vector<DeckProblem> problems;
        };
        auto sources = std::make_shared<std::vector<Source>>();
        sources->push_back({"A new, empty deck", Decklist{"My deck", {}}, {}});
        for (OwnDeck& o : list_own_decks(ctx_.save_dir)) sources->push_back({"Mine: " + o.deck.name, o.deck, o.problems});
        for (const std::string& n : sample_deck_names()) {
            try {
                Decklist d = load_sample_deck(n);
                std::string title = d.name;
                d.name = title + " (copy)";
                sources->push_back({"Sample: " + title, d, {}});
            } catch (const std::exception&) {
            }
        }
        auto pick = std::make_unique<PickScreen>("Open which deck?", sources->size());
        std::vector<Menu::Item> items;
        for (const Source& s : *sources) items.push_back({s.label, ""});
        pick->set_items(std::move(items));
        pick->on_pick = [this, sources](int i) {
            const Source& s = (*sources)[static_cast<std::size_t>(i)];
            deck_ = s.deck;
            dirty_ = false;
            deck_cursor_ = 0;
            focus_ = 1;
            status_ = s.problems.empty() ? "Opened " + s.deck.name + "." : "Opened " + s.deck.name + "; unreadable: " + s.problems.front().to_string();
            status_problem_ = !s.problems.empty();
        };
        if (dirty_)
            status_ = "Opening another deck drops the unsaved changes.";
        return Transition::push(std::move(pick));
    }

    // A menu over the editor; picking calls back and closes.
    class PickScreen final : public Screen {
    public:
        PickScreen(std::string title, std::size_t) : title_(std::move(title)) {}
        void set_items(std::vector<Menu::Item> items) { menu_.set_items(std::move(items)); }
        std::function<void(int)> on_pick;
        std::string title() const override { return title_; }
        bool is_overlay() const override { return true; }
        void draw(Canvas& c, Rect area, const Theme& theme) override {
            int h = std::min(static_cast<int>(menu_.items().size()) + 2, area.h - 4), w = 50;
            Rect r{area.y + (area.h - h) / 2, area.x + (area.w - w) / 2, h, w};
            fill(c, r, " ");
            draw_frame(c, r, theme, title_, true);
            menu_.draw(c, {r.y + 1, r.x + 1, r.h - 2, r.w - 2}, theme);
        }
        Transition on_key(int k) override {
            if (menu_.navigate(k)) return Transition::stay();
            if (key::is_back(k)) return Transition::pop();
            if (auto i = menu_.chosen(k)) {
                if (on_pick) on_pick(*i);
                return Transition::pop();
            }
            return Transition::stay();
        }
        std::vector<KeyHint> key_hints() const override { return {{"Up/Down", "move"}, {"Enter", "open"}, {"Esc", "cancel"}}; }

    private:
        std::string title_;
        Menu menu_;
    };

    AppContext ctx_;
    std::shared_ptr<const CardDb> db_;
    Decklist deck_;
    std::vector<CardId> list_;
    int focus_ = 0, list_cursor_ = 0, deck_cursor_ = 0;
    int set_ = 0, type_ = 0, colour_ = 0, agreed_ = kDefaultDeckSize;
    bool dirty_ = false, status_problem_ = false;
    std::string status_;
};

}  // namespace

std::unique_ptr<Screen> make_deck_editor(const AppContext& ctx) { return std::make_unique<DeckEditor>(ctx); }

}  // namespace olympus::arc
