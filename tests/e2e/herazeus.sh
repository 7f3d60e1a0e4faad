#!/usr/bin/env bash
# Hera & Zeus in a real terminal: a new game against the skilled computer, the opening row laid
# with keys, the computer answering, Hera's first turn, the computer's turn, leave and continue.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

start_pane 80 24 "$BIN --save-dir $SAVES play herazeus --seed 5"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys Down Left           # against the skilled computer (one below the strong default)
keys End Enter
wait_for "lays the opening row"
for i in 1 2 3; do
  keys a                 # every move that can be made...
  wait_for "Every move you can make"
  keys Enter             # ...take the first: a card into a free column
  wait_gone "Every move you can make"
done
wait_for "action points" 20
wait_for "Hera's turn" 20
keys d                   # draw a card: one action point spent
wait_for "Hera drew a card."
wait_for "action points 2 of 3"
keys d d                 # the other two points: Hera's first turn is over
wait_for "Zeus's turn" 20
wait_for "Turn 3" 30     # the computer played its turn and it is Hera's again
wait_for "Hera to act, action points 3 of 3"
screen | grep -q "Zeus played a card face down" || fail "the computer's turn is not in the log"
screen | grep -q "hand 9" || fail "Hera should hold 9 cards after three draws"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys Home Enter          # the cursor stayed on New game; the saved game is at the top
wait_for "Turn 3"
screen | grep -q "hand 9" || fail "the continued game is not the one left"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit")"
check_terminal_sane

# The connection drops in the middle of a turn, after a move: the game is saved at that move.
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES play herazeus"
wait_for "Continue game"
keys Enter
wait_for "Hera to act, action points 3 of 3"
keys d
wait_for "action points 2 of 3"
kill -HUP "$(pgrep -n -f "$BIN --save-dir $SAVES")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit"), expected 129 after SIGHUP"
check_terminal_sane
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES play herazeus"
wait_for "Continue game"
keys Enter
wait_for "Hera to act, action points 2 of 3"
screen | grep -q "hand 10" || fail "the draw made before the hangup was lost"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
same_state_after_load herazeus "$(printf 'go\ngo\ngo\ngo\ngo')"
echo "herazeus e2e: ok"
