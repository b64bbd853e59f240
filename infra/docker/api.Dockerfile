# API image: built in a first stage (npm ci, then turbo build: generate, esbuild to services/api/dist/server.js), run on plain node as the
# non-root `node` user. The runtime keeps node_modules whole: the API applies pending migrations at start through the
# Prisma CLI (a dev dependency of packages/db) and its WebAssembly engines; prisma/ holds the migrations.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run build --filter=@tactica/api

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 4000
# SIGTERM: the API stops taking requests, finishes those in flight and closes its subscriptions, then exits.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.API_PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "services/api/dist/server.js"]
