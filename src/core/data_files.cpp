#include "core/data_files.hpp"

#include <algorithm>

#include "core/input_file.hpp"
#include "core/json_parse.hpp"

namespace olympus::data {

namespace fs = std::filesystem;

namespace {
fs::path& override_path() {
    static fs::path p;  // set once from the command line, before any game starts
    return p;
}
const detail::EmbeddedFile* find_embedded(std::string_view path) {
    for (const auto* f = detail::kFiles; f->path; ++f)
        if (path == f->path) return f;
    return nullptr;
}
}  // namespace

void set_override_dir(const fs::path& dir) { override_path() = dir; }
const fs::path& override_dir() { return override_path(); }

bool exists(std::string_view relative_path) {
    if (!override_path().empty()) return fs::is_regular_file(override_path() / relative_path);
    return find_embedded(relative_path) != nullptr;
}

std::string read(std::string_view relative_path) {
    if (!override_path().empty()) {
        fs::path p = override_path() / relative_path;
        std::error_code ec;
        if (!fs::exists(p, ec)) throw DataError(p.string() + ": data file not found");
        try {
            return read_input_file(p);
        } catch (const InputFileError& e) {
            throw DataError(e.what());
        }
    }
    if (const auto* f = find_embedded(relative_path)) return std::string(f->bytes, f->size);
    throw DataError("data/" + std::string(relative_path) + ": data file not found");
}

nlohmann::json read_json(std::string_view relative_path) {
    std::string text = read(relative_path);
    try {
        return parse_untrusted(text, "data/" + std::string(relative_path));
    } catch (const UntrustedJsonError& e) {
        throw DataError(e.what());
    }
}

std::vector<std::string> list(std::string_view folder) {
    std::vector<std::string> out;
    std::string prefix(folder);
    if (!prefix.empty() && prefix.back() != '/') prefix += '/';
    if (!override_path().empty()) {
        std::error_code ec;
        fs::path root = override_path() / folder;
        if (fs::is_directory(root, ec))
            for (const auto& e : fs::recursive_directory_iterator(root, ec))
                if (e.is_regular_file()) out.push_back(prefix + fs::relative(e.path(), root).generic_string());
    } else {
        for (const auto* f = detail::kFiles; f->path; ++f)
            if (std::string_view(f->path).starts_with(prefix)) out.emplace_back(f->path);
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace olympus::data
