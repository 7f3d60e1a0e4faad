#include "app/cli.hpp"
namespace olympus::app {
int run_cli(int, char**) { return 0; }
}  // namespace olympus::app
