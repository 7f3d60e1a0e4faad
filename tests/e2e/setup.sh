#!/usr/bin/env bash
# The set-up screens in a real terminal: --opt presets the form, the key line says what Enter does
# on a field and on Start, each value is explained, a locked value says why; and --opt that the
# form does not offer is refused in our words before any screen opens.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

# Refused before the terminal opens: exit 2, one message, nothing drawn.
refused() {
  local want=$1; shift
  local out rc
  out=$("$BIN" --save-dir "$SAVES" play "$@" 2>&1 </dev/null); rc=$?
  [ "$rc" = 2 ] || fail "play $* exited $rc, not 2"
  echo "$out" | grep -qF -- "$want" || fail "play $*: expected '$want', got: $out"
  echo "$out" | grep -q $'\e' && fail "play $*: the terminal was opened: $out"
  return 0
}
set +e
refused "--opt deck1=nonsense: P1 deck cannot be nonsense; it is one of arrows-and-antics, fearless-band" arc --opt deck1=nonsense
refused "there is no option colour here" herazeus --opt colour=red
refused "P1 leads cannot be Hercules now: P2 leads Hercules" cgs --opt characters=hercules,hercules
refused "Stance cannot be Omphale now: needs the Omphale mini-expansion" microhero --opt stance=omphale
set -e

# Hera & Zeus at 80x24, Unicode: Zeus starts, as --opt said.
start_pane 80 24 "$BIN --save-dir $SAVES play herazeus --seed 5 --opt first=zeus --opt against=quick"
wait_for "New game"
keys Enter
wait_for "Start the game"
wait_for "You play    ← Hera →"
wait_for "Enter next field"                       # Enter on a field moves on: the key line says so
wait_for "> Hera: the violet deck; her hostage card is Io."
screen | grep -q "Who starts    Zeus" || fail "--opt first=zeus is not on the form"
screen | grep -q "Against       the computer, skilled" || fail "--opt against=quick (the older word) is not skilled on the form"
keys Enter Enter                                  # two fields on: Who starts
wait_for "Who starts  ← Zeus →"
wait_for "Zeus plays first."
keys Enter
wait_for "Enter start"                            # the Start row: now Enter starts
keys Enter
wait_for "Zeus laid an opening card face down in column 1."   # the computer, Zeus, first
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue game"
keys q
wait_exit

# CGS at 160x48 in ASCII: a character another seat leads is locked, with who leads it.
restart_server
start_pane 160 48 "$BIN --save-dir $SAVES --ascii play cgs --seed 3 --opt characters=xena,hercules"
wait_for "New game"
keys Enter
wait_for "Start the game"
keys Down Down Down                               # P1 leads
wait_for "P1 leads    < Xena >"
wait_for "Hercules (locked): P2 leads Hercules"
keys Right
wait_for "P1 leads    < Iolaus >"                 # Hercules stepped over
keys q q
wait_exit

# Keys typed ahead are kept: Enter on the menu's first entry and N Downs sent in one burst (they
# reach the program together, the Downs queued while the form opens) move the form's cursor N
# fields on, in every game's form. N stays below the form's rows: the cursor wraps from Start to
# the first field, so a full round of Downs would land where it began.
typed_ahead() {
  local game=$1 n=$2 want=$3 burst=(Enter) i
  for ((i = 0; i < n; i++)); do burst+=(Down); done
  restart_server
  start_pane 80 24 "$BIN --save-dir $SAVES/ahead-$game play $game --seed 3"
  wait_for "Back"
  tmux send-keys -t "$SESSION" "${burst[@]}"
  wait_for "Start the "
  wait_for "▶ $want" 5
  keys q q
  wait_exit
}
typed_ahead arc 5 "P2 deck"
typed_ahead microhero 5 "Calm and Wrath"  # the cursor starts on Difficulty, the field after Name
typed_ahead herazeus 2 "Who starts"
typed_ahead cgs 4 "P2 is"
# Through two screens opening: from the arcade, Enter on Micro Hero (its first game), Enter on New
# campaign (the menu's first entry with no campaign saved) and two Downs, in one burst.
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES/ahead-arcade"
wait_for "Micro Hero: Hercules"
tmux send-keys -t "$SESSION" Enter Enter Down Down
wait_for "Start the campaign"
wait_for "▶ Blood and Bruises" 5
echo "setup e2e: ok"
