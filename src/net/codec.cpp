#include "net/codec.hpp"

#include <stdexcept>

#include "core/json_parse.hpp"
#include "core/printable.hpp"

namespace olympus::net {

using json = nlohmann::json;

std::string encode_frame(const json& msg, std::size_t limit) {
    std::string payload = msg.dump(-1, ' ', false, json::error_handler_t::replace);
    if (payload.size() > limit) throw std::length_error("message of " + std::to_string(payload.size()) + " bytes is over the limit");
    std::string out(4, '\0');
    const auto n = static_cast<std::uint32_t>(payload.size());
    out[0] = static_cast<char>((n >> 24) & 0xff);
    out[1] = static_cast<char>((n >> 16) & 0xff);
    out[2] = static_cast<char>((n >> 8) & 0xff);
    out[3] = static_cast<char>(n & 0xff);
    return out + payload;
}

namespace {
std::uint32_t header_length(const std::string& b) {
    auto byte = [&](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(b[i])); };
    return (byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3);
}
}  // namespace

bool FrameDecoder::check_header() {
    if (buf_.size() >= 4 && header_length(buf_) > limit_)
        error_ = "frame of " + std::to_string(header_length(buf_)) + " bytes is over the limit of " + std::to_string(limit_);
    return error_.empty();
}

bool FrameDecoder::feed(std::string_view bytes) {
    if (failed()) return false;
    // The owner takes every whole frame out after each feed, so what is held is at most one
    // unfinished frame and one read's worth of bytes; anything more is a flood.
    if (buf_.size() + bytes.size() > 2 * (limit_ + 4)) {
        error_ = "too much data sent at once";
        return false;
    }
    buf_.append(bytes);
    return check_header();
}

std::optional<json> FrameDecoder::next() {
    if (failed() || buf_.size() < 4 || !check_header()) return std::nullopt;
    const std::size_t n = header_length(buf_);
    if (buf_.size() < 4 + n) return std::nullopt;
    json j;
    try {
        j = parse_untrusted(std::string_view(buf_).substr(4, n), "a frame", {.max_bytes = limit_});
    } catch (const UntrustedJsonError& e) {
        error_ = e.what();
        buf_.erase(0, 4 + n);
        return std::nullopt;
    }
    buf_.erase(0, 4 + n);
    if (!j.is_object()) {
        error_ = "a frame that is not a JSON object";
        return std::nullopt;
    }
    check_header();
    return j;
}

namespace {
// A string field no longer than kMaxText, with no control characters.
bool text_field(const json& j, const char* key, std::string& out, bool required, std::string& why) {
    auto it = j.find(key);
    if (it == j.end()) {
        if (required) why = std::string("missing field '") + key + "'";
        return !required;
    }
    if (!it->is_string()) {
        why = std::string("field '") + key + "' must be a string";
        return false;
    }
    const auto& s = it->get_ref<const std::string&>();
    if (s.size() > kMaxText) {
        why = std::string("field '") + key + "' is too long";
        return false;
    }
    for (unsigned char c : s)
        if (c < 0x20 || c == 0x7f) {
            why = std::string("field '") + key + "' holds a control character";
            return false;
        }
    out = s;
    return true;
}
}  // namespace

bool valid_player_name(std::string_view name) {
    if (name.empty() || name.front() == ' ' || name.back() == ' ' || name.find(':') != std::string_view::npos) return false;
    if (!is_printable(name)) return false;  // no control, C1 or bidi character, no broken UTF-8
    std::size_t chars = 0;
    for (unsigned char c : name) {
        if (c < 0x20 || c == 0x7f) return false;
        if ((c & 0xC0) != 0x80) ++chars;  // a UTF-8 continuation byte is part of the last character
    }
    return chars <= kMaxNameChars;
}

