#!/usr/bin/env bash
# Packs the bizops provider plugin as `pulumi plugin install resource bizops <version> --file`
# takes it: a tarball whose top holds the executable `pulumi-resource-bizops`, beside the
# package (packed from this checkout, as npm users get it) and its production dependencies with
# the @pulumi/pulumi it runs on. The launcher runs the plugin with the `node` on PATH.
#
#   bash scripts/pack-plugin.sh [OUT_DIR]   # default .bizops/plugin; prints the tarball's path
#
# BIZOPS_PACKED_TARBALL names an `npm pack` of this checkout to use instead of packing it again.
#
# The production dependencies are installed once per set the package declares (its dependencies,
# peers and bins, and the @pulumi/pulumi version) and kept in ~/.cache/pulumi-bizops/plugin-deps:
# each pack lays the package over a hard-linked copy of them. Remove that folder to have npm
# resolve them afresh.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$here/scripts/ensure-node.sh"
out_dir=$(mkdir -p "${1:-$here/.bizops/plugin}" && cd "${1:-$here/.bizops/plugin}" && pwd)
version=$(node -p "require('$here/package.json').version")
sdk_version=$(node -p "require('$here/package-lock.json').packages['node_modules/@pulumi/pulumi'].version")
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m | sed -e 's/x86_64/amd64/' -e 's/aarch64/arm64/')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

deps_cache="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops/plugin-deps"

# The name of the dependencies the packed package declares: a digest of what npm installs by.
dependencies_key() {
  tar -xzOf "$work/$package" package/package.json | node -e '
    const manifest = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const fields = ["dependencies", "optionalDependencies", "peerDependencies", "peerDependenciesMeta",
      "bundleDependencies", "bundledDependencies", "bin"];
    const declared = JSON.stringify([fields.map((field) => manifest[field]), process.argv[1]]);
    console.log(require("crypto").createHash("sha256").update(declared).digest("hex").slice(0, 16));
  ' "$sdk_version"
}

# Prints the folder whose node_modules holds the production dependencies, installing them first
# when no pack installed the same before. Run in $(...), where a failing step does not end the
# script: each that can fail returns.
installed_dependencies() {
  local key installed
  key=$(dependencies_key) || return 1
  installed="$deps_cache/$key"
  if [ -d "$installed/node_modules" ]; then
    touch "$installed"
    echo "$installed"
    return
  fi
  # The installs no pack used for a month: those of dependencies since changed.
  mkdir -p "$deps_cache"
  find "$deps_cache" -mindepth 1 -maxdepth 1 -mtime +30 -exec rm -rf {} +
  # Installed aside and moved into place at once: another pack may be installing too.
  local scratch="$installed.$$"
  rm -rf "$scratch" && mkdir -p "$scratch"
  cat >"$scratch/package.json" <<JSON
{ "name": "pulumi-resource-bizops", "version": "$version", "private": true }
JSON
  (cd "$scratch" && npm install --silent --no-audit --no-fund --omit=dev \
    "$work/$package" "@pulumi/pulumi@$sdk_version" >&2) || { rm -rf "$scratch"; return 1; }
  [ -d "$installed/node_modules" ] || rm -rf "$installed"
  # Another pack that moved its install into place first serves. A rename, as GNU `mv -T` does it
  # (macOS's mv has no -T): it fails when the folder is there already.
  node -e 'require("fs").renameSync(process.argv[1], process.argv[2])' "$scratch" "$installed" 2>/dev/null ||
    rm -rf "$scratch"
  echo "$installed"
}

# npm pack runs the build (prepack), so the tarball holds dist/plugin.
if [ -n "${BIZOPS_PACKED_TARBALL:-}" ]; then
  package=$(basename "$BIZOPS_PACKED_TARBALL")
  cp "$BIZOPS_PACKED_TARBALL" "$work/$package"
else
  package=$(cd "$here" && npm pack --silent --pack-destination "$work" | tail -n 1)
fi
dependencies=$(installed_dependencies)
mkdir -p "$work/plugin"
cd "$work/plugin"
# Hard links where the cache and the work folder share a file system: nothing below writes to them.
cp -al "$dependencies/node_modules" node_modules 2>/dev/null ||
  { rm -rf node_modules && cp -a "$dependencies/node_modules" node_modules; }
# The package itself, as npm unpacks it: its files, and its bins executable. Its own node_modules
# (the versions of its dependencies that others' do not fit) stays; npm's record of the tree that
# the install made goes, as it names the package as it was then.
find node_modules/pulumi-bizops -mindepth 1 -maxdepth 1 ! -name node_modules -exec rm -rf {} +
rm -f node_modules/.package-lock.json
tar -xzf "$work/$package" -C node_modules/pulumi-bizops --strip-components=1
for bin in $(node -p "Object.values(require('./node_modules/pulumi-bizops/package.json').bin ?? {}).join(' ')"); do
  chmod +x "node_modules/pulumi-bizops/$bin"
done
cat >pulumi-resource-bizops <<'SH'
#!/bin/sh
# The bizops provider plugin, as `pulumi plugin install` unpacks it.
#
# This file's own folder, through any symlinks to it (one on PATH, say): each link is followed with
# `readlink`, without `-f`, which older macOS lacks, and `cd -P` resolves the folders.
self=$0
while [ -L "$self" ]; do
  link=$(readlink "$self")
  case $link in
    /*) self=$link ;;
    *) self=$(dirname -- "$self")/$link ;;
  esac
done
here=$(CDPATH='' cd -P -- "$(dirname -- "$self")" && pwd -P)
exec node "$here/node_modules/pulumi-bizops/dist/plugin/main.js" "$@"
SH
chmod +x pulumi-resource-bizops
tarball="$out_dir/pulumi-resource-bizops-v$version-$os-$arch.tar.gz"
tar -czf "$tarball" .
echo "$tarball"
