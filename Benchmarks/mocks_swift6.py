#!/usr/bin/env python3
# Copyright © 2026 Tools Authors. All rights reserved.
"""Compiles each mock of a generated file with the Swift 6 corpus, in Swift 6 mode and with default
MainActor isolation, through SIL (region and ownership checks run), warnings as errors.

Used by mocks-swift6.sh.

  mocks_swift6.py compile OUT CORPUS_DIR   prints, per mode, how many of OUT's mocks compile
"""
import concurrent.futures
import glob
import os
import subprocess
import sys
import tempfile

from sourcery_conformance import CLASS_START

MODES = {
    "swift6": [],
    "mainactor": ["-default-isolation", "MainActor"],
}


def swiftc(sources, mode, folder):
    command = ["swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
               "-parse-as-library", "-module-name", "Corpus", "-wmo", "-emit-sil", "-o", os.devnull]
    result = subprocess.run(command + MODES[mode] + sources, capture_output=True, text=True, cwd=folder)
    problems = [line.split(": ", 2)[-1] for line in result.stderr.splitlines()
                if ": error: " in line or ": warning: " in line]
    return result.returncode == 0, problems


def split(text):
    """Each mock's class (with the attribute lines above it), and everything outside the mocks (imports, and
    helpers a generator declares once per file, such as mockolo's `MockoloMutex`), which each mock needs."""
    mocks, outside, name, body, depth, pending = {}, [], None, [], 0, []
    for line in text.splitlines():
        if name is None:
            if line.startswith("@") and not CLASS_START.match(line):
                pending.append(line)
                continue
            match = CLASS_START.match(line)
            if match:
                name, body, depth = match.group(1), pending + [line], 0
                pending = []
            else:
                outside.extend(pending + [line])
                pending = []
                continue
        else:
            body.append(line)
        depth += line.count("{") - line.count("}")
        if depth == 0 and "{" in "".join(body):
            mocks[name] = "\n".join(body)
            name = None
    return mocks, "\n".join(outside + pending)


def compile_one(job):
    mock, source, corpus, header, mode = job
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "Mock.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(header + "\n\n" + source + "\n")
        compiled, problems = swiftc(corpus + [path], mode, folder)
        return mock, mode, compiled, problems


def compile_command(output_path, corpus_dir):
    corpus = sorted(glob.glob(os.path.join(os.path.abspath(corpus_dir), "*.swift")))
    mocks, header = split(open(output_path, encoding="utf-8").read())
    jobs = [(mock, text, corpus, header, mode) for mode in MODES for mock, text in sorted(mocks.items())]
    workers = int(os.environ.get("JOBS", "2"))
    failed = {mode: [] for mode in MODES}
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        for mock, mode, compiled, problems in pool.map(compile_one, jobs):
            if not compiled:
                failed[mode].append((mock, problems))
    for mode in MODES:
        print(f"{mode}: {len(mocks) - len(failed[mode])} of {len(mocks)} mocks compile")
        for mock, problems in failed[mode]:
            first = problems[0] if problems else "failed"
            more = f" (+{len(problems) - 1})" if len(problems) > 1 else ""
            print(f"  {mock}: {first}{more}")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "compile":
        compile_command(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
