// A game screen's save that may fail (a full disk, a folder gone read-only): the game goes on
// and says why, and leaving waits until a save has worked, so nothing is lost.
#pragma once
#include <exception>
#include <string>

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

}  // namespace olympus::tui
