#!/usr/bin/env bash
# Warm `tools lint` on a large tree: the benchmark corpus copied 8 times into one folder (about 21,000
# Swift files), linted once to fill the cache, then linted again with nothing changed. A warm run tells
# unchanged files by their stamps (size, times, inode) and reads none of them, so what it costs is
# finding the files, one stat each, the cache lookups and the output.
#
#   TOOLS_BIN  the tools binary (default: the release build in .build-release of this repository)
#   CORPUS     the files copied (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#   TREE       where the large tree is made (default: /tmp/corpus21k; kept, made again only when missing)
#   RUNS       warm runs per row (default 5); each row prints min, median and max wall seconds
#
# Rows: three rules (line_length, force_unwrapping, force_try: many findings, 130,000 printed lines),
# force_try alone (few findings: output is not what is measured), and SwiftLint's default rule set.
# Every run uses the xcode reporter with --quiet, its output sent to /dev/null.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
corpus=${CORPUS:-/tmp/tools-corpus}
tree=${TREE:-/tmp/corpus21k}
runs=${RUNS:-5}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -d "$corpus" ] || "$here/make-corpus.sh" "$corpus" >/dev/null

if [ ! -f "$tree/.complete" ]; then
  rm -rf "$tree"
  mkdir -p "$tree"
  for copy in 1 2 3 4 5 6 7 8; do cp -R "$corpus" "$tree/copy$copy"; done
  touch "$tree/.complete"
  # A stamp is trusted only once its file is a second older than the recording (racy timestamps).
  sleep 1.1
fi
files=$(find "$tree" -type f -name '*.swift' -not -path '*/.*' | wc -l)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'only_rules: [line_length, force_unwrapping, force_try]\n' >"$work/three.yml"
printf 'only_rules: [force_try]\n' >"$work/force_try.yml"
: >"$work/defaults.yml"

# Wall milliseconds of one run of tools lint with configuration $1 and cache $2.
run_ms() {
  local start end
  start=$(date +%s%N)
  (cd "$tree" && XDG_CACHE_HOME="$2" "$tools" lint --quiet --config "$1" . >/dev/null 2>&1) || true
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

# One row: a cold run to fill a fresh cache, then $runs warm runs.
row() {
  local name=$1 config=$2 cache="$work/cache-$(basename "$2")" cold times=()
  cold=$(run_ms "$config" "$cache")
  for _ in $(seq "$runs"); do times+=("$(run_ms "$config" "$cache")"); done
  local sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  local median=${sorted[$(( (runs - 1) / 2 ))]}
  printf '%-42s %9s %9s %9s %9s\n' "$name" "$cold" "${sorted[0]}" "$median" "${sorted[$(( runs - 1 ))]}"
}

echo "$files Swift files in $tree; $runs warm runs per row; wall milliseconds"
printf '%-42s %9s %9s %9s %9s\n' "rules" "cold" "warm min" "median" "max"
row "line_length, force_unwrapping, force_try" "$work/three.yml"
row "force_try" "$work/force_try.yml"
row "default rules" "$work/defaults.yml"
