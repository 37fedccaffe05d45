#!/usr/bin/env bash
# How closely `tools lint` matches SwiftLint 0.63.2, rule by rule, in two measures:
#   (a) SwiftLint's documented examples (`swiftlint generate-docs`, read at run time, never stored in this
#       repository): for every rule both tools have, each example is linted by both with `only_rules: [id]`
#       and the rule's default options; an example counts as identical when both report the same
#       (line, character, severity, rule_id, reason) set.
#   (b) the corpus with each tool's default rule set (an empty configuration: SwiftLint's defaults);
#       per rule id, SwiftLint's count, ours, and how many are identical (file, line, character,
#       severity, rule_id, reason).
# Not part of `swift test`: it needs the anchor SwiftLint and the corpus, and exits 0 with a message
# when either is missing.
#
#   TOOLS_BIN      the tools binary (default: .build-release/release/tools, else .build/debug/tools)
#   SWIFTLINT_BIN  the anchor SwiftLint (default: /tmp/anchors/bin/swiftlint)
#   CORPUS         the files to lint (default: /tmp/tools-corpus, made by Benchmarks/make-corpus.sh)
#   PARITY_ONLY    `examples` or `corpus` to run one part only
#   PARITY_DETAILS a file to write the differing examples / findings to (for fixing rules)
#   PARITY_RULES   comma-separated rule ids: only these rules' examples, and in the corpus only their findings
#   PARITY_CONFIG  `default` (an empty configuration, SwiftLint's defaults) or `all` (`opt_in_rules: [all]`,
#                  every rule of both tools; the analyzer rules are not run by `swiftlint lint`)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tools=${TOOLS_BIN:-}
if [ -z "$tools" ]; then
  for candidate in "$root/.build-release/release/tools" "$root/.build/release/tools" "$root/.build/debug/tools"; do
    if [ -x "$candidate" ]; then tools=$candidate; break; fi
  done
fi
swiftlint=${SWIFTLINT_BIN:-/tmp/anchors/bin/swiftlint}
corpus=${CORPUS:-/tmp/tools-corpus}
if [ ! -x "$swiftlint" ]; then echo "no SwiftLint at $swiftlint: nothing to compare (set SWIFTLINT_BIN)"; exit 0; fi
if [ -z "$tools" ] || [ ! -x "$tools" ]; then echo "no tools binary (swift build, or set TOOLS_BIN)"; exit 0; fi
# SwiftLint finds SourceKit through the toolchain on PATH.
export PATH="$(dirname "$(command -v swift)"):$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"

python3 - "$tools" "$swiftlint" "$corpus" "$work" "${PARITY_ONLY:-}" "${PARITY_DETAILS:-}" \
  "${PARITY_RULES:-}" "${PARITY_CONFIG:-default}" <<'PY'
import collections, json, os, re, subprocess, sys

tools, swiftlint, corpus, work, only, details_path, rules_filter, config_kind = sys.argv[1:9]
wanted = {rule for rule in rules_filter.split(",") if rule}
details = []

skipped = []

def run_json(command, cwd):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    # Files tools skipped (over the input limits or the per-file time budget) explain missing findings.
    skipped.extend(line for line in result.stderr.splitlines() if "skipped:" in line)
    try:
        return json.loads(result.stdout or "[]")
    except json.JSONDecodeError:
        return None

def relative(path, base):
    path = os.path.realpath(path) if os.path.isabs(path) else path
    base = os.path.realpath(base) + "/"
    return path[len(base):] if path.startswith(base) else path

def key(item, base):
    return (relative(item["file"], base), item["line"], item.get("character"), item["severity"].lower(),
            item["rule_id"], item["reason"])

ours_rules = json.loads(subprocess.run([tools, "rules", "--json"], capture_output=True, text=True).stdout)
ours_ids = {rule["identifier"] for rule in ours_rules}

# (a) Documented examples.
def examples_of(markdown):
    sections = {"Non Triggering Examples": [], "Triggering Examples": []}
    current = None
    for block in re.split(r"^## ", markdown, flags=re.M):
        title = block.split("\n", 1)[0].strip()
        if title in sections:
            current = sections[title]
            current += re.findall(r"```swift\n(.*?)\n```", block, flags=re.S)
    return sections["Non Triggering Examples"] + sections["Triggering Examples"]

