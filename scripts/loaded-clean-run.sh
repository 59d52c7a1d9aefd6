#!/usr/bin/env bash
# The loaded gate of issue 35 (docs/testing.md): a clean clone of this repository's HEAD running
# .ci/run while eight CPU burners keep the machine busy; the 1-minute load sampled every 30 s.
#   scripts/loaded-clean-run.sh <name> [burners]   writes <name>.commit, .load, .out and .result in $PWD
set -u
name=${1:?usage: scripts/loaded-clean-run.sh <name> [burners]}
burners=${2:-8}
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
dir=$(mktemp -d "/tmp/loaded-$name-XXXX")
out=$PWD/$name
git clone -q "$repo" "$dir/repo"
git -C "$dir/repo" log --oneline -1 >"$out.commit"
pids=()
for _ in $(seq "$burners"); do (while :; do :; done) & pids+=($!); done
(while :; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 30; done) >"$out.load" &
sampler=$!
trap 'kill "${pids[@]}" "$sampler" 2>/dev/null' EXIT
start=$(date +%s)
(cd "$dir/repo" && ./.ci/run) >"$out.out" 2>&1
rc=$?
end=$(date +%s)
echo "rc=$rc seconds=$((end - start)) start=$(date -u -d "@$start" +%H:%M:%S) end=$(date -u -d "@$end" +%H:%M:%S)" >"$out.result"
rm -rf "$dir"
exit $rc
