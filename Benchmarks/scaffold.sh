#!/usr/bin/env bash
# Times `tools create-feature` in a scratch copy of this repository's workspace (project.yml + the
# default templates, copied in as a team's own):
# a dry run (plan and render only) and a real run (render, stage, move into place, register in project.yml).
# The package is removed and project.yml restored between real runs.
#
# Usage: Benchmarks/scaffold.sh [RUNS]   (median of RUNS, default 9)
# Env: TOOLS_BIN (default .build-release/release/tools of this repository).
set -euo pipefail
runs=${1:-9}
here=$(cd "$(dirname "$0")/.." && pwd)
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
work=$(mktemp -d /tmp/tools-scaffold-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$here/project.yml" "$work/"
cp -r "$here/Templates" "$work/"
mkdir -p "$work/localPackages"
cp "$work/project.yml" "$work/project.yml.orig"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_once() { local start=$EPOCHREALTIME; "$@" >/dev/null 2>&1; echo "$EPOCHREALTIME - $start" | bc; }

dry=$(for _ in $(seq "$runs"); do
  time_once "$tools" create-feature Seat --sub-feature SeatHeating --root "$work" --dry-run
done | median)
real=$(for _ in $(seq "$runs"); do
  time_once "$tools" create-feature Seat --sub-feature SeatHeating --root "$work"
  rm -rf "$work/localPackages/SeatFeature"; cp "$work/project.yml.orig" "$work/project.yml"
done | median)
files=$("$tools" create-feature Seat --sub-feature SeatHeating --root "$work" --dry-run 2>/dev/null | grep -c '\.swift$')

printf '| %-52s | %10s |\n' "tools create-feature (median of $runs)" "seconds"
printf '| %-52s | %10s |\n' "----" "----"
printf '| %-52s | %10.3f |\n' "--dry-run, 2 sub-features ($files Swift files)" "$dry"
printf '| %-52s | %10.3f |\n' "real run incl. project.yml registration" "$real"
