import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError, ruleError } from "../errors";
import { loadMatch, requireSeat, rulesetOf, stateOf } from "../matches/stored-match";
import { findModule, modulesOf } from "../rulesets";
import type { CommandOddsAnswer, CommandOddsPart } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";
import { FireModifier, OddsOutcomeRef } from "./odds";
import { ProvenanceRef } from "./provenance";

// The schema's descriptions name the command kinds the default modules explain (the schema is built once, at start).
const EXPLAINED_COMMANDS = [...new Set(defaultModules().flatMap((m) => m.odds.command?.commands ?? []))];

const CommandOddsInput = builder.inputType("CommandOddsInput", {
  fields: (t) => ({
    type: t.string({ required: true, description: `The command, as submitCommand takes it: ${EXPLAINED_COMMANDS.join(", ")}.` }),
    payload: t.field({ type: "JSON", required: false, description: "Its payload, exactly as submitCommand would send it." }),
  }),
});

const CommandOddsPartRef = builder.objectRef<CommandOddsPart>("CommandOddsPart").implement({
  description: "What the dice decide for one target: a soldier under a burst or blast, or where a round lands (\"hex <ID>\", \"vehicle <id>\").",
  fields: (t) => ({
    target: t.exposeString("target"),
    outcomes: t.field({ type: [OddsOutcomeRef], resolve: (p) => [...p.outcomes] }),
    modifiers: t.field({ type: [FireModifier], resolve: (p) => [...p.modifiers] }),
    details: t.field({ type: "JSON", description: "Hit number, shots, range, per-shot chance (kind-specific).", resolve: (p) => p.details }),
  }),
});

const CommandOddsRef = builder.objectRef<CommandOddsAnswer>("CommandOdds").implement({
  description: "Exact odds of one command the caller's seat could submit now, computed only from what that seat may see.",
  fields: (t) => ({
    command: t.exposeString("command"),
    seat: t.exposeString("seat"),
    parts: t.field({ type: [CommandOddsPartRef], resolve: (a) => [...a.parts] }),
    allBook: t.boolean({ description: "True when every number used is the rulebook's.", resolve: (a) => a.provenance.allBook }),
    weakestProvenance: t.string({ nullable: true, resolve: (a) => a.provenance.weakest ?? null }),
    provenanceText: t.string({ resolve: (a) => a.provenance.text }),
    provenance: t.field({ type: [ProvenanceRef], resolve: (a) => [...a.provenance.sources] }),
    notes: t.field({ type: ["String"], resolve: (a) => [...a.notes] }),
  }),
});

builder.queryField("commandOdds", (t) =>
  t.field({
    type: CommandOddsRef,
    description: `Exact odds of a fire-type command (${EXPLAINED_COMMANDS.join(", ")}) the caller's seat could submit now in a `
      + "stored match of a rule system with a command-odds explainer. Needs a seat token (spectators have no commands). Computed on the seat's own view: hidden things "
      + "(secret tunnels and the men in them, the other side's mines, orders, vehicle loading) never change the answer. A command "
      + "the rules would refuse is refused with the command's own code, message and rule.",
    args: { matchId: t.arg.id({ required: true }), command: t.arg({ type: CommandOddsInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(args.matchId));
      const seat = requireSeat(row, ctx.caller);
      if (row.status !== "active") throw apiError("match/not_active", "Odds are answered for commands of an active match.");
      const ruleset = rulesetOf(ctx.rulesets, row);
      // Each module explains its own commands (its odds.command); a ruleset without an explainer is refused.
      const explainer = findModule(ctx.rulesets, row.rulesetId)?.odds.command;
      if (!explainer) {
        throw apiError("odds/unknown_ruleset", `Command odds are served for ${modulesOf(ctx.rulesets).filter((m) => m.odds.command).map((m) => m.name).join(", ")} matches; this match plays ${ruleset.id}.`);
      }
      const answer = explainer.explain(ruleset, stateOf(row), { seat, type: args.command.type, payload: args.command.payload ?? {} });
      if (answer.ok) return answer.value;
      const e = answer.error;
      if (e.code === "odds/not_explained" || e.code === "odds/unknown_ruleset") throw apiError(e.code, e.message, e.rule ? { rule: e.rule } : {});
      throw ruleError(e.code, e.message, e.rule);
    },
  }),
);
