#!/usr/bin/env bash
# The ARC table in a real terminal (issue 18): a key that would act, pressed while the terminal is
# too small, changes nothing once it is big enough again; `i` reads the card under the cursor
# whole, and from 100 columns the inspector shows it in a column of its own.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"
mkdir -p "$SAVES/arc"
# A duel saved by script mode: P1 (the person) goes first, against the strong computer.
printf 'save %s\n' "$SAVES/arc/duel.json" | $BIN play arc --script --seed 11 --opt first=1 > /dev/null
[ -s "$SAVES/arc/duel.json" ] || fail "the script did not save"

start_pane 80 24 "$BIN --save-dir $SAVES play arc"
wait_for "Continue duel"
keys Enter
wait_for "your turn"
wait_for "[resource]"
before=$(screen)

# At 70x20 only the size message shows: Enter (play the card under the cursor), e (end the
# turn) and y do nothing behind it.
resize 70 20
wait_for "needs 80x24"
keys Enter
keys e
keys y
keys Enter
resize 80 24
wait_for "[resource]"
sleep 0.5
after=$(screen)
[ "$before" = "$after" ] || { diff <(echo "$before") <(echo "$after") || true; fail "a key at 70x20 changed the table"; }

# The prompt names the card under the cursor ("Name: green resource"); i opens it whole, with
# its set and number.
name=$(screen | grep -oE '^[A-Z][^:]+: (green|blue|red) ' | head -1 | sed 's/: .*//')
[ -n "$name" ] || fail "no card named in the prompt"
keys i
wait_for "q back"
screen | head -1 | grep -qF "$name" || fail "i did not open $name"
screen | grep -qE "\((Hercules|Xena) set, card [0-9]+\)" || fail "the card's details lack its set and number"
keys Escape
wait_for "[resource]"

# Wide: the inspector has its own column, with the card's heading line.
resize 160 48
# The redraw after a resize may come a moment later: wait for the column rather than look once.
for i in $(seq 50); do
  screen | grep -F "│" | grep -qE "(Resource|Character|Action|Combat), (green|blue|red)" && break
  [ "$i" -lt 50 ] || fail "no inspector column at 160x48"
  sleep 0.2
done
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue duel"
keys q
wait_exit
check_terminal_sane
echo "arc table e2e: ok"
