#!/usr/bin/env bash
# The type check's incremental state kept once per machine (issue 37): `tsc` with `incremental`
# writes what it checked to node_modules/.cache/tsc (tsconfig.*.json), and a later check of the
# same sources re-checks only the files that changed and those their change reaches. In place the
# state stays in node_modules; a clean clone starts without it, so `make check` restores the
# machine's copy first and keeps its own after a passing check. The state names files by paths
# relative to itself, so a copy serves any clone; tsc compares each file's content hash with the
# one it recorded, so a copy from other sources only costs the files that differ, never a
# diagnostic. TSC_CACHE=0 skips both; TSC_CACHE_DIR moves the machine's copy.
#
# usage: tsc-cache.sh restore|save, run in the project's folder (make does).
set -euo pipefail
local_dir="$PWD/node_modules/.cache/tsc"
kept=${TSC_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/emote-maker/tsc}
[ "${TSC_CACHE:-1}" = 0 ] && exit 0
case ${1:-} in
  restore)
    # A check already run here keeps its own state.
    if [ ! -d "$local_dir" ] && [ -d "$kept" ]; then
      mkdir -p "$local_dir"
      cp -a "$kept/." "$local_dir/"
      echo "tsc-cache: the type check's state copied from $kept"
    fi
    ;;
  save)
    [ -d "$local_dir" ] || exit 0
    mkdir -p "$(dirname "$kept")"
    partial=$(mktemp -d "$kept.partial-XXXXXX")
    cp -a "$local_dir/." "$partial/"
    # Another checkout may be saving too: the last whole copy stands, never a half-written one.
    rm -rf "$kept.old"
    [ -d "$kept" ] && mv -T "$kept" "$kept.old"
    mv -T "$partial" "$kept"
    rm -rf "$kept.old"
    ;;
  *) echo "usage: tsc-cache.sh restore|save" >&2; exit 2 ;;
esac
