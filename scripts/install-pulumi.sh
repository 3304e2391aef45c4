#!/usr/bin/env bash
# Installs the Pulumi CLI, the Node.js language host and the dynamic-provider plugin into
# ~/.pulumi/bin, at the version of the locked @pulumi/pulumi (or, where the Go module proxy
# refuses that release, the newest release it serves that is not newer). Idempotent: quiet when
# all fits.
#
# Nothing can be downloaded from the Pulumi website on our machines, so a missing CLI is built
# from Go modules. `go install pkg@version` refuses modules whose go.mod has replace directives
# (pkg/go.mod has them), so each build runs in a throwaway module that requires what it needs
# and repeats pkg/go.mod's non-local replaces. The Go module and build caches are Go's own
# (~/go/pkg/mod, ~/.cache/go-build), so a second build is quick.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$here/scripts/ensure-node.sh"
bin_dir="${PULUMI_HOME:-$HOME/.pulumi}/bin"
cache_dir="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops"
log() { echo "install-pulumi: $*" >&2; }

# The version to match is the one npm resolved for @pulumi/pulumi, not the range in package.json.
sdk_version=$(node -p "require('$here/package-lock.json').packages['node_modules/@pulumi/pulumi'].version")
sdk_tag="v$sdk_version"
# The release the CLI is built at, once chosen (see choose_tag); remembered so that later runs
# need no network to know it.
choice_file="$cache_dir/cli-release-for-$sdk_tag"
tag=$(cat "$choice_file" 2>/dev/null || echo "$sdk_tag")

# The Node.js language host left sdk/v3 for a module of its own after this release. The module
# proxy these machines reach refuses that module at every version, so when it does, the host is
# built from this last release that still carried it inside sdk/v3. The host only starts the
# program with the @pulumi/pulumi the program installed; the end-to-end tests prove the pairing.
fallback_host_sdk="v3.68.0"

export CGO_ENABLED=0
export GOFLAGS="${GOFLAGS:-} -mod=mod"
# The checksum database reachable from here does not list every Pulumi release; the module proxy
# still serves them, so Pulumi's own modules are fetched without a checksum-database look-up.
export GONOSUMDB="${GONOSUMDB:+$GONOSUMDB,}github.com/pulumi/pulumi"

version_of() { "$1" version 2>/dev/null | tr -d '[:space:]' || true; }

# Prints a `pulumi` of the locked version, in ~/.pulumi/bin or on PATH.
find_cli() {
  local candidate
  for candidate in "$bin_dir/pulumi" "$(command -v pulumi 2>/dev/null || true)"; do
    [ -n "$candidate" ] && [ -x "$candidate" ] || continue
    if [ "$(version_of "$candidate")" = "$tag" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

# Starts a throwaway Go module in $1 with pkg/go.mod's non-local replaces.
scratch_module() {
  mkdir -p "$1"
  cd "$1"
  rm -f go.mod go.sum
  go mod init "pulumi-bizops/$(basename "$1")" >/dev/null 2>&1
  local pkg_gomod
  pkg_gomod=$(go mod download -json "github.com/pulumi/pulumi/pkg/v3@$tag" | json_field GoMod)
  node - "$pkg_gomod" >>go.mod <<'JS'
const text = require("fs").readFileSync(process.argv[2], "utf8");
const block = text.match(/^replace \(\n([\s\S]*?)\n\)/m);
const single = text.split("\n").filter((l) => l.startsWith("replace ")).map((l) => l.slice(8));
const lines = [...(block ? block[1].split("\n") : []), ...single]
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("//"))
  .filter((l) => !/^[./]/.test((l.split("=>")[1] ?? "").trim()));
process.stdout.write(lines.map((l) => `replace ${l}`).join("\n") + "\n");
JS
}

# Prints one field of the JSON document on stdin (objects come out as JSON).
json_field() {
  node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8"))[process.argv[1]];
    process.stdout.write(v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v))' "$1"
}

# `go get` quietly; its download chatter (and notes on retracted versions of indirect
# dependencies, which Pulumi's own go.mod pins) is noise, its errors are not.
go_get() {
  go get "$@" 2>&1 |
    grep -v -e '^go: \(downloading\|added\|upgraded\)' -e 'retracted' -e 'to switch to the latest' -e '^[[:space:]]*go get .*@latest' >&2 || true
}

# Whether the module proxy serves pkg/v3 and sdk/v3 at $1. It refuses some releases (the zip
# answers 403 "not available") and its version list, so each candidate is asked for directly.
proxy_serves() {
  local mod
  for mod in github.com/pulumi/pulumi/pkg/v3 github.com/pulumi/pulumi/sdk/v3; do
    go mod download -json "$mod@$1" 2>/dev/null | grep -q '"Error"' && return 1
    go mod download "$mod@$1" >/dev/null 2>&1 || return 1
  done
  return 0
}

