#!/usr/bin/env bash
# CGS over the network, two people in two terminals: the host plays P1 in one pane, the joiner P2
# in the other. The set-up (cards kept, tiles turned, camps placed) is made with keys in each pane,
# then P1 moves a hero and P2's pane shows it; neither pane lists the other's hand; a spectator
# sees the map and no hand.
BIN=$1
source "$(dirname "$0")/lib.bash"
SOCK="$WORK/sock"
mkdir -p "$SOCK"
A="$SESSION:0.0" B="$SESSION:0.1"

tmux -f /dev/null new-session -d -s "$SESSION" -x 100 -y 61 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/ann --ascii host cgs --seat 0 --as ann --name g --dir $SOCK --seed 4; echo \$? > $WORK/exit-a; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
PANE=$A wait_for "ann sits down as P1"
tmux split-window -v -l 30 -t "$SESSION" \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/bob --ascii join g --as bob --dir $SOCK; echo \$? > $WORK/exit-b; exec sleep 600"
[ "$(tmux display -p -t "$B" '#{pane_width}x#{pane_height}')" = 100x30 ] || fail "pane B is not 100x30"
PANE=$A wait_for "P1 (you)"
PANE=$B wait_for "P2 (you)"
PANE=$B wait_for "P1 to act."

# The set-up, in whichever pane is to decide: the first choice each time (a card phase ends
# with d), until P1's first movement phase. A pane that is not to act only says "Wait".
for i in $(seq 1 60); do
  PANE=$A screen | grep -qF "Movement:" && break
  for P in "$A" "$B"; do
    if PANE=$P screen | grep -qF "Card phase"; then PANE=$P keys d; continue; fi
    PANE=$P keys Enter
    if PANE=$P screen | grep -qF "Esc close"; then PANE=$P keys Enter; fi
  done
done
PANE=$A wait_for "Movement:"
PANE=$B wait_for "move: P1 to"   # the panel wraps "act" at 100x30

# Each pane lists its own hand (the side panel's line under "Hand (N)", from column 50 to the
# panel's right border, before any inspector column; a name cut short ends in the cut mark ~ and is
# left out) and no
# card of the other's.
hand_cards() {
  PANE=$1 screen | grep -A1 -E "Hand \([1-9][0-9]*\)" | tail -1 | cut -c50- |
    sed -E 's/^\|//; s/ *\|.*$//; s/ \([0-9]+\)//g; s/, /\n/g; s/ +$//' | grep -v '^$' | grep -v '~$'
}
ann_hand=$(hand_cards "$A" || true); bob_hand=$(hand_cards "$B" || true)
[ -n "$ann_hand" ] || PANE=$A fail "ann's hand is not listed"
[ -n "$bob_hand" ] || PANE=$B fail "bob's hand is not listed"
while read -r card; do
  echo "$bob_hand" | grep -qxF "$card" && continue   # both hold one: nothing to tell apart
  PANE=$B screen | grep -qF "$card" && PANE=$B fail "bob's pane names ann's $card"
done <<< "$ann_hand"
while read -r card; do
  echo "$ann_hand" | grep -qxF "$card" && continue
  PANE=$A screen | grep -qF "$card" && PANE=$A fail "ann's pane names bob's $card"
done <<< "$bob_hand"

# Ann moves a hero: the first move offered; bob's pane shows it in the log.
PANE=$A keys m
PANE=$A wait_for "Every move you can make"
PANE=$A keys Enter
PANE=$A wait_for " moves "
moved=$(PANE=$A screen | grep -oE "[A-Za-z]+ moves [a-z-]+ onto" | tail -1)
PANE=$B wait_for "$moved"

# A spectator sees the table and no hand. It gets a session of its own, made at 100x30: a window
# resized after the program started may be drawn at the old size for a moment.
W="$SESSION-watch"
tmux -f /dev/null new-session -d -s "$W" -x 100 -y 30 "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --ascii watch g --dir $SOCK; exec sleep 600"
PANE=$W wait_for "Watching: P1 to act."
PANE=$W wait_for "$moved"
while read -r card; do
  PANE=$W screen | grep -qF "$card" && PANE=$W fail "the spectator sees $card in a hand"
done <<< "$ann_hand
$bob_hand"

# Bob leaves (his seat kept); then ann leaves and the game is saved.
PANE=$B keys q
PANE=$B wait_for "Leave the game?"
PANE=$B keys y
PANE=$A wait_for "bob left the table as P2"
PANE=$A keys q
PANE=$A wait_for "Leave the game?"
PANE=$A keys y
i=0; while [ ! -s "$WORK/exit-a" ]; do sleep 0.2; i=$((i + 1)); [ $i -lt 150 ] || fail "the host did not exit"; done
[ -s "$WORK/ann/net/g.json" ] || fail "the host's game was not saved"
echo "net_cgs e2e: ok"
