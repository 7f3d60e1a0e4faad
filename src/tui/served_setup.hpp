// A game's set-up as a game server hosts it: the fields of the game's own set-up form (one source:
// the builder `olympus play` uses) without those only a game at one keyboard has, such as who sits
// at each seat or which side you take (on a server people take seats themselves and the host names
// the computer's), and how the values chosen become the rules' options.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "tui/option_form.hpp"

namespace olympus {
struct AppContext;
struct GameOptions;
}  // namespace olympus

namespace olympus::tui {

struct ServedSetup {
    OptionForm::Builder fields;           // the local form's fields minus the local-only ones
    std::vector<std::string> other_keys;  // --opt keys the rules take that are no field (max_turns)
    // Play's other words for the fields (expansions=all, characters=A,B) as the fields' values,
    // as `olympus play` reads them; throws OptionError. Empty: none.
    std::function<FormValues(const FormValues&)> words;
    // The rules' options (GameOptions::values) from the form's settled values, and the values
    // given (in the fields' words): a default the rules draw by the seed (ARC's decks) is left to
    // them unless given, so a seeded game is the one `olympus play --script` makes.
    std::function<std::map<std::string, std::string>(const FormValues& settled, const FormValues& given)> options;
};

// The local form's builder without the fields named in `local_only`.
OptionForm::Builder without_fields(OptionForm::Builder local, std::vector<std::string> local_only);

// The --opt values a server is given (the same keys and values `olympus play` takes), checked
// against the served form and refused in play's words, then settled: every field's value,
// defaults included, as the rules' options, plus the other keys given. Throws OptionError.
std::map<std::string, std::string> settle_served(const ServedSetup& setup, const FormValues& given);

// The served set-up of a game whose play words and rules' options come from the form's values
// alone (no deck list, no campaign): the local form without `local_only`, play's words read by
// its own `form_options`, the options made by its own `game_options`.
ServedSetup served_from_values(OptionForm::Builder local, std::vector<std::string> local_only, std::vector<std::string> other_keys,
                               FormValues (*form_options)(const AppContext&),
                               GameOptions (*game_options)(const AppContext&, const FormValues&, std::uint64_t));

}  // namespace olympus::tui
