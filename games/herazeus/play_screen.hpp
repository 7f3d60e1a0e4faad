// Playing Hera & Zeus at the terminal, against the computer or hot-seat: the shared local table
// (tui/local_table) with the seat board a network game uses. Saved at every turn start, on
// leaving and on hangup.
#pragma once
#include <array>
#include <filesystem>
#include <memory>
#include <optional>

#include "core/save_lock.hpp"
#include "herazeus/players.hpp"
#include "tui/screen.hpp"

namespace olympus::herazeus {

inline constexpr const char* kGameId = "herazeus";
inline constexpr int kSaveVersion = 1;

// Who sits in each seat: a person, or the computer at a level.
struct Seats {
    std::array<std::optional<Level>, 2> computer;  // nullopt: a person
    bool hot_seat() const { return !computer[0] && !computer[1]; }
};

struct SavedGame {
    State state;
    Seats seats;
};
nlohmann::json saved_to_json(const SavedGame& g);
SavedGame saved_from_json(const nlohmann::json& j);  // throws std::runtime_error
std::string describe_saved(const SavedGame& g);
// "Hera", "Zeus (strong)"
std::string seat_name(const Seats& seats, int seat);


std::unique_ptr<tui::Screen> make_play_screen(std::filesystem::path save, SavedGame game, SaveLock lock,
                                              std::uint64_t ai_seed, int hint_iterations = 0);

}  // namespace olympus::herazeus
