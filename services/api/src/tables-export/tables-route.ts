import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { listRulesets } from "../rulesets";
import { tableCsv, tableExport } from "./table-document";

/**
 * GET /rulesets/:rulesetId/tables: the tables a ruleset declares, each with links to its files;
 * GET /rulesets/:rulesetId/tables/<table id>.json or .csv: one table with the provenance of every cell. Public, like
 * the `rulesets` query.
 */
export function installTablesRoute(app: FastifyInstance, deps: Pick<AppDeps, "modules" | "rulesets">): void {
  const entries = listRulesets(deps.modules ?? [], deps.rulesets);
  const find = (id: string) => entries.find((e) => e.id === id && e.ruleset);
  app.get<{ Params: { rulesetId: string } }>("/rulesets/:rulesetId/tables", async (request, reply) => {
    const entry = find(request.params.rulesetId);
    if (!entry?.ruleset) return reply.code(404).send({ error: "match/unknown_ruleset", message: `no ruleset ${request.params.rulesetId}` });
    const base = `/rulesets/${entry.id}/tables`;
    return {
      rulesetId: entry.id,
      version: entry.version,
      tables: (entry.ruleset.tables ?? []).map((t) => {
        const { document: _d, ...summary } = tableExport(entry, t);
        return { ...summary, json: `${base}/${t.id}.json`, csv: `${base}/${t.id}.csv` };
      }),
    };
  });
  app.get<{ Params: { rulesetId: string; "*": string } }>("/rulesets/:rulesetId/tables/*", async (request, reply) => {
    const entry = find(request.params.rulesetId);
    const file = /^(.+)\.(json|csv)$/.exec(request.params["*"]);
    const table = file ? entry?.ruleset?.tables?.find((t) => t.id === file[1]) : undefined;
    if (!entry || !file || !table) return reply.code(404).send({ error: "table/unknown", message: `no table file ${request.params["*"]} in ruleset ${request.params.rulesetId} (<table id>.json or .csv)` });
    const { document } = tableExport(entry, table);
    const name = `${table.id.replace(/[^A-Za-z0-9_.-]+/g, "_")}.${file[2]}`;
    reply.header("content-disposition", `attachment; filename="${name}"`);
    if (file[2] === "csv") return reply.type("text/csv; charset=utf-8").send(tableCsv(document));
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(document, null, 2));
  });
}
