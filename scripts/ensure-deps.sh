#!/usr/bin/env bash
# Keeps `bash scripts/ensure-deps.sh` working for its callers (scripts/test.js): scripts/ensure-deps.js
# on a supported Node.js, which a fresh machine may first have to fetch (scripts/ensure-node.sh).
set -euo pipefail
here=$(dirname "${BASH_SOURCE[0]}")
exec bash "$here/with-node.sh" node "$here/ensure-deps.js"
