import { createMatch, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import type { CrewWeaponSpec } from "../tables/crew-weapon-chart";
import { createFixedDice } from "@tactica/dice";
import { chooseFirepowerCommand } from "../play/bot";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, V1, vehicleScenario } from "../weapons/vehicles.fixture";

const MMG: CrewWeaponSpec = { id: "W1", side: "B", weapon: "MMG2", crew: ["B1", "B2"] };
// A11 Standing at (1,3); A12 Prone at (1,1), two hexes from A11; the MMG's crew at (4,2) facing 6.
const targets = () => [man("A11", 1, 3, 3), { ...man("A12", 1, 1, 3), posture: "prone" as const }];
function mmgMatch(crew: CrewWeaponSpec = MMG): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: vehicleScenario(targets(), [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [V1], { crewWeapons: [crew] }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "B", hexId(4, 2));
}
const fire = (t: string[]) => cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: t });
const tens = Array.from({ length: 15 }, () => 10);

describe("firepower 12.6.1: a crewed MMG on its tripod fires at several hexes", () => {
  it("firepower 12.6.1, 10.7(2): the MMG2 (a GMG listed as an MMG, on a tripod) sends bursts into hexes that are not adjacent, each with its own modifiers", () => {
    const r = tryCommand(mmgMatch(), fire(["A11", "A12"]), tens);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const bursts = (r.events[0]?.data as { bursts: { target: string; total: number }[] }).bursts;
    expect(bursts.map((b) => b.target)).toEqual(["A11", "A12"]);
    // A12 is Prone: +2 in his hex only (12.2.5).
    expect(bursts[1]!.total - bursts[0]!.total).toBe(2);
  });

  it("firepower 12.6.1, 10.1.2.2: a lone crewman fires one burst, so one hex", () => {
    expect(tryCommand(mmgMatch({ ...MMG, crew: ["B1"] }), fire(["A11", "A12"]), tens)).toMatchObject({ ok: false, error: { code: "fire/too_many_bursts" } });
  });

  it("firepower 12.6.1: legal actions list the MMG's multi-hex bursts, and they are accepted", () => {
    const s = mmgMatch();
    const spread = legalActionsFor(firepowerRuleset, s, "B").filter((c) => c.type === "fire_crewed" && (c.payload as { targets: string[] }).targets.length > 1);
    expect(spread.length).toBeGreaterThan(0);
    for (const c of spread) expect(tryCommand(s, c, tens).ok).toBe(true);
  });

  it("firepower 12.6.1: the bot values the MMG's bursts at several hexes as their sum and fires them", () => {
    const c = chooseFirepowerCommand(firepowerRuleset, mmgMatch(), "B", createFixedDice([1, 1, 1, 1]), { budget: 200 });
    expect(c).toMatchObject({ type: "fire_crewed", payload: { weapon: "W1" } });
    expect((c?.payload as { targets: string[] }).targets.length).toBeGreaterThanOrEqual(2);
  });
});
