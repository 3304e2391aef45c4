#!/usr/bin/env bash
# The one test command (npm test): installs what is missing, checks types, lint and format, then
# runs every test, the end-to-end ones through the real Pulumi CLI. Leaves the counts in
# .bizops/test-results.json and ends with one line: `tests: N passed, N failed`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p .bizops
results=.bizops/test-results.json
rm -rf "$results" .bizops/checks-failed .bizops/pack.lock

bash scripts/ensure-deps.sh || exit 1
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
step "actionlint" bash scripts/actionlint.sh
step "build" npm run --silent build
echo "$checks_failed" >.bizops/checks-failed
echo "== tests" >&2
npx jest --ci --json --outputFile="$results" || status=1
node scripts/test-summary.js
exit $status
