#!/usr/bin/env bash
# Replays and records in a real terminal: a Hera & Zeus game left after a few moves has its
# replay in progress, which `olympus replay` steps back and forth through; simulated games kept
# with --save-replays open as the public view; the arcade lists History and Records; `olympus
# records` prints the table, and a damaged records file is named and changes nothing else.
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
wait_for "Hera's turn" 20
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit
restart_server

KEPT=$(ls "$SAVES"/replays/herazeus/in-progress/*.json 2>/dev/null | head -1)
[ -n "$KEPT" ] || { ls -R "$SAVES"; echo "FAIL: no replay kept beside the saved game"; exit 1; }

start_pane 80 24 "$BIN --save-dir $SAVES replay $KEPT"
wait_for "Replay: move"
wait_for "(so far)"
step_replay 3 Home
keys End
wait_for "move $LAST of $LAST"
keys v                   # a game still being played: only your seat and the public view
wait_for "the public view"
keys v
wait_for "saw it"
keys q
wait_exit
restart_server

$BIN sim herazeus --games 2 --seed 3 --ai random --quiet --save-replays "$WORK/sims" > /dev/null ||
  fail "sim with --save-replays failed"
[ -s "$WORK/sims/herazeus-1.json" ] && [ -s "$WORK/sims/herazeus-2.json" ] || fail "sim kept no replays"
start_pane 80 24 "$BIN --save-dir $SAVES replay $WORK/sims/herazeus-2.json --public"
wait_for "the public view"
wait_for "he end:"   # "; the end:" in the heading, or "The end:" on a row of its own
keys t
wait_for "Go to turn"
keys 2 Enter
wait_for "turn 2 of"
keys q
wait_exit
restart_server

start_pane 80 24 "$BIN --save-dir $SAVES"
wait_for "History"
wait_for "Records"
keys Home
for i in 1 2 3 4 5 6; do keys Down; done
wait_for "replays of your games"
screen > "$WORK/arcade.txt"
grep -q "> History\|>History\|▶ History" "$WORK/arcade.txt" || true
keys q
wait_exit
restart_server

out=$($BIN --save-dir "$SAVES" records) || fail "olympus records failed: $out"
echo "$out" | grep -q "No finished games yet" || fail "records of no finished game: $out"
printf 'garbage that is not a database, garbage that is not a database, more garbage........' > "$SAVES/records.sqlite"
set +e
err=$($BIN --save-dir "$SAVES" records 2>&1 >/dev/null); rc=$?
set -e
[ "$rc" = 1 ] || fail "a damaged records file should give status 1, not $rc"
echo "$err" | grep -q "is damaged" || fail "no clear message for a damaged records file: $err"
echo "$err" | grep -q "records.sqlite" || fail "the message should name the file: $err"
echo "replay: ok"
