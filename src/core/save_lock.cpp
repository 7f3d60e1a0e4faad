#include "core/save_lock.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#include "core/save.hpp"

namespace olympus {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kAsk = "olympus-take-over ";
constexpr const char* kHolding = "olympus-holding ";
constexpr std::size_t kMaxLine = 8192;

fs::path lock_path(const fs::path& save) { return fs::path(save.string() + ".lock"); }
fs::path socket_path(const fs::path& save) { return fs::path(save.string() + ".lock.sock"); }

// The name both sides use for a save: absolute and without "." or "..", so two copies started
// from different folders name it alike.
std::string save_name(const fs::path& save) {
    std::error_code ec;
    fs::path p = fs::weakly_canonical(fs::absolute(save, ec), ec);
    return (ec ? fs::absolute(save) : p).lexically_normal().string();
}

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

// A Unix socket address for `path`. A path too long for sun_path is reached through the folder
// opened as `dir_fd` (/proc/self/fd/N/NAME), which names the same file.
bool socket_address(const fs::path& path, int dir_fd, sockaddr_un& addr) {
    std::memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    std::string s = path.string();
    if (s.size() >= sizeof addr.sun_path) {
        if (dir_fd < 0) return false;
        s = "/proc/self/fd/" + std::to_string(dir_fd) + "/" + path.filename().string();
        if (s.size() >= sizeof addr.sun_path) return false;
    }
    std::memcpy(addr.sun_path, s.data(), s.size());
    return true;
}

int open_dir(const fs::path& path) { return ::open(path.parent_path().empty() ? "." : path.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); }

bool same_user(int fd) {
    ucred cred{};
    socklen_t len = sizeof cred;
    return ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0 && cred.uid == ::geteuid();
}

bool send_all(int fd, const std::string& s) {
    std::size_t done = 0;
    while (done < s.size()) {
        ssize_t n = ::send(fd, s.data() + done, s.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) {
            pollfd p{fd, POLLOUT, 0};
            if (::poll(&p, 1, 200) <= 0) return false;
            continue;
        }
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// Reads one line (without its '\n') from `fd` into `line`, keeping what follows in `buf`;
// false when the peer closes, sends too much, or `until` passes.
bool read_line(int fd, std::string& buf, std::string& line, Clock::time_point until) {
    for (;;) {
        if (auto nl = buf.find('\n'); nl != std::string::npos) {
            line = buf.substr(0, nl);
            buf.erase(0, nl + 1);
            return true;
        }
        if (buf.size() > kMaxLine) return false;
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now()).count();
        if (left <= 0) return false;
        pollfd p{fd, POLLIN, 0};
        int r = ::poll(&p, 1, static_cast<int>(left));
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return false;
        char chunk[512];
        ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) return false;
        buf.append(chunk, static_cast<std::size_t>(n));
    }
}

}  // namespace

std::optional<SaveLock> SaveLock::try_acquire(const fs::path& save) {
    const fs::path lock = lock_path(save);
    std::error_code ec;
    if (lock.has_parent_path()) {
        fs::create_directories(lock.parent_path(), ec);
        // Said as a save says it, so the player hears one reason for one fault.
        if (ec) throw SaveError(save.string() + ": cannot create folder " + lock.parent_path().string() + ": " + ec.message());
    }
    // A holder removes the lock file before it lets go, so a lock won on a file that is no longer
    // the one at the path was won on a dead file: open the path again.
    for (int attempt = 0; attempt < 100; ++attempt) {
        int fd = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd < 0) throw SaveError(lock.string() + ": cannot be opened to lock the save (" + std::strerror(errno) + ")");
        struct flock fl {};
        fl.l_type = F_WRLCK;
        fl.l_whence = SEEK_SET;
        if (::fcntl(fd, F_OFD_SETLK, &fl) != 0) {
            const int err = errno;
            ::close(fd);
            if (err == EAGAIN || err == EACCES) return std::nullopt;
            throw SaveError(lock.string() + ": cannot be locked (" + std::strerror(err) + ")");
        }
        struct stat held {}, now {};
        if (::fstat(fd, &held) != 0 || ::lstat(lock.c_str(), &now) != 0 || held.st_dev != now.st_dev ||
            held.st_ino != now.st_ino) {
            ::close(fd);
            continue;
        }
        SaveLock l;
        l.lock_ = lock;
        l.name_ = save_name(save);
        l.fd_ = fd;
        // Listen for a copy asking to take over. Without the socket the lock still holds; an
        // asker is then told this copy did not answer.
        const fs::path sock = socket_path(save);
        int dir = open_dir(sock);
        sockaddr_un addr{};
        if (socket_address(sock, dir, addr)) {
            ::unlink(addr.sun_path);  // left by a holder that died: only the lock's holder binds here
            int s = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
            if (s >= 0 && ::bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
                ::chmod(addr.sun_path, 0600) == 0 && ::listen(s, 8) == 0) {
                l.listen_fd_ = s;
            } else if (s >= 0) {
                ::close(s);
            }
        }
        if (dir >= 0) ::close(dir);
        return l;
    }
    return std::nullopt;
}

