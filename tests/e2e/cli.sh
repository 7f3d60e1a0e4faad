#!/usr/bin/env bash
# The command line: help, version, errors with exit status 2 on one line, list.
set -uo pipefail
BIN=$1
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$BIN" --help | grep -q "Subcommands:" || fail "--help"
"$BIN" play --help | grep -q -- "--script" || fail "play --help"
"$BIN" --version | grep -qE "^olympus [0-9]" || fail "--version"

out=$("$BIN" --bogus 2>&1); rc=$?
[ $rc = 2 ] || fail "unknown option gave $rc"
[ "$(echo "$out" | wc -l)" = 1 ] || fail "unknown option: more than one line: $out"
echo "$out" | grep -q "olympus: .*--bogus" || fail "unknown option message: $out"

out=$("$BIN" play no-such-game 2>&1); rc=$?
[ $rc = 2 ] || fail "unknown game gave $rc"
echo "$out" | grep -q "unknown game 'no-such-game'" || fail "unknown game message: $out"

out=$("$BIN" play no-such-game --script --json 2>&1); [ $? = 2 ] || fail "unknown game in script mode"
out=$("$BIN" --data-dir "$WORK/missing" list 2>&1); [ $? = 2 ] || fail "missing --data-dir accepted"

"$BIN" --save-dir "$WORK/s" list > "$WORK/list" || fail "list failed"
grep -q "^Games:" "$WORK/list" || fail "list output"
grep -q "Saved games in $WORK/s" "$WORK/list" || fail "list names the save folder"

# A temporary file a killed save left: a script or a simulation leaves it, `list` tidies it away.
mkdir -p "$WORK/t/herazeus"
dead=$(sh -c 'echo $$')
stale="$WORK/t/herazeus/.duel.json.tmp$dead"
echo partial > "$stale"; touch -d '5 minutes ago' "$stale"
echo quit | "$BIN" --save-dir "$WORK/t" play herazeus --script > /dev/null 2>&1
"$BIN" --save-dir "$WORK/t" sim herazeus --games 1 --ai random --ai random --quiet > /dev/null 2>&1
[ -e "$stale" ] || fail "a script or a simulation tidied the save folder"
"$BIN" --save-dir "$WORK/t" list > /dev/null || fail "list with a stale temporary file"
[ -e "$stale" ] && fail "list left a stale temporary file"

out=$("$BIN" --save-dir "$WORK/s" < /dev/null 2>&1); rc=$?
[ $rc = 2 ] || fail "no terminal gave $rc"
echo "$out" | grep -q "needs a terminal" || fail "no-terminal message: $out"
# arc check-deck: a legal deck, a typo with its suggestion, an over-size deck, usage errors.
"$BIN" --help | grep -q "arc" || fail "--help lists arc"
"$BIN" arc check-deck --help | grep -q -- "--set" || fail "arc check-deck --help"
cat > "$WORK/good.txt" <<'DECK'
# Test deck
10 Wedding Feast
10 Satyr Hollow
4 Spoiled Princess
4 Crafty Hunter
4 Forest Raider
4 Dangerous Warrior
4 Ironhead Warrior
DECK
out=$("$BIN" arc check-deck "$WORK/good.txt" 2>&1); rc=$?
[ $rc = 0 ] || fail "good deck gave $rc: $out"
echo "$out" | grep -q "good.txt: legal (40 cards" || fail "good deck message: $out"
sed 's/Spoiled Princess/Spoilt Princess/' "$WORK/good.txt" > "$WORK/typo.txt"
out=$("$BIN" arc check-deck "$WORK/typo.txt" 2>&1); rc=$?
[ $rc = 1 ] || fail "typo deck gave $rc: $out"
echo "$out" | grep -q "typo.txt: line 4: unknown card 'Spoilt Princess' (did you mean 'Spoiled Princess'?)" || fail "typo message: $out"
{ cat "$WORK/good.txt"; echo "2 Town Square"; } > "$WORK/big.txt"
out=$("$BIN" arc check-deck "$WORK/big.txt" 2>&1); rc=$?
[ $rc = 1 ] || fail "big deck gave $rc: $out"
echo "$out" | grep -q "big.txt: 42 cards (at most 40)" || fail "big deck message: $out"
"$BIN" arc check-deck "$WORK/big.txt" --size 42 > /dev/null || fail "agreed size refused"
"$BIN" arc check-deck "$WORK/good.txt" --set xena > /dev/null; [ $? = 1 ] || fail "hercules deck passed as xena"
out=$("$BIN" arc check-deck "$WORK/none.txt" 2>&1); [ $? = 2 ] || fail "missing deck file"
echo "$out" | grep -q "cannot be read" || fail "missing deck message: $out"
out=$("$BIN" arc check-deck "$WORK/good.txt" --set olympians 2>&1); [ $? = 2 ] || fail "unknown set"
echo "$out" | grep -q "unknown set 'olympians'" || fail "unknown set message: $out"
"$BIN" arc > /dev/null 2>&1; [ $? = 2 ] || fail "arc without a command"
echo "cli e2e: ok"
