#!/usr/bin/env bash
# ARC, CGS and Micro Hero together through `olympus serve`, as one user with the computer at the
# other seats: a game hosted from the lobby's set-up screen with a computer seat, games played to
# their end through the line protocol, then the lobby lists them as finished with how they ended,
# Enter opens a finished game's replay as the player's own seat saw it, a game still being played
# is replayed so far, and the server's records table counts each finished game once.
BIN=$1
command -v python3 >/dev/null || { echo "serve_games e2e: skipped: it needs python3 to play through the line protocol"; exit 0; }
source "$(dirname "$0")/lib.bash"
BIN=$(readlink -f "$BIN")
export OLYMPUS_SERVER="$WORK/run/serve.sock"
STATE="$WORK/state"
ME=$(id -un)
"$BIN" serve --state-dir "$STATE" --think 20 > "$WORK/serve.log" 2>&1 &
SERVE_PID=$!
trap 'kill $SERVE_PID 2>/dev/null; wait $SERVE_PID 2>/dev/null; cleanup' EXIT
for _ in $(seq 1 100); do [ -S "$OLYMPUS_SERVER" ] && break; sleep 0.1; done
[ -S "$OLYMPUS_SERVER" ] || { cat "$WORK/serve.log"; echo "FAIL: the server did not start"; exit 1; }

