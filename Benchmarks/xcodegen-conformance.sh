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
#   XCODEGEN_BIN       optional: XcodeGen's binary (../shared/tools/xcodegen-oracle.sh builds it; default
#                      $TMPDIR/xcg/bin/xcodegen when present), to re-check the recorded verdicts of part 3 and
#                      for part 4
#   APPS               optional: real apps' spec files, separated by ':', for part 4
#   4. with XcodeGen's binary: the schemes XcodeGen generates for every fixture spec it accepts (and for APPS)
#      against `tools build/test --plan --spec FILE`, each difference listed.
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
def committed(project_dir, user_schemes=False):
    schemes = {}
    paths = glob.glob(os.path.join(project_dir, "*.xcodeproj", "xcshareddata", "xcschemes", "*.xcscheme"))
    if user_schemes:
        # `shared: false` schemes go to xcuserdata: on a CI machine that generates the project they exist too.
        paths += glob.glob(os.path.join(project_dir, "*.xcodeproj", "xcuserdata", "*", "xcschemes", "*.xcscheme"))
    for path in paths:
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

def planned(project_dir, action, spec=None):
    where = ["--spec", spec] if spec else ["--root", project_dir]
    result = subprocess.run([tools, action, "--plan", "--json", "--schemes"] + where,
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stderr)
        return {}
    jobs = {}
    for job in json.loads(result.stdout)["jobs"]:
        if job["kind"] != "scheme":
            continue
        # A build job shared by schemes that build the same targets stands for each of them.
        for scheme in [job["scheme"]] + job.get("sharedBy", []):
            jobs.setdefault(scheme, []).append(job)
    return jobs

def compare(expected, builds, tests):
    """Counts and the list of differences between XcodeGen's schemes and our plan."""
    names = set(expected)
    matched = names & set(builds)
    differences = [f"scheme {s!r} not planned" for s in sorted(names - set(builds))]
    differences += [f"scheme {s!r} planned, but XcodeGen writes no shared scheme" for s in sorted(set(builds) - names)]
    configs = 0
    for s in sorted(matched):
        ours = {j["configuration"] for j in builds[s]}
        if ours == {expected[s]["run"]}:
            configs += 1
        else:
            differences.append(f"{s}: build configuration {sorted(ours)} vs XcodeGen's {expected[s]['run']!r}")
    with_tests = {s for s in names if expected[s]["tests"]}
    test_ok = 0
    for s in sorted(with_tests):
        ours = {j["configuration"] for j in tests.get(s, [])}
        if ours == {expected[s]["test"]}:
            test_ok += 1
        else:
            differences.append(f"{s}: test configuration {sorted(ours) or 'no test job'} vs {expected[s]['test']!r}")
    differences += [f"{s}: test job, but XcodeGen's scheme tests nothing" for s in sorted(set(tests) - with_tests)]
    targets = 0
    for s in sorted(matched):
        built = set(builds[s][0]["buildTargets"])
        tested = {t.split("/")[-1] for t in tests[s][0]["testTargets"]} if s in tests else set()
        if built == expected[s]["builds"] and tested == expected[s]["testables"]:
            targets += 1
        else:
            differences.append(f"{s}: targets {sorted(built)}/{sorted(tested)} vs XcodeGen's "
                               f"{sorted(expected[s]['builds'])}/{sorted(expected[s]['testables'])}")
    return {"schemes": (len(matched), len(names)), "configurations": (configs, len(names)),
            "test jobs": (test_ok, len(with_tests)), "targets": (targets, len(names))}, differences

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
        tested = {t.split("/")[-1] for t in tests[s][0]["testTargets"]} if s in tests else set()
        return set(job["buildTargets"]) == expected[s]["builds"] and tested == expected[s]["testables"]
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

# 4. XcodeGen as the oracle: the schemes it generates for every fixture spec it accepts and for real apps'
#    specs (APPS: spec paths separated by ':'), against `tools build/test --plan --spec`.
oracle = oracle or (os.path.join(os.environ.get("TMPDIR", "/tmp"), "xcg", "bin", "xcodegen")
                    if os.path.exists(os.path.join(os.environ.get("TMPDIR", "/tmp"), "xcg", "bin", "xcodegen"))
                    else None)
