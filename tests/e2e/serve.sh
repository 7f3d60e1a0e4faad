#!/usr/bin/env bash
# A Hera & Zeus game through `olympus serve` between two Unix users who are never connected at the
# same time: each starts Olympus, is told it is their turn, plays from the arcade's Play with
# others, and leaves; the server is restarted in between and the game goes on; a third user
# watches from another pane and sees no hand, and can take nothing hidden through the socket or
# from the server's files. Needs root (to make the users with useradd and run them with runuser).
BIN=$1
if [ "$(id -u)" != 0 ] || ! command -v useradd >/dev/null || ! command -v runuser >/dev/null; then
  echo "serve e2e: skipped: it needs root, useradd and runuser to play as several Unix users"
  exit 0
fi
source "$(dirname "$0")/lib.bash"
BIN=$(readlink -f "$BIN")
chmod 755 "$WORK"
HERA=olyt-hera ZEUS=olyt-zeus EVE=olyt-eve SRV=olyt-serve
MADE=()
for u in $HERA $ZEUS $EVE $SRV; do
  if ! id "$u" >/dev/null 2>&1; then useradd -M -s /bin/sh "$u"; MADE+=("$u"); fi
  mkdir -p "$WORK/home-$u"; chown "$u" "$WORK/home-$u"
done
trap 'cleanup_all' EXIT
cleanup_all() {
  stop_serve
  for u in "${MADE[@]}"; do userdel "$u" 2>/dev/null || true; done
  cleanup
}
export OLYMPUS_SERVER="$WORK/run/serve.sock"
mkdir -p "$WORK/run"; chown $SRV "$WORK/run"
STATE="$WORK/home-$SRV/state"
as() { local u=$1; shift; runuser -u "$u" -- env OLYMPUS_SERVER="$OLYMPUS_SERVER" HOME="$WORK/home-$u" LANG=C.UTF-8 LC_ALL=C.UTF-8 "$@"; }
# runuser stays as the server's parent and does not pass a SIGTERM on: the server itself is stopped.
stop_serve() {
  local pid
  pid=$(pgrep -u $SRV -f "$BIN serve" || true)
  [ -n "$pid" ] && kill $pid
  for _ in $(seq 1 100); do [ -S "$OLYMPUS_SERVER" ] || break; sleep 0.1; done
  [ -n "${SERVE_PID:-}" ] && wait "$SERVE_PID" 2>/dev/null || true
  SERVE_PID=
}
start_serve() {
  as $SRV "$BIN" serve --state-dir "$STATE" >> "$WORK/serve.log" 2>&1 &
  SERVE_PID=$!
  for _ in $(seq 1 100); do [ -S "$OLYMPUS_SERVER" ] && return; sleep 0.1; done
  echo "FAIL: the server did not start"; cat "$WORK/serve.log"; exit 1
}
start_serve
[ "$(stat -c %a "$OLYMPUS_SERVER")" = 666 ] || { echo "FAIL: players cannot connect to the socket"; exit 1; }

tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 24 "sleep 3600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
N=0
# visit USER: a new window in which USER starts the arcade; PANE names it.
visit() {
  N=$((N + 1))
  tmux new-window -t "$SESSION" -n "v$N" \
    "runuser -u $1 -- env OLYMPUS_SERVER=$OLYMPUS_SERVER HOME=$WORK/home-$1 LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color $BIN --save-dir $WORK/home-$1/save; echo \$? > $WORK/exit-$N; exec sleep 600"
  PANE="$SESSION:v$N"
  wait_for "O L Y M P U S"
}
# From the arcade to the lobby.
to_lobby() {
  for _ in 1 2 3 4 5 6 7 8; do screen | grep -q "▶ Play with others" && break; keys Down; done
  keys Enter
  wait_for "Play with others"
}
# Leaves the table, the lobby and the arcade: nobody stays connected.
leave_all() {
  keys q; wait_for "Leave the game?"; keys y
  wait_for "Games on this server"
  keys q; wait_for "O L Y M P U S"; keys q
  for _ in $(seq 1 100); do [ -s "$WORK/exit-$N" ] && break; sleep 0.2; done
  [ "$(cat "$WORK/exit-$N" 2>/dev/null)" = 0 ] || fail "the arcade ended with status $(cat "$WORK/exit-$N" 2>/dev/null)"
}
# Plays the first move offered until the turn passes to the other side.
play_turn() {
  for _ in $(seq 1 8); do
    screen | grep -q "Waiting for" && return
    keys a
    wait_for "Every move you can make"
    keys Enter
    wait_gone "Every move you can make"
    sleep 0.3
  done
  screen | grep -q "Waiting for" || fail "the turn did not pass"
}
nobody_else_connected() {
  pgrep -u "$1" -f "$BIN" >/dev/null && fail "$1 is still connected while another plays" || true
}

