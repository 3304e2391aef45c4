#!/usr/bin/env bash
# Prints the path of actionlint, the GitHub Actions workflow linter, building it from its Go module
# into a cache folder first when it is not there. Quiet (but for the path) when it is.
#
#   "$(bash scripts/ensure-actionlint.sh)" examples/pr-preview/.github/workflows/*.yml
set -euo pipefail

# Pinned, so every machine lints with the same rules; bump it on purpose.
version="v1.7.12"
dir="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops/actionlint/$version"
if [ ! -x "$dir/actionlint" ]; then
  command -v go >/dev/null || { echo "ensure-actionlint: Go is needed to build actionlint" >&2; exit 1; }
  echo "ensure-actionlint: building actionlint $version from Go modules into $dir" >&2
  mkdir -p "$dir"
  CGO_ENABLED=0 GOBIN="$dir" go install "github.com/rhysd/actionlint/cmd/actionlint@$version" >&2
fi
echo "$dir/actionlint"
