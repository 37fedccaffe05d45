#!/usr/bin/env python3
# Copyright © 2026 Tools Authors. All rights reserved.
"""Compares generated mocks with a reference output, mock by mock: member names and whether each compiles.

Used by sourcery-conformance.sh; reads files only (nothing of the peer is copied anywhere).

  sourcery_conformance.py names OURS REFERENCE        agreement of stored member names, per mock
  sourcery_conformance.py compile OUT CONTEXT STANDIN  compiles every mock of OUT alone with CONTEXT (Swift 6)
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

CLASS_START = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |open )?(?:nonisolated )?(?:final )?(?:class|actor) (\w+Mock)\b"
)
DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|package|open|private|fileprivate|internal|static|class|"
    r"nonisolated(?:\(unsafe\))?|lazy|final)\s+)*)(?:var|let)\s+`?(\w+)`?"
)


def split_mocks(text):
    """Top-level chunks of a generated file, by mock class: the class and the file-level lines after it."""
    mocks, current, name, header = {}, [], None, []
    pending = []  # attribute lines seen before a class header
    for line in text.splitlines():
        if line.startswith("@") and not CLASS_START.match(line):
            pending.append(line)
            continue
        match = CLASS_START.match(line)
        if match:
            if name:
                mocks[name] = "\n".join(current)
            name, current = match.group(1), pending + [line]
            pending = []
            continue
        if pending:
            (current if name else header).extend(pending)
            pending = []
        if name:
            current.append(line)
        else:
            header.append(line)
    if name:
        mocks[name] = "\n".join(current)
    kept = ("import", "@testable", "#if", "#else", "#elseif", "#endif")
    return mocks, "\n".join(line for line in header if line.startswith(kept))


def member_names(chunk):
    """Names of the stored and computed properties a mock declares at its top level (not private ones)."""
    names, depth = set(), 0
    for line in chunk.splitlines():
        stripped = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        if depth == 1:
            match = DECL.match(stripped)
            if match and "private" not in match.group(1).split() and "fileprivate" not in match.group(1).split():
                names.add(match.group(2))
        depth += stripped.count("{") - stripped.count("}")
    return names


def names_command(ours_path, reference_path):
    ours, _ = split_mocks(open(ours_path, encoding="utf-8").read())
    reference, _ = split_mocks(open(reference_path, encoding="utf-8").read())
    total = matched = extra = 0
    lines = []
    for mock in sorted(reference):
        wanted = member_names(reference[mock])
        have = member_names(ours.get(mock, ""))
        total += len(wanted)
        matched += len(wanted & have)
        extra += len(have - wanted)
        if wanted != have:
            missing = sorted(wanted - have)
            added = sorted(have - wanted)
            lines.append(f"  {mock}: missing {' '.join(missing) or '-'} | extra {' '.join(added) or '-'}")
    percent = 100.0 * matched / total if total else 0.0
    print(f"names: {matched}/{total} = {percent:.1f}% of the reference's member names; {extra} extra names")
    for line in lines:
        print(line)


def compile_one(job):
    mock, source, context, standin, header = job
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Mock.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(header + "\n\n" + source + "\n")
        result = subprocess.run(
            ["swiftc", "-swift-version", "6", "-typecheck", "-module-name", "Suite", context, standin, path],
            capture_output=True, text=True, cwd=folder,
        )
        errors = [line.split(": error: ", 1)[1] for line in result.stderr.splitlines() if ": error: " in line]
        return mock, result.returncode == 0, errors


def compile_command(output_path, context, standin, expected_count):
    mocks, header = split_mocks(open(output_path, encoding="utf-8").read())
    context, standin = os.path.abspath(context), os.path.abspath(standin)
    jobs = [(mock, text, context, standin, header) for mock, text in sorted(mocks.items())]
    workers = int(os.environ.get("JOBS", "2"))
    failed = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        for mock, compiled, errors in pool.map(compile_one, jobs):
            if not compiled:
                failed.append((mock, errors))
    passed = len(jobs) - len(failed)
    print(f"compile: {passed} of {expected_count} mocks compile in Swift 6 mode ({len(jobs)} generated)")
    for mock, errors in failed:
        print(f"  {mock}: {errors[0] if errors else 'failed'}" + (f" (+{len(errors) - 1})" if len(errors) > 1 else ""))


if __name__ == "__main__":
    if sys.argv[1] == "names":
        names_command(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "compile":
        compile_command(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
    else:
        sys.exit(__doc__)