if oracle:
    specs = [os.path.join(fixtures, spec) for spec in sorted(loaded)]
    # Specs are read from copies without their pre/postGenCommand: XcodeGen would run those scripts (and
    # needs /bin/bash for them).
    import shutil
    def strip_gen_commands(root):
        for folder, _, names in os.walk(root):
            for name in names:
                if name.endswith((".yml", ".yaml")):
                    path = os.path.join(folder, name)
                    lines = open(path, encoding="utf-8", errors="replace").read().splitlines(keepends=True)
                    kept = [line for line in lines if not re.match(r"\s*(pre|post)GenCommand:", line)]
                    if kept != lines:
                        open(path, "w", encoding="utf-8").write("".join(kept))
    strip_gen_commands(fixtures)
    for number, app in enumerate(spec for spec in os.environ.get("APPS", "").split(":") if spec):
        copy = os.path.join(fixtures, "..", f"app-{number}")
        shutil.copytree(os.path.dirname(os.path.abspath(app)), copy, symlinks=True,
                        ignore=shutil.ignore_patterns(".git", "*.xcodeproj"))
        strip_gen_commands(copy)
        specs.append(os.path.join(copy, os.path.basename(app)))
    totals = {}
    generated_count = 0
    for index, spec in enumerate(specs):
        label = os.path.relpath(spec, fixtures) if spec.startswith(fixtures) else spec
        if "/app-" in label:
            label = os.environ["APPS"].split(":")[int(label.split("/app-")[1].split("/")[0])]
        out = os.path.join(fixtures, "..", f"oracle-{index}")
        # XcodeGen checks that sources and config files exist; files a repository leaves out (git-ignored
        # signing configs, generated folders) are made empty in the copy, a few rounds at most.
        work_root = os.path.dirname(os.path.abspath(fixtures))
        for _ in range(6):
            generated = subprocess.run([oracle, "generate", "--quiet", "--spec", spec, "--project", out],
                                       cwd=os.path.dirname(spec), capture_output=True, text=True)
            output = generated.stdout + generated.stderr
            missing = re.findall(r'(source directory|config file path) "(/[^"]+)"', output)
            missing = [(kind, path) for kind, path in missing
                       if os.path.abspath(path).startswith(work_root) and not os.path.exists(path)]
            if generated.returncode == 0 or not missing:
                break
            for kind, path in missing:
                if kind == "source directory":
                    os.makedirs(path, exist_ok=True)
                else:
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    open(path, "a").close()
        if generated.returncode != 0:
            reason = (generated.stderr.strip() or generated.stdout.strip()).splitlines()
            print(f"  oracle   {label}: XcodeGen does not generate it ({reason[-1] if reason else '?'})")
            continue
        expected = committed(out, user_schemes=True)
        if not expected:
            print(f"  no schemes  {label}: XcodeGen generates it without schemes")
            continue
        generated_count += 1
        builds = planned(os.path.dirname(spec), "build", spec=spec)
        tests = planned(os.path.dirname(spec), "test", spec=spec)
        counts, differences = compare(expected, builds, tests)
        for key, (good, total) in counts.items():
            previous = totals.get(key, (0, 0))
            totals[key] = (previous[0] + good, previous[1] + total)
        summary = ", ".join(f"{key} {good}/{total}" for key, (good, total) in counts.items())
        print(f"  {'ok' if not differences else 'DIFFERS':8} {label}: {summary}")
        for difference in differences:
            print(f"           - {difference}")
        failures += len(differences)
    print(f"oracle: {generated_count} specs with schemes generated by XcodeGen; "
          + ", ".join(f"{key} {good}/{total}" for key, (good, total) in totals.items()))
else:
    print("oracle: skipped (no XcodeGen binary: run ../shared/tools/xcodegen-oracle.sh or set XCODEGEN_BIN)")

print("conformance: " + ("all checks passed" if failures == 0 else f"{failures} mismatch(es)"))
sys.exit(1 if failures else 0)
PYTHON
