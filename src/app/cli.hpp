#pragma once
namespace olympus::app {
// Parses the command line and runs the chosen command; returns the process exit status.
int run_cli(int argc, char** argv);
}  // namespace olympus::app
