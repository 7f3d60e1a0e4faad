# Helpers for end-to-end tests that drive the real binary in tmux, as a person would.
# Usage: source this file, then start_pane CMD..., keys ..., wait_for TEXT, screen.
set -euo pipefail
SESSION="olympus-e2e-$$-$RANDOM"
WORK=$(mktemp -d)
export TMUX_TMPDIR="$WORK"   # a private tmux server: never touches the user's sessions
# Each server gets its own socket name: a new session started right after kill-server could
# otherwise reach the old server while it is still shutting down ("server exited unexpectedly").
SERVER=1
tmux() { command tmux -L "olympus-$SERVER" "$@"; }
restart_server() { tmux kill-server 2>/dev/null || true; SERVER=$((SERVER + 1)); rm -f "$WORK/exit"; }
cleanup() {
  local n
  for ((n = 1; n <= SERVER; n++)); do command tmux -L "olympus-$n" kill-server 2>/dev/null || true; done
  # A game closed by the hangup still saves (and writes its replay) for a moment: retry until it is done.
  for _ in $(seq 50); do rm -rf "$WORK" 2>/dev/null && return 0; sleep 0.1; done
  rm -rf "$WORK"
}
trap cleanup EXIT

# start_pane WIDTH HEIGHT COMMAND: runs COMMAND in a fresh pane; when it ends, its exit status and
# the terminal's settings are written to $WORK/exit and $WORK/stty.
start_pane() {
  local w=$1 h=$2; shift 2
  tmux -f /dev/null new-session -d -s "$SESSION" -x "$w" -y "$h" \
    "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $*; echo \$? > $WORK/exit; stty -a > $WORK/stty; exec sleep 600"
  tmux set-option -t "$SESSION" window-size manual >/dev/null
}
# keys and screen act on the pane named in $PANE (a test with two panes sets it), else the session's.
keys() { tmux send-keys -t "${PANE:-$SESSION}" "$@"; sleep 0.3; }
screen() { tmux capture-pane -p -t "${PANE:-$SESSION}"; }
fail() { echo "FAIL: $*"; echo "--- screen:"; screen; exit 1; }
# wait_for TEXT [SECONDS]: waits until TEXT is on the screen. The default limit is generous: CI
# runs these beside other tests, with the sanitizer build several times slower.
wait_for() {
  local text=$1 limit=${2:-30} i=0
  while ! screen | grep -qF -- "$text"; do
    sleep 0.2; i=$((i + 1))
    [ $i -lt $((limit * 5)) ] || fail "did not see '$text' within ${limit}s"
  done
}
wait_gone() {
  local text=$1 limit=${2:-10} i=0
  while screen | grep -qF -- "$text"; do
    sleep 0.2; i=$((i + 1))
    [ $i -lt $((limit * 5)) ] || fail "'$text' still on screen after ${limit}s"
  done
}
# step_replay LEAST JUMPKEY: on a replay screen, reads its last move into LAST (it must be at least
# LEAST), then steps one back, jumps to the start with JUMPKEY (g or Home) and one on.
step_replay() {
  LAST=$(screen | sed -n 's/.*move \([0-9]*\) of \([0-9]*\).*/\1/p' | head -1)
  [ -n "$LAST" ] && [ "$LAST" -ge "$1" ] || fail "the replay should hold at least $1 moves ($LAST)"
  keys Left
  wait_for "move $((LAST - 1)) of $LAST"
  keys "$2"
  wait_for "move 0 of $LAST"
  keys Right
  wait_for "move 1 of $LAST"
}
resize() { tmux resize-window -t "$SESSION" -x "$1" -y "$2"; sleep 0.5; }
# wait_exit [SECONDS]: waits until the pane's program has exited (default limit 30 s).
wait_exit() {
  local limit=${1:-30} i=0
  while [ ! -s "$WORK/exit" ]; do
    sleep 0.2; i=$((i + 1)); [ $i -lt $((limit * 5)) ] || fail "the program did not exit within ${limit}s"
  done
}
# The terminal is sane again: canonical mode and echo back on, cursor visible.
check_terminal_sane() {
  grep -qE '(^| )icanon( |$)' "$WORK/stty" || fail "terminal left without icanon: $(cat "$WORK/stty")"
  grep -qE '(^| )echo( |$)' "$WORK/stty" || fail "terminal left without echo"
  [ "$(tmux display -p -t "$SESSION" '#{cursor_flag}')" = 1 ] || fail "cursor left hidden"
}
olympus_pid() { pgrep -n -f "$BIN .*--save-dir $WORK" ; }

# Script mode: the `state` a game prints, saved and read back with --load, prints the same.
# $1 game, $2 the lines played first (one per line).
same_state_after_load() {
  local game=$1 lines=$2 save="$WORK/roundtrip-$1.json"
  printf '%s\nsave %s\nstate\n' "$lines" "$save" | $BIN play "$game" --script --seed 11 > "$WORK/before.txt"
  [ -s "$save" ] || fail "$game: the script did not save"
  printf 'state\n' | $BIN play "$game" --script --load "$save" > "$WORK/after.txt" || fail "$game: the save did not load"
  local a b
  a=$(grep '^{' "$WORK/before.txt" | tail -1)
  b=$(grep '^{' "$WORK/after.txt" | tail -1)
  [ -n "$a" ] && [ "$a" = "$b" ] || fail "$game: the state read back with --load differs"
}
