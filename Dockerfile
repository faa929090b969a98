# Builds the documentation site and serves it with nginx as an unprivileged user.
#   docker build -t docbox-docs . && docker run -p 8080:8080 docbox-docs
# The image serves exactly what scripts/serve-nginx.sh serves in the tests: deploy/site.conf
# plus the security headers the build wrote to build/_headers.

FROM node:20-bookworm AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ENV SITE_URL=${SITE_URL}
RUN npm run build \
 && node scripts/headers-to-nginx.mjs build/_headers > /site/security-headers.conf

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && rm -f /etc/nginx/sites-enabled/default \
 && useradd --system --no-create-home --shell /usr/sbin/nologin docs
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/site.conf /etc/nginx/docbox/site.conf
COPY --from=build /site/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /site/build /usr/share/nginx/html
USER docs
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
