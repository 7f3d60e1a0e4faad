#!/usr/bin/env bash
# A Micro Hero co-op campaign over the network, two people in two terminals: the host plays P1 in
# one pane, the joiner P2 in the other. Each plays a hand with keys while the other's pane waits,
# P1 buys a card and ends the Improvement Phase, splits the team's Defense, and the next turn
# begins in both panes; a spectator follows and cannot move; leaving saves the campaign.
BIN=$1
source "$(dirname "$0")/lib.bash"
SOCK="$WORK/sock"
mkdir -p "$SOCK"
A="$SESSION:0.0" B="$SESSION:0.1"

tmux -f /dev/null new-session -d -s "$SESSION" -x 80 -y 49 \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/ann host microhero --opt players=2 --seat 0 --as ann --name camp --dir $SOCK --seed 3; echo \$? > $WORK/exit-a; exec sleep 600"
tmux set-option -t "$SESSION" window-size manual >/dev/null
PANE=$A wait_for "ann sits down as P1"
tmux split-window -v -l 24 -t "$SESSION" \
  "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN --save-dir $WORK/bob join camp --as bob --dir $SOCK; echo \$? > $WORK/exit-b; exec sleep 600"
[ "$(tmux display -p -t "$B" '#{pane_width}x#{pane_height}')" = 80x24 ] || fail "pane B is not 80x24"

# P1 plans first; P2's pane shows P1's cards and waits, and its keys make no move.
PANE=$A wait_for "Planning: P1 to act"
PANE=$A wait_for "Enter play"
PANE=$B wait_for "Waiting for P1 to act."
PANE=$B wait_for "P1's hand"
PANE=$B keys Enter
sleep 0.5
PANE=$A screen | grep -q "P2 plays" && PANE=$A fail "P2's key made a move out of turn"

# P1 plays the whole hand; then P2 plans and plays theirs.
# Each finished plan waits for one more Enter.
for _ in 1 2 3 4 5; do PANE=$A keys Enter; done
PANE=$A wait_for "Plan complete: Enter ends it and P2 plans, Esc takes the last card back."
PANE=$A keys Enter
PANE=$B wait_for "Planning: P2 to act"
PANE=$A wait_for "Waiting for P2 to act."
for _ in 1 2 3 4 5; do PANE=$B keys Enter; done
PANE=$B wait_for "Plan complete: Enter resolves the turn, Esc takes the last card back."
PANE=$B keys Enter

# Improvement: P1 chooses from the menu, P2 sees who chooses.
PANE=$A wait_for "Improvement: 9 XP to spend"
PANE=$B wait_for "P1 chooses."
PANE=$A keys Enter
PANE=$A wait_for "The team buys Train for P1; 5 XP left."
PANE=$B wait_for "The team buys Train for P1; 5 XP left."
PANE=$A keys Up
PANE=$A wait_for "End improvement (5 XP is lost)"
PANE=$A keys Enter
# 5 XP still buys a card: the board asks first, and n keeps the improvement open.
PANE=$A wait_for "XP unspent: 5 XP could still buy"
PANE=$A keys n
PANE=$A wait_gone "XP unspent"
PANE=$A keys Enter
PANE=$A wait_for "End the improvement?"
PANE=$A keys y

# Defense: P1 splits the team's Defense; the Trial strikes and turn 2 begins in both panes.
PANE=$A wait_for "P1 blocks with"
PANE=$A keys Enter
PANE=$A wait_for "Turn 2 begins"
PANE=$A wait_for "Turn 2  Planning: P1 to act"
PANE=$B wait_for "Turn 2  Planning: P1 to act"
# The new turn's draws are the last lines of the small log: P2's own hand named, P1's too (co-op
# hands lie open); the Wound P2 took for failing to block is in the whole log (L).
PANE=$B wait_for "P2 draws Block, Train, Train, Strike and Block."
PANE=$B wait_for "P1 draws Train, Block, Block, Strike and Strike."
PANE=$B keys L
PANE=$B wait_for "P2 takes a"
PANE=$B keys q
PANE=$B wait_gone "The whole log"

# A spectator follows the campaign and cannot move.
tmux new-session -d -s "$SESSION-watch" -x 80 -y 24 "export LANG=C.UTF-8 LC_ALL=C.UTF-8; $BIN watch camp --dir $SOCK; exec sleep 600"
W="$SESSION-watch"
PANE=$W wait_for "Watching: P1 to act."
PANE=$W keys Enter
PANE=$W wait_for "You are watching"
PANE=$W keys d
PANE=$W wait_for "P1 discard pile, 7 cards"
PANE=$W keys Escape

# Bob leaves (his seat kept); then ann leaves and the campaign is saved.
PANE=$B keys q
PANE=$B wait_for "Leave the game?"
PANE=$B keys y
PANE=$A wait_for "bob left the table as P2"
PANE=$A keys q
PANE=$A wait_for "Leave the game?"
PANE=$A keys y
i=0; while [ ! -s "$WORK/exit-a" ]; do sleep 0.2; i=$((i + 1)); [ $i -lt 150 ] || fail "the host did not exit"; done
[ -s "$WORK/ann/net/camp.json" ] || fail "the host's campaign was not saved"
echo "net_microhero e2e: ok"
