#!/usr/bin/env bash
# CGS in a real terminal: a new game against the computer; the starting hand, tile and base camp
# chosen with keys; Hercules explores the face-down tile beside his camp (seed 3 puts it east of
# him, across water, so he stops at its edge); what the computer did in its turn is shown in a box
# when P1's turn comes; next turn he steps across the map. Then leave and
# Continue from the game's menu.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

start_pane 100 30 "$BIN --save-dir $SAVES --ascii play cgs --seed 3"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys End Enter
wait_for "Keep which card?"
# Set-up: each decision opens a menu of the legal choices (the camp goes where the cursor is);
# take the first each time, until P1's first movement phase.
for i in $(seq 1 20); do
  screen | grep -qF "Movement:" && break
  if screen | grep -qF "Card phase"; then keys d; continue; fi
  keys Enter
  if screen | grep -qF "Esc close"; then keys Enter; fi
  sleep 0.3
done
wait_for "Movement:" 20
wait_for "P1's base camp" 5     # the cursor starts on Hercules at his camp
keys Right                      # the face-down hex east of him
wait_for "Tile 2: face down" 5
keys Enter
wait_for "Exploring: which way"
keys Enter
wait_for "Position 2 is explored" 5
keys d                          # end the movement: with steps left it asks first
if screen | grep -qF "End the movement?"; then keys y; fi
keys d                          # end combat; the computer plays its turn
# What the computer did is shown when P1's turn comes, in a box read before anything is asked.
wait_for "While you waited" 30
screen | grep -qF "P2's turn (round" || fail "the box does not tell the computer's turn"
keys Enter
wait_gone "While you waited"
for i in $(seq 1 30); do
  screen | grep -qF "Movement:" && break
  if screen | grep -qF "Card phase"; then keys d; fi
  sleep 0.5
done
wait_for "Movement:" 30
keys m
wait_for "Every move you can make"
keys Enter                      # the first step offered
wait_for "Hercules moves" 5
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit")"
check_terminal_sane

# A dropped connection (SIGHUP) in the middle of a game saves it.
restart_server; rm -f "$SAVES"/cgs/*.json
start_pane 100 30 "$BIN --save-dir $SAVES play cgs --seed 4"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys End Enter
wait_for "Keep which card?"
keys Enter
wait_for "Esc close"            # the menu of cards to keep
keys Enter
wait_for "1 kept so far"        # the menu stays open on the next card until both are kept
kill -HUP "$(pgrep -n -f "$BIN --save-dir $SAVES play cgs")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit"), expected 129 after SIGHUP"
# The save holds the card kept after the game started (the start alone saved two empty hands).
[ -s "$SAVES/cgs/game.json" ] || fail "no save after SIGHUP"
[ "$(grep -c '"hand": \[\]' "$SAVES/cgs/game.json")" -lt 2 ] || fail "the save after SIGHUP does not hold the kept card"
check_terminal_sane
echo "cgs e2e: ok"
