import { compileTable, createTableDocument } from "@tactica/table";
import { describe, expect, it } from "vitest";
import { placeTemplate, spotterRefusal } from "./index";

const IN = 254;
const pt = (id: string, x: number, y: number) => ({ id, footprint: { shape: "point" as const, x: x * IN, y: y * IN } });
const woods = { id: "w", kind: "woods", shape: { type: "polygon" as const, points: [[28 * IN, 28 * IN], [29 * IN, 28 * IN], [29 * IN, 29 * IN], [28 * IN, 29 * IN]] as [number, number][] }, movement: "terrain" as const, height: "tall" as const, top: 1000, bulletproof: false };

describe("placing a bombardment [Artillery › 3. Select Aiming Point] [digest 6.2]", () => {
  const table = compileTable({ ...createTableDocument({ id: "t", unit: "inch", preset: "6x4ft" }), pieces: [woods] });
  const base = { kind: "standard" as const, aim: { x: 30 * IN, y: 30 * IN }, firer: { x: 30 * IN, y: 10 * IN }, enemy: [pt("e1", 31, 31), pt("e2", 40, 40)] };
  it("the 6\" template centred on the aim: teams under it, terrain under it, Danger Close within 4\"", () => {
    const far = placeTemplate(table, { ...base, friendly: [pt("f", 30, 22)] });
    expect(far).toMatchObject({ ok: true, dangerClose: [], under: ["e1"], onTerrain: ["w"] });
    const near = placeTemplate(table, { ...base, friendly: [pt("f", 30, 24)] });
    expect(near).toMatchObject({ ok: false, dangerClose: ["f"] });
    expect(placeTemplate(table, { ...base, friendly: [pt("f", 30, 24)], smoke: true }).ok).toBe(true);
    expect(placeTemplate(table, { ...base, friendly: [pt("f", 30, 21)], aircraft: true }).ok).toBe(false);
  });
  it("who may spot: not a team that moved (aircraft may), and it must see the aim unless repeating", () => {
    expect(spotterRefusal({ role: "observer", seesAim: true })).toBeNull();
    expect(spotterRefusal({ role: "observer", seesAim: true, moved: true })?.code).toBe("spot/moved");
    expect(spotterRefusal({ role: "unit_aircraft", seesAim: true, moved: true, aircraft: true })).toBeNull();
    expect(spotterRefusal({ role: "observer", seesAim: false })?.code).toBe("spot/no_los");
    expect(spotterRefusal({ role: "observer", seesAim: false, repeat: true })).toBeNull();
    expect(spotterRefusal({ role: "other", seesAim: true })?.code).toBe("spot/not_a_spotter");
    expect(spotterRefusal({ role: "aop", seesAim: true, bombsOrRockets: true })?.code).toBe("spot/bombs_rockets");
  });
});
