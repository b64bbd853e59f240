import { SNIPER_SHIPPED_SCENARIOS } from "@tactica/rules-sniper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 21: lineOfSight on the map a Sniper! match plays is judged by Sniper!'s own rules, through the API. The
// expected rulings are read by hand off the placeholder rural board (packages/rules-sniper/src/scenarios/board.ts,
// printed ids CCRR = column, row from 01) in the Naples match's mixed terrain [37.6]:
//  - column 12, rows 03-05 are rough #2, which blocks a standing eye in mixed terrain (placeholder chart cell), so
//    1201 -> 1207 (a straight line down the column) is blocked at 1203;
//  - column 01 is clear from top to bottom, so 0101 -> 0120 is clear at range 19;
//  - column 09 has rough #1 at rows 06, 07, 10 and 11: it does not block a standing eye in mixed terrain, but a prone
//    eye does not see through rough terrain there [11.6], so 0901 -> 0912 is clear standing and blocked prone.
//
// On the urban placeholder board (same file, URBAN_STRIPS; streets elsewhere): building A covers 0407-0408 with a
// first floor (storey 1) whose south window is on 0408's south side; building C covers 0413-0414 with two floors, its
// roof at storey 2. From A's first floor at 0408, looking south down column 04 with his Sighting marker out:
//  - to 0411 (street) the line leaves through the window in front of him and crosses only street: clear, range
//    3 hexes + 1 level = 4 [11.8]; without a marker out the window blocks him [7.1, 7.3];
//  - to 0416 the line passes building C, whose roof (storey 2) is higher than both ends (1 and 0): blocked [7.5].
const scenario = SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === "sniper-patrol-naples-1943")!.document;
const urban = SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === "sniper-patrol-naples-1943-urban")!.document;
const LOS = `query($i: SightInput!) { lineOfSight(input: $i) { system clear range unit blockedBy { feature rule provenance { kind } } path { hex { ids } effect } reconstructed } }`;
type Los = { system: string; clear: boolean; range: number; unit: string; blockedBy: Array<{ feature: string; rule: string; provenance: { kind: string } | null }>; path: Array<{ hex: { ids: string[] }; effect: string }>; reconstructed: boolean };

let api: MatchApi;
let matchId = "";
let urbanId = "";
beforeAll(async () => {
  api = await startMatchApi();
  const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"sniper\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
  matchId = (made.body.data?.createMatch as { id: string }).id;
  const town = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"sniper\", scenario: $s }) { id } }", { s: urban }, { key: api.playKey });
  urbanId = (town.body.data?.createMatch as { id: string }).id;
});
afterAll(async () => {
  await api?.t.close();
});

async function line(from: string, to: string, posture = "standing", more: { matchId?: string; level?: number; options?: unknown } = {}): Promise<Los> {
  const r = await api.gql(LOS, { i: { rulesetId: "sniper", matchId: more.matchId ?? matchId, observer: { hexId: from, posture, level: more.level ?? 0 }, target: { hexId: to, posture: "standing" }, ...(more.options ? { options: more.options } : {}) } }, { key: api.readKey });
  expect(r.body.errors, r.raw).toBeUndefined();
  return (r.body.data as { lineOfSight: Los }).lineOfSight;
}

describe("Sniper! lineOfSight through the API (issue 21)", () => {
  it("sniper 7.3, 11.5: rough #2 blocks a standing line in mixed terrain, placed on the path with its placeholder cell; a clear column is clear", async () => {
    const blocked = await line("1201", "1207");
    expect(blocked).toMatchObject({ system: "sniper", clear: false, range: 6, unit: "hex", reconstructed: true });
    expect(blocked.blockedBy[0]).toMatchObject({ feature: "rough-2", provenance: { kind: "placeholder" } });
    expect(blocked.path.find((p) => p.effect === "block")?.hex.ids).toContain("1203");
    const clear = await line("0101", "0120");
    expect(clear).toMatchObject({ clear: true, range: 19 });
  });

  it("sniper 11.6: rough #1 does not block a standing eye in mixed terrain; a prone eye does not see through it", async () => {
    expect((await line("0901", "0912")).clear).toBe(true);
    const prone = await line("0901", "0912", "prone");
    expect(prone.clear).toBe(false);
    expect(prone.blockedBy[0]).toMatchObject({ feature: "rough-1", rule: "Sniper 11.6" });
  });

  it("sniper 7.5, 11.8: from a first-floor window of the urban board, a clear line over the street counts one more per level; a taller building between blocks", async () => {
    const up = { matchId: urbanId, level: 1, options: { markers: "out" } };
    const clear = await line("0408", "0411", "standing", up);
    expect(clear).toMatchObject({ clear: true, range: 4 });
    const behindWindow = await line("0408", "0411", "standing", { matchId: urbanId, level: 1 });
    expect(behindWindow.clear).toBe(false);
    expect(behindWindow.blockedBy[0]).toMatchObject({ feature: "window" });
    const past = await line("0408", "0416", "standing", up);
    expect(past.clear).toBe(false);
    expect(past.blockedBy[0]).toMatchObject({ feature: "building", rule: "Sniper 7.5" });
  });

  it("refuses a posture and a storey Sniper! has not there, with typed codes", async () => {
    const r = await api.gql(LOS, { i: { rulesetId: "sniper", matchId, observer: { hexId: "0101", posture: "crouch" }, target: { hexId: "0105", posture: "standing" } } }, { key: api.readKey });
    expect(r.body.errors?.[0]?.extensions?.code).toBe("los/bad_posture");
    const up = await api.gql(LOS, { i: { rulesetId: "sniper", matchId, observer: { hexId: "0101", posture: "standing", level: 1 }, target: { hexId: "0105", posture: "standing" } } }, { key: api.readKey });
    expect(up.body.errors?.[0]?.extensions?.code).toBe("los/bad_level");
  });
});
