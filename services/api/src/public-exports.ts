import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./deps";
import { installPackRoutes } from "./organiser/routes";
import { installSigningKeysRoute } from "./signing/keys-route";
import { installTablesRoute } from "./tables-export/tables-route";

/** Public files: the record-signing keys (well-known URL) and every ruleset table as JSON and CSV. */
export function installPublicExports(app: FastifyInstance, deps: AppDeps): void {
  installSigningKeysRoute(app, deps);
  installTablesRoute(app, deps);
  installPackRoutes(app, deps); // published rulings packs: /rulings-packs/<id>/<version>(.json)
}
