#!/usr/bin/env bash
# Runs tools on a real app that uses XcodeGen, Sourcery's AutoMockable and SwiftLint, and compares
# with what the app's own tools produced (files read in place; nothing of the app is copied anywhere).
#
# Made for Element X iOS (github.com/element-hq/element-x-ios): its `project.yml` with includes, the
# `.xcscheme` files XcodeGen generated and the app commits, `GeneratedMocks.swift` (Sourcery 2.3 with
# the app's AutoMockable template, selector-style names), and `.swiftlint.yml` (SwiftLint's JSON is
# produced by the anchor binary when present). Reports:
#   schemes   — schemes XcodeGen committed vs schemes `tools build --plan` builds, and test jobs vs
#               committed schemes that have a test action;
#   mocks     — mocks generated vs in GeneratedMocks.swift, and member-name agreement;
#   lint      — our JSON vs SwiftLint's on the app with the app's configuration, per rule id.
#
# Usage: Benchmarks/real-app.sh
# Env: REAL_APP (a checkout; default /work/realapps/element-x-ios), TOOLS_BIN (default .build/debug/tools),
#      SWIFTLINT (default /tmp/anchors/bin/swiftlint; skipped when absent).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app=${REAL_APP:-/work/realapps/element-x-ios}
tools=${TOOLS_BIN:-$here/../.build/debug/tools}
swiftlint=${SWIFTLINT:-/tmp/anchors/bin/swiftlint}
if [ ! -f "$app/project.yml" ]; then
  echo "no app checkout at $app (set REAL_APP): nothing to compare"
  exit 0
fi
[ -x "$tools" ] || { echo "no tools binary at $tools (swift build, or set TOOLS_BIN)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The store goes to a scratch cache, not into the app's git directory.
export TOOLS_STORE="$work/tools.sqlite"
cd "$app"

echo "== schemes (XcodeGen)"
schemes_dir=$(find . -path ./.git -prune -o -type d -name xcschemes -print | head -1)
committed=$(find "$schemes_dir" -name '*.xcscheme' | sed 's#.*/##; s#\.xcscheme$##' | sort)
with_tests=$(for f in "$schemes_dir"/*.xcscheme; do
  grep -qE 'TestableReference|TestPlanReference' "$f" && basename "$f" .xcscheme; done | sort)
"$tools" build --plan --json > "$work/build.json"
"$tools" test --plan --json > "$work/test.json"
python3 - "$work/build.json" "$work/test.json" "$committed" "$with_tests" <<'EOF'
import json, sys
build = {j.get("scheme") for j in json.load(open(sys.argv[1]))["jobs"] if j.get("scheme")}
test = {j.get("scheme") for j in json.load(open(sys.argv[2]))["jobs"] if j.get("scheme")}
committed, with_tests = set(sys.argv[3].split()), set(sys.argv[4].split())
print(f"schemes built: {len(build & committed)}/{len(committed)} committed schemes"
      f"{'' if build <= committed else ', extra: ' + ' '.join(sorted(build - committed))}")
print(f"test jobs: {len(test & with_tests)}/{len(with_tests)} schemes with a test action"
      f"{'' if test <= with_tests else ', extra: ' + ' '.join(sorted(test - with_tests))}")
EOF

echo "== mocks (Sourcery AutoMockable)"
reference=$(find . -path ./.git -prune -o -name GeneratedMocks.swift -print | head -1)
sources=$(find . -maxdepth 1 -type d \( -name ElementX -o -name NSE \) | sort)
# shellcheck disable=SC2086
"$tools" generate-mocks $sources --output "$work/mocks.swift" --naming selector --drop-protocol-suffix \
  2> "$work/mocks.err" || true
grep -E 'warning|error' "$work/mocks.err" | sed 's/^/  /' || true
sed 's/^nonisolated class /class /' "$reference" > "$work/reference.swift"
sed 's/^nonisolated class /class /' "$work/mocks.swift" > "$work/ours.swift"
echo "mocks: $(grep -cE '^(final )?class \w+Mock' "$work/ours.swift") generated," \
  "$(grep -cE '^(final )?class \w+Mock' "$work/reference.swift") in $reference"
python3 "$here/sourcery_conformance.py" names "$work/ours.swift" "$work/reference.swift" | sed -n 1p

echo "== lint (SwiftLint, the app's .swiftlint.yml)"
"$tools" lint --reporter json --no-cache > "$work/ours.json" 2> "$work/lint.err" || true
if [ -x "$swiftlint" ]; then
  PATH=/opt/swift/usr/bin:$PATH "$swiftlint" lint --reporter json --quiet > "$work/theirs.json" 2>/dev/null || true
  python3 - "$work/ours.json" "$work/theirs.json" <<'EOF'
import json, os, sys
from collections import Counter
# SwiftLint writes absolute paths, tools paths relative to where it runs (a documented difference): compare
# both relative to the app's folder, the current one.
def relative(path):
    return os.path.relpath(path) if path and os.path.isabs(path) else path
def keys(path):
    return Counter((relative(v["file"]), v["line"], v.get("character"), v["rule_id"]) for v in json.load(open(path)))
ours, theirs = keys(sys.argv[1]), keys(sys.argv[2])
rules = sorted({k[3] for k in ours} | {k[3] for k in theirs})
print(f"violations: ours {sum(ours.values())}, SwiftLint {sum(theirs.values())}, "
      f"same (file, line, column, rule) {sum((ours & theirs).values())}")
for rule in rules:
    o = sum(n for k, n in ours.items() if k[3] == rule)
    t = sum(n for k, n in theirs.items() if k[3] == rule)
    same = sum(n for k, n in (ours & theirs).items() if k[3] == rule)
    print(f"  {rule:40} ours {o:6}  SwiftLint {t:6}  same {same:6}")
EOF
else
  echo "no SwiftLint at $swiftlint: ours only"
  python3 -c "import json,sys,collections; print(collections.Counter(v['rule_id'] for v in json.load(open(sys.argv[1]))))" \
    "$work/ours.json"
fi
