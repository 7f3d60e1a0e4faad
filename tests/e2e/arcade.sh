#!/usr/bin/env bash
# The arcade in a real terminal: menu, moving, help, too-small terminal, SIGHUP.
BIN=$1
source "$(dirname "$0")/lib.bash"

start_pane 80 24 "$BIN --save-dir $WORK/saves"
wait_for "O L Y M P U S"
wait_for "Quit"
keys Down
keys '?'
wait_for "Keys on this screen"
keys Escape
wait_gone "Keys on this screen"
resize 60 20
wait_for "needs 80x24, this one is 60x20."
resize 80 24
wait_for "O L Y M P U S"
kill -HUP "$(pgrep -n -f "$BIN --save-dir $WORK/saves")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit"), expected 129 after SIGHUP"
check_terminal_sane

# q on the menu quits with status 0 and a sane terminal.
restart_server
start_pane 80 24 "$BIN --save-dir $WORK/saves --ascii"
wait_for "> Micro Hero"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit") after q"
check_terminal_sane
echo "arcade e2e: ok"
