# Static build of a web client served by nginx, which also proxies /api to the gateway.
# docker build --build-arg APP=web -f deploy/docker/web.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund
ARG APP=web
RUN cd ${APP} && npx vite build

FROM nginx:1.27-alpine
ARG APP=web
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY deploy/docker/nginx.conf /etc/nginx/conf.d/default.conf
