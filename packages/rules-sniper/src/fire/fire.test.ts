import { describe, expect, it } from "vitest";
import { sniperLineOfSight } from "../sighting/index";
import { fixtureBoard } from "../terrain/test-board.fixture";
import { fireNumbers, fireTargetFromSight, resolveFire, sniperFireOdds } from "./index";
import type { FireSituation } from "./index";

const ok = (s: FireSituation) => {
  const n = fireNumbers(s);
  if (!n.ok) throw new Error(n.message);
  return n;
};

describe("sniper 12.6: firepower", () => {
  it("T2 [12.2, 12.5, 12.6, 14.1]: an AR at 14 hexes has firepower 30 (book); wounded and firing opportunity fire, 30/2 = 15, 15/2 = 7.5, rounded down to 7", () => {
    const healthy = ok({ weapon: "AR", range: 14, mode: "direct" });
    expect(healthy.firepower).toBe(30);
    expect(healthy.provenance[0]).toEqual({ kind: "book", section: "12.6" });
    const t2 = ok({ weapon: "AR", range: 14, mode: "opportunity", firerWounded: true });
    expect(t2.firepower).toBe(7);
    expect(t2.firepowerSteps.map((s) => s.value)).toEqual(["30", "15", "7.5", "7"]);
    expect(ok({ weapon: "AR", range: 14, mode: "opportunity", firerWounded: true, options: { "sniper/rounding": "each_step" } }).firepower).toBe(7);
    expect(ok({ weapon: "AR", range: 14, mode: "quick" }).firepower).toBe(15);
  });

  it("sniper 12.3: automatic fire at several hexes divides the firepower, rounding fractions up; a stack split rounds down [8.2, 12.6]", () => {
    expect(ok({ weapon: "AR", range: 14, targets: 4, split: "auto" }).firepower).toBe(8); // 30 / 4 = 7.5 -> 8
    expect(ok({ weapon: "AR", range: 14, targets: 4, split: "stack" }).firepower).toBe(7);
  });

  it("sniper 19.2: a grenade launcher within 14 hexes is a rifle shot of firepower 5; beyond, it fires a shell, not on this table", () => {
    expect(ok({ weapon: "GL", range: 14 })).toMatchObject({ firepower: 5, provenance: [{ kind: "book", section: "19.2" }, { kind: "book" }] });
    expect(fireNumbers({ weapon: "GL", range: 15 })).toMatchObject({ ok: false, code: "fire/explosive", rule: "Sniper 19.2" });
    expect(fireNumbers({ weapon: "AR", range: 0 })).toMatchObject({ ok: false, code: "fire/same_hex", rule: "Sniper 12.1" });
    expect(fireNumbers({ weapon: "RL", range: 3 })).toMatchObject({ ok: false, code: "fire/not_a_firearm" });
  });

  it("sniper 51.5: British soldiers add 2 to their firepower at all ranges", () => {
    expect(ok({ weapon: "AR", range: 14, british: true }).firepower).toBe(32);
    expect(ok({ weapon: "AR", range: 14, british: true, mode: "opportunity" }).firepower).toBe(16);
  });

  it("sniper 12.8: an assault rifle fires on the AR row in automatic mode, the SR row in semi-automatic", () => {
    expect(ok({ weapon: "AW", awMode: "AR", range: 14 }).firepower).toBe(30);
    expect(ok({ weapon: "AW", awMode: "SR", range: 14 }).firepowerSteps[0]!.what).toMatch(/^SR/);
  });
});

