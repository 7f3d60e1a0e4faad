// Reads a file that came from outside the program (a save, a --load file, a data file): only a
// regular file, and only so much of it. A FIFO named like a save would block the reader forever
// and a link to a device such as /dev/zero never ends; both are refused with a message.
// Symbolic links are followed: a player may link a save in from elsewhere, and what the link
// points to is checked the same way.
#pragma once
#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace olympus {

inline constexpr std::size_t kMaxInputFileBytes = std::size_t{16} << 20;

// The message names the file and the problem in our words.
struct InputFileError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The whole file; throws InputFileError "<path>: cannot be opened (why)", "...: is not a regular
// file" or "...: is larger than 16 MiB".
std::string read_input_file(const std::filesystem::path& path, std::size_t max_bytes = kMaxInputFileBytes);

}  // namespace olympus