std::optional<ClientMessage> parse_client_message(const json& j, std::string& why) {
    why.clear();
    if (!j.is_object()) {
        why = "a message must be a JSON object";
        return std::nullopt;
    }
    auto t = j.find("type");
    if (t == j.end() || !t->is_string()) {
        why = "a message needs a string field 'type'";
        return std::nullopt;
    }
    const std::string& type = t->get_ref<const std::string&>();
    if (type == "hello") {
        Hello h;
        if (!text_field(j, "name", h.name, false, why) || !text_field(j, "token", h.token, false, why)) return std::nullopt;
        if (!h.name.empty() && !valid_player_name(h.name)) {
            why = std::string("field 'name' must be a player name: ") + kPlayerNameRule;
            return std::nullopt;
        }
        if (auto s = j.find("seat"); s != j.end()) {
            if (!s->is_number_integer() || s->get<long long>() < 0 || s->get<long long>() > 16) {
                why = "field 'seat' must be a seat number";
                return std::nullopt;
            }
            h.seat = s->get<int>();
        }
        if (auto w = j.find("watch"); w != j.end()) {
            if (!w->is_boolean()) {
                why = "field 'watch' must be true or false";
                return std::nullopt;
            }
            h.watch = w->get<bool>();
        }
        if (!text_field(j, "game", h.game, false, why)) return std::nullopt;
        return h;
    }
    if (type == "act") {
        Act a;
        if (!text_field(j, "action", a.action, true, why)) return std::nullopt;
        return a;
    }
    if (type == "say") {
        Say s;
        if (!text_field(j, "text", s.text, true, why)) return std::nullopt;
        return s;
    }
    if (type == "query") return Query{};
    if (type == "bye") return Bye{};
    if (type == "ping") return Ping{};
    if (type == "list") return List{};
    if (type == "records") return RecordsAsk{};
    if (type == "replay") {
        ReplayAsk r;
        if (!text_field(j, "game", r.game, true, why)) return std::nullopt;
        return r;
    }
    if (type == "give_up") {
        GiveUp g;
        if (!text_field(j, "game", g.game, true, why)) return std::nullopt;
        return g;
    }
    if (type == "create") {
        Create c;
        if (!text_field(j, "game", c.game, true, why) || !text_field(j, "name", c.name, true, why)) return std::nullopt;
        if (auto o = j.find("options"); o != j.end()) {
            if (!o->is_object() || o->size() > 16) {
                why = "field 'options' must be an object of at most 16 texts";
                return std::nullopt;
            }
            for (const auto& [k, v] : o->items()) {
                std::string text;
                if (k.empty() || k.size() > 40 || !text_field(*o, k.c_str(), text, true, why)) {
                    if (why.empty()) why = "an option's name must be 1 to 40 characters";
                    return std::nullopt;
                }
                c.options[k] = text;
            }
        }
        if (auto cs = j.find("computer"); cs != j.end()) {
            if (!cs->is_array() || cs->size() > 8) {
                why = "field 'computer' must be a list of seats";
                return std::nullopt;
            }
            for (const json& x : *cs) {
                if (!x.is_number_integer() || x.get<long long>() < 0 || x.get<long long>() > 16) {
                    why = "field 'computer' must be a list of seat numbers";
                    return std::nullopt;
                }
                c.computer.push_back(x.get<int>());
            }
        }
        if (auto l = j.find("level"); l != j.end())
            if (!(c.level = read_level(*l, why))) return std::nullopt;
        return c;
    }
    why = "unknown message type '" + printable(type.substr(0, 40)) + "'";
    return std::nullopt;
}

json to_json(const ClientMessage& m) {
    struct V {
        json operator()(const Hello& h) const {
            json j = {{"type", "hello"}, {"name", h.name}};
            if (h.seat) j["seat"] = *h.seat;
            if (!h.token.empty()) j["token"] = h.token;
            if (h.watch) j["watch"] = true;
            if (!h.game.empty()) j["game"] = h.game;
            return j;
        }
        json operator()(const Act& a) const { return {{"type", "act"}, {"action", a.action}}; }
        json operator()(const Say& s) const { return {{"type", "say"}, {"text", s.text}}; }
        json operator()(const Query&) const { return {{"type", "query"}}; }
        json operator()(const Bye&) const { return {{"type", "bye"}}; }
        json operator()(const Ping&) const { return {{"type", "ping"}}; }
        json operator()(const List&) const { return {{"type", "list"}}; }
        json operator()(const RecordsAsk&) const { return {{"type", "records"}}; }
        json operator()(const ReplayAsk& r) const { return {{"type", "replay"}, {"game", r.game}}; }
        json operator()(const GiveUp& g) const { return {{"type", "give_up"}, {"game", g.game}}; }
        json operator()(const Create& c) const {
            json j = {{"type", "create"}, {"game", c.game}, {"name", c.name}, {"options", json::object()}};
            for (const auto& [k, v] : c.options) j["options"][k] = v;
            if (!c.computer.empty()) j["computer"] = c.computer;
            if (c.level) j["level"] = level_name(*c.level);
            return j;
        }
    };
    return std::visit(V{}, m);
}

std::optional<Level> read_level(const json& j, std::string& why) {
    std::optional<Level> l = j.is_string() ? level_by_word(j.get<std::string>()) : std::nullopt;
    if (!l) why = "the computer's level must be one of " + level_words();
    return l;
}

}  // namespace olympus::net
