# Worker image: consumes BullMQ jobs from REDIS_URL; stops gracefully on SIGTERM.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run generate
ENV NODE_ENV=production
USER node
STOPSIGNAL SIGTERM
CMD ["npx", "tsx", "services/worker/src/main.ts"]
