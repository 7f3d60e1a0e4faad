#include "tui/option_form.hpp"

#include <algorithm>
#include <cctype>

#include "core/engine.hpp"
#include "tui/keys.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

namespace {

const FormChoice* find_choice(const FormField& f, const std::string& key) {
    for (const FormChoice& c : f.choices)
        if (c.key == key) return &c;
    return nullptr;
}

bool open_choice(const FormField& f, const std::string& key) {
    const FormChoice* c = find_choice(f, key);
    return c && c->locked.empty();
}

std::string joined(const std::vector<std::string>& words) {
    std::string s;
    for (const std::string& w : words) s += (s.empty() ? "" : ", ") + w;
    return s;
}

// "Heroic, Mythic: open after your first victory", one line for each reason.
std::vector<std::string> locked_lines(const FormField& f) {
    std::vector<std::pair<std::string, std::vector<std::string>>> by_reason;
    for (const FormChoice& c : f.choices) {
        if (c.locked.empty()) continue;
        auto it = std::find_if(by_reason.begin(), by_reason.end(), [&](const auto& r) { return r.first == c.locked; });
        if (it == by_reason.end()) by_reason.push_back({c.locked, {c.label}});
        else it->second.push_back(c.label);
    }
    std::vector<std::string> out;
    for (const auto& [why, labels] : by_reason) out.push_back("Locked: " + joined(labels) + ": " + why);
    return out;
}

}  // namespace

OptionForm::OptionForm(Builder build, std::string start_label, std::function<std::string(const FormValues&)> start_note)
    : build_(std::move(build)), start_label_(std::move(start_label)), start_note_(std::move(start_note)) {
    settle({});
    cursor_ = fields_.empty() ? "" : fields_.front().key;
}

const std::string& value_of(const FormValues& v, const std::string& key) {
    static const std::string kNone;
    auto it = v.find(key);
    return it == v.end() ? kNone : it->second;
}

void copy_given(const FormValues& from, const std::vector<std::string>& keys, std::map<std::string, std::string>& into) {
    for (const std::string& k : keys)
        if (auto it = from.find(k); it != from.end()) into[k] = it->second;
}

const std::string& OptionForm::value(const std::string& key) const { return value_of(values_, key); }

const FormField* OptionForm::field(const std::string& key) const {
    for (const FormField& f : fields_)
        if (f.key == key) return &f;
    return nullptr;
}

int OptionForm::cursor_index() const {
    for (std::size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i].key == cursor_) return static_cast<int>(i);
    return static_cast<int>(fields_.size());
}

// Fields depend on values (a third seat's rows), and a value may go with the fields (a deck of
// the other set): build, put every field whose value is unset, gone or locked back on an open
// choice, and build again until nothing moves. Fields in `fixed` keep what was given.
void OptionForm::settle(const FormValues& fixed) {
    for (int round = 0; round < 16; ++round) {
        fields_ = build_(values_);
        bool moved = false;
        for (const FormField& f : fields_) {
            auto it = values_.find(f.key);
            if (f.text_max > 0) {
                if (it == values_.end()) values_[f.key] = f.fallback;
                continue;
            }
            // A value the player (or --opt) chose stays while it can; one the form filled in
            // follows its field's default, which may depend on other fields (ARC's deck size
            // follows the decks chosen).
            const bool follows = !chosen_.count(f.key) && !f.fallback.empty() && open_choice(f, f.fallback);
            if (fixed.count(f.key) || (it != values_.end() && open_choice(f, it->second) && (!follows || it->second == f.fallback)))
                continue;
            std::string next;
            if (open_choice(f, f.fallback)) next = f.fallback;
            else
                for (const FormChoice& c : f.choices)
                    if (c.locked.empty()) {
                        next = c.key;
                        break;
                    }
            if (it == values_.end() || it->second != next) {
                values_[f.key] = next;
                moved = true;
            }
        }
        if (!moved) return;
    }
}

