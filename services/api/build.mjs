// `npm run build` for the API: dist/server.js (infra/build-service.mjs says how), run with `node dist/server.js`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildService } from "../../infra/build-service.mjs";

await buildService({ serviceDir: path.dirname(fileURLToPath(import.meta.url)), entries: { server: "src/server.ts" } });
