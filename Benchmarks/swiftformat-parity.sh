#!/usr/bin/env bash
# Compares `tools format --check` with SwiftFormat (nicklockwood) run directly (`swiftformat --lint`) on the
# same files: every finding of SwiftFormat (`path:line:col: error: (rule) message`) must be a finding of tools
# at the same file, line and rule, as many times, and the other way round. Prints the counts, the times
# and the first differences; exits 1 when they differ.
#
#   SWIFTFORMAT_BIN  the swiftformat both run (default: `swiftformat` on PATH, else the release build of
#                    /tmp/swiftformat, built from nicklockwood/SwiftFormat's sources); skipped (exit 0, with
#                    a note) when there is none
#   TOOLS_BIN        the tools binary (default: the release build in .build-release of this repository, else
#                    the debug build in .build)
#   DIR              a folder of Swift files with its .swiftformat (default: /tmp/tools-corpus/swift-log,
#                    from Benchmarks/make-corpus.sh, with CONFIG as its .swiftformat)
#   CONFIG           the .swiftformat written into a copy of DIR when DIR has none (default: SwiftFormat's
#                    defaults with --swiftversion 6.0)
#
# Both run on a copy of DIR (tools: no store, so every file is checked; SwiftFormat: --cache ignore), without
# its .swiftlint.yml, whose excluded: tools would honour and SwiftFormat not: both see the same files.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
swiftformat=${SWIFTFORMAT_BIN:-$(command -v swiftformat || echo /tmp/swiftformat/.build/release/swiftformat)}
if [ ! -x "$swiftformat" ]; then
  echo "no swiftformat at $swiftformat (set SWIFTFORMAT_BIN): comparison skipped" >&2
  exit 0
fi
tools=${TOOLS_BIN:-$top/.build-release/release/tools}
[ -x "$tools" ] || tools=$top/.build/debug/tools
[ -x "$tools" ] || { echo "no tools binary (set TOOLS_BIN)" >&2; exit 2; }
dir=${DIR:-/tmp/tools-corpus/swift-log}
if [ ! -d "$dir" ]; then
  "$here/make-corpus.sh" /tmp/tools-corpus >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$dir" "$work/src"
[ -f "$work/src/.swiftformat" ] || printf '%s\n' "${CONFIG:---swiftversion 6.0}" > "$work/src/.swiftformat"
# tools finds the formatter from the folder's configuration; no project.yml, no git repository needed.
rm -f "$work/src/.swift-format" "$work/src/.swiftlint.yml"
files=$(find "$work/src" -type f -name '*.swift' -not -path '*/.*' | wc -l)
echo "$dir: $files Swift files; SwiftFormat $("$swiftformat" --version) ($swiftformat); $(nproc) cores" >&2

start=$(date +%s.%N)
(cd "$work/src" && "$swiftformat" --lint --cache ignore . 2>"$work/direct.err" >/dev/null) || true
middle=$(date +%s.%N)
(cd "$work/src" && TOOLS_SWIFTFORMAT="$swiftformat" "$tools" format --check --no-cache --reporter json . \
  >"$work/tools.json" 2>"$work/tools.err") || true
end=$(date +%s.%N)

status=0
python3 - "$work" "$work/src" <<'PY' || status=$?
import collections, json, re, sys
work, src = sys.argv[1], sys.argv[2]
direct = collections.Counter()
pattern = re.compile(r"^(.*):(\d+):\d+: (?:error|warning): \((\w+)\) ")
for line in open(f"{work}/direct.err", encoding="utf-8", errors="replace"):
    match = pattern.match(line)
    if match:
        path = match.group(1)
        path = path[len(src) + 1:] if path.startswith(src + "/") else path
        direct[(path, int(match.group(2)), match.group(3))] += 1
tools = collections.Counter()
skipped = 0
for finding in json.load(open(f"{work}/tools.json")):
    if finding["rule_id"].startswith("format_"):
        skipped += 1
        continue
    tools[(finding["file"], finding["line"], finding["rule_id"])] += 1
only_direct = direct - tools
only_tools = tools - direct
print(f"swiftformat --lint: {sum(direct.values())} findings in {len({k[0] for k in direct})} files")
print(f"tools format --check: {sum(tools.values())} findings in {len({k[0] for k in tools})} files, "
      f"{skipped} files skipped or unparsable")
print(f"only swiftformat: {sum(only_direct.values())}; only tools: {sum(only_tools.values())}")
for key in sorted(only_direct)[:10]:
    print("  only swiftformat:", *key)
for key in sorted(only_tools)[:10]:
    print("  only tools:", *key)
# What SwiftFormat said it could not do (a rule that timed out skips the file in its run).
for line in open(f"{work}/direct.err", encoding="utf-8", errors="replace"):
    if line.startswith("error: "):
        print("  swiftformat said:", line.strip().replace(src + "/", ""))
sys.exit(0 if not only_direct and not only_tools else 1)
PY
awk -v a="$start" -v b="$middle" -v c="$end" \
  'BEGIN { printf "time: swiftformat --lint %.1f s, tools format --check %.1f s (cold, no store)\n", b - a, c - b }'
exit $status
