#!/usr/bin/env bash
# Builds the benchmark corpus: the sources of 8 real packages (≈2,600 Swift files) exported from the
# machine's Swift package mirror (/opt/swift-packages, or $MIRROR) into DIR (default /tmp/tools-corpus).
set -euo pipefail
dir=${1:-/tmp/tools-corpus}
mirror=${MIRROR:-/opt/swift-packages}
packages=(
  "apple/swift-nio 2.101.3" "vapor/vapor 4.122.3" "groue/GRDB.swift 7.10.0" "apple/swift-log 1.16.2"
  "hummingbird-project/hummingbird 2.28.1" "swiftlang/swift-syntax 603.0.1"
  "apple/swift-openapi-generator 1.14.3" "pointfreeco/swift-dependencies 1.17.1"
)
if [ -f "$dir/.complete" ]; then echo "$dir"; exit 0; fi
rm -rf "$dir"; mkdir -p "$dir"
for entry in "${packages[@]}"; do
  read -r name version <<<"$entry"
  out="$dir/${name#*/}"
  mkdir -p "$out"
  git -C "$mirror/$name.git" archive --format=tar "$version" | tar -x -C "$out"
done
touch "$dir/.complete"
echo "$dir"