SaveLock SaveLock::acquire(const fs::path& save) {
    if (auto l = try_acquire(save)) return std::move(*l);
    throw SaveError(save.string() + ": open in another running Olympus on this account; leave it there first");
}

SaveTakeOver SaveLock::take_over(const fs::path& save, int wait_ms) {
    SaveTakeOver out;
    if ((out.lock = try_acquire(save))) return out;
    const auto until = Clock::now() + std::chrono::milliseconds(wait_ms);
    const std::string no_answer =
        "The other Olympus did not answer, so the game was left alone there. Leave it in that copy "
        "(or close that copy) and try again.";

    int dir = open_dir(socket_path(save));
    sockaddr_un addr{};
    bool addressed = socket_address(socket_path(save), dir, addr);
    int fd = addressed ? ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0) : -1;
    bool connected = fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
    if (dir >= 0) ::close(dir);
    if (!connected) {
        close_fd(fd);
        out.why = no_answer;
        return out;
    }
    // Only a process of this user may be asked, and only one that names this very save.
    std::string buf, line;
    const std::string name = save_name(save);
    bool ours = same_user(fd) && send_all(fd, kAsk + name + "\n") && read_line(fd, buf, line, until) &&
                line == kHolding + name;
    if (!ours) {
        close_fd(fd);
        out.why = no_answer;
        return out;
    }
    bool released = read_line(fd, buf, line, until) && line == "released";
    const bool refused = !released && line == "refused";
    close_fd(fd);
    if (!released) {
        out.why = refused ? "The other Olympus could not save the game, so it keeps it; look there for why."
                          : no_answer;
        return out;
    }
    // It has let go; the kernel lock may be a moment behind its message.
    const auto grace = Clock::now() + std::chrono::seconds(2);
    while (!(out.lock = try_acquire(save)) && Clock::now() < grace)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (!out.lock) out.why = "The other Olympus let go, but yet another took the game first.";
    return out;
}

bool SaveLock::takeover_requested() {
    if (listen_fd_ < 0 || asker_fd_ >= 0) return false;
    for (;;) {
        int c = ::accept4(listen_fd_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (c < 0) return false;  // none waiting (EAGAIN) or a failed one: nothing to answer
        std::string buf, line;
        // The asker writes at once; a peer that does not is not worth holding the game up for.
        if (same_user(c) && read_line(c, buf, line, Clock::now() + std::chrono::milliseconds(300)) &&
            line == kAsk + name_ && send_all(c, kHolding + name_ + "\n")) {
            asker_fd_ = c;
            return true;
        }
        ::close(c);
    }
}

void SaveLock::refuse() {
    if (asker_fd_ < 0) return;
    send_all(asker_fd_, "refused\n");
    close_fd(asker_fd_);
}

void SaveLock::release() {
    if (fd_ < 0) return;
    if (listen_fd_ >= 0) {
        std::error_code ec;
        fs::remove(fs::path(lock_.string() + ".sock"), ec);
        close_fd(listen_fd_);
    }
    // Remove the lock file while still holding it: an opener that has it open then finds its
    // lock on a dead file and opens the path again (see try_acquire).
    ::unlink(lock_.c_str());
    close_fd(fd_);
    if (asker_fd_ >= 0) {
        send_all(asker_fd_, "released\n");
        close_fd(asker_fd_);
    }
    lock_.clear();
}

void SaveLock::move_from(SaveLock& o) noexcept {
    lock_ = std::move(o.lock_);
    name_ = std::move(o.name_);
    fd_ = o.fd_;
    listen_fd_ = o.listen_fd_;
    asker_fd_ = o.asker_fd_;
    o.fd_ = o.listen_fd_ = o.asker_fd_ = -1;
    o.lock_.clear();
}

SaveLock::~SaveLock() { release(); }
SaveLock::SaveLock(SaveLock&& o) noexcept { move_from(o); }
SaveLock& SaveLock::operator=(SaveLock&& o) noexcept {
    if (this != &o) {
        release();
        move_from(o);
    }
    return *this;
}

}  // namespace olympus
