// The one way to parse JSON that came from outside the program (saves, --load files, data files
// from --data-dir, network frames): its size and nesting are checked before the parser sees it.
// The parser itself copes with any depth, but copying, comparing or dumping the tree (and a
// game's reader) recurse once per level: a save nested 100,000 deep overflowed the stack.
#pragma once
#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace olympus {

struct JsonLimits {
    std::size_t max_bytes = std::size_t{16} << 20;
    int max_depth = 256;  // our deepest file is a dozen levels; this leaves room for growth
};

// The message names the input (`what`) and the problem in our words.
struct UntrustedJsonError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The depth of the deepest array or object in text (brackets inside strings do not count);
// stops counting once past `stop_at`, so a hostile text costs one pass at most.
int json_nesting_depth(std::string_view text, int stop_at);

// Parses text after checking it against the limits. Throws UntrustedJsonError
// "<what>: is nested more than 256 levels deep", "...: is larger than 16 MiB" or
// "...: is not valid JSON (damaged or truncated)".
nlohmann::json parse_untrusted(std::string_view text, const std::string& what, const JsonLimits& limits = {});

// How a size limit reads in a message: "16 MiB", "1000 bytes".
std::string size_words(std::size_t bytes);

}  // namespace olympus
