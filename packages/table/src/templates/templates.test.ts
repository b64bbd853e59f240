import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTable } from "../compile";
import { IN, areaPiece, tableOf, teamAt } from "../table.fixture";
import { createSmokeScreen, createTemplate, dangerClose, rocketTemplateKind, teamsUnderTemplate, templateCoversSmoke, templateCoversTerrain } from ".";

describe("FoW 6.2 step 3: the 6\"/15cm template, sides pointing towards the Bombarding Unit (RULING-10)", () => {
  it("is 6\" square in inch games and 15 cm in cm games", () => {
    expect(createTemplate("standard", { x: 0, y: 0 }, { x: -100, y: 0 }, "inch").footprint).toMatchObject({ w: 6 * IN, h: 6 * IN });
    expect(createTemplate("standard", { x: 0, y: 0 }, { x: -100, y: 0 }, "cm").footprint).toMatchObject({ w: 1500, h: 1500 });
  });
  it("turns with the line from the firing unit: a team 3.9\" along the axis from the aim point is under it only when aimed along that axis", () => {
    // A 0.2" base 3.9" from the aim point along the 45-degree diagonal: (2.76", 2.76") off it, inside an axis-aligned
    // template's 3" half side, but 3.9" along a turned template's axis, beyond its 3" half depth.
    const d = 3.9 / Math.SQRT2;
    const team = [teamAt("x", "b", "infantry", 30 + d, 30 + d, 0.2)];
    const turned = createTemplate("standard", { x: 30 * IN, y: 30 * IN }, { x: 0, y: 0 }, "inch");
    const straight = createTemplate("standard", { x: 30 * IN, y: 30 * IN }, { x: 0, y: 30 * IN }, "inch");
    expect(teamsUnderTemplate(straight, team)).toEqual(["x"]);
    expect(teamsUnderTemplate(turned, team)).toEqual([]);
  });
});

describe("B23 / FoW 6.4 Rocket Launchers: double width 6\"x12\", Devastating 12\" square", () => {
  it("counts as two: double width; four: devastating; six: devastating (RULING-12)", () => {
    expect([1, 2, 3, 4, 6].map(rocketTemplateKind)).toEqual(["standard", "double-width", "double-width", "devastating", "devastating"]);
  });
  it("double width is 6\" deep along the axis and 12\" across; 15 x 30 cm in cm games", () => {
    const firer = { x: 0, y: 30 * IN }, aim = { x: 30 * IN, y: 30 * IN };
    const dw = createTemplate("double-width", aim, firer, "inch");
    expect(dw.footprint).toMatchObject({ w: 6 * IN, h: 12 * IN, angle: 0 });
    // 5" to the side of the aim point: under the double width, not under the standard template.
    const side = [teamAt("s", "b", "infantry", 30, 35, 0.2)], deep = [teamAt("d", "b", "infantry", 35, 30, 0.2)];
    expect(teamsUnderTemplate(dw, side)).toEqual(["s"]);
    expect(teamsUnderTemplate(createTemplate("standard", aim, firer, "inch"), side)).toEqual([]);
    expect(teamsUnderTemplate(dw, deep)).toEqual([]);
    expect(teamsUnderTemplate(createTemplate("devastating", aim, firer, "inch"), [...side, ...deep]).sort()).toEqual(["d", "s"]);
    expect(createTemplate("double-width", aim, firer, "cm").footprint).toMatchObject({ w: 1500, h: 3000 });
  });
});

