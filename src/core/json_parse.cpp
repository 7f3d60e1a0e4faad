#include "core/json_parse.hpp"

namespace olympus {

int json_nesting_depth(std::string_view text, int stop_at) {
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (char ch : text) {
        if (in_string) {
            if (escaped) escaped = false;
            else if (ch == '\\') escaped = true;
            else if (ch == '"') in_string = false;
            continue;
        }
        switch (ch) {
            case '"': in_string = true; break;
            case '[': case '{':
                if (++depth > deepest) deepest = depth;
                if (deepest > stop_at) return deepest;
                break;
            // Unbalanced closers make the text invalid; the parser says so, the count need not.
            case ']': case '}': if (depth > 0) --depth; break;
            default: break;
        }
    }
    return deepest;
}

std::string size_words(std::size_t bytes) {
    if (bytes >= (std::size_t{1} << 20) && bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= 1024 && bytes % 1024 == 0) return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " bytes";
}

nlohmann::json parse_untrusted(std::string_view text, const std::string& what, const JsonLimits& limits) {
    if (text.size() > limits.max_bytes) throw UntrustedJsonError(what + ": is larger than " + size_words(limits.max_bytes));
    if (json_nesting_depth(text, limits.max_depth) > limits.max_depth)
        throw UntrustedJsonError(what + ": is nested more than " + std::to_string(limits.max_depth) + " levels deep");
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) throw UntrustedJsonError(what + ": is not valid JSON (damaged or truncated)");
    return j;
}

}  // namespace olympus
