#!/usr/bin/env bash
# Joining over TCP from a terminal: the seat's token is kept under the host's address, so a player
# whose connection broke runs the same `join --connect ADDR` again and is back at its seat.
BIN=$1
source "$(dirname "$0")/lib.bash"
SOCK="$WORK/sock"
mkdir -p "$SOCK"
chmod 700 "$SOCK"

"$BIN" --save-dir "$WORK/host" host herazeus --name tcp --dir "$SOCK" --listen 127.0.0.1:0 > "$WORK/host.log" 2>&1 &
HOST=$!
trap 'kill $HOST 2>/dev/null || true; cleanup' EXIT
port=""
for _ in $(seq 1 100); do
  port=$(sed -n "s/^listening on .*(port \([0-9]*\)).*/\1/p" "$WORK/host.log")
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { cat "$WORK/host.log"; echo "FAIL: the host did not say its port"; exit 1; }

start_pane 80 24 "$BIN --save-dir $WORK/zoe join --connect 127.0.0.1:$port --as zoe"
wait_for "zoe sits down as Hera"
kept="$WORK/zoe/net/joined/tcp-127.0.0.1_$port.json"
[ -f "$kept" ] || fail "no token kept for the TCP host"
[ "$(stat -c %a "$kept")" = 600 ] || fail "the kept token is readable by others"
keys q
keys y
wait_exit 10

restart_server
start_pane 80 24 "$BIN --save-dir $WORK/zoe join --connect 127.0.0.1:$port --as zoe"
wait_for "zoe is back as Hera"
grep -q "zoe rejoined seat 0" "$WORK/host.log" || fail "the host did not give the seat back"
echo "net_tcp e2e: ok"
