#!/usr/bin/env bash
# Wall time of the pre-commit hook as git runs it (`.git/hooks/pre-commit`: the shell script, process
# start of the tools binary, reading the index, linting the staged content and, with `format: check`,
# swift-format's check of it), for 1 and 20 staged Swift files in a git repository holding the benchmark
# corpus (≥ 2,000 Swift files). Each row: min, median and max over $RUNS runs. The repository's
# project.yml sets `tools.hooks.format`: `off` (lint only) and `check` (lint and formatting; the corpus has
# no .swift-format at its root, so swift-format's own, or its defaults, apply per file).
#
#   TOOLS_BIN  the tools binary (default: the release build in .build-release of this repository)
#   CORPUS     the files of the repository (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#   RUNS       runs per row (default 10)
#
# Cold: the store (lint's and swift-format's cached results) is deleted before every run. Warm: the same
# staged content was checked once before, so every staged file's results come from the store (keyed by
# the blob id in the index).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
corpus=${CORPUS:-/tmp/tools-corpus}
runs=${RUNS:-10}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -d "$corpus" ] || "$here/make-corpus.sh" "$corpus" >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo="$work/repository"
cp -R "$corpus" "$repo"
rm -f "$repo/.complete"
cd "$repo"
git init -q -b main
git config user.name bench
git config user.email bench@example.com
git config commit.gpgsign false
printf '.build/\n' >>.gitignore
git add -A
git commit -q --no-verify -m corpus
# Packed, as a clone is: the hook reads HEAD's trees to find what is staged.
git gc -q
# The package path makes the hook compare the tool's sources with the binary, as after setup-project.
"$tools" hooks install --binary "$tools" --package-path "$here/.." --quiet
hook=$(git rev-parse --git-path hooks/pre-commit)
swift_files=$(git ls-files '*.swift' | wc -l)
mapfile -t candidates < <(git ls-files '*.swift' | awk 'NR % 97 == 1' | head -20)

# Stages an edit of the first $1 candidate files (a new comment line at the end).
stage() {
  git reset -q --hard
  for file in "${candidates[@]:0:$1}"; do
    printf '\n// edited for the hook benchmark\n' >>"$file"
    git add -- "$file"
  done
}

# Runs the hook $runs times; $1 is a command run before each run (not timed). Besides the wall times, the
# median CPU time (user and system, the hook and its children): on a shared machine it moves less.
measure() {
  local prepare=$1 times=() cpus=() start end status
  for _ in $(seq "$runs"); do
    eval "$prepare"
    start=$(date +%s%N)
    status=0
    /usr/bin/time -f '%U %S' -o "$work/cpu" "$hook" >/dev/null 2>&1 || status=$?
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
    cpus+=("$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$work/cpu" | tail -1)")
  done
  local cpu
  cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  printf '%s\n' "${times[@]}" | sort -n | awk -v status="$status" -v cpu="$cpu" '
    { value[NR] = $1 }
    END { printf "%6d ms %6d ms %6d ms %6d ms   (hook exit %d)\n", value[1], value[int((NR + 1) / 2)], value[NR], cpu, status }'
}

start_only() {
  local times=() start end
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$tools" --version >/dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "%6d ms %6d ms %6d ms\n", v[1], v[int((NR + 1) / 2)], v[NR] }'
}

echo "repository: $swift_files Swift files; binary: $tools; $runs runs per row"
printf '%-34s %9s %9s %9s %9s\n' "case" "min" "median" "max" "CPU"
printf '%-34s' "process start only (tools --version)"; start_only
store=$(git rev-parse --git-path tools)
for format in off check; do
  printf 'name: Corpus\ntools:\n  hooks:\n    format: %s\n' "$format" >project.yml
  for count in 1 20; do
    stage "$count"
    printf '%-34s' "format $format, $count staged, cold"; measure "rm -f '$store'/tools.sqlite*"
    "$hook" >/dev/null 2>&1 || true
    printf '%-34s' "format $format, $count staged, warm"; measure ':'
  done
done
