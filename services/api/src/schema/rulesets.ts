import { builder } from "../builder";
import type { RulesetEntry } from "../deps";

const Ruleset = builder.objectRef<RulesetEntry>("Ruleset").implement({
  description: "A rule system the engine serves, at one version.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    version: t.exposeString("version"),
  }),
});

builder.queryField("rulesets", (t) =>
  t.field({
    type: [Ruleset],
    description: "The rule systems this server can rule on.",
    resolve: (_root, _args, ctx) => ctx.rulesets,
  }),
);
