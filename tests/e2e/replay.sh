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
# It holds every seat's hidden cards: its owner's alone.
[ "$(stat -c %a "$KEPT")" = 600 ] || fail "the kept replay should be mode 600, not $(stat -c %a "$KEPT")"

start_pane 80 24 "$BIN --save-dir $SAVES replay $KEPT"
wait_for "Replay: move"
wait_for "(so far)"
step_replay 3 Home
wait_for "(so far)"      # at every move of a game still being played, not only its last
keys End
wait_for "move $LAST of $LAST"
wait_for "v whose view"  # on the 80-column key line
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
for f in "$WORK"/sims/herazeus-*.json; do
  [ "$(stat -c %a "$f")" = 600 ] || fail "$f should be mode 600, not $(stat -c %a "$f")"
done
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
# Down to History (past "Continue", the four games and "Play with others"), counted on the screen.
for i in $(seq 1 12); do
  screen | grep -q "▶ History" && break
  keys Down
done
screen > "$WORK/arcade.txt"
grep -q "▶ History  *replays of your games" "$WORK/arcade.txt" || fail "the cursor should be on History"
# History lists the game left in progress, and Enter opens its replay.
keys Enter
wait_for "History: replays of your games"
wait_for "in progress"
keys Enter
wait_for "Replay: move"
wait_for "(so far)"
keys q
wait_for "History: replays of your games"
keys q
wait_for "replays of your games, move by move"
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
