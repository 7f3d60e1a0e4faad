#include "tui/ask_first.hpp"

#include <memory>
#include <utility>

#include "tui/widgets.hpp"

namespace olympus::tui {

Transition ask_first(std::string question, std::function<void()> make) {
    return Transition::push(std::make_unique<ConfirmScreen>(std::move(question), [make = std::move(make)] {
        make();
        return Transition::pop();
    }));
}

Transition choose_in_menu(const std::function<void(bool)>& set_open, const std::function<Transition()>& choose) {
    set_open(false);
    Transition t = choose();
    if (t.kind != Transition::Kind::Push) return t;
    if (auto* question = dynamic_cast<ConfirmScreen*>(t.next.get())) {
        set_open(true);
        question->first_on_yes([set_open] { set_open(false); });
    }
    return t;
}

}  // namespace olympus::tui
