#!/usr/bin/env bash
# Swift 6 conformance of generated mocks: tools, Sourcery 2.3.0 and mockolo 2.6.1 on the modern-protocol
# corpus (Benchmarks/mocks-swift6-corpus: typed throws, sending, noncopyable types, primary associated
# types, parameter packs, isolated parameters, @concurrent, nonisolated, actors, global actors, Sendable,
# overloads, subscripts, parents in other files).
#
# Each generator's output is split into its mocks; each mock is compiled alone with the corpus, through SIL
# (so region and ownership checks run), warnings as errors, twice: Swift 6 mode
# (`-swift-version 6 -strict-concurrency=complete`) and with default MainActor isolation
# (`-default-isolation MainActor`, SE-0466). Not part of `swift test` (Tests/ToolsMocksTests has the
# one-invocation-per-mode check of our output).
#
# Usage: Benchmarks/mocks-swift6.sh
# Env: TOOLS_BIN (default .build/debug/tools), SHARED_ANCHORS (default ../shared/anchors beside the
#      checkout), ANCHORS (default /tmp/anchors/bin, unpacked there when missing), JOBS (parallel compiles,
#      default 2).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corpus="$here/mocks-swift6-corpus"
tools=${TOOLS_BIN:-$here/../.build/debug/tools}
anchors=${ANCHORS:-/tmp/anchors/bin}
[ -x "$tools" ] || { echo "no tools binary at $tools (swift build, or set TOOLS_BIN)" >&2; exit 2; }
shared=${SHARED_ANCHORS:-$here/../../shared/anchors}
stencil="$shared/sourcery-AutoMockable.stencil"
[ -f "$stencil" ] || { echo "no Sourcery template at $stencil (set SHARED_ANCHORS)" >&2; exit 2; }
if [ ! -x "$anchors/sourcery" ] || [ ! -x "$anchors/mockolo" ]; then
  "$shared/unpack.sh" "$anchors" > /dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
protocols=$(grep -c '^// sourcery: AutoMockable' "$corpus"/*.swift | awk -F: '{ n += $2 } END { print n }')
echo "corpus: $(ls "$corpus"/*.swift | wc -l) files, $protocols annotated protocols"

echo "== tools generate-mocks --naming typed"
(cd "$work" && "$tools" generate-mocks --naming typed --no-cache --output "$work/tools.swift" "$corpus") \
  > "$work/tools.log" 2>&1 || true
sed 's/^/  generator: /' "$work/tools.log"
echo "generated: $(grep -cE '^(@\w+ )*(public |package )?(nonisolated )?(final class|actor) \w+Mock\b' "$work/tools.swift" || true)"
python3 "$here/mocks_swift6.py" compile "$work/tools.swift" "$corpus"

echo "== Sourcery 2.3.0 (AutoMockable template)"
"$anchors/sourcery" --sources "$corpus" --templates "$stencil" --output "$work/sourcery.swift" --disableCache \
  > "$work/sourcery.log" 2>&1 || sed 's/^/  generator: /' "$work/sourcery.log"
echo "generated: $(grep -cE '^(public )?(final )?(class|actor) \w+Mock\b' "$work/sourcery.swift" || true)"
python3 "$here/mocks_swift6.py" compile "$work/sourcery.swift" "$corpus"

echo "== mockolo 2.6.1"
SWIFT_DETERMINISTIC_HASHING=1 "$anchors/mockolo" --sourcedirs "$corpus" --destination "$work/mockolo.swift" \
  > "$work/mockolo.log" 2>&1 || sed 's/^/  generator: /' "$work/mockolo.log"
echo "generated: $(grep -cE '^(@\w+ )*(public )?(final )?(class|actor) \w+Mock\b' "$work/mockolo.swift" || true)"
python3 "$here/mocks_swift6.py" compile "$work/mockolo.swift" "$corpus"
