#!/usr/bin/env bash
# Runs Sourcery's own AutoMockable template test against `tools generate-mocks`.
#
# Input: Templates/Tests/Context/AutoMockable.swift of a Sourcery checkout. References:
#   typed    — Templates/Tests/Expected/AutoMockable.expected (what Sourcery 2.3's template gives);
#   selector — the classic template (Sourcery 2.1.2's, read from the checkout's git history) run by a
#              Sourcery binary, when SOURCERY_BIN is set or /tmp/anchors/bin/sourcery exists.
# Reports, per style, how many of the reference's member names our mocks declare, and how many of the
# 46 mocks compile on their own in Swift 6 mode (with a small stand-in for the Combine types the suite
# uses); Sourcery's expected output is compiled the same way for comparison. Not part of `swift test`.
#
# Usage: Benchmarks/sourcery-conformance.sh
# Env: SOURCERY_CHECKOUT (default /work/peers/Sourcery), TOOLS_BIN (default .build/debug/tools),
#      SOURCERY_BIN (default /tmp/anchors/bin/sourcery), JOBS (parallel compiles, default 2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=${SOURCERY_CHECKOUT:-/work/peers/Sourcery}
tools=${TOOLS_BIN:-$here/../.build/debug/tools}
sourcery=${SOURCERY_BIN:-/tmp/anchors/bin/sourcery}
context="$checkout/Templates/Tests/Context/AutoMockable.swift"
expected="$checkout/Templates/Tests/Expected/AutoMockable.expected"
if [ ! -f "$context" ] || [ ! -f "$expected" ]; then
  echo "no Sourcery checkout at $checkout (set SOURCERY_CHECKOUT): nothing to compare"
  exit 0
fi
[ -x "$tools" ] || { echo "no tools binary at $tools (swift build, or set TOOLS_BIN)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"
cp "$context" "$work/src/AutoMockable.swift"
mocks=$(grep -cE '^(public )?class \w+Mock' "$expected")

# The suite uses Combine's publishers and `Cancellable`, which Linux lacks: declare just their names.
cat > "$work/CombineStandIn.swift" <<'EOF'
class AnyPublisher<Output, Failure: Error> {}
class CurrentValueSubject<Output, Failure: Error> {}
class PassthroughSubject<Output, Failure: Error> {}
protocol Cancellable {}
EOF

report() { # style output reference
  python3 "$here/sourcery_conformance.py" names "$2" "$3"
  python3 "$here/sourcery_conformance.py" compile "$2" "$work/src/AutoMockable.swift" "$work/CombineStandIn.swift" \
    "$mocks"
}

echo "== typed names (reference: Sourcery 2.3's expected output)"
(cd "$work" && "$tools" generate-mocks --naming typed --no-cache --output "$work/typed.swift" src) \
  2> "$work/typed.log" || true
sed 's/^/  generator: /' "$work/typed.log"
report typed "$work/typed.swift" "$expected"

if [ -x "$sourcery" ] && git -C "$checkout" show 2.1.2:Templates/Templates/AutoMockable.stencil \
    > "$work/classic.stencil" 2>/dev/null; then
  echo "== selector names (reference: Sourcery's 2.1.2 template, run by $sourcery)"
  "$sourcery" --sources "$work/src" --templates "$work/classic.stencil" --output "$work/classic.swift" \
    --disableCache > /dev/null 2>&1
  (cd "$work" && "$tools" generate-mocks --naming selector --no-cache --output "$work/selector.swift" src) \
    2> "$work/selector.log" || true
  sed 's/^/  generator: /' "$work/selector.log"
  report selector "$work/selector.swift" "$work/classic.swift"
else
  echo "== selector names: skipped (no Sourcery binary at $sourcery, or no 2.1.2 tag in the checkout)"
fi

echo "== Sourcery's expected output, compiled the same way"
python3 "$here/sourcery_conformance.py" compile "$expected" "$work/src/AutoMockable.swift" \
  "$work/CombineStandIn.swift" "$mocks"
