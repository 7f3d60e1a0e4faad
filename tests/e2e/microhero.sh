#!/usr/bin/env bash
# Micro Hero in a real terminal: start a campaign, play cards with keys, leave, come back to
# the same turn through Continue.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

# The simulator from the command line: win rate, Trials reached, mean turns per Trial.
sim=$("$BIN" sim microhero --games 3 --seed 1 --policy greedy --quiet) || fail "sim failed"
echo "$sim" | grep -qE "^campaigns 3, won [0-9]+ \([0-9.]+%\)" || fail "sim: no win rate in: $sim"
echo "$sim" | grep -qE "Trials overcome: mean [0-9.]+ of 12" || fail "sim: no Trials reached in: $sim"
echo "$sim" | grep -qE "turns per overcome Trial: [0-9.]+" || fail "sim: no turns per Trial in: $sim"
sim=$("$BIN" sim microhero --games 2 --opt difficulty=mythic --opt players=2 --quiet) || fail "co-op Mythic sim failed"
echo "$sim" | grep -q "^campaigns 2, won" || fail "co-op Mythic sim: $sim"
set +e
err=$("$BIN" sim microhero --games 1 --policy clever --quiet 2>&1); rc=$?
set -e
[ $rc = 2 ] || fail "an unknown policy gave exit status $rc"
echo "$err" | grep -q "unknown Micro Hero policy 'clever'" || fail "unknown policy message: $err"

start_pane 80 24 "$BIN --save-dir $SAVES play microhero --seed 7"
wait_for "New campaign"
keys Enter
wait_for "Start the campaign"
keys End Enter
wait_for "Planning phase"
wait_for "Hand"
keys Enter
keys Right Enter
wait_for "This turn"
before=$(screen | sed -n '8,13p')
keys q
wait_for "Leave the campaign?"
keys y
wait_for "Continue campaign"   # back on Micro Hero's menu, which now offers the campaign
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit") after leaving"
check_terminal_sane
[ -f "$SAVES/microhero/campaign.json" ] || fail "no save written"

tmux kill-server; rm -f "$WORK/exit"
start_pane 80 24 "$BIN --save-dir $SAVES play microhero"
wait_for "Continue campaign"
keys Enter
wait_for "Enter: resume the campaign"
keys Enter
wait_for "Planning phase"
after=$(screen | sed -n '8,13p')
[ "$before" = "$after" ] || fail "the played row differs after continuing:
$before
---
$after"
screen | grep -q "Turn 1" || fail "not the same turn"
# A hangup saves and leaves the terminal sane.
kill -HUP "$(pgrep -n -f "$BIN --save-dir $SAVES")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit") after SIGHUP"
check_terminal_sane
echo "microhero e2e: ok"
