#!/usr/bin/env bash
# Hera & Zeus's table as the shell gives it: keys pressed while the terminal is too small do
# nothing, the card under the cursor is read through the inspector, a challenge asks first, and
# a move against the computer can be taken back.
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
  keys a
  wait_for "Every move you can make"
  keys Enter
  wait_gone "Every move you can make"
done
wait_for "Hera to act, action points 3 of 3" 30
before=$(screen | grep "^Hera (you)")

# Too small: the table is hidden and its keys must not act.
resize 70 20
wait_for "The terminal is too small"
keys d Enter 1 y
resize 80 24
wait_for "Hera to act, action points 3 of 3"
[ "$(screen | grep "^Hera (you)")" = "$before" ] || fail "a key pressed at 70x20 changed the game: $before"

# The inspector: the card under the cursor is read under the hand, and whole with i.
screen | grep -q "^Hera: A Mythology card" || fail "the card under the cursor is not described"
keys i
wait_for "in Hera's deck."
keys Enter
wait_gone "in Hera's deck."

# A challenge is final, so one key only asks; n leaves everything as it was.
keys 1
wait_for "cannot be taken"
keys n
wait_for "Hera to act, action points 3 of 3"

# Undo: a card played face down is taken back.
keys a
wait_for "Every move you can make"
keys Down Enter
wait_for "action points 2 of 3"
keys u
wait_for "You took back your last move."
wait_for "Hera to act, action points 3 of 3"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit")"
echo "herazeus table e2e: ok"
