// Save files as the games read them: the envelope, then the game's own loader. Whatever loads
// must then save back the same and play on without an exception (exercise.hpp).
#include <stdexcept>

#include "arc/seats.hpp"
#include "cgs/seats.hpp"
#include "core/save.hpp"
#include "fuzz/exercise.hpp"
#include "herazeus/play_screen.hpp"
#include "microhero/campaign.hpp"

namespace {
using namespace olympus;

// The envelope, as a save folder's file would be read; nullopt when it is refused.
std::optional<SaveEnvelope> envelope(const std::uint8_t* data, std::size_t size, const std::string& game, int version) {
    try {
        auto env = parse_save(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
        return check_save(std::move(env), "fuzz.json", game, version);
    } catch (const SaveError&) {
        return std::nullopt;
    }
}
}  // namespace

OLYMPUS_FUZZ_TARGET(save_microhero) {
    auto env = envelope(data, size, microhero::kGameId, microhero::State::kSaveVersion);
    if (!env) return;
    std::optional<microhero::State> s;
    try {
        s = microhero::State::from_json(env->state);
        (void)microhero::summarize(*s);
    } catch (const std::runtime_error&) {
        return;
    }
    fuzz::Bytes choices(data, size);
    fuzz::exercise(std::move(*s), choices, 40);
}

OLYMPUS_FUZZ_TARGET(save_herazeus) {
    auto env = envelope(data, size, herazeus::kGameId, herazeus::kSaveVersion);
    if (!env) return;
    std::optional<herazeus::SavedGame> g;
    try {
        g = herazeus::saved_from_json(env->state);
        (void)herazeus::describe_saved(*g);
    } catch (const std::runtime_error&) {
        return;
    }
    fuzz::Bytes choices(data, size);
    fuzz::exercise(std::move(g->state), choices, 40);
}

OLYMPUS_FUZZ_TARGET(save_arc) {
    auto env = envelope(data, size, arc::kGameId, arc::kSaveVersion);
    if (!env) return;
    std::optional<arc::SavedGame> g;
    try {
        g = arc::saved_from_json(env->state);
        (void)arc::describe_saved(*g);
    } catch (const std::runtime_error&) {
        return;
    } catch (const std::invalid_argument&) {  // how the ARC state loader names a damaged state
        return;
    }
    fuzz::Bytes choices(data, size);
    fuzz::exercise(std::move(g->state), choices, 40);
}

OLYMPUS_FUZZ_TARGET(save_cgs) {
    auto env = envelope(data, size, cgs::kGameId, cgs::kSaveVersion);
    if (!env) return;
    std::optional<cgs::SavedGame> g;
    try {
        g = cgs::saved_from_json(env->state);
        (void)cgs::describe_saved(*g);
    } catch (const std::runtime_error&) {
        return;
    } catch (const std::invalid_argument&) {
        return;
    }
    fuzz::Bytes choices(data, size);
    fuzz::exercise(std::move(g->state), choices, 40);
}
