#!/usr/bin/env bash
# The hint key in a real terminal: against the computer H shows what the strongest player would
# play and why; Enter closes the box onto that move, and Enter again plays it. In a solo Micro
# Hero campaign H shows the same kind of box.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

# Hera & Zeus against the strong computer, from `olympus play`.
start_pane 80 24 "$BIN --save-dir $SAVES play herazeus --seed 5"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys End Enter           # against the strong computer (the form's first choice)
wait_for "lays the opening row"
keys H
wait_for "Hint" 10
wait_for "Why: " 10
wait_for "from what you can see"
keys Enter
wait_gone "Why: "
# The hinted move is under the cursor in the list of every move: Enter plays it.
wait_for "Every move you can make"
keys Enter
wait_gone "Every move you can make"
wait_for "Hera (you): deck 34  hand 8"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
restart_server

# Micro Hero, solo.
start_pane 80 24 "$BIN --save-dir $SAVES play microhero --seed 5"
wait_for "New campaign"
keys Enter
wait_for "Start the campaign"
keys End Enter
wait_for "Planning phase"
keys H
wait_for "Hint" 10
wait_for "Why: " 10
screen | grep -q "Trials" || fail "the campaign's hint does not say how the Trials went"
keys Escape
wait_gone "Why: "
wait_for "Planning phase"