# Hera hosts a new game from the lobby: no command line.
visit $HERA
to_lobby
wait_for "No games on this server yet"
keys Down; screen | grep -q "▶ Host a new game" || keys Down
keys Enter
wait_for "Host a new game on this server"
for _ in 1 2 3 4; do screen | grep -q "Game *← Hera & Zeus" && break; keys Right; done
keys Down; keys e v e n i n g
for _ in 1 2 3 4 5; do screen | grep -q "▶ Open the game" && break; keys Down; done
keys Enter
wait_for "You take seat 1"
wait_for "Waiting for every seat to be taken"
leave_all
[ -z "$(as $ZEUS "$BIN" status)" ] || fail "status speaks before the game began"

# Zeus takes the free seat; the game begins with Hera to move; Zeus leaves.
nobody_else_connected $HERA
visit $ZEUS
to_lobby
wait_for "Hera & Zeus: $HERA, (free); 1 free"
keys Enter
wait_for "Zeus (you)"
wait_for "Waiting for Hera"
leave_all

# A third user watches from a pane of its own, for the rest of the game.
tmux new-window -t "$SESSION" -n watch \
  "runuser -u $EVE -- env OLYMPUS_SERVER=$OLYMPUS_SERVER HOME=$WORK/home-$EVE LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color $BIN --save-dir $WORK/home-$EVE/save; exec sleep 600"
PANE="$SESSION:watch" wait_for "O L Y M P U S"
PANE="$SESSION:watch" to_lobby
PANE="$SESSION:watch" wait_for "evening"
PANE="$SESSION:watch" keys w
PANE="$SESSION:watch" wait_for "Hera: deck"

# Four turns, one player at a time, with a restart of the server in the middle.
for round in 1 2; do
  for who in $HERA $ZEUS; do
    other=$([ $who = $HERA ] && echo $ZEUS || echo $HERA)
    nobody_else_connected $other
    line=$(as $who "$BIN" status)
    echo "$line" | grep -qE "^Your turn in evening \(Hera & Zeus\) since [0-9]{2}:[0-9]{2}$" || fail "status for $who: '$line'"
    [ -z "$(as $other "$BIN" status)" ] || fail "status speaks to $other, who is waiting"
    visit $who
    wait_for "Your turn in evening (Hera & Zeus) since"
    [ $round = 1 ] && [ $who = $HERA ] && screen > "$WORK/capture-turn.txt"
    to_lobby
    wait_for "Hera & Zeus: $HERA, $ZEUS; your turn"
    [ $round = 1 ] && [ $who = $HERA ] && screen > "$WORK/capture-lobby.txt"
    keys Enter
    wait_for "(you)"
    play_turn
    leave_all
    PANE="$SESSION:watch" wait_for "$who left the table as"
  done
  if [ $round = 1 ]; then
    stop_serve
    start_serve
    for _ in $(seq 1 50); do grep -q "(1 saved)" "$WORK/serve.log" && break; sleep 0.1; done
    grep -q "(1 saved)" "$WORK/serve.log" || { cat "$WORK/serve.log"; fail "the game was not read back after the restart"; }
    # The spectator's connection went with the old server; it watches again.
    PANE="$SESSION:watch" wait_for "Disconnected"
    PANE="$SESSION:watch" keys q
    PANE="$SESSION:watch" wait_for "Games on this server"
    PANE="$SESSION:watch" keys w
    PANE="$SESSION:watch" wait_for "Hera: deck"
  fi
