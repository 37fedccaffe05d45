#!/usr/bin/env bash
# Copyright © 2026 Tools Authors. All rights reserved.
#
# Checks `tools build` against XcodeGen's own fixtures (see BENCHMARKS.md, "XcodeGen conformance"):
#   1. every fixture spec XcodeGen's tests load is accepted (and the invalid_configs ones it rejects are
#      rejected), read with `tools build --dump-spec --spec FILE`;
#   2. for TestProject and SPM, the schemes `tools build --plan` and `tools test --plan` plan, with their
#      configurations, equal the .xcscheme files XcodeGen committed for them;
#   3. small specs XcodeGen refuses (misspelt templates, unknown types and platforms, schemes without
#      targets, a missing include) are refused, and those it accepts are accepted.
# Usage: swift build --product tools && Benchmarks/xcodegen-conformance.sh
#   XCODEGEN_CHECKOUT  a checkout of github.com/yonaskolb/XcodeGen (default /work/peers/XcodeGen)
#   TOOLS              the tools binary (default .build/debug/tools)
#   XCODEGEN_BIN       optional: XcodeGen's binary (../shared/tools/xcodegen-oracle.sh builds it), to re-check
#                      the recorded verdicts of part 3
# Not part of `swift test`: it needs a checkout of XcodeGen, which the suite must not require.
set -euo pipefail

checkout="${XCODEGEN_CHECKOUT:-/work/peers/XcodeGen}"
tools="${TOOLS:-$(pwd)/.build/debug/tools}"
if [ ! -d "$checkout/Tests/Fixtures" ]; then
    echo "skipped: no XcodeGen checkout at $checkout (set XCODEGEN_CHECKOUT)"
    exit 0
fi
if [ ! -x "$tools" ]; then
    echo "error: $tools not found; run 'swift build --product tools' first (or set TOOLS)" >&2
    exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy, so that nothing is ever written into the checkout.
mkdir -p "$work/Tests"
cp -R "$checkout/Tests/Fixtures" "$work/Tests/Fixtures"
fixtures="$work/Tests/Fixtures"

python3 - "$checkout" "$fixtures" "$tools" <<'PYTHON'
import glob, json, os, re, subprocess, sys
import xml.etree.ElementTree as ET

checkout, fixtures, tools = sys.argv[1:4]
failures = 0

# 1. The fixture specs XcodeGen's tests load, found in its test sources.
loaded, rejected, yaml_only = set(), set(), set()
for source in glob.glob(os.path.join(checkout, "Tests", "**", "*.swift"), recursive=True):
    lines = open(source, encoding="utf-8").read().splitlines()
    for index, line in enumerate(lines):
        for match in re.finditer(r'(fixturePath|invalidConfigsFixturePath) \+ "([^"]+\.(?:yml|json))"', line):
            path = match.group(2)
            if match.group(1) == "invalidConfigsFixturePath":
                rejected.add("invalid_configs/" + path)
            elif any("loadYamlDictionary" in later for later in lines[index:index + 3]):
                yaml_only.add(path)
            else:
                loaded.add(path)

def dump(spec):
    return subprocess.run([tools, "build", "--dump-spec", "--spec", os.path.join(fixtures, spec)],
                          capture_output=True, text=True)

accepted = 0
for spec in sorted(loaded):
    result = dump(spec)
    ok = result.returncode == 0
    accepted += ok
    warnings = result.stderr.count("warning:")
    detail = "" if ok else "  " + (result.stderr.strip().splitlines() or ["?"])[0]
    print(f"{'accepted' if ok else 'REJECTED'}  {spec}  ({warnings} warnings){detail}")
refused = 0
for spec in sorted(rejected):
    result = dump(spec)
    ok = result.returncode == 2
    refused += ok
    message = (result.stderr.strip().splitlines() or [""])[0]
    print(f"{'rejected' if ok else 'ACCEPTED'}  {spec}  (XcodeGen rejects it)  {message}")
for spec in sorted(yaml_only):
    print(f"not a spec  {spec}  (XcodeGen's tests read it as plain YAML)")
print(f"fixtures accepted: {accepted}/{len(loaded)}; invalid ones rejected: {refused}/{len(rejected)}")
failures += (len(loaded) - accepted) + (len(rejected) - refused)

# 2. Planned schemes against the committed .xcscheme files.
def committed(project_dir):
    schemes = {}
    for path in glob.glob(os.path.join(project_dir, "*.xcodeproj", "xcshareddata", "xcschemes", "*.xcscheme")):
        root = ET.parse(path).getroot()
        test = root.find("TestAction")
        testables = [t for t in test.iter("TestableReference")] if test is not None else []
        plans = [p for p in test.iter("TestPlanReference")] if test is not None else []
        schemes[os.path.basename(path)[:-len(".xcscheme")]] = {
            "builds": {e.find("BuildableReference").get("BlueprintName") for e in root.iter("BuildActionEntry")},
            "testables": {t.find("BuildableReference").get("BlueprintName") for t in testables},
            "run": root.find("LaunchAction").get("buildConfiguration"),
            "test": test.get("buildConfiguration") if test is not None else None,
            "tests": bool(testables or plans),
        }
    return schemes

def planned(project_dir, action):
    result = subprocess.run([tools, action, "--plan", "--json", "--schemes", "--root", project_dir],
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stderr)
        return {}
    jobs = {}
    for job in json.loads(result.stdout)["jobs"]:
        jobs.setdefault(job["scheme"], []).append(job)
    return jobs

