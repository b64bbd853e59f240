import { dryRunCommand } from "@tactica/engine";
import type { CommandProblem, DryRun } from "@tactica/engine";
import { requireScope } from "../auth/require-scope";
import { builder } from "../builder";
import { apiError } from "../errors";
import { loadMatch, requireSeat, rulesetOf, stateOf } from "../matches/stored-match";

const CommandProblemRef = builder.objectRef<CommandProblem>("CommandProblem").implement({
  description: "One problem of a command: the rule-level code, message and rule submitCommand would answer, and where it sits in the payload.",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.exposeString("message"),
    rule: t.exposeString("rule", { description: 'The rule section cited ("" when the refusal is the framework\'s own).' }),
    path: t.stringList({ description: 'Where in the payload, outermost first (list indexes as numerals); [] for the command as a whole.', resolve: (p) => p.path.map(String) }),
  }),
});

const CommandCheckRef = builder.objectRef<DryRun>("CommandCheck").implement({
  description: "A dry run of a command: whether submitCommand would accept it now, and if not every problem found at once.",
  fields: (t) => ({
    ok: t.exposeBoolean("ok", { description: "Exactly submitCommand's verdict on the match as it stands (nothing is stored)." }),
    problems: t.field({ type: [CommandProblemRef], resolve: (d) => [...d.problems] }),
  }),
});

builder.queryField("checkCommand", (t) =>
  t.field({
    type: CommandCheckRef,
    description: "Dry run of a command for the caller's seat (X-Seat-Token): the checks submitCommand makes, on the stored match, "
      + "without storing anything. Where submitCommand answers the first refusal, this lists every problem at once: each payload "
      + "schema issue with its path, and for rulesets that list them (their checkAll hook: a whole plot, every man and step) every "
      + "rule problem with its code, rule and path. Needs a seat token (spectators have no commands).",
    args: { matchId: t.arg.id({ required: true }), type: t.arg.string({ required: true }), payload: t.arg({ type: "JSON", required: false }) },
    resolve: async (_r, args, ctx) => {
      requireScope(ctx, "read");
      const row = await loadMatch(ctx.db, String(args.matchId));
      const seat = requireSeat(row, ctx.caller);
      if (row.status !== "active") throw apiError("match/not_active", "Commands are checked against an active match.");
      return dryRunCommand(rulesetOf(ctx.rulesets, row), stateOf(row), { type: args.type, seat, payload: args.payload ?? {} });
    },
  }),
);
