#!/usr/bin/env bash
# Installs the Pulumi CLI, the Node.js language host and the dynamic-provider shim into
# ~/.pulumi/bin, at the version of the locked @pulumi/pulumi.
#
# Nothing can be downloaded from the Pulumi website on our machines, so when no fitting CLI is
# present both Go programs are built from Go modules. `go install pkg@version` refuses modules
# whose go.mod has replace directives (pkg/go.mod has them), so the build runs in a throwaway
# module that requires pkg/v3 and sdk/v3 at the same tag and repeats pkg/go.mod's non-local
# replaces. Idempotent: quiet when everything already fits.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin_dir="${PULUMI_HOME:-$HOME/.pulumi}/bin"
log() { echo "install-pulumi: $*" >&2; }

# The version to match is the one npm resolved for @pulumi/pulumi, not the range in package.json.
version=$(node -p "require('$here/package-lock.json').packages['node_modules/@pulumi/pulumi'].version")
tag="v$version"

version_of() { "$1" version 2>/dev/null | tr -d '[:space:]' || true; }

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

install_shim() {
  # The engine looks for the dynamic-provider plugin beside `pulumi` or on PATH; without it the
  # engine tries to download the plugin, which cannot work here.
  local shim="$here/node_modules/@pulumi/pulumi/pulumi-resource-pulumi-nodejs"
  [ -f "$shim" ] || { log "missing $shim: run npm ci first"; exit 1; }
  mkdir -p "$bin_dir"
  if ! cmp -s "$shim" "$bin_dir/pulumi-resource-pulumi-nodejs"; then
    install -m 0755 "$shim" "$bin_dir/pulumi-resource-pulumi-nodejs"
    log "installed pulumi-resource-pulumi-nodejs into $bin_dir"
  fi
}

build_from_go_modules() {
  command -v go >/dev/null || { log "Go is required to build the Pulumi CLI $tag and was not found"; exit 1; }
  local work="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops/pulumi-build-$tag"
  mkdir -p "$work" "$bin_dir"
  cd "$work"
  export GOFLAGS="${GOFLAGS:-} -mod=mod" CGO_ENABLED=0
  # The checksum database reachable from here does not list every Pulumi release; the module
  # proxy still serves them, so the Pulumi modules are fetched without a checksum-database look-up.
  export GONOSUMDB="${GONOSUMDB:+$GONOSUMDB,}github.com/pulumi/pulumi"

  log "building the Pulumi CLI $tag from Go modules (a cold build takes several minutes)"
  local origin commit pkg_gomod
  origin=$(go mod download -json "github.com/pulumi/pulumi/pkg/v3@$tag")
  pkg_gomod=$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0,"utf8")).GoMod)' <<<"$origin")
  commit=$(cd /tmp && go list -m -json "github.com/pulumi/pulumi/pkg/v3@$tag" |
    node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0,"utf8")).Origin.Hash)')

  rm -f go.mod go.sum
  go mod init pulumi-bizops/pulumi-build >/dev/null 2>&1
  # Repeat every replace of pkg/go.mod that does not point at a local folder.
  node - "$pkg_gomod" >>go.mod <<'JS'
const text = require("fs").readFileSync(process.argv[2], "utf8");
const lines = [];
const block = text.match(/^replace \(\n([\s\S]*?)\n\)/m);
const body = [...(block ? block[1].split("\n") : []), ...text.split("\n").filter((l) => l.startsWith("replace ")).map((l) => l.slice(8))];
for (const raw of body) {
  const line = raw.trim();
  if (!line || line.startsWith("//")) continue;
  const target = line.split("=>")[1]?.trim() ?? "";
  if (target.startsWith(".") || target.startsWith("/")) continue;
  lines.push(`replace ${line}`);
}
process.stdout.write(lines.join("\n") + "\n");
JS
  log "replaces carried over: $(grep -c '^replace' go.mod || true)"

  log "resolving modules (pkg/v3 and sdk/v3 at $tag, language host at commit ${commit:0:12})"
  go get "github.com/pulumi/pulumi/pkg/v3@$tag" "github.com/pulumi/pulumi/sdk/v3@$tag" 2>&1 | grep -v '^go: downloading' >&2 || true
  go get "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi@$tag" >/dev/null 2>&1 || true
  local got
  for mod in github.com/pulumi/pulumi/pkg/v3 github.com/pulumi/pulumi/sdk/v3; do
    got=$(go list -m -f '{{.Version}}' "$mod")
    [ "$got" = "$tag" ] || { log "$mod resolved to $got, expected $tag"; exit 1; }
  done

  local ldflags="-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$tag"
  log "compiling pulumi"
  go build -ldflags "$ldflags" -o "$bin_dir/pulumi" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi
  log "installed pulumi $(version_of "$bin_dir/pulumi") into $bin_dir"
}

if found=$(find_cli); then
  # Tests and scripts look in ~/.pulumi/bin; point there at a fitting CLI found elsewhere.
  if [ "$found" != "$bin_dir/pulumi" ]; then
    mkdir -p "$bin_dir"
    ln -sf "$found" "$bin_dir/pulumi"
  fi
else
  build_from_go_modules
fi
install_shim