if only in ("", "examples"):
    docs = os.path.join(work, "docs")
    subprocess.run([swiftlint, "generate-docs", "--path", docs], capture_output=True)
    rows = []
    for name in sorted(os.listdir(docs)):
        rule = name[:-3]
        if not name.endswith(".md") or rule not in ours_ids or (wanted and rule not in wanted):
            continue
        examples = examples_of(open(os.path.join(docs, name), encoding="utf-8").read())
        if not examples:
            continue
        folder = os.path.join(work, "examples", rule)
        os.makedirs(folder, exist_ok=True)
        for index, code in enumerate(examples):
            with open(os.path.join(folder, f"e{index:03}.swift"), "w", encoding="utf-8") as handle:
                handle.write(code.replace("↓", "") + "\n")
        config = os.path.join(folder, ".swiftlint.yml")
        with open(config, "w") as handle:
            handle.write(f"only_rules: [{rule}]\n")
        theirs = run_json([swiftlint, "lint", "--quiet", "--no-cache", "--reporter", "json", "--config", config,
                           "."], folder)
        ours = run_json([tools, "lint", "--no-cache", "--reporter", "json", "--config", config, "."],
                        folder)
        if theirs is None or ours is None:
            rows.append((rule, len(examples), None))
            continue
        by_file = collections.defaultdict(lambda: (collections.Counter(), collections.Counter()))
        for item in theirs:
            by_file[relative(item["file"], folder)][0][key(item, folder)] += 1
        for item in ours:
            by_file[relative(item["file"], folder)][1][key(item, folder)] += 1
        same = 0
        for index in range(len(examples)):
            file = f"e{index:03}.swift"
            left, right = by_file[file]
            if left == right:
                same += 1
            else:
                details.append(f"example {rule} {file}:\n{examples[index]}\n  swiftlint: {sorted(left)}\n"
                               f"  tools:     {sorted(right)}\n")
        rows.append((rule, len(examples), same))
    total = sum(count for _, count, _ in rows)
    identical = sum(same or 0 for _, _, same in rows)
    full = sum(1 for _, count, same in rows if same == count)
    print("## Documented examples (rules both tools have)")
    print()
    print("| rule | examples | identical |")
    print("|---|---:|---:|")
    for rule, count, same in rows:
        print(f"| {rule} | {count} | {'error' if same is None else same} |")
    print()
    print(f"examples: {identical}/{total} identical; rules with every example identical: {full}/{len(rows)}")
    print()

# (b) The corpus with both default rule sets.
if only in ("", "corpus"):
    if not os.path.isdir(corpus):
        print(f"no corpus at {corpus}: skipped (Benchmarks/make-corpus.sh writes it)")
    else:
        empty = os.path.join(work, "corpus.yml")
        with open(empty, "w") as handle:
            handle.write("opt_in_rules: [all]\n" if config_kind == "all" else "")
        theirs = run_json([swiftlint, "lint", "--quiet", "--no-cache", "--reporter", "json", "--config", empty, "."],
                          corpus) or []
        ours = run_json([tools, "lint", "--no-cache", "--reporter", "json", "--config", empty, "."],
                        corpus) or []
        left = collections.defaultdict(collections.Counter)
        right = collections.defaultdict(collections.Counter)
        # A file tools skipped is left out on both sides: it says nothing about the rules.
        skipped_files = {line.split(": warning: skipped:")[0] for line in skipped if ": warning: skipped:" in line}
        theirs = [item for item in theirs if relative(item["file"], corpus) not in skipped_files]
        if wanted:
            theirs = [item for item in theirs if item["rule_id"] in wanted]
            ours = [item for item in ours if item["rule_id"] in wanted]
        for item in theirs:
            left[item["rule_id"]][key(item, corpus)] += 1
        for item in ours:
            right[item["rule_id"]][key(item, corpus)] += 1
        title = "every rule (opt_in_rules: [all])" if config_kind == "all" else "default rule sets (no configuration)"
        print(f"## Corpus, {title}")
        print()
        print("| rule | SwiftLint | tools | identical |")
        print("|---|---:|---:|---:|")
        shared_same = shared_theirs = shared_ours = 0
        missing = []
        for rule in sorted(set(left) | set(right)):
            a, b = left[rule], right[rule]
            same = sum((a & b).values())
            if rule not in ours_ids:
                missing.append((rule, sum(a.values())))
                continue
            shared_same += same
            shared_theirs += sum(a.values())
            shared_ours += sum(b.values())
            print(f"| {rule} | {sum(a.values())} | {sum(b.values())} | {same} |")
            for item in sorted((a - b).elements())[:20]:
                details.append(f"corpus {rule} only swiftlint: {item}")
            for item in sorted((b - a).elements())[:20]:
                details.append(f"corpus {rule} only tools: {item}")
        print()
        print(f"rules tools has: SwiftLint {shared_theirs}, tools {shared_ours}, identical {shared_same}")
        if skipped:
            print(f"files tools skipped, left out of both counts ({len(skipped)}): "
                  + "; ".join(skipped[:5]) + (" …" if len(skipped) > 5 else ""))
        if missing:
            listed = ", ".join(f"{rule} ({count})" for rule, count in missing)
            print(f"rules tools does not implement (SwiftLint's findings): {listed}")

if details_path:
    with open(details_path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(details) + "\n")
PY