std::string OptionForm::preset(const FormValues& opts, const std::vector<std::string>& others) {
    const FormValues before = values_;
    FormValues fixed;
    for (const auto& [k, v] : opts)
        if (std::find(others.begin(), others.end(), k) == others.end()) fixed[k] = v;
    for (const auto& [k, v] : fixed) {
        if (const FormField* f = field(k))
            for (const std::string& r : f->resets)
                if (!fixed.count(r)) values_.erase(r);
        values_[k] = v;
    }
    settle(fixed);
    std::string why;
    for (const auto& [k, v] : fixed) {
        const FormField* f = field(k);
        if (!f) {
            std::vector<std::string> keys;
            for (const FormField& g : fields_) keys.push_back(g.key);
            keys.insert(keys.end(), others.begin(), others.end());
            why = "--opt " + k + "=" + v + ": there is no option " + k + " here; the options are " + joined(keys) + ".";
        } else if (f->text_max > 0) {
            continue;
        } else if (const FormChoice* c = find_choice(*f, v); !c) {
            std::vector<std::string> keys;
            for (const FormChoice& o : f->choices) keys.push_back(o.key);
            why = "--opt " + k + "=" + v + ": " + f->label + " cannot be " + v + "; it is one of " + joined(keys) + ".";
        } else if (!c->locked.empty()) {
            why = "--opt " + k + "=" + v + ": " + f->label + " cannot be " + c->label + " now: " + c->locked + ".";
        }
        if (!why.empty()) break;
    }
    if (!why.empty()) {
        values_ = before;
        settle({});
    } else {
        for (const auto& [k, v] : fixed) chosen_.insert(k);
    }
    return why;
}

bool OptionForm::set(const std::string& key, const std::string& value) {
    const FormField* f = field(key);
    if (!f || (f->text_max == 0 && !open_choice(*f, value))) return false;
    values_[key] = value;
    chosen_.insert(key);
    for (const std::string& r : f->resets) {
        values_.erase(r);
        chosen_.erase(r);
    }
    settle({});
    return true;
}

void OptionForm::change(const FormField& f, int d) {
    const int n = static_cast<int>(f.choices.size());
    int at = 0;
    for (int i = 0; i < n; ++i)
        if (f.choices[static_cast<std::size_t>(i)].key == value(f.key)) at = i;
    // Locked choices are stepped over: they are explained below the form, never chosen.
    for (int step = 1; step < n; ++step) {
        const FormChoice& c = f.choices[static_cast<std::size_t>(((at + d * step) % n + n) % n)];
        if (c.locked.empty()) {
            set(f.key, c.key);
            return;
        }
    }
}

OptionForm::Result OptionForm::on_key(int k) {
    const int n = static_cast<int>(fields_.size());
    const int at = cursor_index();
    const FormField* here = at < n ? &fields_[static_cast<std::size_t>(at)] : nullptr;
    const bool typing = here && here->text_max > 0;
    auto go = [&](int i) {
        i = ((i % (n + 1)) + n + 1) % (n + 1);
        cursor_ = i < n ? fields_[static_cast<std::size_t>(i)].key : "";
        return Result::Handled;
    };
    if (typing && k == key::Backspace) {
        std::string v = value(here->key);
        if (!v.empty()) v.pop_back();
        values_[here->key] = v;
        return Result::Handled;
    }
    if (typing && k > 32 && k < 127 && (std::isalnum(k) || k == '-' || k == '_')) {
        if (value(here->key).size() < here->text_max) values_[here->key] += static_cast<char>(k);
        return Result::Handled;
    }
    if (k == key::Up || (k == 'k' && !typing) || k == key::BackTab) return go(at - 1);
    if (k == key::Down || (k == 'j' && !typing) || k == key::Tab) return go(at + 1);
    if (k == key::Home) return go(0);
    if (k == key::End) return go(n);
    if (here && !typing && (key::is_left(k) || key::is_right(k))) {
        change(*here, key::is_left(k) ? -1 : 1);
        return Result::Handled;
    }
    if (key::is_choose(k)) return here ? go(at + 1) : Result::Start;
    if (k == key::Escape || (k == 'q' && !typing)) return Result::Back;
    return Result::Ignored;
}

