import { fromOffset } from "@tactica/hex";
import type { HexMarker, HexRecord, MapDocument } from "@tactica/map";
import { compileMap } from "@tactica/map";
import type { Viewpoint } from "@tactica/sighting";
import { checkLineOfSight } from "@tactica/sighting";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { parseForce } from "../scenarios/parse-force";
import { patrolScenarioSchema } from "../scenarios/scenario-schema";
import { createPatrolJudge } from "../sighting/create-patrol-judge";
import { PATROL_TERRAIN_LOS } from "../sighting/patrol-terrain";
import { PATROL_TEST_LAYOUT, toPatrolHex } from "../sighting/test-map";
import { PATROL_CATALOGUE } from "./catalogue";

const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

/** Column 23, rows 19-24, all clear but 2321 (terrain, markers) and, when asked, a feature between 2321 and 2322. */
function column(middle: { terrain?: string; markers?: HexMarker[] }, slopeFeature?: string): MapDocument {
  const hexes: HexRecord[] = [19, 20, 21, 22, 23, 24].map((row) => ({
    hex: fromOffset({ col: 23, row }, PATROL_TEST_LAYOUT), terrain: "clear", ...(row === 21 ? middle : {}),
  }));
  const hexsides = slopeFeature ? [{ hex: toPatrolHex("2321"), dir: 3, features: [{ type: slopeFeature as "slope" }] }] : [];
  return { schemaVersion: 2, id: "catalogue-test", provenance: "placeholder", orientation: "flat", hexes, hexsides };
}

/** Does an erect man in 2320 see one in 2323, in CLOSED mode by day? */
function sees(doc: MapDocument): boolean {
  const judge = createPatrolJudge(compileMap(doc), { mode: "closed" });
  if (!judge.ok) throw new Error(judge.error.message);
  const man = (id: string): Viewpoint => ({ hex: toPatrolHex(id), posture: "erect" });
  const r = checkLineOfSight(judge.value, man("2320"), man("2323"));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.clear;
}

describe("Patrol! editor catalogue", () => {
  it("lists the Terrain Effects Chart's hex rows [9.1, 9.81]", () => {
    expect(ids(PATROL_CATALOGUE.terrain).sort()).toEqual(Object.keys(PATROL_TERRAIN_LOS).sort());
  });

  it("every terrain id compiles and is read by the LOS judge: Rough #2 blocks an erect man in CLOSED mode, clear and Rough #1 do not [9.83]", () => {
    const seen = Object.fromEntries(PATROL_CATALOGUE.terrain.map((t) => [t.id, sees(column({ terrain: t.id }))]));
    expect(seen).toEqual({ clear: true, "rough-1": true, "rough-2": false });
  });

  it("its hexside feature (slope) blocks, as 9.85 says; the map's other feature types are not offered", () => {
    expect(ids(PATROL_CATALOGUE.hexsideFeatures)).toEqual(["slope"]);
    for (const f of PATROL_CATALOGUE.hexsideFeatures) expect(sees(column({}, f.id))).toBe(false);
    expect(sees(column({}, "hedge"))).toBe(true);
  });

  it("every marker it lists is read by the LOS judge (smoke blocks sight, 9.84, 11.54)", () => {
    for (const m of PATROL_CATALOGUE.markers) expect(sees(column({ markers: [{ type: m.id as HexMarker["type"] }] }))).toBe(false);
    expect(sees(column({ markers: [{ type: "rubble" }] }))).toBe(true);
  });

  it("unit types are force tokens the OB parser takes; men deploy, equipment does not [27.0]", () => {
    for (const u of PATROL_CATALOGUE.unitTypes) {
      const parsed = parseForce(`2${u.id}`);
      if (!parsed.ok) throw new Error(`${u.id}: ${parsed.error.token}`);
      expect(parsed.force.men.reduce((s, m) => s + m.count, 0), u.id).toBe(2 * u.men);
    }
    expect(parseForce("2XX").ok).toBe(false);
  });

  it("sides are the scenario's force seats, the situation choices the schema's [26.3, 26.5-26.9]", () => {
    expect(ids(PATROL_CATALOGUE.sides)).toEqual(Object.keys(patrolScenarioSchema.shape.forces.unwrap().shape));
    const situation = PATROL_CATALOGUE.scenarioFields.find((f) => f.name === "situation")!;
    for (const c of situation.choices ?? []) expect(patrolScenarioSchema.safeParse({ ob: "27.11", situation: c.id }).success, c.id).toBe(true);
    expect(patrolScenarioSchema.safeParse({ ob: "27.11", situation: "siege" }).success).toBe(false);
  });

  it("the scenario format's board bounds are the schema's, and its deploy ids are XXYY hexes [26.1, 29.24]", () => {
    const f = PATROL_CATALOGUE.scenarioFormat;
    if (f?.kind !== "order-of-battle") throw new Error("Patrol! writes orders of battle");
    const withBoard = (cols: number, rows: number) => patrolScenarioSchema.safeParse({ ob: "27.11", situation: "patrol", board: { cols, rows } }).success;
    expect(withBoard(f.board.maxCols, f.board.maxRows)).toBe(true);
    expect(withBoard(f.board.minCols, f.board.minRows)).toBe(true);
    expect(withBoard(f.board.maxCols + 1, f.board.maxRows)).toBe(false);
    expect(withBoard(f.board.maxCols, f.board.maxRows + 1)).toBe(false);
    expect(withBoard(f.board.minCols - 1, f.board.minRows)).toBe(false);
    const hex = "1".repeat(f.hexIds.columnDigits) + "2".repeat(f.hexIds.rowDigits);
    expect(patrolScenarioSchema.safeParse({ ob: "27.11", situation: "patrol", deploy: { [`a${"1".padStart(f.manDigits, "0")}`]: { hex } } }).success).toBe(true);
  });

  it("options are the ruleset's options, with their readings and defaults", () => {
    expect(ids(PATROL_CATALOGUE.options)).toEqual(patrolRuleset.options.map((o) => o.id));
    for (const o of PATROL_CATALOGUE.options) {
      const def = patrolRuleset.options.find((d) => d.id === o.id)!;
      expect(ids(o.values)).toEqual(Object.keys(def.choices));
      expect(o.default).toBe(def.default);
    }
  });
});
