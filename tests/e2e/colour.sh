#!/usr/bin/env bash
# Colour in a real terminal (issue 18): the CGS table drawn through ncurses with TERM=xterm-256color
# uses the palette's 256-colour shades, with TERM=xterm only the 8 basic colours, and with NO_COLOR
# set (or --no-color) no colour at all, while the map's glyphs are the same in all three.
BIN=$1
source "$(dirname "$0")/lib.bash"

# The kinds of colour in the pane's escapes, one per line: rich (38;5;N), basic (30-37, 90-97),
# other (24-bit, backgrounds).
colour_kinds() {
  tmux capture-pane -p -e -t "$SESSION" | grep -o $'\e\[[0-9;]*m' | sed $'s/^\e\\[//; s/m$//' | while IFS=';' read -ra p; do
    local i=0 n=${#p[@]}
    while [ $i -lt $n ]; do
      case "${p[$i]}" in
        38|48) if [ "${p[$((i + 1))]:-}" = 5 ]; then echo rich; i=$((i + 3)); else echo other; i=$((i + 5)); fi; continue ;;
        3[0-7]|9[0-7]) echo basic ;;
        4[0-7]|10[0-7]) echo other ;;
      esac
      i=$((i + 1))
    done
  done | sort -u | tr '\n' ' '
}

# open_table ENV [OPTIONS]: a CGS game started at 80x24 as a newcomer does, up to the first move.
open_table() {
  restart_server
  start_pane 80 24 "$1 $BIN ${2:-} --save-dir $WORK/saves-$SERVER play cgs --seed 3"
  wait_for "New game"
  keys Enter
  wait_for "Start the game"
  keys Down Down Down Down Down Down   # to "Start the game" (End differs between terminal types)
  wait_for "▶ Start the game" 5
  keys Enter
  wait_for "Keep which card?"
  # Keep the cards, lay the tiles and camps, as cgs_table.sh does, up to the first movement.
  for i in $(seq 1 20); do
    screen | grep -qF "Movement:" && break
    if screen | grep -qF "Card phase"; then keys d; continue; fi
    keys Enter
    if screen | grep -qF "Esc close"; then keys Enter; fi
    sleep 0.3
  done
  wait_for "Movement:" 20
  wait_for "@1" 5        # the map: team 1's camp, and water beside it
}

open_table TERM=xterm-256color
kinds=$(colour_kinds)
plain_256=$(screen)
[[ $kinds == *rich* ]] || fail "TERM=xterm-256color: no 256-colour escapes (saw: $kinds)"
# The water's shade in particular (39), on the water glyph.
tmux capture-pane -p -e -t "$SESSION" | grep -q $'38;5;39m~\\|38;5;39m≈' || fail "TERM=xterm-256color: the water is not in its shade"

open_table TERM=xterm
kinds=$(colour_kinds)
plain_8=$(screen)
[[ $kinds == *basic* ]] || fail "TERM=xterm: no colour escapes (saw: $kinds)"
[[ $kinds != *rich* && $kinds != *other* ]] || fail "TERM=xterm: more than the 8 basic colours (saw: $kinds)"

open_table "TERM=xterm-256color NO_COLOR=1"
kinds=$(colour_kinds)
plain_none=$(screen)
[ -z "${kinds// /}" ] || fail "NO_COLOR=1: colour escapes on the screen (saw: $kinds)"

# Colour changes nothing else: the text of the three screens is the same.
[ "$plain_256" = "$plain_8" ] || fail "the 8-colour screen's text differs from the 256-colour one"
[ "$plain_256" = "$plain_none" ] || fail "the screen without colour differs in text from the one with colour"

# --no-color does what NO_COLOR does.
open_table TERM=xterm-256color --no-color
kinds=$(colour_kinds)
[ -z "${kinds// /}" ] || fail "--no-color: colour escapes on the screen (saw: $kinds)"
echo "colour e2e: ok"
