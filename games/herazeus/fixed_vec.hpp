// A vector with its capacity inline. Every pile in Hera & Zeus has a hard bound (43 cards a deck,
// 12 a hand, 4 a column), so a whole State is one flat value: copying it for a search playout is
// a memcpy, not a string of allocations.
#pragma once
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace olympus::herazeus {

template <class T, std::size_t N>
class FixedVec {
    static_assert(N <= 255, "the size is kept in one byte");

public:
    using value_type = T;

    std::size_t size() const { return n_; }
    bool empty() const { return n_ == 0; }
    static constexpr std::size_t capacity() { return N; }
    bool full() const { return n_ == N; }

    T& operator[](std::size_t i) { return a_[i]; }
    const T& operator[](std::size_t i) const { return a_[i]; }
    T& at(std::size_t i) {
        if (i >= n_) throw std::out_of_range("FixedVec::at");
        return a_[i];
    }
    const T& at(std::size_t i) const {
        if (i >= n_) throw std::out_of_range("FixedVec::at");
        return a_[i];
    }
    T& front() { return a_[0]; }
    const T& front() const { return a_[0]; }
    T& back() { return a_[n_ - 1]; }
    const T& back() const { return a_[n_ - 1]; }

    T* begin() { return a_.data(); }
    T* end() { return a_.data() + n_; }
    const T* begin() const { return a_.data(); }
    const T* end() const { return a_.data() + n_; }

    void push_back(const T& v) {
        if (n_ >= N) throw std::length_error("FixedVec: full");
        a_[n_++] = v;
    }
    T pop_back() {
        if (n_ == 0) throw std::out_of_range("FixedVec: empty");
        return a_[--n_];
    }
    // Inserts before index i (i == size() appends).
    void insert(std::size_t i, const T& v) {
        if (n_ >= N) throw std::length_error("FixedVec: full");
        if (i > n_) throw std::out_of_range("FixedVec::insert");
        for (std::size_t k = n_; k > i; --k) a_[k] = a_[k - 1];
        a_[i] = v;
        ++n_;
    }
    // Removes and returns the element at i; the rest close up.
    T erase(std::size_t i) {
        if (i >= n_) throw std::out_of_range("FixedVec::erase");
        T v = a_[i];
        for (std::size_t k = i + 1; k < n_; ++k) a_[k - 1] = a_[k];
        --n_;
        return v;
    }
    void clear() { n_ = 0; }

    bool operator==(const FixedVec& o) const { return n_ == o.n_ && std::equal(begin(), end(), o.begin()); }

private:
    std::array<T, N> a_{};
    std::uint8_t n_ = 0;
};

}  // namespace olympus::herazeus
