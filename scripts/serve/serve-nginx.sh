#!/usr/bin/env bash
# Serves a production build with Debian's nginx exactly as it will be hosted:
#   scripts/serve/serve-nginx.sh BUILD_DIR PORT
# Runs in the foreground on 127.0.0.1:PORT. Needs no root paths: pid, logs and temp files
# live in a temporary folder that is removed on exit.
set -euo pipefail

build_dir=$(cd "${1:?usage: serve-nginx.sh BUILD_DIR PORT}" && pwd)
port=${2:?usage: serve-nginx.sh BUILD_DIR PORT}
here=$(cd "$(dirname "$0")/../.." && pwd)
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}

if [ ! -x "$nginx_bin" ]; then
  echo "serve-nginx.sh: nginx not found (install Debian's nginx: apt-get install -y nginx)" >&2
  exit 1
fi
if [ ! -f "$build_dir/_headers" ]; then
  echo "serve-nginx.sh: $build_dir/_headers is missing; is this a production build (npm run build)?" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/logs" "$work/temp"

# The brotli module is optional: without it nginx serves gzip or uncompressed files.
brotli_module=""
for candidate in /usr/lib/nginx/modules/ngx_http_brotli_static_module.so /usr/share/nginx/modules/ngx_http_brotli_static_module.so; do
  if [ -f "$candidate" ]; then brotli_module="load_module $candidate;"; break; fi
done
cp "$here/deploy/site.conf" "$here/deploy/markdown-negotiation.conf" "$work/"
if [ -z "$brotli_module" ]; then sed -i '/brotli_static/d' "$work/site.conf"; fi

node "$here/scripts/serve/headers-to-nginx.mjs" "$build_dir/_headers" > "$work/security-headers.conf"

cat > "$work/nginx.conf" <<CONF
$brotli_module
worker_processes 1;
daemon off;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $work/temp/body;
  proxy_temp_path $work/temp/proxy;
  fastcgi_temp_path $work/temp/fastcgi;
  uwsgi_temp_path $work/temp/uwsgi;
  scgi_temp_path $work/temp/scgi;
  include $work/markdown-negotiation.conf;
  server {
    listen 127.0.0.1:$port;
    root $build_dir;
    include $work/site.conf;
  }
}
CONF

echo "Serving $build_dir at http://127.0.0.1:$port/ with nginx (Ctrl+C to stop)"
# Not exec: the EXIT trap must run to remove the temporary folder.
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -e "$work/logs/error.log" &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null; rm -rf "$work"' EXIT INT TERM
wait "$nginx_pid"
