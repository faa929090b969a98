#!/usr/bin/env bash
# Makes sure the tests have their tools before any slow step runs: shellcheck (the content checks
# run it on every shell block), curl and Python with requests (the API's request samples are run
# with them), PostgreSQL 15's server and jq (the operating pages' procedures run against them), and
# for the end-to-end tests a Chromium and nginx (with its brotli_static module), and iproute2's `ip`. Run by
# scripts/checks/test.sh first.
#   - all there: says which browser and nginx it found;
#   - missing, running as root (CI, a fresh container): installs them from Debian's packages;
#   - missing, not root (or TEST_TOOLS_INSTALL=never): stops at once with the one command that
#     installs them.
set -euo pipefail
cd "$(dirname "$0")/../.."

brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

# The browser the tests would launch (tests/support/browser.ts): $CHROMIUM_PATH, Debian's
# Chromium, or Playwright's own download. Prints its path, or nothing.
find_browser() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && echo "$CHROMIUM_PATH"
    return 0
  fi
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; return 0; fi
  node -e "const p=require('playwright-core').chromium.executablePath();if(require('fs').existsSync(p))console.log(p)" 2>/dev/null || true
}

find_nginx() {
  local bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
  [ -x "$bin" ] && echo "$bin"
  return 0
}

# The content checks run `shellcheck` from PATH.
find_shellcheck() {
  command -v shellcheck || true
}

# The Python the request-sample tests run (tests/samples/run-samples.test.ts): Debian's, else any.
find_python() {
  if [ -x /usr/bin/python3 ]; then echo /usr/bin/python3; else command -v python3 || true; fi
}

# The procedures' tests start a throwaway cluster with these binaries (PG_BIN overrides, for tests).
find_postgres() {
  local bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
  [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ] && echo "$bin"
  return 0
}

missing_packages() {
  local needed=()
  if [ -z "$(find_browser)" ]; then
    if [ -n "${CHROMIUM_PATH:-}" ]; then
      echo "ensure-test-tools: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
      exit 1
    fi
    needed+=(chromium)
  fi
  [ -n "$(find_nginx)" ] || needed+=(nginx)
  [ -f "$brotli_module" ] || [ -n "${NGINX:-}" ] || needed+=(libnginx-mod-http-brotli-static)
  [ -n "$(find_shellcheck)" ] || needed+=(shellcheck)
  command -v curl >/dev/null || needed+=(curl)
  command -v jq >/dev/null || needed+=(jq)
  # The smoke test's run with the page's own defaults listens on localhost:8080 inside a network
  # namespace of its own (unshare -rn), brought up with `ip`.
  command -v ip >/dev/null || [ -x /usr/sbin/ip ] || needed+=(iproute2)
  [ -n "$(find_postgres)" ] || needed+=(postgresql-15)
  local python
  python=$(find_python)
  { [ -n "$python" ] && "$python" -c 'import requests' 2>/dev/null; } || needed+=(python3-requests)
  echo "${needed[@]}"
}

missing=$(missing_packages)
if [ -n "$missing" ]; then
  if [ "${TEST_TOOLS_INSTALL:-}" != never ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $missing from Debian's packages (running as root)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # shellcheck disable=SC2086 # one word per package
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
  else
    echo "The tests need: $missing" >&2
    echo "Install them with:  sudo apt-get install -y $missing" >&2
    echo "(or set CHROMIUM_PATH to a Chromium you have, and NGINX to an nginx binary)" >&2
    exit 1
  fi
  missing=$(missing_packages)
  if [ -n "$missing" ]; then
    echo "ensure-test-tools: still missing after installing: $missing" >&2
    exit 1
  fi
fi
echo "Browser: $(find_browser); nginx: $(find_nginx); shellcheck: $(find_shellcheck); Python: $(find_python); PostgreSQL: $(find_postgres)"
