#!/usr/bin/env bash
# Taking a Micro Hero campaign over from another running copy (a stale SSH session), two copies
# in two panes: copy A plays a card of campaign t2; copy B opens t2, is asked, takes it over and
# finds that card played; A says in plain words that the campaign went, and ends cleanly (it is
# never sent a signal). B leaving returns to the menu, not to a stale overview of t2. A copy that
# holds a campaign but does not answer is left alone, and a copy killed with -9 leaves nothing
# that asks a question.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"
A="$SESSION:0.0" B="$SESSION:0.1"
# The pane's text as one line, frames dropped, so a sentence wrapped in a box still matches.
flat() { screen | tr -d '┃│' | tr -s ' \n' ' '; }

tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 49 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $SAVES play microhero --campaign t2 --seed 7; echo \$? > $WORK/exit-a; stty -a > $WORK/stty; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
PANE=$A wait_for "Start the campaign"
PANE=$A keys End Enter
PANE=$A wait_for "Turn 1   Planning phase"
# The Train (key 2), played after the turn start was saved: only the take-over saves it.
PANE=$A keys 2
PANE=$A wait_for "You play Train"

tmux split-window -v -l 24 -t "$SESSION" \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $SAVES play microhero; echo \$? > $WORK/exit-b; exec sleep 600"
PANE=$B wait_for "Continue t2"
PANE=$B keys Enter
PANE=$B wait_for "Enter: resume the campaign"
PANE=$B keys Enter
PANE=$B wait_for "Take it over?"
PANE=$B screen | grep -q "This campaign is open in another Olympus" ||
  PANE=$B fail "the question does not say where the campaign is open"
PANE=$B screen | grep -q "session on this account. Take it over?" ||
  PANE=$B fail "the question does not say where the campaign is open"
PANE=$B flat | grep -q "process" && PANE=$B fail "the question names a process"
PANE=$B keys y
PANE=$B wait_for "Turn 1   Planning phase"
PANE=$B screen | sed -n '8,13p' | grep -q "Train" || PANE=$B fail "the card played in copy A is not in copy B's game"

PANE=$A wait_for "Campaign taken over"
PANE=$A flat | grep -q 'the campaign "t2"; your progress up to now was saved in it' ||
  PANE=$A fail "copy A does not say where the campaign went"
PANE=$A keys Enter
i=0
while [ ! -s "$WORK/exit-a" ]; do
  sleep 0.2; i=$((i + 1)); [ $i -lt 100 ] || PANE=$A fail "copy A did not end"
done
[ "$(cat "$WORK/exit-a")" = 0 ] || fail "copy A ended with status $(cat "$WORK/exit-a") (signalled?)"
grep -qE '(^| )icanon( |$)' "$WORK/stty" || fail "copy A left the terminal without icanon"

# B leaves: back at Micro Hero's menu (which lists t2 again), not at the overview it came from.
PANE=$B keys q
PANE=$B wait_for "Leave the campaign?"
PANE=$B keys y
PANE=$B wait_for "Continue t2"
PANE=$B screen | grep -q "Enter: resume the campaign" && PANE=$B fail "leaving went back to the old overview"
PANE=$B keys q
i=0
while [ ! -s "$WORK/exit-b" ]; do
  sleep 0.2; i=$((i + 1)); [ $i -lt 100 ] || PANE=$B fail "copy B did not end"
done
[ "$(cat "$WORK/exit-b")" = 0 ] || fail "copy B ended with status $(cat "$WORK/exit-b")"

# A holder that never answers (stopped with SIGSTOP) is left alone: B says so and A is untouched.
restart_server
rm -f "$WORK/exit-a" "$WORK/exit-b"
tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 49 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $SAVES play microhero --campaign t2; echo \$? > $WORK/exit-a; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
PANE=$A wait_for "Enter: resume the campaign"
PANE=$A keys Enter
PANE=$A wait_for "Turn 1   Planning phase"
holder=$(pgrep -n -f "$BIN --save-dir $SAVES play microhero --campaign t2")
kill -STOP "$holder"
tmux split-window -v -l 24 -t "$SESSION" \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $SAVES play microhero; echo \$? > $WORK/exit-b; exec sleep 600"
PANE=$B wait_for "Continue t2"
PANE=$B keys Enter
PANE=$B wait_for "Enter: resume the campaign"
PANE=$B keys Enter y
PANE=$B wait_for "Campaign in use" 15
PANE=$B flat | grep -q "The other Olympus did not answer, so the game was left alone there" ||
  PANE=$B fail "the asker does not say the holder did not answer"
kill -CONT "$holder"
PANE=$B keys Enter
PANE=$B wait_for "Enter: resume the campaign"

# The holder killed with -9: the campaign opens at once, with no question.
kill -KILL "$holder"
sleep 0.3
PANE=$B keys Enter
PANE=$B wait_for "Turn 1   Planning phase"
PANE=$B screen | grep -q "Take it over" && PANE=$B fail "a dead holder's lock asked a question"
echo "microhero takeover e2e: ok"
