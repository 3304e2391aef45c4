#!/usr/bin/env bash
# Runs a command on a supported Node.js (scripts/toolchain/ensure-node.sh): `bash scripts/toolchain/with-node.sh node x.js`.
# Shell, not JavaScript: it runs before a supported Node.js is on PATH.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh"
exec "$@"
