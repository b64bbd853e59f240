import { verifyRolls } from "@tactica/dice";
import type { RollRecord, VerifyProblem } from "@tactica/dice";

/** What `verifyDice` found: `ok` when the commitment holds and every roll is the face the seeds give. */
export interface DiceVerdict {
  readonly ok: boolean;
  readonly rolls: number;
  readonly steps: number;
  readonly problems: readonly (VerifyProblem | { readonly code: "dice/not_revealed" | "dice/first_counter"; readonly message: string })[];
}

type ExportedRecord = {
  readonly dice?: { readonly serverSeed?: string | null; readonly serverSeedHash: string; readonly matchId: string; readonly playerSeeds: readonly string[]; readonly firstCounter?: number };
  readonly steps?: readonly { readonly rolls?: readonly RollRecord[] }[];
};

/**
 * Recomputes every roll of an `exportMatch` record (or the whole GraphQL answer) from its revealed server seed and
 * player seeds, with the dice package's own verifier (docs/api.md "Verifying the dice"; scripts/verify-dice.mjs is
 * the same derivation with node:crypto alone).
 */
export function verifyDice(exported: unknown): DiceVerdict {
  const record = ((exported as { data?: { exportMatch?: unknown } })?.data?.exportMatch ?? exported) as ExportedRecord;
  const dice = record?.dice;
  const steps = record?.steps ?? [];
  if (!dice || typeof dice.serverSeed !== "string") {
    return { ok: false, rolls: 0, steps: steps.length, problems: [{ code: "dice/not_revealed", message: "the record has no revealed server seed: export the match after its end" }] };
  }
  const rolls = steps.flatMap((s) => s.rolls ?? []);
  const report = verifyRolls({ serverSeed: dice.serverSeed, serverSeedHash: dice.serverSeedHash, matchId: dice.matchId, playerSeeds: dice.playerSeeds, rolls });
  const first = dice.firstCounter ?? 0;
  // verifyRolls checks that counters run on from the first roll; the record also says where they start.
  const start = rolls.length > 0 && rolls[0]!.n !== first
    ? [{ code: "dice/first_counter" as const, message: `the first roll has counter ${rolls[0]!.n}, the record starts at ${first}` }] : [];
  const problems = [...start, ...report.problems];
  return { ok: problems.length === 0, rolls: report.checked, steps: steps.length, problems };
}
