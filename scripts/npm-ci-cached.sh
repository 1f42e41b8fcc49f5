#!/usr/bin/env bash
# `npm ci` in a folder, with the tree it installs kept once per machine (issue 37): a clean clone's
# `make test` spent 45 s in the three `npm ci` runs (this one, tools/firebase-emulator,
# tools/segment-model), and 20 s copying the same trees back (measured on clean clones; a copy takes
# longer when the machine has let the kept files leave its memory).
#
# The tree is kept in a folder named by a hash of everything `npm ci` builds it from: the folder's
# package.json and package-lock.json, the patches patch-package applies (root only), this script, and
# the versions of Node and npm and the machine's architecture. A change to any of them runs `npm ci`
# again and keeps its tree beside the old ones. The tree is copied (never hard-linked), so nothing
# written into node_modules later (Vite's and the bench's caches live there) reaches the kept copy,
# and it is kept only when `npm ci` and its postinstall succeeded, written to a partial folder and
# renamed when whole. NPM_CI_CACHE=0 runs plain `npm ci`; NPM_CI_CACHE_DIR moves the cache.
set -euo pipefail
dir=${1:?usage: npm-ci-cached.sh FOLDER}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache_root=${NPM_CI_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/emote-maker/node-modules}
# Trees kept per folder: the newest few, so switching branches back and forth stays quick.
keep=3

install() { npm ci --prefix "$dir" --no-audit --no-fund; }

if [ "${NPM_CI_CACHE:-1}" = 0 ]; then
  install
  exit 0
fi

key=$(
  {
    cat "$dir/package.json" "$dir/package-lock.json" "$here/npm-ci-cached.sh"
    if [ -d "$dir/patches" ]; then find "$dir/patches" -type f -print0 | sort -z | xargs -0 -r cat; fi
    node --version; npm --version; uname -m
  } | sha256sum | cut -c1-16
)
# Named by the folder's path in the project, never by where the clone is.
name=${dir#./}
name=${name%/}
[ "$name" = . ] && name=root
name=${name//\//-}
kept="$cache_root/$name-$key"

rm -rf "$dir/node_modules"
if [ -d "$kept" ]; then
  cp -a "$kept" "$dir/node_modules"
  touch "$kept"
  echo "npm-ci-cached: $dir/node_modules copied from $kept (npm ci made it from the same lock file)"
  exit 0
fi

install
mkdir -p "$cache_root"
partial=$(mktemp -d "$cache_root/.partial-$name-XXXXXX")
cp -a "$dir/node_modules/." "$partial/"
# Another run may have kept the same tree meanwhile: its copy stands.
mv -T "$partial" "$kept" 2>/dev/null || rm -rf "$partial"
echo "npm-ci-cached: $dir/node_modules kept in $kept"
# The oldest trees of this folder beyond the newest $keep go.
ls -1dt "$cache_root/$name"-* 2>/dev/null | tail -n +$((keep + 1)) | xargs -r rm -rf
