#!/usr/bin/env bash
# Builds the site twice from a clean state and checks the two outputs are byte-identical:
# no dates, random ids or machine paths may leak into the files we publish.
set -euo pipefail
cd "$(dirname "$0")/.."

first=$(mktemp -d)
second=$(mktemp -d)
trap 'rm -rf "$first" "$second"' EXIT

build_into() {
  rm -rf build .docusaurus node_modules/.cache
  npm run build >/dev/null 2>&1 || { echo "check-reproducible: build failed" >&2; npm run build; exit 1; }
  cp -a build/. "$1/"
}

build_into "$first"
build_into "$second"
if diff -r -q "$first" "$second"; then
  echo "Reproducible: two clean builds gave identical output ($(find "$first" -type f | wc -l) files)."
else
  echo "check-reproducible: the two builds differ (files listed above)" >&2
  exit 1
fi
