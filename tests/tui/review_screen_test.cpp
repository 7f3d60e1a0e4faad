// The review's words and the end screen that offers it (Micro Hero's campaign end takes the
// table's place): r opens the review, the key line says so, and nothing in it is action text.
#include <doctest/doctest.h>

#include "support/golden.hpp"
#include "tui/review_screen.hpp"
#include "tui/widgets.hpp"

using namespace olympus;

namespace {
class Marker final : public tui::Screen {
public:
    std::string title() const override { return "marker"; }
    void draw(tui::Canvas& c, tui::Rect area, const tui::Theme&) override { tui::draw_text(c, area.y, area.x, "REVIEW HERE"); }
    tui::Transition on_key(int) override { return tui::Transition::pop(); }
    std::vector<tui::KeyHint> key_hints() const override { return {}; }
};
}  // namespace

TEST_CASE("review: an end screen with r offers the review, and r opens it") {
    auto end = std::make_unique<tui::TextScreen>("Campaign over", std::vector<std::string>{"Defeat."});
    tui::ScreenStack stack(tui::with_review_key(std::move(end), [] { return std::make_unique<Marker>(); }));
    const std::string before = render(stack, 24, 80, true);
    CHECK(before.find("Defeat.") != std::string::npos);
    CHECK(before.find("r review your moves") != std::string::npos);
    stack.feed('r');
    CHECK(render(stack, 24, 80, true).find("REVIEW HERE") != std::string::npos);
    stack.feed('x');
    CHECK(render(stack, 24, 80, true).find("Defeat.") != std::string::npos);
}

TEST_CASE("review: a chance is a percentage, Micro Hero's Trials a number of twelve, in a sentence each") {
    ai::GameReview r;
    r.decisions = 10;
    r.weighed = 8;
    ai::ReviewedMove m;
    m.turn = 7;
    m.played = "play 3";
    m.played_words = "Play Cyclops";
    m.advised = "attack 2";
    m.advised_words = "Attack with Satyr";
    m.played_score = 0.41;
    m.advised_score = 0.62;
    r.worst.push_back(m);
    auto p = tui::review_paragraphs(r);
    REQUIRE(p.size() >= 4);
    CHECK(p[3] == "1. Turn 7: you chose \"Play Cyclops\" (41%); the search would have chosen \"Attack with Satyr\" (62%).");
    r.out_of = 12;
    r.measure = "Trials overcome by the campaign's end";
    r.worst[0].played_score = 7.25;
    r.worst[0].advised_score = 8.5;
    p = tui::review_paragraphs(r);
    CHECK(p[1].find("estimate of Trials overcome") != std::string::npos);
    CHECK(p[3].find("(7.2 of 12)") != std::string::npos);
    for (const auto& line : p) CHECK(line.find("play 3") == std::string::npos);
    r.worst.clear();
    CHECK(tui::review_paragraphs(r)[0] == "# No move cost you much");
}
