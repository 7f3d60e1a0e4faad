// Load-then-play: a real mid-game state (the input up to a NUL byte), damaged field by field by
// the bytes after it (json_mutate.hpp: numbers, words, list lengths, a card moved between lists),
// loaded, and played on with legal moves the rest of the input chooses. A state the loader
// accepts must pass check() after every move and never throw or crash (exercise.hpp).
#include <algorithm>
#include <optional>
#include <stdexcept>

#include "arc/state.hpp"
#include "cgs/state.hpp"
#include "fuzz/exercise.hpp"
#include "fuzz/json_mutate.hpp"
#include "herazeus/state.hpp"
#include "microhero/state.hpp"

namespace {
using namespace olympus;

template <class S>
void load_play(const std::uint8_t* data, std::size_t size) {
    const auto* end = std::find(data, data + size, std::uint8_t{0});
    auto doc = nlohmann::json::parse(data, end, nullptr, false);
    if (doc.is_discarded()) return;
    const std::size_t used = static_cast<std::size_t>(end - data) + (end < data + size ? 1 : 0);
    fuzz::Bytes control(data + used, size - used);
    fuzz::mutate_json(doc, control);
    std::optional<S> s;
    try {
        s = S::from_json(doc);
    } catch (const std::exception&) {  // refused: what a damaged state should be
        return;
    }
    if (std::string bad = check(*s); !bad.empty()) fuzz::fail("a state that loaded fails check(): " + bad);
    fuzz::exercise(std::move(*s), control, 40);
}
}  // namespace

OLYMPUS_FUZZ_TARGET(load_play_arc) { load_play<arc::State>(data, size); }
OLYMPUS_FUZZ_TARGET(load_play_cgs) { load_play<cgs::State>(data, size); }
OLYMPUS_FUZZ_TARGET(load_play_herazeus) { load_play<herazeus::State>(data, size); }
OLYMPUS_FUZZ_TARGET(load_play_microhero) { load_play<microhero::State>(data, size); }
