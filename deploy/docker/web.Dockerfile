# syntax=docker/dockerfile:1
# A web client (web or admin-web) built with Vite and served as static files by nginx, with the
# response headers of libs/web-kit/src/security-headers.ts. Routing (/api → gateway, /admin →
# admin-web, / → web) is the Ingress's job (deploy/k8s) or the compose edge's (deploy/docker/edge.conf).
#
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=web -t streamhub/web .
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=admin-web --build-arg BASE_PATH=/admin/ \
#     -t streamhub/admin-web .
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28.0-alpine

# 1. The app's workspaces only (deploy/docker/workspaces.mjs).
FROM ${NODE_IMAGE} AS prune
WORKDIR /src
COPY . .
ARG APP
RUN test -n "${APP}" || { echo 'build with --build-arg APP=web or APP=admin-web' >&2; exit 1; }
RUN node deploy/docker/workspaces.mjs prune "${APP}" /pruned \
 && mkdir -p /pruned/manifests/deploy/docker \
 && cp deploy/docker/workspaces.mjs deploy/docker/web-nginx.mjs /pruned/manifests/deploy/docker/

# 2. Type-check and bundle; write the nginx server block for this app.
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY --from=prune /pruned/manifests/ ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY --from=prune /pruned/sources/ ./
ARG APP
# Where the app is served (admin-web: /admin/) and where the other app lives, as the Ingress routes them.
ARG BASE_PATH=/
ARG VITE_WEB_URL=/
ARG VITE_ADMIN_URL=/admin
# The viewer app loads Razorpay Checkout; its CSP allows these origins (comma-separated).
ARG PAYMENT_CHECKOUT_ORIGINS=https://checkout.razorpay.com,https://api.razorpay.com,https://lumberjack.razorpay.com
RUN cd "${APP}" \
 && npx tsc -p tsconfig.json --noEmit \
 && VITE_WEB_URL="${VITE_WEB_URL}" VITE_ADMIN_URL="${VITE_ADMIN_URL}" npx vite build --base "${BASE_PATH}" \
 && mkdir -p "/out/html${BASE_PATH}" && cp -R dist/. "/out/html${BASE_PATH}" \
 && if [ "${APP}" = web ]; then origins="${PAYMENT_CHECKOUT_ORIGINS}"; else origins=; fi \
 && node /repo/deploy/docker/web-nginx.mjs "${BASE_PATH}" "${origins}" > /out/default.conf

# 3. nginx, unprivileged (uid 101 of the official image), listening on 8080.
FROM ${NGINX_IMAGE} AS web-app
COPY deploy/docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /out/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/html/ /usr/share/nginx/html/
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-g", "daemon off;"]
