// The CGS content for tests, read once.
#pragma once
#include <doctest/doctest.h>

#include <cstdlib>
#include <memory>
#include <string>

#include "cgs/content.hpp"
#include "cgs/map.hpp"

namespace cgs_test {

using namespace olympus;
using namespace olympus::cgs;

// The content of data/cgs, read once for the whole test run.
inline const std::shared_ptr<const Content>& content() {
    static const std::shared_ptr<const Content> c = load_content();
    return c;
}

inline bool long_tests() {
    const char* e = std::getenv("OLYMPUS_LONG_TESTS");
    return e && std::string(e) == "1";
}

}  // namespace cgs_test
