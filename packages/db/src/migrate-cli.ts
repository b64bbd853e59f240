// Script `migrate` (npm run db:migrate): applies prisma/migrations to DATABASE_URL or, when it is
// unset, to the embedded PGlite database in $DATA_DIR/pg (default ./.data/pg). "./" is where npm was invoked (INIT_CWD), so
// `npm run db:migrate` at the repository root uses <repo>/.data/pg, the folder `npm start` serves.
import path from "node:path";
import { loadConfigFromProcess } from "@tactica/config";
import { migrateDeploy } from "./migrate-deploy";
import { startEmbeddedPostgres } from "./start-embedded-postgres";

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const config = loadConfigFromProcess();
  if (config.database.mode === "external") return migrateDeploy({ url: config.database.url, log });
  // npm sets INIT_CWD to the folder it was run from; a relative DATA_DIR is taken from there.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.database.dataDir);
  console.log(`DATABASE_URL is not set: migrating the embedded database in ${dataDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir });
  try {
    await migrateDeploy({ url: embedded.url, log });
  } finally {
    await embedded.stop();
  }
}

main().catch((error: unknown) => {
  // The CLI output was already logged line by line; the first line says what failed.
  console.error(error instanceof Error ? error.message.split("\n")[0] : error);
  process.exitCode = 1;
});
