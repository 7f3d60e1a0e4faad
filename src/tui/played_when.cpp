#include "tui/played_when.hpp"

#include <chrono>

namespace olympus::tui {

std::string played_when(std::filesystem::file_time_type saved, std::filesystem::file_time_type now) {
    using namespace std::chrono;
    const long long min = duration_cast<minutes>(now - saved).count();
    auto count = [](long long n, const char* one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); };
    if (min < 1) return "just now";  // a clock set back lands here too
    if (min < 60) return std::to_string(min) + " min ago";
    if (min < 24 * 60) return count(min / 60, "hour") + " ago";
    if (min < 60 * 24 * 60) return count(min / (24 * 60), "day") + " ago";
    return count(min / (30 * 24 * 60), "month") + " ago";
}

std::string played_when(const std::filesystem::path& save) {
    std::error_code ec;
    const auto t = std::filesystem::last_write_time(save, ec);
    if (ec) return {};
    return played_when(t, std::filesystem::file_time_type::clock::now());
}

}  // namespace olympus::tui
