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

out=$("$BIN" --save-dir "$WORK/s" < /dev/null 2>&1); rc=$?
[ $rc = 2 ] || fail "no terminal gave $rc"
echo "$out" | grep -q "needs a terminal" || fail "no-terminal message: $out"
echo "cli e2e: ok"
