#!/usr/bin/env bash
# Hera & Zeus's table as the shell gives it: keys pressed while the terminal is too small do
# nothing, the card under the cursor is read through the inspector, a challenge that cannot be
# made says why and asks nothing, and a move against the computer can be taken back.
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
sleep 0.5
table=$(screen)  # the whole table: Hera & Zeus's shows no clock, so nothing on it changes by itself
before=$(screen | grep "^Hera (you)")

# Too small: the table is hidden and its keys must not act, not even one that only moves the
# cursor or opens a list (Right, a): the whole screen, not one line of it, must come back as it was.
resize 70 20
wait_for "The terminal is too small"
keys Right a d Enter 1 y
resize 80 24
wait_for "Hera to act, action points 3 of 3"
sleep 0.5
[ "$(screen)" = "$table" ] || { diff <(echo "$table") <(screen) || true; fail "a key pressed at 70x20 changed the table"; }

# The inspector: the card under the cursor is read under the hand, and whole with i.
screen | grep -q "^Hera: A Mythology card" || fail "the card under the cursor is not described"
keys i
wait_for "in Hera's deck."
keys Enter
wait_gone "in Hera's deck."

# No challenge in the first turn: the key line does not offer one, and 1 says why, asking
# nothing (it used to ask, then refuse the answer without a reason); y after it changes nothing.
screen | grep -q "1-3 challenge" && fail "a challenge is offered in the first turn"
keys 1
wait_for "No challenge yet: challenges begin with each player's second turn."
screen | grep -q "cannot be taken" && fail "a challenge that cannot be made was asked about"
keys y
wait_for "Hera to act, action points 3 of 3"
[ "$(screen | grep "^Hera (you)")" = "$before" ] || fail "y after a refused challenge changed the game"

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
