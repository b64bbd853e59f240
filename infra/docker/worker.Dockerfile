# Worker image: built in a first stage (npm ci, then turbo build: generate, esbuild to services/worker/dist/main.js and the sandboxed job
# processor dist/sandbox.js its child processes load), run on plain node as the non-root `node` user. Consumes BullMQ
# jobs from REDIS_URL; on SIGTERM it finishes the jobs in hand (within the orchestrator's grace period) and exits.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run build --filter=@tactica/worker

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app /app
USER node
STOPSIGNAL SIGTERM
# No HTTP port: healthy while its Redis answers (the queue it consumes); job metrics are scraped from the API's /metrics.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const u = new URL(process.env.REDIS_URL); const s = require('node:net').connect(Number(u.port || 6379), u.hostname, () => s.write((u.password ? 'AUTH ' + decodeURIComponent(u.password) + '\\r\\n' : '') + 'PING\\r\\n')); s.on('data', (d) => { if (String(d).includes('+PONG')) process.exit(0); if (String(d).startsWith('-')) process.exit(1); }); s.on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 4000);"]
CMD ["node", "services/worker/dist/main.js"]
