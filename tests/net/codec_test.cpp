// The frame codec and the client message checks: a round trip, and every malformed frame refused
// without a throw and without holding more than the limit.
#include <doctest/doctest.h>

#include "net/codec.hpp"

using namespace olympus::net;
using json = nlohmann::json;

namespace {
std::string header(std::uint32_t n) {
    return {static_cast<char>(n >> 24), static_cast<char>((n >> 16) & 0xff), static_cast<char>((n >> 8) & 0xff),
            static_cast<char>(n & 0xff)};
}
std::string why_refused(const json& j) {
    std::string why;
    CHECK_FALSE(parse_client_message(j, why));
    return why;
}
}  // namespace

TEST_CASE("every client message survives encode, split delivery and decode") {
    std::vector<ClientMessage> msgs = {Hello{"ann", 1, "abc", false, ""}, Hello{"", std::nullopt, "", true, "evening"},
                                       Act{"play medusa col1 pos1"}, Say{"hello, Zeus"}, Query{}, Bye{}, Ping{}, List{},
                                       Create{"herazeus", "evening", {{"first", "zeus"}}, {1}, olympus::Level::Casual}, RecordsAsk{}, ReplayAsk{"evening"},
                                       GiveUp{"evening"}};
    std::string wire;
    for (const auto& m : msgs) wire += encode_frame(to_json(m), kMaxClientFrame);
    FrameDecoder d(kMaxClientFrame);
    std::vector<json> got;
    for (char c : wire) {  // one byte at a time: frames cut anywhere still decode
        REQUIRE(d.feed(std::string_view(&c, 1)));
        while (auto j = d.next()) got.push_back(*j);
    }
    REQUIRE(got.size() == msgs.size());
    for (std::size_t i = 0; i < msgs.size(); ++i) {
        std::string why;
        auto back = parse_client_message(got[i], why);
        REQUIRE_MESSAGE(back, why);
        CHECK(to_json(*back) == to_json(msgs[i]));
    }
}

TEST_CASE("an oversized frame is refused from its header alone") {
    FrameDecoder d(100);
    CHECK_FALSE(d.feed(header(101)));
    CHECK(d.failed());
    CHECK(d.error().find("over the limit") != std::string::npos);
    CHECK_FALSE(d.feed("x"));  // stays failed
    CHECK_FALSE(d.next());
    CHECK_THROWS_AS(encode_frame(json{{"type", "say"}, {"text", std::string(200, 'a')}}, 100), std::length_error);
    FrameDecoder huge(kMaxClientFrame);
    CHECK_FALSE(huge.feed(header(0xffffffffu)));
}

TEST_CASE("a flood of bytes without taking frames out is refused") {
    FrameDecoder d(16);
    std::string many;
    for (int i = 0; i < 10; ++i) many += encode_frame(json::object({{"type", "bye"}}), 16);
    CHECK_FALSE(d.feed(many));
    CHECK(d.error() == "too much data sent at once");
}

TEST_CASE("frames that are not JSON objects fail the stream") {
    for (std::string payload : {"not json", "[1,2]", "\"text\"", "{\"type\":", "", "\xff\xfe"}) {
        CAPTURE(payload);
        FrameDecoder d(kMaxClientFrame);
        CHECK(d.feed(header(static_cast<std::uint32_t>(payload.size())) + payload));
        CHECK_FALSE(d.next());
        CHECK(d.failed());
    }
}

TEST_CASE("a partial frame waits for the rest") {
    FrameDecoder d(kMaxClientFrame);
    std::string f = encode_frame(json{{"type", "bye"}});
    CHECK(d.feed(f.substr(0, 2)));
    CHECK_FALSE(d.next());
    CHECK(d.feed(f.substr(2, 5)));
    CHECK_FALSE(d.next());
    CHECK(d.feed(f.substr(7)));
    CHECK(d.next());
    CHECK_FALSE(d.failed());
}

