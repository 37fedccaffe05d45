#!/usr/bin/env bash
# `sourcery --config` against `tools generate-mocks --sourcery-config` on one small app layout: an annotated
# protocol, one based on `AutoMockable` in a folder outside the app's, an excluded file, imports in `args`,
# an output folder. Prints, per template, whether both wrote the same file, and the difference of their
# declared names (`class`, `var`, `func`): none expected.
#
# Templates: Sourcery 2.3.0's AutoMockable.stencil (typed names) and 2.1.2's with the class name written
# `{{ type.name | replace:"Protocol","" }}Mock` (selector names, suffix dropped), read from a Sourcery
# checkout's git history. Not part of `swift test`.
#
# Usage: Benchmarks/sourcery-config.sh
# Env: SOURCERY_CHECKOUT (a git clone of Sourcery, default /work/peers/Sourcery), TOOLS_BIN (default
#      .build/debug/tools), SOURCERY_BIN (default /tmp/anchors/bin/sourcery).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checkout=${SOURCERY_CHECKOUT:-/work/peers/Sourcery}
tools=${TOOLS_BIN:-$here/../.build/debug/tools}
sourcery=${SOURCERY_BIN:-/tmp/anchors/bin/sourcery}
if [ ! -x "$sourcery" ] || ! git -C "$checkout" rev-parse -q --verify 2.3.0 >/dev/null 2>&1; then
  echo "needs a Sourcery binary ($sourcery) and a Sourcery git checkout with tag 2.3.0 ($checkout)"
  exit 0
fi
[ -x "$tools" ] || { echo "no tools binary at $tools (swift build, or set TOOLS_BIN)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/Car" "$work/Shared" "$work/Tools/Sourcery"
cat > "$work/App/Sources/Car/CarService.swift" <<'SWIFT'
import Foundation

// sourcery: AutoMockable
protocol CarService {
    var name: String { get }
    var nickname: String? { get set }
    func car(vin: String) async throws -> Car
    func cars(page: Int, size: Int) -> [Car]
    func ping()
}

struct Car {}
SWIFT
printf '// sourcery: AutoMockable\nprotocol ExcludedThing {\n    func nope()\n}\n' > "$work/App/Sources/Car/Excluded.swift"
cat > "$work/Shared/ClientProxyProtocol.swift" <<'SWIFT'
protocol AutoMockable {}

protocol ClientProxyProtocol: AutoMockable {
    func value(for key: String) -> String?
}
SWIFT
cat > "$work/Tools/Sourcery/.sourcery.yml" <<'YAML'
sources:
  include: [../../App/Sources, ../../Shared]
  exclude: [../../App/Sources/Car/Excluded.swift]
templates: [AutoMockable.stencil]
output: ../../Generated/
args:
  autoMockableImports: [CarKit]
  autoMockableTestableImports: [CarApp]
YAML

compare() {
  local label=$1
  rm -rf "$work/Generated"
  (cd "$work" && "$sourcery" --config Tools/Sourcery/.sourcery.yml >/dev/null 2>&1)
  mv "$work/Generated/AutoMockable.generated.swift" "$work/sourcery.swift"
  rm -rf "$work/Generated"
  (cd "$work" && "$tools" generate-mocks --quiet --sourcery-config Tools/Sourcery/.sourcery.yml)
  local ours="$work/Generated/AutoMockable.generated.swift"
  [ -f "$ours" ] || { echo "$label: tools wrote no Generated/AutoMockable.generated.swift"; return 1; }
  grep -oE '(class|var|func) [A-Za-z_]+' "$work/sourcery.swift" | sort -u > "$work/sourcery.names"
  grep -oE '(class|var|func) [A-Za-z_]+' "$ours" | sort -u > "$work/ours.names"
  echo "$label: same file (Generated/AutoMockable.generated.swift); $(wc -l < "$work/sourcery.names") declared" \
    "names in Sourcery's, $(wc -l < "$work/ours.names") in ours; differences:"
  diff "$work/sourcery.names" "$work/ours.names" && echo "  none"
}

git -C "$checkout" show 2.3.0:Templates/Templates/AutoMockable.stencil > "$work/Tools/Sourcery/AutoMockable.stencil"
compare "Sourcery 2.3.0's template (typed)"
git -C "$checkout" show 2.1.2:Templates/Templates/AutoMockable.stencil \
  | sed 's/class {{ type.name }}Mock/class {{ type.name | replace:"Protocol","" }}Mock/' \
  > "$work/Tools/Sourcery/AutoMockable.stencil"
compare "Sourcery 2.1.2's template, Protocol dropped (selector)"
