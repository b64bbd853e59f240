// What `npm start` prints once the API answers: where the local admin key is and one command that plays the
// first move of a shipped scenario. Kept apart from start.mjs so tests/e2e/first-move.test.ts runs exactly it.
import path from "node:path";

/** The copy-paste command (run from the repository folder) for an API on `apiPort` with data in `dataDir`. */
export function firstMoveCommand({ apiPort, dataDir, embedded }) {
  const prefix = [
    ...(apiPort !== "4000" ? [`API_PORT=${apiPort}`] : []),
    ...(dataDir !== ".data" ? [`DATA_DIR=${dataDir}`] : []),
    ...(embedded ? [] : ["TACTICA_API_KEY=<key>"]),
  ];
  return [...prefix, "node scripts/first-move.mjs"].join(" ");
}

/** The lines printed when the API is ready. */
export function apiReadyLines({ apiUrl, apiPort, dataDir, embedded, after }) {
  return [
    `API ready after ${after}: ${apiUrl}/graphql   GraphiQL: ${apiUrl}/graphiql`,
    embedded
      ? `local admin API key: ${path.join(dataDir, "dev-api-key")} (send it as "Authorization: Bearer <key>"; keep it private)`
      : "make an API key: npm -w @tactica/api run create-key -- --name me --scopes admin",
    `play the first move of a shipped scenario (Firepower Basic Game) from this folder:\n\n    ${firstMoveCommand({ apiPort, dataDir, embedded })}\n`,
  ];
}
