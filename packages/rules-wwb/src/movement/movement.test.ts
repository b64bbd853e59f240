import { describe, expect, it } from "vitest";
import { fromColRow, hexKey, neighbor } from "../grids/index";
import { createCrossroadsBoard, toWwbGame, wwbScenarioSchema } from "../scenarios/index";
import type { Board, Soldier } from "../state/index";
import { checkMove, isStanceStep, stepCost } from "./movement";

const board = createCrossroadsBoard();
const game = toWwbGame(wwbScenarioSchema.parse({ teamsPerSide: 1 }));
const soldier = (patch: Partial<Soldier>): Soldier => ({ ...game.soldiers[0]!, ...patch });
const free = () => false;

describe("WWB 7.0 movement", () => {
  it("WWB 7.0: run 8, walk 4, stealth 3 Hx; the stance must fit the mode", () => {
    const at = fromColRow(11, 16);
    const path = (n: number) => Array.from({ length: n }, (_, i) => fromColRow(11, 16 - i - 1));
    const standing = soldier({ hex: at, stance: "standing" }), kneeling = soldier({ hex: at, stance: "kneeling" });
    expect(checkMove(board, standing, "walk", path(4), free, { woodsRun: true }).ok).toBe(true);
    expect(checkMove(board, standing, "walk", path(5), free, { woodsRun: true })).toMatchObject({ ok: false, code: "move/too_far" });
    expect(checkMove(board, standing, "run", path(8), free, { woodsRun: true }).ok).toBe(true);
    expect(checkMove(board, kneeling, "stealth", path(3), free, { woodsRun: true }).ok).toBe(true);
    expect(checkMove(board, kneeling, "stealth", path(4), free, { woodsRun: true })).toMatchObject({ ok: false, code: "move/too_far" });
    expect(checkMove(board, kneeling, "walk", path(1), free, { woodsRun: true })).toMatchObject({ ok: false, code: "move/wrong_stance" });
    expect(checkMove(board, standing, "stealth", path(1), free, { woodsRun: true })).toMatchObject({ ok: false, code: "move/wrong_stance" });
  });
  it("WWB 7.0 Climbing obstacles: +1 into or out of a red hex, none red to red; +1 over 1/2 CL, the whole move over 1 CL, never over 2", () => {
    const red: Board = { ...board, colours: { [hexKey({ q: 1, r: 0 })]: "red", [hexKey({ q: 2, r: 0 })]: "red" }, barriers: [
      { a: { q: 0, r: 5 }, b: { q: 0, r: 6 }, cover: 0.5, kind: "hedge" }, { a: { q: 1, r: 5 }, b: { q: 1, r: 6 }, cover: 1, kind: "brick wall" }, { a: { q: 2, r: 5 }, b: { q: 2, r: 6 }, cover: 2, kind: "high wall" },
    ] };
    expect(stepCost(red, { q: 0, r: 0 }, { q: 1, r: 0 })).toMatchObject({ ok: true, cost: 2 });
    expect(stepCost(red, { q: 1, r: 0 }, { q: 2, r: 0 })).toMatchObject({ ok: true, cost: 1 });
    expect(stepCost(red, { q: 0, r: 5 }, { q: 0, r: 6 })).toMatchObject({ ok: true, cost: 2, whole: false });
    expect(stepCost(red, { q: 1, r: 5 }, { q: 1, r: 6 })).toMatchObject({ ok: true, whole: true });
    expect(stepCost(red, { q: 2, r: 5 }, { q: 2, r: 6 })).toMatchObject({ ok: false, code: "move/barrier_too_high" });
    expect(stepCost(red, { q: 0, r: 0 }, { q: 0, r: 2 })).toMatchObject({ ok: false, code: "move/not_adjacent" });
  });
  it("WWB 4.0: one stance step is standing-kneeling or kneeling-prone either way", () => {
    expect(isStanceStep("standing", "kneeling")).toBe(true);
    expect(isStanceStep("prone", "kneeling")).toBe(true);
    expect(isStanceStep("prone", "standing")).toBe(false);
    expect(isStanceStep("standing", "prone")).toBe(false);
  });
  it("digest 13.3: a move may not end in a hex another soldier holds", () => {
    const s = soldier({ hex: fromColRow(13, 14), stance: "standing" });
    const to = neighbor(s.hex, 0);
    expect(checkMove(board, s, "walk", [to], (h) => h.q === to.q && h.r === to.r, { woodsRun: true })).toMatchObject({ ok: false, code: "move/occupied" });
  });
});
