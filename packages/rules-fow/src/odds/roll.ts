// Rolling N+ tests with dice as input [How It Works › Die Rolls; › Re-rolls; Targets Requiring 7 or More to Hit]:
// better than 2+ still fails on a 1; 7 = a 6 then 5+; 8 = a 6 then 6; 9+ cannot succeed; at most one re-roll, and a
// re-rolled 7/8 is again one combined roll. Dice order: every first die, then the further dice of the 6s in order,
// then each re-roll (its first die, then its further die on a 6).
import type { DiceSource, Reroll } from "@tactica/dice";
import type { FowScore } from "./fow-dice-odds";

/** One die's test: the faces that decided it (a further die after a 6 on 7/8) and whether it passed. */
export type DieTest = { readonly faces: readonly number[]; readonly pass: boolean };
/** One die after any re-roll: the first test, the re-roll's test if one was made, and the result that counts. */
export type DieResult = { readonly first: DieTest; readonly reroll?: DieTest; readonly pass: boolean };

function further(score: FowScore): number | undefined {
  return score === 7 ? 5 : score === 8 ? 6 : undefined;
}
function firstPass(score: FowScore, face: number): boolean | "further" {
  if (score === "auto") return true;
  if (score >= 9) return false;
  if (score >= 7) return face === 6 ? "further" : false;
  return face >= Math.max(2, score);
}

/** Rolls one combined test (the first die, and its further die on a 6 for 7/8). */
export function rollTest(score: FowScore, dice: DiceSource): DieTest {
  if (score === "auto") return { faces: [], pass: true };
  if (score >= 9) return { faces: [], pass: false };
  const f = dice.roll(6);
  const p = firstPass(score, f);
  if (p !== "further") return { faces: [f], pass: p };
  const g = dice.roll(6);
  return { faces: [f, g], pass: g >= further(score)! };
}

/**
 * Rolls `count` dice needing `score`, in the book's order, then the one re-roll of misses (or the forced re-roll of
 * successes). 'Auto' rolls nothing; 9+ cannot succeed and rolls nothing.
 */
export function rollTests(count: number, score: FowScore, dice: DiceSource, reroll: Reroll = "none"): { results: DieResult[]; passes: number } {
  if (score === "auto" || (typeof score === "number" && score >= 9)) {
    const pass = score === "auto";
    const results = Array.from({ length: count }, () => ({ first: { faces: [], pass }, pass }));
    return { results, passes: pass ? count : 0 };
  }
  const firsts = Array.from({ length: count }, () => dice.roll(6));
  const tests: DieTest[] = firsts.map((f) => ({ faces: [f], pass: firstPass(score, f) === true }));
  firsts.forEach((f, i) => {
    if (firstPass(score, f) === "further") {
      const g = dice.roll(6);
      tests[i] = { faces: [f, g], pass: g >= further(score)! };
    }
  });
  const results: DieResult[] = tests.map((t) => {
    const again = (reroll === "misses" && !t.pass) || (reroll === "hits" && t.pass);
    if (!again) return { first: t, pass: t.pass };
    const r = rollTest(score, dice);
    return { first: t, reroll: r, pass: r.pass };
  });
  return { results, passes: results.filter((r) => r.pass).length };
}
