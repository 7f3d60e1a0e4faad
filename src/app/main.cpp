#include "app/cli.hpp"

int main(int argc, char** argv) { return olympus::app::run_cli(argc, argv); }
