// The words CGS's enums are written as in saves and views, as json_read tables (one per enum,
// built from phase_name and piece_kind_name so writing and reading cannot disagree).
#pragma once
#include "cgs/state.hpp"
#include "core/json_read.hpp"

namespace olympus::cgs {

inline const json_read::Words<Phase>& phase_words() {
    static const json_read::Words<Phase> w = [] {
        json_read::Words<Phase> out;
        for (int i = 0; i <= static_cast<int>(Phase::Over); ++i) out.emplace_back(static_cast<Phase>(i), phase_name(static_cast<Phase>(i)));
        return out;
    }();
    return w;
}

inline const json_read::Words<PieceKind>& kind_words() {
    static const json_read::Words<PieceKind> w = [] {
        json_read::Words<PieceKind> out;
        for (int i = 0; i <= static_cast<int>(PieceKind::Creature); ++i)
            out.emplace_back(static_cast<PieceKind>(i), piece_kind_name(static_cast<PieceKind>(i)));
        return out;
    }();
    return w;
}

}  // namespace olympus::cgs
