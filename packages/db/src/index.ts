// @tactica/db: the Prisma client over adapter-pg, migrations through the WebAssembly schema engine,
// the embedded PGlite database for the default run, and throw-away databases for tests.
export { createDb, type CreateDbOptions, type Db, type SqlQuery } from "./create-db";
export { migrateDeploy } from "./migrate-deploy";
export { startEmbeddedPostgres, type EmbeddedPostgres } from "./start-embedded-postgres";
export { EmbeddedDatabaseInUseError, lockFileOf } from "./data-dir-lock";
export { createTestDatabase, type TestDatabase } from "./create-test-database";
export { seedShippedData, type ShippedData, type ShippedMap, type ShippedScenario, type SeedReport } from "./seed";
export { appendMatchEvent, type MatchEventInput, type AppendResult } from "./append-match-event";
export { isUniqueViolation } from "./is-unique-violation";
export * from "./generated/prisma/client";
