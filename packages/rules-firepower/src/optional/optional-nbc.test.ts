import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { soldier, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { maxNewHexes, mfAllowance } from "../core/soldiers";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, weapon: Spec["weapon"], hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon, hex, facing, posture: "stand", ...extra });

describe("Optional Rule 27: NBC suits", () => {
  it("firepower 27.1.1-27.1.2: a soldier in an NBC suit fires at +1 and has one MF fewer, and one new hex fewer with 5 MF; without the option the suit does nothing", () => {
    const scenario = { ...toTestScenario([man("A1", "RFL", id(1, 3), 3, { nbc: true }), man("A2", "RFL", id(1, 4), 3, { nbc: true, rank: "S" })], [man("B1", "RFL", id(3, 3), 6)]), rules: "advanced" as const };
    const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "nbc", ruleset: "firepower", options: { "firepower/nbc_suits": "on" } }) });
    if (!made.ok) throw new Error(made.error.code);
    const a1 = soldier(made.state, "A1"), b1 = soldier(made.state, "B1");
    expect([mfAllowance(a1), mfAllowance(soldier(made.state, "A2")), maxNewHexes(soldier(made.state, "A2"))]).toEqual([3, 4, 3]);
    const los = losFrom(board, made.state.game, a1, toViewpoint(b1));
    if (!los) throw new Error("no LOS answer");
    const mods = collectFireModifiers(toFireSituation(board, made.state.game, a1, b1, "auto", 0, made.state.options, los));
    expect(mods).toContainEqual({ name: "firer in an NBC suit", value: 1, rule: "Firepower 27.1.1", provenance: { kind: "book", section: "Firepower 27.1.1" } });
    const off = createMatch(firepowerRuleset, { scenario });
    expect(off.ok && [soldier(off.state, "A1").nbc, mfAllowance(soldier(off.state, "A1"))]).toEqual([undefined, 4]);
  });
});
