// Outside JSON is checked for size and nesting before the parser, which recurses once per level:
// a save nested 100,000 deep used to overflow the stack (exit 139) instead of being refused.
#include <doctest/doctest.h>

#include <fstream>

#include "core/data_files.hpp"
#include "core/json_parse.hpp"
#include "core/save.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;
namespace fs = std::filesystem;

namespace {
std::string nested(int depth, const std::string& inner = "1") {
    return std::string(static_cast<std::size_t>(depth), '[') + inner + std::string(static_cast<std::size_t>(depth), ']');
}
std::string error_of(std::string_view text, const JsonLimits& limits = {}) {
    try {
        parse_untrusted(text, "f.json", limits);
    } catch (const UntrustedJsonError& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST_CASE("parse_untrusted: nesting up to the limit reads, one level more is refused in our words") {
    CHECK(parse_untrusted(nested(256), "f.json").is_array());
    CHECK(error_of(nested(257)) == "f.json: is nested more than 256 levels deep");
    CHECK(error_of("{\"a\":" + nested(300) + "}") == "f.json: is nested more than 256 levels deep");
    // 100,000 deep is refused, not a stack overflow.
    CHECK(error_of(nested(100000)) == "f.json: is nested more than 256 levels deep");
    CHECK(error_of("[" + std::string(100000, '{')) == "f.json: is nested more than 256 levels deep");
}

TEST_CASE("parse_untrusted: brackets inside strings are text, not nesting") {
    const std::string deep_text = "\"" + std::string(1000, '[') + "\\\"" + std::string(1000, '{') + "\"";
    CHECK(parse_untrusted("[" + deep_text + "]", "f.json")[0].get<std::string>().size() == 2001);
    CHECK(json_nesting_depth(R"(["\\", [[]]])", 10) == 3);  // an escaped backslash ends no string early
}

TEST_CASE("parse_untrusted: size limit and damaged text") {
    CHECK(error_of(std::string(2000, ' ') + "1", {.max_bytes = 1000}) == "f.json: is larger than 1000 bytes");
    CHECK(error_of("{\"a\":") == "f.json: is not valid JSON (damaged or truncated)");
    CHECK(error_of("]]]]") == "f.json: is not valid JSON (damaged or truncated)");
}

TEST_CASE("Saves and data files nested 100,000 deep are refused by name") {
    TempDir dir;
    const fs::path p = dir.path / "deep.json";
    std::ofstream(p) << R"({"format":"olympus-save","version":1,"game":"arc","state":{"x":)" << nested(100000) << "}}";
    try {
        read_save(p, "arc", 1);
        FAIL("a save nested 100,000 deep was accepted");
    } catch (const SaveError& e) {
        CHECK(std::string(e.what()) == p.string() + ": is nested more than 256 levels deep");
    }
    auto listed = list_saves(dir.path);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].problem.find("nested more than 256 levels deep") != std::string::npos);

    fs::create_directories(dir.path / "data" / "g");
    std::ofstream(dir.path / "data" / "g" / "deep.json") << nested(100000);
    data::set_override_dir(dir.path / "data");
    CHECK_THROWS_WITH_AS(data::read_json("g/deep.json"), "data/g/deep.json: is nested more than 256 levels deep",
                         data::DataError);
    data::set_override_dir({});
}
