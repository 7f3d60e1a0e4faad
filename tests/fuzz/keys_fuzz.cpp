// Random keys for every screen of every game, from the arcade menu down, on a canvas whose size
// the input changes at will (down to 10x5, up to 300x100). Nothing may throw out of the stack or
// crash; at the end a hangup lets the screens save, as SIGHUP would.
#include <unistd.h>

#include <array>
#include <filesystem>

#include "app/arcade.hpp"
#include "fuzz/fuzz_target.hpp"
#include "tui/keys.hpp"
#include "tui/memory_canvas.hpp"
#include "tui/screen_stack.hpp"

namespace {
using namespace olympus;
namespace key = tui::key;

constexpr std::array kKeys = {
    key::Up, key::Down, key::Left, key::Right, key::Enter, key::Escape, key::Tab, key::BackTab,
    key::PageUp, key::PageDown, key::Home, key::End, key::Backspace, int(' '), int('?'), int('q'),
    int('u'), int('y'), int('n'), int('a'), int('b'), int('c'), int('d'), int('e'), int('f'),
    int('g'), int('h'), int('i'), int('l'), int('m'), int('o'), int('p'), int('r'), int('s'),
    int('t'), int('v'), int('w'), int('x'), int('z'), int('1'), int('2'), int('3'), int('4'),
    int('5'), int('9'), int('+'), int('-'), int('<'), int('>'), int('Q'), int('N'), int('S'),
};

std::filesystem::path scratch_dir() {
    static const auto dir = std::filesystem::temp_directory_path() / ("olympus-fuzz-keys-" + std::to_string(::getpid()));
    return dir;
}
}  // namespace

OLYMPUS_FUZZ_TARGET(keys) {
    fuzz::Bytes in(data, size);
    std::error_code ec;
    std::filesystem::remove_all(scratch_dir(), ec);
    std::filesystem::create_directories(scratch_dir(), ec);
    AppContext ctx;
    ctx.save_dir = scratch_dir();
    ctx.seed = 7;
    tui::ScreenStack stack(app::make_arcade_screen(ctx));
    tui::Theme theme;
    if (in.byte() & 1) theme.glyphs = &tui::ascii_glyphs();
    int h = 24, w = 80, ticks = 0;
    tui::MemoryCanvas canvas(h, w);
    for (int step = 0; step < 400 && !in.empty(); ++step) {
        const std::uint8_t b = in.byte();
        if (b < 200) {
            if (!stack.feed(kKeys[b % kKeys.size()])) break;
        } else if (b < 240) {
            h = 5 + in.below(96);
            w = 10 + in.below(291);
            canvas = tui::MemoryCanvas(h, w);
            if (!stack.feed(key::Resize)) break;
        } else if (ticks < 4) {  // a computer move thinks for real: keep them few
            ++ticks;
            stack.tick();
        }
        stack.draw(canvas, theme);
    }
    stack.hangup();
}
