// Another process holding a save's lock: a forked child takes the lock on `save`, tells the parent
// whether it has it, then runs `hold(lock)` (which may _exit with a status of its own) and exits 0.
// The parent returns once the child holds the lock, with the child's pid.
#pragma once
#include <doctest/doctest.h>
#include <sys/types.h>
#include <unistd.h>

#include <filesystem>

#include "core/save_lock.hpp"

template <class Hold>
pid_t lock_holder(const std::filesystem::path& save, Hold hold) {
    int p[2];
    REQUIRE(::pipe(p) == 0);
    pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(p[0]);
        auto lock = olympus::SaveLock::try_acquire(save);
        char c = lock ? 'L' : '!';
        (void)!::write(p[1], &c, 1);
        ::close(p[1]);
        if (lock) hold(*lock);
        ::_exit(0);
    }
    ::close(p[1]);
    char c = 0;
    REQUIRE(::read(p[0], &c, 1) == 1);
    ::close(p[0]);
    REQUIRE(c == 'L');
    return child;
}
