// Taking a campaign over from another copy and playing it to its end (issue 19): the copy that
// took it ends on the campaign-over screen and Enter goes back, never to a stale overview that
// cannot open the finished campaign; the copy that lost it says where it went.
#include <doctest/doctest.h>

#include <atomic>
#include <thread>

#include "helpers.hpp"
#include "microhero/play_screen.hpp"
#include "microhero/start_screen.hpp"
#include "support/golden.hpp"
#include "support/temp_dir.hpp"
#include "tui/keys.hpp"

using namespace olympus;
using namespace olympus::microhero;
namespace key = olympus::tui::key;

TEST_CASE("Micro Hero: a campaign taken over from another copy and played to its end goes back cleanly") {
    TempDir dir;
    CampaignStore store(dir.path);
    State s = mh_test::fresh({}, 3);
    // Copy A plays the campaign; it answers a take-over from its ticks, as the main loop does.
    tui::ScreenStack a(make_play_screen(store, "t2", s, SaveLock::acquire(store.path_for("t2"))));
    std::atomic<bool> stop{false};
    std::string a_screen;
    std::thread holder([&] {
        while (!stop) {
            a.tick();
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        a_screen = render(a, 24, 80, true);
    });

    // Copy B opens t2 by name, as `--campaign t2` does, and takes it over.
    AppContext ctx;
    ctx.save_dir = dir.path.parent_path() / dir.path.filename();
    ctx.campaign = "t2";
    // The store keeps campaigns in save_dir/microhero: point the context at the same root.
    ctx.save_dir = dir.path;
    tui::ScreenStack b(make_start_screen(ctx));
    REQUIRE(render(b, 24, 80, true).find("Enter: resume the campaign") != std::string::npos);
    b.feed(key::Enter);
    REQUIRE(render(b, 24, 80, true).find("Take it over?") != std::string::npos);
    b.feed('y');
    stop = true;
    holder.join();
    CHECK(a_screen.find("Campaign taken over") != std::string::npos);
    CHECK(a_screen.find("the campaign \"t2\"") != std::string::npos);
    REQUIRE(render(b, 24, 80, true).find("Planning phase") != std::string::npos);

    // B plays to the end.
    for (int i = 0; i < 20000 && !b.empty(); ++i) {
        std::string screen = render(b, 24, 80, true);
        if (screen.find("Campaign over") != std::string::npos) break;
        if (screen.find("Planning phase") != std::string::npos) {
            b.feed(screen.find("Your hand is empty") != std::string::npos ? 'e' : key::Enter);
            b.feed('s');
        } else {
            b.feed(key::End);
            b.feed(key::Enter);
            // Ending the improvement with Experience to spend asks first.
            if (render(b, 24, 80, true).find("[y] yes") != std::string::npos) b.feed('y');
        }
        b.tick();
    }
    REQUIRE(render(b, 24, 80, true).find("Campaign over") != std::string::npos);
    CHECK(store.history().size() == 1u);
    b.feed(key::Enter);
    // Nothing was under the table but the campaign's own overview, which the take-over replaced.
    CHECK(b.empty());
}