std::vector<std::string> OptionForm::explanation(int width, int room) const {
    const int at = cursor_index();
    std::vector<std::string> out;
    auto add = [&](const std::string& text, const std::string& indent = "") {
        for (const std::string& l : wrap_text(text, width - static_cast<int>(indent.size())))
            out.push_back(out.empty() || indent.empty() ? l : indent + l);
    };
    if (at >= static_cast<int>(fields_.size())) {
        if (std::string why = blocked(); !why.empty()) {
            add("The game cannot start yet. " + why);
            return out;
        }
        std::string note = start_note_ ? start_note_(values_) : "";
        add("Enter starts with the choices above." + (note.empty() ? "" : " " + note));
        return out;
    }
    const FormField& f = fields_[static_cast<std::size_t>(at)];
    add(f.about);
    if (f.text_max > 0) return out;
    const bool described = std::any_of(f.choices.begin(), f.choices.end(), [](const FormChoice& c) { return !c.about.empty(); });
    // Every choice with its line when there is room; else the one chosen and what is locked.
    std::vector<std::string> all = out;
    for (const FormChoice& c : f.choices) {
        if (!described) break;
        const bool chosen = c.key == value(f.key);
        const std::string line = c.label + (c.locked.empty() ? "" : " (locked)") + ": " + (c.locked.empty() ? c.about : c.locked);
        const auto wrapped = wrap_text(line, width - 4);
        for (std::size_t i = 0; i < wrapped.size(); ++i) all.push_back((i ? "    " : chosen ? "> " : "  ") + wrapped[i]);
    }
    if (described && static_cast<int>(all.size()) <= room) return all;
    if (const FormChoice* c = find_choice(f, value(f.key)); c && !c->about.empty()) add(c->label + ": " + c->about);
    for (const std::string& l : locked_lines(f)) add(l);
    return out;
}

void OptionForm::draw(Canvas& c, Rect area, const Theme& theme) const {
    const int n = static_cast<int>(fields_.size());
    int lw = text_width(start_label_) - 4;
    for (const FormField& f : fields_) lw = std::max(lw, text_width(f.label));
    lw = std::min(lw, 26);
    // The rows, with a blank line before Start when there is room for it and three lines of
    // explanation. They scroll to leave room for the explanation of the row under the cursor
    // (the field, its value and what is locked) to be read whole: a long one shrinks them to
    // the cursor's row alone before it is cut.
    const bool gap = n + 2 + 4 <= area.h;
    const int items = n + 1 + (gap ? 1 : 0);
    const int need = static_cast<int>(explanation(area.w, 0).size());
    const int rows_h = std::min(items, std::max(1, std::min(std::max(3, area.h - 3), area.h - 1 - need)));
    const int at = cursor_index();
    const int cursor_item = at < n ? at : items - 1;
    const int first = std::clamp(cursor_item - rows_h + 1, 0, items - rows_h);
    const int vx = area.x + 2 + lw + 2;
    for (int i = first; i < first + rows_h; ++i) {
        const int y = area.y + (i - first);
        if (gap && i == n) continue;
        const bool here = i == cursor_item;
        const Style s = here ? Style{theme.color ? Color::Yellow : Color::Default, true, true} : Style{};
        draw_text(c, y, area.x, here ? theme.g().cursor : " ", s);
        if (i == items - 1) {
            draw_text(c, y, area.x + 2, start_label_, s, area.w - 2);
            const std::string why = blocked();
            const std::string note = !why.empty() ? "(not yet: see below)" : start_note_ ? start_note_(values_) : "";
            draw_text(c, y, area.x + 4 + text_width(start_label_), note, Style{}, area.right() - area.x - 4 - text_width(start_label_));
            continue;
        }
        const FormField& f = fields_[static_cast<std::size_t>(i)];
        draw_text(c, y, area.x + 2, f.label, s, lw);
        std::string v;
        if (f.text_max > 0) {
            v = "  " + value(f.key) + (here ? "_" : "");
        } else {
            const FormChoice* ch = find_choice(f, value(f.key));
            v = ch ? ch->label : "(none)";
            const auto open = std::count_if(f.choices.begin(), f.choices.end(), [](const FormChoice& o) { return o.locked.empty(); });
            v = here && open > 1 ? std::string(theme.g().left) + " " + v + " " + std::string(theme.g().right) : "  " + v;
        }
        draw_text(c, y, vx, v, Style{Color::Default, here}, area.right() - vx);
    }
    if (first > 0) draw_text(c, area.y, area.right() - 1, theme.g().up, Style{Color::Default, false, false, true});
    if (first + rows_h < items)
        draw_text(c, area.y + rows_h - 1, area.right() - 1, theme.g().down, Style{Color::Default, false, false, true});
    const int ey = area.y + rows_h + 1;
    const int room = area.bottom() - ey;
    const auto lines = explanation(area.w, room);
    const int shown = std::min(room, static_cast<int>(lines.size()));
    for (int i = 0; i < shown; ++i) {
        std::string l = lines[static_cast<std::size_t>(i)];
        // Lines that do not fit: the last one shown runs on into the next, cut with the mark, so
        // it never reads as if the explanation ended there.
        if (i == shown - 1 && shown < static_cast<int>(lines.size()))
            l = with_cut_mark(l + " " + lines[static_cast<std::size_t>(i + 1)], area.w, theme.g());
        draw_text(c, ey + i, area.x, l, Style{Color::Default, false, false, true}, area.w);
    }
}

