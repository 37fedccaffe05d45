#!/usr/bin/env bash
# Measures `tools lint` against SwiftLint 0.63.2 on the same files and the same rules (line_length,
# force_unwrapping, force_try), next to the floor any linter has: only reading the bytes, and only
# parsing them with swift-syntax. Each row is the median of $RUNS runs, with the peak memory (RSS).
#
#   TOOLS_BIN      the tools binary (default: the release build in .build-release of this repository)
#   SWIFTLINT_BIN  the anchor SwiftLint (default: /tmp/anchors/bin/swiftlint; see shared/anchors/unpack.sh)
#   CORPUS         the files to lint (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#   RUNS           runs per row (default 3)
#   RULES          three (default: the three rules above) or default (an empty configuration for both: each
#                  tool's default rule set, SwiftLint's 100 default rules)
#
# Cold: an empty result cache (tools: a fresh store in a temporary XDG_CACHE_HOME; SwiftLint: --no-cache).
# Warm: the same run again with the cache the previous run filled, no file changed.
# The floors come from hidden flags of the same binary (`tools lint --benchmark-read-only` and
# `--benchmark-parse-only`): the same file discovery and parallelism, then only reading (parsing) each file.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
swiftlint=${SWIFTLINT_BIN:-/tmp/anchors/bin/swiftlint}
corpus=${CORPUS:-/tmp/tools-corpus}
runs=${RUNS:-3}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -x "$swiftlint" ] || { echo "no SwiftLint at $swiftlint (run shared/anchors/unpack.sh)" >&2; exit 2; }
[ -d "$corpus" ] || "$here/make-corpus.sh" "$corpus" >/dev/null
# SwiftLint finds SourceKit through the toolchain on PATH.
export PATH="$(dirname "$(command -v swift)"):$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The same three rules for both. `excluded: []` is tools' default (every file, as SwiftLint); it is
# written out so that the run does not depend on it.
if [ "${RULES:-three}" = default ]; then
  : >"$work/tools.yml"
  : >"$work/swiftlint.yml"
else
  cat >"$work/tools.yml" <<'YAML'
only_rules: [line_length, force_unwrapping, force_try]
force_unwrapping:
  excluded: []
force_try:
  excluded: []
YAML
  printf 'only_rules: [line_length, force_unwrapping, force_try]\n' >"$work/swiftlint.yml"
fi

files=$(find "$corpus" -type f -name '*.swift' -not -path '*/.*' | wc -l)
bytes=$(find "$corpus" -type f -name '*.swift' -not -path '*/.*' -print0 | xargs -0 cat | wc -c)

# Runs "$@" in the corpus folder; prints "seconds max-rss-kb".
measure() {
  (cd "$corpus" && /usr/bin/time -f '%e %M' -o "$work/time" "$@" >"$work/out" 2>"$work/err") || true
  cat "$work/time" | tail -1
}

# Median of the runs of one row: "seconds peak-mb". $1 = prepare command (run before each), rest = command.
row() {
  local prepare=$1; shift
  local times=() mems=()
  for _ in $(seq "$runs"); do
    eval "$prepare"
    read -r seconds kb < <(measure "$@")
    times+=("$seconds"); mems+=("$kb")
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  local peak
  peak=$(printf '%s\n' "${mems[@]}" | sort -n | tail -1)
  echo "$median $(( peak / 1024 ))"
}

export XDG_CACHE_HOME="$work/cache"
fresh_cache='rm -rf "$work/cache"'
keep=':'

echo "corpus: $corpus ($files files, $(( bytes / 1024 / 1024 )) MB), $(nproc) cores, median of $runs" >&2
read_only=$(row "$keep" "$tools" lint --benchmark-read-only .)
parse_only=$(row "$keep" "$tools" lint --benchmark-parse-only .)
# Timed runs use the default xcode reporter (one line per violation) for both tools.
sl_cold=$(row "$keep" "$swiftlint" lint --quiet --no-cache --config "$work/swiftlint.yml" .)
sl_count=$(wc -l <"$work/out")
tools_cold=$(row "$fresh_cache" "$tools" lint --quiet --config "$work/tools.yml" .)
tools_count=$(wc -l <"$work/out")
tools_warm=$(row "$keep" "$tools" lint --quiet --config "$work/tools.yml" .)
tools_nocache=$(row "$keep" "$tools" lint --quiet --no-cache --config "$work/tools.yml" .)

# Untimed: both JSON reports hold the same violations (paths aside: SwiftLint's are absolute).
(cd "$corpus" && "$swiftlint" lint --quiet --no-cache --config "$work/swiftlint.yml" --reporter json . >"$work/swiftlint.json" 2>/dev/null) || true
(cd "$corpus" && "$tools" lint --quiet --config "$work/tools.yml" --reporter json . >"$work/tools.json" 2>/dev/null) || true
same=$(python3 - "$work/swiftlint.json" "$work/tools.json" "$corpus" <<'PY'
import json, sys, collections, os
corpus = os.path.realpath(sys.argv[3]) + "/"
def key(item):
    path = item["file"][len(corpus):] if item["file"].startswith(corpus) else item["file"]
    return (path, item["line"], item["character"], item["rule_id"], item["reason"], item["severity"])
theirs = collections.Counter(map(key, json.load(open(sys.argv[1]))))
ours = collections.Counter(map(key, json.load(open(sys.argv[2]))))
print("identical" if theirs == ours else f"{sum((theirs - ours).values())} only in SwiftLint, {sum((ours - theirs).values())} only in tools")
PY
)

ratio() { python3 -c "import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print(f'{a/b:.2f}' if b else '-')" "$1" "$2"; }
sl_seconds=${sl_cold%% *}
echo "| run | seconds | peak MB | vs SwiftLint cold |"
echo "|---|---:|---:|---:|"
printf '| read only (tools --benchmark-read-only) | %s | %s | %s |\n' ${read_only} "$(ratio "${read_only%% *}" "$sl_seconds")"
printf '| parse only (swift-syntax, tools --benchmark-parse-only) | %s | %s | %s |\n' ${parse_only} "$(ratio "${parse_only%% *}" "$sl_seconds")"
printf '| SwiftLint 0.63.2 --no-cache | %s | %s | 1.00 |\n' ${sl_cold}
printf '| tools lint, cold cache | %s | %s | %s |\n' ${tools_cold} "$(ratio "${tools_cold%% *}" "$sl_seconds")"
printf '| tools lint, --no-cache | %s | %s | %s |\n' ${tools_nocache} "$(ratio "${tools_nocache%% *}" "$sl_seconds")"
printf '| tools lint, warm cache | %s | %s | %s |\n' ${tools_warm} "$(ratio "${tools_warm%% *}" "$sl_seconds")"
echo
echo "violations: SwiftLint $sl_count, tools $tools_count; JSON reports: $same"
