#!/usr/bin/env bash
# `olympus serve` started by socket activation, as the systemd unit in contrib/ starts it: the
# socket is opened by systemd-socket-activate (systemd's own tool for trying a socket unit), the
# server takes the socket it is given rather than making its own, and `olympus join --server` and
# `host --server` are answered through it. Skipped, saying why, without that tool.
BIN=$1
command -v systemd-socket-activate >/dev/null ||
  { echo "serve_activation e2e: skipped: systemd-socket-activate is not installed (Debian ships it in the systemd package)"; exit 0; }
source "$(dirname "$0")/lib.bash"
BIN=$(readlink -f "$BIN")
mkdir -p "$WORK/run"
export OLYMPUS_SERVER="$WORK/run/serve.sock"
fail() { echo "FAIL: $*"; echo "--- the server's log:"; cat "$WORK/serve.log"; exit 1; }
systemd-socket-activate -l "$OLYMPUS_SERVER" "$BIN" serve --state-dir "$WORK/state" > "$WORK/serve.log" 2>&1 &
ACT_PID=$!
trap 'kill $ACT_PID 2>/dev/null; wait $ACT_PID 2>/dev/null; cleanup' EXIT
for _ in $(seq 1 100); do [ -S "$OLYMPUS_SERVER" ] && break; sleep 0.1; done
[ -S "$OLYMPUS_SERVER" ] || fail "systemd-socket-activate opened no socket"
out=$("$BIN" join --server 2>&1) || fail "join --server was not answered: $out"
echo "$out" | grep -q "^Games on the server:" || fail "join --server did not list the games: $out"
echo "$out" | grep -q "(none)" || fail "a fresh server listed games: $out"
grep -q "serving on the socket systemd gave" "$WORK/serve.log" || fail "the server did not take the socket it was given"
# The same server answers again, and keeps what it is asked to make.
"$BIN" host herazeus --server --name activated >/dev/null 2>&1 || fail "host --server was refused"
out=$("$BIN" join --server 2>&1) || fail "join --server was not answered a second time: $out"
echo "$out" | grep -qE "activated +Hera & Zeus: \(free\), \(free\)" || fail "the game made is not listed: $out"
[ "$(pgrep -c -P "$ACT_PID" || true)" -le 1 ] || fail "more than one server was started"
[ -f "$WORK/state/games/activated.json" ] || fail "the game was not kept in the state folder"
echo "serve_activation e2e: ok"