# Sets $tag to the locked SDK's release, or where the proxy refuses it, to the newest release not
# newer that it serves. The candidates are the SDK's own releases on the npm registry (the CLI
# and the SDK are released together), newest first.
choose_tag() {
  local candidate tried=0
  if proxy_serves "$sdk_tag"; then
    tag=$sdk_tag
  else
    tag=""
    for candidate in $(npm view @pulumi/pulumi versions --json 2>/dev/null | node -e '
      const [major, minor, patch] = process.argv[1].split(".").map(Number);
      const key = (v) => v.split(".").map(Number);
      const older = JSON.parse(require("fs").readFileSync(0, "utf8"))
        .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
        .filter((v) => { const [a, b, c] = key(v); return a === major && (b < minor || (b === minor && c < patch)); })
        .sort((x, y) => { const [, b1, c1] = key(x), [, b2, c2] = key(y); return b2 - b1 || c2 - c1; });
      process.stdout.write(older.join(" "));' "$sdk_version"); do
      tried=$((tried + 1))
      [ "$tried" -le 25 ] || break
      if proxy_serves "v$candidate"; then
        tag="v$candidate"
        break
      fi
    done
    [ -n "$tag" ] || { log "the Go module proxy serves no Pulumi release close to $sdk_tag"; exit 1; }
    log "the Go module proxy refuses pulumi/pkg $sdk_tag; building $tag, the newest release it serves that is not newer"
  fi
  mkdir -p "$cache_dir"
  echo "$tag" >"$choice_file"
}

build_cli() {
  log "building the Pulumi CLI $tag from Go modules (a cold build takes several minutes)"
  scratch_module "$cache_dir/cli-$tag"
  go_get "github.com/pulumi/pulumi/pkg/v3@$tag" "github.com/pulumi/pulumi/sdk/v3@$tag"
  go_get "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi@$tag"
  local mod got
  for mod in github.com/pulumi/pulumi/pkg/v3 github.com/pulumi/pulumi/sdk/v3; do
    got=$(go list -m -f '{{.Version}}' "$mod")
    [ "$got" = "$tag" ] || { log "$mod resolved to $got, expected $tag"; exit 1; }
  done
  log "compiling pulumi"
  # Without the version stamp `pulumi version` prints nothing and the Automation API refuses it.
  go build -ldflags "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$tag" \
    -o "$bin_dir/pulumi" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi
  log "installed pulumi $(version_of "$bin_dir/pulumi") into $bin_dir"
}

build_language_host() {
  log "building pulumi-language-nodejs"
  # Preferred: the host's own module at the commit of the pkg tag (it has no tags of its own).
  local commit refusal
  commit=$(go list -m -json "github.com/pulumi/pulumi/pkg/v3@$tag" | json_field Origin | json_field Hash) || commit=""
  scratch_module "$cache_dir/language-host-$tag"
  if [ -n "$commit" ] &&
    refusal=$(go get "github.com/pulumi/pulumi/pkg/v3@$tag" "github.com/pulumi/pulumi/sdk/v3@$tag" \
      "github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3@$commit" 2>&1) &&
    [ "$(go list -m -f '{{.Version}}' github.com/pulumi/pulumi/sdk/v3)" = "$tag" ]; then
    go build -ldflags "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$tag" \
      -o "$bin_dir/pulumi-language-nodejs" github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3
  else
    log "the language host module at ${commit:0:12} is not available ($(grep -m1 -o 'pulumi-language-nodejs.*' <<<"$refusal" || echo 'no commit for the tag'))"
    log "building it from sdk/v3 $fallback_host_sdk instead"
    scratch_module "$cache_dir/language-host-$fallback_host_sdk"
    go_get "github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs@$fallback_host_sdk"
    go build -ldflags "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$fallback_host_sdk" \
      -o "$bin_dir/pulumi-language-nodejs" github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs
  fi
  # Remembers which CLI version the host was built for, so a version bump rebuilds it.
  echo "$tag" >"$host_stamp"
  log "installed pulumi-language-nodejs into $bin_dir"
}

# Node.js policy packs (docs/policy.md) need nothing more from here. The CLI starts a pack folder
# through the Node.js language host's RunPlugin, which the v3.68.0 host built above answers with
# "not supported"; the pack's own launcher (policy-pack/analyzer) runs it as an analyzer binary
# with the node on PATH and the @pulumi/policy of the program's node_modules. The
# pulumi-analyzer-policy script of the CLI archives would not help: the CLI looks for it (as
# pulumi-analyzer-policy-<runtime>) only when it finds no language host for the pack's runtime.
install_shim() {
  # The engine looks for the dynamic-provider plugin beside `pulumi` or on PATH; without it the
  # engine tries to download the plugin, which cannot work here.
  local shim="$here/node_modules/@pulumi/pulumi/pulumi-resource-pulumi-nodejs"
  [ -f "$shim" ] || { log "missing $shim: run npm ci first"; exit 1; }
  if ! cmp -s "$shim" "$bin_dir/pulumi-resource-pulumi-nodejs"; then
    install -m 0755 "$shim" "$bin_dir/pulumi-resource-pulumi-nodejs"
    log "installed pulumi-resource-pulumi-nodejs into $bin_dir"
  fi
}

host_stamp="$bin_dir/.pulumi-language-nodejs.for"
mkdir -p "$bin_dir"
if found=$(find_cli); then
  # Tests and scripts look in ~/.pulumi/bin; point there at a fitting CLI found elsewhere,
  # and at the language host that came with it.
  if [ "$found" != "$bin_dir/pulumi" ]; then
    ln -sf "$found" "$bin_dir/pulumi"
    host="$(dirname "$found")/pulumi-language-nodejs"
    if [ -x "$host" ]; then
      ln -sf "$host" "$bin_dir/pulumi-language-nodejs"
      echo "$tag" >"$host_stamp"
    fi
  fi
else
  command -v go >/dev/null || { log "Go is required to build the Pulumi CLI $tag and was not found"; exit 1; }
  [ -f "$choice_file" ] || choose_tag
  (build_cli)
fi
if [ ! -x "$bin_dir/pulumi-language-nodejs" ] || [ "$(cat "$host_stamp" 2>/dev/null)" != "$tag" ]; then
  command -v go >/dev/null || { log "Go is required to build pulumi-language-nodejs and was not found"; exit 1; }
  (build_language_host)
fi
install_shim
# The YAML language host, for the provider plugin's YAML programs (built once, like the CLI).
bash "$here/scripts/install-yaml-host.sh"
