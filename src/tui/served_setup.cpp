#include "tui/served_setup.hpp"

#include <algorithm>

#include "core/engine.hpp"
#include "tui/game_entry.hpp"

namespace olympus::tui {

OptionForm::Builder without_fields(OptionForm::Builder local, std::vector<std::string> local_only) {
    return [local = std::move(local), local_only = std::move(local_only)](const FormValues& v) {
        std::vector<FormField> f = local(v);
        std::erase_if(f, [&](const FormField& x) { return std::find(local_only.begin(), local_only.end(), x.key) != local_only.end(); });
        return f;
    };
}

std::map<std::string, std::string> settle_served(const ServedSetup& setup, const FormValues& given) {
    OptionForm form(setup.fields, "");
    const FormValues read = setup.words ? setup.words(given) : given;
    if (std::string why = form.preset(read, setup.other_keys); !why.empty()) throw OptionError(why);
    std::map<std::string, std::string> out = setup.options(form.values(), read);
    copy_given(given, setup.other_keys, out);
    return out;
}

ServedSetup served_from_values(OptionForm::Builder local, std::vector<std::string> local_only, std::vector<std::string> other_keys,
                               FormValues (*form_options)(const AppContext&),
                               GameOptions (*game_options)(const AppContext&, const FormValues&, std::uint64_t)) {
    ServedSetup s;
    s.fields = without_fields(std::move(local), std::move(local_only));
    s.other_keys = std::move(other_keys);
    s.words = [form_options](const FormValues& given) {
        AppContext c;
        c.options = given;
        return form_options(c);
    };
    s.options = [game_options](const FormValues& v, const FormValues&) { return game_options(AppContext{}, v, 0).values; };
    return s;
}

}  // namespace olympus::tui
