import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrateDeploy } from "./migrate-deploy";

const DEFAULT_BASE_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));
/** Serialises template builds and clones across test processes ("tact" in ASCII). */
const TEMPLATE_LOCK = 0x74616374;
/** SQLSTATE 55006: a database still has sessions (a migrate child's backend can linger briefly). */
const OBJECT_IN_USE = "55006";

/** A throw-away database for one test file. */
export type TestDatabase = {
  url: string;
  /** Drops the database, closing any session still connected to it. Safe to call twice. */
  drop(): Promise<void>;
};

/**
 * Creates `tactica_test_<random>` on the server at `baseUrl` (default: TEST_DATABASE_URL, else local
 * PostgreSQL as user postgres; any database of the server will do) with every migration applied, so
 * test files can run in parallel without sharing tables.
 * Migrations run once per migration set into `tactica_template_<hash>`; each test database is a
 * clone of that template (CREATE DATABASE ... TEMPLATE), which takes milliseconds instead of a CLI run.
 */
export async function createTestDatabase(p: { baseUrl?: string } = {}): Promise<TestDatabase> {
  const baseUrl = p.baseUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_BASE_URL;
  const template = `tactica_template_${await hashMigrations()}`;
  const name = `tactica_test_${randomBytes(6).toString("hex")}`;
  await withClient(baseUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (found.rowCount === 0) await buildTemplate(admin, baseUrl, template);
      await retryWhileInUse(() => admin.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
  return {
    url: withDatabase(baseUrl, name),
    drop: () => withClient(baseUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
    }),
  };
}

/** Migrates a scratch database, then renames it, so a half-built template is never cloned. */
async function buildTemplate(admin: pg.Client, baseUrl: string, template: string): Promise<void> {
  const scratch = `${template}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${ident(scratch)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${ident(scratch)}`);
  await migrateDeploy({ url: withDatabase(baseUrl, scratch) });
  await retryWhileInUse(() => admin.query(`ALTER DATABASE ${ident(scratch)} RENAME TO ${ident(template)}`));
}

/** First 12 hex digits of SHA-256 over every migration's folder name and SQL, in order. */
async function hashMigrations(): Promise<string> {
  const hash = createHash("sha256");
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const folder of folders) {
    hash.update(folder).update("\0").update(await readFile(`${migrationsDir}/${folder}/migration.sql`)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function retryWhileInUse<T>(attempt: () => Promise<T>, tries = 50): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || (error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Names here are generated (hex, fixed prefixes), but quote them anyway. */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
