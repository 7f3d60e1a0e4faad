// Structure-aware edits of a JSON document, driven by fuzz input bytes: the document stays
// parseable, so the game's loader (not the JSON parser) meets the damage. Each edit picks a node
// and changes a number, a word, a list's length, or moves an element from one list to another
// (a card between piles).
#pragma once
#include <climits>
#include <iterator>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_target.hpp"

namespace olympus::fuzz {

namespace json_mutate_detail {
using json = nlohmann::json;

inline void walk(json& j, std::vector<json*>& all) {
    all.push_back(&j);
    if (j.is_object())
        for (auto& [k, v] : j.items()) walk(v, all);
    else if (j.is_array())
        for (auto& v : j) walk(v, all);
}

template <class Pred>
json* pick(json& doc, Bytes& in, Pred pred) {
    std::vector<json*> all, fit;
    walk(doc, all);
    for (auto* p : all)
        if (pred(*p)) fit.push_back(p);
    if (fit.empty()) return nullptr;
    const int hi = in.byte(), lo = in.byte();
    return fit[static_cast<std::size_t>((hi << 8 | lo) % static_cast<int>(fit.size()))];
}

inline std::vector<std::string> words_of(json& doc) {
    std::vector<json*> all;
    walk(doc, all);
    std::vector<std::string> w;
    for (auto* p : all)
        if (p->is_string()) w.push_back(p->get<std::string>());
    return w;
}
}  // namespace json_mutate_detail

// Applies edits while the input lasts (at most `max_edits`).
inline void mutate_json(nlohmann::json& doc, Bytes& in, int max_edits = 8) {
    using namespace json_mutate_detail;
    for (int e = 0; e < max_edits && !in.empty(); ++e) {
        switch (in.below(8)) {
            case 0: {  // a number
                json* n = pick(doc, in, [](const json& j) { return j.is_number(); });
                if (!n) break;
                // Kept well inside 64 bits, so the edits below cannot overflow.
                const long long lim = 1LL << 62;
                const double d = n->get<double>();
                const long long v = d > static_cast<double>(lim) || d < -static_cast<double>(lim) ? 0 : static_cast<long long>(d);
                static const long long odd[] = {0, -1, 1, 2, 3, 7, 40, 255, 1000, 65536, INT_MAX, (long long)INT_MAX + 1, LLONG_MIN};
                switch (in.below(5)) {
                    case 0: *n = v + 1; break;
                    case 1: *n = v - 1; break;
                    case 2: *n = -v; break;
                    case 3: *n = odd[in.below(static_cast<int>(std::size(odd)))]; break;
                    default: *n = v + in.below(64) - 32;
                }
                break;
            }
            case 1: {  // a word: another word of the document, or none
                json* s = pick(doc, in, [](const json& j) { return j.is_string(); });
                if (!s) break;
                auto words = words_of(doc);
                const int how = in.below(4);
                if (how == 0) *s = "";
                else if (how == 1) *s = s->get<std::string>() + "x";
                else {
                    const int hi = in.byte(), lo = in.byte();
                    *s = words[static_cast<std::size_t>(hi << 8 | lo) % words.size()];
                }
                break;
            }
            case 2: {  // a yes/no, or a value's kind
                json* b = pick(doc, in, [](const json& j) { return j.is_boolean() || j.is_null(); });
                if (b) *b = b->is_boolean() ? json(!b->get<bool>()) : json(0);
                break;
            }
            case 3: {  // a list one shorter
                json* a = pick(doc, in, [](const json& j) { return j.is_array() && !j.empty(); });
                if (a) a->erase(static_cast<std::size_t>(in.below(static_cast<int>(a->size()))));
                break;
            }
            case 4: {  // a list one longer: an element again
                json* a = pick(doc, in, [](const json& j) { return j.is_array() && !j.empty(); });
                if (a) a->push_back(json((*a)[static_cast<std::size_t>(in.below(static_cast<int>(a->size())))]));
                break;
            }
            case 5: {  // an element moved from one list to another (a card between piles)
                json* from = pick(doc, in, [](const json& j) { return j.is_array() && !j.empty(); });
                if (!from) break;
                const std::size_t i = static_cast<std::size_t>(in.below(static_cast<int>(from->size())));
                json moved = (*from)[i];
                from->erase(i);  // before the other list is picked: erasing moves what follows
                json* to = pick(doc, in, [](const json& j) { return j.is_array(); });
                if (to) to->insert(to->begin() + in.below(static_cast<int>(to->size()) + 1), std::move(moved));
                break;
            }
            case 6: {  // two elements of a list swapped
                json* a = pick(doc, in, [](const json& j) { return j.is_array() && j.size() > 1; });
                if (a) std::swap((*a)[static_cast<std::size_t>(in.below(static_cast<int>(a->size())))],
                                 (*a)[static_cast<std::size_t>(in.below(static_cast<int>(a->size())))]);
                break;
            }
            default: {  // a key gone
                json* o = pick(doc, in, [](const json& j) { return j.is_object() && !j.empty(); });
                if (!o) break;
                auto it = o->begin();
                std::advance(it, in.below(static_cast<int>(o->size())));
                o->erase(it);
            }
        }
    }
}

}  // namespace olympus::fuzz
