#!/usr/bin/env bash
# Keeps `bash scripts/actionlint.sh` working for its callers (test/checks/workflows.test.ts):
# scripts/actionlint.js on a supported Node.js (scripts/ensure-node.sh).
set -euo pipefail
here=$(dirname "${BASH_SOURCE[0]}")
exec bash "$here/with-node.sh" node "$here/actionlint.js"
