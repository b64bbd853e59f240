import type { Command } from "./command";
import { isTurnCommandType } from "./command";
import { checkCommand } from "./check-command";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";
import type { Rejection } from "./rejection";

/** One problem of a command: the rejection, and where in the payload it sits (`[]`: the command as a whole). */
export interface CommandProblem extends Rejection {
  readonly path: readonly (string | number)[];
}

/** A dry run's answer: would `apply` accept the command, and if not, every problem found (none when ok). */
export interface DryRun {
  readonly ok: boolean;
  readonly problems: readonly CommandProblem[];
}

/**
 * Check a command as `apply` would, without applying it, and name every problem at once: each payload schema issue
 * with its path, else the ruleset's `checkAll` list (its own validator stops at the first), else the one rejection.
 * `ok` is exactly checkCommand's verdict, so a dry run never accepts what apply refuses, nor the reverse.
 */
export function dryRunCommand<G, T, Sc>(ruleset: Ruleset<G, T, Sc>, state: MatchState<G, T>, command: Command): DryRun {
  const checked = checkCommand(ruleset, state, command);
  if (checked.ok) return { ok: true, problems: [] };
  const first: CommandProblem = { ...checked.error, path: [] };
  if (first.code === "command/invalid_payload") return { ok: false, problems: payloadProblems(ruleset, command, first) };
  const all = ruleset.checkAll?.(state, command) ?? [];
  // The ruleset's list must hold the refusal checkCommand gave (the same checks); if not, that refusal comes first.
  const holds = all.some((p) => p.code === first.code && p.message === first.message);
  return { ok: false, problems: holds ? all : [first, ...all] };
}

function payloadProblems<G, T, Sc>(ruleset: Ruleset<G, T, Sc>, command: Command, first: CommandProblem): CommandProblem[] {
  const spec = isTurnCommandType(command.type) ? ruleset.turnModel.commands[command.type] : ruleset.commands[command.type];
  const parsed = spec?.schema.safeParse(command.payload);
  if (!spec || !parsed || parsed.success) return [first];
  return parsed.error.issues.map((issue) => ({ code: "command/invalid_payload", message: `${issue.path.length > 0 ? issue.path.join(".") : "payload"}: ${issue.message}`, rule: spec.rule, path: issue.path.map((k) => (typeof k === "number" ? k : String(k))) }));
}
