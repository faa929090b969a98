#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: a check that shellcheck, PostgreSQL, jq, Chromium and
# nginx are there (installed when running as root), static checks, unit tests, the API's request
# samples, the guides' workflows and curl blocks run against validating mock servers, the guides'
# procedures run against PostgreSQL 15 and stand-ins, the build-failure tests, a production build,
# the MCP server of the docs, then the end-to-end tests in Chromium against that build served by
# nginx. Stops at the first failing step; each step prints how long it took.
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

step "Test tools (shellcheck, PostgreSQL, jq, Chromium, nginx)"
bash scripts/checks/ensure-test-tools.sh

step "Type check"
npx tsc -p .

step "Markdown lint"
npx markdownlint-cli2

step "Spelling"
npx cspell --no-progress --no-summary

step "Content checks (with shellcheck on every shell block)"
node --import tsx scripts/checks/check-content.ts

step "Fact checks (config examples, env vars, docbox-cli, aws, docker compose, pg_dump, pg_restore, psql and systemctl lines)"
node --import tsx scripts/checks/check-facts.ts

step "Unit tests"
node --import tsx --test --test-concurrency=2 tests/unit/*.test.ts

# tests/samples/: every operation's request samples against Prism's mock; the Integrating guides'
# flows as Arazzo workflows (api/workflows/) run by Redocly's respect, and the operating guide's
# smoke test script, both against a fake Docbox behind Prism in proxy mode (tests/support/api-mock/).
step "Request samples, the guides' Arazzo workflows and the smoke test, run against validating mock servers (Prism)"
node --import tsx --test tests/samples/*.test.ts

step "The guides' procedures, run against PostgreSQL 15 and stand-ins (tests/procedures)"
node --import tsx tests/procedures/run.ts

step "Build failures on broken links"
node --import tsx --test --test-concurrency=2 tests/build/*.test.ts

step "Production build (the site, then the MCP server of the docs in mcp/dist and build/mcp/)"
npm run build

step "The MCP server of the docs, spoken to over stdio with no network (tests/mcp)"
node --import tsx --test tests/mcp/*.test.ts

step "End-to-end tests (Chromium, nginx)"
npx playwright test
