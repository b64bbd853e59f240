import { describe, expect, it } from "vitest";
import { compileMap, hexIdToHex, validateMapDocument } from "@tactica/map";
import { createSighting } from "@tactica/sighting";
import { createPlaceholderMap, toCompiledMap } from "../state/patrol-map";
import { patrolLosPolicy } from "../sighting/patrol-los-policy";
import { toPatrolHex } from "../sighting/test-map";
import { toGeneratedPatrolMap, toPatrolMapDocument, toPatrolMatchMap, toPatrolSightOptions } from "./match-map";

describe("the map a Patrol! match plays, as a map document", () => {
  it("is a valid document naming every hex of the board by its printed XXYY ID [2.2] at the hex the rules use", () => {
    const doc = toPatrolMapDocument(createPlaceholderMap(16, 15));
    const checked = validateMapDocument(doc);
    expect(checked.ok).toBe(true);
    expect(doc.id).toBe("patrol-placeholder-16x15");
    for (const id of ["0101", "1615", "0708", "1601", "0115"]) expect(hexIdToHex(doc, id)).toEqual(toPatrolHex(id));
    expect(hexIdToHex(doc, "1701")).toBeUndefined();
    expect(hexIdToHex(doc, "0116")).toBeUndefined();
  });

  it("judges every line from 0808 as the match's own compiled map does (terrain and slopes carried over)", () => {
    const spec = createPlaceholderMap(16, 15);
    const fromDoc = createSighting(patrolLosPolicy, compileMap(toPatrolMapDocument(spec)), { mode: "closed" });
    const fromGame = createSighting(patrolLosPolicy, toCompiledMap(spec), { mode: "closed" });
    if (!fromDoc.ok || !fromGame.ok) throw new Error("no sighting");
    const from = { hex: toPatrolHex("0808"), posture: "erect" };
    let blocked = 0, lines = 0;
    for (let c = 1; c <= 16; c++) {
      for (let r = 1; r <= 15; r++) {
        const to = { hex: toPatrolHex(`${String(c).padStart(2, "0")}${String(r).padStart(2, "0")}`), posture: "erect" };
        const a = fromDoc.value.check(from, to), b = fromGame.value.check(from, to);
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) continue;
        expect([a.value.clear, a.value.range, a.value.modifier]).toEqual([b.value.clear, b.value.range, b.value.modifier]);
        lines++;
        if (!a.value.clear) blocked++;
      }
    }
    expect(lines).toBe(240);
    // The sprinkle blocks some lines (so the comparison covers terrain, not only an empty board).
    expect(blocked).toBeGreaterThan(0);
  });

  it("generates a placeholder board by id within the scenario bounds (4..48 x 4..30) only", () => {
    expect(toGeneratedPatrolMap("patrol-placeholder-48x30")?.id).toBe("patrol-placeholder-48x30");
    expect(toGeneratedPatrolMap("patrol-placeholder-49x30")).toBeUndefined();
    expect(toGeneratedPatrolMap("patrol-placeholder-3x15")).toBeUndefined();
    expect(toGeneratedPatrolMap("patrol-sample-2-section")).toBeUndefined();
  });

  it("reads the board of a game, terrain only: the ground a placed pillbox cleared [9.62] shows, men do not", () => {
    const spec = createPlaceholderMap(16, 15);
    const [cleared] = Object.keys(spec.terrain);
    const game = { map: { ...spec, terrain: Object.fromEntries(Object.entries(spec.terrain).filter(([h]) => h !== cleared)) }, men: { a01: { hex: "0101" } } };
    const doc = toPatrolMatchMap(game);
    expect(doc?.boards?.[0]?.hexes?.find((h) => h.id === cleared)?.terrain).toBe("clear");
    expect(JSON.stringify(doc)).not.toContain("a01");
    expect(toPatrolMatchMap({ map: "not a board" })).toBeUndefined();
  });
});

describe("toPatrolSightOptions", () => {
  it("takes the game's terrain mode [9.1] and night [16.0], and nothing it does not know", () => {
    expect(toPatrolSightOptions({ mode: "closed" })).toEqual({ mode: "closed" });
    expect(toPatrolSightOptions({ mode: "mixed", night: { round: 1 } })).toEqual({ mode: "mixed", night: true });
    expect(toPatrolSightOptions({ mode: "swamp" })).toEqual({});
    expect(toPatrolSightOptions(null)).toEqual({});
  });
});
