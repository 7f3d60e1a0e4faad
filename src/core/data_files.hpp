// The game data (card lists, decks, trials, tiles): compiled into the binary from data/, or read
// from a folder chosen with --data-dir. Paths are relative to data/, e.g. "microhero/trials.json".
#pragma once
#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace olympus::data {

struct DataError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Reads from this folder instead of the embedded copy; an empty path restores the embedded copy.
void set_override_dir(const std::filesystem::path& dir);
const std::filesystem::path& override_dir();

// The file's bytes; throws DataError naming the file when it does not exist.
std::string read(std::string_view relative_path);
// The file parsed as JSON; throws DataError naming the file and the parse error.
nlohmann::json read_json(std::string_view relative_path);
bool exists(std::string_view relative_path);
// Files under a folder (relative path prefix), sorted.
std::vector<std::string> list(std::string_view folder);

namespace detail {
struct EmbeddedFile {
    const char* path;
    const char* bytes;
    std::size_t size;
};
extern const EmbeddedFile kFiles[];
}  // namespace detail

}  // namespace olympus::data
