// The start screens of a game played from one save file per game (ARC, CGS, Hera & Zeus): its
// menu of saves, a new game begun in a fresh save, a save resumed. Each game says how its saves
// read and which play screen opens them; the flow around them is the same, so it is here once.
#pragma once
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/save.hpp"
#include "core/save_lock.hpp"
#include "tui/game_entry.hpp"
#include "tui/game_menu.hpp"
#include "tui/new_save.hpp"
#include "tui/screen.hpp"
#include "tui/script_entry.hpp"
#include "tui/widgets.hpp"

namespace olympus::tui {

template <class Saved>
struct TableStart {
    std::string game_id;  // the save folder's name under --save-dir
    std::string stem;     // a new save's name: "game", "game-2", ...
    int save_version;     // the newest save format the game reads
    std::function<Saved(const nlohmann::json&)> from_json;  // throws on a save that does not read
    std::function<std::string(const Saved&)> describe;      // a save's line in the menu
    // The game's play screen (the last argument: the hint's search budget, 0 for the game's own).
    std::function<std::unique_ptr<Screen>(std::filesystem::path, Saved, SaveLock, std::uint64_t seed, int)> play;
    std::vector<std::string> help;  // how to play

    std::filesystem::path folder(const AppContext& ctx) const { return ctx.save_dir / game_id; }
    Saved read(const std::filesystem::path& save) const { return read_game_save(save, game_id, save_version, from_json); }

    // The new game `g` in a fresh save, on its play screen; or the set-up screen stays, with
    // `status` saying why (a save of that name exists).
    Transition start(const AppContext& ctx, Saved g, std::uint64_t seed, std::string& status) const {
        auto save = claim_new_save(folder(ctx), ctx.campaign, stem, status);
        if (!save) return Transition::stay();
        auto [path, lock] = std::move(*save);
        return Transition::replace(play(path, std::move(g), std::move(lock), seed ^ 0x5bd1e995u, 0));
    }

    std::unique_ptr<Screen> resume(const AppContext& ctx, const std::filesystem::path& save) const {
        SaveLock lock = SaveLock::acquire(save);
        Saved g = read(save);
        return play(save, std::move(g), std::move(lock), ctx.seed.value_or(fresh_seed()), 0);
    }

    // The game's menu: its saves, `new_game`, the game's `more` entries, then How to play. The
    // game sets the title and tagline.
    GameMenuSpec menu(const AppContext& ctx, GameMenuSpec::Entry new_game, std::vector<GameMenuSpec::Entry> more = {}) const {
        GameMenuSpec m;
        m.folder = folder(ctx);
        m.describe = [self = *this](const std::filesystem::path& p) { return self.describe(self.read(p)); };
        m.open = [self = *this, ctx](const std::filesystem::path& p) { return self.resume(ctx, p); };
        m.entries.push_back(std::move(new_game));
        for (auto& e : more) m.entries.push_back(std::move(e));
        m.entries.push_back({"How to play", "", [h = help] { return std::make_unique<TextScreen>("How to play", h); }});
        m.help = help;
        return m;
    }
};

}  // namespace olympus::tui
