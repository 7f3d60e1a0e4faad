// Save files: versioned JSON envelopes written atomically.
//   {"format": "olympus-save", "version": N, "game": "<id>", "state": {...}, "extra": {...}}
// ("extra" only where a program keeps more beside the game, e.g. a network host's seats).
// A file that is truncated, damaged, foreign or from a newer version is refused with a message
// naming the file and the problem, and is never overwritten or deleted by the loader.
#pragma once
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace olympus {

inline constexpr const char* kSaveFormat = "olympus-save";

struct SaveError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// $XDG_DATA_HOME/olympus, else $HOME/.local/share/olympus.
std::filesystem::path default_save_dir();

// Writes bytes to path through a temporary file in the same folder, fsync and rename, so a
// crash at any moment leaves either the old file or the new one. `before_rename` lets a test
// interrupt the write at the worst moment. Throws SaveError naming the file.
// `mode`: the new file's permissions (before the umask).
void write_file_atomic(const std::filesystem::path& path, const std::string& bytes,
                       const std::function<void()>& before_rename = {}, unsigned mode = 0644);

// Removes temporary files a killed write left in dir: only names write_file_atomic makes, at
// least a minute old, whose writer is no longer running. write_file_atomic calls it first.
void remove_stale_temp_files(const std::filesystem::path& dir);
// The same for the save folder and each game's folder in it (run at start).
void tidy_save_folders(const std::filesystem::path& save_dir);

struct SaveEnvelope {
    std::string game;
    int version = 0;
    nlohmann::json state;
    nlohmann::json extra = {};  // null when the file has none
};

// A save with an `extra` may hold secrets (a network host's seat tokens): only its owner may read it.
void write_save(const std::filesystem::path& path, const SaveEnvelope& save);
// Reads and checks the envelope; `game` and `max_version` are what the caller understands.
SaveEnvelope read_save(const std::filesystem::path& path, const std::string& game, int max_version);
// Reads only the envelope, for listing saves of any game. Throws SaveError.
SaveEnvelope peek_save(const std::filesystem::path& path);
// The same checks on bytes already read; `path` only names the file in messages.
SaveEnvelope parse_save(std::string_view text, const std::filesystem::path& path);
// read_save's checks of game and version on an envelope already parsed.
SaveEnvelope check_save(SaveEnvelope s, const std::filesystem::path& path, const std::string& game, int max_version);

struct SaveListing {
    std::filesystem::path path;
    std::string game;
    std::string name;    // file stem
    std::string problem; // empty when the file reads
};
// Every *.json under dir (not recursive), sorted by name; damaged files are listed with a problem.
std::vector<SaveListing> list_saves(const std::filesystem::path& dir);

// A name for a new save in `dir`: `wanted` when given, else `stem`, `stem-2`, ... (the first free).
std::string fresh_save_name(const std::filesystem::path& dir, const std::string& wanted, const std::string& stem);

// Reads a game's save and turns its state into the game's saved game with `from_json`; a state
// that does not read is a SaveError naming the file, like a damaged envelope.
template <class FromJson>
auto read_game_save(const std::filesystem::path& path, const std::string& game, int max_version, FromJson from_json)
    -> decltype(from_json(nlohmann::json())) {
    SaveEnvelope env = read_save(path, game, max_version);
    try {
        return from_json(env.state);
    } catch (const std::exception& e) {
        throw SaveError(path.string() + ": the game inside is damaged: " + e.what());
    }
}

}  // namespace olympus
