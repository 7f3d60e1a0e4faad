// Action 3 and "the challenge".
#include "hz_test.hpp"

using namespace hz;

TEST_CASE("the higher strength wins; the loser is discarded and its column closes up") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],["harpy"],[]]},
        "zeus":{"field":[["centaur","giant"],[],[]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kZeus, 1) == Words{"giant"});
    CHECK(column(s, kHera, 1) == Words{"^hydra"});  // the winner stays, face up
    CHECK(discard(s, kZeus) == Words{"zeus:centaur"});
    // The winner may challenge again this turn: Hydra (5) meets Giant (5), and both go.
    act(s, "challenge col1");
    CHECK(column(s, kZeus, 1).empty());
    CHECK(column(s, kHera, 1).empty());
    CHECK(discard(s, kZeus) == Words{"zeus:giant", "zeus:centaur"});
    CHECK(discard(s, kHera) == Words{"hera:hydra"});
}

TEST_CASE("a weaker challenger loses and the defender stays face up") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["artemis","io"]]},
        "zeus":{"field":[["cyclops"],["giant"]]}})");
    act(s, "challenge col1");
    CHECK(column(s, kZeus, 1).empty());
    CHECK(column(s, kHera, 1) == Words{"^artemis", "io"});
    // Zeus now knows Artemis; Io behind her is still hidden from him.
    View v = s.view_for(kZeus);
    CHECK(v.board.side[kHera].field[0][0].type == *s.cards().find(kHera, "artemis"));
    CHECK(v.board.side[kHera].field[0][1].type == kUnknown);
}

TEST_CASE("challenges go straight across only, never diagonally") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["hydra"],[],["harpy"]]},
        "zeus":{"field":[[],["giant"],["centaur"]]}})");
    CHECK_FALSE(legal(s, "challenge col1"));  // nothing opposite
    CHECK_FALSE(legal(s, "challenge col2"));  // nothing of Hera's to challenge with
    CHECK(legal(s, "challenge col3"));
}

TEST_CASE("only first-row cards fight, and Io, Argus, Medusa and Pandora never start a challenge") {
    for (const char* key : {"io", "medusa", "pandora"}) {
        std::string spec = std::string(R"({"to_move":"hera","hera":{"field":[[")") + key +
                           R"(", "nemesis"],["amazon"]]},"zeus":{"field":[["centaur"],["centaur"]]}})";
        State s = State::from_position(nlohmann::json::parse(spec));
        CAPTURE(key);
        CHECK_FALSE(legal(s, "challenge col1"));
        CHECK(legal(s, "challenge col2"));
    }
}

TEST_CASE("no challenge into or out of a column where a figure stands") {
    State s = pos(R"({"to_move":"zeus","hera":{"field":[["figure","hydra"],["harpy"],[]]},
        "zeus":{"field":[["poseidon"],["figure","giant"],[]],"hand":["pegasus"]}})");
    CHECK_FALSE(legal(s, "challenge col1"));       // Hera's figure stands there
    CHECK_FALSE(legal(s, "challenge col2"));       // Zeus's own figure cannot challenge
    CHECK_FALSE(legal(s, "pegasus col2"));         // not even Pegasus, unless at a figure
    CHECK(legal(s, "pegasus col1"));               // Pegasus from the hand may strike the figure
}

TEST_CASE("ties discard both cards") {
    State s = pos(R"({"to_move":"hera","hera":{"field":[["pegasus","harpy"]]},"zeus":{"field":[["pythia"]]}})");
    act(s, "challenge col1");  // Pegasus on the table is strength 1, as is Pythia
    CHECK(column(s, kHera, 1) == Words{"harpy"});
    CHECK(column(s, kZeus, 1).empty());
}