describe("sniper 12.6, 11.5, 11.8, 10.1: defence and column", () => {
  it("defence 1 (a vest 2 [33.2]), x4 moving, x6 evading; column = floor(firepower / defence): AR at 14 against a mover is column 7", () => {
    expect(ok({ weapon: "AR", range: 14 }).defence).toBe(1);
    const mover = ok({ weapon: "AR", range: 14, target: { moving: true } });
    expect(mover).toMatchObject({ defence: 4, column: 7 });
    expect(ok({ weapon: "AR", range: 14, target: { evading: true } })).toMatchObject({ defence: 6, column: 5 });
    expect(ok({ weapon: "AR", range: 14, target: { vest: true } })).toMatchObject({ defence: 2, column: 15 });
  });

  it("corner x2 standing, x4 prone; staircase x2 from another level; a target standing up under opportunity fire takes the prone multiple", () => {
    expect(ok({ weapon: "AR", range: 14, target: { corner: true } }).defence).toBe(2);
    expect(ok({ weapon: "AR", range: 14, target: { corner: true, posture: "prone" } }).defence).toBe(4);
    expect(ok({ weapon: "AR", range: 14, mode: "opportunity", target: { corner: true, standingUp: true } }).defence).toBe(4);
    expect(ok({ weapon: "AR", range: 14, target: { staircaseOtherLevel: true, moving: true } }).defence).toBe(8);
  });

  it("sniper 11.8: each terrain type counts once, different types multiply; the chart's multiples are placeholders and say so", () => {
    const once = ok({ weapon: "AR", range: 14, terrainMode: "mixed", target: { terrain: "rough-2", crossed: ["rough-2", "rough-2"] } });
    const both = ok({ weapon: "AR", range: 14, terrainMode: "mixed", target: { terrain: "rough-2", crossed: ["rough-1"] } });
    const r2 = once.defenceFactors.find((f) => f.what.startsWith("rough-2"))!;
    const r1 = both.defenceFactors.find((f) => f.what.startsWith("rough-1"))!;
    expect(once.defence).toBe(r2.multiple);
    expect(both.defence).toBe(r2.multiple * r1.multiple);
    expect(r2.provenance.kind).toBe("placeholder");
    const targetOnly = ok({ weapon: "AR", range: 14, terrainMode: "mixed", target: { terrain: "rough-2", crossed: ["rough-1"] }, options: { "sniper/crossed_terrain_cover": "target_only" } });
    expect(targetOnly.defence).toBe(r2.multiple);
  });
});

describe("sniper 12.6, 16.2: the roll and exact odds", () => {
  it("F adds 1 to the roll, (F) takes 1 off; resolveFire reads the table at dice + modifier", () => {
    const r = resolveFire({ weapon: "AR", range: 14, shooting: "F", target: { moving: true } }, 7);
    expect(r).toMatchObject({ ok: true, column: 7, dice: 7, roll: 8, resultProvenance: { kind: "placeholder" } });
    expect(resolveFire({ weapon: "AR", range: 14, shooting: "(F)" }, 7)).toMatchObject({ roll: 6 });
  });

  it("sniperFireOdds: the whole distribution over 2d6 on column 7 sums to 1, names every non-book cell, and an AR unloads 1/3 of the time", () => {
    const a = sniperFireOdds({ weapon: "AR", range: 14, target: { moving: true } });
    if (!a.ok && "code" in a) throw new Error(a.code);
    if (!("outcomes" in a)) throw new Error("no outcomes");
    // Column 7 of the placeholder table (severity roll + 7): 2 -> P1, 3 -> P2, 4-5 -> W, 6-7 -> I, 8-12 -> K.
    expect(a.outcomes).toEqual([
      { outcome: "P1", probability: "1/36" }, { outcome: "P2", probability: "1/18" }, { outcome: "W", probability: "7/36" },
      { outcome: "I", probability: "11/36" }, { outcome: "K", probability: "5/12" },
    ]);
    expect(a.ammunition).toEqual({ unloaded: "1/3" });
    expect(a.provenance.allBook).toBe(false);
    expect(a.nonBook.some((t) => t.includes("Fire Attack Results table is absent"))).toBe(true);
    expect(a.explanation.join("\n")).toMatch(/column floor\(30 \/ 4\) = 7/);
    const r = sniperFireOdds({ weapon: "R", range: 5 });
    expect("ammunition" in r && r.ammunition).toBeFalsy();
  });
});

describe("sniper 11.5, 11.8: the line of fire's cover becomes the target's multiples", () => {
  it("an R fired through an interior wall: the wall's multiple (placeholder) divides the column; range from the sighting answer", () => {
    const b = fixtureBoard({ cols: 8, rows: 6, buildings: [{ id: "I", hexes: [{ q: 4, r: 3 }, { q: 5, r: 3 }], levels: [{ storey: 0, sides: [{ hex: { q: 4, r: 3 }, dir: 2, type: "interior-wall" }] }, { storey: 1, roof: true }] }] });
    const sight = sniperLineOfSight(b, { hex: { q: 4, r: 3 } }, { hex: { q: 5, r: 3 } }, { purpose: { kind: "fire", weapon: "R" } });
    const target = fireTargetFromSight(sight);
    expect(target).toEqual({ interiorWall: true });
    const n = ok({ weapon: "R", range: sight.range, target });
    const wall = n.defenceFactors.find((f) => f.what === "through an interior wall")!;
    expect(wall.provenance.kind).toBe("placeholder");
    expect(n.defence).toBe(wall.multiple);
  });
});
