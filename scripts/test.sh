#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, checks types, lint, format and dead
# code, then runs the test matrix, the end-to-end tests through the real Pulumi CLI:
#
#   node 24     every test, with the locked SDK and CLI
#   node 22     the unit and emulator tests, and the records story end to end
#   node 26     the same
#   min SDK     the records story end to end with the oldest @pulumi/pulumi the package supports
#
# The node 24 leg runs beside the three others, which run one after another: two jest processes
# of one worker each, one per core.
#
# Prints how long each leg took, leaves jest's counts and output in .bizops/results/, and ends
# with one line: `tests: N passed, N failed`. BIZOPS_TEST_LEGS (say "node24") runs only the
# named legs.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
here=$(pwd)
mkdir -p .bizops
rm -rf .bizops/results .bizops/checks-failed .bizops/pack.lock
mkdir -p .bizops/results

# Node 24 for everything below when the machine's node is older than 22.
source scripts/ensure-node.sh || exit 1
bash scripts/ensure-deps.sh || exit 1
echo "== node $(node --version) ($(command -v node))" >&2

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

# The end-to-end records story: a DisputeStatus from create through drift, update, replace, a stale
# eTag, adoption, the language host and destroy (the Currency and credit memo files, which share
# its lifecycle, run in the node24 leg only, to keep CI within its time).
records_story='test/e2e/dispute-status\.e2e\.test\.ts$'
# The oldest @pulumi/pulumi in the peer range (package.json), proven by the records story.
min_sdk=$(node -p "require('./package.json').peerDependencies['@pulumi/pulumi'].replace(/^[^0-9]*/, '')")

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

# The API reference's test reads no Node API that differs between lines: the node24 leg runs it.
node_lines=(--testPathIgnorePatterns "test/unit/docs/")
# A background job ignores Ctrl-C: an interrupted run ends the legs beside it too.
trap 'trap - INT TERM; kill 0' INT TERM
(
  leg node22 22 locked -- --testPathPatterns "test/(unit|emulator)/" "$records_story" "${node_lines[@]}"
  leg node26 26 locked -- --testPathPatterns "test/(unit|emulator)/" "$records_story" "${node_lines[@]}"
  leg min-sdk 24 "$min_sdk" -- --testPathPatterns "$records_story"
) &
others=$!
leg node24 24 locked -- --selectProjects unit e2e
wait "$others"
for name in node24 node22 node26 min-sdk; do
  [ -f ".bizops/results/$name.log" ] || continue
  echo "== leg $name output" >&2
  cat ".bizops/results/$name.log" >&2
done
[ -f .bizops/results/failed-legs.txt ] && status=1

if [ -f .bizops/results/times.txt ]; then
  echo "== leg times" >&2
  while read -r name took; do printf '   %-8s %dm%02ds\n' "$name" $((took / 60)) $((took % 60)) >&2; done <.bizops/results/times.txt
fi
node scripts/test-summary.js
exit $status