std::vector<KeyHint> OptionForm::key_hints() const {
    const int at = cursor_index();
    if (at >= static_cast<int>(fields_.size())) {
        if (!blocked().empty()) return {{"Up/Down", "field"}, {"q", "back"}};
        return {{"Enter", "start"}, {"Up/Down", "field"}, {"q", "back"}};
    }
    if (fields_[static_cast<std::size_t>(at)].text_max > 0)
        return {{"type", "the name"}, {"Backspace", "delete"}, {"Up/Down", "field"}, {"Esc", "back"}, {"End", "to Start", false}};
    // A change is offered only where another choice is open (the others are explained as locked).
    const FormField& f = fields_[static_cast<std::size_t>(at)];
    const auto open = std::count_if(f.choices.begin(), f.choices.end(), [](const FormChoice& o) { return o.locked.empty(); });
    std::vector<KeyHint> h;
    if (open > 1) h.push_back({"Left/Right", "change"});
    for (KeyHint k : {KeyHint{"Up/Down", "field"}, KeyHint{"Enter", "next field"}, KeyHint{"q", "back"}, KeyHint{"End", "to Start", false}})
        h.push_back(std::move(k));
    return h;
}

namespace {

class SetupScreen final : public Screen {
public:
    SetupScreen(SetupSpec spec, OptionForm form) : spec_(std::move(spec)), form_(std::move(form)) {}
    std::string title() const override { return spec_.title; }
    void draw(Canvas& c, Rect area, const Theme& theme) override {
        draw_frame(c, area, theme, spec_.title, true);
        Rect inner{area.y + 1, area.x + 3, area.h - 2, area.w - 6};
        if (!status_.empty()) {
            auto lines = wrap_text(status_, inner.w);
            const int h = std::min(static_cast<int>(lines.size()), std::max(1, inner.h / 3));
            draw_message(c, {inner.bottom() - h, inner.x, h, inner.w}, status_, theme.fg(Color::Red, true));
            inner.h -= h + 1;
        }
        form_.draw(c, inner, theme);
    }
    Transition on_key(int k) override {
        status_.clear();
        switch (form_.on_key(k)) {
            case OptionForm::Result::Start:
                // Values that cannot make a game: the reason again, nothing changes.
                if (std::string why = form_.blocked(); !why.empty()) {
                    status_ = why;
                    break;
                }
                // A game that cannot start (a deck the rules refuse, a save that cannot be
                // locked) says why under the form; nothing has changed.
                try {
                    return spec_.start(form_.values(), status_);
                } catch (const std::exception& e) {
                    status_ = e.what();
                }
                break;
            case OptionForm::Result::Back: return Transition::pop();
            case OptionForm::Result::Handled:
            case OptionForm::Result::Ignored: break;
        }
        return Transition::stay();
    }
    std::vector<KeyHint> key_hints() const override { return form_.key_hints(); }
    std::vector<std::string> help_text() const override { return spec_.help; }
    void on_resume() override {
        if (spec_.on_resume) spec_.on_resume();
        form_.refresh();
    }

private:
    SetupSpec spec_;
    OptionForm form_;
    std::string status_;
};

OptionForm preset_form(const SetupSpec& spec, const FormValues& opts) {
    OptionForm form(spec.fields, spec.start_label, spec.start_note);
    if (std::string why = form.preset(opts, spec.other_keys); !why.empty()) throw OptionError(why);
    form.set_blocked(spec.blocked);
    // Options that leave nothing to start are refused as a wrong value is, naming those typed.
    if (std::string why = form.blocked(); !opts.empty() && !why.empty()) {
        std::string typed;
        for (const auto& [k, v] : opts) typed += (typed.empty() ? "--opt " : " ") + k + "=" + v;
        throw OptionError(typed + ": " + why);
    }
    if (!opts.empty() && spec.dry_run) spec.dry_run(form.values());
    form.move_to(spec.first_field);
    if (spec.first_field.empty() && !form.fields().empty()) form.move_to(form.fields().front().key);
    return form;
}

}  // namespace

void check_setup_options(const SetupSpec& spec, const FormValues& opts) { (void)preset_form(spec, opts); }

std::unique_ptr<Screen> make_setup_screen(SetupSpec spec, const FormValues& opts) {
    OptionForm form = preset_form(spec, opts);
    return std::make_unique<SetupScreen>(std::move(spec), std::move(form));
}

}  // namespace olympus::tui
