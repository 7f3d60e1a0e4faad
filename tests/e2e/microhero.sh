#!/usr/bin/env bash
# Micro Hero in a real terminal: start a campaign, play cards with keys, leave, come back to
# the same turn through Continue.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

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
