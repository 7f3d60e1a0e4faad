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

TEST_CASE("a peer is its uid on a Unix socket and one 'loopback' for every local TCP address") {
    const std::string dir = "/tmp/olympus-peer-test-" + std::to_string(::getpid());
    ::mkdir(dir.c_str(), 0700);
    {
        net::Fd l = net::listen_unix(dir + "/p.sock");
        net::Fd c = net::connect_unix(dir + "/p.sock");
        net::Fd a = net::accept_client(l);
        REQUIRE(a);
        CHECK(net::peer_key(a.get()) == "uid " + std::to_string(::getuid()));
        ::unlink((dir + "/p.sock").c_str());
    }
    ::rmdir(dir.c_str());
    net::Fd l = net::listen_tcp("127.0.0.1:0");
    const std::string port = std::to_string(net::bound_port(l));
    net::Fd c = net::connect_tcp("127.0.0.1:" + port);
    net::Fd a;
    for (int i = 0; i < 100 && !a; ++i, ::usleep(10000)) a = net::accept_client(l);
    REQUIRE(a);
    CHECK(net::peer_key(a.get()) == "loopback");
}
