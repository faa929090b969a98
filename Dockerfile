# Builds the documentation site and serves it with nginx as an unprivileged user.
#   docker build --build-arg SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) -t docbox-docs . && docker run -p 8080:8080 docbox-docs
# The image serves exactly what scripts/serve/serve-nginx.sh serves in the tests: deploy/site.conf and
# deploy/markdown-negotiation.conf plus the security headers the build wrote to build/_headers
# (with the Markdown twins, robots.txt and 404.markdown, the not-found answer for Markdown clients,
# all from the build).
# The build context has no .git (.dockerignore), so the Markdown twins cannot be dated from the
# history: SOURCE_DATE_EPOCH gives every page the date of the commit being built, and the build
# stops without it (src/plugins/markdownTwins/gitDates.ts).

FROM node:20-bookworm AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ENV SITE_URL=${SITE_URL}
ARG SOURCE_DATE_EPOCH
ENV SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH}
RUN npm run build \
 && node scripts/serve/headers-to-nginx.mjs build/_headers > /site/security-headers.conf

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && rm -f /etc/nginx/sites-enabled/default \
 && useradd --system --no-create-home --shell /usr/sbin/nologin docs
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/site.conf deploy/markdown-negotiation.conf /etc/nginx/docbox/
COPY --from=build /site/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /site/build /usr/share/nginx/html
USER docs
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
