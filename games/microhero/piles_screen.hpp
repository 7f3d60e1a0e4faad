// The open information of a Micro Hero campaign, page by page: each discard pile in its order,
// the Reserve with what every card gives and costs, the cards under Omphale, and the Trials in
// play with their texts (lingering Trials, Calm and Wrath's Health card, Hera's Revenge).
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "microhero/state.hpp"
#include "tui/screen.hpp"

namespace olympus::microhero {

struct PilesPage {
    std::string title;
    std::vector<std::string> lines;
};

// The pages, built from what any player may see (never the deck's order or upcoming Trials).
std::vector<PilesPage> piles_pages(const State& s);

std::unique_ptr<tui::Screen> make_piles_screen(const State& s);

}  // namespace olympus::microhero
