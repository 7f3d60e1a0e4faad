#include "core/input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/json_parse.hpp"

namespace olympus {

namespace {
struct Fd {
    int fd;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};
[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what) {
    throw InputFileError(path.string() + ": " + what);
}
}  // namespace

std::string read_input_file(const std::filesystem::path& path, std::size_t max_bytes) {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer that never comes.
    Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)};
    if (f.fd < 0) fail(path, std::string("cannot be opened (") + std::strerror(errno) + ")");
    struct stat st {};
    if (::fstat(f.fd, &st) != 0) fail(path, std::string("cannot be opened (") + std::strerror(errno) + ")");
    if (S_ISDIR(st.st_mode)) fail(path, "is a folder, not a file");
    if (!S_ISREG(st.st_mode)) fail(path, "is not a regular file");
    if (static_cast<std::size_t>(st.st_size) > max_bytes) fail(path, "is larger than " + size_words(max_bytes));
    std::string out;
    out.reserve(static_cast<std::size_t>(st.st_size));
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(f.fd, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n < 0) fail(path, std::string("cannot be read (") + std::strerror(errno) + ")");
        if (n == 0) break;
        out.append(buf, static_cast<std::size_t>(n));
        // The file may grow while it is read: the cap holds for what is read, not only the size seen.
        if (out.size() > max_bytes) fail(path, "is larger than " + size_words(max_bytes));
    }
    return out;
}

}  // namespace olympus
