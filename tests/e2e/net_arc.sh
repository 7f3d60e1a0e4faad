#!/usr/bin/env bash
# An ARC duel over the network, two people in two terminals: the host plays P1 in one pane, the
# joiner P2 in the other. Resources and characters played with keys in each pane, an attack marked
# and confirmed in one pane, the block chosen in the other, the fight's outcome shown in both;
# neither pane ever names a card of the other's hand; a spectator sees no hand.
BIN=$1
source "$(dirname "$0")/lib.bash"
SOCK="$WORK/sock"
mkdir -p "$SOCK"
A="$SESSION:0.0" B="$SESSION:0.1"

tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 49 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/ann host arc --seat 0 --as ann --name duel --dir $SOCK --seed 3; echo \$? > $WORK/exit-a; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
PANE=$A wait_for "ann sits down as P1"
tmux split-window -v -l 24 -t "$SESSION" \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/bob join duel --as bob --dir $SOCK; echo \$? > $WORK/exit-b; exec sleep 600"
[ "$(tmux display -p -t "$B" '#{pane_width}x#{pane_height}')" = 80x24 ] || fail "pane B is not 80x24"

# With seed 3, P2 (bob) goes first; each pane names only its own hand.
PANE=$B wait_for "P2 (you)"
PANE=$B wait_for "Temple Protector 2B"
PANE=$A wait_for "P1 (you)"
PANE=$A wait_for "Forest Raider 2G"
PANE=$A wait_for "P2 to act."
no_other_hand() {  # no card of bob's opening hand in ann's pane, and the other way round
  for card in "Temple Protector" "Adolescent Dragon" "Trip Across the Styx" "Centaur Attack"; do
    PANE=$A screen | grep -q "$card" && PANE=$A fail "ann's pane names bob's $card"
  done
  for card in "Forest Raider" "Hangman's Justice" "Ambitious Warlord" "Bath House"; do
    PANE=$B screen | grep -q "$card" && PANE=$B fail "bob's pane names ann's $card"
  done
  return 0
}
no_other_hand
# The key line reads as at home: the board's keys, then talk and leave.
key_line() { screen | tail -1 | sed 's/ *$//'; }
[ "$(PANE=$B key_line)" = "? help  Enter play/use  a attack  e end turn  m moves  t talk  q leave" ] || PANE=$B fail "bob's key line"
[ "$(PANE=$A key_line)" = "? help  arrows look  i read it whole  L whole log  t talk  q leave" ] || PANE=$A fail "ann's key line"
PANE=$A keys e
PANE=$A wait_for "Wait: P2 is to act."   # out of turn: the key does nothing

# Turn 1, bob: a resource (the third card), then the end of the turn.
PANE=$B keys Right Right
PANE=$B keys Enter
PANE=$B wait_for "P2 puts Burial Chamber in play"
PANE=$A wait_for "P2 puts Burial Chamber in play"
PANE=$B keys e
# Turn 2, ann: a resource, the end of the turn.
PANE=$A wait_for "Turn 2  your turn"
PANE=$A keys Right
PANE=$A keys Enter
PANE=$A wait_for "P1 puts Satyr Hollow in play"
PANE=$A keys e
# Turn 3, bob: a resource and Temple Protector.
PANE=$B wait_for "Turn 3  your turn"
PANE=$B keys Right Right Right
PANE=$B keys Enter
PANE=$B wait_for "P2 puts Altar to Hera in play"
PANE=$B keys Home
PANE=$B keys Enter
PANE=$A wait_for "P2 plays Temple Protector"
PANE=$B keys e
# Turn 4, ann: a resource and Forest Raider.
PANE=$A wait_for "Turn 4  your turn"
PANE=$A keys Right
PANE=$A keys Enter
PANE=$A wait_for "P1 puts Hidden Clearing in play"
PANE=$A keys Home
PANE=$A keys Enter
PANE=$B wait_for "P1 plays Forest Raider"
PANE=$A keys e

# Turn 5, bob attacks with Temple Protector: marked, confirmed; the step moves on to the block.
PANE=$B wait_for "Turn 5  your turn"
# The draw is said in both panes; ann's names no card of bob's hand, which holds his draws.
PANE=$B wait_for "P2 draws a card."
PANE=$A wait_for "P2 draws a card."
for card in "Adolescent Dragon" "Trip Across the Styx" "Wedding Temple" "Centaur Attack" "Trapped Entryways" "Warlord Camp"; do
  PANE=$B screen | grep -q "$card" || PANE=$B fail "bob's hand no longer holds $card"
  PANE=$A screen | grep -q "$card" && PANE=$A fail "ann's pane names $card, in bob's hand"
done
PANE=$B keys a
PANE=$B wait_for "Space marks an attacker"
PANE=$B keys Space
PANE=$B wait_for "unblocked they discard 2"
PANE=$B keys Enter
PANE=$B wait_for "Attack P1?"
PANE=$B keys y
PANE=$A wait_for "Blocking: Space on your character"
PANE=$A wait_for "[block]"
# Ann blocks with Forest Raider; the forecast says both fall; confirmed.
PANE=$A keys Space
PANE=$A wait_for "both are discarded"
PANE=$A keys Enter
PANE=$A wait_for "Block like this?"
PANE=$A keys y
PANE=$A wait_for "The attack resolves"
PANE=$B wait_for "The attack resolves"
PANE=$B wait_for "Forest Raider of P1 is discarded"
PANE=$A keys Enter
PANE=$B keys Enter
PANE=$A wait_for "Turn 6  your turn"
PANE=$A wait_gone "The attack resolves"

# A spectator sees the table and no hand.
tmux new-window -t "$SESSION" "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN watch duel --dir $SOCK; exec sleep 600"
PANE="$SESSION:1" wait_for "Watching: P1 to act."
PANE="$SESSION:1" screen | grep -qi "your turn" && PANE="$SESSION:1" fail "the spectator is told it is its turn"
for card in "Hangman's Justice" "Adolescent Dragon" "Ambitious Warlord"; do
  PANE="$SESSION:1" screen | grep -q "$card" && PANE="$SESSION:1" fail "the spectator sees $card in a hand"
done
tmux select-window -t "$SESSION:0"

# Bob leaves (his seat kept); then ann leaves and the game is saved.
PANE=$B keys q
PANE=$B wait_for "Leave the game?"
PANE=$B keys y
PANE=$A wait_for "bob left the table as P2"
PANE=$A keys q
PANE=$A wait_for "Leave the game?"
PANE=$A keys y
i=0; while [ ! -s "$WORK/exit-a" ]; do sleep 0.2; i=$((i + 1)); [ $i -lt 150 ] || fail "the host did not exit"; done
[ -s "$WORK/ann/net/duel.json" ] || fail "the host's game was not saved"
echo "net_arc e2e: ok"
