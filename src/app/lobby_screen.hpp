// "Play with others" in the arcade: the games open on this machine's game server (`olympus
// serve`), a seat or a spectator's place with Enter, and a new game through a set-up form. With
// no server, it says so and lists the games hosted here with `olympus host` instead.
#pragma once
#include <filesystem>
#include <memory>

#include "tui/game_entry.hpp"

namespace olympus::app {

std::unique_ptr<tui::Screen> make_lobby_screen(const AppContext& ctx, std::filesystem::path server_socket);

}  // namespace olympus::app
