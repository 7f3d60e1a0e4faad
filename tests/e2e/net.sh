#!/usr/bin/env bash
# Two people, two terminals, one Hera & Zeus game over the network: one pane hosts and plays Hera,
# the other joins as Zeus. Each pane shows its own hand and only backs of the other's face-down
# cards; moves made in one pane show in the other; chat; the joiner hangs up and comes back to its
# seat with the token it kept; a spectator sees no hand; the host leaves, the game is saved and the
# joiner is told.
BIN=$1
source "$(dirname "$0")/lib.bash"
SOCK="$WORK/sock"
mkdir -p "$SOCK"
A="$SESSION:0.0" B="$SESSION:0.1"

# One window of 80x49 split into two panes of 80x24, one above the other.
tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 49 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/ann host herazeus --seat 0 --as ann --name duel --dir $SOCK --seed 3; echo \$? > $WORK/exit-a; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
join_pane() {
  tmux "$@" "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/bob join duel --as bob --dir $SOCK; echo \$? > $WORK/exit-b; exec sleep 600"
}
PANE=$A wait_for "ann sits down as Hera"
join_pane split-window -v -l 24 -t "$SESSION"
[ "$(tmux display -p -t "$B" '#{pane_width}x#{pane_height}')" = 80x24 ] || fail "pane B is not 80x24"

PANE=$B wait_for "Zeus (you)"
PANE=$B wait_for "Waiting for Hera to move."
PANE=$A wait_for "Hera (you)"
PANE=$A wait_for "lays the opening row"

# The first move offered, three times: an opening row, laid with keys in pane $PANE.
lay_opening_row() {
  for _ in 1 2 3; do
    keys a
    wait_for "Every move you can make"
    keys Enter
    wait_gone "Every move you can make"
  done
}

# Hera lays her opening row from pane A.
PANE=$A lay_opening_row
PANE=$B wait_for "Zeus lays the opening row"
# A sees its own three face-down cards by name, in brackets; B sees only backs there.
own=$(PANE=$A screen | sed -n 8p)
[ "$(echo "$own" | grep -o '(' | wc -l)" = 3 ] || fail "Hera does not see her three face-down cards: $own"
theirs=$(PANE=$B screen | sed -n 3,6p)
echo "$theirs" | grep -q '(' && fail "Zeus sees a name among Hera's face-down cards: $theirs"
[ "$(echo "$theirs" | grep -o '▒▒▒▒' | wc -l)" -ge 3 ] || fail "Zeus does not see three backs: $theirs"
# Neither hand is on the other's screen: the hand rows differ, and B's has none of A's names in brackets.
[ "$(PANE=$A screen | grep '^Hand:')" != "$(PANE=$B screen | grep '^Hand:')" ] || fail "both panes show the same hand"

# Zeus answers from pane B.
PANE=$B lay_opening_row
PANE=$A wait_for "Hera's turn"
PANE=$A wait_for "action points 3 of 3"
PANE=$B wait_for "Waiting for Hera to move."

# A move in A shows in B's log.
PANE=$A keys d
PANE=$B wait_for "Hera drew a card."
# B may not move out of turn: the screen says whose move it is.
PANE=$B keys d
PANE=$B wait_for "Wait: Hera is to move."

# Chat from B reaches A.
PANE=$B keys t
PANE=$B wait_for "Say to the table:"
PANE=$B keys "good luck" Enter
PANE=$A wait_for "bob (seat 1): good luck"

# The kept token opens B's seat: only B may read it.
[ "$(stat -c %a "$WORK/bob/net/joined/duel.json")" = 600 ] || fail "the kept token can be read by others"
# B's terminal goes away (an SSH drop): A is told, and B comes back to its seat with its kept token.
kill -HUP "$(pgrep -n -f "$BIN --save-dir $WORK/bob join duel")"
PANE=$A wait_for "bob left the table as Zeus; they may come back."
join_pane respawn-pane -k -t "$B"
PANE=$B wait_for "Zeus (you)"
PANE=$A wait_for "bob is back as Zeus"
PANE=$B screen | grep -q "Hera drew a card." || fail "the rejoined pane does not show the game so far"

# A spectator in a third terminal sees the table with both hands as unknowns and no seat of its own.
tmux new-window -t "$SESSION" "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN watch duel --dir $SOCK; exec sleep 600"
PANE=$SESSION:1 wait_for "Hera drew a card."
PANE=$SESSION:1 screen | grep -q "(you)" && fail "the spectator is shown as a seat"
PANE=$SESSION:1 screen | grep -qE "^Hand: +\? +\?" || fail "the spectator sees a hand it may not"
PANE=$SESSION:1 screen | grep -q "(Medusa\|(Pegasus\|(Pythia" && fail "the spectator sees a face-down card"
PANE=$SESSION:1 keys q
PANE=$SESSION:1 keys y
tmux select-window -t "$SESSION:0"

# The host's player leaves: the game is saved, B is told its seat is kept.
PANE=$A keys q
PANE=$A wait_for "Leave the game?"
PANE=$A keys y
for _ in $(seq 1 100); do [ -s "$WORK/exit-a" ] && break; sleep 0.2; done
[ "$(cat "$WORK/exit-a" 2>/dev/null)" = 0 ] || fail "the host's pane ended with status $(cat "$WORK/exit-a" 2>/dev/null)"
[ -f "$WORK/ann/net/duel.json" ] || fail "the host did not save the game"
# A new game of the same name would be saved over the unfinished one: refused, the save kept.
before=$(sha256sum "$WORK/ann/net/duel.json")
rc=0; out=$(timeout 10 "$BIN" --save-dir "$WORK/ann" host herazeus --name duel --dir "$SOCK" 2>&1) || rc=$?
[ "$rc" = 2 ] || fail "a new game over an unfinished save exited with $rc"
echo "$out" | grep -q "left unfinished.*--load $WORK/ann/net/duel.json" || fail "no way back named: $out"
[ "$before" = "$(sha256sum "$WORK/ann/net/duel.json")" ] || fail "the unfinished save changed"
PANE=$B wait_for "Disconnected"
PANE=$B keys q
for _ in $(seq 1 100); do [ -s "$WORK/exit-b" ] && break; sleep 0.2; done
[ "$(cat "$WORK/exit-b" 2>/dev/null)" = 0 ] || fail "the joiner's pane ended with status $(cat "$WORK/exit-b" 2>/dev/null)"
echo "net e2e: ok"
