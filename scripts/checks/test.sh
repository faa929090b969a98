#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: a check that shellcheck, PostgreSQL, jq, Chromium and
# nginx are there (installed when running as root), static checks two or three at a time, the
# production build, then six suites side by side (unit tests; the API's request samples, the guides' workflows and curl
# blocks against validating mock servers; the guides' procedures against PostgreSQL 15 and
# stand-ins; the build-failure tests; the MCP server of the docs; the search sets on the built
# index), then the end-to-end tests in
# Chromium against the build served by nginx. Each step prints how long it took; the suites side by
# side print their output one after the other once all have finished, and any that failed stops
# the run before the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
last=
step() {
  [ -z "$last" ] || printf '   (%d s)\n' $((SECONDS - last))
  last=$SECONDS
  printf '\n== %s\n' "$1"
}
finish() { printf '   (%d s)\n\nnpm test: %d s\n' $((SECONDS - last)) $((SECONDS - started)); }
trap finish EXIT

# side_by_side NAME COMMAND [NAME COMMAND ...]: runs the commands at once, each with its output in
# a file; then prints each one's output under its name with its time, and fails if any failed.
# Most of these suites wait (on PostgreSQL, mock servers, child processes) more than they compute:
# one after the other they took about twice as long on two cores.
side_by_side() {
  local work names=() pids=() index=0 failed=()
  work=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    ( start=$SECONDS; set +e; bash -c "$2" > "$work/$index.log" 2>&1; status=$?; echo "$status $((SECONDS - start))" > "$work/$index.done"; exit "$status" ) &
    pids+=($!)
    index=$((index + 1))
    shift 2
  done
  for index in "${!pids[@]}"; do wait "${pids[$index]}" || true; done
  for index in "${!names[@]}"; do
    local status seconds
    read -r status seconds < "$work/$index.done"
    printf '\n-- %s\n' "${names[$index]}"
    cat "$work/$index.log"
    printf '   (%s: %d s%s)\n' "${names[$index]}" "$seconds" "$([ "$status" = 0 ] || echo ", FAILED with exit code $status")"
    [ "$status" = 0 ] || failed+=("${names[$index]}")
  done
  rm -rf "$work"
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nFailed: %s\n' "${failed[@]}" >&2
    return 1
  fi
}

step "Test tools (shellcheck, PostgreSQL, jq, Chromium, nginx)"
bash scripts/checks/ensure-test-tools.sh

# Each of these is one single-threaded process: two at a time keep both cores busy (one after the
# other they took twice as long).
step "Static checks side by side: types, Markdown lint, spelling, content (with shellcheck on every shell block), facts"
side_by_side \
  "Type check" "npx tsc -p ." \
  "Spelling" "npx cspell --no-progress --no-summary"
side_by_side \
  "Markdown lint" "npx markdownlint-cli2" \
  "Content checks (with shellcheck on every shell block)" "node --import tsx scripts/checks/check-content.ts" \
  "Fact checks (config examples, env vars, docbox-cli, aws, docker compose, pg_dump, pg_restore, psql and systemctl lines)" "node --import tsx scripts/checks/check-facts.ts"

step "Production build (the site, then the MCP server of the docs in mcp/dist and build/mcp/)"
npm run build

# tests/samples/: every operation's request samples against Prism's mock; the Integrating guides'
# flows as Arazzo workflows (api/workflows/) run by Redocly's respect, their curl blocks, and the
# guides' TypeScript blocks with a stand-in SDK, against a fake Docbox behind Prism in proxy mode
# (tests/support/api-mock/).
# None of these suites writes build/ or the generated API pages; the MCP tests read build/.
step "Six suites side by side: unit, request samples and workflows (Prism), procedures (PostgreSQL 15), build failures, MCP server, search sets"
side_by_side \
  "Unit tests" "node --import tsx --test --test-concurrency=2 tests/unit/*.test.ts" \
  "Request samples, the guides' Arazzo workflows, curl blocks and TypeScript blocks, against validating mock servers" "node --import tsx --test tests/samples/*.test.ts" \
  "The guides' procedures, against PostgreSQL 15 and stand-ins (tests/procedures)" "node --import tsx tests/procedures/run.ts" \
  "Build failures on broken links and unconvertible pages" "node --import tsx --test --test-concurrency=2 tests/build/*.test.ts" \
  "The MCP server of the docs, spoken to over stdio with no network (tests/mcp)" "node --import tsx --test tests/mcp/*.test.ts" \
  "Search sets in full on the built index, with the browser's ranking in Node (tests/search)" "node --import tsx --test tests/search/*.test.ts"

step "End-to-end tests (Chromium, nginx)"
npx playwright test
