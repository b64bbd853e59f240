import type { Command } from "@tactica/engine";
import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { inImpulse, stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Forts = NonNullable<FirepowerScenario["fortifications"]>;

const TOWER = hexId(1, 1);

function towerMatch(a: Spec[], b: Spec[], fortifications: Forts): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", fortifications } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]!.hex);
}

const meleeUp = (ids: string[]) => cmd("melee", "A", { soldiers: ids, hex: TOWER });

describe("melee up a tower's stairs (firepower 8.8.6, 10.8, 13.5)", () => {
  it("firepower 8.8.6, 10.8: a man at the foot of an enemy-held tower melees up its stairs in his own hex, attacking up (+1, 13.5), and the winner ends on the tower floor", () => {
    const s = towerMatch([man("A1", 1, 1, 5)], [man("B1", 1, 1, 2)], [{ hex: TOWER, type: "tower", garrison: ["B1"] }]);
    expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(meleeUp(["A1"]));
    const r = apply(firepowerRuleset, s, meleeUp(["A1"]), createFixedDice([4]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const data = r.events.find((e) => e.type === "melee/resolved")?.data as { modifier: number; winner: string; modifiers: { id: string; rule: string }[] };
    expect(data.modifiers.map((m) => m.id)).toEqual(["attackers_climbed_up"]);
    expect(data).toMatchObject({ modifier: 1, winner: "attacker" }); // 4 + 1 = 5
    expect(r.events).toContainEqual(expect.objectContaining({ type: "bunker/melee_inside", data: expect.objectContaining({ unit: "tower", attackers: ["A1"] }) }));
    expect(soldier(r.state as FirepowerState, "A1")).toMatchObject({ inFortification: "tower", combatUsed: true });
    expect(soldier(r.state as FirepowerState, "B1").eliminated).toBe(true);
  });

  it("firepower 13.5: the +1 for attacking up turns a 5 into a loss up the stairs", () => {
    const s = towerMatch([man("A1", 1, 1, 5)], [man("B1", 1, 1, 2)], [{ hex: TOWER, type: "tower", garrison: ["B1"] }]);
    const r = apply(firepowerRuleset, s, meleeUp(["A1"]), createFixedDice([5, 10, 10]));
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state as FirepowerState, "A1").eliminated).toBe(true);
    expect(soldier(r.state as FirepowerState, "B1").eliminated).toBe(false);
  });

  it("firepower 8.8.6, 10.8: no melee up a tower his own side holds or an empty one; no more attackers than the tower holds (8)", () => {
    const own = towerMatch([man("A1", 1, 1, 5), man("A2", 1, 1, 5)], [man("B1", 7, 4, 6)], [{ hex: TOWER, type: "tower", garrison: ["A2"] }]);
    expect(tryCommand(own, meleeUp(["A1"]), [1])).toMatchObject({ ok: false, error: { code: "melee/not_ahead" } });
    expect(legalActionsFor(firepowerRuleset, own, "A").filter((c) => c.type === "melee")).toEqual([]);
    const nine = Array.from({ length: 9 }, (_, i) => man(`A${i + 1}`, 1, 1, 5));
    const crowd = towerMatch(nine, [man("B1", 1, 1, 2)], [{ hex: TOWER, type: "tower", garrison: ["B1"] }]);
    const refused = tryCommand(crowd, meleeUp(nine.map((x) => x.id)), [1]);
    expect(refused).toMatchObject({ ok: false, error: { code: "bunker/full" } });
  });

  it("firepower 8.8.6, 10.8: random legal play with a garrisoned tower and attackers at its foot reaches the end and meleed up the stairs", () => {
    const scenario: FirepowerScenario = {
      ...toTestScenario(
        [man("A1", 1, 1, 5), man("A2", 1, 1, 5), man("A3", 2, 1, 5)],
        [man("B1", 1, 1, 2), man("B2", 6, 4, 6)],
      ),
      id: "tower-melee-skirmish", turns: 2, rules: "advanced",
      fortifications: [{ hex: TOWER, type: "tower", garrison: ["B1"] }],
    };
    const made = createMatch(firepowerRuleset, { scenario });
    if (!made.ok) throw new Error(made.error.code);
    let upStairs = 0;
    const choose = (legal: readonly Command[], roll: (n: number) => number): Command | undefined => {
      const up = legal.find((c) => c.type === "melee" && (c.payload as { hex?: string }).hex === TOWER);
      if (up) upStairs += 1;
      return up ?? legal[roll(legal.length) - 1];
    };
    const r = playRandomLegal(made.state as FirepowerState, "tower-melee-1", { steps: 3000, choose });
    expect(r.state.turn.over).toBe(true);
    expect(upStairs).toBeGreaterThan(0);
  });
});

describe("collapsed floors (firepower 12.3.4.2.7)", () => {
  const collapse = (s: FirepowerState, hex: string): FirepowerState => {
    const h = boardOf(s.game).hexOf(hex);
    if (!h) throw new Error(hex);
    return { ...s, game: { ...s.game, buildingDamage: [{ hex: h, walls: 8, openings: 2, roof: 4, wallsDestroyed: true, openingsDestroyed: true, roofDestroyed: true }] } };
  };

  it("firepower 12.3.4.2.7: the stairs of a hex whose floors collapsed lead nowhere: refused with a reason, and not listed", () => {
    const s = inImpulse([stand("A1", "4F3", 1)], [stand("B1", "4H6", 5)], "4F3");
    expect(tryCommand(s, cmd("stairs", "A", { soldier: "A1", storey: 1 }))).toMatchObject({ ok: true });
    const down = collapse(s, "4F3");
    expect(tryCommand(down, cmd("stairs", "A", { soldier: "A1", storey: 1 }))).toMatchObject({ ok: false, error: { code: "move/floor_collapsed", rule: "Firepower 12.3.4.2.7" } });
    expect(legalActionsFor(firepowerRuleset, down, "A").some((c) => c.type === "stairs")).toBe(false);
  });

  it("firepower 12.3.4.2.7: a man upstairs next door cannot step onto the collapsed floor; the ground floor of that hex is still walked", () => {
    const s = run(inImpulse([stand("A1", "4F3", 1)], [stand("B1", "4H6", 5)], "4F3"), cmd("stairs", "A", { soldier: "A1", storey: 1 }));
    const gone = collapse(s, "4F2");
    expect(tryCommand(gone, cmd("move", "A", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "move/floor_collapsed" } });
    expect(tryCommand(s, cmd("move", "A", { soldier: "A1" }))).toMatchObject({ ok: true });
  });
});
