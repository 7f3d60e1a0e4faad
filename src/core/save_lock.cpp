#include "core/save_lock.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

#include "core/save.hpp"

namespace olympus {

namespace fs = std::filesystem;

namespace {
fs::path lock_path(const fs::path& save) { return fs::path(save.string() + ".lock"); }

std::optional<pid_t> read_pid(const fs::path& lock) {
    std::ifstream in(lock);
    long pid = 0;
    if (!(in >> pid) || pid <= 0) return std::nullopt;
    return static_cast<pid_t>(pid);
}

bool alive(pid_t pid) { return ::kill(pid, 0) == 0 || errno == EPERM; }
}  // namespace

std::optional<pid_t> SaveLock::holder(const fs::path& save) {
    auto pid = read_pid(lock_path(save));
    if (!pid || *pid == ::getpid() || !alive(*pid)) return std::nullopt;
    return pid;
}

SaveLock SaveLock::acquire(const fs::path& save) {
    if (auto pid = holder(save))
        throw SaveError(save.string() + ": in use by another running Olympus (process " + std::to_string(*pid) + ")");
    SaveLock l;
    l.lock_ = lock_path(save);
    write_file_atomic(l.lock_, std::to_string(::getpid()) + "\n");
    return l;
}

bool SaveLock::take_over(const fs::path& save, int wait_ms) {
    auto pid = holder(save);
    if (!pid) return true;
    ::kill(*pid, SIGTERM);
    auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
    while (std::chrono::steady_clock::now() < until) {
        if (!holder(save)) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return !holder(save);
}

void SaveLock::release() {
    if (lock_.empty()) return;
    if (read_pid(lock_) == ::getpid()) {
        std::error_code ec;
        fs::remove(lock_, ec);
    }
    lock_.clear();
}

SaveLock::~SaveLock() { release(); }
SaveLock::SaveLock(SaveLock&& o) noexcept : lock_(std::move(o.lock_)) { o.lock_.clear(); }
SaveLock& SaveLock::operator=(SaveLock&& o) noexcept {
    if (this != &o) {
        release();
        lock_ = std::move(o.lock_);
        o.lock_.clear();
    }
    return *this;
}

}  // namespace olympus
