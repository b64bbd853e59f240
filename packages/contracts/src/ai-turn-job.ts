import { z } from "zod";

/** Bounds of an AI turn's thinking time: long enough to search, short enough that a job never hogs a worker. */
export const AI_TURN_BUDGET_MS = { min: 10, max: 60_000 } as const;

/** Most commands one AI turn may submit (a Firepower seat may play several Impulses in a row). */
export const AI_TURN_MAX_COMMANDS = 200;

/**
 * An AI turn (services/worker/src/processors/ai-turn.ts): the ruleset's bot plays `seat` of a stored match,
 * thinking at most `budgetMs`, and submits its commands as that seat through the shared command path.
 */
export const AiTurnPayloadSchema = z
  .object({
    matchId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "a match id"),
    seat: z.string().min(1).max(64),
    /** Wall time of the turn (deciding and storing); past it the bot answers with the best it has found. */
    budgetMs: z.number().int().min(AI_TURN_BUDGET_MS.min).max(AI_TURN_BUDGET_MS.max),
    /** The match's last event number when the turn was asked for: a turn asked for an older position is refused. */
    expectedEventNumber: z.number().int().min(0).optional(),
    /** Evaluations per decision (the bot's own unit; the ruleset's default when absent): a search can be made large. */
    maxEvaluations: z.number().int().min(0).max(10_000_000).optional(),
    /** Most commands this turn may submit. */
    maxCommands: z.number().int().min(1).max(AI_TURN_MAX_COMMANDS).optional(),
  })
  .strict();

/** Why an AI turn ended. */
export const AI_TURN_ENDINGS = ["waiting", "match_over", "max_commands", "interrupted", "superseded"] as const;

/**
 * What an AI turn did. Public to whoever holds the job id, so it names command types and event numbers only,
 * never a payload (a plot is secret); the seat reads its own commands through the match's events.
 */
export const AiTurnResultSchema = z.object({
  matchId: z.string(),
  seat: z.string(),
  /** The commands the turn stored, in order (including those stored by an earlier attempt of this job). */
  commands: z.array(z.object({ seq: z.number().int(), type: z.string() })),
  /**
   * waiting: the bot had nothing more to do; interrupted: another seat's command came in between; superseded: the
   * match had already moved past expectedEventNumber when the turn started (another seat acted first), so it stored nothing.
   */
  ended: z.enum(AI_TURN_ENDINGS),
  /** True when the deadline cut a search short (the bot answered with the best command found so far). */
  stoppedOnBudget: z.boolean(),
  /** Time the bot spent deciding in this attempt, in ms. */
  thinkingMs: z.number().int().min(0),
  /** Wall time of this attempt's turn, deciding and storing, in ms (the budget bounds this). */
  elapsedMs: z.number().int().min(0),
  /** The match's last event number when the turn ended. */
  lastEventNumber: z.number().int().min(0),
});
