// `npm run build` for the worker: dist/main.js and the sandboxed job processor its children run, dist/sandbox.js
// (infra/build-service.mjs says how); run with `node dist/main.js`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildService } from "../../infra/build-service.mjs";

await buildService({ serviceDir: path.dirname(fileURLToPath(import.meta.url)), entries: { main: "src/main.ts", sandbox: "src/sandbox.ts" } });
