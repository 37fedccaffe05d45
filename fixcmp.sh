#!/bin/bash
# usage: fixcmp.sh rule pkg
r=$1; p=$2
rm -rf /tmp/lr/fx/$r && mkdir -p /tmp/lr/fx/$r && cp -r /tmp/tools-corpus/$p /tmp/lr/fx/$r/A && cp -r /tmp/tools-corpus/$p /tmp/lr/fx/$r/B
printf "only_rules: [$r]\n" > /tmp/lr/fx/$r/cfg.yml
(cd /tmp/lr/fx/$r/A && PATH=/opt/swift/usr/bin:$PATH /tmp/anchors/bin/swiftlint lint --fix --config ../cfg.yml --no-cache --quiet . >/dev/null 2>&1)
(cd /tmp/lr/fx/$r/B && /work/wt-lint-rules/.build/debug/tools lint --fix --no-cache --config ../cfg.yml . >/dev/null 2>&1)
n=$(diff -r /tmp/lr/fx/$r/A /tmp/lr/fx/$r/B | grep -c '^diff')
c=$(diff -r /tmp/tools-corpus/$p /tmp/lr/fx/$r/A | grep -c '^diff')
echo "$r $p: files changed by SwiftLint $c, files differing $n"
