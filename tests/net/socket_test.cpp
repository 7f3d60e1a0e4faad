// Where sockets lie: without $XDG_RUNTIME_DIR the folder in /tmp must be the user's own and
// closed to others, since whoever controls it could catch the sockets and the seats' tokens.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

#include "net/socket.hpp"

using namespace olympus;

TEST_CASE("the socket folder in /tmp is refused when others may enter it, and used when it is private") {
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    const std::string saved = xdg ? xdg : "";
    ::unsetenv("XDG_RUNTIME_DIR");
    const std::string dir = "/tmp/olympus-" + std::to_string(::getuid());
    net::default_socket_dir();  // made if missing
    struct stat st{};
    REQUIRE(::stat(dir.c_str(), &st) == 0);
    const mode_t mode = st.st_mode & 07777;
    CHECK((mode & 077) == 0);
    REQUIRE(::chmod(dir.c_str(), 0755) == 0);
    CHECK_THROWS_WITH_AS(net::default_socket_dir(), doctest::Contains("is not a private folder"), net::NetError);
    REQUIRE(::chmod(dir.c_str(), mode) == 0);
    CHECK(net::default_socket_dir().string() == dir);
    if (!saved.empty()) ::setenv("XDG_RUNTIME_DIR", saved.c_str(), 1);
}
