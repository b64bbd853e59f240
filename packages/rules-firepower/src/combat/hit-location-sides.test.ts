import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { stand, variant, withSoldier } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { orderSides } from "./hit-location-sides";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import type { FirepowerState } from "../state/types";

type Roll = { soldier: string; total: number };
type Hit = Record<string, unknown>;
const prone = (id: string, hex: string, facing: number, extra: Partial<SoldierSpec> = {}) => stand(id, hex, facing, { posture: "prone", ...extra });

/** A roadblock (3 high) on the hexside between 4G5 (the impact hex; map direction 0 is 4G4) and 4G4; B1 in 4G5, B2 beyond in 4G4. */
function divided(a: SoldierSpec[], b: SoldierSpec[] = [prone("B1", "4G5", 1), prone("B2", "4G4", 4)], extra: object = {}): FirepowerState {
  return impulseAt(startUnderground(undergroundScenario(a, b, { roadblocks: [{ hex: "4G5", sides: [1] }], ...extra })), "A", a[0]!.hex);
}

/** The command's blast event: its 12.7.1 side roll, 12.7.2 works roll and who rolled against the blast with what total. */
function burst(s: FirepowerState, type: string, payload: object, faces: number[], blastType = "grenade/blast") {
  const r = tryCommand(s, { type, seat: "A", payload }, faces);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  const data = r.events.find((e) => e.type === blastType)?.data as { sideHit?: Hit; worksHit?: Hit; rolls: Roll[] };
  return { side: data.sideHit, works: data.worksHit, rolled: data.rolls.map((x) => x.soldier).sort(), total: (id: string) => data.rolls.find((x) => x.soldier === id)?.total };
}

const thrower = stand("A1", "4E6", 2); // 2 hexes from 4G5: -2

/** The authored map with a fence 0 high on the same hexside (4G5 to 4G4), which the blast's line clears. */
function fenced(): ReturnType<typeof variant> {
  const h = boardOf(startUnderground(undergroundScenario([thrower], [prone("B1", "4G5", 1)])).game).hexOf("4G5")!;
  return variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: h, dir: 0, features: [{ type: "fence", height: 0 }] }] }));
}
/** The fenced map with a trench in 4G5 holding B1 (a roadblock and a trench cannot share a hex, 8.8). */
function fencedTrench(a: SoldierSpec[]): FirepowerState {
  const s = startUnderground(undergroundScenario(a, [prone("B1", "4G5", 1), prone("B2", "4G4", 4)], { works: [{ hex: "4G5", type: "trench" }] }, fenced()));
  return withSoldier(impulseAt(s, "A", a[0]!.hex), "B1", { inWorks: true });
}
const at4G5 = (extra: object = {}) => ({ soldier: "A1", hex: "4G5", ...extra });
const TENS = [10, 10, 10, 10, 10];

