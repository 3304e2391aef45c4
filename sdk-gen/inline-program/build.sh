#!/usr/bin/env bash
# Builds the Go Automation API inline program (main.go beside this script) against a Go SDK that
# sdk-gen/generate.sh wrote into SDK_DIR: OUT_DIR becomes a module that requires the SDK (a replace
# directive to SDK_DIR) and the github.com/pulumi/pulumi/sdk/v3 release the SDK requires, and
# OUT_DIR/inline-program the program. The Go module and build caches are Go's own, shared with
# the CLI's and the SDK's builds.
#
#   bash sdk-gen/inline-program/build.sh SDK_DIR OUT_DIR
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage="usage: sdk-gen/inline-program/build.sh SDK_DIR OUT_DIR"
sdk_dir=$(cd "${1:?$usage}" && pwd)
out_dir=${2:?$usage}
mkdir -p "$out_dir"
out_dir=$(cd "$out_dir" && pwd)

# The SDK's go.mod names the release, in a require line or (after `go mod tidy`) a require block.
tag=$(awk '{ for (i = 1; i < NF; i++) if ($i == "github.com/pulumi/pulumi/sdk/v3") { print $(i + 1); exit } }' \
  "$sdk_dir/go.mod")
if [ -z "$tag" ]; then
  echo "inline-program: $sdk_dir/go.mod requires no github.com/pulumi/pulumi/sdk/v3" >&2
  exit 1
fi

export CGO_ENABLED=0
export GOFLAGS="${GOFLAGS:-} -mod=mod"
export GONOSUMDB="${GONOSUMDB:+$GONOSUMDB,}github.com/pulumi/pulumi"

cp "$here/main.go" "$out_dir/main.go"
cat >"$out_dir/go.mod" <<MOD
module pulumi-bizops/inline-program

go 1.24

require (
	github.com/pulumi-bizops/sdk/go v0.0.0
	github.com/pulumi/pulumi/sdk/v3 $tag
)

replace github.com/pulumi-bizops/sdk/go => $sdk_dir
MOD
# The SDK's sums cover most of what the program needs; tidy adds the Automation API's.
if [ -f "$sdk_dir/go.sum" ]; then cp "$sdk_dir/go.sum" "$out_dir/go.sum"; fi
cd "$out_dir"
if ! tidy_log=$(go mod tidy 2>&1); then
  echo "$tidy_log" >&2
  exit 1
fi
go build -o inline-program .
echo "$out_dir/inline-program"
