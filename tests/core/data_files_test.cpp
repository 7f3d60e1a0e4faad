#include <doctest/doctest.h>

#include <fstream>

#include "core/data_files.hpp"
#include "support/temp_dir.hpp"

using namespace olympus;

TEST_CASE("Data files: --data-dir overrides the built-in copy, and errors name the file") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "g");
    std::ofstream(dir.path / "g" / "ok.json") << R"({"a": 1})";
    std::ofstream(dir.path / "g" / "bad.json") << R"({"a": )";
    data::set_override_dir(dir.path);
    CHECK(data::exists("g/ok.json"));
    CHECK(data::read_json("g/ok.json")["a"] == 1);
    CHECK(data::list("g") == std::vector<std::string>{"g/bad.json", "g/ok.json"});
    CHECK_THROWS_WITH_AS(data::read_json("g/bad.json"), doctest::Contains("g/bad.json: is not valid JSON"),
                         data::DataError);
    CHECK_THROWS_WITH_AS(data::read("g/none.json"), doctest::Contains("none.json: data file not found"),
                         data::DataError);
    data::set_override_dir({});
    CHECK(!data::exists("g/ok.json"));
    CHECK_THROWS_AS(data::read("g/ok.json"), data::DataError);
}
