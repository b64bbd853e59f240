import { describe, expect, it } from "vitest";
import { BLAST_DIE, DIE_COLOURS, PLACEHOLDER_DICE_FACES, PLACEHOLDER_GAUGE, THRESHOLDS, WEAPONS, parseDiceFaces, provenanceCounts, shiftDie, wwbTables } from "./index";

const shifted = (base: (typeof DIE_COLOURS)[number], by: number) => {
  const r = shiftDie(base, by);
  return r.ok ? r.colour : r.reason;
};

describe("wwb 2.0 Combat Dice ladder", () => {
  it("wwb 2.0: Red +1 selects Blue, Red -2 selects Green (the book's own example)", () => {
    expect(shifted("red", 1)).toBe("blue");
    expect(shifted("red", -2)).toBe("green");
  });
  it("wwb 2.0: the eleven shifts the text quotes hold on the reconstructed order", () => {
    expect([shifted("grey", -2), shifted("grey", 1), shifted("grey", 2), shifted("yellow", 2), shifted("yellow", -2), shifted("blue", 1), shifted("purple", -1), shifted("black", -1), shifted("blue", -1)])
      .toEqual(["white", "green", "yellow", "blue", "grey", "purple", "blue", "purple", "red"]);
  });
  it("wwb 8.5: below White there is no die; above Black clamps", () => {
    expect(shiftDie("white", -1)).toEqual({ ok: false, reason: "below_white" });
    expect(shiftDie("purple", 3)).toEqual({ ok: true, colour: "black", clamped: true });
    expect(shiftDie("purple", 3, "no_shift")).toEqual({ ok: true, colour: "purple", clamped: true });
  });
});

describe("wwb 2.0 placeholder faces", () => {
  const count = (c: (typeof DIE_COLOURS)[number], pred: (r: string) => boolean) => PLACEHOLDER_DICE_FACES.dice[c].filter((f) => pred(f.combat)).length;
  it("are named a placeholder, never the book's", () => {
    expect(PLACEHOLDER_DICE_FACES.provenance.kind).toBe("placeholder");
    expect(PLACEHOLDER_DICE_FACES.name).toMatch(/PLACEHOLDER/);
  });
  it("are monotone along the ladder (digest §6.0): kill+heavy faces never fewer, miss faces never more toward Black", () => {
    for (let i = 1; i < DIE_COLOURS.length; i++) {
      const [lo, hi] = [DIE_COLOURS[i - 1]!, DIE_COLOURS[i]!];
      expect(count(hi, (r) => r === "killed" || r === "heavy_wound")).toBeGreaterThanOrEqual(count(lo, (r) => r === "killed" || r === "heavy_wound"));
      expect(count(hi, (r) => r === "miss")).toBeLessThanOrEqual(count(lo, (r) => r === "miss"));
    }
  });
  it("respect the book's facts: Yellow shows suppressed/light/heavy, Grey miss and light, Red a skull, Blue numbers 1-6", () => {
    expect(count("yellow", (r) => r === "suppressed") * count("yellow", (r) => r === "light_wound") * count("yellow", (r) => r === "heavy_wound")).toBeGreaterThan(0);
    expect(count("grey", (r) => r === "miss") * count("grey", (r) => r === "light_wound")).toBeGreaterThan(0);
    expect(count("red", (r) => r === "killed")).toBeGreaterThan(0);
    expect(PLACEHOLDER_DICE_FACES.dice.blue.map((f) => f.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it("a supplied face set is validated and carries external provenance; a bad one is a typed refusal", () => {
    const dice = Object.fromEntries(DIE_COLOURS.map((c) => [c, PLACEHOLDER_DICE_FACES.dice[c]]));
    const ok = parseDiceFaces({ id: "real", name: "photographed", source: "photo of a physical set", dice });
    expect(ok.ok && ok.value.provenance).toEqual({ kind: "external", source: "photo of a physical set" });
    const bad = parseDiceFaces({ id: "x", name: "x", source: "s", dice: { ...dice, red: PLACEHOLDER_DICE_FACES.dice.purple } });
    expect(bad).toMatchObject({ ok: false, error: { code: "wwb/bad_dice_faces" } });
  });
});

describe("wwb tables", () => {
  it("wwb 2.0, 8.1: the M1 Garand's short band is the book's Yellow up to 3 MHx, its next die Blue, standing -1; the rest placeholders", () => {
    const g = WEAPONS.m1_garand!;
    expect([g.bands[0].die.value, g.bands[0].maxMhx.value, g.bands[1].die.value, g.stanceModifier.standing.value]).toEqual(["yellow", 3, "blue", -1]);
    expect([g.bands[0].die.provenance.kind, g.bands[1].die.provenance.kind, g.bands[1].maxMhx.provenance.kind]).toEqual(["book", "book", "placeholder"]);
  });
  it("wwb 8.5, 9.0, 10.0: marker thresholds as printed; the Broken value reconstructed, the defuse value a placeholder", () => {
    expect([THRESHOLDS.rallySuppressed.atLeast, THRESHOLDS.rallyShaken.die, THRESHOLDS.treatBleeding.atLeast, THRESHOLDS.treatLoc.atLeast, THRESHOLDS.satchelDestroys.atLeast, THRESHOLDS.artilleryCollapse.atLeast]).toEqual([5, "blue", 3, 4, 4, 5]);
    expect(THRESHOLDS.rallyBroken.provenance.kind).toBe("reconstructed");
    expect(THRESHOLDS.chargeDefuse.provenance.kind).toBe("placeholder");
    expect(BLAST_DIE).toEqual({ open: "black", light: "blue", hard: "white" });
  });
  it("wwb 9.0: the gauge holds the landmarks in order: -1, -2, bleeding, LOC last", () => {
    const b = PLACEHOLDER_GAUGE.boxes;
    expect(b[0]).toBe("start");
    expect(b.indexOf("-1")).toBeLessThan(b.indexOf("-2"));
    expect(b.indexOf("-2")).toBeLessThan(b.indexOf("bleeding"));
    expect(b[b.length - 1]).toBe("loc");
  });
  it("count every cell by provenance; the placeholder faces are 54 placeholder cells", () => {
    const counts = provenanceCounts();
    const faces = wwbTables().find((t) => t.id === "combat-dice-faces")!;
    expect(faces.cells.length).toBe(54);
    expect(counts.placeholder).toBeGreaterThanOrEqual(54);
    expect(counts.book).toBeGreaterThan(0);
    expect(counts.reconstructed).toBeGreaterThanOrEqual(9);
  });
});
