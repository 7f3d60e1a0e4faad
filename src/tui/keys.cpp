#include "tui/keys.hpp"

namespace olympus::tui::key {

std::string name(int k) {
    switch (k) {
        case Enter: return "Enter";
        case Escape: return "Esc";
        case Tab: return "Tab";
        case ' ': return "Space";
        case Up: return "Up";
        case Down: return "Down";
        case Left: return "Left";
        case Right: return "Right";
        case PageUp: return "PgUp";
        case PageDown: return "PgDn";
        case Home: return "Home";
        case End: return "End";
        case Backspace: return "Backspace";
        default: break;
    }
    if (k > 32 && k < 127) return std::string(1, static_cast<char>(k));
    return "key " + std::to_string(k);
}

}  // namespace olympus::tui::key
