// How a host tells the players who sat down: the seat called as the table calls it ("P2", "Zeus"),
// never by a number of the protocol's. One sentence for the host and the server alike.
#pragma once
#include <string>

namespace olympus::net {

inline std::string sits_down_line(const std::string& who, const std::string& seat, bool back) {
    return who + (back ? " is back as " : " sits down as ") + seat + ".";
}

// "bob left the table as Zeus; they may come back." `then` is what follows for the seat, if anything.
inline std::string left_line(const std::string& who, const std::string& seat, const std::string& then) {
    return who + " left the table as " + seat + (then.empty() ? "." : "; " + then + ".");
}

}  // namespace olympus::net
