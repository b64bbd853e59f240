import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { bestMelee, meleeOdds } from "./melee-bot";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function meleeMatch(a: Spec[], b: Spec[]): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced" } });
  if (!made.ok) throw new Error(made.error.code);
  return impulseAt(made.state as FirepowerState, "A", a[0]!.hex);
}

describe("exact melee odds (firepower 6.5.1, 13)", () => {
  it("firepower 6.5.1, 13.3: from behind a lone defender the attacker wins on 8 faces of 10 (modified ≤ 5 with -3), and the roll agrees face by face", () => {
    const s = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)]);
    const hex = boardOf(s.game).hexOf(hexId(4, 4))!;
    const odds = meleeOdds(s.game, "A", [s.game.soldiers.find((x) => x.id === "A1")!], hex, s.options);
    expect(odds).toEqual({ modifier: -3, attackerFaces: 8, defenders: 1 });
    const winners = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((face) => {
      const r = apply(firepowerRuleset, s, cmd("melee", "A", { soldiers: ["A1"], hex: hexId(4, 4) }), createFixedDice([face, 10, 10]));
      if (!r.ok) throw new Error(r.error.code);
      return (r.events.find((e) => e.type === "melee/resolved")?.data as { winner: string }).winner;
    });
    expect(winners.filter((w) => w === "attacker")).toHaveLength(odds!.attackerFaces);
  });

  it("firepower 13.1: the bot leaves a melee it would lose more often than not (one man against three facing him)", () => {
    const s = meleeMatch([man("A1", 3, 4, 3)], ["B1", "B2", "B3"].map((id) => man(id, 4, 4, 6)));
    const legal = [{ type: "melee", payload: { soldiers: ["A1"], hex: hexId(4, 4) } }];
    expect(bestMelee({ game: s.game, step: "impulse", options: s.options }, "A", legal).cmd).toBeUndefined();
    const behind = meleeMatch([man("A1", 3, 4, 3)], [man("B1", 4, 4, 3)]);
    expect(bestMelee({ game: behind.game, step: "impulse", options: behind.options }, "A", legal).cmd).toEqual(legal[0]);
  });
});
