#!/usr/bin/env bash
# `tools lint` against SwiftLint 0.63.2 on the same rule set, and against another build of tools (say the
# one before a change), in paired runs: each round runs SwiftLint, this build and the other build one after
# the other (cold: empty caches; then warm: the caches the cold runs filled, no file changed), and each ratio
# is taken within its round, so a machine that gets busier affects both sides of a ratio alike.
#
#   TOOLS_BIN      this build (default: .build-release/release/tools of this repository)
#   BASELINE_BIN   the other build (optional: without it the baseline columns are left out)
#   SWIFTLINT_BIN  the anchor SwiftLint (default: /tmp/anchors/bin/swiftlint; see shared/anchors/unpack.sh)
#   CORPUS         the files to lint (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#   RULES          default (an empty configuration: each tool's default rules, SwiftLint's 100), all
#                  (`opt_in_rules: [all]`) or three (line_length, force_unwrapping, force_try, as lint.sh)
#   PAIRS          rounds (default 3)
#
# Every run: JSON reporter, --quiet, output to a file; SwiftLint with --no-cache. Prints one row per run
# kind with the median wall and CPU seconds, and the median of the per-round ratios.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$here/../.build-release/release/tools}
baseline=${BASELINE_BIN:-}
swiftlint=${SWIFTLINT_BIN:-/tmp/anchors/bin/swiftlint}
corpus=${CORPUS:-/tmp/tools-corpus}
rules=${RULES:-default}
pairs=${PAIRS:-3}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -x "$swiftlint" ] || { echo "no SwiftLint at $swiftlint (run shared/anchors/unpack.sh)" >&2; exit 2; }
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "no baseline binary at $baseline" >&2; exit 2; }
[ -d "$corpus" ] || "$here/make-corpus.sh" "$corpus" >/dev/null
# SwiftLint finds SourceKit through the toolchain on PATH.
export PATH="$(dirname "$(command -v swift)"):$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$rules" in
  default) : >"$work/config.yml" ;;
  all) printf 'opt_in_rules: [all]\n' >"$work/config.yml" ;;
  three) printf 'only_rules: [line_length, force_unwrapping, force_try]\n' >"$work/config.yml" ;;
  *) echo "RULES must be default, all or three" >&2; exit 2 ;;
esac

# Runs "$@" in the corpus folder; appends "wall cpu" to the file $1.
measure() {
  local log=$1; shift
  (cd "$corpus" && /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$work/out.json" 2>/dev/null) || true
  tail -1 "$work/time" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }' >>"$log"
}

for round in $(seq "$pairs"); do
  measure "$work/swiftlint" "$swiftlint" lint --quiet --no-cache --config "$work/config.yml" --reporter json .
  rm -rf "$work/cache-a" "$work/cache-b"
  for kind in cold warm; do
    measure "$work/$kind-a" env XDG_CACHE_HOME="$work/cache-a" "$tools" lint --quiet --config "$work/config.yml" \
      --reporter json .
    [ -z "$baseline" ] || measure "$work/$kind-b" env XDG_CACHE_HOME="$work/cache-b" "$baseline" lint --quiet \
      --config "$work/config.yml" --reporter json .
  done
  echo "round $round done" >&2
done

# Median of column $2 of file $1; median of the ratios of column $3 of files $1 and $2, line by line.
median() { cut -d' ' -f"$2" "$1" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() {
  paste -d' ' "$1" "$2" | awk -v c="$3" '{ n = NF / 2; printf "%.3f\n", $(c) / $(n + c) }' \
    | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

files=$(find "$corpus" -type f -name '*.swift' -not -path '*/.*' | wc -l)
echo "corpus: $corpus ($files files), rules: $rules, $(nproc) cores, $pairs rounds, medians"
echo
echo "| run | wall s | CPU s | wall vs SwiftLint | CPU vs SwiftLint | wall vs baseline |"
echo "|---|---:|---:|---:|---:|---:|"
printf '| SwiftLint 0.63.2 --no-cache | %s | %s | 1.00 | 1.00 | |\n' "$(median "$work/swiftlint" 1)" "$(median "$work/swiftlint" 2)"
for kind in cold warm; do
  a="$work/$kind-a"
  versus=""
  [ -z "$baseline" ] || versus=$(ratio "$a" "$work/$kind-b" 1)
  printf '| tools lint, %s | %s | %s | %s | %s | %s |\n' "$kind" "$(median "$a" 1)" "$(median "$a" 2)" \
    "$(ratio "$a" "$work/swiftlint" 1)" "$(ratio "$a" "$work/swiftlint" 2)" "$versus"
  if [ -n "$baseline" ]; then
    b="$work/$kind-b"
    printf '| baseline, %s | %s | %s | %s | %s | 1.00 |\n' "$kind" "$(median "$b" 1)" "$(median "$b" 2)" \
      "$(ratio "$b" "$work/swiftlint" 1)" "$(ratio "$b" "$work/swiftlint" 2)"
  fi
done
