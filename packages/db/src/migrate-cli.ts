// Script `migrate` (npm run db:migrate): applies prisma/migrations to DATABASE_URL or, when it is
// unset, to the embedded PGlite database in ./.data/pg. "./" is where npm was invoked (INIT_CWD), so
// `npm run db:migrate` at the repository root uses <repo>/.data/pg, the folder `npm start` serves.
import path from "node:path";
import { migrateDeploy } from "./migrate-deploy";
import { startEmbeddedPostgres } from "./start-embedded-postgres";

const log = (line: string) => console.log(line);

async function main(url: string | undefined): Promise<void> {
  if (url) return migrateDeploy({ url, log });
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), ".data/pg");
  console.log(`DATABASE_URL is not set: migrating the embedded database in ${dataDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir });
  try {
    await migrateDeploy({ url: embedded.url, log });
  } finally {
    await embedded.stop();
  }
}

main(process.env.DATABASE_URL).catch((error: unknown) => {
  // The CLI output was already logged line by line; the first line says what failed.
  console.error(error instanceof Error ? error.message.split("\n")[0] : error);
  process.exitCode = 1;
});
