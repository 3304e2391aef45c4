#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm dependencies (when missing or older
# than the lock file) and the Pulumi CLI (scripts/install-pulumi.sh). Quiet when all is there.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "ensure-deps: installing npm dependencies" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi
bash scripts/install-pulumi.sh
