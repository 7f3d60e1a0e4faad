// The network play wire format: length-prefixed frames, each a JSON object with a "type".
// A frame is a 4-byte big-endian payload length, then that many bytes of UTF-8 JSON. The decoder
// refuses a frame longer than its limit before reading it, so a peer can never make it hold more
// than limit + 4 bytes; nothing here throws past its API.
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/level.hpp"

namespace olympus::net {

// What a client may send in one frame; the host's answers (views) may be larger.
inline constexpr std::size_t kMaxClientFrame = 4096;
inline constexpr std::size_t kMaxHostFrame = 1u << 20;
inline constexpr std::size_t kMaxText = 400;  // chat lines, action texts, names, tokens

// A player's name as others see it in lines like "NAME (seat 0): hello" or "NAME joins": 1 to
// kMaxNameChars printable characters (UTF-8; no control, C1 or bidi character), none of them ':'
// (a name could otherwise pose as a chat line's speaker) and no spaces at either end.
inline constexpr std::size_t kMaxNameChars = 24;
bool valid_player_name(std::string_view name);
inline constexpr const char* kPlayerNameRule = "1 to 24 printable characters, no ':', no spaces at either end";

// Encodes one message as a frame; throws std::length_error when the payload exceeds `limit`.
std::string encode_frame(const nlohmann::json& msg, std::size_t limit = kMaxHostFrame);

// Collects bytes and cuts them into frames.
class FrameDecoder {
public:
    explicit FrameDecoder(std::size_t limit) : limit_(limit) {}
    // Adds received bytes; returns false (and stays failed) once the stream is bad.
    bool feed(std::string_view bytes);
    // The next whole frame's payload parsed as a JSON object, if one is complete.
    std::optional<nlohmann::json> next();
    bool failed() const { return !error_.empty(); }
    const std::string& error() const { return error_; }

private:
    bool check_header();
    std::size_t limit_;
    std::string buf_;
    std::string error_;
};

// The messages a client sends, checked field by field.
struct Hello {
    std::string name;
    std::optional<int> seat;   // the seat asked for; none: the first free one
    std::string token;         // to take back a seat after a drop
    bool watch = false;        // a spectator
    std::string game;          // on a game server (`olympus serve`): the name of the game to sit at
};
struct Act { std::string action; };
struct Say { std::string text; };
struct Query {};               // what game is this and which seats are open; then the host hangs up
struct Bye {};
struct Ping {};                // "still here": a spectator silent too long is dropped
// Game server only (`olympus serve`): the games it holds, as the asker may see them; then it hangs up.
struct List {};
// Game server only: a new game of `game` (an id) called `name`, set up from `options`; then it hangs up.
struct Create {
    std::string game;
    std::string name;
    std::map<std::string, std::string> options;
    std::vector<int> computer;  // seats the computer plays
    std::optional<Level> level;  // the level it plays at; nullopt: the game's own choice
};
// Game server only: the server-wide records table; then it hangs up.
struct RecordsAsk {};
// Game server only: the replay of the game called `game` as the asker may see it (their own
// seat's views, or the public view when they have no seat); then it hangs up.
struct ReplayAsk {
    std::string game;
};
// Game server only: the asker gives up their place at the game called `game` for good
// (GameStore::give_up); answered with given_up {text} or error {text}, then it hangs up.
struct GiveUp {
    std::string game;
};
using ClientMessage = std::variant<Hello, Act, Say, Query, Bye, Ping, List, Create, RecordsAsk, ReplayAsk, GiveUp>;

// Checks a decoded frame from a client; on failure returns nullopt and says why in `why`.
std::optional<ClientMessage> parse_client_message(const nlohmann::json& j, std::string& why);
// A computer seat's level as a create message and a served game's save both hold it: a level's
// word, read and refused in one place. Sets `why` (in words) and returns nullopt on anything else.
std::optional<Level> read_level(const nlohmann::json& j, std::string& why);
nlohmann::json to_json(const ClientMessage& m);

}  // namespace olympus::net
