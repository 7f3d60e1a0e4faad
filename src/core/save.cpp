#include "core/save.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "core/input_file.hpp"
#include "core/json_parse.hpp"
#include "core/json_read.hpp"

namespace olympus {

namespace fs = std::filesystem;

fs::path default_save_dir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "olympus";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local/share/olympus";
    return fs::path(".olympus");
}

namespace {
[[noreturn]] void fail(const fs::path& path, const std::string& what) {
    throw SaveError(path.string() + ": " + what);
}
std::string errno_text() { return std::strerror(errno); }

void fsync_dir(const fs::path& dir) {
    int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// The writer's pid when `name` is exactly a temporary file write_file_atomic makes
// (".NAME.json.tmpPID" or ".NAME.txt.tmpPID"), else 0.
long temp_file_writer(const std::string& name) {
    const auto tmp = name.rfind(".tmp");
    if (name.size() < 2 || name[0] != '.' || name[1] == '.' || tmp == std::string::npos) return 0;
    const std::string target = name.substr(1, tmp - 1);
    if (!(target.ends_with(".json") && target.size() > 5) && !(target.ends_with(".txt") && target.size() > 4)) return 0;
    const std::string digits = name.substr(tmp + 4);
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) return 0;
    return std::stol(digits);
}
}  // namespace

void remove_stale_temp_files(const fs::path& dir) try {
    std::error_code ec;
    const auto now = fs::file_time_type::clock::now();
    for (const auto& e : fs::directory_iterator(dir.empty() ? fs::path(".") : dir, ec)) {
        const long pid = temp_file_writer(e.path().filename().string());
        if (pid <= 0 || !e.is_regular_file(ec)) continue;
        // A live writer renames its file within moments; one a minute old whose writer is gone
        // was left by a kill. (A pid reused since keeps the file until that process ends.)
        const auto mtime = e.last_write_time(ec);
        if (ec || now - mtime < std::chrono::minutes(1)) continue;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
        fs::remove(e.path(), ec);
    }
} catch (const fs::filesystem_error&) {
    // Tidying is best effort: a folder that cannot be listed must not stop the save itself.
}

void tidy_save_folders(const fs::path& save_dir) try {
    std::error_code ec;
    if (!fs::is_directory(save_dir, ec)) return;
    remove_stale_temp_files(save_dir);
    for (const auto& e : fs::directory_iterator(save_dir, ec))
        if (e.is_directory(ec) && !e.is_symlink(ec)) {
            remove_stale_temp_files(e.path());
            if (e.path().filename() == "net") remove_stale_temp_files(e.path() / "joined");
        }
} catch (const fs::filesystem_error&) {
    // Best effort, as above.
}

void write_file_atomic(const fs::path& path, const std::string& bytes, const std::function<void()>& before_rename, unsigned mode) {
    fs::path dir = path.parent_path();
    std::error_code ec;
    if (!dir.empty()) {
        fs::create_directories(dir, ec);
        if (ec) fail(path, "cannot create folder " + dir.string() + ": " + ec.message());
    }
    remove_stale_temp_files(dir);
    fs::path tmp = dir / ("." + path.filename().string() + ".tmp" + std::to_string(::getpid()));
    // A new file every time, so it takes `mode` (a token's 0600) and never a leftover's mode or owner.
    ::unlink(tmp.c_str());
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, static_cast<mode_t>(mode));
    if (fd < 0) fail(path, "cannot write: " + errno_text());
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            std::string why = errno_text();
            ::close(fd);
            ::unlink(tmp.c_str());
            fail(path, "cannot write: " + why);
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        std::string why = errno_text();
        ::unlink(tmp.c_str());
        fail(path, "cannot write: " + why);
    }
    try {
        if (before_rename) before_rename();
    } catch (...) {
        ::unlink(tmp.c_str());
        throw;
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        std::string why = errno_text();
        ::unlink(tmp.c_str());
        fail(path, "cannot replace: " + why);
    }
    fsync_dir(dir);
}

void write_save(const fs::path& path, const SaveEnvelope& save) {
    nlohmann::json j = {{"format", kSaveFormat}, {"version", save.version}, {"game", save.game}, {"state", save.state}};
    if (!save.extra.is_null()) j["extra"] = save.extra;
    write_file_atomic(path, j.dump(1) + "\n", {}, save.extra.is_null() ? 0644 : 0600);
}

SaveEnvelope parse_save(std::string_view text, const fs::path& path) {
    if (text.empty()) fail(path, "is empty");
    nlohmann::json j;
    try {
        j = parse_untrusted(text, path.string());
    } catch (const UntrustedJsonError& e) {
        throw SaveError(e.what());
    }
    if (!j.is_object() || !j.contains("format") || j["format"] != kSaveFormat)
        fail(path, "is not an Olympus save file");
    if (!j.contains("version") || !j["version"].is_number_integer()) fail(path, "has no version number");
    // Read wide and range-checked: 4294967297 must not pass as 1 by wrapping into an int.
    const auto& v = j["version"];
    if (v.is_number_unsigned() ? v.get<std::uint64_t>() > INT_MAX : (v.get<std::int64_t>() < 1 || v.get<std::int64_t>() > INT_MAX))
        fail(path, "has an invalid version number");
    if (!j.contains("game") || !j["game"].is_string()) fail(path, "does not say which game it holds");
    if (!j.contains("state") || !j["state"].is_object()) fail(path, "has no game state");
    if (auto k = json_read::unknown_key(j, {"format", "version", "game", "state", "extra"}))
        fail(path, "has a field no Olympus save has: '" + *k + "'");
    return {j["game"].get<std::string>(), j["version"].get<int>(), std::move(j["state"]), j.value("extra", nlohmann::json())};
}

SaveEnvelope peek_save(const fs::path& path) {
    std::string text;
    try {
        text = read_input_file(path);
    } catch (const InputFileError& e) {
        throw SaveError(e.what());
    }
    return parse_save(text, path);
}

SaveEnvelope check_save(SaveEnvelope s, const fs::path& path, const std::string& game, int max_version) {
    if (s.game != game) fail(path, "holds a game of " + s.game + ", not " + game);
    if (s.version > max_version)
        fail(path, "was written by a newer Olympus (save version " + std::to_string(s.version) +
                       ", this one reads up to " + std::to_string(max_version) + ")");
    if (s.version < 1) fail(path, "has an invalid version number");
    return s;
}

SaveEnvelope read_save(const fs::path& path, const std::string& game, int max_version) {
    return check_save(peek_save(path), path, game, max_version);
}

std::vector<SaveListing> list_saves(const fs::path& dir) {
    std::vector<SaveListing> out;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return out;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const fs::path& p = e.path();
        if (p.extension() != ".json" || p.filename().string().starts_with(".")) continue;
        SaveListing l{p, "", p.stem().string(), ""};
        try {
            l.game = peek_save(p).game;
        } catch (const SaveError& err) {
            l.problem = err.what();
        }
        out.push_back(std::move(l));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
    return out;
}

std::string fresh_save_name(const std::filesystem::path& dir, const std::string& wanted, const std::string& stem) {
    if (!wanted.empty()) return wanted;
    std::string name = stem;
    for (int i = 2; std::filesystem::exists(dir / (name + ".json")); ++i) name = stem + "-" + std::to_string(i);
    return name;
}

}  // namespace olympus
