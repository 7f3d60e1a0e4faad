#!/usr/bin/env bash
# The ARC duel in a real terminal, from the arcade menu: a duel against the skilled computer with
# the player's own deck (made of one-cost characters and resources, so the first turn can play a
# resource, a character and an attack), played with keys, left, and continued from the arcade's
# Continue. The duel is dealt from a fixed seed: the deck is 28 resources of 40, and about one
# opening hand in twenty holds no character, so an unseeded deal made the test fail now and then.
BIN=$1
source "$(dirname "$0")/lib.bash"
SEED=${OLYMPUS_E2E_ARC_SEED:-3}
SAVES="$WORK/saves"
mkdir -p "$SAVES/arc/decks"
cat > "$SAVES/arc/decks/quick-start.txt" <<'EOF'
# Quick Start
4 Spoiled Princess
4 Satyr Wannabes
4 Struggling Farmers
28 Wedding Feast
EOF

# Waits until it is P1's decision again, saying Enter to each fight's outcome on the way (the
# computer may attack too).
wait_my_turn() {
  local i=0
  # A result box taller than the screen scrolls its "Press Enter" line out of sight; the key line
  # still says "Enter go on".
  local box="Press Enter to go on|Enter go on"
  while ! { screen | grep -qF "your turn" && ! screen | grep -qE "$box"; }; do
    if screen | grep -qE "$box"; then keys Enter; fi
    sleep 0.2; i=$((i + 1))
    [ $i -lt 200 ] || fail "P1's turn did not come back"
  done
}

# Presses KEY until TEXT shows (at most N times).
press_until() {
  local key=$1 text=$2 n=${3:-20} i=0
  while ! screen | grep -qF -- "$text"; do
    i=$((i + 1)); [ $i -le "$n" ] || fail "did not see '$text' after $n presses of $key"
    keys "$key"
  done
}

start_pane 80 24 "$BIN --save-dir $SAVES play arc --seed $SEED"
wait_for "New duel"
press_until Down "▶ New duel"
keys Enter
wait_for "Start the duel"
keys Down Down Down                     # P1 deck
press_until Right "← Quick Start (yours)"
keys Down                               # P2 is: the strong computer by default
keys Left
wait_for "the computer, skilled"
keys Down Down Down                     # who goes first
press_until Right "Goes first  ← P1 →"
keys End Enter
wait_for "your turn"
wait_for "[resource]"

# The resource: the last card of the hand (cards sort by their number; resources come last).
keys End
wait_for "Wedding Feast: green resource"
keys Enter
wait_for "P1 puts Wedding Feast in play"
wait_for "[main]"
# A character: the first card, one green to pay.
keys Home
keys Enter
wait_for "P1 plays"
# The attack: mark the first character that can attack, attack, say yes.
keys a
wait_for "Space marks an attacker"
keys Space
keys Enter
wait_for "Attack P2?"
keys y
wait_for "The attack resolves"
wait_for "from P2's deck"
keys Enter
# P2's turn may pass between two looks at the screen: wait for the turn after it.
wait_for "Turn 3" 40
wait_my_turn
# Leave: the duel is saved.
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue duel"
[ -f "$SAVES/arc/duel.json" ] || fail "no save written"
keys q
wait_exit
# The arcade offers the duel in progress.
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES"
wait_for "O L Y M P U S"
wait_for "Continue"
wait_for "Continue ARC duels"
wait_for "you vs skilled computer, turn"
press_until Up "▶ Continue"
keys Enter
wait_for "your turn"
wait_for "P1 (you)"
# The connection drops in the middle of the duel: it is saved, the terminal restored.
kill -HUP "$(pgrep -n -f "$BIN --save-dir $SAVES")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit"), expected 129 after SIGHUP"
check_terminal_sane

# And it continues from the ARC menu too.
restart_server
start_pane 80 24 "$BIN --save-dir $SAVES play arc"
wait_for "Continue duel"
keys Enter
wait_for "your turn"
keys q
wait_for "Leave the game?"
keys y
wait_for "Continue duel"
keys q
wait_exit
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit")"
check_terminal_sane
echo "arc e2e: ok"
