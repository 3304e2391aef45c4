#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, checks types, lint, format and dead
# code, then runs the test matrix, the end-to-end tests through the real Pulumi CLI:
#
#   node24, node24-more          every test, with the locked SDK and CLI (two legs, one per core)
#   node22, node26               the unit and emulator tests on those Node lines
#   node26-story                 the records story end to end on Node 26
#   min-sdk                      the records story on the oldest supported Node line (22) with the
#                                oldest @pulumi/pulumi the package supports
#
# Two lanes, one per core. The first runs the checks, then the node24 leg. The second runs the
# node22 and node26 legs while the checks run (unit tests need no build), then, once the checks
# have packed the tarball the programs install, min-sdk, the Node 26 story and node24-more: the
# end-to-end files that even out the two lanes.
#
# Prints how long each leg took, leaves jest's counts and output in .bizops/results/, and ends
# with one line: `tests: N passed, N failed`. BIZOPS_TEST_LEGS (say "node24 node24-more") runs
# only the named legs.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
here=$(pwd)
mkdir -p .bizops
rm -rf .bizops/results .bizops/checks-failed .bizops/checks-done .bizops/pack.lock
mkdir -p .bizops/results

# Node 24 for everything below when the machine's node is older than 22.
source scripts/ensure-node.sh || exit 1
bash scripts/ensure-deps.sh || exit 1
echo "== node $(node --version) ($(command -v node))" >&2

# The end-to-end records story: a DisputeStatus from create through drift, update, replace, a stale
# eTag, adoption, the language host and destroy (the Currency and credit memo files, which share
# its lifecycle, run on Node 24 only, to keep CI within its time).
records_story='test/e2e/dispute-status\.e2e\.test\.ts$'
# The oldest @pulumi/pulumi in the peer range (package.json), proven by the records story.
min_sdk=$(node -p "require('./package.json').peerDependencies['@pulumi/pulumi'].replace(/^[^0-9]*/, '')")
# The API reference's test reads no Node API that differs between lines: the node24 leg runs it.
node_lines=(--testPathIgnorePatterns "test/unit/docs/")
# The end-to-end files the second lane runs on Node 24 after its other legs, so that the two lanes
# take about as long.
more_e2e=(
  'test/e2e/lifecycle\.e2e\.test\.ts$'
  'test/e2e/provider-shim\.e2e\.test\.ts$'
  'test/e2e/pr-preview\.e2e\.test\.ts$'
  'test/e2e/credentials\.e2e\.test\.ts$'
  'test/e2e/import\.e2e\.test\.ts$'
  'test/e2e/import-entity-set\.e2e\.test\.ts$'
  'test/e2e/policy\.e2e\.test\.ts$'
  'test/e2e/plugin\.e2e\.test\.ts$'
  'test/e2e/examples\.e2e\.test\.ts$'
  'test/e2e/function-errors\.e2e\.test\.ts$'
)

wants() { [ -z "${BIZOPS_TEST_LEGS:-}" ] || [[ " $BIZOPS_TEST_LEGS " == *" $1 "* ]]; }

# leg NAME NODE_MAJOR SDK -- JEST_ARGS...: runs jest on that Node line, its output into
# .bizops/results/NAME.log, and prints how long it took.
leg() {
  local name=$1 major=$2 sdk=$3
  shift 4
  wants "$name" || return 0
  local started=$SECONDS
  echo "== leg $name started: Node $major, @pulumi/pulumi $sdk" >&2
  (
    export BIZOPS_NODE_MAJOR=$major
    source "$here/scripts/ensure-node.sh" || exit 1
    [ "$sdk" = "locked" ] || export BIZOPS_E2E_PULUMI_SDK=$sdk
    npx jest --ci --json --outputFile=".bizops/results/$name.json" "$@"
  ) >".bizops/results/$name.log" 2>&1 || echo "$name" >>.bizops/results/failed-legs.txt
  local took=$((SECONDS - started))
  printf '== leg %s took %dm%02ds\n' "$name" $((took / 60)) $((took % 60)) >&2
  echo "$name $took" >>.bizops/results/times.txt
}

# A background job ignores Ctrl-C: an interrupted run ends the lane beside it too.
trap 'trap - INT TERM; kill 0' INT TERM
(
  leg node22 22 locked -- --selectProjects unit --testPathPatterns "test/(unit|emulator)/" "${node_lines[@]}"
  leg node26 26 locked -- --selectProjects unit --testPathPatterns "test/(unit|emulator)/" "${node_lines[@]}"
  while [ ! -f .bizops/checks-done ]; do sleep 1; done
  leg min-sdk 22 "$min_sdk" -- --selectProjects e2e --testPathPatterns "$records_story"
  leg node26-story 26 locked -- --selectProjects e2e --testPathPatterns "$records_story"
  leg node24-more 24 locked -- --selectProjects e2e --testPathPatterns "${more_e2e[@]}"
) &
second_lane=$!

status=0
checks_failed=0
step() {
  echo "== $1" >&2
  shift
  "$@" || { status=1; checks_failed=$((checks_failed + 1)); }
}
step "typecheck" npx tsc --noEmit -p .
step "lint" npx eslint --max-warnings=0 .
step "format" npx prettier --check --log-level=warn .
step "dead code" npx knip
step "actionlint" bash scripts/actionlint.sh
step "build" npm run --silent build
# The public surface as built: fails when it differs from the reports in api/ (npm run api updates them).
step "api report" npx api-extractor run
step "api report (clients)" npx api-extractor run -c api-extractor.clients.json
# The API reference (TypeDoc, any warning an error) is test/unit/docs/api-reference.test.ts, in
# the node24 leg.

# The tarball every e2e program of every leg installs, packed from the build above (without
# prepack's second build); test/e2e/packed-package.ts reuses it while it is newer than the sources.
pack_for_e2e() {
  rm -rf .bizops/e2e-pack && mkdir -p .bizops/e2e-pack &&
    npm pack --silent --ignore-scripts --pack-destination .bizops/e2e-pack >/dev/null
}
step "pack" pack_for_e2e
echo "$checks_failed" >.bizops/checks-failed
touch .bizops/checks-done

leg node24 24 locked -- --selectProjects unit e2e --testPathIgnorePatterns "${more_e2e[@]}"
wait "$second_lane"
for name in node24 node24-more node22 node26 min-sdk node26-story; do
  [ -f ".bizops/results/$name.log" ] || continue
  echo "== leg $name output" >&2
  cat ".bizops/results/$name.log" >&2
done
[ -f .bizops/results/failed-legs.txt ] && status=1

if [ -f .bizops/results/times.txt ]; then
  echo "== leg times" >&2
  while read -r name took; do printf '   %-12s %dm%02ds\n' "$name" $((took / 60)) $((took % 60)) >&2; done <.bizops/results/times.txt
fi
node scripts/test-summary.js
exit $status
