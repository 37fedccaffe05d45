#!/usr/bin/env bash
# Measures `tools format --check` against `swift format lint -r -p` run directly on the same files, in one
# paired run: $PAIRS times swift-format, tools cold, tools warm (alternating, so that a change of the
# machine's load hits both); each ratio is taken against the swift-format run of its pair, and the median
# printed. Then it compares their findings.
#
#   PAIRS              pairs per comparison (default 1)
#   TOOLS_BIN          the tools binary (default: the release build in .build-release of this repository)
#   SWIFT_FORMAT_BIN   the swift-format both run (default: the toolchain's, beside `swift`); tools is told
#                      through TOOLS_SWIFT_FORMAT, the direct run calls it as `swift-format lint -r -p`
#   CORPUS             the files (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#
# Cold: an empty store (a fresh XDG_CACHE_HOME; the corpus is no git repository). Warm: the same run again,
# no file changed: every file's stamp, blob id and findings come from the store, no swift-format runs.
# Both write the findings to a file: swift-format on standard error, tools as xcode lines on standard output.
# Findings are compared untimed, from tools' JSON report: every located warning of swift-format
# (`path:line:col: warning: [Rule] message`) must be a finding of tools at the same place, with the same
# rule and message, and the other way round; notes (which tools joins to their finding) and files that
# swift-format cannot parse are compared by count. A file swift-format crashes on is, in tools, one warning
# naming it (the run goes on); swift-format's own run then ends there, so the comparison says so.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tools=${TOOLS_BIN:-$(cd "$here/.." && pwd)/.build-release/release/tools}
if [ -z "${SWIFT_FORMAT_BIN:-}" ]; then
  SWIFT_FORMAT_BIN="$(dirname "$(readlink -f "$(command -v swift)")")/swift-format"
fi
swift_format=$SWIFT_FORMAT_BIN
corpus=${CORPUS:-/tmp/tools-corpus}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
[ -x "$swift_format" ] || { echo "no swift-format at $swift_format (set SWIFT_FORMAT_BIN)" >&2; exit 2; }
[ -d "$corpus" ] || "$here/make-corpus.sh" "$corpus" >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"
export TOOLS_SWIFT_FORMAT="$swift_format"
unset TOOLS_STORE

# Runs "$@" in the corpus folder; prints "wall-seconds cpu-seconds" (CPU: user and system, the process and
# its children: on a shared machine the CPU time moves less than the wall time).
timed() {
  local output=$1; shift
  (cd "$corpus" && /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$output.out" 2>"$output.err") || true
  tail -1 "$work/time" | awk '{ printf "%s %.2f", $1, $2 + $3 }'
}

files=$(find "$corpus" -type f -name '*.swift' -not -path '*/.*' | wc -l)
version=$("$swift_format" --version)
echo "corpus: $corpus ($files Swift files), swift-format $version ($swift_format), $(nproc) cores" >&2

pairs=${PAIRS:-1}
cold_rows=() warm_rows=()
for _ in $(seq "$pairs"); do
  reference=$(timed "$work/reference" "$swift_format" lint -r -p .)
  rm -rf "$work/cache"
  cold_rows+=("$reference $(timed "$work/cold" "$tools" format --check .)")
  warm_rows+=("$reference $(timed "$work/warm" "$tools" format --check .)")
done
# Untimed: the findings as JSON, from the warm cache.
(cd "$corpus" && "$tools" format --check --reporter json . >"$work/tools.json" 2>/dev/null) || true

python3 - "$work/reference.err" "$work/tools.json" "$pairs" "${cold_rows[@]}" "${warm_rows[@]}" <<'PY'
import collections, json, re, statistics, sys
reference_file, tools_file, pairs = sys.argv[1], sys.argv[2], int(sys.argv[3])
rows = [list(map(float, row.split())) for row in sys.argv[4:]]
cold_rows, warm_rows = rows[:pairs], rows[pairs:]
located = re.compile(r'^(?:\./)?(.*?):(\d+):(\d+): (warning|error|note): (.*)$')
expected, notes, unparsable, other = collections.Counter(), 0, set(), []
for line in open(reference_file, encoding='utf-8', errors='replace'):
    line = line.rstrip('\n')
    match = located.match(line)
    if not match:
        if line.strip():
            other.append(line)
        continue
    path, row, column, kind, message = match.groups()
    if kind == 'note':
        notes += 1
    elif message.startswith('['):
        rule, _, text = message[1:].partition('] ')
        expected[(path, int(row), int(column), rule, text)] += 1
    else:
        unparsable.add(path)
found, found_notes, found_unparsable, skipped = collections.Counter(), 0, set(), []
for finding in json.load(open(tools_file)):
    rule, reason = finding['rule_id'], finding['reason']
    if rule == 'format_unparsable':
        found_unparsable.add(finding['file'])
        continue
    if rule.startswith('format_'):
        skipped.append(f"{finding['file']}: {reason}")
        continue
    found_notes += reason.count(' (note at ')
    reason = reason.split(' (note at ')[0]
    found[(finding['file'], finding['line'], finding['character'], rule, reason)] += 1
missing, extra = expected - found, found - expected
def report(name, rows):
    # Each row: swift-format's wall and CPU seconds, then tools' (one pair).
    for index, (wall, cpu, tools_wall, tools_cpu) in enumerate(rows, 1):
        print(f"pair {index}: swift format lint -r -p {wall:7.2f} s wall {cpu:7.2f} s CPU;  "
              f"tools format --check, {name} {tools_wall:7.2f} s wall {tools_cpu:7.2f} s CPU;  "
              f"{tools_wall / wall:.3f}x wall, {tools_cpu / cpu:.3f}x CPU")
    walls = statistics.median(row[2] / row[0] for row in rows)
    cpus = statistics.median(row[3] / row[1] for row in rows)
    print(f"tools format --check, {name}: median of {len(rows)} pairs {walls:.3f}x wall, {cpus:.3f}x CPU")
print(f"swift format lint -r -p: {sum(expected.values())} findings, {notes} notes, "
      f"{len(unparsable)} files it cannot parse")
report("cold", cold_rows)
report("warm", warm_rows)
print(f"findings: {sum(found.values())} in tools; {sum(missing.values())} of swift-format's missing, "
      f"{sum(extra.values())} extra; notes {found_notes} vs {notes}; unparsable files {len(found_unparsable)} "
      f"vs {len(unparsable)}")
for line in skipped:
    print(f"  tools skipped {line}")
for key in list(missing)[:5]:
    print(f"  missing: {key}")
for key in list(extra)[:5]:
    print(f"  extra:   {key}")
crash = [line for line in other if 'Fatal error' in line]
if crash:
    print(f"  swift-format's direct run crashed: {crash[0]}")
PY
