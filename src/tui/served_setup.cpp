#include "tui/served_setup.hpp"

#include <algorithm>

#include "core/engine.hpp"

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

}  // namespace olympus::tui
