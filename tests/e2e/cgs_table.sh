#!/usr/bin/env bash
# The CGS table on the shared shell in a real terminal (issue 18): keys pressed while the terminal
# is too small do nothing (at 70x20 Enter would have stepped Hercules, d ended his movement);
# grown back to 80x24 the table is as it was. Then the inspector: v reads a card of the hand beside
# the map, i opens it whole; on a hex, i reads the hex and the hero standing there.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

start_pane 80 24 "$BIN --save-dir $SAVES --ascii play cgs --seed 3"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys End Enter
wait_for "Keep which card?"
for i in $(seq 1 20); do
  screen | grep -qF "Movement:" && break
  if screen | grep -qF "Card phase"; then keys d; continue; fi
  keys Enter
  if screen | grep -qF "Esc close"; then keys Enter; fi
  sleep 0.3
done
wait_for "Movement:" 20
wait_for "P1's base camp" 5
before=$(screen)

resize 70 20
wait_for "too small" 5
keys Left Enter d d Enter        # would step west, then end movement and combat
resize 80 24
wait_for "Movement:" 5
after=$(screen)
[ "$before" = "$after" ] || { echo "--- before:"; echo "$before"; fail "the table changed behind the too-small screen"; }

# The inspector: the hand's first card beside the map, then whole.
keys v
wait_for "[Son of Zeus (3)]" 5      # the card being read is marked in the hand
screen | grep -qF "Son of Zeus: While in play" || fail "the card's first line is not beside the map"
keys i
wait_for "Ability, costs 3 dinars to play." 5
wait_for "1 copy in the game." 5
keys Escape
wait_gone "1 copy in the game."
keys v v v                          # past the last card: the hex again
keys i
wait_for "Hercules, a hero of P1 (you)." 5
wait_for "Values now: Def 7" 5
keys Escape
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit")"
check_terminal_sane
echo "cgs_table e2e: ok"
