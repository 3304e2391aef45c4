#!/usr/bin/env bash
# Writes the SDKs of the bizops provider plugin from schema/schema.json: the Go SDK into GO_DIR, a
# Go module (`github.com/pulumi-bizops/sdk/go`, its package `bizops` and one per module) that
# requires the Go SDK of the locked @pulumi/pulumi's release, and with --python the Python SDK into
# PYTHON_DIR, a package `pulumi_bizops` (one subpackage per module) beside its pyproject.toml. With
# --build, also compiles and vets the Go SDK; `python3 -m compileall PYTHON_DIR` byte-compiles the
# Python one.
#
#   bash sdk-gen/generate.sh GO_DIR [--build] [--python PYTHON_DIR]
#   bash sdk-gen/generate.sh --python PYTHON_DIR
#
# sdk-gen (main.go) is built in a throwaway module, as scripts/install-pulumi.js builds the CLI:
# pkg/v3's go.mod has replace directives, which `go run pkg@version` refuses. The Go module and
# build caches are Go's own, shared with the CLI's build.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
usage() {
  echo "usage: sdk-gen/generate.sh GO_DIR [--build] [--python PYTHON_DIR] | --python PYTHON_DIR" >&2
  exit 2
}
go_dir="" python_dir="" build=""
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=yes ;;
    --python) [ $# -gt 1 ] || usage; python_dir=$2; shift ;;
    -*) usage ;;
    *) [ -z "$go_dir" ] || usage; go_dir=$1 ;;
  esac
  shift
done
[ -n "$go_dir$python_dir" ] || usage
# Absolute paths, each folder made.
absolute() { mkdir -p "$1" && (cd "$1" && pwd); }
targets=()
if [ -n "$go_dir" ]; then go_dir=$(absolute "$go_dir") && targets+=("go=$go_dir"); fi
if [ -n "$python_dir" ]; then python_dir=$(absolute "$python_dir") && targets+=("python=$python_dir"); fi
source "$here/scripts/ensure-node.sh"
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops"
sdk_version=$(node -p "require('$here/package-lock.json').packages['node_modules/@pulumi/pulumi'].version")
# The release the CLI was built at (install-pulumi.js remembers it): the Go module proxy serves it.
tag=$(cat "$cache_dir/cli-release-for-v$sdk_version" 2>/dev/null || echo "v$sdk_version")
version=$(node -p "require('$here/package.json').version")
log() { echo "sdk-gen: $*" >&2; }

export CGO_ENABLED=0
export GOFLAGS="${GOFLAGS:-} -mod=mod"
export GONOSUMDB="${GONOSUMDB:+$GONOSUMDB,}github.com/pulumi/pulumi"

tool_dir="$cache_dir/sdk-gen-$tag"
if [ ! -x "$tool_dir/sdk-gen" ] || ! cmp -s "$here/sdk-gen/main.go" "$tool_dir/main.go"; then
  log "building sdk-gen against pulumi/pkg $tag"
  mkdir -p "$tool_dir"
  (
    cd "$tool_dir"
    rm -f go.mod go.sum
    go mod init pulumi-bizops/sdk-gen >/dev/null 2>&1
    pkg_gomod=$(go mod download -json "github.com/pulumi/pulumi/pkg/v3@$tag" |
      node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).GoMod)')
    # pkg/go.mod's replaces but its local ones (sdk/v3 => ../sdk), one a line.
    grep -E '^replace [^ ]+ => [^./]' "$pkg_gomod" >>go.mod || true
    cp "$here/sdk-gen/main.go" main.go
    go get "github.com/pulumi/pulumi/pkg/v3@$tag" "github.com/pulumi/pulumi/sdk/v3@$tag" 2>&1 |
      grep -v -e '^go: \(downloading\|added\|upgraded\)' >&2 || true
    go build -o sdk-gen .
  )
fi

"$tool_dir/sdk-gen" "$here/schema/schema.json" "$version" "${targets[@]}"
[ -n "$go_dir" ] || exit 0
# The module that holds the generated packages (the schema's importBasePath, less `/bizops`).
cat >"$go_dir/go.mod" <<MOD
module github.com/pulumi-bizops/sdk/go

go 1.24

require github.com/pulumi/pulumi/sdk/v3 $tag
MOD
if [ "$build" = "yes" ]; then
  (cd "$go_dir" && go mod tidy >/dev/null 2>&1 && go build ./... && go vet ./...)
  log "the Go SDK builds"
fi
