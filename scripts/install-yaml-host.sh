#!/usr/bin/env bash
# Installs the Pulumi YAML language host, pulumi-language-yaml, into ~/.pulumi/bin, built from its
# Go module at the release below: the CLI runs YAML programs through it (the bizops provider
# plugin's end-to-end test, docs/other-languages.md). Idempotent: quiet when it is there.
#
# Its go.mod has no replace directives, so `go install module@version` builds it as it is.
set -euo pipefail

yaml_release="v1.25.0"
bin_dir="${PULUMI_HOME:-$HOME/.pulumi}/bin"
stamp="$bin_dir/.pulumi-language-yaml.for"
log() { echo "install-yaml-host: $*" >&2; }

if [ -x "$bin_dir/pulumi-language-yaml" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$yaml_release" ]; then
  exit 0
fi
command -v go >/dev/null || { log "Go is required to build pulumi-language-yaml and was not found"; exit 1; }

log "building pulumi-language-yaml $yaml_release from Go modules (a cold build takes a few minutes)"
mkdir -p "$bin_dir"
export CGO_ENABLED=0
# As for the CLI: the checksum database reachable from here does not list every Pulumi release.
export GONOSUMDB="${GONOSUMDB:+$GONOSUMDB,}github.com/pulumi"
# Without the version stamp the host reports no version to the engine.
GOBIN="$bin_dir" go install \
  -ldflags "-X github.com/pulumi/pulumi-yaml/pkg/version.Version=$yaml_release" \
  "github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml@$yaml_release"
echo "$yaml_release" >"$stamp"
log "installed pulumi-language-yaml $yaml_release into $bin_dir"
