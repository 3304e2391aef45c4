#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, checks types, lint, format and dead
# code, then runs the test matrix, the end-to-end tests through the real Pulumi CLI:
#
#   node 24     every test, with the locked SDK and CLI
#   node 22     the unit and emulator tests, and the records story end to end
#   node 26     the same
#   min SDK     the records story end to end with the oldest @pulumi/pulumi the package supports
#
# Prints how long each leg took, leaves jest's counts in .bizops/results/, and ends with one
# line: `tests: N passed, N failed`. BIZOPS_TEST_LEGS (say "node24") runs only the named legs.
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
# The API reference from the TSDoc; any TypeDoc warning (an undocumented export, a broken link) fails it.
step "docs" npx typedoc --out "$(mktemp -d)"
echo "$checks_failed" >.bizops/checks-failed

# The end-to-end records story: a DisputeStatus from create through drift, update, replace, a stale
# eTag, adoption, the language host and destroy (the Currency and credit memo files, which share
# its lifecycle, run in the node24 leg only, to keep CI within its time).
records_story='test/e2e/dispute-status\.e2e\.test\.ts$'
# The oldest @pulumi/pulumi in the peer range (package.json), proven by the records story.
min_sdk=$(node -p "require('./package.json').peerDependencies['@pulumi/pulumi'].replace(/^[^0-9]*/, '')")

wants() { [ -z "${BIZOPS_TEST_LEGS:-}" ] || [[ " $BIZOPS_TEST_LEGS " == *" $1 "* ]]; }

# leg NAME NODE_MAJOR SDK -- JEST_ARGS...: runs jest on that Node line and prints how long it took.
leg() {
  local name=$1 major=$2 sdk=$3
  shift 4
  wants "$name" || return 0
  local started=$SECONDS
  echo "== leg $name: Node $major, @pulumi/pulumi $sdk" >&2
  (
    export BIZOPS_NODE_MAJOR=$major
    source "$here/scripts/ensure-node.sh" || exit 1
    [ "$sdk" = "locked" ] || export BIZOPS_E2E_PULUMI_SDK=$sdk
    npx jest --ci --json --outputFile=".bizops/results/$name.json" "$@"
  ) || status=1
  local took=$((SECONDS - started))
  printf '== leg %s took %dm%02ds\n' "$name" $((took / 60)) $((took % 60)) >&2
  echo "$name $took" >>.bizops/results/times.txt
}

leg node24 24 locked -- --selectProjects unit e2e
leg node22 22 locked -- --testPathPatterns "test/(unit|emulator)/" "$records_story"
leg node26 26 locked -- --testPathPatterns "test/(unit|emulator)/" "$records_story"
leg min-sdk 24 "$min_sdk" -- --testPathPatterns "$records_story"

if [ -f .bizops/results/times.txt ]; then
  echo "== leg times" >&2
  while read -r name took; do printf '   %-8s %dm%02ds\n' "$name" $((took / 60)) $((took % 60)) >&2; done <.bizops/results/times.txt
fi
node scripts/test-summary.js
exit $status
