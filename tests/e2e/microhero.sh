#!/usr/bin/env bash
# Micro Hero in a real terminal: start a campaign, play a whole turn with keys (every card, an
# improvement, on to the next turn), leave mid-turn and come back to the same turn through
# Continue, then hang up right after a move and find that move in the resumed game.
BIN=$1
source "$(dirname "$0")/lib.bash"
SAVES="$WORK/saves"

# The simulator from the command line: win rate, Trials reached, mean turns per Trial.
sim=$("$BIN" sim microhero --games 3 --seed 1 --policy greedy --quiet) || fail "sim failed"
echo "$sim" | grep -qE "^campaigns 3, won [0-9]+ \([0-9.]+%\)" || fail "sim: no win rate in: $sim"
echo "$sim" | grep -qE "Trials overcome: mean [0-9.]+ of 12" || fail "sim: no Trials reached in: $sim"
echo "$sim" | grep -qE "turns per overcome Trial: [0-9.]+" || fail "sim: no turns per Trial in: $sim"
sim=$("$BIN" sim microhero --games 2 --opt difficulty=mythic --opt players=2 --quiet) || fail "co-op Mythic sim failed"
echo "$sim" | grep -q "^campaigns 2, won" || fail "co-op Mythic sim: $sim"
set +e
err=$("$BIN" sim microhero --games 1 --policy clever --quiet 2>&1); rc=$?
set -e
[ $rc = 2 ] || fail "an unknown policy gave exit status $rc"
echo "$err" | grep -q "unknown Micro Hero policy 'clever'" || fail "unknown policy message: $err"

# Screen rows 8-13: the "Played" label and the row of cards played this turn.
played_rows() { screen | sed -n '8,13p'; }
# Starts the program again and resumes the saved campaign (in turn 2) through the menu.
continue_campaign() {
  restart_server
  start_pane 80 24 "$BIN --save-dir $SAVES play microhero"
  wait_for "Continue campaign"
  keys Enter
  wait_for "Enter: resume the campaign"
  keys Enter
  wait_for "Turn 2   Planning phase"
}
# Leaves the campaign with q (it asks first), then the program from Micro Hero's menu, which now
# offers to continue the campaign.
leave_campaign() {
  keys q
  wait_for "Leave the campaign?"
  keys y
  wait_for "Continue campaign"
  keys q
  wait_exit
}
# same_played_row MESSAGE: fails with MESSAGE unless the played row is the one kept in $before.
same_played_row() {
  local after; after=$(played_rows)
  [ "$before" = "$after" ] || fail "$1:
$before
---
$after"
}

start_pane 80 24 "$BIN --save-dir $SAVES play microhero --seed 7"
wait_for "New campaign"
keys Enter
wait_for "Start the campaign"
keys End Enter
wait_for "Turn 1   Planning phase"
# Seed 7's first hand: Block, Train, Strike, Block, Strike, against Attack 13, Defense 5 (the Mares).
wait_for "Wounds left 3"
# (The rows under "Played" read the card under the cursor meanwhile: no card's frame is there.)
! played_rows | sed 1d | grep -q '[┌┏]' || fail "cards in the played row before any was played"
# A whole turn with keys: the Train first (key 2), then Enter four times plays the rest in order.
# The last card leaves nothing but the end of planning: the finished plan waits for Enter.
keys 2
for _ in 1 2 3 4; do keys Enter; done
wait_for "Plan complete: Enter resolves the turn, Esc takes the last card back."
screen | grep -q "Improvement" && fail "the turn resolved before the finished plan was shown"
keys Enter
wait_for "Improvement: 5 XP to spend"
played_rows | grep -q "Train.*Block.*Strike.*Block.*Strike" || fail "the played row is not the five cards in play order"
screen | grep -q "XP      5" || fail "Train first of five should give 5 XP"
# Buy a Train (the first choice): 1 XP is left, which buys nothing, so the turn goes on by itself:
# Attack 4 against Defense 5 does nothing, Defense 6 against Attack 13 takes a Wound.
keys Enter
wait_for "Turn 2   Planning phase"
screen | grep -q "Wounds left 2" || fail "the failed block took no Wound"
screen | grep -q "Attack 14  Defense 5" || fail "the Trial's Attack did not go up after the Defense Phase"
screen | grep -q "Discard 7" || fail "the discard pile is not the 5 played cards, the Train bought and the Wound"
! played_rows | sed 1d | grep -q '[┌┏]' || fail "the played row was not cleared by the Upkeep"
# One card of turn 2 (the Strike, key 4), then leave.
keys 4
wait_for "You play Strike"
before=$(played_rows)
echo "$before" | grep -q "Strike" || fail "the Strike is not in the played row"
leave_campaign
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit") after leaving"
check_terminal_sane
[ -f "$SAVES/microhero/campaign.json" ] || fail "no save written"

continue_campaign
same_played_row "the played row differs after continuing"
# A hangup right after a move saves that move and leaves the terminal sane.
keys 1
wait_for "You play Train"
before=$(played_rows)
echo "$before" | grep -q "Strike.*Train" || fail "the Train is not after the Strike in the played row"
kill -HUP "$(pgrep -n -f "$BIN --save-dir $SAVES")"
wait_exit
[ "$(cat "$WORK/exit")" = 129 ] || fail "exit status $(cat "$WORK/exit") after SIGHUP"
check_terminal_sane

continue_campaign
same_played_row "the move before the hangup was not saved"
leave_campaign
[ "$(cat "$WORK/exit")" = 0 ] || fail "exit status $(cat "$WORK/exit") after leaving the resumed game"
same_state_after_load microhero "$(printf 'go\ngo\ngo\ngo\ngo')"
echo "microhero e2e: ok"
