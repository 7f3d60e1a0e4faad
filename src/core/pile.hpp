// An ordered stack of cards with a top: decks, discard piles, hands, reserves.
// Stored bottom-first so drawing from the top is O(1); the API always speaks of the top.
#pragma once
#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/rng.hpp"

namespace olympus {

template <class T>
class Pile {
public:
    Pile() = default;
    // Cards listed top first.
    static Pile from_top_first(std::vector<T> top_first) {
        std::reverse(top_first.begin(), top_first.end());
        Pile p;
        p.cards_ = std::move(top_first);
        return p;
    }

    std::size_t size() const { return cards_.size(); }
    bool empty() const { return cards_.empty(); }

    const T& top() const { return at_from_top(0); }
    // 0 is the top card.
    const T& at_from_top(std::size_t i) const {
        if (i >= cards_.size()) throw std::out_of_range("Pile: no card at that depth");
        return cards_[cards_.size() - 1 - i];
    }

    std::optional<T> draw() {
        if (cards_.empty()) return std::nullopt;
        T c = std::move(cards_.back());
        cards_.pop_back();
        return c;
    }
    // Draws up to n cards, returned in the order drawn.
    std::vector<T> draw(std::size_t n) {
        std::vector<T> out;
        while (n-- > 0 && !cards_.empty()) out.push_back(*draw());
        return out;
    }

    void put_top(T c) { cards_.push_back(std::move(c)); }
    void put_bottom(T c) { cards_.insert(cards_.begin(), std::move(c)); }
    // depth 0 puts it on top, depth size() at the bottom.
    void insert(std::size_t depth, T c) {
        if (depth > cards_.size()) throw std::out_of_range("Pile: insert below the bottom");
        cards_.insert(cards_.end() - static_cast<std::ptrdiff_t>(depth), std::move(c));
    }
    T take_at(std::size_t depth) {
        if (depth >= cards_.size()) throw std::out_of_range("Pile: no card at that depth");
        auto it = cards_.end() - 1 - static_cast<std::ptrdiff_t>(depth);
        T c = std::move(*it);
        cards_.erase(it);
        return c;
    }
    std::optional<T> take_random(Rng& rng) {
        if (cards_.empty()) return std::nullopt;
        return take_at(rng.below(static_cast<std::uint32_t>(cards_.size())));
    }
    // Removes the first card (from the top) equal to c; false when there is none.
    bool remove(const T& c) {
        for (std::size_t d = 0; d < cards_.size(); ++d)
            if (at_from_top(d) == c) {
                take_at(d);
                return true;
            }
        return false;
    }

    // The top n cards, top first, without moving them.
    std::vector<T> peek(std::size_t n) const {
        std::vector<T> out;
        for (std::size_t i = 0; i < n && i < cards_.size(); ++i) out.push_back(at_from_top(i));
        return out;
    }
    std::vector<T> top_first() const { return {cards_.rbegin(), cards_.rend()}; }

    void shuffle(Rng& rng) { rng.shuffle(cards_); }

    // Turns `other` over as one block and slides it under this pile, without shuffling:
    // the card at the bottom of `other` (the first one put there) becomes the topmost of it.
    void turn_over_from(Pile& other) {
        std::vector<T> flipped(other.cards_.begin(), other.cards_.end());
        // other bottom-first [b..t] turned over is top-first [b..t], i.e. bottom-first [t..b].
        std::reverse(flipped.begin(), flipped.end());
        cards_.insert(cards_.begin(), flipped.begin(), flipped.end());
        other.cards_.clear();
    }
    // Shuffles `other` into this pile (a discard pile becoming a new deck).
    void reshuffle_from(Pile& other, Rng& rng) {
        cards_.insert(cards_.end(), other.cards_.begin(), other.cards_.end());
        other.cards_.clear();
        shuffle(rng);
    }

    void clear() { cards_.clear(); }
    bool operator==(const Pile&) const = default;

    // Bottom-first storage, for serialisation and iteration.
    const std::vector<T>& bottom_first() const { return cards_; }
    static Pile from_bottom_first(std::vector<T> v) {
        Pile p;
        p.cards_ = std::move(v);
        return p;
    }

private:
    std::vector<T> cards_;
};

}  // namespace olympus
