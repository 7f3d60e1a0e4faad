// A lock beside a save file (NAME.json.lock holding a process id), so two running copies never
// play the same campaign. A lock left by a copy that is gone is stale and taken silently; a live
// holder (a stale SSH session) can be asked to save and quit with take_over().
#pragma once
#include <sys/types.h>

#include <filesystem>
#include <optional>

namespace olympus {

class SaveLock {
public:
    SaveLock() = default;
    ~SaveLock();
    SaveLock(SaveLock&& o) noexcept;
    SaveLock& operator=(SaveLock&& o) noexcept;
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;

    // The live process other than this one that holds the save, if any.
    static std::optional<pid_t> holder(const std::filesystem::path& save);
    // Takes the lock; throws SaveError when another live process holds it.
    static SaveLock acquire(const std::filesystem::path& save);
    // Asks the holder to save and quit (SIGTERM) and waits up to `wait_ms` for it to let go.
    // Returns true when the lock is free afterwards.
    static bool take_over(const std::filesystem::path& save, int wait_ms = 5000);

    bool held() const { return !lock_.empty(); }
    void release();

private:
    std::filesystem::path lock_;
};

}  // namespace olympus
