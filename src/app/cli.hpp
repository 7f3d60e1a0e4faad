#pragma once
#include <memory>

#include "tui/screen.hpp"
#include "tui/terminal.hpp"

namespace olympus::app {
// Runs screens on the terminal until they end; refuses (exit 2) without a terminal.
int run_terminal(std::unique_ptr<tui::Screen> root, const tui::TerminalOptions& topts);
// Parses the command line and runs the chosen command; returns the process exit status.
int run_cli(int argc, char** argv);
}  // namespace olympus::app