for name in ["TestProject", "SPM"]:
    directory = os.path.join(fixtures, name)
    expected = committed(directory)
    builds, tests = planned(directory, "build"), planned(directory, "test")
    names = set(expected)
    matched = names & set(builds)
    configs = sum(1 for s in matched if {j["configuration"] for j in builds[s]} == {expected[s]["run"]})
    with_tests = {s for s in names if expected[s]["tests"]}
    test_ok = sum(1 for s in with_tests
                  if s in tests and {j["configuration"] for j in tests[s]} == {expected[s]["test"]})
    extra_tests = sorted(set(tests) - with_tests)
    # Package test targets are written `Package/Target`; the scheme names the target.
    def same_targets(s):
        job = builds[s][0]
        return (set(job["buildTargets"]) == expected[s]["builds"]
                and {t.split("/")[-1] for t in job["testTargets"]} == expected[s]["testables"])
    targets = sum(1 for s in matched if same_targets(s))
    print(f"{name}: schemes {len(matched)}/{len(names)}, configurations {configs}/{len(names)}, "
          f"test jobs {test_ok}/{len(with_tests)}, build and test targets {targets}/{len(names)}"
          + (f", unexpected test jobs: {extra_tests}" if extra_tests else ""))
    for scheme in sorted(names):
        jobs = builds.get(scheme, [])
        destinations = sorted({j["destination"] for j in jobs})
        state = ("ok" if jobs and {j["configuration"] for j in jobs} == {expected[scheme]["run"]}
                 and same_targets(scheme) else "MISMATCH")
        print(f"  {state:8}  {scheme}: build {expected[scheme]['run']!r}"
              + (f", test {expected[scheme]['test']!r}" if expected[scheme]["tests"] else "")
              + f"  -> {', '.join(destinations) or 'not planned'}")
    extra = sorted(set(builds) - names)
    if extra:
        print(f"  planned but not committed as shared schemes: {', '.join(extra)}")
    failures += (len(names) - len(matched)) + (len(names) - configs) + (len(with_tests) - test_ok)
    failures += len(extra_tests) + (len(names) - targets)

# 3. Spec validation: small specs XcodeGen 2.45.4 refuses or accepts (its verdicts recorded here from
#    `xcodegen generate`; re-checked when the oracle binary is given in XCODEGEN_BIN), read with
#    `tools build --dump-spec`: the same specs must fail.
validation = [  # name, spec, XcodeGen accepts it
    ("misspelt target template", "targetTemplates:\n  AppTemplate: {type: application, platform: iOS}\n"
     "targets:\n  App: {templates: [AppTemplat]}\n", False),
    ("missing template, target complete", "targets:\n  App: {type: application, platform: iOS, templates: [X]}\n",
     True),
    ("no type", "targets:\n  App: {platform: iOS}\n", True),
    ("unknown type", "targets:\n  App: {type: aplication, platform: iOS}\n", False),
    ("unknown platform", "targets:\n  App: {type: application, platform: macos}\n", False),
    ("full product type name", "targets:\n  T: {type: com.apple.product-type.tool, platform: macOS}\n", True),
    ("destinations without platform", "targets:\n  App: {type: application, supportedDestinations: [iOS]}\n", True),
    ("platform list with destinations",
     "targets:\n  App: {type: application, platform: [iOS, tvOS], supportedDestinations: [iOS]}\n", False),
    ("misspelt scheme template", "targets:\n  App: {type: application, platform: iOS}\nschemeTemplates:\n"
     "  Base: {build: {targets: {App: all}}}\nschemes:\n  Beta: {templates: [Bse]}\n", False),
    ("scheme build without targets", "targets:\n  App: {type: application, platform: iOS}\n"
     "schemes:\n  Beta: {build: {parallelizeBuild: true}}\n", False),
    ("scheme building no target", "targets:\n  App: {type: application, platform: iOS}\n"
     "schemes:\n  Beta: {build: {targets: {}}}\n", False),
    ("scheme without build", "targets:\n  App: {type: application, platform: iOS}\n"
     "schemes:\n  Beta: {run: {config: Debug}}\n", False),
    ("missing include", "include: [missing.yml]\ntargets:\n  App: {type: application, platform: iOS}\n", False),
    ("duplicated key", "name: Shop\ntargets:\n  App: {type: application, platform: iOS}\n", True),
]
oracle = os.environ.get("XCODEGEN_BIN")
agree = 0
for index, (label, body, accepted) in enumerate(validation):
    folder = os.path.join(fixtures, "..", f"validation-{index}")
    os.makedirs(folder, exist_ok=True)
    spec = os.path.join(folder, "project.yml")
    open(spec, "w").write("name: App\n" + body)
    if oracle:
        generated = subprocess.run([oracle, "generate", "--quiet", "--spec", spec], cwd=folder,
                                   capture_output=True, text=True)
        if (generated.returncode == 0) != accepted:
            print(f"  XcodeGen's verdict changed for {label}: {generated.stdout.strip()}{generated.stderr.strip()}")
            accepted = generated.returncode == 0
    ours = dump(spec)
    same = (ours.returncode == 0) == accepted
    agree += same
    message = (ours.stderr.strip().splitlines() or [""])[0]
    print(f"  {'ok' if same else 'MISMATCH':8}  {label}: XcodeGen {'accepts' if accepted else 'refuses'}"
          + (f"; {message}" if ours.returncode != 0 else ""))
print(f"validation: {agree}/{len(validation)} specs accepted or refused as XcodeGen does"
      + (" (verdicts re-checked with the oracle)" if oracle else ""))
failures += len(validation) - agree

print("conformance: " + ("all checks passed" if failures == 0 else f"{failures} mismatch(es)"))
sys.exit(1 if failures else 0)
PYTHON
