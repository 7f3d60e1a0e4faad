#include <doctest/doctest.h>

#include "core/printable.hpp"

using olympus::is_printable;
using olympus::printable;
using olympus::printable_json;

TEST_CASE("printable keeps plain and printable UTF-8 as it is") {
    for (std::string s : {"", "hello, table", "Zoë and Ἀθηνᾶ", "→ ♥ ♠ 🂡", "back\\slash", "tab-free ~"}) {
        CHECK(printable(s) == s);
        CHECK(is_printable(s));
    }
}

TEST_CASE("printable shows C0 controls and DEL escaped") {
    CHECK(printable("\x1b[2Jboom") == "\\x1b[2Jboom");
    CHECK(printable("a\nb\rc\td") == "a\\x0ab\\x0dc\\x09d");
    CHECK(printable(std::string("nul\0here", 8)) == "nul\\x00here");
    CHECK(printable("del\x7f") == "del\\x7f");
    CHECK(printable("\x07\x08") == "\\x07\\x08");
    // An OSC window title: ESC ] 0 ; title BEL.
    CHECK(printable("\x1b]0;pwned\x07") == "\\x1b]0;pwned\\x07");
    CHECK_FALSE(is_printable("\x1b"));
    CHECK_FALSE(is_printable("x\x7f"));
}

TEST_CASE("printable shows C1 controls escaped") {
    CHECK(printable("\xc2\x9b" "2J") == "\\u009b2J");  // CSI as one code point
    CHECK(printable("\xc2\x80\xc2\x9f") == "\\u0080\\u009f");
    CHECK(printable("\xc2\x9d" "0;t\xc2\x9c") == "\\u009d0;t\\u009c");  // OSC ... ST
    CHECK(printable("\xc2\xa0") == "\xc2\xa0");  // U+00A0, the first after C1, is printable
    CHECK_FALSE(is_printable("\xc2\x9b"));
}

TEST_CASE("printable shows bidi controls and line separators escaped") {
    CHECK(printable("ok \xe2\x80\xae" "sniw ecila") == "ok \\u202esniw ecila");  // U+202E
    const char* bidi[] = {"\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad", "\xe2\x80\xae",  // U+202A-E
                          "\xe2\x81\xa6", "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9",                    // U+2066-9
                          "\xe2\x80\x8e", "\xe2\x80\x8f", "\xd8\x9c",                                        // LRM, RLM, ALM
                          "\xe2\x80\xa8", "\xe2\x80\xa9"};                                                   // U+2028, U+2029
    for (const char* b : bidi) {
        CAPTURE(b);
        CHECK_FALSE(is_printable(b));
        CHECK(printable(b).rfind("\\u", 0) == 0);
        CHECK(is_printable(printable(b)));
    }
    CHECK(printable("\xe2\x80\xae") == "\\u202e");
    CHECK(printable("\xe2\x81\xa9") == "\\u2069");
    CHECK(printable("\xd8\x9c") == "\\u061c");
    CHECK(printable("\xe2\x80\x8d") == "\xe2\x80\x8d");  // a zero-width joiner (emoji) is not a direction
}

TEST_CASE("printable replaces invalid UTF-8, so no control hides in a longer form") {
    const std::string fffd = "\xEF\xBF\xBD";
    CHECK(printable("a\xff" "b") == "a" + fffd + "b");
    CHECK(printable("\xc0\x9b") == fffd + fffd);               // overlong ESC
    CHECK(printable("\xe0\x80\x9b") == fffd + fffd + fffd);    // overlong ESC in three bytes
    CHECK(printable("\xed\xa0\x80") == fffd + fffd + fffd);    // a surrogate
    CHECK(printable("\xf4\x90\x80\x80") == fffd + fffd + fffd + fffd);  // past U+10FFFF
    CHECK(printable("cut \xe2\x80") == "cut " + fffd + fffd);  // a sequence cut short
    CHECK(printable("\x80") == fffd);                          // a lone continuation byte
    CHECK_FALSE(is_printable("\xc3"));
}

TEST_CASE("printable output is itself printable and stays so") {
    std::string all;
    for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
    all += "\xc2\x9b\xe2\x80\xae\xe2\x81\xa6";
    const std::string once = printable(all);
    CHECK(is_printable(once));
    CHECK(printable(once) == once);
    for (unsigned char c : once) CHECK((c >= 0x20 && c != 0x7f));
}

TEST_CASE("printable_json cleans every string, keys and nested values included") {
    auto j = nlohmann::json::parse(R"({"name":"\u001b[2Jx","list":["ok","\u009b1m",3,true,null],
        "inner":{"\u202ekey":"\u0007"}})");
    auto p = printable_json(j);
    CHECK(p["name"] == "\\x1b[2Jx");
    CHECK(p["list"] == nlohmann::json::parse(R"(["ok","\\u009b1m",3,true,null])"));
    CHECK(p["inner"].contains("\\u202ekey"));
    CHECK(p["inner"]["\\u202ekey"] == "\\x07");
    CHECK(printable_json(nlohmann::json(5)) == 5);
}

TEST_CASE("printable_lines keeps our line breaks and escapes the rest") {
    CHECK(olympus::printable_lines("a\x1b[2J\nb\tc") == "a\\x1b[2J\nb\\x09c");
    CHECK(olympus::printable_lines("one\n") == "one\n");
}
