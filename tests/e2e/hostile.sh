#!/usr/bin/env bash
# What a hostile user of the same machine can try through files and the terminal: a crash gives
# the terminal back and writes no save; a FIFO, a link to a device and JSON nested 300,000 deep in
# the save folder are refused with a word instead of hanging or crashing; a terminal that cannot
# move the cursor is refused instead of drawn on.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

# crash SIGNAL STATUS: a game of Hera & Zeus that crashes by SIGNAL mid-game.
crash() {
  local sig=$1 want=$2
  restart_server
  rm -rf "$SAVES"
  start_pane 80 24 "echo SHELL-BEFORE; stty -g > $WORK/before; $BIN --save-dir $SAVES play herazeus --seed 5; rc=\$?; stty -g > $WORK/after; (exit \$rc)"
  wait_for "New game"
  keys Enter
  wait_for "Start the game"
  keys Down Left                 # against the skilled computer (strong, the default, thinks longer)
  keys End Enter
  wait_for "lays the opening row"
  keys a
  wait_for "Every move you can make"
  keys Enter                       # a move made since the last save: a save now would change the file
  wait_gone "Every move you can make"
  local save files sum inode
  save=$(ls "$SAVES"/herazeus/*.json)
  files=$(ls -A "$SAVES/herazeus"); sum=$(sha256sum < "$save"); inode=$(stat -c %i "$save")
  kill "-$sig" "$(olympus_pid)"
  wait_exit
  [ "$(cat "$WORK/exit")" = "$want" ] || fail "exit status $(cat "$WORK/exit") after SIG$sig, expected $want"
  cmp -s "$WORK/before" "$WORK/after" || fail "SIG$sig left the terminal in other settings: $(cat "$WORK/before") / $(cat "$WORK/after")"
  check_terminal_sane
  screen | grep -q SHELL-BEFORE || fail "SIG$sig left the full screen up"
  [ "$(sha256sum < "$save")" = "$sum" ] || fail "SIG$sig changed the save"
  [ "$(stat -c %i "$save")" = "$inode" ] || fail "SIG$sig wrote the save again"
  [ "$(ls -A "$SAVES/herazeus")" = "$files" ] || fail "SIG$sig added or removed files: $(ls -A "$SAVES/herazeus")"
}
crash SEGV 139
crash ABRT 134

# A terminal that cannot move the cursor: a word and status 2, not garbage.
restart_server
start_pane 80 24 "TERM=dumb $BIN --save-dir $SAVES"
wait_exit
[ "$(cat "$WORK/exit")" = 2 ] || fail "TERM=dumb: exit status $(cat "$WORK/exit"), expected 2"
screen | grep -q "cannot move the cursor" || fail "TERM=dumb: no word of why"
screen | grep -q "olympus play GAME --script" || fail "TERM=dumb: script mode not suggested"

# A FIFO and a link to /dev/zero named like saves: list and the arcade still start, and say why.
H="$SAVES/herazeus"
mkdir -p "$H"
mkfifo "$H/fifo.json"
ln -s /dev/zero "$H/zero.json"
out=$(timeout 20 "$BIN" --save-dir "$SAVES" list 2>&1) || fail "list with a FIFO and /dev/zero: status $? $out"
grep -q "fifo.json: is not a regular file" <<<"$out" || fail "list does not name the FIFO: $out"
grep -q "zero.json: is not a regular file" <<<"$out" || fail "list does not name the link to /dev/zero: $out"
out=$(timeout 20 "$BIN" play herazeus --script --load "$H/fifo.json" 2>&1 </dev/null) && rc=0 || rc=$?
[ $rc = 2 ] || fail "--load of a FIFO: status $rc $out"
grep -q "is not a regular file" <<<"$out" || fail "--load of a FIFO: $out"
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES"
wait_for "O L Y M P U S" 20
keys q
wait_exit

# Nested 300,000 deep (600 KB; the unchecked program died at 139 from about 100,000, by build):
# refused by name with status 2, no crash.
deep="$WORK/deep.json"
{ printf '{"format":"olympus-save","version":1,"game":"herazeus","state":{"x":'
  head -c 300000 /dev/zero | tr '\0' '['; head -c 300000 /dev/zero | tr '\0' ']'; printf '}}'; } > "$deep"
for game in herazeus arc cgs; do
  out=$("$BIN" play $game --script --load "$deep" 2>&1 </dev/null) && rc=0 || rc=$?
  [ $rc = 2 ] || fail "$game --load of a deep file: status $rc"
  grep -q "deep.json: is nested more than 256 levels deep" <<<"$out" || fail "$game --load: $out"
done
out=$(timeout 20 "$BIN" --save-dir "$WORK/h" host herazeus --load "$deep" --script 2>&1 </dev/null) && rc=0 || rc=$?
[ $rc != 139 ] && [ $rc != 124 ] || fail "host --load of a deep file: status $rc"
grep -q "nested more than 256 levels deep" <<<"$out" || fail "host --load: $out"

# A version that does not fit an int is refused, not read as 1.
printf '{"format":"olympus-save","version":4294967297,"game":"herazeus","state":{}}' > "$WORK/v.json"
out=$("$BIN" play herazeus --script --load "$WORK/v.json" 2>&1 </dev/null) && rc=0 || rc=$?
[ $rc = 2 ] || fail "version 4294967297: status $rc"
grep -q "invalid version number" <<<"$out" || fail "version 4294967297: $out"
echo "hostile e2e: ok"
