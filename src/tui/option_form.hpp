// The one option form every game's set-up screen is: fields with a label and a list of values,
// each value with a line saying what it means; values that cannot be chosen now are shown locked
// with the reason and skipped; Left/Right change the field under the cursor (marked < >), Up/Down
// move, Enter on the Start row starts. `olympus play GAME --opt KEY=VALUE` presets the fields, and
// a key, value or locked value the form does not offer is refused before any screen opens.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "tui/screen.hpp"

namespace olympus::tui {

struct FormChoice {
    FormChoice(std::string k, std::string l, std::string a = {}, std::string why = {})
        : key(std::move(k)), label(std::move(l)), about(std::move(a)), locked(std::move(why)) {}
    std::string key;     // its name on the command line (--opt FIELD=KEY)
    std::string label;   // what the form shows
    std::string about;   // one line saying what it means; may be empty
    std::string locked;  // why it cannot be chosen now; empty: it can
};

struct FormField {
    FormField(std::string k, std::string l, std::string a, std::vector<FormChoice> c = {}, std::string f = {})
        : key(std::move(k)), label(std::move(l)), about(std::move(a)), choices(std::move(c)), fallback(std::move(f)) {}
    std::string key;    // its name on the command line (--opt KEY=...) and in FormValues
    std::string label;
    std::string about;  // what the field decides
    std::vector<FormChoice> choices;
    std::string fallback;      // the choice taken while none is set (or the one set is gone); empty: the first
    std::size_t text_max = 0;  // more than 0: a line of text typed in (letters, digits, - and _), no choices
    std::vector<std::string> resets;  // fields that go back to their fallback when this one changes
};

// The value of each field, by field key: a choice key, or the text typed.
using FormValues = std::map<std::string, std::string>;

// A field's value, or "" when it has none (a seat the player count leaves out).
const std::string& value_of(const FormValues& v, const std::string& key);
// Copies the --opt values of `keys` that were given (the rules' options that are no field,
// SetupSpec::other_keys) into a game's options.
void copy_given(const FormValues& from, const std::vector<std::string>& keys, std::map<std::string, std::string>& into);

class OptionForm {
public:
    // The fields to show for the values chosen so far (a second player's rows only with two
    // players, a deck list for the set chosen). Called again after every change.
    using Builder = std::function<std::vector<FormField>(const FormValues&)>;
    // What Enter on the Start row is labelled, and a note beside it (e.g. the deck's size).
    OptionForm(Builder build, std::string start_label, std::function<std::string(const FormValues&)> start_note = {});

    // Presets fields from --opt values. Returns what is wrong, in our words, or "" when all were
    // taken; on a refusal nothing changes. `others`: keys the game takes that are no field.
    std::string preset(const FormValues& opts, const std::vector<std::string>& others = {});

    enum class Result { Handled, Ignored, Start, Back };
    Result on_key(int key);
    void draw(Canvas& c, Rect area, const Theme& theme) const;
    std::vector<KeyHint> key_hints() const;

    const FormValues& values() const { return values_; }
    const std::string& value(const std::string& key) const;
    const std::vector<FormField>& fields() const { return fields_; }
    // Sets a field as a key press would (locked or unknown values are not taken); true if taken.
    bool set(const std::string& key, const std::string& value);
    // The field under the cursor, by key; "" on the Start row.
    const std::string& cursor() const { return cursor_; }
    void move_to(const std::string& key) { cursor_ = key; }
    // Builds the fields again (the world changed: a deck saved in the editor).
    void refresh() { settle({}); }
    // Why the values chosen cannot start a game, in the player's words; "" when they can. The
    // Start row says it instead of offering Enter.
    void set_blocked(std::function<std::string(const FormValues&)> why) { blocked_ = std::move(why); }
    std::string blocked() const { return blocked_ ? blocked_(values_) : ""; }

private:
    void settle(const FormValues& fixed);
    int cursor_index() const;  // fields_.size() for the Start row
    const FormField* field(const std::string& key) const;
    void change(const FormField& f, int d);
    std::vector<std::string> explanation(int width, int room) const;

    Builder build_;
    std::string start_label_;
    std::function<std::string(const FormValues&)> start_note_;
    std::function<std::string(const FormValues&)> blocked_;
    std::vector<FormField> fields_;
    FormValues values_;
    std::set<std::string> chosen_;  // fields the player or --opt set: they no longer follow a default
    std::string cursor_;
};

// What a game's set-up screen is made of; the screen itself is the same for every game.
struct SetupSpec {
    std::string title;        // "New ARC duel"
    std::string start_label;  // "Start the duel"
    OptionForm::Builder fields;
    std::function<std::string(const FormValues&)> start_note;
    // Starts the game with the values chosen; sets `status` (shown under the form) on a refusal,
    // or throws: the exception's text is shown there.
    std::function<Transition(const FormValues&, std::string& status)> start;
    std::vector<std::string> help;
    std::string first_field;             // where the cursor starts; "" the first field
    std::function<void()> on_resume;     // the world may have changed (decks saved)
    std::vector<std::string> other_keys;  // --opt keys the game takes that are no field (max_turns)
    // Makes the game from the values without starting it, to refuse --opt values only the rules
    // can judge (max_turns=abc) before the terminal opens. Throws OptionError.
    std::function<void(const FormValues&)> dry_run;
    // Why these values cannot start a game (no seat for a person, a deck of the wrong size), in
    // the player's words; "" when they can. The Start row says it, and --opt values that lead to
    // it are refused before the terminal opens.
    std::function<std::string(const FormValues&)> blocked;
};

// The set-up screen with the --opt values preset. Throws OptionError, in our words, when one is
// not offered: call it before the terminal opens.
std::unique_ptr<Screen> make_setup_screen(SetupSpec spec, const FormValues& opts);
// The check alone, for a game menu that opens the set-up screen later. Throws OptionError.
void check_setup_options(const SetupSpec& spec, const FormValues& opts);

}  // namespace olympus::tui