done

# The spectator never had a seat: no "(you)", both hands unknown, no face-down card by name.
PANE="$SESSION:watch" screen | grep -q "(you)" && PANE="$SESSION:watch" fail "the spectator is shown as a seat"
PANE="$SESSION:watch" screen | grep -qE "^Hand: +\? +\?" || PANE="$SESSION:watch" fail "the spectator sees a hand"

# Nothing hidden for a user without a seat, through the socket...
out=$(as $EVE timeout 10 "$BIN" join evening --server --seat 0 --script </dev/null || true)
echo "$out" | grep -q "\"reason\":\"seat 0 is $HERA's\"" || fail "another's seat was not refused: $out"
echo "$out" | grep -q '"type":"view"' && fail "a view was sent for another's seat"
out=$(as $EVE timeout 10 "$BIN" join evening --server --script </dev/null || true)
echo "$out" | grep -q "every seat of 'evening' is taken" || fail "a full game gave a seat: $out"
out=$(as $EVE timeout 5 "$BIN" watch evening --server --script </dev/null || true)
echo "$out" | grep -q '"type":"view"' || fail "the spectator got no view: $out"
echo "$out" | python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("type") == "view" and (m.get("seat") is not None or "legal" in m or m["view"].get("legal")):
        sys.exit("a seat view or moves: " + line[:200])
' || fail "a spectator got a seat's view or moves"
# ...nor through the game's replay: a player gets their own seat's views, anyone else the public one.
replay_as() {
  tmux new-window -t "$SESSION" -n "rep-$1" \
    "runuser -u $1 -- env OLYMPUS_SERVER=$OLYMPUS_SERVER HOME=$WORK/home-$1 LANG=C.UTF-8 LC_ALL=C.UTF-8 $BIN --save-dir $WORK/home-$1/save replay --server evening; exec sleep 600"
  PANE="$SESSION:rep-$1"
  wait_for "Replay: move"
}
replay_as $EVE
screen | grep -q "the public view" || fail "a user without a seat got more than the public replay"
screen | grep -qE "^Hand: +\? +\?" || fail "the public replay shows a hand"
screen | grep -q "(you)" && fail "the public replay is shown as a seat"
keys g; wait_for "move 0 of"
screen | grep -qE "^Hand: +\? +\?" || fail "the public replay shows a hand at the start"
replay_as $ZEUS
screen | grep -q "as $ZEUS saw it" || fail "Zeus's replay is not his seat's"
screen | grep -q "$ZEUS (you)" || fail "Zeus's replay does not show his seat"
screen > "$WORK/capture-replay-zeus.txt"
PANE=
# ...nor from the files the server keeps: its folder and each game are closed to others.
[ "$(stat -c '%a %U' "$STATE")" = "700 $SRV" ] || fail "the state folder is $(stat -c '%a %U' "$STATE")"
[ "$(stat -c '%a %U' "$STATE/games")" = "700 $SRV" ] || fail "the games folder is $(stat -c '%a %U' "$STATE/games")"
[ "$(stat -c '%a %U' "$STATE/games/evening.json")" = "600 $SRV" ] || fail "the game file is $(stat -c '%a %U' "$STATE/games/evening.json")"
as $EVE cat "$STATE/games/evening.json" >/dev/null 2>&1 && fail "another user can read the game file"
as $HERA cat "$STATE/games/evening.json" >/dev/null 2>&1 && fail "a player can read the whole game, the other's hand too"

# No server: status says nothing and succeeds.
stop_serve
rc=0; out=$(as $HERA "$BIN" status) || rc=$?
[ "$rc" = 0 ] && [ -z "$out" ] || fail "status without a server: rc $rc, '$out'"
if [ -n "${OLYMPUS_E2E_CAPTURE:-}" ]; then cp "$WORK"/capture-*.txt "$OLYMPUS_E2E_CAPTURE"/; fi
echo "serve e2e: ok"
