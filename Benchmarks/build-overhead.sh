#!/usr/bin/env bash
# Measures what `tools build` adds on top of the commands it runs: the same jobs run by hand in a shell
# loop versus through `tools build -j 1` (plan, process start in its own group, log file, store record).
#
#   1. 40 custom-command jobs running `true`: the pure per-job overhead.
#   2. 3 tiny local packages, already built: `swift build --package-path …` (a no-op build) by hand vs
#      `tools build --packages -j 1`.
#   3. `tools build --plan` of the 18-target multi-brand matrix: the planning cost alone.
#
# Usage: Benchmarks/build-overhead.sh [RUNS]   (median of RUNS, default 5)
# Env: TOOLS_BIN (default .build-release/release/tools of this repository), WORK (default /tmp/tools-build-bench).
set -euo pipefail
runs=${1:-5}
tools=${TOOLS_BIN:-$(cd "$(dirname "$0")/.." && pwd)/.build-release/release/tools}
work=${WORK:-/tmp/tools-build-bench}
[ -x "$tools" ] || { echo "no tools binary at $tools (set TOOLS_BIN)" >&2; exit 2; }
jobs=40

# Wall-clock seconds of one run of "$@".
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

middle() { sort -n | awk '{ a[NR] = $1 } END { printf "%.3f", a[int((NR + 1) / 2)] }'; }

# Medians of two commands run alternately $runs times (alternating keeps load drift on a shared machine
# from favouring either). Prints "A B". The second command is "$@" after the "--" separator.
compare() {
  local first=() second=() a=() b=() seen=0
  for argument in "$@"; do
    if [ "$argument" = -- ]; then seen=1; continue; fi
    if [ $seen = 0 ]; then first+=("$argument"); else second+=("$argument"); fi
  done
  for _ in $(seq "$runs"); do
    a+=("$(seconds "${first[@]}")")
    b+=("$(seconds "${second[@]}")")
  done
  echo "$(printf '%s\n' "${a[@]}" | middle) $(printf '%s\n' "${b[@]}" | middle)"
}

rm -rf "$work"; mkdir -p "$work/commands" "$work/packages" "$work/brands"

# 1. Custom commands.
{
  echo "name: Bench"
  echo "tools:"
  echo "  build:"
  echo "    commands:"
  for i in $(seq $jobs); do echo "      Job$i: {run: [true]}"; done
} > "$work/commands/project.yml"
# By hand, each job as its own process, as tools starts it (not the shell builtin).
by_hand_processes() { for _ in $(seq $jobs); do /usr/bin/env true; done; }

# 2. Packages (Core ← Feature, Other), built once before timing.
for name in Core Feature Other; do
  dir="$work/packages/localPackages/$name"
  mkdir -p "$dir/Sources/$name"
  deps=""; tdeps=""
  if [ "$name" = Feature ]; then deps='.package(path: "../Core")'; tdeps='.product(name: "Core", package: "Core")'; fi
  cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 5.9
import PackageDescription
let package = Package(
    name: "$name",
    products: [.library(name: "$name", targets: ["$name"])],
    dependencies: [$deps],
    targets: [.target(name: "$name", dependencies: [$tdeps])]
)
SWIFT
  echo "public func value$name() -> Int { 1 }" > "$dir/Sources/$name/$name.swift"
done
echo "name: Bench" > "$work/packages/project.yml"
by_hand_packages() {
  for name in Core Feature Other; do swift build --package-path "$work/packages/localPackages/$name"; done
}
by_hand_packages >/dev/null 2>&1

# 3. The 18-target matrix.
cat > "$work/brands/project.yml" <<'YAML'
name: OneApp
tools:
  build:
    workspace: OneApp.xcworkspace
    variants:
      brand: [Toyota, Lexus, Subaru]
      region: {NA: "", AU: AU}
    schemes:
      - "{brand}OneApp{region}"
      - "{brand}ShareToOneApp{region}"
      - "{brand}SiriIntent{region}"
      - pattern: "{brand}WatchApp"
        destinations: ["generic/platform=watchOS Simulator"]
    exclude: ["Subaru*AU"]
YAML

read -r commands_hand commands_tools < <(compare by_hand_processes -- "$tools" build --root "$work/commands" -j 1 --no-history)
read -r packages_hand packages_tools < <(compare by_hand_packages -- "$tools" build --root "$work/packages" --packages -j 1 --no-history)
plan_tools=$(for _ in $(seq "$runs"); do seconds "$tools" build --root "$work/brands" --plan; done | middle)

per_job() { echo "($2 - $1) * 1000 / $3" | bc -l | xargs printf '%.1f'; }
echo "| case | by hand (s) | tools build (s) | overhead per job (ms) |"
echo "|---|---|---|---|"
echo "| $jobs × \`true\` (-j 1) | $commands_hand | $commands_tools | $(per_job "$commands_hand" "$commands_tools" $jobs) |"
echo "| 3 packages, no-op \`swift build\` (-j 1) | $packages_hand | $packages_tools | $(per_job "$packages_hand" "$packages_tools" 3) |"
echo "| \`--plan\` of the 18-target matrix | - | $plan_tools | - |"
