// The new-game flow every set-up screen ends with: a fresh save file in the game's folder, named
// by --campaign or else "game", "game-2", ..., and locked for this copy of Olympus.
#pragma once
#include <filesystem>
#include <optional>
#include <string>

#include "core/save.hpp"
#include "core/save_lock.hpp"

namespace olympus::tui {

struct NewSave {
    std::filesystem::path path;
    SaveLock lock;
};

// The save to start a game in, or nothing with `status` saying why (a save of that name exists:
// it is continued from the menu, never overwritten). Throws when the lock cannot be taken.
inline std::optional<NewSave> claim_new_save(const std::filesystem::path& folder, const std::string& campaign,
                                             const std::string& stem, std::string& status) {
    std::filesystem::path path = folder / (fresh_save_name(folder, campaign, stem) + ".json");
    if (std::filesystem::exists(path)) {
        status = "A saved " + stem + " named " + path.stem().string() + " exists: continue it from the menu.";
        return std::nullopt;
    }
    SaveLock lock = SaveLock::acquire(path);
    return NewSave{path, std::move(lock)};
}

}  // namespace olympus::tui
