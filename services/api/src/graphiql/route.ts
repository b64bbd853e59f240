// GET /graphiql: the GraphiQL page, and /graphiql/assets/<file>: its bundle (build-bundle.ts), all from this server.
// Mercurius' own GraphiQL page loads React and GraphiQL from a CDN and is blank without internet; this one never
// sends a request to another host (the Content-Security-Policy says so to the browser too).
import { createReadStream } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { GRAPHIQL_DIST, readManifest } from "./bundle-files";

/** Options of the GraphiQL route. */
export type GraphiqlRouteOptions = { readonly dir?: string; readonly graphqlPath?: string };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".ttf": "font/ttf", ".woff2": "font/woff2", ".json": "application/json",
};

// Monaco sets inline styles; its workers load from this origin; subscriptions use ws: to this origin ('self').
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const page = (assets: string, graphqlPath: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tactica GraphiQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assets}/main.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql" data-assets="${assets}" data-graphql="${graphqlPath}"></div>
<script src="${assets}/main.js"></script>
</body>
</html>
`;

const missing = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GraphiQL is not built</title></head>
<body><h1>GraphiQL is not built yet</h1><p>Its bundle is made by <code>npm run generate</code> (which <code>npm start</code> runs first),
or by <code>npm -w @tactica/api run generate</code>. The GraphQL endpoint itself works without it.</p></body></html>
`;

/** Registers /graphiql and /graphiql/assets/:file; answers 503 with how to build it when the bundle is missing. */
export async function graphiqlRoutes(app: FastifyInstance, opts: GraphiqlRouteOptions = {}): Promise<void> {
  const dir = opts.dir ?? GRAPHIQL_DIST;
  const assets = "/graphiql/assets";
  const html = page(assets, opts.graphqlPath ?? "/graphql");

  app.get("/graphiql", async (_request, reply) => {
    reply.header("content-security-policy", CSP).header("cache-control", "no-cache");
    if (!readManifest(dir)) return reply.code(503).type("text/html; charset=utf-8").send(missing);
    return reply.type("text/html; charset=utf-8").send(html);
  });

  app.get<{ Params: { file: string } }>(`${assets}/:file`, async (request, reply) => {
    // Only the files the manifest lists: no path from the URL ever reaches the file system.
    const file = readManifest(dir)?.files.find((f) => f === request.params.file);
    if (!file) return reply.code(404).send({ error: "not found" });
    return reply
      .type(TYPES[path.extname(file)] ?? "application/octet-stream")
      .header("cache-control", "no-cache")
      .send(createReadStream(path.join(dir, file)));
  });
}
