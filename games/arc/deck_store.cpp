#include "arc/deck_store.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/input_file.hpp"
#include "core/save.hpp"

namespace olympus::arc {

namespace fs = std::filesystem;

fs::path decks_dir(const fs::path& save_dir) { return save_dir / "arc" / "decks"; }

std::string deck_file_stem(const std::string& title) {
    std::string out;
    for (char ch : title) {
        auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c)) out += static_cast<char>(std::tolower(c));
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    if (out.size() > 60) out.resize(60);
    return out;
}

OwnDeck read_own_deck(const fs::path& path) {
    OwnDeck d;
    d.path = path;
    std::string text;
    try {
        text = read_input_file(path);  // a FIFO or a link to a device among the decks is refused
    } catch (const InputFileError& e) {
        d.deck.name = path.stem().string();
        d.problems.push_back({0, e.what()});
        return d;
    }
    d.deck = parse_decklist(text, path.stem().string(), &d.problems);
    return d;
}

std::vector<OwnDeck> list_own_decks(const fs::path& save_dir) {
    std::vector<OwnDeck> out;
    std::error_code ec;
    fs::path dir = decks_dir(save_dir);
    if (!fs::is_directory(dir, ec)) return out;
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir, ec))
        if (e.path().extension() == ".txt" && !e.path().filename().string().starts_with(".")) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& p : files) out.push_back(read_own_deck(p));
    return out;
}

fs::path write_own_deck(const fs::path& save_dir, const CardDb& db, const Decklist& d) {
    std::string stem = deck_file_stem(d.name);
    if (stem.empty()) throw std::invalid_argument("a deck's name needs a letter or a digit");
    fs::path dir = decks_dir(save_dir);
    std::error_code ec;
    fs::create_directories(dir, ec);
    fs::path path = dir / (stem + ".txt");
    write_file_atomic(path, format_decklist(db, d));
    return path;
}

std::string deck_set(const CardDb& db, const Decklist& d) {
    bool herc = false, xena = false;
    for (const DeckEntry& e : d.entries)
        if (auto id = db.find(e.name)) {
            herc |= db[*id].set == "hercules";
            xena |= db[*id].set == "xena";
        }
    return herc && xena ? "mixed" : herc ? "hercules" : xena ? "xena" : "";
}

}  // namespace olympus::arc
