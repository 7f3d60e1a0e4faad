#!/usr/bin/env bash
# A hostile process in a shared socket folder: a socket named with escape bytes, and a "host" whose
# game name, chat, player names, info and errors carry a cleared screen, a colour, a window title
# (OSC), DEL, a C1 CSI and bidi overrides. `olympus join` lists and joins it in a real terminal;
# none of those reaches the terminal raw (the bytes written are recorded with script(1)), the
# pane's title is not changed, and the texts are shown escaped. The fake host is a Python script:
# the test is skipped without python3.
BIN=$1
source "$(dirname "$0")/lib.bash"
command -v python3 > /dev/null || { echo "net_hostile e2e: skipped (no python3)"; exit 0; }
SOCK="$WORK/sock"
mkdir -p "$SOCK"
chmod 700 "$SOCK"

cat > "$WORK/fake_host.py" <<'EOF'
import json, os, socket, struct, sys, threading
folder = sys.argv[1]
EVIL = "A\x1b[2J\x1b[31m\x1b]0;pwned\x07\x7f\u009b1m\u202eevil\u2066Z"
def frame(m):
    b = json.dumps(m, ensure_ascii=False).encode()
    return struct.pack(">I", len(b)) + b
def read_frame(c):
    head = b""
    while len(head) < 4:
        more = c.recv(4 - len(head))
        if not more: return None
        head += more
    n = struct.unpack(">I", head)[0]
    body = b""
    while len(body) < n:
        more = c.recv(n - len(body))
        if not more: return None
        body += more
    return json.loads(body)
def serve(c):
    m = read_frame(c)
    if m is None: return c.close()
    if m.get("type") == "query":
        c.sendall(frame({"type": "status", "game": EVIL, "name": "evil", "players": 2, "open": [0, 1],
                         "started": False, "over": False}))
        return c.close()
    c.sendall(frame({"type": "welcome", "game": "herazeus", "name": EVIL, "seat": 1, "token": "ab",
                     "players": 2, "setup": {}}))
    c.sendall(frame({"type": "info", "text": "info " + EVIL}))
    c.sendall(frame({"type": "chat", "from": "n" + EVIL, "seat": 0, "text": "chat " + EVIL}))
    c.sendall(frame({"type": "error", "text": "error " + EVIL}))
    while c.recv(4096): pass   # keeps the connection open until the client leaves
def listen(name):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(os.path.join(folder.encode(), name))
    s.listen(8)
    while True:
        c, _ = s.accept()
        threading.Thread(target=serve, args=(c,), daemon=True).start()
for name in (b"evil.sock", b"\x1b]0;pwned\x07\x1b[2Jname\xc2\x9b.sock"):
    threading.Thread(target=listen, args=(name,), daemon=True).start()
open(os.path.join(folder, "ready"), "w").close()
threading.Event().wait()
EOF
python3 "$WORK/fake_host.py" "$SOCK" &
FAKE=$!
trap 'kill $FAKE 2>/dev/null || true; cleanup' EXIT
for _ in $(seq 1 100); do [ -f "$SOCK/ready" ] && break; sleep 0.1; done
[ -f "$SOCK/ready" ] || { echo "FAIL: the fake host did not start"; exit 1; }

# The bytes written to the terminal hold none of what the fake host sent raw.
check_raw() {
  python3 - "$1" <<'EOF' || fail "raw control bytes from the fake host reached the terminal"
import sys
raw = open(sys.argv[1], "rb").read()
bad = [b"\x1b]0;pwned", b"\x1b[31m", b"\xc2\x9b", b"\xe2\x80\xae", b"\xe2\x81\xa6", b"\x7f"]
found = [b for b in bad if b in raw]
if found: print("found in the terminal's bytes:", found); sys.exit(1)
EOF
}

tmux -f /dev/null new-session -d -s "$SESSION" -x 100 -y 24 "printf '\\033]2;olympus-e2e\\033\\\\'; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
sleep 0.3
title=$(tmux display -p -t "$SESSION" '#{pane_title}')

# The list of open games.
tmux respawn-pane -k -t "$SESSION" "export LANG=C.UTF-8 LC_ALL=C.UTF-8; printf '\\033]2;olympus-e2e\\033\\\\'; script -q -f -c '$BIN join --dir $SOCK' $WORK/list.raw; exec sleep 600"
wait_for "Open games in"
wait_for "evil  A"
screen | grep -qF 'evil  A\x1b[2J\x1b[31m\x1b]0;pwned\x07\x7f\u009b1m\u202eevil\u2066Z, 2 seats, open: 0 1' || fail "the game's name is not shown escaped"
screen | grep -qF '\x1b]0;pwned\x07\x1b[2Jname\u009b  (not a game' || fail "the socket's name is not shown escaped"
check_raw "$WORK/list.raw"
[ "$(tmux display -p -t "$SESSION" '#{pane_title}')" = "$title" ] || fail "the list changed the terminal's title"

# Joining it: the lobby shows the host's texts escaped.
tmux respawn-pane -k -t "$SESSION" "export LANG=C.UTF-8 LC_ALL=C.UTF-8; printf '\\033]2;olympus-e2e\\033\\\\'; script -q -f -c '$BIN --save-dir $WORK/me join evil --as me --dir $SOCK' $WORK/join.raw; exec sleep 600"
wait_for "info A"
sleep 1
check_raw "$WORK/join.raw"
wait_for 'info A\x1b[2J\x1b[31m\x1b]0;pwned\x07\x7f\u009b1m\u202eevil\u2066Z'
wait_for 'nA\x1b[2J\x1b[31m\x1b]0;pwned\x07\x7f\u009b1m\u202eevil\u2066Z (seat 0): chat'
screen | grep -qF '  A\x1b[2J\x1b[31m' || fail "the chat's wrapped text is not indented and escaped"
wait_for 'error A\x1b[2J'
check_raw "$WORK/join.raw"
[ "$(tmux display -p -t "$SESSION" '#{pane_title}')" = "$title" ] || fail "joining changed the terminal's title"
keys q
keys y
echo "net_hostile e2e: ok"
