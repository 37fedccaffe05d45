#!/usr/bin/env bash
# Times `tools generate-mocks` against mockolo 2.6.1 on the same protocols of the benchmark corpus.
#
# mockolo mocks only protocols annotated `/// @mockable`, so both tools read an annotated copy of the
# corpus (every top-level `protocol` line gets the annotation) and mock exactly the annotated protocols;
# files that crash mockolo are left out of the copy for both. `tools --all` (every protocol) is timed too.
#
# Usage: Benchmarks/mocks.sh [RUNS]   (median of RUNS, default 5)
# Env: TOOLS_BIN (default .build-release/release/tools of this repository), MOCKOLO (default /tmp/anchors/bin/mockolo),
#      CORPUS (default /tmp/tools-corpus, made by Benchmarks/make-corpus.sh).
set -euo pipefail
runs=${1:-5}
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
mockolo=${MOCKOLO:-/tmp/anchors/bin/mockolo}
corpus=${CORPUS:-/tmp/tools-corpus}
work=${WORK:-/tmp/tools-mocks-bench}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -x "$mockolo" ] || { echo "no mockolo at $mockolo (run shared/anchors/unpack.sh or set MOCKOLO)" >&2; exit 2; }
[ -f "$corpus/.complete" ] || "$here/make-corpus.sh" "$corpus" >/dev/null

annotated="$work/corpus"
if [ ! -f "$annotated/.complete" ]; then
  rm -rf "$work"; mkdir -p "$work"
  cp -r "$corpus" "$annotated"
  find "$annotated" -type f -name '*.swift' -exec perl -pi -e \
    's{^((?:public |internal |package )?protocol \w)}{/// \@mockable\n$1}' {} +
  # Leave out the files mockolo crashes on (it aborts the whole run otherwise).
  find "$annotated" -type f -name '*.swift' -print0 | xargs -0 grep -l '^/// @mockable' | while IFS= read -r file; do
    if ! (SWIFT_DETERMINISTIC_HASHING=1 "$mockolo" -srcs "$file" -d "$work/one.swift" >/dev/null 2>&1) 2>/dev/null; then
      echo "left out (crashes mockolo): ${file#"$annotated"/}" >&2; rm -f "$file"
    fi
  done
  touch "$annotated/.complete"
fi
# (-type f: a folder may end in .swift, as GRDB.swift does.)
find "$annotated" -type f -name '*.swift' | sort > "$work/files.txt"
files=$(wc -l < "$work/files.txt")
annotations=$(xargs -d '\n' -a "$work/files.txt" grep -h '^/// @mockable' | wc -l)

# median of N runs of a command, in seconds (wall clock, via bash's EPOCHREALTIME)
median() {
  local times=() start end
  for _ in $(seq "$runs"); do
    [ -n "${BEFORE:-}" ] && eval "$BEFORE"
    start=$EPOCHREALTIME
    "$@" >/dev/null 2>&1 || true
    end=$EPOCHREALTIME
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.3f", a[int((NR+1)/2)]}'
}

export XDG_CACHE_HOME="$work/cache"   # outside any workspace, the store lives here
cd "$work"   # not a workspace: no project.yml, no git
store="$XDG_CACHE_HOME/tools/tools.sqlite"
out="$work/out"; mkdir -p "$out"

# mockolo and tools without cache alternate, so a busy moment of the shared machine hits both alike.
mockolo_times=(); nocache_times=()
for _ in $(seq "$runs"); do
  start=$EPOCHREALTIME
  SWIFT_DETERMINISTIC_HASHING=1 "$mockolo" -f "$work/files.txt" -d "$out/mockolo.swift" >/dev/null 2>&1 || true
  mockolo_times+=("$(echo "$EPOCHREALTIME - $start" | bc -l)")
  start=$EPOCHREALTIME
  "$tools" generate-mocks "$annotated" --output "$out/tools.swift" --no-cache >/dev/null 2>&1 || true
  nocache_times+=("$(echo "$EPOCHREALTIME - $start" | bc -l)")
done
pick_median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {printf "%.3f", a[int((NR+1)/2)]}'; }
mockolo_time=$(pick_median "${mockolo_times[@]}")
nocache=$(pick_median "${nocache_times[@]}")
mockolo_mocks=$(grep -cE '^(public |open |final )*class ' "$out/mockolo.swift" || true)

cold=$(BEFORE="rm -rf '$XDG_CACHE_HOME'" median "$tools" generate-mocks "$annotated" --output "$out/tools.swift")
"$tools" generate-mocks "$annotated" --output "$out/tools.swift" >/dev/null 2>&1 || true
warm=$(median "$tools" generate-mocks "$annotated" --output "$out/tools.swift")
tools_mocks=$(grep -cE '^(public |package )?(final class|actor) ' "$out/tools.swift" || true)

# One changed file: a file declaring an annotated protocol gets a new comment line before each run.
changed_file=$( (xargs -d '\n' -a "$work/files.txt" grep -l '^/// @mockable' 2>/dev/null || true) | head -1)
onechange=$(BEFORE="printf '\n// touched %s\n' \$RANDOM >> '$changed_file'" \
  median "$tools" generate-mocks "$annotated" --output "$out/tools.swift")

# One changed protocol: a file of its own whose protocol gets a new requirement before each run (the mock is
# rendered again and the output written); the comment above leaves every model as it was.
changed_protocol="$annotated/BenchChangedProtocol.swift"
trap 'rm -f "$changed_protocol"' EXIT
touch_protocol="printf '/// @mockable\nprotocol BenchChangedProtocol {\n    func touched%s()\n}\n' \$RANDOM > '$changed_protocol'"
eval "$touch_protocol"
"$tools" generate-mocks "$annotated" --output "$out/tools.swift" >/dev/null 2>&1 || true
protocolchange=$(BEFORE="$touch_protocol" median "$tools" generate-mocks "$annotated" --output "$out/tools.swift")
rm -f "$changed_protocol"

all_nocache=$(median "$tools" generate-mocks "$annotated" --all --output "$out/tools-all.swift" --no-cache)
"$tools" generate-mocks "$annotated" --all --output "$out/tools-all.swift" >/dev/null 2>&1 || true
all_warm=$(median "$tools" generate-mocks "$annotated" --all --output "$out/tools-all.swift")
all_mocks=$(grep -cE '^(public |package )?(final class|actor) ' "$out/tools-all.swift" || true)

echo "Corpus: $files Swift files, $annotations annotated protocols; median of $runs runs, wall clock"
printf '| %-48s | %8s | %6s |\n' "run" "seconds" "mocks"
printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..50})" "----------" "--------"
printf '| %-48s | %8s | %6s |\n' "mockolo 2.6.1 (annotated protocols)" "$mockolo_time" "$mockolo_mocks"
printf '| %-48s | %8s | %6s |\n' "tools, same protocols, --no-cache" "$nocache" "$tools_mocks"
printf '| %-48s | %8s | %6s |\n' "tools, same protocols, cold (empty store)" "$cold" "$tools_mocks"
printf '| %-48s | %8s | %6s |\n' "tools, same protocols, cached" "$warm" "$tools_mocks"
printf '| %-48s | %8s | %6s |\n' "tools, same protocols, one file changed" "$onechange" "$tools_mocks"
printf '| %-48s | %8s | %6s |\n' "tools, same protocols, one protocol changed" "$protocolchange" "$((tools_mocks + 1))"
printf '| %-48s | %8s | %6s |\n' "tools --all (every protocol), --no-cache" "$all_nocache" "$all_mocks"
printf '| %-48s | %8s | %6s |\n' "tools --all, cached" "$all_warm" "$all_mocks"
