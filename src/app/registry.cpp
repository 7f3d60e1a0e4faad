#include "app/registry.hpp"

#include "arc/entry.hpp"
#include "cgs/entry.hpp"
#include "herazeus/entry.hpp"
#include "microhero/entry.hpp"

namespace olympus::app {

const std::vector<GameEntry>& games() {
    static const std::vector<GameEntry> all = [] {
        std::vector<GameEntry> v;
        // One line per game:
        v.push_back(microhero::make_entry());
        v.push_back(herazeus::make_entry());
        v.push_back(arc::make_entry());
        v.push_back(cgs::make_entry());
        return v;
    }();
    return all;
}

const GameEntry* find_game(std::string_view id) {
    for (const auto& g : games())
        if (g.id == id) return &g;
    return nullptr;
}

}  // namespace olympus::app