# play NAME [MOVES]: the first move offered, every turn, until the game ends (or MOVES are made).
play() {
  python3 - "$BIN" "$1" "${2:-100000}" <<'PY'
import json, subprocess, sys
binary, name, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
p = subprocess.Popen([binary, "join", name, "--server", "--script"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
made, over = 0, False
for line in p.stdout:
    m = json.loads(line)
    if m.get("type") != "view":
        continue
    if m.get("terminal"):
        over = True
        break
    if m.get("legal"):
        if made >= limit:
            break
        p.stdin.write(m["legal"][0] + "\n"); p.stdin.flush(); made += 1
p.stdin.write("quit\n"); p.stdin.flush(); p.wait(timeout=20)
print("over" if over else "made %d" % made)
PY
}

# ARC hosted from the lobby's set-up screen, the computer at the last seat.
start_pane 80 24 "$BIN --save-dir $WORK/save"
wait_for "O L Y M P U S"
for _ in 1 2 3 4 5 6 7 8; do screen | grep -q "▶ Play with others" && break; keys Down; done
keys Enter
wait_for "No games on this server yet"
keys Down; screen | grep -q "▶ Host a new game" || keys Down
keys Enter
wait_for "Host a new game on this server"
for _ in 1 2 3 4; do screen | grep -q "Game *← ARC duels" && break; keys Right; done
keys Down; keys a r c s; keys Down
# The game's own fields come first; walk down to the computer's row.
for _ in 1 2 3 4 5 6 7 8 9; do screen | grep -q "▶ The computer plays" && break; keys Down; done
keys Right
wait_for "The computer plays  ← the last seat"
screen > "$WORK/capture-host.txt"
for _ in 1 2 3 4 5; do screen | grep -q "▶ Open the game" && break; keys Down; done
keys Enter
wait_for "P2"   # the duel's table: the game began, the computer at its seat
screen | grep -q "Waiting for every seat" && fail "the computer's seat was left free"
# Whatever the computer's first turn left open is closed on the way out.
for _ in 1 2 3 4 5; do keys q; screen | grep -q "Leave the game?" && break; done
wait_for "Leave the game?"; keys y
wait_for "Games on this server"
wait_for "arcs            ARC duels: $ME, the computer"
# Back at the menu while the games are played: the lobby's own look-ups stay out of their way.
keys q; wait_for "O L Y M P U S"

# Micro Hero together with the computer as the other hero, and CGS, from the command line.
"$BIN" host microhero --server --name trials --opt players=2 --computer 1 >/dev/null || fail "Micro Hero was not made"
"$BIN" host cgs --server --name hexes --computer 1 --level novice >/dev/null || fail "CGS was not made"
r=$(play arcs); [ "$r" = over ] || fail "the ARC duel did not end: $r"
r=$(play trials); [ "$r" = over ] || fail "the Micro Hero campaign did not end: $r"
r=$(play hexes 30); [ "$r" = "made 30" ] || fail "CGS did not take 30 moves: $r"

# The lobby lists the finished games after the one being played, with how they ended.
for _ in 1 2 3 4 5 6 7 8; do screen | grep -q "▶ Play with others" && break; keys Down; done
keys Enter
wait_for "finished,"
screen > "$WORK/capture-lobby.txt"
screen | grep -qE "^│ .{2}hexes +CGS: $ME, the computer \(novice\); your turn" || fail "the game being played is not first, or its computer's level is not named"
screen | grep -qE "arcs +ARC duels: finished, ($ME|the computer \(strong\)) won" || fail "ARC's ending is not shown"
screen | grep -qE "trials +Micro Hero: Hercules: finished, (won|lost) together" || fail "Micro Hero's ending is not shown"

# Enter on a finished game: its replay, as this user's seat saw it, stepped back and on.
for _ in 1 2 3 4 5; do screen | grep -q "▶ arcs" && break; keys Down; done
keys Enter
wait_for "Replay: move"
screen | grep -q "as $ME saw it" && screen | grep -qi "the end:" || fail "the replay is not the player's own at the end"
step_replay 4 g
screen > "$WORK/capture-replay.txt"
keys q
wait_for "Games on this server"
keys q; wait_for "O L Y M P U S"
# The arcade's History lists the games on the server too, and opens their replays the same way.
for _ in 1 2 3 4 5 6 7 8 9; do screen | grep -q "▶ History" && break; keys Down; done
keys Enter
# Each line says where and how it stands; the entry under the cursor is told whole below the list.
wait_for "CGS                     on the game server, being played"
wait_for "ARC duels on the game server as arcs, finished."
for _ in 1 2 3 4 5; do screen | grep -q "▶ CGS" && break; keys Down; done
wait_for "CGS on the game server as hexes, being played"
screen > "$WORK/capture-history.txt"
for _ in 1 2 3 4 5; do screen | grep -q "▶ ARC duels" && break; keys Up; done
keys Enter
wait_for "as $ME saw it"; screen | grep -qi "the end:" || fail "the History replay is not at its end"
keys q; wait_for "History: replays"
keys q; wait_for "O L Y M P U S"; keys q
wait_exit

# A game still being played: its replay so far, from the command line, at 160x48.
restart_server
start_pane 160 48 "$BIN --save-dir $WORK/save replay --server hexes"
wait_for "(so far)"
N=$(screen | sed -n 's/.*move \([0-9]*\) of \([0-9]*\).*/\1/p' | head -1)
[ "$N" -ge 30 ] || fail "the replay so far holds $N moves, fewer than the 30 made"
screen | grep -q "as $ME saw it" || fail "the CGS replay is not the player's seat"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "replay --server ended with $(cat "$WORK/exit")"

# The server's records: each finished game once, against the computer; none for the unfinished.
out=$("$BIN" records --server)
echo "$out" | grep -q "^Player $ME$" || fail "no records for $ME: $out"
echo "$out" | grep -qE "^  ARC duels +1 " || fail "ARC not counted once: $out"
echo "$out" | grep -qE "^  Micro Hero: Hercules +1 " || fail "Micro Hero not counted once: $out"
echo "$out" | grep -q "CGS" && fail "an unfinished game was counted: $out"
echo "$out" | grep -qE "^    vs computer \(strong\) +1 " || fail "ARC's computer is not an opponent at the form's level: $out"
echo "$out" | grep -qE "^    with the computer +1 " || fail "Micro Hero's computer partner is not recorded as a partner: $out"
echo "$out" | grep -q "computer (server)" && fail "a game made today is recorded against a computer of no level: $out"
# A computer asked for on the command line without --level plays at the level --help names.
"$BIN" host arc --server --name deflevel --computer 1 >/dev/null || fail "ARC was not made from the command line"
"$BIN" join --server | grep -qE "deflevel +ARC duels: \(free\), the computer \(strong\)" || fail "host --computer without --level made a computer of no level: $("$BIN" join --server)"
# The player's own records end with their block of the server's table.
"$BIN" --save-dir "$WORK/save" records | grep -q "On the game server" || fail "olympus records does not show the server's block"
# Everything is in the server's closed folder.
[ "$(stat -c %a "$STATE")" = 700 ] || fail "the state folder is $(stat -c %a "$STATE")"
[ -f "$STATE/records.sqlite" ] || fail "no records file in the state folder"
if [ -n "${OLYMPUS_E2E_CAPTURE:-}" ]; then cp "$WORK"/capture-*.txt "$OLYMPUS_E2E_CAPTURE"/; fi
echo "serve_games e2e: ok"
