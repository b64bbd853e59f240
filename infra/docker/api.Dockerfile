# API image: TypeScript runs through tsx (no build step for services); Prisma uses its WebAssembly engines.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx turbo run generate
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
USER node
CMD ["npx", "tsx", "services/api/src/server.ts"]