describe("hit location on the sides of a divided hex (firepower 12.7.1, 12.7.4, 12.7.5)", () => {
  it("firepower 12.7.1: a grenade bursting in a hex with a roadblock on a hexside rolls which side it lands on (-2 at range 2, placeholder table); on the hex's own side the men beyond are shut out, beyond it the hex's own men are", () => {
    const s = divided([thrower]);
    // The throw hits (1), then the side roll, then the blast rolls.
    const own = burst(s, "throw_grenade", at4G5(), [1, 7, ...TENS]);
    expect(own.side).toMatchObject({ roll: 7, modifier: -2, modified: 5, upTo: [5], side: 1, beyond: null, sign: "-", provenance: "placeholder", table: "firepower/hit_location_sides", rule: "Firepower 12.7.1, 12.7.5" });
    expect(own.side?.sides).toEqual([{ side: 1, hex: "4G5" }, { side: 2, hex: "4G4", hexside: 0 }]);
    expect(own.rolled).toEqual(["A1", "B1"]);
    const beyond = burst(s, "throw_grenade", at4G5(), [1, 8, ...TENS]);
    expect(beyond.side).toMatchObject({ roll: 8, modified: 6, side: 2, beyond: 0 });
    expect(beyond.rolled).toEqual(["A1", "B2"]);
  });

  it("firepower 12.7.1, 12.2.3: a burst beyond a fence the blast's line clears gives the impact hex's men the fence's cover and takes it from the men beyond", () => {
    const s = impulseAt(startUnderground(undergroundScenario([thrower], [stand("B1", "4G5", 1), stand("B2", "4G4", 4)], {}, fenced())), "A", "4E6");
    const own = burst(s, "throw_grenade", at4G5(), [1, 1, ...TENS]);
    const beyond = burst(s, "throw_grenade", at4G5(), [1, 10, ...TENS]);
    expect([own.side?.side, beyond.side?.side]).toEqual([1, 2]);
    expect(own.rolled).toEqual(["A1", "B1", "B2"]);
    expect(beyond.rolled).toEqual(["A1", "B1", "B2"]);
    expect((beyond.total("B1") ?? 0) - (own.total("B1") ?? 0)).toBe(1);
    expect((own.total("B2") ?? 0) - (beyond.total("B2") ?? 0)).toBe(1);
  });

  it("firepower 12.7.1: the firer designates the sides: by default the side with the most enemies is side 1; preferSide puts a hexside's far side or the impact hex first", () => {
    const crowd = divided([thrower], [prone("B1", "4G5", 1), prone("B2", "4G4", 4), prone("B3", "4G4", 4)]);
    expect(burst(crowd, "throw_grenade", at4G5(), [1, 1, ...TENS, 10]).side).toMatchObject({ side: 1, beyond: 0 });
    expect(burst(crowd, "throw_grenade", at4G5({ preferSide: "impact" }), [1, 1, ...TENS, 10]).side).toMatchObject({ side: 1, beyond: null });
    const s = divided([thrower]);
    const chosen = burst(s, "throw_grenade", at4G5({ preferSide: 0 }), [1, 1, ...TENS]);
    expect(chosen.side?.sides).toEqual([{ side: 1, hex: "4G4", hexside: 0 }, { side: 2, hex: "4G5" }]);
    expect(chosen.rolled).toEqual(["A1", "B2"]);
    const board = boardOf(s.game);
    expect(orderSides(s.game, board.hexOf("4G5")!, [0, 1, 2, 3, 4], { firer: "A" })).toHaveLength(4);
  });

  it("firepower 12.7.1: with nobody in the hex or beyond its roadblock no side roll is made", () => {
    const s = divided([thrower], [prone("B1", "4A1", 1)]);
    const out = burst(s, "throw_grenade", at4G5(), [1, 10, 10, 10]);
    expect(out.side).toBeUndefined();
  });

  it("firepower 12.7.5: the thrower may announce the side roll's modifier as \"+\" (+2 at range 2), modified rolls kept within 1-10", () => {
    const s = divided([thrower]);
    expect(burst(s, "throw_grenade", at4G5(), [1, 4, ...TENS]).side).toMatchObject({ modifier: -2, modified: 2, side: 1 });
    expect(burst(s, "throw_grenade", at4G5({ worksSign: "+" }), [1, 4, ...TENS]).side).toMatchObject({ sign: "+", modifier: 2, modified: 6, side: 2 });
    expect(burst(s, "throw_grenade", at4G5({ worksSign: "+" }), [1, 10, ...TENS]).side).toMatchObject({ modified: 10 });
  });

  it("firepower 12.7.5, 12.4.1.1: a rifle grenade's firer announces \"+\" too, for the side roll and the foxhole/trench roll", () => {
    const rifleman = stand("A1", "4D5", 2, { rgn: { rounds: 2, loaded: true } }); // 3 hexes from 4G5
    const s = divided([rifleman]);
    const fire = (extra: object, faces: number[]) => burst(s, "fire_rgn", { soldier: "A1", hex: "4G5", ...extra }, faces, "fire/g_round");
    // The RGN hit roll 1, then the side roll.
    expect(fire({}, [1, 6, ...TENS]).side).toMatchObject({ modifier: -2, modified: 4, side: 1 });
    expect(fire({ worksSign: "+" }, [1, 6, ...TENS]).side).toMatchObject({ sign: "+", modifier: 2, modified: 8, side: 2, beyond: 0 });
    const trench = fencedTrench([rifleman]);
    // Side 1 hit (roll 1), then the trench roll 3: -1 at range 3 puts it in (2), "+" keeps it out (4).
    expect(burst(trench, "fire_rgn", { soldier: "A1", hex: "4G5" }, [1, 1, 3, ...TENS], "fire/g_round").works).toMatchObject({ modified: 2, inWork: true });
    expect(burst(trench, "fire_rgn", { soldier: "A1", hex: "4G5", worksSign: "+" }, [1, 1, 3, ...TENS], "fire/g_round").works).toMatchObject({ sign: "+", modifier: 1, modified: 4, inWork: false });
  });

  it("firepower 12.7.4: a trench on one side of a fence hex: the side roll first, the trench roll only when the trench's side was hit", () => {
    const s = fencedTrench([thrower]);
    const own = burst(s, "throw_grenade", at4G5(), [1, 1, 1, ...TENS]);
    expect(own.side).toMatchObject({ side: 1, beyond: null });
    expect(own.works).toMatchObject({ roll: 1, inWork: true, table: "firepower/works_hit_location" });
    const beyond = burst(s, "throw_grenade", at4G5(), [1, 10, ...TENS]);
    expect(beyond.side).toMatchObject({ side: 2, beyond: 0 });
    expect(beyond.works).toBeUndefined();
  });
});

describe("side rolls in recorded random play (firepower 12.7.1)", () => {
  it("firepower 12.7.1, 1.3: random legal play favouring grenades rolls sides at the roadblock hex, reaches a result and replays to the same hashes", () => {
    const scenario = undergroundScenario([stand("A1", "4E6", 2), stand("A2", "4E4", 2)], [prone("B1", "4G5", 1), prone("B2", "4G4", 4)], { roadblocks: [{ hex: "4G5", sides: [1] }] });
    const sides: number[] = [];
    const { state, record } = playRecordedRandom(scenario, "fp-hit-location-sides-1", {
      choose: preferring((c) => c.type === "throw_grenade"),
      onApplied: (_c, events) => { for (const e of events) { const side = (e.data as { sideHit?: { side: number } } | undefined)?.sideHit?.side; if (side !== undefined) sides.push(side); } },
    });
    expect(state.game.result).not.toBeNull();
    expect(sides.length).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  });
});
