// A game's own menu: its saved games to continue, then its entries (New game, How to play, ...)
// and Back. Each game fills in what differs; the listing, the errors and the keys are shared.
#pragma once
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tui/screen.hpp"

namespace olympus::tui {

struct GameMenuSpec {
    std::string title;        // the screen's name
    std::string frame_title;  // the frame's, when longer
    std::string tagline;      // one line under the frame's top
    int label_width = 28;
    // When set, every saved game's row reads this ("Continue game"), told apart by its detail
    // (who plays, the turn, when), never by its file's name; else "Continue " and the name.
    std::string continue_label;
    std::filesystem::path folder;  // the game's saves
    // One line about a save (throws for one that does not read: its row says why, dimmed, and
    // cannot be chosen), and the screen that plays it (throws SaveError and the like: the menu
    // shows the message).
    std::function<std::string(const std::filesystem::path&)> describe;
    std::function<std::unique_ptr<Screen>(const std::filesystem::path&)> open;
    struct Entry {
        std::string label, detail;
        std::function<std::unique_ptr<Screen>()> open;
    };
    std::vector<Entry> entries;  // after the saves; Back comes last by itself
    std::vector<std::string> help;
};

std::unique_ptr<Screen> make_game_menu(GameMenuSpec spec);

}  // namespace olympus::tui
