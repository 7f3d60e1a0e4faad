#!/usr/bin/env bash
# The Micro Hero table on the shell, as a person at a terminal meets it: keys pressed while the
# terminal is too small act on nothing, and the inspector (`i`) reads the Stance whole, its End of
# Turn effect included, which the card on the table cuts short at 80x24.
BIN=$1
source "$(dirname "$0")/lib.bash"

start_pane 80 24 "$BIN --save-dir $WORK/saves play microhero --campaign look --seed 7"
wait_for "Start the campaign"
keys End Enter
wait_for "Turn 1   Planning phase"
before=$(screen)

# At 70x20 the table is hidden: Enter (play), 1 (play), s (Stance) and e (end) do nothing.
resize 70 20
wait_for "needs 80x24, this one is 70x20."
keys Enter 1 s e
resize 80 24
wait_for "Turn 1   Planning phase"
# The log's line for a played card ("You play Strike.") begins a row at 80x24: looked for first,
# so a card played unseen is named as such, then anything else that changed.
if screen | grep -q "^You play "; then fail "a card was played behind the size message"; fi
[ "$(screen)" = "$before" ] || fail "keys pressed at 70x20 changed the table"

# Up twice: from the hand past the empty played row to the Stance; i opens it whole.
keys Up
screen | grep -q "• Stance: Supercharged" || fail "the line above the log does not name the Stance"
keys i
wait_for "Stance: Supercharged"
screen | tr -d '┃│' | tr -s ' \n' ' ' | grep -q "End of Turn: if tapped, untap and turn to It's Raining Cards." ||
  fail "the inspector does not show the Stance's End of Turn effect whole"
wait_for "The other side, It's Raining Cards"
keys Escape
wait_gone "The other side"
# Up again: the Trial.
keys Up i
wait_for "Trial 1 of 12. Attack"
keys Escape
# Leave cleanly (a hangup at the end would save while the test's folder is removed).
keys q
wait_for "Leave the campaign?"
keys y
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit") after leaving"
echo "microhero table e2e: ok"
