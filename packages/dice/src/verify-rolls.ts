import { createRollDeriver, createCommitment } from "./verifiable-dice";
import type { RollRecord, VerifiableDiceInput } from "./verifiable-dice";

/** One reason a published roll log fails verification. */
export type VerifyProblem =
  | { readonly code: "dice/bad_server_seed"; readonly message: string }
  | { readonly code: "dice/commitment_mismatch"; readonly expected: string; readonly published: string }
  | { readonly code: "dice/invalid_record"; readonly index: number; readonly message: string }
  | { readonly code: "dice/counter_gap"; readonly index: number; readonly expectedN: number; readonly n: number }
  | { readonly code: "dice/roll_mismatch"; readonly index: number; readonly n: number; readonly sides: number;
      readonly recorded: number; readonly expected: number };

/** Result of recomputing a match's rolls from the revealed server seed. */
export type VerifyReport = {
  readonly ok: boolean;
  readonly commitmentValid: boolean;
  /** Number of records whose face was recomputed. */
  readonly checked: number;
  readonly problems: readonly VerifyProblem[];
};

/**
 * Recompute every roll from the revealed seed and compare: the commitment must match, every record must be
 * well formed, counters must run consecutively from the first record's n, and every face must match.
 */
export function verifyRolls(p: VerifiableDiceInput & {
  readonly serverSeedHash: string;
  readonly rolls: readonly RollRecord[];
}): VerifyReport {
  let expectedHash: string;
  try {
    expectedHash = createCommitment(p.serverSeed).serverSeedHash;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, commitmentValid: false, checked: 0, problems: [{ code: "dice/bad_server_seed", message }] };
  }
  const problems: VerifyProblem[] = [];
  const commitmentValid = expectedHash === p.serverSeedHash.toLowerCase();
  if (!commitmentValid) problems.push({ code: "dice/commitment_mismatch", expected: expectedHash, published: p.serverSeedHash });
  const derive = createRollDeriver(p);
  let checked = 0;
  p.rolls.forEach((record, index) => {
    const invalid = describeInvalid(record);
    if (invalid) {
      problems.push({ code: "dice/invalid_record", index, message: invalid });
      return;
    }
    const first = p.rolls[0];
    const expectedN = (first?.n ?? 0) + index;
    if (record.n !== expectedN) problems.push({ code: "dice/counter_gap", index, expectedN, n: record.n });
    const expected = derive(record.n, record.sides);
    checked += 1;
    if (expected !== record.value) {
      problems.push({ code: "dice/roll_mismatch", index, n: record.n, sides: record.sides, recorded: record.value, expected });
    }
  });
  return { ok: problems.length === 0, commitmentValid, checked, problems };
}

function describeInvalid(r: RollRecord): string | undefined {
  if (!Number.isSafeInteger(r.n) || r.n < 0) return `n must be a safe integer >= 0, got ${r.n}`;
  if (!Number.isInteger(r.sides) || r.sides < 1 || r.sides > 2 ** 32) return `sides must be in 1..2^32, got ${r.sides}`;
  if (!Number.isInteger(r.value) || r.value < 1 || r.value > r.sides) return `value ${r.value} is not a face of a d${r.sides}`;
  return undefined;
}
