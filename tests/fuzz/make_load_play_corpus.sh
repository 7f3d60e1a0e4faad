#!/usr/bin/env bash
# Writes the seed corpora of the load_play_* fuzz targets: real mid-game states from the script
# mode (the computer player moves N times from a seeded start), each followed by a NUL and a few
# bytes that choose edits (fuzz/json_mutate.hpp) and moves. Run from the checkout:
#   bash tests/fuzz/make_load_play_corpus.sh build/olympus
set -euo pipefail
BIN=${1:?usage: make_load_play_corpus.sh OLYMPUS_BINARY}
OUT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/corpus
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
# seed: one state of GAME after MOVES computer moves, with OPTIONS; CONTROL: the bytes after the NUL (hex).
seed() {
  local game=$1 moves=$2 control=$3; shift 3
  n=$((n + 1))
  local name="state$n-after$moves"
  mkdir -p "$OUT/load_play_$game"
  { for _ in $(seq "$moves"); do echo "go 20"; done; echo state; } |
    "$BIN" --save-dir "$tmp" play "$game" --script "$@" 2>/dev/null | grep '^{' | tail -1 >"$tmp/state" || true
  [ -s "$tmp/state" ] || { echo "no state for $game $*" >&2; exit 1; }
  { tr -d '\n' <"$tmp/state"; printf '\0'; printf '%s' "$control" | xxd -r -p; } >"$OUT/load_play_$game/$name"
}

seed arc 6 '' --seed 1 --opt players=2
seed arc 30 0300010502 --seed 2 --opt players=2
seed arc 20 05000a0101 --seed 3 --opt players=3
seed cgs 10 '' --seed 1 --opt players=2
seed cgs 40 0000070204 --seed 2 --opt players=4 --opt teams=on
seed cgs 25 0500030001 --seed 3 --opt players=3
seed herazeus 8 '' --seed 1
seed herazeus 30 0300020601 --seed 2
seed microhero 10 '' --seed 1
seed microhero 40 0501000302 --seed 2 --opt players=2 --opt expansions=all
seed microhero 25 0000040107 --seed 3 --opt difficulty=heroic
