// An organiser's rulings pack replaces a placeholder chart (digest §12): play and the odds read the pack's cells,
// and the answers name the pack as the cells' source.
import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperCommandOdds } from "../module/index";
import { sniperRuleset } from "../ruleset";
import type { Hex, SniperGame, SniperState, Soldier } from "../state/index";
import { fromColRow, NO_MARKERS } from "../state/index";
import { FIRE_COLUMNS, fireResultsTable } from "../tables/index";

const at = (col: number, row: number): Hex => fromColRow(col, row);
const scenario = { situation: "patrol", ob: "naples-1943", entry: { alpha: 2, bravo: 2 }, turns: 3 };
const SOURCE = "Club Sniper! rulings 2026, Fire Attack Results chart";
// Every cell of the organiser's chart reads K: whatever the shot, the pack's answer is unmistakable.
const cells = [];
for (let column = FIRE_COLUMNS.min; column <= FIRE_COLUMNS.max; column++) for (let roll = 2; roll <= 12; roll++) cells.push({ inputs: { column, roll }, value: "K" });
const pack = createRulingsPack({ id: "club-2026", ruleset: "sniper", tables: { [fireResultsTable.id]: { tableId: fireResultsTable.id, version: fireResultsTable.version, source: SOURCE, mode: "replace", cells } } });

function man(id: string, patch: Partial<Soldier>): Soldier {
  return {
    id, side: id.startsWith("a") ? "alpha" : "bravo", weapon: "BR", activation: 1, panic: 3, hex: { q: 0, r: 0 }, facing: 3, posture: "standing", level: 0,
    health: "healthy", stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false, ...patch,
  };
}
const c = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });
function step(state: SniperState, cmd: Command, faces: number[] = []): SniperState {
  const r = apply(sniperRuleset, state, cmd, createFixedDice(faces));
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
  return r.state as SniperState;
}
/** Alpha's a01 (column 7 row 3, facing south) has b01 (row 8, clear column) in his sight, under marker 6. */
function duel(withPack: boolean): SniperState {
  const made = createMatch(sniperRuleset, { scenario, ...(withPack ? { rulings: pack } : {}) });
  if (!made.ok) throw new Error(made.error.message);
  let s = { ...made.state, game: { ...(made.state.game as SniperGame), soldiers: [man("a01", { hex: at(7, 3) }), man("b01", { hex: at(7, 8), facing: 0 })] } } as SniperState;
  s = step(s, c("alpha", "turn/roll_observation"), [5, 2]);
  s = step(s, c("alpha", "turn/end_placement"));
  s = step(s, c("bravo", "turn/end_placement"));
  return step(s, c("alpha", "turn/draw_activation"), [6]);
}
const FIRE = c("alpha", "fire", { soldier: "a01", target: "b01" });

describe("Sniper! rulings packs replace the placeholder charts", () => {
  it("sniper 12.6 (digest §12 M1): with the organiser's Fire Attack Results chart a shot reads its cell and names the pack as its source", () => {
    const r = apply(sniperRuleset, duel(true), FIRE, createFixedDice([1, 1]));
    if (!r.ok) throw new Error(r.error.code);
    const fired = r.events.find((e) => e.type === "sniper/fired")!.data as { result: string; sources: Array<{ kind: string; source?: string }> };
    expect(fired.result).toBe("K");
    expect(fired.sources).toContainEqual({ kind: "external", source: SOURCE });
    expect((r.state as SniperState).game.soldiers.find((x) => x.id === "b01")!.health).toBe("kia");
    // Without the pack the same shot reads the built-in placeholder cell, and says so.
    const plain = apply(sniperRuleset, duel(false), FIRE, createFixedDice([1, 1]));
    if (!plain.ok) throw new Error(plain.error.code);
    const p = plain.events.find((e) => e.type === "sniper/fired")!.data as { sources: Array<{ kind: string }> };
    expect(p.sources.map((x) => x.kind)).not.toContain("external");
    expect(p.sources.map((x) => x.kind)).toContain("placeholder");
  });

  it("sniper 12.6 (digest §12 M1): the command odds of that shot come from the pack's chart: K for certain, sourced to the pack", () => {
    const s = duel(true);
    const odds = sniperCommandOdds.explain(sniperRuleset as never, s as never, { type: "fire", seat: "alpha", payload: { soldier: "a01", target: "b01" } });
    if (!odds.ok) throw new Error(odds.error.message);
    const part = odds.value.parts[0]!;
    expect(part.outcomes).toEqual([expect.objectContaining({ outcome: "K", probability: "1" })]);
    expect(JSON.stringify(odds.value.provenance)).toContain(SOURCE);
  });
});
