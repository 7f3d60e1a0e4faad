#include "core/printable.hpp"

#include <cstdint>
#include <cstdio>

namespace olympus {

namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// The code point starting at s[i] and its length in bytes; kInvalid (length 1) for a byte that
// does not start a well-formed sequence (overlong forms, surrogates and values past U+10FFFF
// included, so nothing can hide a control in a longer form).
char32_t decode(std::string_view s, std::size_t i, std::size_t& len) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    len = 1;
    const unsigned char c = b(0);
    if (c < 0x80) return c;
    std::size_t n;
    char32_t cp;
    char32_t min;
    if ((c & 0xE0) == 0xC0) n = 2, cp = c & 0x1F, min = 0x80;
    else if ((c & 0xF0) == 0xE0) n = 3, cp = c & 0x0F, min = 0x800;
    else if ((c & 0xF8) == 0xF0) n = 4, cp = c & 0x07, min = 0x10000;
    else return kInvalid;
    if (i + n > s.size()) return kInvalid;
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(k) & 0xC0) != 0x80) return kInvalid;
        cp = (cp << 6) | (b(k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return kInvalid;
    len = n;
    return cp;
}

bool is_bidi_or_separator(char32_t cp) {
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029;
}

bool needs_escape(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || is_bidi_or_separator(cp); }

// The escape shown instead of a code point that needs one.
std::string escape_for(char32_t cp) {
    char buf[16];
    if (cp < 0x20 || cp == 0x7F) {
        std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(cp));
        return buf;
    }
    std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
    return buf;
}

}  // namespace

std::string printable(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        std::size_t len = 1;
        const char32_t cp = decode(s, i, len);
        if (cp == kInvalid) {
            out += "\xEF\xBF\xBD";  // U+FFFD
        } else if (needs_escape(cp)) {
            out += escape_for(cp);
        } else {
            out.append(s.substr(i, len));
        }
        i += len;
    }
    return out;
}

bool is_printable(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        std::size_t len = 1;
        const char32_t cp = decode(s, i, len);
        if (cp == kInvalid || needs_escape(cp)) return false;
        i += len;
    }
    return true;
}

nlohmann::json printable_json(const nlohmann::json& j) {
    if (j.is_string()) return printable(j.get_ref<const std::string&>());
    if (j.is_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& x : j) out.push_back(printable_json(x));
        return out;
    }
    if (j.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (auto it = j.begin(); it != j.end(); ++it) out[printable(it.key())] = printable_json(it.value());
        return out;
    }
    return j;
}

std::string printable_lines(std::string_view utf8) {
    std::string out;
    for (;;) {
        const auto nl = utf8.find('\n');
        out += printable(utf8.substr(0, nl));
        if (nl == std::string_view::npos) return out;
        out += '\n';
        utf8.remove_prefix(nl + 1);
    }
}

}  // namespace olympus
