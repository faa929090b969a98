#!/usr/bin/env bash
# Checks that two builds of the same commit are byte-identical: no dates, random ids or machine
# paths may leak into the files we publish.
#
#   bash scripts/checks/check-reproducible.sh              two clean builds, compared
#   bash scripts/checks/check-reproducible.sh --reuse-build   the build already in build/ (CI's, made by
#                                                   `npm test` from a clean clone) against one clean build
set -euo pipefail
cd "$(dirname "$0")/../.."

first=$(mktemp -d)
second=$(mktemp -d)
trap 'rm -rf "$first" "$second"' EXIT

build_into() {
  rm -rf build .docusaurus node_modules/.cache
  npm run build >/dev/null 2>&1 || { echo "check-reproducible: build failed" >&2; npm run build; exit 1; }
  cp -a build/. "$1/"
}

if [[ "${1:-}" == "--reuse-build" ]]; then
  [[ -f build/index.html ]] || { echo "check-reproducible: --reuse-build needs a finished build in build/" >&2; exit 1; }
  cp -a build/. "$first/"
else
  build_into "$first"
fi
build_into "$second"
if diff -r -q "$first" "$second"; then
  echo "Reproducible: two builds gave identical output ($(find "$first" -type f | wc -l) files)."
else
  echo "check-reproducible: the two builds differ (files listed above)" >&2
  exit 1
fi
