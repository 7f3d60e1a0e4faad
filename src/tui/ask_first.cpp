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

}  // namespace olympus::tui
