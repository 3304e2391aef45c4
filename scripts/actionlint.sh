#!/usr/bin/env bash
# Lints the GitHub Actions workflows the project ships as examples (actionlint, built once by
# scripts/ensure-actionlint.sh). Prints nothing when they pass.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
actionlint=$(bash scripts/ensure-actionlint.sh)
shopt -s nullglob
workflows=(examples/*/.github/workflows/*.yml examples/*/.github/workflows/*.yaml)
[ ${#workflows[@]} -gt 0 ] || { echo "actionlint: no workflow under examples/*/.github/workflows" >&2; exit 1; }
"$actionlint" -no-color "${workflows[@]}"
