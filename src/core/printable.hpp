// Text from another process (a host, a client, a socket's name) made safe to show: what reaches
// a terminal must never be read by it as a command (a colour, a cleared screen, a window title)
// nor turn the rest of a line around. One sanitizer for every such boundary.
#pragma once
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace olympus {

// Keeps printable UTF-8 as it is. Shows C0 controls and DEL as \xNN, C1 controls (U+0080 to
// U+009F), the bidi controls (U+200E, U+200F, U+061C, U+202A to U+202E, U+2066 to U+2069) and the
// line and paragraph separators (U+2028, U+2029) as \uNNNN, and replaces each byte that is not
// part of valid UTF-8 with U+FFFD.
std::string printable(std::string_view utf8);

// printable() line by line, keeping the line breaks: for our own messages of several lines that
// may quote a file's name or content.
std::string printable_lines(std::string_view utf8);

// True when printable() would leave the text as it is.
bool is_printable(std::string_view utf8);

// A copy of a JSON value with printable() applied to every string in it, keys included.
nlohmann::json printable_json(const nlohmann::json& j);

}  // namespace olympus
