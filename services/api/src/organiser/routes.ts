import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { packListing } from "./packs";

/**
 * GET /rulings-packs/<pack id>/<version>.json: a published pack exactly as matches use it (X-Content-SHA256 is its hash);
 * GET /rulings-packs/<pack id>/<version>: the readable page listing every ruling with its rule and note. Public; drafts 404.
 */
export function installPackRoutes(app: FastifyInstance, deps: Pick<AppDeps, "db">): void {
  app.get<{ Params: { packId: string; file: string } }>("/rulings-packs/:packId/:file", async (request, reply) => {
    const m = /^([0-9]{1,6})(\.json)?$/.exec(request.params.file);
    const row = m && request.params.packId.length <= 64
      ? await deps.db.prisma.publishedPack.findUnique({ where: { packId_version: { packId: request.params.packId, version: Number(m[1]) } } })
      : null;
    if (!m || !row || row.status !== "published" || !row.hash) {
      return reply.code(404).send({ error: "request/not_found", message: `no published rulings pack ${request.params.packId} version ${request.params.file}` });
    }
    reply.header("x-content-sha256", row.hash).header("cache-control", "public, max-age=300");
    if (m[2]) return reply.type("application/json; charset=utf-8").send(JSON.stringify(row.document));
    return reply.type("text/html; charset=utf-8").send(packListing(row));
  });
}
