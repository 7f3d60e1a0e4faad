// A game screen's save that may fail (a full disk, a folder gone read-only): the game goes on
// and says why, and leaving waits until a save has worked, so nothing is lost.
#pragma once
#include <exception>
#include <filesystem>
#include <string>
#include <system_error>

#include "core/save.hpp"
#include "core/save_lock.hpp"

namespace olympus::tui {

// Runs `save`; on failure puts the reason in `status` and returns false.
template <class Save>
bool save_or_report(Save&& save, std::string& status) {
    try {
        save();
        return true;
    } catch (const std::exception& e) {
        status = std::string("Could not save: ") + e.what() + ". The game goes on; it is saved once that is fixed.";
        return false;
    }
}

// What a leave confirmation says when the save before leaving failed.
inline std::string leave_refused(const std::string& status) {
    return status + " Leaving would lose the game: fix it and leave again, or stay and play on.";
}

// The file a game screen saves to, with its lock: written at safe points, removed when the game
// is over (a finished game is not continued), its lock given up when the player leaves.
class GameSaveFile {
public:
    GameSaveFile(std::filesystem::path path, SaveLock lock) : path_(std::move(path)), lock_(std::move(lock)) {}

    // Writes now and throws SaveError on failure (a game that cannot be saved does not start).
    void write(const SaveEnvelope& e) { write_save(path_, e); }
    // Writes the envelope `make()` gives; a failure goes to `status` and returns false.
    template <class Make>
    bool save(Make&& make, std::string& status) {
        if (finished_) return true;
        return save_or_report([&] { write_save(path_, make()); }, status);
    }
    void finish() {
        finished_ = true;
        std::error_code ec;
        std::filesystem::remove(path_, ec);
        lock_.release();
    }
    void release() { lock_.release(); }

private:
    std::filesystem::path path_;
    SaveLock lock_;
    bool finished_ = false;
};

}  // namespace olympus::tui
