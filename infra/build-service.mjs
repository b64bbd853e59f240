// Compiles a Node service (services/api, services/worker) to plain JavaScript with esbuild, for `node dist/...`.
// Our own code (the service and every @tactica/* workspace package, which export TypeScript sources) is bundled into
// one ES module per entry; third-party packages stay external and load from node_modules as they do under tsx, so
// their native addons, WebAssembly files and worker threads find their own files (Prisma's query compiler, PGlite,
// pino). `import.meta.url` in each bundled module is rewritten to name its source file (relative to the output, so a
// build moved with its checkout still works): files found next to sources (the migrations and prisma.config.ts of
// packages/db, the GraphiQL bundle in services/api/dist/graphiql) are found as they are from sources.
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** Marks every bare import that is not one of our workspace packages external. */
const externalThirdParty = {
  name: "external-third-party",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@tactica/") || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Rewrites `import.meta.url` in each TypeScript source to its own file's URL, computed from the output's. */
function sourceImportMetaUrl(outdir) {
  return {
    name: "source-import-meta-url",
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const rel = path.relative(outdir, args.path).split(path.sep).join("/");
        return { contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * Builds `entries` ({ name: source file }) of the service in `serviceDir` into `serviceDir/dist/<name>.js`.
 * `__TACTICA_COMPILED__` is defined true in the output (false, as undefined, when run from sources through tsx).
 */
export async function buildService({ serviceDir, entries }) {
  const outdir = path.join(serviceDir, "dist");
  const started = Date.now();
  const result = await build({
    absWorkingDir: serviceDir,
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    splitting: false,
    logLevel: "warning",
    metafile: true,
    define: { __TACTICA_COMPILED__: "true" },
    // A bundled CommonJS dependency of ours (none today) would call require(): give ES modules one.
    banner: { js: 'import { createRequire as __tacticaCreateRequire } from "node:module"; const require = __tacticaCreateRequire(import.meta.url);' },
    plugins: [externalThirdParty, sourceImportMetaUrl(outdir)],
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith(".js"));
  for (const [file, o] of outputs) console.log(`built ${path.relative(serviceDir, path.resolve(serviceDir, file))} (${Math.round(o.bytes / 1024)} KiB)`);
  console.log(`esbuild: ${path.basename(serviceDir)} in ${Date.now() - started} ms`);
}