TEST_CASE("client messages are checked field by field") {
    CHECK(why_refused(json::object()) == "a message needs a string field 'type'");
    CHECK(why_refused(json{{"type", 3}}) == "a message needs a string field 'type'");
    CHECK(why_refused(json{{"type", "dance"}}).find("unknown message type") == 0);
    CHECK(why_refused(json{{"type", "act"}}) == "missing field 'action'");
    CHECK(why_refused(json{{"type", "act"}, {"action", 7}}) == "field 'action' must be a string");
    CHECK(why_refused(json{{"type", "say"}, {"text", std::string(kMaxText + 1, 'a')}}) == "field 'text' is too long");
    CHECK(why_refused(json{{"type", "say"}, {"text", "line\nbreak"}}) == "field 'text' holds a control character");
    CHECK(why_refused(json{{"type", "hello"}, {"seat", -1}}) == "field 'seat' must be a seat number");
    CHECK(why_refused(json{{"type", "hello"}, {"seat", "0"}}) == "field 'seat' must be a seat number");
    CHECK(why_refused(json{{"type", "hello"}, {"seat", 1.5}}) == "field 'seat' must be a seat number");
    CHECK(why_refused(json{{"type", "hello"}, {"watch", 1}}) == "field 'watch' must be true or false");
    CHECK(why_refused(json{{"type", "hello"}, {"name", json::array()}}) == "field 'name' must be a string");
    CHECK(why_refused(json::array()) == "a message must be a JSON object");
}

TEST_CASE("a player's name is short and cannot pose as a chat line's speaker") {
    CHECK(valid_player_name("ann"));
    CHECK(valid_player_name("Zoë Kallisto"));
    CHECK(valid_player_name("ΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞ"));  // 24 characters, 48 bytes
    CHECK_FALSE(valid_player_name("ΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞΞ"));
    CHECK(valid_player_name(std::string(24, 'a')));
    CHECK_FALSE(valid_player_name(std::string(25, 'a')));
    CHECK_FALSE(valid_player_name(""));
    CHECK_FALSE(valid_player_name("host: the game is over"));
    CHECK_FALSE(valid_player_name(" ann"));
    CHECK_FALSE(valid_player_name("ann "));
    CHECK_FALSE(valid_player_name("a\tb"));
    const std::string rule = std::string("field 'name' must be a player name: ") + kPlayerNameRule;
    CHECK(why_refused(json{{"type", "hello"}, {"name", "bob: I resign"}}) == rule);
    CHECK(why_refused(json{{"type", "hello"}, {"name", std::string(25, 'b')}}) == rule);
    std::string why;
    CHECK(parse_client_message(json{{"type", "hello"}, {"name", "bob"}}, why));
    CHECK(parse_client_message(json{{"type", "hello"}}, why));  // no name: the host says "player"
}

TEST_CASE("a frame nested deeper than 256 levels fails the stream instead of overflowing the stack") {
    const std::string payload = "{\"a\":" + std::string(200000, '[') + std::string(200000, ']') + "}";
    FrameDecoder d(kMaxHostFrame);
    CHECK(d.feed(header(static_cast<std::uint32_t>(payload.size())) + payload));
    CHECK_FALSE(d.next());
    CHECK(d.error() == "a frame: is nested more than 256 levels deep");
}

TEST_CASE("a game server's create is checked field by field") {
    std::string why;
    CHECK(parse_client_message({{"type", "create"}, {"game", "herazeus"}}, why) == std::nullopt);
    CHECK(why == "missing field 'name'");
    CHECK(!parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"options", {{"first", 3}}}}, why));
    CHECK(!parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"options", {{"first", "a\x1b"}}}}, why));
    CHECK(!parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"computer", {-1}}}, why));
    CHECK(!parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"computer", "all"}}, why));
    json many = json::object();
    for (int i = 0; i < 17; ++i) many["k" + std::to_string(i)] = "v";
    CHECK(!parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"options", many}}, why));
    CHECK(parse_client_message({{"type", "create"}, {"game", "herazeus"}, {"name", "e"}, {"options", {{"first", "zeus"}}}, {"computer", {1}}}, why));
}

TEST_CASE("a replay request names its game") {
    std::string why;
    CHECK_FALSE(parse_client_message({{"type", "replay"}}, why));
    CHECK(why.find("game") != std::string::npos);
    CHECK_FALSE(parse_client_message({{"type", "replay"}, {"game", 7}}, why));
    auto ok = parse_client_message({{"type", "replay"}, {"game", "evening"}}, why);
    REQUIRE(ok);
    CHECK(std::get<ReplayAsk>(*ok).game == "evening");
}
