// Golden screens: a screen drawn on the in-memory canvas is compared with a stored text file.
// Set OLYMPUS_UPDATE_GOLDEN=1 to write the files anew; the diff is then for a person to review.
#pragma once
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tui/memory_canvas.hpp"
#include "tui/screen_stack.hpp"

inline std::filesystem::path golden_path(const std::string& name) {
    return std::filesystem::path(OLYMPUS_SOURCE_DIR) / "tests/golden" / (name + ".txt");
}

inline void check_golden(const std::string& name, const std::string& actual) {
    auto path = golden_path(name);
    const char* update = std::getenv("OLYMPUS_UPDATE_GOLDEN");
    if (update && *update == '1') {
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << actual;
        return;
    }
    std::ifstream in(path, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), "no golden file " << path.string() << " (run with OLYMPUS_UPDATE_GOLDEN=1)");
    std::stringstream ss;
    ss << in.rdbuf();
    std::string expected = ss.str();
    if (expected != actual) {
        // Show the first differing line to make the failure readable.
        std::istringstream a(actual), e(expected);
        std::string la, le;
        int line = 1;
        while (std::getline(a, la) && std::getline(e, le) && la == le) ++line;
        FAIL_CHECK("golden screen " << name << " differs at line " << line << "\n  expected: " << le
                                    << "\n  actual:   " << la);
    }
}

inline std::string render(olympus::tui::ScreenStack& stack, int h, int w, bool unicode, bool color = true) {
    olympus::tui::MemoryCanvas c(h, w);
    olympus::tui::Theme t;
    t.glyphs = unicode ? &olympus::tui::unicode_glyphs() : &olympus::tui::ascii_glyphs();
    t.color = color;
    stack.draw(c, t);
    return c.to_text();
}
