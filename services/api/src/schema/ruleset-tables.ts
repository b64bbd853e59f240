import { builder } from "../builder";
import { apiError } from "../errors";
import { tableExport } from "../tables-export/table-document";

builder.queryField("rulesetTables", (t) =>
  t.field({
    type: ["JSON"],
    description:
      "Every table the ruleset declares, each as { tableId, version, title, cellCount, provenance (cells per kind), document }: " +
      "`document` is an uploadable table override (mode \"replace\", every cell with inputs, value and provenance), so an " +
      "organiser can fill one in and send it back in a rulings pack. The same as files: GET /rulesets/<id>/tables/<table id>.json or .csv.",
    args: { rulesetId: t.arg.id({ required: true }) },
    resolve: (_r, { rulesetId }, ctx) => {
      const entry = ctx.rulesets.find((e) => e.id === String(rulesetId) && e.ruleset);
      if (!entry?.ruleset) throw apiError("match/unknown_ruleset", `No playable ruleset "${String(rulesetId)}".`);
      return (entry.ruleset.tables ?? []).map((table) => tableExport(entry, table));
    },
  }),
);
