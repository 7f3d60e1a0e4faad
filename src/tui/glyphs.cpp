#include "tui/glyphs.hpp"

namespace olympus::tui {

const Glyphs& unicode_glyphs() {
    static const Glyphs g{
        true,
        "\u2500", "\u2502", "\u250c", "\u2510", "\u2514", "\u2518",
        "\u2501", "\u2503", "\u250f", "\u2513", "\u2517", "\u251b",
        "\u252c", "\u2534", "\u251c", "\u2524", "\u253c",
        "\u2592",
        "\u25b6",
        "\u25cf",
        "\u2022",
        "*", "\u2020", "#", "+",
        "\u2191", "\u2193", "\u2190", "\u2192",
        "\u2026",
    };
    return g;
}

const Glyphs& ascii_glyphs() {
    static const Glyphs g{
        false,
        "-", "|", "+", "+", "+", "+",
        "=", "#", "#", "#", "#", "#",
        "+", "+", "+", "+", "+",
        "%",
        ">",
        "*",
        "*",
        "*", "!", "#", "+",
        "^", "v", "<", ">",
        "~",
    };
    return g;
}

}  // namespace olympus::tui
