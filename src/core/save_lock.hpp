// A lock beside a save file, so two running copies never play the same game. The kernel holds it
// (an open-file-description lock on NAME.json.lock): it goes when its holder closes it or dies,
// and of any number of openers exactly one wins. No process id is read or signalled.
//
// While it holds the lock, a copy listens on a Unix socket beside it (NAME.json.lock.sock, mode
// 0600). Another copy of the same user can ask there to take the save over: each side checks the
// other's user id (SO_PEERCRED), the holder answers with the save's path, saves, lets go and says
// "released". See docs/ARCHITECTURE.md, "Saves".
#pragma once
#include <filesystem>
#include <optional>
#include <string>

namespace olympus {

struct SaveTakeOver;

class SaveLock {
public:
    SaveLock() = default;
    ~SaveLock();
    SaveLock(SaveLock&& o) noexcept;
    SaveLock& operator=(SaveLock&& o) noexcept;
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;

    // Takes the lock, or nothing when another opener (another process, or another SaveLock in
    // this one) holds it. Throws SaveError when the lock file cannot be made.
    static std::optional<SaveLock> try_acquire(const std::filesystem::path& save);
    // Takes the lock; throws SaveError, in plain words, when it is held elsewhere.
    static SaveLock acquire(const std::filesystem::path& save);

    // The asking side: asks the holder to save and let go, waits up to `wait_ms` for it, then
    // takes the lock. Never signals anything.
    static SaveTakeOver take_over(const std::filesystem::path& save, int wait_ms = 5000);

    // The holding side, polled from the main loop: true when another Olympus of this user asked
    // for the save (it has been told this copy holds it). The caller then saves and calls
    // hand_over(), or refuse() when the save failed. Never blocks for long.
    bool takeover_requested();
    // Lets go of the lock and tells the asker "released".
    void hand_over() { release(); }
    // Keeps the lock and tells the asker it is kept.
    void refuse();

    bool held() const { return fd_ >= 0; }
    // Lets go (a pending asker is told "released").
    void release();

private:
    std::filesystem::path lock_;
    std::string name_;  // the save's absolute path, as the holder names it to an asker
    int fd_ = -1, listen_fd_ = -1, asker_fd_ = -1;
    void move_from(SaveLock& o) noexcept;
};

struct SaveTakeOver {
    std::optional<SaveLock> lock;  // taken, or nothing
    std::string why;               // in plain words, why it was not taken
};

}  // namespace olympus
