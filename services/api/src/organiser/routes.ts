import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { eventPairings, eventStandings } from "./events";
import { packListing } from "./packs";
import { standingsCsv } from "./standings";

/**
 * GET /rulings-packs/<pack id>/<version>.json: a published pack exactly as matches use it (X-Content-SHA256 is its hash);
 * GET /rulings-packs/<pack id>/<version>: the readable page listing every ruling with its rule and note. Public; drafts 404.
 * Also the event exports (below).
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

  // GET /events/<id>/standings.(csv|json) and /events/<id>/pairings.(csv|json): the event's exports (public files).
  app.get<{ Params: { eventId: string; file: string } }>("/events/:eventId/:file", async (request, reply) => {
    const m = /^(standings|pairings)\.(csv|json)$/.exec(request.params.file);
    const event = m && request.params.eventId.length <= 64 ? await deps.db.prisma.tournamentEvent.findUnique({ where: { id: request.params.eventId } }) : null;
    if (!m || !event) return reply.code(404).send({ error: "request/not_found", message: `no event file ${request.params.eventId}/${request.params.file} (standings or pairings, .csv or .json)` });
    reply.header("content-disposition", `attachment; filename="${event.id}-${m[1]}.${m[2]}"`);
    if (m[1] === "standings") {
      const rows = await eventStandings(deps, event.id);
      if (m[2] === "csv") return reply.type("text/csv; charset=utf-8").send(standingsCsv(rows));
      return reply.type("application/json; charset=utf-8").send(JSON.stringify({ eventId: event.id, round: event.currentRound, standings: rows }, null, 2));
    }
    const names = new Map((await deps.db.prisma.eventEntrant.findMany({ where: { eventId: event.id } })).map((e) => [e.id, e.name]));
    const rows = (await eventPairings(deps, event.id)).map((p) => ({
      round: p.round, table: p.tableNo, entrantA: names.get(p.entrantA) ?? p.entrantA, entrantB: p.entrantB ? names.get(p.entrantB) ?? p.entrantB : null,
      matchId: p.matchId, result: p.result.source, winner: p.result.outcome?.winner ?? null, vpA: p.result.outcome?.vpA ?? null, vpB: p.result.outcome?.vpB ?? null,
    }));
    if (m[2] === "json") return reply.type("application/json; charset=utf-8").send(JSON.stringify({ eventId: event.id, pairings: rows }, null, 2));
    const head = ["round", "table", "entrantA", "entrantB", "matchId", "result", "winner", "vpA", "vpB"] as const;
    const field = (v: unknown) => (v === null ? "" : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
    return reply.type("text/csv; charset=utf-8").send([head.join(","), ...rows.map((r) => head.map((h) => field(r[h])).join(","))].join("\n") + "\n");
  });
}
