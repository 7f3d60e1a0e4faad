#include <doctest/doctest.h>

#include "core/json_read.hpp"

using namespace olympus::json_read;
using nlohmann::json;

namespace {
enum class Colour { red, blue };
const Words<Colour> kColours = {{Colour::red, "red"}, {Colour::blue, "blue"}};

std::string what_of(auto f) {
    try {
        f();
    } catch (const Damaged& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST_CASE("json_read names the path of what is wrong") {
    json j = json::parse(R"({"cards":[{"power":3},{"power":"x"}]})");
    const json& cards = get_arr(j, "cards", "");
    CHECK(get_int(cards[0], "power", element("cards", 0), 0, 10) == 3);
    CHECK(what_of([&] { get_int(cards[1], "power", element("cards", 1), 0, 10); }) ==
          "cards[1].power: expected a whole number");
    CHECK(what_of([&] { get_int(cards[0], "speed", element("cards", 0)); }) == "cards[0]: missing 'speed'");
}

TEST_CASE("json_read range-checks integers before narrowing") {
    // 256 would become 0 as an int8_t, and 4294967297 would become 1 as a uint32_t.
    CHECK(what_of([] { as_int<std::int8_t>(json(256), "x"); }) == "x: 256 is out of range (-128 to 127)");
    CHECK(what_of([] { as_int<std::uint32_t>(json(4294967297ULL), "v"); }).find("out of range") != std::string::npos);
    CHECK(what_of([] { as_int<int>(json(18446744073709551615ULL), "v"); }) == "v: the number is too large");
    CHECK(what_of([] { as_int<int>(json(2.5), "v"); }) == "v: expected a whole number");
    CHECK(as_int<int>(json(-7), "v", -10, 10) == -7);
}

TEST_CASE("json_read reads enum words from one table and refuses unknown keys") {
    CHECK(as_enum(json("blue"), kColours, "c") == Colour::blue);
    CHECK(what_of([] { as_enum(json("green"), kColours, "c"); }) == "c: 'green' is not one of red, blue");
    CHECK(word_of(Colour::red, kColours) == "red");
    json j = {{"a", 1}, {"b", 2}};
    CHECK(what_of([&] { only_keys(j, {"a", "b"}, "o"); }).empty());
    CHECK(what_of([&] { only_keys(j, {"a"}, "o"); }) == "o: unknown field 'b'");
}

TEST_CASE("json_read::checked turns library errors into our words") {
    auto f = [] { return json::parse("[1]").at(5).get<int>(); };
    std::string msg;
    try {
        checked("damaged save: ", f);
    } catch (const std::runtime_error& e) {
        msg = e.what();
    }
    CHECK(msg.rfind("damaged save: ", 0) == 0);
    CHECK(msg.find("json.exception") == std::string::npos);
}
