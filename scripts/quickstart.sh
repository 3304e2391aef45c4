#!/usr/bin/env bash
# npm run quickstart: builds the package and runs the quickstart stack (examples/quickstart)
# with the real Pulumi CLI against the emulator: up, a preview that shows no changes,
# then destroy. Needs nothing but this checkout; the state lives in .bizops/quickstart.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Node 24 for everything below (the language host and the provider host too) when the
# machine's node is older than 22.
source scripts/ensure-node.sh
bash scripts/ensure-deps.sh
echo "quickstart: node $(node --version)" >&2
npm run --silent build
# The program and the provider host resolve `pulumi-bizops` from node_modules, as in a user's
# project; here it is this checkout.
ln -sfn .. node_modules/pulumi-bizops
node scripts/quickstart.js