describe("FoW 6.2 step 5: +1 to Range In if the template covers Short or Tall terrain or a Smoke Screen", () => {
  const t = compileTable(tableOf([
    areaPiece("w", "woods", [33.5, 28, 36, 32], { height: "tall" }),
    areaPiece("r", "road", [20, 27, 40, 27.5], { height: "flat", movement: "road" }),
    areaPiece("c", "crop-field", [20, 40, 26, 44], { height: "short" }),
  ]));
  it("finds the woods touching the template's edge, ignores flat roads and distant crops", () => {
    const tpl = createTemplate("standard", { x: 30.5 * IN, y: 30 * IN }, { x: 0, y: 30 * IN }, "inch");
    expect(templateCoversTerrain(t, tpl)).toEqual(["w"]);
    expect(templateCoversTerrain(t, createTemplate("standard", { x: 30 * IN, y: 30 * IN }, { x: 0, y: 30 * IN }, "inch"))).toEqual([]);
  });
  it("smoke screen markers under the template count", () => {
    const tpl = createTemplate("standard", { x: 30 * IN, y: 30 * IN }, { x: 0, y: 30 * IN }, "inch");
    expect(templateCoversSmoke(tpl, createSmokeScreen("s", { x: 33.5 * IN, y: 20 * IN }, 90, 1, "inch").markers)).toBe(false);
    expect(templateCoversSmoke(tpl, createSmokeScreen("s", { x: 33.5 * IN, y: 20 * IN }, 90, 3, "inch").markers)).toBe(true);
  });
});

describe("FoW 6.2 step 3: Danger Close", () => {
  it("a friendly team within 4\" of the template forbids it; aircraft templates use 8\"", () => {
    const tpl = createTemplate("standard", { x: 30 * IN, y: 30 * IN }, { x: 0, y: 30 * IN }, "inch");
    // Template edge at x = 33; a 1" base at 37.5 has its edge at 37: 4" exactly (within).
    const f = [teamAt("f", "a", "infantry", 37.5, 30, 1), teamAt("g", "a", "infantry", 38, 30, 1)];
    expect(dangerClose(tpl, f, "inch")).toEqual(["f"]);
    expect(dangerClose(tpl, f, "inch", { aircraft: true })).toEqual(["f", "g"]);
  });
});

describe("B8: Smoke Screens are 4\"/10cm long per weapon firing", () => {
  it("2 guns: 8\"/20cm; 5 guns: 20\"/50cm, as a chain of 2\"/5cm markers from the aiming point", () => {
    expect(createSmokeScreen("s", { x: 0, y: 0 }, 0, 2, "inch").length).toBe(8 * IN);
    expect(createSmokeScreen("s", { x: 0, y: 0 }, 0, 2, "cm").length).toBe(2000);
    expect(createSmokeScreen("s", { x: 0, y: 0 }, 0, 5, "inch").length).toBe(20 * IN);
    const cm = createSmokeScreen("s", { x: 0, y: 0 }, 0, 5, "cm");
    expect(cm.length).toBe(5000);
    expect(cm.markers).toHaveLength(10);
    expect(cm.markers[0]).toEqual({ x: 250, y: 0, r: 250 });
    expect(cm.markers[9]!.x + cm.markers[9]!.r).toBeCloseTo(5000, 9);
  });
});

describe("template coverage is exact on squares (property)", () => {
  it("an axis-aligned template and square bases: under it iff the closed intervals overlap on both axes", () => {
    const base = fc.record({ x: fc.integer({ min: -3000, max: 3000 }), y: fc.integer({ min: -3000, max: 3000 }), s: fc.integer({ min: 1, max: 600 }) });
    fc.assert(fc.property(fc.array(base, { minLength: 1, maxLength: 20 }), fc.constantFrom("inch", "cm"), (bases, unit) => {
      const tpl = createTemplate("standard", { x: 0, y: 0 }, { x: -10_000, y: 0 }, unit as "inch" | "cm");
      const half = tpl.footprint.w / 2;
      const teams = bases.map((b, i) => ({ id: String(i), footprint: { shape: "rect" as const, x: b.x, y: b.y, w: 2 * b.s, h: 2 * b.s, angle: 0 } }));
      const expected = bases.flatMap((b, i) => (Math.abs(b.x) <= half + b.s && Math.abs(b.y) <= half + b.s ? [String(i)] : []));
      expect(teamsUnderTemplate(tpl, teams)).toEqual(expected);
    }), { seed: 23, numRuns: 300 });
  }, 30_000);
});
