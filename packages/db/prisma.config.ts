// Prisma CLI configuration: run `migrate` through the bundled WebAssembly schema engine and adapter-pg
// (engine "js"), because the native engine binaries cannot be downloaded on these machines.
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";
import { NameAsTextPool } from "./src/name-as-text-pool";
import { toPoolConfig } from "./src/pool-config";

// The CLI reads DATABASE_URL from the schema on every command; without it, it falls back to the
// native engine and tries to download it. `generate` never connects, so a placeholder that refuses
// connections (port 1) is enough there; `migrate` commands fail fast on it.
process.env.DATABASE_URL ??= "postgresql://database-url-not-set@127.0.0.1:1/unset";

export default defineConfig({
  schema: "../../prisma/schema.prisma",
  migrations: { path: "../../prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  // pg.Pool connects lazily, so building the adapter costs nothing for offline commands.
  // allowExitOnIdle: idle pooled connections must not keep the CLI process alive after it is done.
  adapter: async () =>
    new PrismaPg(new NameAsTextPool({ ...toPoolConfig(process.env.DATABASE_URL ?? ""), allowExitOnIdle: true })),
});
