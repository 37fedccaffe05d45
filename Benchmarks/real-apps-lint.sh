#!/usr/bin/env bash
# Lints real apps with their own `.swiftlint.yml`, with SwiftLint and with tools, and compares the JSON per app
# (a team adopting tools points it at its configuration and expects SwiftLint's findings).
#
# Each APP is a checkout of a public app (read in place; nothing of it is copied into this repository). A
# configuration whose `parent_config`/`child_config` is a remote URL is served from REMOTE_ROOT
# (`REMOTE_ROOT/<host>/<path>`, e.g. fetched from the config's own repository) by a loopback HTTP server, and
# both tools read a copy of the configuration (`.swiftlint.loopback.yml` beside it) naming that server: the
# machine has no internet, and SwiftLint then fetches exactly what tools fetches. A configuration pinned to
# another SwiftLint version (`swiftlint_version`) is read without that line: SwiftLint 0.63.2 stops there
# (exit 2) and would lint nothing.
#
# Per app: findings of each tool, identical findings (file, line, column, rule, severity, reason), the
# agreement (identical / findings of either tool), the rules that differ, the configuration warnings of each
# tool, and the wall time of each (one run each, paired, --no-cache).
#
# Usage: Benchmarks/real-apps-lint.sh [APP...]   (default: every folder of REAL_APPS with a .swiftlint.yml)
# Env: REAL_APPS (default /work/realapps), TOOLS_BIN (default .build-release/release/tools, else .build/debug/tools),
#      SWIFTLINT (default /tmp/anchors/bin/swiftlint), REMOTE_ROOT (default $REAL_APPS/.remote),
#      DETAILS (a file to write every differing finding to).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
apps_root=${REAL_APPS:-/work/realapps}
tools=${TOOLS_BIN:-$here/../.build-release/release/tools}
[ -x "$tools" ] || tools=$here/../.build/debug/tools
tools=$(cd "$(dirname "$tools")" && pwd)/$(basename "$tools")
swiftlint=${SWIFTLINT:-/tmp/anchors/bin/swiftlint}
remote_root=${REMOTE_ROOT:-$apps_root/.remote}
[ -x "$tools" ] || { echo "no tools binary (swift build, or set TOOLS_BIN)" >&2; exit 2; }
[ -x "$swiftlint" ] || { echo "no SwiftLint at $swiftlint (run shared/anchors/unpack.sh or set SWIFTLINT)" >&2; exit 0; }
if [ $# -eq 0 ]; then
  set --
  for app in "$apps_root"/*/; do [ -f "$app/.swiftlint.yml" ] && set -- "$@" "${app%/}"; done
fi
[ $# -gt 0 ] || { echo "no app checkouts with a .swiftlint.yml in $apps_root: nothing to compare"; exit 0; }
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export TOOLS_STORE="$work/tools.sqlite"
# SwiftLint finds SourceKit through the toolchain.
PATH=$(dirname "$(command -v swift)"):$PATH

port=""
if [ -d "$remote_root" ]; then
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  (cd "$remote_root" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
  server=$!
  sleep 0.5
fi

echo "| app | Swift files | SwiftLint findings | tools findings | identical | agreement | SwiftLint s | tools s |"
echo "|---|---|---|---|---|---|---|---|"
for app in "$@"; do
  name=$(basename "$app")
  config="$app/.swiftlint.yml"
  # Without --config, as a team runs it: SwiftLint reads nested configurations only then.
  config_option=()
  if grep -qE '^(parent|child)_config: *https?://' "$config" && [ -z "$port" ]; then
    echo "| $name | (remote parent configuration: no REMOTE_ROOT) |"; continue
  fi
  if grep -qE '^((parent|child)_config: *https?://|swiftlint_version:)' "$config"; then
    sed -E -e "s#^((parent|child)_config: *)https?://#\1http://127.0.0.1:$port/#" -e '/^swiftlint_version:/d' \
      "$config" > "$app/.swiftlint.loopback.yml"
    config="$app/.swiftlint.loopback.yml"
    config_option=(--config "$config")
  fi
  files=$(find "$app" -name '*.swift' -type f | wc -l)
  start=$(date +%s.%N)
  (cd "$app" && "$swiftlint" lint --reporter json --no-cache ${config_option[@]+"${config_option[@]}"} > "$work/$name.theirs.json" \
    2> "$work/$name.theirs.err") || true
  middle=$(date +%s.%N)
  (cd "$app" && "$tools" lint --reporter json --no-cache ${config_option[@]+"${config_option[@]}"} > "$work/$name.ours.json" \
    2> "$work/$name.ours.err") || true
  end=$(date +%s.%N)
  python3 - "$name" "$app" "$files" "$work/$name.theirs.json" "$work/$name.ours.json" \
    "$(echo "$middle - $start" | bc)" "$(echo "$end - $middle" | bc)" "${DETAILS:-}" <<'EOF'
import json, os, sys
from collections import Counter
name, app, files, theirs_path, ours_path, their_time, our_time, details = sys.argv[1:9]
def load(path):
    try:
        return json.load(open(path))
    except Exception:
        return None
def key(v):
    file = v.get("file") or ""
    file = os.path.relpath(file, app) if os.path.isabs(file) else file
    return (file, v.get("line"), v.get("character"), v.get("rule_id"), v.get("severity"), v.get("reason"))
theirs, ours = load(theirs_path), load(ours_path)
if theirs is None or ours is None:
    print(f"| {name} | {files} | {'—' if theirs is None else len(theirs)} | {'—' if ours is None else len(ours)} "
          f"| | no JSON from {'SwiftLint' if theirs is None else 'tools'} | | |")
    sys.exit(0)
t, o = Counter(map(key, theirs)), Counter(map(key, ours))
same = sum((t & o).values())
either = sum((t | o).values())
agreement = 100.0 * same / either if either else 100.0
print(f"| {name} | {files} | {sum(t.values())} | {sum(o.values())} | {same} | {agreement:.2f}% "
      f"| {float(their_time):.2f} | {float(our_time):.2f} |")
only_t, only_o = t - o, o - t
rules = Counter(k[3] for k in only_t.elements()) + Counter(k[3] for k in only_o.elements())
if rules:
    print("|  | differing findings by rule: " + ", ".join(f"{r} {n}" for r, n in rules.most_common(12)) + " |||||||")
if details:
    with open(details, "a") as out:
        for k in sorted(only_t.elements(), key=str): out.write(f"{name} SwiftLint only: {k}\n")
        for k in sorted(only_o.elements(), key=str): out.write(f"{name} tools only: {k}\n")
EOF
  for who in theirs ours; do
    label=$([ $who = theirs ] && echo SwiftLint || echo tools)
    grep -iE "warning|invalid|not a valid|error" "$work/$name.$who.err" | grep -v "^Linting\|^Done" | sort -u | head -8 |
      sed "s#^#    $label: #" >&2 || true
  done
  rm -f "$app/.swiftlint.loopback.yml"
done
