# Editor image: Next.js production build; /graphql is rewritten to TACTICA_API_URL at build and run time.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm -w @tactica/editor run build
ENV NODE_ENV=production
EXPOSE 3000
USER node
CMD ["npm", "-w", "@tactica/editor", "run", "start"]
