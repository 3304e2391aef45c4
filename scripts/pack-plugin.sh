#!/usr/bin/env bash
# Packs the bizops provider plugin as `pulumi plugin install resource bizops <version> --file`
# takes it: a tarball whose top holds the executable `pulumi-resource-bizops`, beside the
# package (packed from this checkout, as npm users get it) and its production dependencies with
# the @pulumi/pulumi it runs on. The launcher runs the plugin with the `node` on PATH.
#
#   bash scripts/pack-plugin.sh [OUT_DIR]   # default .bizops/plugin; prints the tarball's path
#
# BIZOPS_PACKED_TARBALL names an `npm pack` of this checkout to use instead of packing it again.
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

# npm pack runs the build (prepack), so the tarball holds dist/plugin.
if [ -n "${BIZOPS_PACKED_TARBALL:-}" ]; then
  package=$(basename "$BIZOPS_PACKED_TARBALL")
  cp "$BIZOPS_PACKED_TARBALL" "$work/$package"
else
  package=$(cd "$here" && npm pack --silent --pack-destination "$work" | tail -n 1)
fi
mkdir -p "$work/plugin"
cd "$work/plugin"
cat >package.json <<JSON
{ "name": "pulumi-resource-bizops", "version": "$version", "private": true }
JSON
npm install --silent --no-audit --no-fund --omit=dev "$work/$package" "@pulumi/pulumi@$sdk_version" >&2
rm package.json package-lock.json
cat >pulumi-resource-bizops <<'SH'
#!/bin/sh
# The bizops provider plugin, as `pulumi plugin install` unpacks it.
here=$(dirname "$(readlink -f "$0")")
exec node "$here/node_modules/pulumi-bizops/dist/plugin/main.js" "$@"
SH
chmod +x pulumi-resource-bizops
tarball="$out_dir/pulumi-resource-bizops-v$version-$os-$arch.tar.gz"
tar -czf "$tarball" .
echo "$tarball"
